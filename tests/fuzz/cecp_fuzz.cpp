// The xboard front end and the session behind it, driven by a GUI that sends anything, against
// a scripted UCI engine. The input is lines:
//   !uci       the engine introduces itself: id, options (one with "Draw" in its name), uciok
//   !info N    the engine reports a score of N centipawns (N >= 30000: a mate in N - 30000)
//   !best N    the engine plays the N-th legal move of the position it was last sent
//   <LINE      LINE comes from the engine as it is
//   anything else is a line from the GUI.
// Whatever the input, the front end writes whole lines, and nothing it writes to the GUI reads
// as a claim, an offer or a result but the claims and offers it means.
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <variant>

#include "absl/status/statusor.h"
#include "absl/strings/numbers.h"
#include "proxy/cecp/cecp_front_end.h"
#include "proxy/cecp/xboard_words.h"
#include "proxy/session/session.h"
#include "proxy/uci/uci_command.h"
#include "support/absl_view.h"
#include "tests/fuzz/followed_board.h"
#include "tests/fuzz/fuzz_lines.h"

namespace {

using namespace drawbridge;

// What the front end may say that xboard acts on: its moves, claims and offers; everything
// else (errors that echo the GUI's words included) must be free of claim words.
bool meant(std::string_view line) {
  return line == "offer draw" || line.starts_with("move ") || line.starts_with("1/2-1/2 {drawbridge: ");
}

void check_gui_text(std::string_view text) {
  if (!text.empty() && text.back() != '\n') __builtin_trap();
  while (!text.empty()) {
    const std::size_t newline = text.find('\n');
    const std::string_view line = text.substr(0, newline);
    if (!meant(line) && cecp::reads_as_claim(line)) __builtin_trap();
    text.remove_prefix(newline + 1);
  }
}

class Harness {
 public:
  Harness(std::unique_ptr<Session> session, const Settings& settings)
      : session_(std::move(session)), front_end_(*session_, settings) {}

  void gui(std::string_view line) {
    Additions add;
    (void)front_end_.on_line(Side::kGui, line, add);
    after(add.ahead, add.back);
  }

  void engine(std::string_view line) {
    Additions add;
    (void)front_end_.on_line(Side::kEngine, line, add);
    after(add.back, add.ahead);
  }

  void script(std::string_view action) {
    if (action == "uci") {
      for (const char* line : {"id name Fuzz", "option name Hash type spin default 16 min 1 max 64",
                               "option name Ponder type check default false",
                               "option name DrawScore type combo default Draw var Draw var Win", "uciok"}) {
        engine(line);
      }
      return;
    }
    std::int64_t n = 0;
    if (consume_prefix(action, "info ") && absl::SimpleAtoi(av(action), &n)) {
      const std::string score = n >= 30000 ? "mate " + std::to_string(n - 30000) : "cp " + std::to_string(n);
      return engine("info depth 12 currmove " + board_.move_text(0) + " currmovenumber 1 time 30 nodes 12345 score " +
                    score + " pv " + board_.move_text(0));
    }
    if (consume_prefix(action, "best ") && absl::SimpleAtoi(av(action), &n)) {
      return engine("bestmove " + board_.move_text(n) + " ponder " + board_.move_text(n + 1));
    }
    engine(action);  // garbage
  }

 private:
  // Every line for the engine is whole; the harness's engine follows its `position` lines.
  void after(std::string_view to_engine, std::string_view to_gui) {
    if (!to_engine.empty() && to_engine.back() != '\n') __builtin_trap();
    check_gui_text(to_gui);
    while (!to_engine.empty()) {
      const std::size_t newline = to_engine.find('\n');
      const uci::Command command = uci::parse_command(to_engine.substr(0, newline));
      if (const auto* position = std::get_if<uci::Position>(&command)) board_.follow(*position, false);
      to_engine.remove_prefix(newline + 1);
    }
  }

  std::unique_ptr<Session> session_;
  cecp::CecpFrontEnd front_end_;
  FollowedBoard board_;
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  Settings settings;
  settings.accept = AcceptMode::kUnlessWinning;
  const std::vector<std::filesystem::path> dirs = {std::filesystem::path(DRAWBRIDGE_SOURCE_DIR) / "configs" / "rules"};
  absl::StatusOr<draw::Laws> laws = draw::load_laws(settings.rules, settings.policy, dirs);
  if (!laws.ok()) __builtin_trap();
  absl::StatusOr<std::unique_ptr<Session>> created = Session::create(settings, dirs, *std::move(laws));
  if (!created.ok()) __builtin_trap();
  Harness harness(*std::move(created), settings);
  for_each_line(data, size, [&harness](std::string_view line) {
    if (consume_prefix(line, "<")) {
      harness.engine(line);
    } else if (consume_prefix(line, "!")) {
      harness.script(line);
    } else {
      harness.gui(line);
    }
  });
  return 0;
}
