// One page's /events stream (server-sent events), written in order from a bounded queue. A page
// that stops reading, slow or dead, is dropped when its queue is full or a write stalls, so that
// nothing published ever waits for it.
#pragma once

#include <cstddef>
#include <deque>
#include <memory>
#include <string>
#include <string_view>

#include <boost/beast/core/tcp_stream.hpp>

namespace drawbridge::net {

// One event carrying `data` (one line, no newline): "data: ...\n\n".
std::string sse_frame(std::string_view data);

class EventClient : public std::enable_shared_from_this<EventClient> {
 public:
  // The bytes a client may be behind by, beyond the snapshot (500 boards with diagrams: ~4 MB).
  static constexpr size_t kMaxQueuedBytes = size_t{16} << 20;

  explicit EventClient(boost::beast::tcp_stream stream) : stream_(std::move(stream)) {}

  // Writes the response header and then `snapshot`, the frames of everything shown so far.
  void start(std::string snapshot);
  // Queues a frame, shared by every client; drops this client if its queue would overflow.
  void send(std::shared_ptr<const std::string> frame);
  void close();
  bool closed() const { return closed_; }

 private:
  void write_next();

  boost::beast::tcp_stream stream_;
  std::deque<std::shared_ptr<const std::string>> queue_;
  size_t queued_bytes_ = 0;  // of the frames after the snapshot
  bool snapshot_in_queue_ = false;
  bool writing_ = false;
  bool closed_ = false;
};

}  // namespace drawbridge::net
