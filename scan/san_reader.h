// SAN read for a replay that must be fast: the common forms (Nf3, Rad1, exd5, e8=Q, with
// check marks and glyphs) are resolved from the attack tables and one legality test, without
// generating the legal moves; everything else, and every move that is not exactly one legal
// move, goes to chess::parse_san, which reads the sloppy forms and words the errors. The move
// returned is always the one parse_san returns.
#pragma once

#include <string_view>

#include "absl/status/statusor.h"
#include "rules/chess/position.h"

namespace drawbridge::scan {

absl::StatusOr<chess::Move> read_san(const chess::Position& pos, std::string_view text);

}  // namespace drawbridge::scan
