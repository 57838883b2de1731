// --events FILE: every event as one JSON line
// {"event","rule","article","edition","ply","move","result","fen","game","detail"} (absent fields are
// null), appended and flushed line by line so that a harness can read it during the game.
#pragma once

#include <cstdio>
#include <memory>
#include <string>
#include <string_view>

#include "absl/status/statusor.h"
#include "rules/draw/event.h"

namespace drawbridge {

// The JSON object of one event, without the line break.
std::string event_json(const draw::Event& event, std::string_view edition, int game);

class EventsFile {
 public:
  static absl::StatusOr<std::unique_ptr<EventsFile>> open(const std::string& path);
  ~EventsFile();
  EventsFile(const EventsFile&) = delete;
  EventsFile& operator=(const EventsFile&) = delete;

  absl::Status write(const draw::Event& event, std::string_view edition, int game);

 private:
  EventsFile(std::FILE* file, std::string path) : file_(file), path_(std::move(path)) {}

  std::FILE* file_;
  std::string path_;
};

}  // namespace drawbridge
