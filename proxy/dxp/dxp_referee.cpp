#include "proxy/dxp/dxp_referee.h"

#include <utility>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "proxy/dxp/end_chat.h"
#include "proxy/report/relay_event.h"
#include "render/event_line.h"
#include "rules/draughts/dxp.h"
#include "rules/draughts/pdn_move.h"
#include "support/absl_view.h"

namespace drawbridge::dxp {
namespace {

std::size_t index(Peer peer) { return peer == Peer::kInitiator ? 0 : 1; }
Peer other(Peer peer) { return peer == Peer::kInitiator ? Peer::kFollower : Peer::kInitiator; }

// The events as lines on the error stream.
class LineSink final : public EventSink {
 public:
  explicit LineSink(std::FILE* out) : out_(out) {}
  void on_event(const draw::Event& event) override {
    if (out_ == nullptr) return;
    constexpr std::string_view kPrefix = "info string ";
    const std::string line = render::event_line(event).substr(kPrefix.size()) + "\n";
    std::fwrite(line.data(), 1, line.size(), out_);
    std::fflush(out_);
  }

 private:
  std::FILE* out_;
};

// The move as DXP gave it, for errors: `32-28`, `28x19x23`.
std::string move_text(const MoveMessage& move) {
  std::string text = absl::StrCat(move.from, move.captured.empty() ? "-" : "x", move.to);
  for (const int square : move.captured) absl::StrAppend(&text, "x", square);
  return text;
}

// The GAMEEND `to` hears from the referee, speaking for its opponent: the reason as the sender's.
std::string game_end_for(draughts::Color to, const std::optional<draw::Result>& result, char stop) {
  EndReason reason = EndReason::kUnknown;
  if (result == draw::Result::kDraw) {
    reason = EndReason::kDraw;
  } else if (result) {
    const bool to_wins = (*result == draw::Result::kWhiteWins) == (to == draughts::Color::kWhite);
    reason = to_wins ? EndReason::kSenderLoses : EndReason::kSenderWins;
  }
  return render_message(GameEnd{reason, stop});
}

// The result an engine's GAMEEND declares, its reason being the sender's.
std::optional<draw::Result> declared(EndReason reason, draughts::Color sender) {
  const draw::Result sender_wins =
      sender == draughts::Color::kWhite ? draw::Result::kWhiteWins : draw::Result::kBlackWins;
  const draw::Result sender_loses =
      sender == draughts::Color::kWhite ? draw::Result::kBlackWins : draw::Result::kWhiteWins;
  switch (reason) {
    case EndReason::kDraw: return draw::Result::kDraw;
    case EndReason::kSenderWins: return sender_wins;
    case EndReason::kSenderLoses: return sender_loses;
    case EndReason::kUnknown: return std::nullopt;
  }
  return std::nullopt;
}

}  // namespace

std::string_view peer_name(Peer peer) { return peer == Peer::kInitiator ? "initiator" : "follower"; }

draughts::Color Referee::colour_of(Peer peer) const {
  const bool follower_white = !request_ || request_->follower_colour == 'W';
  return (peer == Peer::kFollower) == follower_white ? draughts::Color::kWhite : draughts::Color::kBlack;
}

void Referee::say(const draw::Event& event) {
  LineSink sink(errors_);
  outlet_.emit(event, game_.edition(), game_.number(), sink);
}

void Referee::error(std::string detail, std::optional<std::string> move) {
  const bool in_game = phase_ == Phase::kPlaying;
  say(error_event(in_game ? std::optional<int>(game_.ply()) : std::nullopt, std::move(move), std::move(detail)));
}

std::vector<Outgoing> Referee::on_message(Peer from, std::string_view text) {
  if (closed_) return {};
  return handle(from, text);
}

std::vector<Outgoing> Referee::handle(Peer from, std::string_view text) {
  std::vector<Outgoing> out;
  const absl::StatusOr<Message> message = parse_message(text);
  if (awaits_acknowledgement() && while_ending(from, text, message, out)) return out;
  out.push_back({other(from), std::string(text)});  // every message passes, as it came
  if (!message.ok()) {
    error(absl::StrCat("the ", av(peer_name(from)), "'s message cannot be read: ", message.status().message(), ": '",
                       clipped(text), "'"));
    return out;
  }
  if (const auto* request = std::get_if<GameRequest>(&*message)) {
    on_request(*request);
  } else if (const auto* accept = std::get_if<GameAccept>(&*message)) {
    on_accept(*accept);
  } else if (const auto* move = std::get_if<MoveMessage>(&*message)) {
    on_move(from, *move, out);
  } else if (const auto* end = std::get_if<GameEnd>(&*message)) {
    on_engine_end(from, *end);
  } else if (const auto* back = std::get_if<BackRequest>(&*message)) {
    if (phase_ == Phase::kPlaying) {
      const bool white_starts = game_.first()->side_to_move() == draughts::Color::kWhite;
      take_back_ply_ = (back->move_number - 1) * 2 + (back->side == 'W' ? 0 : 1) - (white_starts ? 0 : 1);
    }
  } else if (const auto* back_accept = std::get_if<BackAccept>(&*message)) {
    on_back_accept(*back_accept);
  }
  return out;
}

void Referee::on_request(const GameRequest& request) {
  if (phase_ == Phase::kPlaying) {
    say(notice_event(game_.ply(), "a GAMEREQ before the game ended: it is left unfinished"));
    close_game(std::nullopt);
  }
  request_ = request;
  requested_start_.reset();
  phase_ = Phase::kRequested;
  names_[0] = request.initiator;
  if (!request.position) {
    requested_start_ = draughts::Position::start(game_.rules().game);
    return;
  }
  const absl::StatusOr<draughts::Position> start =
      draughts::parse_dxp_position(request.position->side, request.position->board);
  if (start.ok()) {
    requested_start_ = *start;
  } else {
    error(absl::StrCat("the GAMEREQ's position cannot be followed: ", start.status().message()));
  }
}

void Referee::on_accept(const GameAccept& accept) {
  if (phase_ != Phase::kRequested) return;
  names_[1] = accept.follower;
  if (!accept.accepted()) {
    phase_ = Phase::kNoGame;
    return;
  }
  if (!requested_start_) {
    phase_ = Phase::kUnfollowed;
    return;
  }
  game_.begin(*requested_start_);
  take_back_ply_.reset();
  phase_ = Phase::kPlaying;
}

void Referee::on_move(Peer from, const MoveMessage& move, std::vector<Outgoing>& out) {
  if (phase_ != Phase::kPlaying) return;
  const draughts::Position& at = game_.referee()->position();
  absl::StatusOr<draughts::Move> m =
      absl::InvalidArgumentError(absl::StrCat("the ", av(peer_name(from)), " moved out of turn"));
  if (colour_of(from) == at.side_to_move()) m = draughts::find_dxp_move(at, move.from, move.to, move.captured);
  if (!m.ok()) {
    error(absl::StrCat("the ", av(peer_name(from)), "'s move is not legal: ", m.status().message(),
                       "; the game is followed no more"),
          move_text(move));
    close_game(std::nullopt);
    phase_ = Phase::kUnfollowed;
    return;
  }
  const absl::StatusOr<std::optional<draw::Event>> played = game_.play(*m);
  if (played.ok() && *played) end_by_laws(**played, out);
}

void Referee::end_by_laws(const draw::Event& result, std::vector<Outgoing>& out) {
  draw::Event said = result;
  said.fen = game_.referee()->fen();
  say(said);
  const std::string chat = render_message(Chat{end_chat(result, game_.rules())});
  for (const Peer peer : {Peer::kInitiator, Peer::kFollower}) {
    out.push_back({peer, chat});
    out.push_back({peer, game_end_for(colour_of(peer), result.result, '0')});
    awaited_[index(peer)] = true;
  }
  close_game(result.result);
}

void Referee::on_engine_end(Peer from, const GameEnd& end) {
  if (phase_ == Phase::kEndedByEngine) {  // the other engine's answer
    phase_ = Phase::kNoGame;
    return;
  }
  if (phase_ != Phase::kPlaying) return;
  const std::optional<draw::Result> result = declared(end.reason, colour_of(from));
  say(notice_event(game_.ply(), absl::StrCat("the ", av(peer_name(from)), " ended the game before the laws did: ",
                                             result ? av(draw::result_text(*result)) : "result unknown")));
  close_game(result);
  phase_ = Phase::kEndedByEngine;
}

void Referee::on_back_accept(const BackAccept& accept) {
  const std::optional<int> ply = std::exchange(take_back_ply_, std::nullopt);
  if (phase_ != Phase::kPlaying || !accept.accepted() || !ply) return;
  if (const absl::Status back = game_.take_back_to(*ply); !back.ok()) {
    error(absl::StrCat("the take-back cannot be followed: ", back.message(), "; the game is followed no more"));
    close_game(std::nullopt);
    phase_ = Phase::kUnfollowed;
  }
}

bool Referee::while_ending(Peer from, std::string_view text, const absl::StatusOr<Message>& message,
                           std::vector<Outgoing>& out) {
  const bool is_end = message.ok() && std::holds_alternative<GameEnd>(*message);
  const bool is_request = message.ok() && std::holds_alternative<GameRequest>(*message);
  const bool is_chat = message.ok() && std::holds_alternative<Chat>(*message);
  if (awaited_[index(from)]) {
    if (is_end) {
      awaited_[index(from)] = false;
      release_held(out);
      return true;
    }
    if (!is_request) {
      if (is_chat) return false;
      say(notice_event(
          std::nullopt,
          absl::StrCat("the ", av(peer_name(from)), "'s ", message.ok() ? av(message_name(*message)) : "message",
                       " after the end of the game is not passed on: '", clipped(text), "'")));
      return true;
    }
    awaited_[index(from)] = false;  // a GAMEREQ: the engine has moved on to the next game
  }
  held_.emplace_back(from, std::string(text));
  release_held(out);
  return true;
}

void Referee::release_held(std::vector<Outgoing>& out) {
  if (awaits_acknowledgement()) return;
  phase_ = Phase::kNoGame;
  for (auto& [from, text] : std::exchange(held_, {})) {
    std::vector<Outgoing> more = handle(from, text);
    out.insert(out.end(), more.begin(), more.end());
  }
}

std::vector<Outgoing> Referee::on_acknowledgement_timeout() {
  std::vector<Outgoing> out;
  for (const Peer peer : {Peer::kInitiator, Peer::kFollower}) {
    if (!awaited_[index(peer)]) continue;
    say(error_event(std::nullopt, std::nullopt,
                    absl::StrCat("the ", av(peer_name(peer)),
                                 " did not answer drawbridge's GAMEEND; the match goes on without its answer")));
    awaited_[index(peer)] = false;
  }
  release_held(out);
  return out;
}

std::vector<Outgoing> Referee::on_oversized(Peer from, std::string_view start, std::size_t bytes) {
  if (closed_) return {};
  error(absl::StrCat("the ", av(peer_name(from)), " sent ", bytes, " bytes without the NUL that ends a message ('",
                     clipped(start, 40), "'); they are not passed on"));
  return {};
}

std::vector<Outgoing> Referee::on_closed(Peer from, std::string_view unfinished) {
  if (closed_) return {};
  std::vector<Outgoing> out;
  if (!unfinished.empty()) {
    error(absl::StrCat("the ", av(peer_name(from)), "'s last message was cut short by the close: '",
                       clipped(unfinished), "'"));
  }
  const bool mid_game = phase_ == Phase::kPlaying || phase_ == Phase::kRequested || phase_ == Phase::kUnfollowed;
  if (mid_game) {
    const std::string why = absl::StrCat("drawbridge: the ", av(peer_name(from)), " disconnected; the game ends");
    error(why.substr(std::string_view("drawbridge: ").size()));
    if (phase_ == Phase::kPlaying) close_game(std::nullopt);
    out.push_back({other(from), render_message(Chat{why})});
    out.push_back({other(from), render_message(GameEnd{EndReason::kUnknown, '1'})});
  }
  closed_ = true;
  phase_ = Phase::kNoGame;
  return out;
}

void Referee::close_game(std::optional<draw::Result> result) {
  if (phase_ != Phase::kPlaying) return;
  phase_ = Phase::kNoGame;
  if (!pdn_) return;
  const bool initiator_white = colour_of(Peer::kInitiator) == draughts::Color::kWhite;
  const PdnGame game{.number = game_.number(),
                     .white = names_[initiator_white ? 0 : 1],
                     .black = names_[initiator_white ? 1 : 0],
                     .start = *game_.first(),
                     .moves = game_.moves(),
                     .result = result};
  if (const absl::Status written = pdn_->write(game); !written.ok()) {
    pdn_.reset();
    say(error_event(std::nullopt, std::nullopt, absl::StrCat(written.message(), "; no more games are written to it")));
  }
}

}  // namespace drawbridge::dxp
