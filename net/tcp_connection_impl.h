// The Boost.Asio side of a TcpConnection, for TcpLoop alone, which makes the sockets.
#pragma once

#include <array>
#include <deque>
#include <string>

#include <boost/asio/ip/tcp.hpp>

#include "net/tcp_connection.h"

namespace drawbridge::net {

class TcpConnection::Impl {
 public:
  Impl(boost::asio::ip::tcp::socket socket, RecordFormat format, std::string peer)
      : socket_(std::move(socket)), format_(format), peer_(std::move(peer)) {}

  void start_reading(RecordHandler& handler);
  void send(std::string_view bytes);
  void close();
  bool is_open() const { return socket_.is_open() && !closing_; }
  const std::string& peer() const { return peer_; }

 private:
  void read_more();
  // Cuts the bytes read into records.
  void take(std::string_view bytes);
  void write_next();
  void shut();

  boost::asio::ip::tcp::socket socket_;
  RecordFormat format_;
  std::string peer_;
  RecordHandler* handler_ = nullptr;
  std::array<char, 64 * 1024> buffer_{};
  std::string pending_;    // a record's bytes so far
  bool skipping_ = false;  // dropping an oversized record up to its delimiter
  std::deque<std::string> outgoing_;
  bool closing_ = false;
};

}  // namespace drawbridge::net
