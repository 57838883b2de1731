// `drawbridge scan` under a draughts edition: PDN archives (GameType 20 and 25; chess-style and
// international results, `x` or `:` captures, numeric or algebraic squares) read game by game
// and replayed by the draughts referee, one JSON line each with scan's fields: index, file,
// offset, line, tags, adjudicate's verdict fields, findings.
#pragma once

#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "rules/draughts_draw/edition.h"
#include "rules/draw/policy.h"

namespace drawbridge {

// Exit status 0, or 1 when some games had errors; an input that cannot be read is the error.
absl::StatusOr<int> scan_draughts(const std::vector<std::string>& files, const draughts_draw::Edition& edition,
                                  const draw::Policy& policy);

}  // namespace drawbridge
