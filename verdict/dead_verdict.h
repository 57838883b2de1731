// `drawbridge dead` for one position: whether each side can still checkmate by some series of
// legal moves (5.2.2 dead position, 6.9 flag fall), as one JSON object (the subcommand's output
// contract, which the Python module and the C API return too).
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <string_view>

#include <boost/json/object.hpp>

#include "rules/dead/search_budget.h"

namespace drawbridge {

// How long the decision of one position may search.
struct DeadBounds {
  std::uint64_t nodes = dead::kDefaultBudget;     // per side
  std::optional<std::chrono::milliseconds> time;  // both sides, from the start of the decision
};

// {line, fen, white, black, dead, white_line, black_line, why, nodes, micros, error} for `fen`,
// which may stop after the side to move or after en passant; a bad FEN sets `error`.
boost::json::object decide_dead(std::string_view fen, int line_number, const DeadBounds& bounds);

}  // namespace drawbridge
