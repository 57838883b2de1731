#include "watch/game/game_watch.h"

#include <utility>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "support/absl_view.h"
#include "watch/game/chess_replay.h"
#include "watch/game/claim_watch.h"
#include "watch/game/clock_watch.h"
#include "watch/game/draughts_replay.h"
#include "watch/game/game_judgement.h"
#include "watch/game/pre_alerts.h"

namespace drawbridge::watch {
namespace {

// What makes two alerts the same alert: everything but the time it is said.
std::string identity(const draw::Event& e) {
  return absl::StrCat(av(draw::event_kind_name(e.kind)), "|", e.rule ? av(draw::rule_name(*e.rule)) : "", "|",
                      e.ply.value_or(-1), "|", e.result ? av(draw::result_text(*e.result)) : "", "|",
                      e.side ? static_cast<int>(*e.side) : -1, "|", absl::StrJoin(e.moves, ","), "|",
                      e.fen.value_or(""), "|", e.detail);
}

}  // namespace

// The record itself, move by move: the last move on the board, the ending a move brings, and a
// move that does not read (`held`: the error of the last move, which may be half written).
class GameWatch::Record final : public PlyVisitor {
 public:
  Record(const WatchRules& rules, const pgn::PgnGame& pgn, std::vector<draw::Event>& alerts, BoardState& board,
         std::optional<draw::Event>& held)
      : rules_(rules), pgn_(pgn), alerts_(alerts), board_(board), held_(held) {}

  bool on_move(const ReplayedGame& game, const pgn::SanToken& token, draw::Side) override {
    board_.last_move = std::string(token.text);
    if (std::optional<draw::Event> ended = game.result_event()) alerts_.push_back(*std::move(ended));
    return true;
  }

  void on_refused(const ReplayedGame& game, int index, const absl::Status& why) override {
    const pgn::SanToken& token = pgn_.moves[static_cast<std::size_t>(index)];
    draw::Event e = watch_alert(draw::EventKind::kError, rules_.edition_id(), &game);
    e.detail =
        absl::StrCat("ply ", game.ply() + 1, ": illegal or unreadable move '", av(token.text), "': ", why.message());
    if (static_cast<std::size_t>(index) + 1 == pgn_.moves.size()) {
      held_ = std::move(e);
    } else {
      board_.error = e.detail;
      alerts_.push_back(std::move(e));
    }
  }

 private:
  const WatchRules& rules_;
  const pgn::PgnGame& pgn_;
  std::vector<draw::Event>& alerts_;
  BoardState& board_;
  std::optional<draw::Event>& held_;
};

void GameWatch::replay(const pgn::PgnGame& pgn, std::vector<draw::Event>& alerts, BoardState& board) {
  board.result = pgn.result_token.empty() ? std::nullopt : std::optional<std::string>(pgn.result_token);
  if (rules_.draughts) board.draughts = rules_.draughts->game;
  const std::optional<std::string> fen = pgn.tag("FEN");
  std::optional<ChessReplay> chess_game;
  std::optional<DraughtsReplay> draughts_game;
  ReplayedGame& game = rules_.draughts ? static_cast<ReplayedGame&>(draughts_game.emplace(rules_))
                                       : static_cast<ReplayedGame&>(chess_game.emplace(rules_, referee_));
  if (const absl::Status started = game.start(fen); !started.ok()) {
    draw::Event e = watch_alert(draw::EventKind::kError, rules_.edition_id(), nullptr);
    e.ply = 0;
    e.detail = std::string(started.message());
    board.error = e.detail;
    alerts.push_back(std::move(e));
    board.fen = fen.value_or("");
    return;
  }
  // No move ends a game that starts ended, so no move's events say it.
  if (std::optional<draw::Event> ended = game.result_event()) alerts.push_back(*std::move(ended));
  Record record(rules_, pgn, alerts, board, held_);
  ClockWatch clocks(rules_, pgn, board, alerts);
  ClaimWatch claims(alerts);
  PreAlertWatch pre(rules_, alerts);
  // Draughts' laws here know no clock (draughts_replay.h).
  PlyVisitor* const chess_visitors[] = {&record, &clocks, &claims, &pre};
  PlyVisitor* const draughts_visitors[] = {&record, &claims, &pre};
  const bool played_all = chess_game ? game.play(pgn.moves, chess_visitors) : game.play(pgn.moves, draughts_visitors);
  board.fen = game.fen();
  board.ply = game.ply();
  if (!played_all) return;
  const std::optional<draw::Result> recorded = GameJudgement(pgn, alerts).judge(game);
  if (recorded) pre.at_end(game, recorded);
}

GameNews GameWatch::update(const pgn::PgnGame& pgn) {
  std::vector<draw::Event> alerts;
  BoardState board;
  held_.reset();
  replay(pgn, alerts, board);
  GameNews news;
  news.board_changed = board != board_;
  board_ = std::move(board);
  news.alerts = unsaid(std::move(alerts));
  return news;
}

GameNews GameWatch::settle() {
  GameNews news;
  if (!held_) return news;
  news.board_changed = board_.error != held_->detail;
  board_.error = held_->detail;
  std::vector<draw::Event> alerts;
  alerts.push_back(*std::move(held_));
  held_.reset();
  news.alerts = unsaid(std::move(alerts));
  return news;
}

std::vector<draw::Event> GameWatch::unsaid(std::vector<draw::Event> alerts) {
  std::vector<draw::Event> out;
  for (draw::Event& alert : alerts) {
    if (said_.insert(identity(alert)).second) out.push_back(std::move(alert));
  }
  return out;
}

}  // namespace drawbridge::watch
