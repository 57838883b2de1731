// The thread that every TCP connection of a process runs on (Boost.Asio's io_context): a port
// listened on and its connections accepted, a peer connected to within a bounded wait, timers,
// and the loop that hands each connection's records to its handler until all are closed.
#pragma once

#include <chrono>
#include <functional>
#include <memory>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "net/tcp_address.h"
#include "net/tcp_connection.h"

namespace drawbridge::net {

class TcpLoop {
 public:
  TcpLoop();
  ~TcpLoop();
  TcpLoop(const TcpLoop&) = delete;
  TcpLoop& operator=(const TcpLoop&) = delete;

  // Listens on `address`: the address bound (its port chosen when 0). An error names it.
  absl::StatusOr<TcpAddress> listen(const TcpAddress& address);
  // Waits for the next peer on the port listened on.
  absl::StatusOr<std::unique_ptr<TcpConnection>> accept(RecordFormat format);
  // Connects to `address`, trying again while nothing listens there, for at most `wait`. An
  // error names the address.
  absl::StatusOr<std::unique_ptr<TcpConnection>> connect(const TcpAddress& address, std::chrono::milliseconds wait,
                                                         RecordFormat format);

  // Calls `then` on the loop's thread after `delay`, unless cancel_timer() comes first; a timer
  // started again replaces the one before. One timer per loop is all its users need.
  void start_timer(std::chrono::milliseconds delay, std::function<void()> then);
  void cancel_timer();

  // Runs the connections' handlers and the timer until nothing is left to do: every connection
  // closed, no timer running.
  void run();

  class Impl;

 private:
  std::unique_ptr<Impl> impl_;
};

}  // namespace drawbridge::net
