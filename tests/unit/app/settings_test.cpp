// The one table of settings, and what is derived from it: the config file, the command line,
// the UCI options (session_options_test.cpp) and --help.
#include <doctest/doctest.h>

#include <cstdio>
#include <fstream>
#include <string>

#include "app/relay/relay_settings.h"
#include "app/subcommand_table.h"
#include "settings/command_line.h"
#include "settings/config_file.h"
#include "settings/setting_flags.h"
#include "settings/setting_table.h"

using namespace drawbridge;

namespace {

absl::Status config(std::string_view text, Settings& settings) {
  SettingOrigins origins;
  return apply_config_text(text, "x.toml", settings, origins);
}

absl::StatusOr<CommandLine> relay_line(std::vector<std::string> words) {
  std::vector<char*> args;
  for (std::string& word : words) args.push_back(word.data());
  return parse_command_line(args, setting_flags());
}

absl::StatusOr<RelayCommand> relay(std::vector<std::string> words) {
  const absl::StatusOr<CommandLine> line = relay_line(std::move(words));
  if (!line.ok()) return line.status();
  return read_relay_command(*line);
}

}  // namespace

TEST_CASE("settings: every key of the table round-trips through its text") {
  Settings settings;
  settings.policy = {"arbiter-initiative", "every-n-moves:3"};
  settings.offer = OfferMode::kScore;
  settings.events = "/tmp/x.jsonl";
  settings.quit_grace_ms = 250;
  for (const SettingSpec& spec : setting_table()) {
    Settings copy;
    REQUIRE(apply_setting(spec, setting_text(spec, settings), copy).ok());
    CHECK(setting_text(spec, copy) == setting_text(spec, settings));
  }
}

TEST_CASE("settings: flags and keys are found with dashes or underscores, options by any case") {
  REQUIRE(find_setting("claim-margin") != nullptr);
  CHECK(find_setting("claim-margin") == find_setting("claim_margin"));
  CHECK(find_setting("frobnicate") == nullptr);
  CHECK(find_setting_by_option("drawbridge CLAIM margin") == find_setting("claim_margin"));
  CHECK(find_setting_by_option("Hash") == nullptr);
}

TEST_CASE("config file: the keys as strings, integers and arrays, in either spelling") {
  Settings settings;
  const absl::Status read = config(
      "log = \"/tmp/relay.log\"\n"
      "quit-grace-ms = 250\n"
      "rules = \"fide-2014\"\n"
      "policy = [\"arbiter-initiative\", \"every-n-moves:3\"]\n"
      "claim = \"never\"\n"
      "claim-margin = 12\n"
      "offer = \"score\"\n"
      "offer_move = 30\n"
      "offer_score = 5\n"
      "offer_count = 4\n"
      "adjudicate = \"stop\"\n"
      "events = \"/tmp/e.jsonl\"\n",
      settings);
  REQUIRE_MESSAGE(read.ok(), std::string(read.message()));
  CHECK(settings.log == "/tmp/relay.log");
  CHECK(settings.quit_grace_ms == 250);
  CHECK(settings.rules == "fide-2014");
  CHECK(settings.policy == std::vector<std::string>{"arbiter-initiative", "every-n-moves:3"});
  CHECK(settings.claim == ClaimMode::kNever);
  CHECK(settings.claim_margin == 12);
  CHECK(settings.offer == OfferMode::kScore);
  CHECK(settings.offer_move == 30);
  CHECK(settings.offer_score == 5);
  CHECK(settings.offer_count == 4);
  CHECK(settings.adjudicate == Adjudication::kStop);
  CHECK(settings.events == "/tmp/e.jsonl");
}

TEST_CASE("config file: a bad key or value names the file, the line, the key and what it accepts") {
  Settings settings;
  CHECK(config("claim = \"sometimes\"\n", settings).message() ==
        "x.toml:1: key 'claim': 'sometimes' is not one of never, always, unless-winning");
  CHECK(config("\n\noffer_count = 1.5\n", settings).message() == "x.toml:3: key 'offer_count' must be an integer");
  CHECK(config("\nquit_grace_ms = 1\nverbose = true\n", settings).message() == "x.toml:3: unknown key 'verbose'");
  CHECK(config("log = 5\n", settings).message() == "x.toml:1: key 'log' must be a string");
  CHECK(config("claim_margin = -3\n", settings).message() ==
        "x.toml:1: key 'claim_margin': '-3' is not a whole number from 0 to 100000");
  CHECK_FALSE(config("policy = [\"anarchy\"]\n", settings).ok());
  CHECK(std::string(config("claim = \n", settings).message()).starts_with("x.toml:1:"));
}

// toml++ 3.3.0 marks a letter in its whitespace test unreachable (cmake/library_forms.cmake):
// the letters where it looks for whitespace are what they are, a wrong byte or a string's letter.
TEST_CASE("config file: a letter beyond ASCII where whitespace may stand is read as itself") {
  Settings settings;
  CHECK(config("log = \"x\" \xc3\xbc\n", settings).message() ==
        "x.toml:1:11: Error while parsing key-value pair: expected a comment or whitespace, saw '\xc3\xbc'");
  CHECK_FALSE(config("\xc9\xb9 = 1\n", settings).ok());
  REQUIRE(config("log = \"\"\"\\\n  \xc2\xa7.txt\"\"\"\n", settings).ok());
  CHECK(settings.log == "\xc2\xa7.txt");
}

TEST_CASE("config file: one that cannot be read says why") {
  Settings settings;
  SettingOrigins origins;
  CHECK(apply_config_file("/nonexistent.toml", settings, origins).message() ==
        "cannot read config file /nonexistent.toml: No such file or directory");
  CHECK(apply_config_file("/tmp", settings, origins).message() == "cannot read config file /tmp: Is a directory");
}

TEST_CASE("command line: flags win over the config file, the file over the defaults") {
  char path[] = "/tmp/drawbridge-config-XXXXXX";
  const int fd = mkstemp(path);
  REQUIRE(fd >= 0);
  const std::string text = "log = \"file.log\"\nquit_grace_ms = 300\nclaim_margin = 7\n";
  REQUIRE(::write(fd, text.data(), text.size()) == static_cast<ssize_t>(text.size()));
  ::close(fd);
  const absl::StatusOr<RelayCommand> command =
      relay({"--log=flag.log", "--config", path, "--claim-margin", "9", "--", "engine", "-x"});
  std::remove(path);
  REQUIRE_MESSAGE(command.ok(), std::string(command.status().message()));
  CHECK(command->settings.log == "flag.log");
  CHECK(command->settings.quit_grace_ms == 300);
  CHECK(command->settings.claim_margin == 9);
  CHECK(command->engine_command == std::vector<std::string>{"engine", "-x"});
  CHECK(command->origins.at("claim_margin") == "--claim_margin");
  CHECK(command->origins.at("quit_grace_ms") == std::string(path) + ":2");
  const absl::StatusOr<RelayCommand> defaults = relay({"engine"});
  REQUIRE(defaults.ok());
  CHECK(defaults->settings == Settings());
}

TEST_CASE("command line: every mistake names the flag and what it accepts") {
  CHECK(relay({"--frobnicate", "--", "e"}).status().message() == "unknown flag --frobnicate");
  CHECK(relay({"--claim_margin=abc", "--", "e"}).status().message() ==
        "--claim_margin: 'abc' is not a whole number from 0 to 100000");
  CHECK(relay({"--claim=sometimes", "--", "e"}).status().message() ==
        "--claim: 'sometimes' is not one of never, always, unless-winning");
  CHECK(relay({"--events"}).status().message() == "--events needs a value (FILE)");
  CHECK(relay({}).status().message() == "no engine given: drawbridge [OPTIONS] -- ENGINE [ARGS...]");
  CHECK(relay_line({"--help"})->help);
  CHECK(relay_line({"-h"})->help);
  CHECK(relay_line({"--version"})->version);
}

TEST_CASE("command line: after -- every word is the engine's, flags included") {
  const absl::StatusOr<RelayCommand> command = relay({"--", "engine", "--help", "--claim=x"});
  REQUIRE(command.ok());
  CHECK_FALSE(relay_line({"--", "engine", "--help", "--claim=x"})->help);
  CHECK(command->engine_command == std::vector<std::string>{"engine", "--help", "--claim=x"});
}

TEST_CASE("--help: every setting's flag, its choices, and a default only where there is one") {
  const std::string help = usage_text(subcommand_usage_lines(), setting_flags());
  for (const SettingSpec& spec : setting_table()) {
    std::string flag(spec.key);
    std::replace(flag.begin(), flag.end(), '_', '-');
    CHECK_MESSAGE(help.find("--" + flag) != std::string::npos, flag);
  }
  CHECK(help.find("one of never, always, unless-winning (default: unless-winning)") != std::string::npos);
  CHECK(help.find("default: )") == std::string::npos);
  CHECK(help.find("/work/") == std::string::npos);
}
