// Every item said to all of the watch's outputs, in the order they were added.
#pragma once

#include <vector>

#include "watch/watch_sink.h"

namespace drawbridge::watch {

class SinkFanOut final : public WatchSink {
 public:
  void add(WatchSink& sink) { sinks_.push_back(&sink); }

  void publish(const WatchItem& item) override {
    for (WatchSink* sink : sinks_) sink->publish(item);
  }

 private:
  std::vector<WatchSink*> sinks_;
};

}  // namespace drawbridge::watch
