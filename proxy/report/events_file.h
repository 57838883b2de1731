// --events FILE: every event as one JSON line (render/event_json.h), appended and flushed line by
// line so that a harness can read it during the game.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "absl/status/statusor.h"
#include "platform/file_path.h"
#include "rules/laws/event.h"

namespace drawbridge {

class EventsFile {
 public:
  static absl::StatusOr<std::unique_ptr<EventsFile>> open(const std::string& path);

  absl::Status write(const draw::Event& event, std::string_view edition, int game);

 private:
  EventsFile(UniqueFile file, std::string path) : file_(std::move(file)), path_(std::move(path)) {}

  UniqueFile file_;
  std::string path_;
};

// Writes `event` to `file` when one is open. A full disk must not stop the game: the file is
// given up at its first failed write, so that it never holds a torn line, and the error event
// returned then is for the GUI, told once.
std::optional<draw::Event> write_or_give_up(std::unique_ptr<EventsFile>& file, const draw::Event& event,
                                            std::string_view edition, int game);

}  // namespace drawbridge
