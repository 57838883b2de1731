// One TCP connection whose bytes are records cut at a delimiter byte (DXP's NUL, a line's
// newline): each record read is handed over whole, and what is sent is written in order. A record
// that grows past its limit without a delimiter is reported once, by its start, and dropped up to
// the next delimiter, so that a peer cannot make the reader hold more than the limit. It runs on
// its TcpLoop's thread (tcp_loop.h); nothing of it is thread-safe.
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <string_view>

#include "net/tcp_address.h"

namespace drawbridge::net {

struct RecordFormat {
  char delimiter = '\0';
  std::size_t most_bytes = 10 * 1024 * 1024;
};

class RecordHandler {
 public:
  virtual ~RecordHandler() = default;
  // A whole record, without its delimiter.
  virtual void on_record(std::string_view record) = 0;
  // A record longer than the format's limit: its first bytes and how many were read without a
  // delimiter; the rest of it, up to the next delimiter, is dropped.
  virtual void on_oversized(std::string_view start, std::size_t bytes) = 0;
  // The peer closed the connection, or it failed (`why`); `unfinished`: the bytes after the last
  // delimiter, a record cut short.
  virtual void on_closed(std::string_view unfinished, std::string_view why) = 0;
};

class TcpConnection {
 public:
  class Impl;
  explicit TcpConnection(std::unique_ptr<Impl> impl);
  ~TcpConnection();
  TcpConnection(const TcpConnection&) = delete;
  TcpConnection& operator=(const TcpConnection&) = delete;

  // Reads records from now on, each to `handler`, until the connection closes. `handler` must
  // outlive the loop's run.
  void start_reading(RecordHandler& handler);
  // Writes `bytes` after everything sent before.
  void send(std::string_view bytes);
  // Closes the connection once everything sent has been written; nothing is read any more.
  void close();
  bool is_open() const;
  // The other end, as the user would write it.
  const std::string& peer() const;

 private:
  std::unique_ptr<Impl> impl_;
};

}  // namespace drawbridge::net
