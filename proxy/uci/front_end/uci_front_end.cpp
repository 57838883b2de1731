#include "proxy/uci/front_end/uci_front_end.h"

#include <utility>
#include <variant>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "proxy/uci/front_end/event_lines.h"
#include "proxy/uci/option_line.h"
#include "proxy/uci/uci_writer.h"
#include "support/absl_view.h"

namespace drawbridge::uci {
namespace {

bool is_option(std::string_view name, std::string_view wanted) { return absl::EqualsIgnoreCase(av(name), av(wanted)); }

}  // namespace

LineFate UciFrontEnd::on_line(Side from, std::string_view line, Additions& add) {
  if (from == Side::kEngine) {
    EventLines said(add.ahead);
    if (engine_.on_line(line, said)) declare_own_options(add.ahead);
    return LineFate::kForward;
  }
  const Command command = parse_command(line);
  if (std::holds_alternative<Quit>(command)) return LineFate::kForwardThenStop;
  if (std::holds_alternative<Uci>(command) || std::holds_alternative<IsReady>(command)) session_.expect_answer();
  return std::visit([&](const auto& c) { return on_command(c, add); }, command);
}

std::size_t UciFrontEnd::on_lines(Side from, std::string_view lines) {
  if (from == Side::kGui) return 0;
  return engine_.on_lines(lines);
}

std::string UciFrontEnd::on_engine_gone(std::string_view how) {
  std::string lines;
  EventLines said(lines);
  session_.on_engine_gone(how, said);
  return lines;
}

void UciFrontEnd::declare_own_options(std::string& out) {
  for (const OptionDeclaration& option : session_.own_options()) absl::StrAppend(&out, option_line(option), "\n");
}

// A position drawbridge cannot follow is one the engine may choke on (Stockfish dies on
// `position fen hello world`): it is held back, and the `go` after it is answered here.
LineFate UciFrontEnd::on_command(const PositionWithoutStart&, Additions& add) {
  if (!session_.follows_rules()) return LineFate::kForward;
  return hold_back(session_.lose_track("position without startpos or fen"), add.back);
}

LineFate UciFrontEnd::on_command(const Position& position, Additions& add) {
  if (!session_.follows_rules()) return LineFate::kForward;
  if (!position.stray.empty() && position.moves.empty()) return repair_moves_keyword(position, add);
  if (std::optional<MirrorError> error = session_.follow_sent_game(position.fen, position.moves)) {
    return hold_back(*error, add.back);
  }
  held_back_ = false;
  return LineFate::kForward;
}

LineFate UciFrontEnd::hold_back(const MirrorError& error, std::string& replies) {
  held_back_ = true;
  EventLines said(replies);
  session_.report_error(
      MirrorError{error.ply, error.move, absl::StrCat(error.reason, "; the position is held back from the engine")},
      said);
  return LineFate::kSwallow;
}

// `position startpos e2e4`: the words after the start are taken as the moves they look like,
// and the engine gets the line with `moves` (UCI says to skip unknown words, so it would
// search the start position instead).
LineFate UciFrontEnd::repair_moves_keyword(const Position& position, Additions& add) {
  Position repaired = position;
  repaired.moves = std::exchange(repaired.stray, {});
  if (std::optional<MirrorError> error = session_.follow_sent_game(repaired.fen, repaired.moves)) {
    return hold_back(*error, add.back);
  }
  held_back_ = false;
  std::string line;
  write(line, repaired);
  const std::string_view sent(line.data(), line.size() - 1);  // without its '\n'
  EventLines said(add.back);
  session_.report_error(absl::StrCat("position without 'moves': sent as '", av(sent), "'"), said);
  add.ahead += line;
  return LineFate::kSwallow;
}

LineFate UciFrontEnd::on_command(const SetOption& option, Additions& add) {
  const std::string_view value = option.value ? std::string_view(*option.value) : std::string_view();
  EventLines said(add.back);
  if (session_.is_own_option(option.name)) {
    session_.set_own_option(option.name, value, said);
    return LineFate::kSwallow;
  }
  if (is_option(option.name, "UCI_Chess960")) session_.set_chess960(absl::EqualsIgnoreCase(av(value), "true"));
  if (is_option(option.name, "UCI_Variant")) session_.set_variant(value, said);
  return LineFate::kForward;
}

LineFate UciFrontEnd::on_command(const Go& go, Additions& add) {
  std::string& replies = add.back;
  EventLines said(replies);
  if (held_back_ && session_.follows_rules()) {
    session_.report_error("go after a held-back position: answered without the engine", said);
    replies += "bestmove (none)\n";
    return LineFate::kSwallow;
  }
  if (session_.start_search(go.ponder, said)) {
    replies += "bestmove (none)\n";
    return LineFate::kSwallow;
  }
  return LineFate::kForward;
}

LineFate UciFrontEnd::on_command(const PonderHit&, Additions& add) {
  EventLines said(add.back);
  session_.ponderhit(said);
  return LineFate::kForward;
}

LineFate UciFrontEnd::on_command(const UciNewGame&, Additions&) {
  session_.start_new_game();
  return LineFate::kForward;
}

LineFate UciFrontEnd::on_command(const Stop&, Additions&) {
  session_.stop_search();
  return LineFate::kForward;
}

}  // namespace drawbridge::uci
