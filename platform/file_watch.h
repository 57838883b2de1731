// Waiting for files to change, the platform's cheapest way, so that a watcher reads a file soon
// after it is written and does nothing while nothing changes. Linux: inotify on each file's
// folder (a file replaced by a rename or deleted and made again is seen too). Windows, and
// wherever inotify cannot be had: a wait of kPollInterval, after which the caller looks (a
// size and modification time per file costs next to nothing).
//
// Either way wait() may return without a change (another file of the folder changed, or the
// interval passed): the caller reads what it follows and finds nothing new.
#pragma once

#include <chrono>
#include <filesystem>
#include <memory>

namespace drawbridge {

class FileWatch {
 public:
  static constexpr std::chrono::milliseconds kPollInterval{250};

  FileWatch();
  ~FileWatch();
  FileWatch(const FileWatch&) = delete;
  FileWatch& operator=(const FileWatch&) = delete;

  // Watches `path`: a folder for its files, a file through its folder.
  void add(const std::filesystem::path& path);

  // Returns once something watched may have changed, wake() was called, or `longest` passed
  // (at most kPollInterval where changes cannot be told).
  void wait(std::chrono::milliseconds longest);

  // Ends a wait() at once, from any thread.
  void wake();

 private:
  struct State;
  std::unique_ptr<State> state_;
};

}  // namespace drawbridge
