// The live terminal view of `drawbridge watch` (stdout a terminal, or --view): one line a game
// with its position, last move, clocks, result and latest alert, the games with alerts
// highlighted, and the latest alerts with their times below; redrawn as items arrive. POSIX
// draws it with ncurses. Windows has no ncurses: there is no view, and the watch writes its
// JSON lines instead.
#pragma once

#include <memory>

#include "watch/watch_sink.h"

namespace drawbridge::watch {

// The view, taking over the terminal until it is destroyed; null where the platform has none or
// the terminal cannot be drawn on (no TERM, an unknown one).
std::unique_ptr<WatchSink> open_terminal_view();

}  // namespace drawbridge::watch
