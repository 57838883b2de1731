// A bare HTTP client for the page's tests: raw request text out, raw response bytes in, every
// read bounded by a deadline.
#pragma once

#include <chrono>
#include <cstdint>
#include <string>
#include <string_view>

#include <boost/asio/connect.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/write.hpp>

namespace drawbridge::watch {

// The port of "http://HOST:PORT/".
inline std::uint16_t port_of(std::string_view url) {
  const std::string_view tail = url.substr(url.rfind(':') + 1);
  return static_cast<std::uint16_t>(std::stoi(std::string(tail)));
}

class PageClient {
 public:
  explicit PageClient(std::uint16_t port) { socket_.connect({boost::asio::ip::make_address("127.0.0.1"), port}); }

  void send(std::string_view text) { boost::asio::write(socket_, boost::asio::buffer(text)); }

  // Sends "METHOD PATH" with the given Host and reads the whole response (the server closes).
  std::string request(std::string_view method, std::string_view path, std::string_view host = "127.0.0.1") {
    send(std::string(method) + " " + std::string(path) + " HTTP/1.1\r\nHost: " + std::string(host) +
         "\r\nConnection: close\r\n\r\n");
    return read_until("\x01never\x01");
  }

  // Reads until `seen` has arrived, the server closes, or 60 s pass (a sanitizer build on a busy
  // machine moves megabytes slowly); returns all read so far.
  const std::string& read_until(std::string_view seen) {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
    size_t from = 0;  // where `seen` may start in what is new: the search stays linear
    while (!ended_ && received_.find(seen, from) == std::string::npos && std::chrono::steady_clock::now() < deadline) {
      from = received_.size() >= seen.size() ? received_.size() - seen.size() : 0;
      bool done = false;
      socket_.async_read_some(boost::asio::buffer(chunk_), [&](boost::system::error_code error, size_t n) {
        received_.append(chunk_, n);
        ended_ = ended_ || static_cast<bool>(error);
        done = true;
      });
      io_.restart();
      io_.run_until(deadline);
      if (!done) {
        socket_.cancel();
        io_.restart();
        io_.run();
      }
    }
    return received_;
  }

  bool ended() const { return ended_; }

 private:
  boost::asio::io_context io_;
  boost::asio::ip::tcp::socket socket_{io_};
  char chunk_[65536];
  std::string received_;
  bool ended_ = false;
};

}  // namespace drawbridge::watch
