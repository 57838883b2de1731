// One game judged for a Python call: the moves as packed from a list or from one text (with no
// Python string made per move), the claims
// and the flag fall as the CLI's CLAIMS column reads them, replayed by verdict/'s code as
// `drawbridge adjudicate` does, with Chess960 castling when asked. Needs no interpreter: the
// module calls it with the GIL released.
#pragma once

#include <string>

#include <boost/json/object.hpp>
#include <boost/json/storage_ptr.hpp>

#include "python/packed_moves.h"
#include "python/referee_pool.h"
#include "rules/chess_draw/laws.h"

namespace drawbridge::python {

// The `drawbridge adjudicate` output line (line 1) of the game, allocated from `storage`;
// `error` set as the CLI sets it. `slot` holds the referee, restarted for the game.
boost::json::object adjudicate_game_of(const draw::Laws& laws, RefereePool::Slot& slot, const std::string& start,
                                       const PackedMoves& moves, const std::string& claims, bool chess960,
                                       const boost::json::storage_ptr& storage = {});

}  // namespace drawbridge::python
