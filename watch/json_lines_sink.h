// The watch's JSON Lines on a stream (stdout): the alerts, and the board and feed lines too when
// asked for (--boards), each flushed as it is written so that a pipe's reader has it at once.
#pragma once

#include <cstdio>
#include <string>

#include "watch/watch_sink.h"

namespace drawbridge::watch {

class JsonLinesSink final : public WatchSink {
 public:
  JsonLinesSink(std::FILE* out, bool boards) : out_(out), boards_(boards) {}

  void publish(const std::string& json_line) override;

  // Whether every line so far was written.
  bool ok() const { return ok_; }

 private:
  std::FILE* out_;
  bool boards_;
  bool ok_ = true;
};

// Whether `json_line` is a board or feed item rather than an alert (watch_sink.h, feed_state.h: its
// "type" comes first).
bool is_board_line(const std::string& json_line);

}  // namespace drawbridge::watch
