#include "scan/judgement.h"

#include "absl/strings/str_cat.h"
#include "pgn/time_forfeit.h"
#include "rules/chess_draw/dead_position.h"
#include "support/absl_view.h"

namespace drawbridge::scan {
namespace {

// The finding's sentence, for the JSON, the HTML page and the --fixed comment.
std::string ending_words(const draw::Ending& ending) {
  return absl::StrCat(av(draw::rule_name(ending.rule)), " (", ending.article, ") at ply ", ending.ply);
}

// The finding's event: `ending`, with the finding's sentence.
Finding finding(FindingKind kind, draw::Event ending, std::string sentence) {
  ending.detail = std::move(sentence);
  return Finding{kind, std::move(ending)};
}

Fix fix_for(const Judgement& j, const std::optional<draw::Ending>& ending) {
  Fix fix;
  fix.ending = j.findings.back().event;
  if (ending && ending->rule != draw::Rule::kTimeout) fix.cut_ply = ending->ply;
  return fix;
}

// Informational: the first ply a draw could have been claimed, unless the game was drawn
// right there (the claim was presumably made).
void add_claim_finding(const draw::Replayed& replayed, int last_ply, std::optional<draw::Result> recorded,
                       Judgement& j) {
  for (const draw::Event& event : replayed.events) {
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

// A flag that fell with the other player on move, after the last ply: a draw by 6.9.
draw::Event draw_on_time(const draw::Referee& referee, const std::string& timeout_article) {
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

std::optional<draw::Result> result_of(std::string_view text) {
  if (text == "1-0") return draw::Result::kWhiteWins;
  if (text == "0-1") return draw::Result::kBlackWins;
  if (text == "1/2-1/2") return draw::Result::kDraw;
  return std::nullopt;
}

std::optional<chess::Color> flagged_side(const pgn::PgnGame& pgn, const std::optional<std::string>& termination,
                                         std::optional<draw::Result> recorded, chess::Color on_move_at_end) {
  const bool forfeit = pgn.comment_loser_on_time || pgn.comment_draw_by_timeout ||
                       (termination && pgn::is_time_forfeit_termination(*termination));
  if (!forfeit) return std::nullopt;
  if (pgn.comment_loser_on_time) return pgn.comment_loser_on_time;
  if (recorded == draw::Result::kWhiteWins) return chess::kBlack;
  if (recorded == draw::Result::kBlackWins) return chess::kWhite;
  return on_move_at_end;
}

Judgement judge_game(const draw::Referee& referee, const draw::Replayed& replayed, std::optional<draw::Result> recorded,
                     std::optional<chess::Color> flagged_off_move, const std::string& timeout_article) {
  Judgement j;
  const std::optional<draw::Ending>& ending = referee.ending();
  const int plies = referee.ply();
  if (ending) {
    j.lawful = ending->result;
    if (ending->rule != draw::Rule::kTimeout && replayed.moves_after_end > 0) {
      j.findings.push_back(
          finding(FindingKind::kPlayedPastEnd, *referee.result_event(),
                  absl::StrCat("The game ended by ", ending_words(*ending), "; ", replayed.moves_after_end,
                               replayed.moves_after_end == 1 ? " more ply was" : " more plies were", " recorded.")));
    }
    if (recorded && *recorded != ending->result) {
      const bool timeout_draw = ending->rule == draw::Rule::kTimeout && ending->result == draw::Result::kDraw;
      j.findings.push_back(finding(
          timeout_draw ? FindingKind::kTimeoutShouldBeDraw : FindingKind::kResultContradictsLaws,
          *referee.result_event(),
          timeout_draw
              ? absl::StrCat("The flag fell at ply ", ending->ply,
                             ", but the opponent could not have checkmated by any series of legal moves: "
                             "a draw (",
                             ending->article, "), not ", av(draw::result_text(*recorded)), ".")
              : absl::StrCat("The laws give ", av(draw::result_text(ending->result)), " by ", ending_words(*ending),
                             "; the record says ", av(draw::result_text(*recorded)), ".")));
    }
  } else if (flagged_off_move && recorded && *recorded != draw::Result::kDraw &&
             !draw::SearchedUnwinnability().can_mate(referee.position(), ~*flagged_off_move)) {
    j.lawful = draw::Result::kDraw;
    j.findings.push_back(finding(FindingKind::kTimeoutShouldBeDraw, draw_on_time(referee, timeout_article),
                                 absl::StrCat("The flag fell after ply ", plies,
                                              ", but the opponent could not have checkmated by any series of legal "
                                              "moves: a draw (",
                                              timeout_article, "), not ", av(draw::result_text(*recorded)), ".")));
  }
  if (!j.findings.empty()) j.fix = fix_for(j, ending);
  add_claim_finding(replayed, ending ? ending->ply : plies, recorded, j);
  return j;
}

}  // namespace drawbridge::scan
