#include "watch/terminal_view.h"

namespace drawbridge::watch {

// Debian's MinGW has no ncurses (terminal_view.h).
std::unique_ptr<WatchSink> open_terminal_view() { return nullptr; }

}  // namespace drawbridge::watch
