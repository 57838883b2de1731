#include "proxy/uci/uci_command.h"

#include <charconv>

#include "proxy/uci/uci_tokens.h"

namespace drawbridge::uci {
namespace {

std::string join_words(std::string_view text) {
  std::string joined;
  UciTokens tokens(text);
  while (const auto word = tokens.next()) {
    if (!joined.empty()) joined += ' ';
    joined += *word;
  }
  return joined;
}

bool parse_integer(std::string_view text, std::int64_t& value) {
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  return error == std::errc() && end == text.data() + text.size();
}

Command parse_setoption(UciTokens& tokens) {
  SetOption option;
  while (const auto token = tokens.next()) {
    if (*token == "name") {
      option.name = join_words(tokens.text_until([](std::string_view t) { return t == "value"; }));
    } else if (*token == "value") {
      option.value = std::string(tokens.rest());
    }
  }
  return option;
}

Command parse_position(UciTokens& tokens) {
  Position position;
  bool has_start = false;
  while (const auto token = tokens.next()) {
    if (*token == "startpos") {
      has_start = true;
      position.fen.reset();
    } else if (*token == "fen") {
      has_start = true;
      position.fen = join_words(tokens.text_until([](std::string_view t) { return t == "moves"; }));
    } else if (*token == "moves") {
      position.moves = tokens.words();
    } else if (has_start) {
      position.stray.push_back(*token);
    }
  }
  if (!has_start) return PositionWithoutStart{};
  return position;
}

bool is_go_keyword(std::string_view t) {
  return t == "searchmoves" || t == "ponder" || t == "wtime" || t == "btime" || t == "winc" || t == "binc" ||
         t == "movestogo" || t == "depth" || t == "nodes" || t == "mate" || t == "movetime" || t == "infinite";
}

constexpr NumberField<Go> kGoNumbers[] = {
    {"wtime", &Go::wtime}, {"btime", &Go::btime},         {"winc", &Go::winc},
    {"binc", &Go::binc},   {"movestogo", &Go::movestogo}, {"depth", &Go::depth},
    {"nodes", &Go::nodes}, {"mate", &Go::mate},           {"movetime", &Go::movetime}};

Command parse_go(UciTokens& tokens) {
  Go go;
  while (const auto token = tokens.next()) {
    if (*token == "ponder") {
      go.ponder = true;
    } else if (*token == "infinite") {
      go.infinite = true;
    } else if (*token == "searchmoves") {
      while (tokens.peek() && !is_go_keyword(*tokens.peek())) go.searchmoves.emplace_back(*tokens.next());
    } else if (std::optional<std::int64_t>* field = number_field(go, kGoNumbers, *token)) {
      std::int64_t value = 0;
      if (tokens.peek() && parse_integer(*tokens.peek(), value)) {
        tokens.next();
        *field = value;
      }
    }
  }
  return go;
}

}  // namespace

Command parse_command(std::string_view line) {
  UciTokens tokens(line);
  while (const auto word = tokens.next()) {
    if (*word == "uci") return Uci{};
    if (*word == "debug") return Debug{tokens.next() == "on"};
    if (*word == "isready") return IsReady{};
    if (*word == "setoption") return parse_setoption(tokens);
    if (*word == "register") return Register{};
    if (*word == "ucinewgame") return UciNewGame{};
    if (*word == "position") return parse_position(tokens);
    if (*word == "go") return parse_go(tokens);
    if (*word == "stop") return Stop{};
    if (*word == "ponderhit") return PonderHit{};
    if (*word == "quit") return Quit{};
  }
  return UnknownCommand{};
}

}  // namespace drawbridge::uci
