// The watch's JSON Lines on a stream (stdout): the alerts, and the board and feed lines too when
// asked for (--boards), each flushed as it is written so that a pipe's reader has it at once.
#pragma once

#include <cstdio>

#include "watch/watch_sink.h"

namespace drawbridge::watch {

class JsonLinesSink final : public WatchSink {
 public:
  JsonLinesSink(std::FILE* out, bool boards) : out_(out), boards_(boards) {}

  void publish(const WatchItem& item) override;

  // Whether every line so far was written.
  bool ok() const { return ok_; }

 private:
  std::FILE* out_;
  bool boards_;
  bool ok_ = true;
};

}  // namespace drawbridge::watch
