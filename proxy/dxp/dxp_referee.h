// The referee between two DXP engines: every message passes from one to the other unchanged and
// in order, while the game is mirrored from the GAMEREQ (its start, the colours) and the moves,
// and take-backs are followed. When the edition's laws end the game, the referee ends it for both
// engines: a CHAT naming the article, then a GAMEEND with the laws' result, each engine's own
// GAMEEND awaited as its acknowledgement (and not passed on, so that neither hears the game end
// twice); what either sends meanwhile for the ended game stays with the referee, and what it
// sends for the next game waits until both have answered. The choices DXP leaves open are in
// doc/decisions.md.
//
// It does no I/O: each call returns the messages to send, in order; the caller (dxp_match.h)
// owns the connections. Faults (a message that cannot be read, an illegal move, a connection
// closed mid-game) are said once each as error events.
#pragma once

#include <array>
#include <cstdio>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "proxy/dxp/dxp_message.h"
#include "proxy/dxp/pdn_file.h"
#include "proxy/report/events_file.h"
#include "proxy/session/draughts/draughts_game.h"
#include "proxy/session/event_outlet.h"

namespace drawbridge::dxp {

enum class Peer { kInitiator, kFollower };

struct Outgoing {
  Peer to;
  std::string text;  // without the NUL
  friend bool operator==(const Outgoing&, const Outgoing&) = default;
};

class Referee {
 public:
  // `events`, `pdn` and `errors` (where events are also written as lines) may be null.
  Referee(draughts_session::DraughtsGame game, std::unique_ptr<EventsFile> events, std::unique_ptr<PdnFile> pdn,
          std::FILE* errors)
      : game_(std::move(game)), outlet_(std::move(events)), pdn_(std::move(pdn)), errors_(errors) {}

  // A whole message from `from`.
  std::vector<Outgoing> on_message(Peer from, std::string_view text);
  // A message longer than the reader's limit, never passed on: its start and its size so far.
  std::vector<Outgoing> on_oversized(Peer from, std::string_view start, std::size_t bytes);
  // `from` closed its connection; `unfinished`: a message it cut short. The other engine is told
  // if a game was on; nothing more is sent to either afterwards.
  std::vector<Outgoing> on_closed(Peer from, std::string_view unfinished);
  // The engines' acknowledgements of the referee's GAMEEND are awaited (the caller times them).
  bool awaits_acknowledgement() const { return awaited_[0] || awaited_[1]; }
  // The wait for them is over: the match goes on without them.
  std::vector<Outgoing> on_acknowledgement_timeout();

 private:
  enum class Phase { kNoGame, kRequested, kPlaying, kUnfollowed, kEndedByEngine };

  std::vector<Outgoing> handle(Peer from, std::string_view text);
  void on_request(const GameRequest& request);
  void on_accept(const GameAccept& accept);
  void on_move(Peer from, const MoveMessage& move, std::vector<Outgoing>& out);
  void on_engine_end(Peer from, const GameEnd& end);
  void on_back_accept(const BackAccept& accept);
  // While the referee's GAMEEND is answered: whether the message was dealt with here.
  bool while_ending(Peer from, std::string_view text, const absl::StatusOr<Message>& message,
                    std::vector<Outgoing>& out);
  // Ends the game for both engines by the laws' result.
  void end_by_laws(const draw::Event& result, std::vector<Outgoing>& out);
  void release_held(std::vector<Outgoing>& out);
  // Writes the game to --pdn with `result`, and follows it no more.
  void close_game(std::optional<draw::Result> result);
  void say(const draw::Event& event);
  void error(std::string detail, std::optional<std::string> move = std::nullopt);
  // The colour `peer` plays in the game followed.
  draughts::Color colour_of(Peer peer) const;

  draughts_session::DraughtsGame game_;
  EventOutlet outlet_;
  std::unique_ptr<PdnFile> pdn_;
  std::FILE* errors_;
  Phase phase_ = Phase::kNoGame;
  std::optional<GameRequest> request_;
  std::optional<draughts::Position> requested_start_;
  std::array<std::string, 2> names_;           // the initiator's and the follower's
  std::optional<int> take_back_ply_;           // asked for by a BACKREQ, until its BACKACC
  std::array<bool, 2> awaited_{false, false};  // the acknowledgements of the referee's GAMEEND
  std::vector<std::pair<Peer, std::string>> held_;
  bool closed_ = false;
};

std::string_view peer_name(Peer peer);

}  // namespace drawbridge::dxp
