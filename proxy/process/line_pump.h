// One direction of the relay: reads bytes from one side's file descriptor, cuts them into
// lines, asks the observer about each line and writes the lines on. Lines that the observer
// leaves alone are written exactly as read, in batches of whatever complete lines one read(2)
// returned: a complete line never waits for more input, and nothing is re-serialised.
// The transcript keeps the order on the wires: a line is logged before it is written, and
// the lines read before any answer to them.
#pragma once

#include <array>
#include <atomic>
#include <chrono>
#include <cstddef>
#include <string>
#include <string_view>

#include "proxy/process/fd_writer.h"
#include "proxy/process/line_observer.h"
#include "proxy/process/transcript_log.h"

namespace drawbridge {

class LinePump {
 public:
  // kOutputClosed: the reader of `out` has gone away (its end of the pipe is closed).
  enum class Ending { kEndOfInput, kStopped, kObserverStopped, kReadError, kOutputClosed };

  // Reads the lines `from` writes on `in_fd` and writes them to `out`; the observer's answers
  // to `from` go to `back`. `log` may be null. `observer_stopped`, if given, is set right
  // before the line after which the observer stops the pump is written on, so that whoever
  // waits for its effect (the engine exiting after `quit`) knows it was asked for.
  // `last_read`, if given, is set to the steady clock's time whenever a read returns bytes,
  // for whoever waits on `from` to fall silent.
  LinePump(Side from, int in_fd, FdWriter& out, FdWriter& back, LineObserver& observer, TranscriptLog* log,
           std::atomic<bool>* observer_stopped = nullptr,
           std::atomic<std::chrono::steady_clock::rep>* last_read = nullptr);

  // Relays until end of input, the observer's stop, a failed write to `out`, or `stop`
  // (checked whenever a read returns, including with EINTR). At end of input a last line without '\n' is handled
  // and passed on as it is.
  Ending run(const std::atomic<bool>& stop);

  // Whether the input ended in the middle of a line (its last byte was not '\n').
  bool ended_mid_line() const { return ended_mid_line_; }

 private:
  bool relay_chunk(std::string_view chunk);  // false once the observer stops the pump
  // Asks the observer about one line and answers `from` at once with what it sends back.
  LineFate observe(std::string_view line);
  // Writes what the observer decided for a line it did not simply forward; false on stop.
  bool relay_decided(std::string_view line_with_newline, LineFate fate);
  void emit(std::string_view first, std::string_view second);  // logs, then writes both
  void write_out(std::string_view first, std::string_view second);
  void log_unlogged_input();
  void finish();

  Side from_;
  int in_fd_;
  FdWriter& out_;
  FdWriter& back_;
  LineObserver& observer_;
  TranscriptLog* log_;
  Direction in_tag_;
  Direction out_tag_;
  Direction back_tag_;
  std::atomic<bool>* observer_stopped_;
  bool output_closed_ = false;
  std::atomic<std::chrono::steady_clock::rep>* last_read_;
  std::string partial_;           // the start of a line whose '\n' has not arrived yet
  std::string_view unlogged_in_;  // lines read that the transcript does not have yet
  Additions add_;
  bool ended_mid_line_ = false;
  std::array<char, 1 << 16> buffer_;
};

}  // namespace drawbridge
