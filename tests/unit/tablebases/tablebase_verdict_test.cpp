// The lawful verdict from WDL, DTZ, the clock, the claim and the edition, at every edge of the
// clock: 100 plies for the fifty-move claim, 150 for the automatic rule, Syzygy's rounding.
#include "rules/tablebases/tablebase_verdict.h"

#include <optional>
#include <string>
#include <vector>

#include <doctest/doctest.h>

#include "tests/unit/draw/draw_test_support.h"

namespace drawbridge::tb {
namespace {

struct Case {
  const char* name;
  const char* edition;
  int wdl;
  std::optional<int> dtz;
  int clock;
  chess::Color mover;
  bool claims;
  const char* expected;  // "1-0", "0-1", "1/2-1/2 ARTICLE" or "undecided"
};

std::string shown(const TablebaseVerdict& verdict) {
  if (!verdict.result) return "undecided";
  std::string text(draw::result_text(*verdict.result));
  if (!verdict.article.empty()) text += " " + verdict.article;
  return text;
}

constexpr chess::Color W = chess::kWhite;
constexpr chess::Color B = chess::kBlack;

const std::vector<Case> kCases = {
    {"a draw in the tables", "fide-2023", 0, 0, 30, W, true, "1/2-1/2"},
    {"win: 60 plies at clock 39 end at 99, before the claim", "fide-2023", 2, 60, 39, W, true, "1-0"},
    {"win: 60 plies at clock 40 end on 100, which rounding leaves open", "fide-2023", 2, 60, 40, W, true, "undecided"},
    {"win: 100 plies right after a zeroing move is certain", "fide-2023", 2, 100, 0, W, true, "1-0"},
    {"win: 60 plies at clock 41 pass 100: the defender claims 9.3", "fide-2023", 2, 60, 41, W, true, "1/2-1/2 9.3.2"},
    {"win past 100 unclaimed, ending at 101 before the 75-move rule", "fide-2023", 2, 60, 41, W, false, "1-0"},
    {"win past 100 unclaimed, ending at 149", "fide-2023", 2, 60, 89, W, false, "1-0"},
    {"win past 100 unclaimed, ending on 150: rounding leaves it open", "fide-2023", 2, 60, 90, W, false, "undecided"},
    {"win past 100 unclaimed, ending at 151: the 75-move rule draws", "fide-2023", 2, 60, 91, W, false,
     "1/2-1/2 9.6.2"},
    {"win past 150 unclaimed under fide-2014", "fide-2014", 2, 60, 91, W, false, "1/2-1/2 9.6b"},
    {"win past 150 unclaimed, no automatic rule before 2014", "fide-pre2014-ru", 2, 60, 91, W, false, "1-0"},
    {"win past 100 claimed before 2014", "fide-pre2014-ru", 2, 60, 41, W, true, "1/2-1/2 9.3b"},
    {"loss for the mover, Black wins before the claim", "fide-2023", -2, -60, 39, W, true, "0-1"},
    {"loss for Black on move, claimed past 100", "fide-2023", -2, -60, 41, B, true, "1/2-1/2 9.3.2"},
    {"loss for Black on move, on the 100 edge", "fide-2023", -2, -60, 40, B, false, "undecided"},
    {"cursed win claimed", "fide-2023", 1, 150, 0, W, true, "1/2-1/2 9.3.2"},
    {"cursed win unclaimed, 150 plies could be a later phase's 50", "fide-2023", 1, 150, 0, W, false, "undecided"},
    {"cursed win unclaimed, 201 plies: the first phase passes 150", "fide-2023", 1, 201, 0, W, false, "1/2-1/2 9.6.2"},
    {"cursed win unclaimed, 150 plies at clock 101 pass 150 either way", "fide-2023", 1, 150, 101, W, false,
     "1/2-1/2 9.6.2"},
    {"cursed win unclaimed, 150 plies at clock 100: the shorter reading ends on 150", "fide-2023", 1, 150, 100, W,
     false, "undecided"},
    {"cursed win unclaimed before 2014 is a win", "fide-pre2014-pl", 1, 150, 0, W, false, "1-0"},
    {"blessed loss of Black on move, claimed", "fide-2023", -1, -150, 0, B, true, "1/2-1/2 9.3.2"},
    {"blessed loss of Black on move, unclaimed before 2014", "fide-pre2014-ru", -1, -150, 0, B, false, "1-0"},
    {"blessed loss of White on move, unclaimed, 75-move rule", "fide-2023", -1, -250, 0, W, false, "1/2-1/2 9.6.2"},
    {"win without a DTZ table at clock 0: the WDL suffices", "fide-2023", 2, std::nullopt, 0, B, true, "0-1"},
    {"win without a DTZ table at clock 5 is open", "fide-2023", 2, std::nullopt, 5, W, true, "undecided"},
    {"cursed win without a DTZ table, claimed", "fide-2023", 1, std::nullopt, 5, W, true, "1/2-1/2 9.3.2"},
};

TEST_CASE("tablebase verdict: every case at the clock's edge") {
  for (const Case& c : kCases) {
    CAPTURE(c.name);
    const draw::Edition edition = draw::testing::edition(c.edition);
    const TablebaseVerdict verdict = tablebase_verdict({c.wdl, c.dtz}, c.clock, c.mover, c.claims, edition);
    CHECK(shown(verdict) == c.expected);
    CHECK(!verdict.reason.empty());
  }
}

}  // namespace
}  // namespace drawbridge::tb
