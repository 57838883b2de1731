// The hook through which the session (the mirror of the game) sees the traffic. The relay
// calls it for every line in each direction and does what it answers; it never rewrites a
// line itself. The two methods are called from two different threads, concurrently.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace drawbridge {

enum class GuiLineVerdict { forward, swallow };

class LineObserver {
 public:
  virtual ~LineObserver() = default;

  // One GUI line, without its '\n' (a '\r' stays). Lines appended to `replies` (without
  // '\n') go to the GUI at once. A swallowed line never reaches the engine.
  virtual GuiLineVerdict on_gui_line(std::string_view line, std::vector<std::string>& replies) = 0;

  // One engine line, without its '\n'. Lines appended to `inject_before` (without '\n')
  // reach the GUI right before this line, which itself always passes unchanged.
  virtual void on_engine_line(std::string_view line, std::vector<std::string>& inject_before) = 0;

  // A block of complete engine lines, each ending in '\n', as one read returned them.
  // Engines flood the GUI with info lines, so an observer may take note of a run of lines
  // at once: it returns the length of the longest prefix of whole lines it has read and
  // adds nothing to; those pass unchanged in one write, and the line after them goes to
  // on_engine_line. The default reads every line through on_engine_line.
  virtual std::size_t on_engine_lines(std::string_view lines) {
    (void)lines;
    return 0;
  }
};

// The relay alone, before the session exists: everything passes, nothing is added.
class PassThroughObserver final : public LineObserver {
 public:
  GuiLineVerdict on_gui_line(std::string_view, std::vector<std::string>&) override {
    return GuiLineVerdict::forward;
  }
  void on_engine_line(std::string_view, std::vector<std::string>&) override {}
  std::size_t on_engine_lines(std::string_view lines) override { return lines.size(); }
};

}  // namespace drawbridge
