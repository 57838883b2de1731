#include "proxy/uci/uci_writer.h"

#include <cstdint>
#include <optional>
#include <string_view>

#include "absl/strings/str_cat.h"
#include "support/absl_view.h"

namespace drawbridge::uci {
void append_line(std::string& out, std::string_view line) { absl::StrAppend(&out, av(line), "\n"); }

namespace {

void append_field(std::string& out, std::string_view name, const std::optional<std::int64_t>& value) {
  if (value) absl::StrAppend(&out, " ", av(name), " ", *value);
}

}  // namespace

void write(std::string& out, const Uci&) { append_line(out, "uci"); }

void write(std::string& out, const UciNewGame&) { append_line(out, "ucinewgame"); }

void write(std::string& out, const SetOption& option) {
  absl::StrAppend(&out, "setoption name ", option.name);
  if (option.value) absl::StrAppend(&out, " value", option.value->empty() ? "" : " ", *option.value);
  out += '\n';
}

void write(std::string& out, const Position& position) {
  if (position.fen) {
    absl::StrAppend(&out, "position fen ", *position.fen);
  } else {
    out += "position startpos";
  }
  if (!position.moves.empty()) out += " moves";
  for (std::string_view move : position.moves) absl::StrAppend(&out, " ", av(move));
  out += '\n';
}

void write(std::string& out, const Go& go) {
  out += "go";
  if (go.ponder) out += " ponder";
  append_field(out, "movetime", go.movetime);
  append_field(out, "wtime", go.wtime);
  append_field(out, "btime", go.btime);
  append_field(out, "winc", go.winc);
  append_field(out, "binc", go.binc);
  append_field(out, "movestogo", go.movestogo);
  append_field(out, "depth", go.depth);
  append_field(out, "nodes", go.nodes);
  append_field(out, "mate", go.mate);
  if (go.infinite) out += " infinite";
  if (!go.searchmoves.empty()) out += " searchmoves";
  for (const std::string& move : go.searchmoves) absl::StrAppend(&out, " ", move);
  out += '\n';
}

void write(std::string& out, const Stop&) { append_line(out, "stop"); }

void write(std::string& out, const PonderHit&) { append_line(out, "ponderhit"); }

}  // namespace drawbridge::uci
