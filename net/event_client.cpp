#include "net/event_client.h"

#include <chrono>
#include <sstream>

#include <boost/asio/write.hpp>
#include <boost/beast/http/empty_body.hpp>
#include <boost/beast/http/message.hpp>
#include <boost/beast/http/write.hpp>

namespace drawbridge::net {
namespace {

namespace http = boost::beast::http;

// A write that does not finish in this time belongs to a page that stopped reading.
constexpr std::chrono::seconds kWriteTimeout{30};

std::string stream_header() {
  http::response<http::empty_body> response{http::status::ok, 11};
  response.set(http::field::content_type, "text/event-stream; charset=utf-8");
  response.set(http::field::cache_control, "no-store");
  response.set(http::field::connection, "close");
  std::ostringstream text;
  text << response.base();
  return text.str();
}

}  // namespace

std::string sse_frame(std::string_view data) {
  std::string frame;
  frame.reserve(data.size() + 8);
  frame.append("data: ").append(data).append("\n\n");
  return frame;
}

void EventClient::start(std::string snapshot) {
  snapshot_in_queue_ = true;  // however long, so that a page always gets the whole present state
  queue_.push_back(std::make_shared<const std::string>(stream_header() + snapshot));
  write_next();
}

void EventClient::send(std::shared_ptr<const std::string> frame) {
  if (closed_) return;
  if (queued_bytes_ + frame->size() > kMaxQueuedBytes) return close();
  queued_bytes_ += frame->size();
  queue_.push_back(std::move(frame));
  if (!writing_) write_next();
}

void EventClient::close() {
  if (closed_) return;
  closed_ = true;
  queue_.clear();
  boost::system::error_code ignored;
  stream_.socket().shutdown(boost::asio::ip::tcp::socket::shutdown_both, ignored);
  stream_.close();
}

void EventClient::write_next() {
  if (closed_ || queue_.empty()) {
    writing_ = false;
    return;
  }
  writing_ = true;
  stream_.expires_after(kWriteTimeout);
  boost::asio::async_write(stream_, boost::asio::buffer(*queue_.front()),
                           [self = shared_from_this()](boost::system::error_code error, size_t) {
                             if (self->closed_) return;
                             if (error) return self->close();
                             if (self->snapshot_in_queue_) {
                               self->snapshot_in_queue_ = false;
                             } else {
                               self->queued_bytes_ -= self->queue_.front()->size();
                             }
                             self->queue_.pop_front();
                             self->write_next();
                           });
}

}  // namespace drawbridge::net
