// `drawbridge adjudicate` under a draughts edition: PDN moves from startpos or an FMJD FEN,
// replayed by the draughts referee, with adjudicate's verdict fields.
#include <doctest/doctest.h>

#include <string>

#include <boost/json/serialize.hpp>

#include "tests/unit/draughts_draw/draughts_draw_test_support.h"
#include "verdict/draughts_verdict.h"

namespace drawbridge::draughts_draw {
namespace {

std::string verdict(const std::string& line, const std::string& id) {
  return boost::json::serialize(adjudicate_draughts_game(line, 1, testing::edition(id), {}));
}

TEST_CASE("adjudicate draughts-fmjd: an automatic 6.1 draw, a win by 7.2, an illegal move") {
  CHECK(
      verdict("W:WK50,36,37:BK1,14,15\t50-44 1-7 44-50 7-1 50-44 1-7 44-50 7-1 50-44", "draughts-fmjd") ==
      R"({"line":1,"plies":8,"fen":"W:W36,37,K50:BK1,14,15","status":"drawn","result":"1/2-1/2",)"
      R"("end":{"ply":8,"rule":"threefold-repetition","article":"6.1"},"moves_after_end":1,"events":[],"error":null})");
  CHECK(verdict("W:WK46:B41\t46x37", "draughts-fmjd") ==
        R"({"line":1,"plies":1,"fen":"B:WK37:B","status":"no-move","result":"1-0",)"
        R"("end":{"ply":1,"rule":"no-move","article":"7.2"},"moves_after_end":0,"events":[],"error":null})");
  CHECK(verdict("startpos\t32-28 19-23 28x19 14x23", "draughts-fmjd").find(R"("status":"ongoing")") !=
        std::string::npos);
  CHECK(verdict("startpos\t32-29", "draughts-fmjd").find(R"("error":"ply 0: move '32-29': )") != std::string::npos);
  CHECK(verdict("startpos\t32-28\tflag=white@1", "draughts-fmjd").find("flag falls are not modelled") !=
        std::string::npos);
}

TEST_CASE("adjudicate draughts-russian: 5.4.12.2's written move claimed and upheld") {
  const std::string out = verdict(
      "W:WK32,29,30:BK1,3,4\t32-27 1-6 27-32 6-1 32-27 1-6 27-32\tply=7 rule=threefold-repetition move=6-1 "
      "clocks=10/20",
      "draughts-russian");
  CHECK(out.find(R"("end":{"ply":7,"rule":"threefold-repetition","article":"5.4.12.2"})") != std::string::npos);
  CHECK(out.find(R"({"ply":7,"event":"claim","rule":"threefold-repetition","article":"5.4.12.2","moves":["6-1"]})") !=
        std::string::npos);
  CHECK(out.find(R"("correct":true,"clocks_ms":{"claimant":10000,"opponent":20000})") != std::string::npos);
}

}  // namespace
}  // namespace drawbridge::draughts_draw
