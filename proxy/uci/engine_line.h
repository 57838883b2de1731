// Engine-to-GUI lines of the UCI protocol, read as the spec says: unknown tokens are
// skipped, `info string` takes the rest of the line, scores carry their bound. Text fields
// are views into the line (engines send hundreds of thousands of info lines per search,
// so reading one must not allocate beyond the pv); they are valid while the line is.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <variant>
#include <vector>

#include "proxy/session/engine_score.h"

namespace drawbridge::uci {

struct Id {
  std::string_view field;  // "name" or "author"
  std::string_view value;  // the rest of the line
};
struct Option {
  std::string_view name;  // may contain spaces
  std::string_view type;
  std::optional<std::string_view> default_value, min, max;
  std::vector<std::string_view> vars;
};
struct UciOk {};
struct ReadyOk {};
struct BestMove {
  std::string_view move;  // as sent: also "(none)" or "0000"
  std::optional<std::string_view> ponder;
};
struct CopyProtection {};
struct Registration {};

struct Info {
  std::optional<std::int64_t> depth, seldepth, multipv, time, nodes, nps, hashfull, tbhits, currmovenumber;
  std::optional<EngineScore> score;
  std::optional<std::string_view> currmove;
  std::vector<std::string_view> pv;
  std::optional<std::string_view> string;  // `info string`: the rest of the line, trimmed
};
struct UnknownLine {};

using EngineLine = std::variant<UnknownLine, Id, Option, UciOk, ReadyOk, BestMove, CopyProtection, Registration, Info>;

EngineLine parse_engine_line(std::string_view line);

}  // namespace drawbridge::uci
