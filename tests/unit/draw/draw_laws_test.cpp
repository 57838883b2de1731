// The laws loaded together: an edition and a policy, or the error of the first that is wrong.
#include <string>

#include <doctest/doctest.h>

#include "rules/chess_draw/laws.h"

namespace drawbridge::draw {
namespace {

const std::vector<std::filesystem::path> kDirs = {std::filesystem::path(DRAWBRIDGE_SOURCE_DIR) / "configs" / "rules"};

std::string message(const absl::Status& status) { return std::string(status.message()); }

TEST_CASE("the laws are the edition named and the policy the names add up to") {
  const absl::StatusOr<Laws> laws = load_laws("fide-2014", {"arbiter-initiative", "every-n-moves:3"}, kDirs);
  REQUIRE_MESSAGE(laws.ok(), message(laws.status()));
  CHECK(laws->edition.fivefold.counting == RepetitionCount::kConsecutive);
  CHECK(laws->policy.arbiter_initiative);
  CHECK(laws->policy.reoffer == ReofferRule::kEveryNMoves);
  CHECK(laws->policy.reoffer_every_moves == 3);
}

TEST_CASE("an unknown edition is the error, naming the editions there are") {
  const absl::StatusOr<Laws> laws = load_laws("fide-1066", {}, kDirs);
  REQUIRE_FALSE(laws.ok());
  CHECK(message(laws.status()).find("fide-1066") != std::string::npos);
  CHECK(message(laws.status()).find("fide-2023") != std::string::npos);
}

TEST_CASE("a bad policy name is the error, naming the policies there are") {
  const absl::StatusOr<Laws> laws = load_laws("fide-2023", {"arbiter-initiative", "every-n-moves:0"}, kDirs);
  REQUIRE_FALSE(laws.ok());
  CHECK(message(laws.status()).find("unknown policy 'every-n-moves:0'") != std::string::npos);
  CHECK(message(laws.status()).find("after-opponent-offer") != std::string::npos);
}

TEST_CASE("the edition is judged before the policy") {
  const absl::StatusOr<Laws> laws = load_laws("fide-1066", {"no-such-policy"}, kDirs);
  REQUIRE_FALSE(laws.ok());
  CHECK(message(laws.status()).find("fide-1066") != std::string::npos);
}

}  // namespace
}  // namespace drawbridge::draw
