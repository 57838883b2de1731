// `drawbridge watch --serve`: the local web page of the watch. It shows every board as a diagram
// with its last move and clocks, each game's current alerts and the list of alerts with their
// times, updated as lines are published, and the present state at once to a page opened late.
#pragma once

#include <memory>
#include <string>

#include "absl/status/statusor.h"
#include "net/listen_address.h"
#include "watch/watch_sink.h"

namespace drawbridge::watch {

class LivePage final : public WatchSink {
 public:
  // Listens on `where` and serves from a thread of its own until destroyed.
  static absl::StatusOr<std::unique_ptr<LivePage>> start(const net::ListenAddress& where);
  ~LivePage() override;

  // Never waits for the server or for any page: the item is handed to the server's thread, which
  // renders it (page_state.h).
  void publish(const WatchItem& item) override;

  // The page's address, with the port the system chose for port 0: "http://127.0.0.1:PORT/".
  const std::string& url() const { return url_; }

 private:
  struct Server;
  explicit LivePage(std::unique_ptr<Server> server);

  std::unique_ptr<Server> server_;
  std::string url_;
};

}  // namespace drawbridge::watch
