// The one interface between the relay's line pumps and whoever watches the traffic (the
// session). Each pump calls it for every line it reads and does what it answers; the relay
// never rewrites a line itself. The two pumps call it from two threads, concurrently.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace drawbridge {

// Who wrote a line.
enum class Side { kGui, kEngine };

enum class LineFate {
  kForward,          // pass the line on unchanged
  kSwallow,          // drop it
  kForwardThenStop,  // pass it on, then read no more from that side
};

// Whole lines (each ending in '\n') the observer adds around one line: `ahead` go out right
// before it, in its direction; `back` go at once to the side that wrote it.
struct Additions {
  std::string ahead;
  std::string back;
  bool empty() const { return ahead.empty() && back.empty(); }
};

class LineObserver {
 public:
  virtual ~LineObserver() = default;

  // One line from `from`, without its '\n' (a '\r' before it stays).
  virtual LineFate on_line(Side from, std::string_view line, Additions& add) = 0;

  // A block of complete lines from `from`, each ending in '\n', as one read returned them.
  // Engines flood the GUI with info lines, so an observer may take note of a run of lines at
  // once: it returns the length of the longest prefix of whole lines it has read and lets
  // pass unchanged; the line after them goes to on_line. The default looks at every line.
  virtual std::size_t on_lines(Side from, std::string_view lines) {
    (void)from;
    (void)lines;
    return 0;
  }

  // Whether the engine has yet to answer commands sent before now; the relay then waits for it
  // before it counts the engine's grace period after `quit`.
  virtual bool engine_owes_answers() const { return false; }

  // The engine went away without being asked to (`how`: "exited with status 3"); returns whole
  // lines for the GUI, sent after everything the engine wrote.
  virtual std::string on_engine_gone(std::string_view how) {
    (void)how;
    return {};
  }
};

}  // namespace drawbridge
