// --events FILE: every event as one JSON line
// {"event","rule","article","edition","ply","move","result","fen","game","detail"} (absent fields are
// null), appended and flushed line by line so that a harness can read it during the game.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include <boost/json/object.hpp>

#include "absl/status/statusor.h"
#include "platform/file_path.h"
#include "rules/laws/event.h"

namespace drawbridge {

// The fields of one event in contract order, `game` (the game's number) set to null; `drawbridge
// watch` sets it to the game's tags.
boost::json::object event_json_object(const draw::Event& event, std::string_view edition);

// The JSON object of one event, without the line break.
std::string event_json(const draw::Event& event, std::string_view edition, int game);

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
