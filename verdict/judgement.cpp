#include "verdict/judgement.h"

#include "absl/strings/str_cat.h"
#include "rules/chess_draw/dead_position.h"
#include "support/absl_view.h"

namespace drawbridge {
namespace {

// What the judgement reads of a game's replay, whichever game it is.
struct ReplayEnd {
  std::optional<draw::Ending> ending;
  std::optional<draw::Event> result_event;  // the ending's event
  int plies = 0;
  int moves_after_end = 0;
  const std::vector<draw::Event>& events;  // the replay's, where the claims open are
  // Chess only: a flag that fell after the last ply with the other player on move, against a
  // recorded win the opponent could not have mated for: the draw (6.9) the replay left to judge.
  std::optional<draw::Event> draw_on_time;
};

// "threefold-repetition (9.2.1) at ply 8"; a rule without an article (draughts' no-move) unbracketed.
std::string ending_words(const draw::Ending& ending) {
  const std::string article = ending.article.empty() ? "" : absl::StrCat(" (", ending.article, ")");
  return absl::StrCat(av(draw::rule_name(ending.rule)), article, " at ply ", ending.ply);
}

// The finding's event: `event`, with the finding's sentence.
Finding finding(FindingKind kind, draw::Event event, std::string sentence) {
  event.detail = std::move(sentence);
  return Finding{kind, std::move(event)};
}

// A flag fall the laws make a draw (6.9) against the recorded win: `when` is "at ply N" or "after ply N".
std::string flag_fell_sentence(const std::string& when, const std::string& article, draw::Result recorded) {
  return absl::StrCat("The flag fell ", when,
                      ", but the opponent could not have checkmated by any series of legal moves: a draw (", article,
                      "), not ", av(draw::result_text(recorded)), ".");
}

// Informational: the first ply a draw could have been claimed, unless the game was drawn
// right there (the claim was presumably made).
void add_claim_finding(const ReplayEnd& replay, std::optional<draw::Result> recorded, Judgement& j) {
  const int last_ply = replay.ending ? replay.ending->ply : replay.plies;
  for (const draw::Event& event : replay.events) {
    if (event.kind != draw::EventKind::kClaim) continue;
    const int ply = *event.ply;
    if (ply == last_ply && recorded == draw::Result::kDraw) return;
    j.findings.push_back(
        finding(FindingKind::kClaimableDrawNotClaimed, event,
                absl::StrCat("The player on move could have claimed a draw by ", av(draw::rule_name(*event.rule)), " (",
                             event.article, ") at ply ", ply, ".")));
    return;
  }
}

// The findings of an ending the laws reached: moves recorded after it, a result that contradicts it.
void add_ending_findings(const ReplayEnd& replay, std::optional<draw::Result> recorded, Judgement& j) {
  const draw::Ending& ending = *replay.ending;
  if (ending.rule != draw::Rule::kTimeout && replay.moves_after_end > 0) {
    j.findings.push_back(
        finding(FindingKind::kPlayedPastEnd, *replay.result_event,
                absl::StrCat("The game ended by ", ending_words(ending), "; ", replay.moves_after_end,
                             replay.moves_after_end == 1 ? " more ply was" : " more plies were", " recorded.")));
  }
  if (!recorded || *recorded == ending.result) return;
  if (ending.rule == draw::Rule::kTimeout && ending.result == draw::Result::kDraw) {
    j.findings.push_back(finding(FindingKind::kTimeoutShouldBeDraw, *replay.result_event,
                                 flag_fell_sentence(absl::StrCat("at ply ", ending.ply), ending.article, *recorded)));
    return;
  }
  j.findings.push_back(
      finding(FindingKind::kResultContradictsLaws, *replay.result_event,
              absl::StrCat("The laws give ", av(draw::result_text(ending.result)), " by ", ending_words(ending),
                           "; the record says ", av(draw::result_text(*recorded)), ".")));
}

Judgement judge(const ReplayEnd& replay, std::optional<draw::Result> recorded) {
  Judgement j;
  if (replay.ending) {
    j.lawful = replay.ending->result;
    add_ending_findings(replay, recorded, j);
  } else if (replay.draw_on_time) {
    j.lawful = draw::Result::kDraw;
    j.findings.push_back(
        finding(FindingKind::kTimeoutShouldBeDraw, *replay.draw_on_time,
                flag_fell_sentence(absl::StrCat("after ply ", replay.plies), replay.draw_on_time->article, *recorded)));
  }
  if (!j.findings.empty()) {
    // A game the laws ended is cut there; a flag fall keeps every move.
    const bool cut = replay.ending && replay.ending->rule != draw::Rule::kTimeout;
    j.fix = Fix{cut ? replay.ending->ply : -1, j.findings.back().event};
  }
  add_claim_finding(replay, recorded, j);
  return j;
}

// A flag that fell with the other player on move, after the last ply: a draw by 6.9 when the
// recorded winner could not have mated.
std::optional<draw::Event> draw_on_time(const draw::Referee& referee, std::optional<draw::Result> recorded,
                                        std::optional<chess::Color> flagged_off_move,
                                        const std::string& timeout_article) {
  if (referee.ending() || !flagged_off_move || !recorded || *recorded == draw::Result::kDraw ||
      draw::SearchedUnwinnability().can_mate(referee.position(), ~*flagged_off_move)) {
    return std::nullopt;
  }
  draw::Event e;
  e.kind = draw::EventKind::kResult;
  e.rule = draw::Rule::kTimeout;
  e.article = timeout_article;
  e.edition = referee.edition().id;
  e.ply = referee.ply();
  e.result = draw::Result::kDraw;
  e.fen = referee.fen();
  return e;
}

}  // namespace

bool has_contradiction(const Judgement& j) {
  for (const Finding& f : j.findings) {
    if (!is_informational(f.kind)) return true;
  }
  return false;
}

Judgement judge_game(const draw::Referee& referee, const draw::Replayed& replayed, std::optional<draw::Result> recorded,
                     std::optional<chess::Color> flagged_off_move, const std::string& timeout_article) {
  return judge({.ending = referee.ending(),
                .result_event = referee.result_event(),
                .plies = referee.ply(),
                .moves_after_end = replayed.moves_after_end,
                .events = replayed.events,
                .draw_on_time = draw_on_time(referee, recorded, flagged_off_move, timeout_article)},
               recorded);
}

Judgement judge_game(const draughts_draw::Referee& referee, const DraughtsReplayed& replayed,
                     std::optional<draw::Result> recorded) {
  return judge({.ending = referee.ending(),
                .result_event = referee.result_event(),
                .plies = referee.ply(),
                .moves_after_end = replayed.moves_after_end,
                .events = replayed.events,
                .draw_on_time = std::nullopt},
               recorded);
}

}  // namespace drawbridge
