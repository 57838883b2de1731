#include "net/tcp_connection.h"

#include <boost/asio/write.hpp>

#include "net/tcp_connection_impl.h"

namespace drawbridge::net {
namespace {

// The bytes of an oversized record shown to its handler.
constexpr std::size_t kShown = 64;

}  // namespace

TcpConnection::TcpConnection(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
TcpConnection::~TcpConnection() = default;

void TcpConnection::start_reading(RecordHandler& handler) { impl_->start_reading(handler); }
void TcpConnection::send(std::string_view bytes) { impl_->send(bytes); }
void TcpConnection::close() { impl_->close(); }
bool TcpConnection::is_open() const { return impl_->is_open(); }
const std::string& TcpConnection::peer() const { return impl_->peer(); }

void TcpConnection::Impl::start_reading(RecordHandler& handler) {
  handler_ = &handler;
  read_more();
}

void TcpConnection::Impl::read_more() {
  socket_.async_read_some(boost::asio::buffer(buffer_), [this](const boost::system::error_code& error, std::size_t n) {
    if (n > 0 && !closing_) take(std::string_view(buffer_.data(), n));
    if (closing_ || !socket_.is_open()) return;
    if (error) {
      const bool eof = error == boost::asio::error::eof;
      handler_->on_closed(skipping_ ? std::string_view() : pending_, eof ? "closed" : error.message());
      shut();
      return;
    }
    read_more();
  });
}

void TcpConnection::Impl::take(std::string_view bytes) {
  while (!bytes.empty() && !closing_) {
    const std::size_t end = bytes.find(format_.delimiter);
    const std::string_view part = bytes.substr(0, end);
    if (skipping_) {
      // the rest of an oversized record
    } else if (pending_.size() + part.size() > format_.most_bytes) {
      std::string start = pending_.substr(0, kShown);
      start.append(part.substr(0, kShown - start.size()));
      handler_->on_oversized(start, pending_.size() + part.size());
      skipping_ = true;
      pending_.clear();
    } else {
      pending_.append(part);
    }
    if (end == std::string_view::npos) return;
    if (!skipping_) {
      const std::string record = std::move(pending_);
      pending_.clear();
      handler_->on_record(record);
    }
    skipping_ = false;
    bytes.remove_prefix(end + 1);
  }
}

void TcpConnection::Impl::send(std::string_view bytes) {
  if (closing_ || !socket_.is_open()) return;
  outgoing_.emplace_back(bytes);
  if (outgoing_.size() == 1) write_next();
}

void TcpConnection::Impl::write_next() {
  boost::asio::async_write(socket_, boost::asio::buffer(outgoing_.front()),
                           [this](const boost::system::error_code& error, std::size_t) {
                             outgoing_.pop_front();
                             if (error) outgoing_.clear();
                             if (!outgoing_.empty()) {
                               write_next();
                             } else if (closing_) {
                               shut();
                             }
                           });
}

void TcpConnection::Impl::close() {
  if (closing_) return;
  closing_ = true;
  if (outgoing_.empty()) shut();
}

void TcpConnection::Impl::shut() {
  closing_ = true;
  boost::system::error_code ignored;
  socket_.shutdown(boost::asio::ip::tcp::socket::shutdown_both, ignored);
  socket_.close(ignored);
}

}  // namespace drawbridge::net
