// The 299 games of the shared draughts corpus (../draughts/games) replayed through the referee,
// each under its game's edition: every move legal up to the end the laws give, and the recorded
// result the same wherever the laws decide it. Third-party data: read where present, never
// copied; without it these cases say so and pass.
#include <doctest/doctest.h>

#include <filesystem>
#include <optional>
#include <string>

#include "tests/support/shared_data.h"
#include "tests/unit/draughts/draughts_test_support.h"
#include "tests/unit/draughts_draw/draughts_draw_test_support.h"

namespace drawbridge::draughts_draw {
namespace {

namespace fs = std::filesystem;

// The result tag as a result of the laws; nullopt for `*`, `0-0` and the unknown.
std::optional<draw::Result> recorded_result(const std::string& tag) {
  if (tag == "2-0" || tag == "1-0") return draw::Result::kWhiteWins;
  if (tag == "0-2" || tag == "0-1") return draw::Result::kBlackWins;
  if (tag == "1-1" || tag == "1/2-1/2") return draw::Result::kDraw;
  return std::nullopt;
}

TEST_SUITE("shared-data" * doctest::skip()) {
  TEST_CASE("draughts referee: the shared games replay under draughts-fmjd and draughts-russian") {
    const fs::path folder = fs::path(drawbridge::testing::shared_data_file("../draughts/games"));
    if (!fs::is_directory(folder)) {
      MESSAGE("skipped: no draughts games in ", folder.string(), " (set DRAWBRIDGE_SHARED_DATA)");
      return;
    }
    const Edition fmjd = testing::edition("draughts-fmjd"), russian = testing::edition("draughts-russian");
    int games = 0, ended = 0, played_past = 0, decided = 0, repetition_claims = 0;
    for (const fs::directory_entry& file : fs::directory_iterator(folder)) {
      if (file.path().extension() != ".pdn") continue;
      int n = 0;
      for (const draughts::PdnGame& game : draughts::read_pdn(file.path())) {
        const std::string where = file.path().filename().string() + " #" + std::to_string(++n);
        ++games;
        const Edition& edition = game.game == draughts::Game::kRussian ? russian : fmjd;
        auto referee = Referee::create(edition, {}, game.fen);
        REQUIRE_MESSAGE(referee.ok(), where, ": ", std::string(referee.status().message()));
        bool claimed = false;
        for (std::size_t ply = 0; ply < game.moves.size() && !referee->ending(); ++ply) {
          for (const draw::Event& e : referee->claimable())
            claimed = claimed || e.rule == draw::Rule::kThreefoldRepetition;
          const auto played = referee->play(game.moves[ply]);
          REQUIRE_MESSAGE(played.ok(), where, " ply ", ply + 1, ": ", std::string(played.status().message()));
        }
        for (const draw::Event& e : referee->claimable())
          claimed = claimed || e.rule == draw::Rule::kThreefoldRepetition;
        repetition_claims += claimed ? 1 : 0;
        if (!referee->ending()) continue;
        ++ended;
        if (referee->ply() < static_cast<int>(game.moves.size())) {
          ++played_past;
          MESSAGE(where, ": played on after ", draw::rule_name(referee->ending()->rule), " ",
                  referee->ending()->article, " at ply ", referee->ending()->ply);
          continue;
        }
        // The laws ended the game on its last move: the recorded result must be theirs.
        if (const std::optional<draw::Result> result = recorded_result(game.result)) {
          ++decided;
          CHECK_MESSAGE(*result == referee->ending()->result, where, ": ", game.result, " against ",
                        draw::rule_name(referee->ending()->rule));
        }
      }
    }
    MESSAGE(games, " games, ", ended, " ended by the laws (", played_past, " played past it, ", decided,
            " results checked), ", repetition_claims, " with a repetition claim open");
    CHECK(games == 299);
    CHECK(decided == 7);
    CHECK(played_past == 1);        // international.pdn #123: agreed after 6.1's third occurrence
    CHECK(repetition_claims == 1);  // lidraughts-russian-movesonly.pdn #3, ended on it
  }
}  // TEST_SUITE("shared-data")

}  // namespace
}  // namespace drawbridge::draughts_draw
