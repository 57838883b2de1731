#include "proxy/report/events_file.h"

#include <cerrno>
#include <cstdio>
#include <cstring>

#include "absl/strings/str_cat.h"
#include "proxy/report/relay_event.h"
#include "render/event_json.h"

namespace drawbridge {
absl::StatusOr<std::unique_ptr<EventsFile>> EventsFile::open(const std::string& path) {
  UniqueFile file = open_file(file_path(path), "ab");
  if (!file) return absl::NotFoundError(absl::StrCat("cannot open events file ", path, ": ", std::strerror(errno)));
  return std::unique_ptr<EventsFile>(new EventsFile(std::move(file), path));
}

absl::Status EventsFile::write(const draw::Event& event, std::string_view edition, int game) {
  const std::string line = render::event_json(event, edition, game) + "\n";
  if (std::fwrite(line.data(), 1, line.size(), file_.get()) != line.size() || std::fflush(file_.get()) != 0) {
    return absl::DataLossError(absl::StrCat("cannot write events file ", path_, ": ", std::strerror(errno)));
  }
  return absl::OkStatus();
}

std::optional<draw::Event> write_or_give_up(std::unique_ptr<EventsFile>& file, const draw::Event& event,
                                            std::string_view edition, int game) {
  if (!file) return std::nullopt;
  const absl::Status written = file->write(event, edition, game);
  if (written.ok()) return std::nullopt;
  file.reset();
  return error_event(std::nullopt, std::nullopt, absl::StrCat(written.message(), "; no more events are written to it"));
}

}  // namespace drawbridge
