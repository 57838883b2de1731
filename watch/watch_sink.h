// Where the watch sends each JSON line it reports (stdout, the terminal view, the web page).
#pragma once

#include <string>

namespace drawbridge::watch {

class WatchSink {
 public:
  virtual ~WatchSink() = default;
  virtual void publish(const std::string& json_line) = 0;
};

}  // namespace drawbridge::watch
