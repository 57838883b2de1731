#include "watch/game_watch.h"

#include <map>
#include <utility>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "pgn/time_control.h"
#include "rules/chess_draw/dead_position.h"
#include "support/absl_view.h"
#include "verdict/judgement.h"
#include "verdict/recorded_result.h"

namespace drawbridge::watch {
namespace {

// What makes two alerts the same alert: everything but the time it is said.
std::string identity(const draw::Event& e) {
  return absl::StrCat(av(draw::event_kind_name(e.kind)), "|", e.rule ? av(draw::rule_name(*e.rule)) : "", "|",
                      e.ply.value_or(-1), "|", e.result ? av(draw::result_text(*e.result)) : "", "|",
                      e.side ? static_cast<int>(*e.side) : -1, "|", absl::StrJoin(e.moves, ","), "|",
                      e.fen.value_or(""), "|", e.detail);
}

// A claim is said at the first ply of a stretch where it holds: the same rule, on the board or
// with a move, at consecutive plies is one stretch.
std::string claim_stretch(const draw::Event& claim) {
  return absl::StrCat(av(draw::rule_name(*claim.rule)), claim.moves.empty() ? "|board" : "|move");
}

}  // namespace

// One replay of the game's text: every alert it implies, from the start, and the board, seen
// move by move as the referee replays the record.
class GameWatch::Replay final : public draw::ReplayVisitor {
 public:
  Replay(const WatchRules& rules, const pgn::PgnGame& pgn, std::optional<draw::Referee>& slot)
      : rules_(rules), pgn_(pgn), slot_(slot) {}

  // `held`: the error of the last move, which may be half written, instead of an alert.
  void run(std::vector<draw::Event>& alerts, BoardState& board, std::optional<draw::Event>& held) {
    alerts_ = &alerts;
    held_ = &held;
    board.result = pgn_.result_token.empty() ? std::nullopt : std::optional<std::string>(pgn_.result_token);
    if (const std::optional<std::string> control = pgn_.tag("TimeControl")) {
      time_control_ = pgn::parse_time_control(*control);
    }
    const std::optional<std::string> fen = pgn_.tag("FEN");
    absl::StatusOr<chess::Position> start = fen ? draw::start_position(*fen) : chess::Position::startpos();
    if (!start.ok()) {
      draw::Event e = notice(draw::EventKind::kError);
      e.ply = 0;
      e.detail = std::string(start.status().message());
      board.error = e.detail;
      alerts_->push_back(std::move(e));
      board.fen = fen.value_or("");
      return;
    }
    draw::Referee& referee = draw::referee_for(slot_, rules_.laws.edition, rules_.laws.policy, *start);
    referee_ = &referee;
    // No move ends a game that starts ended, so no move's events say it.
    if (const std::optional<draw::Event> ended = referee.result_event()) alerts_->push_back(*ended);
    const bool played_all = play_moves(board);
    board.fen = referee.fen();
    board.ply = referee.ply();
    if (!played_all) return;
    if (recorded_result()) {
      judge_end();
    } else {
      judge(std::nullopt);
    }
  }

 private:
  draw::Event notice(draw::EventKind kind) const {
    draw::Event e;
    e.kind = kind;
    e.edition = rules_.laws.edition.id;
    if (referee_) {
      e.ply = referee_->ply();
      e.fen = referee_->fen();
    }
    return e;
  }

  // Plays the recorded moves, through the referee's one replay, up to an error, an automatic
  // ending or a flag fall; whether it played them all without an error or a flag.
  bool play_moves(BoardState& board) {
    board_ = &board;
    const draw::Replayed replayed = referee_->replay(draw::SanMoves<pgn::SanToken>(pgn_.moves), {}, std::nullopt, this);
    moves_after_end_ = replayed.moves_after_end;
    return replayed.status.ok() && !flag_fell_;
  }

  bool on_move(int index, const draw::Referee& referee) override {
    const pgn::SanToken& token = pgn_.moves[static_cast<std::size_t>(index)];
    const chess::Color mover = ~referee.position().side_to_move();
    board_->last_move = std::string(token.text);
    if (token.clock.remaining)
      (mover == chess::kWhite ? board_->white_clock : board_->black_clock) = token.clock.remaining;
    if (std::optional<draw::Event> ended = referee.result_event()) alerts_->push_back(*std::move(ended));
    if (const std::optional<std::string> clock = fallen_clock(mover, token.clock)) {
      flag_fell(mover, *clock);
      flag_fell_ = true;
      return false;
    }
    if (!referee.ending()) after_move();
    return true;
  }

  void on_refused(int index, const absl::Status& why) override {
    const pgn::SanToken& token = pgn_.moves[static_cast<std::size_t>(index)];
    draw::Event e = notice(draw::EventKind::kError);
    e.detail = absl::StrCat("ply ", referee_->ply() + 1, ": illegal or unreadable move '", av(token.text),
                            "': ", why.message());
    if (static_cast<std::size_t>(index) + 1 == pgn_.moves.size()) {
      *held_ = std::move(e);
    } else {
      board_->error = e.detail;
      alerts_->push_back(std::move(e));
    }
  }

  // The claims and pre-alerts of the position after a move.
  void after_move() {
    const draw::Referee& referee = *referee_;
    std::set<std::string> stretches;
    for (draw::Event& claim : referee.claimable()) {
      if (!claim.fen) claim.fen = referee.fen();
      const std::string stretch = claim_stretch(claim);
      if (!stretches_.contains(stretch)) alerts_->push_back(std::move(claim));
      stretches.insert(stretch);
    }
    stretches_ = std::move(stretches);
    const PreAlerts& pre = rules_.pre;
    const draw::GameRecord& record = referee.record();
    if (pre.second_occurrence && record.occurrences_at(record.ply()) == 2) {
      draw::Event e = notice(draw::EventKind::kNotice);
      e.rule = draw::Rule::kThreefoldRepetition;
      e.detail = "pre-alert: this position stands on the board for the second time";
      alerts_->push_back(std::move(e));
    }
    if (pre.quiet_moves && referee.position().halfmove_clock() == 2 * *pre.quiet_moves) {
      draw::Event e = notice(draw::EventKind::kNotice);
      e.rule = draw::Rule::kFiftyMove;
      e.detail =
          absl::StrCat("pre-alert: ", *pre.quiet_moves, " moves by each player without a capture or a pawn move");
      alerts_->push_back(std::move(e));
    }
  }

  // How the clock after the mover's move shows that his flag fell during it, if it does: a
  // [%clk] of zero, or [%emt] times (every move of his timed) above what the TimeControl tag
  // gave him.
  std::optional<std::string> fallen_clock(chess::Color mover, const pgn::MoveClock& clock) {
    SideTime& side = sides_[mover == chess::kWhite ? 0 : 1];
    ++side.moves;
    side.every_move_timed &= clock.elapsed.has_value();
    if (clock.elapsed) side.elapsed += *clock.elapsed;
    if (clock.remaining) {
      if (clock.remaining->count() <= 0) return std::string("clock reads 0:00:00");
      return std::nullopt;
    }
    // Whole seconds of [%emt] add up to a little more or less than the time taken: only a total
    // above the time allowed is a flag fall.
    if (time_control_ && side.every_move_timed && side.elapsed > pgn::time_allowed(*time_control_, side.moves)) {
      return absl::StrCat("moves took more than the TimeControl tag gives by move ", side.moves, " ([%emt])");
    }
    return std::nullopt;
  }

  // The mover's flag fell during his move (6.9): lost, unless the opponent cannot mate.
  void flag_fell(chess::Color mover, std::string_view how) {
    const bool can_mate = draw::SearchedUnwinnability().can_mate(referee_->position(), ~mover);
    draw::Event e = notice(draw::EventKind::kFlagFall);
    e.rule = draw::Rule::kTimeout;
    e.article = rules_.laws.edition.timeout_article;
    e.side = mover;
    e.result = !can_mate                ? draw::Result::kDraw
               : mover == chess::kWhite ? draw::Result::kBlackWins
                                        : draw::Result::kWhiteWins;
    e.detail = absl::StrCat(
        mover == chess::kWhite ? "White" : "Black", "'s ", av(how),
        can_mate ? ": the game is lost" : ", but the opponent cannot checkmate by any series of legal moves: a draw");
    alerts_->push_back(std::move(e));
  }

  std::optional<draw::Result> recorded_result() {
    std::optional<std::string> text = pgn_.tag("Result");
    if (!text || *text == "*") text = std::string(pgn_.result_token);
    recorded_ = result_of(*text);
    return recorded_;
  }

  // A finished game: its flag fall by the record, and what the laws say of its result.
  void judge_end() {
    draw::Referee& referee = *referee_;
    const chess::Color on_move = referee.position().side_to_move();
    const std::optional<chess::Color> flagged =
        referee.ending() ? std::nullopt : flagged_side(pgn_, pgn_.tag("Termination"), recorded_, on_move);
    if (flagged && *flagged == on_move) {
      if (absl::StatusOr<std::vector<draw::Event>> events = referee.flag_fall(on_move); events.ok()) {
        for (draw::Event& e : *events) {
          if (e.kind == draw::EventKind::kFlagFall) alerts_->push_back(std::move(e));
        }
      }
    }
    judge(flagged && *flagged != on_move ? flagged : std::nullopt);
    early_draw();
  }

  // What the judgement (verdict/judgement.h) finds in the record so far: moves recorded after an automatic ending, and
  // in a finished game a result the laws contradict.
  void judge(std::optional<chess::Color> flagged_off_move) {
    draw::Replayed replayed;
    replayed.moves_after_end = moves_after_end_;
    const Judgement judgement =
        judge_game(*referee_, replayed, recorded_, flagged_off_move, rules_.laws.edition.timeout_article);
    for (const Finding& finding : judgement.findings) {
      if (!is_informational(finding.kind)) alerts_->push_back(finding.event);
    }
  }

  // A draw recorded before the move the no-early-draw rule names, without a rule to draw by.
  void early_draw() {
    const std::optional<int> before = rules_.pre.early_draw_move;
    const draw::Referee& referee = *referee_;
    if (!before || recorded_ != draw::Result::kDraw || referee.ending() || !referee.claimable().empty()) return;
    const int move = referee.position().fullmove_number();
    if (move >= *before) return;
    draw::Event e = notice(draw::EventKind::kNotice);
    e.rule = draw::Rule::kDrawOffer;
    e.result = draw::Result::kDraw;
    e.detail = absl::StrCat("pre-alert: a draw recorded at move ", move, ", before move ", *before);
    alerts_->push_back(std::move(e));
  }

  const WatchRules& rules_;
  const pgn::PgnGame& pgn_;
  std::optional<draw::Referee>& slot_;
  draw::Referee* referee_ = nullptr;
  std::vector<draw::Event>* alerts_ = nullptr;
  std::optional<draw::Event>* held_ = nullptr;
  BoardState* board_ = nullptr;
  bool flag_fell_ = false;
  // A player's time as the [%emt] of his moves add it up.
  struct SideTime {
    int moves = 0;
    std::chrono::milliseconds elapsed{0};
    bool every_move_timed = true;
  };

  std::set<std::string> stretches_;  // the claims of the previous ply
  std::optional<std::vector<pgn::TimePeriod>> time_control_;
  SideTime sides_[2];
  std::optional<draw::Result> recorded_;
  int moves_after_end_ = 0;
};

GameNews GameWatch::update(const pgn::PgnGame& pgn) {
  std::vector<draw::Event> alerts;
  BoardState board;
  held_.reset();
  Replay(rules_, pgn, referee_).run(alerts, board, held_);
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
