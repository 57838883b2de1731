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
#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include "absl/status/statusor.h"
#include "absl/strings/numbers.h"
#include "proxy/cecp/cecp_front_end.h"
#include "proxy/cecp/xboard_words.h"
#include "proxy/session/session.h"
#include "proxy/uci/uci_command.h"
#include "rules/chess/fen.h"
#include "rules/chess/uci_move.h"
#include "support/absl_view.h"

namespace {

using namespace drawbridge;

bool consume_prefix(std::string_view& text, std::string_view prefix) {
  if (!text.starts_with(prefix)) return false;
  text.remove_prefix(prefix.size());
  return true;
}

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
      return engine("info depth 12 currmove " + move_text(0) + " currmovenumber 1 time 30 nodes 12345 score " + score +
                    " pv " + move_text(0));
    }
    if (consume_prefix(action, "best ") && absl::SimpleAtoi(av(action), &n)) {
      return engine("bestmove " + move_text(n) + " ponder " + move_text(n + 1));
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
      if (const auto* position = std::get_if<uci::Position>(&command)) follow(*position);
      to_engine.remove_prefix(newline + 1);
    }
  }

  void follow(const uci::Position& position) {
    absl::StatusOr<chess::Position> start = chess::parse_fen(position.fen.value_or(std::string(chess::kStartFen)));
    board_.reset();
    if (!start.ok()) return;
    board_ = *std::move(start);
    for (std::string_view text : position.moves) {
      const std::optional<chess::Move> move = chess::legal_uci_move(*board_, text);
      if (!move) return;
      board_->make_move(*move);
    }
  }

  std::string move_text(std::int64_t n) const {
    if (!board_) return "e2e4";
    const chess::MoveList moves = board_->legal_moves();
    if (moves.empty()) return "(none)";
    const std::size_t index = static_cast<std::size_t>(n < 0 ? -(n + 1) : n) % moves.size();
    return chess::to_uci(*board_, moves[index]);
  }

  std::unique_ptr<Session> session_;
  cecp::CecpFrontEnd front_end_;
  std::optional<chess::Position> board_;
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  Settings settings;
  settings.accept = AcceptMode::kUnlessWinning;
  absl::StatusOr<std::unique_ptr<Session>> created =
      Session::create(settings, {std::filesystem::path(DRAWBRIDGE_SOURCE_DIR) / "configs" / "rules"});
  if (!created.ok()) __builtin_trap();
  Harness harness(*std::move(created), settings);
  std::string_view input(reinterpret_cast<const char*>(data), size);
  while (!input.empty()) {
    const std::size_t newline = input.find('\n');
    std::string_view line = input.substr(0, newline);
    input = newline == std::string_view::npos ? std::string_view() : input.substr(newline + 1);
    if (consume_prefix(line, "<")) {
      harness.engine(line);
    } else if (consume_prefix(line, "!")) {
      harness.script(line);
    } else {
      harness.gui(line);
    }
  }
  return 0;
}
