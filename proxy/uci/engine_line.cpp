#include "proxy/uci/engine_line.h"

#include <charconv>

#include "proxy/uci/uci_tokens.h"

namespace drawbridge::uci {
namespace {

std::optional<std::int64_t> integer(std::optional<std::string_view> text) {
  if (!text) return std::nullopt;
  std::int64_t value = 0;
  const auto [end, error] = std::from_chars(text->data(), text->data() + text->size(), value);
  if (error != std::errc() || end != text->data() + text->size()) return std::nullopt;
  return value;
}

bool is_info_keyword(std::string_view t) {
  return t == "depth" || t == "seldepth" || t == "time" || t == "nodes" || t == "pv" || t == "multipv" ||
         t == "score" || t == "currmove" || t == "currmovenumber" || t == "hashfull" || t == "nps" || t == "tbhits" ||
         t == "sbhits" || t == "cpuload" || t == "string" || t == "refutation" || t == "currline";
}

bool is_option_keyword(std::string_view t) {
  return t == "name" || t == "type" || t == "default" || t == "min" || t == "max" || t == "var";
}

constexpr NumberField<Info> kInfoNumbers[] = {
    {"depth", &Info::depth},       {"seldepth", &Info::seldepth}, {"multipv", &Info::multipv},
    {"time", &Info::time},         {"nodes", &Info::nodes},       {"nps", &Info::nps},
    {"hashfull", &Info::hashfull}, {"tbhits", &Info::tbhits},     {"currmovenumber", &Info::currmovenumber}};

// `score` is followed by any of: cp N, mate N, lowerbound, upperbound.
std::optional<EngineScore> parse_score(UciTokens& tokens) {
  std::optional<EngineScore> score;
  EngineScore::Bound bound = EngineScore::Bound::kExact;
  while (const auto token = tokens.peek()) {
    if (*token == "cp" || *token == "mate") {
      tokens.next();
      const std::optional<std::int64_t> value = integer(tokens.peek());
      if (!value) continue;
      tokens.next();
      score = EngineScore{*token == "cp" ? EngineScore::Unit::kCentipawns : EngineScore::Unit::kMate, *value};
    } else if (*token == "lowerbound") {
      tokens.next();
      bound = EngineScore::Bound::kLower;
    } else if (*token == "upperbound") {
      tokens.next();
      bound = EngineScore::Bound::kUpper;
    } else {
      break;
    }
  }
  if (score) score->bound = bound;
  return score;
}

void skip_moves(UciTokens& tokens) {
  while (tokens.peek() && !is_info_keyword(*tokens.peek())) tokens.next();
}

Info parse_info(UciTokens& tokens) {
  Info info;
  while (const auto token = tokens.next()) {
    if (std::optional<std::int64_t>* field = number_field(info, kInfoNumbers, *token)) {
      if (const std::optional<std::int64_t> value = integer(tokens.peek())) {
        tokens.next();
        *field = value;
      }
    } else if (*token == "score") {
      info.score = parse_score(tokens);
    } else if (*token == "currmove") {
      info.currmove = tokens.next();
    } else if (*token == "pv") {
      while (tokens.peek() && !is_info_keyword(*tokens.peek())) info.pv.push_back(*tokens.next());
    } else if (*token == "refutation" || *token == "currline") {
      skip_moves(tokens);
    } else if (*token == "string") {
      info.string = tokens.rest();
    }
  }
  return info;
}

Option parse_option(UciTokens& tokens) {
  Option option;
  while (const auto token = tokens.next()) {
    const std::string_view text = tokens.text_until(is_option_keyword);
    if (*token == "name")
      option.name = text;
    else if (*token == "type")
      option.type = text;
    else if (*token == "default")
      option.default_value = text;
    else if (*token == "min")
      option.min = text;
    else if (*token == "max")
      option.max = text;
    else if (*token == "var")
      option.vars.push_back(text);
  }
  return option;
}

BestMove parse_bestmove(UciTokens& tokens) {
  BestMove best;
  best.move = tokens.next().value_or("");
  while (const auto token = tokens.next()) {
    if (*token == "ponder") best.ponder = tokens.next();
  }
  return best;
}

}  // namespace

EngineLine parse_engine_line(std::string_view line) {
  UciTokens tokens(line);
  while (const auto word = tokens.next()) {
    if (*word == "info") return parse_info(tokens);
    if (*word == "bestmove") return parse_bestmove(tokens);
    if (*word == "readyok") return ReadyOk{};
    if (*word == "uciok") return UciOk{};
    if (*word == "id") {
      const std::string_view field = tokens.next().value_or("");
      return Id{field, tokens.rest()};
    }
    if (*word == "option") return parse_option(tokens);
    if (*word == "copyprotection") return CopyProtection{};
    if (*word == "registration") return Registration{};
  }
  return UnknownLine{};
}

}  // namespace drawbridge::uci
