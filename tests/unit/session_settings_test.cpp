#include <doctest/doctest.h>

#include <string>

#include "app/session_flags.h"
#include "proxy/session/session_settings.h"

using namespace drawbridge;

TEST_CASE("session settings: the config file's keys, as strings, integers and arrays") {
  SessionSettings settings;
  const absl::Status read = read_session_config(
      "log = \"/tmp/relay.log\"  # the relay's key: not the session's business\n"
      "rules = \"fide-2014\"\n"
      "policy = [\"arbiter-initiative\", \"every-n-moves:3\"]\n"
      "claim = \"never\"\n"
      "claim_margin = 12\n"
      "offer = \"score\"\n"
      "offer_move = 30\n"
      "offer_score = 5\n"
      "offer_count = 4\n"
      "adjudicate = \"stop\"\n"
      "events = \"/tmp/e.jsonl\"\n",
      "test.toml", settings);
  REQUIRE_MESSAGE(read.ok(), std::string(read.message()));
  CHECK(settings.rules == "fide-2014");
  CHECK(settings.policy == std::vector<std::string>{"arbiter-initiative", "every-n-moves:3"});
  CHECK(settings.claim == ClaimMode::kNever);
  CHECK(settings.claim_margin_cp == 12);
  CHECK(settings.offer == OfferSettings{OfferMode::kScore, 30, 5, 4});
  CHECK(settings.adjudicate == Adjudication::kStop);
  CHECK(settings.events == "/tmp/e.jsonl");
}

TEST_CASE("session settings: a bad value names the file, the line and the reason") {
  SessionSettings settings;
  const absl::Status read = read_session_config("claim = \"sometimes\"\n", "x.toml", settings);
  REQUIRE_FALSE(read.ok());
  CHECK(std::string(read.message()) ==
        "x.toml:1: unknown claim policy 'sometimes' (never, always, unless-winning)");
  const absl::Status typed = read_session_config("\n\noffer_count = 1.5\n", "y.toml", settings);
  REQUIRE_FALSE(typed.ok());
  CHECK(std::string(typed.message()).starts_with("y.toml:3: key 'offer_count'"));
  const absl::Status value = read_session_config("adjudicate = \"never\"\n", "z.toml", settings);
  REQUIRE_FALSE(value.ok());
  CHECK(std::string(value.message()).starts_with("z.toml:1: unknown adjudication 'never'"));
  CHECK_FALSE(read_session_config("claim_margin = -3\n", "w.toml", settings).ok());
  CHECK_FALSE(read_session_config("policy = [\"anarchy\"]\n", "v.toml", settings).ok());
  CHECK_FALSE(read_session_config("claim = \n", "u.toml", settings).ok());
}
