// One direction of the relay: reads bytes from a file descriptor, cuts them into lines,
// asks a handler about each line and writes the lines on. Lines that the handler leaves
// alone are written exactly as read, in batches of whatever complete lines one read(2)
// returned: a complete line never waits for more input, and nothing is re-serialised.
#pragma once

#include <array>
#include <atomic>
#include <cstddef>
#include <string>
#include <string_view>

#include "proxy/process/fd_writer.h"
#include "proxy/process/transcript_log.h"

namespace drawbridge {

enum class LineFate {
  forward,            // pass the line on unchanged
  swallow,            // drop it
  forward_then_stop,  // pass it on, then read no more
};

class LineHandler {
 public:
  virtual ~LineHandler() = default;
  // `line` is one line without its '\n' (a '\r' before it stays). Bytes appended to
  // `before` (whole lines, each ending in '\n') are written out ahead of the line.
  virtual LineFate on_line(std::string_view line, std::string& before) = 0;
  // `lines` is a run of complete lines, each ending in '\n'. Returns the length of the
  // prefix of whole lines the handler forwards unchanged, having seen them, without an
  // on_line call for each; the default asks about every line.
  virtual std::size_t forward_prefix(std::string_view lines) {
    (void)lines;
    return 0;
  }
};

class LinePump {
 public:
  enum class Ending { end_of_input, stopped, handler_stopped, read_error };

  // `log` may be null. `in_tag`/`out_tag` name the two directions in the transcript.
  LinePump(int in_fd, FdWriter& out, LineHandler& handler, TranscriptLog* log, Direction in_tag,
           Direction out_tag);

  // Relays until end of input, the handler's stop, or `stop` (checked whenever a read
  // returns, including with EINTR). At end of input a last line without '\n' is handled
  // and passed on as it is.
  Ending run(const std::atomic<bool>& stop);

  // Whether the input ended in the middle of a line (its last byte was not '\n').
  bool ended_mid_line() const { return ended_mid_line_; }

 private:
  bool relay_chunk(std::string_view chunk);  // false once the handler stops the pump
  // Writes what the handler decided for a line it did not simply forward; false on stop.
  bool relay_decided(std::string_view line_with_newline, LineFate fate);
  void emit(std::string_view first, std::string_view second);  // writes and logs both
  void finish();

  int in_fd_;
  FdWriter& out_;
  LineHandler& handler_;
  TranscriptLog* log_;
  Direction in_tag_;
  Direction out_tag_;
  std::string partial_;  // the start of a line whose '\n' has not arrived yet
  std::string before_;
  bool ended_mid_line_ = false;
  std::array<char, 1 << 16> buffer_;
};

}  // namespace drawbridge
