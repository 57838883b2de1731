#include <fcntl.h>
#include <poll.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <set>
#include <string>
#include <system_error>

#include "platform/file_watch.h"
#include "platform/unique_fd.h"

#ifdef __linux__
#include <sys/inotify.h>
#endif

namespace drawbridge {

namespace fs = std::filesystem;

struct FileWatch::State {
  UniqueFd changes;  // inotify's, invalid where there is none
  UniqueFd wake_read, wake_write;
  std::set<std::string> folders;
};

FileWatch::FileWatch() : state_(std::make_unique<State>()) {
#ifdef __linux__
  state_->changes.reset(inotify_init1(IN_NONBLOCK | IN_CLOEXEC));
#endif
  int ends[2];
  if (pipe2(ends, O_NONBLOCK | O_CLOEXEC) == 0) {
    state_->wake_read.reset(ends[0]);
    state_->wake_write.reset(ends[1]);
  }
}

FileWatch::~FileWatch() = default;

void FileWatch::add(const fs::path& path) {
#ifdef __linux__
  if (!state_->changes.valid()) return;
  std::error_code error;
  const fs::path folder = fs::is_directory(path, error) ? path : path.parent_path().empty() ? "." : path.parent_path();
  if (!state_->folders.insert(folder.string()).second) return;
  constexpr std::uint32_t kChanges =
      IN_MODIFY | IN_CLOSE_WRITE | IN_CREATE | IN_DELETE | IN_MOVED_TO | IN_MOVED_FROM | IN_ATTRIB;
  // A folder that cannot be watched (missing for now, or no more watches allowed) leaves the
  // interval to notice its changes.
  if (inotify_add_watch(state_->changes.get(), folder.c_str(), kChanges) < 0) {
    state_->folders.erase(folder.string());
  }
#else
  (void)path;
#endif
}

void FileWatch::wait(std::chrono::milliseconds longest) {
  const bool told = state_->changes.valid() && !state_->folders.empty();
  if (!told) longest = std::min(longest, kPollInterval);
  std::array<pollfd, 2> fds{pollfd{state_->wake_read.get(), POLLIN, 0}, pollfd{state_->changes.get(), POLLIN, 0}};
  const int count = told ? 2 : 1;
  if (::poll(fds.data(), count, static_cast<int>(longest.count())) <= 0) return;
  // Drain both: what changed is read again by the caller, not from the notices.
  std::array<char, 4096> buffer;
  for (int i = 0; i < count; ++i) {
    if (fds[i].fd >= 0 && (fds[i].revents & POLLIN)) {
      while (::read(fds[i].fd, buffer.data(), buffer.size()) > 0) {
      }
    }
  }
}

void FileWatch::wake() {
  const char byte = 1;
  if (state_->wake_write.valid()) (void)!::write(state_->wake_write.get(), &byte, 1);
}

}  // namespace drawbridge
