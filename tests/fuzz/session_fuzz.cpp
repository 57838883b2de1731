// The GUI command reader, the UCI front end and the session, against a scripted engine. The input is lines:
//   <LINE      LINE comes from the engine, alone (UciFrontEnd::on_line)
//   <<LINE     LINE and a score line come from the engine as one block (UciFrontEnd::on_lines)
//   !uciok     the engine answers `uci`
//   !info N    the engine reports a score of N centipawns (N >= 30000: a mate in N - 30000)
//   !best N    the engine plays the N-th legal move of the position the GUI last set up
//   !none      the engine answers `bestmove (none)`
//   anything else is a line from the GUI.
// The harness follows `position` commands with its own board (not the session's), so that
// its engine plays legal moves and the session's mirror is exercised past the first move.
// Setoptions that would write files or read any file (events, rules given as a path) are
// dropped: a fuzzer must not touch the file system.
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "proxy/session/session.h"
#include "proxy/uci/front_end/uci_front_end.h"
#include "settings/setting_table.h"
#include "support/absl_view.h"
#include "tests/fuzz/followed_board.h"
#include "tests/fuzz/fuzz_lines.h"

namespace {

using namespace drawbridge;

// Whole lines or nothing: what the session adds must be lines the relay can send as they are.
void require_lines(const std::string& text) {
  if (!text.empty() && text.back() != '\n') __builtin_trap();
}

bool touches_files(const uci::SetOption& option) {
  const SettingSpec* spec = find_setting_by_option(option.name);
  if (spec == nullptr) return false;
  if (spec->key == "events" || spec->key == "rules_dir" || spec->key == "log" || spec->key == "config") return true;
  if (spec->key == "rules") {
    const std::string value = option.value.value_or("");
    return absl::StrContains(value, '/') || absl::EndsWith(value, ".toml") || value.empty();
  }
  return false;
}

class Harness {
 public:
  explicit Harness(std::unique_ptr<Session> session) : session_(std::move(session)), front_end_(*session_) {}

  void gui(std::string_view line) {
    const uci::Command command = uci::parse_command(line);
    if (const auto* option = std::get_if<uci::SetOption>(&command)) {
      if (touches_files(*option)) return;
      if (absl::EqualsIgnoreCase(option->name, "UCI_Chess960")) {
        chess960_ = absl::EqualsIgnoreCase(option->value.value_or(""), "true");
      }
    }
    if (const auto* position = std::get_if<uci::Position>(&command)) board_.follow(*position, chess960_);
    Additions add;
    (void)front_end_.on_line(Side::kGui, line, add);
    require_lines(add.ahead);
    require_lines(add.back);
  }

  void engine(std::string_view line) {
    Additions add;
    if (front_end_.on_line(Side::kEngine, line, add) != LineFate::kForward) __builtin_trap();
    require_lines(add.ahead);
    if (!add.back.empty()) __builtin_trap();
  }

  // A block of lines as one read returns them; what on_lines does not take goes line by line.
  void engine_block(std::string_view first) {
    std::string block(first);
    block += "\ninfo depth 3 score cp 12 nodes 400 pv e2e4\n";
    std::string_view rest = block;
    const std::size_t taken = front_end_.on_lines(Side::kEngine, rest);
    if (taken > rest.size() || (taken > 0 && rest[taken - 1] != '\n')) __builtin_trap();
    rest.remove_prefix(taken);
    while (!rest.empty()) {
      const std::size_t newline = rest.find('\n');
      engine(rest.substr(0, newline));
      rest.remove_prefix(newline + 1);
    }
  }

  void script(std::string_view action) {
    if (action == "uciok") return engine("uciok");
    if (action == "none") return engine("bestmove (none)");
    std::int64_t n = 0;
    if (consume_prefix(action, "info ") && absl::SimpleAtoi(av(action), &n)) {
      const std::string score = n >= 30000 ? "mate " + std::to_string(n - 30000) : "cp " + std::to_string(n);
      return engine("info depth 12 seldepth 15 multipv 1 score " + score + " nodes 12345 nps 100000 pv " +
                    board_.move_text(0));
    }
    if (consume_prefix(action, "best ") && absl::SimpleAtoi(av(action), &n)) {
      return engine("bestmove " + board_.move_text(n) + " ponder a7a6");
    }
    engine(action);  // garbage
  }

 private:
  std::unique_ptr<Session> session_;
  uci::UciFrontEnd front_end_;
  FollowedBoard board_;
  bool chess960_ = false;
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::vector<std::filesystem::path> dirs = {std::filesystem::path(DRAWBRIDGE_SOURCE_DIR) / "configs" / "rules"};
  absl::StatusOr<draw::Laws> laws = draw::load_laws(Settings{}.rules, Settings{}.policy, dirs);
  if (!laws.ok()) __builtin_trap();
  absl::StatusOr<std::unique_ptr<Session>> created = Session::create(Settings{}, dirs, *std::move(laws));
  if (!created.ok()) __builtin_trap();
  Harness harness(*std::move(created));
  for_each_line(data, size, [&harness](std::string_view line) {
    if (consume_prefix(line, "<<")) {
      harness.engine_block(line);
    } else if (consume_prefix(line, "<")) {
      harness.engine(line);
    } else if (consume_prefix(line, "!")) {
      harness.script(line);
    } else {
      harness.gui(line);
    }
  });
  return 0;
}
