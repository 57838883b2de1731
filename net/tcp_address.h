// A TCP endpoint as a user writes it: `HOST:PORT`, `[IPv6]:PORT`, or `PORT` alone (on the
// loopback address, so that nothing listens beyond the machine unless asked to). Port 0, to
// listen on, is any free port.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "absl/status/statusor.h"

namespace drawbridge::net {

struct TcpAddress {
  std::string host;  // a name or a numeric address, without brackets
  std::uint16_t port = 0;

  // As the user would write it back: `127.0.0.1:27531`, `[::1]:27531`.
  std::string text() const;
  friend bool operator==(const TcpAddress&, const TcpAddress&) = default;
};

inline constexpr std::string_view kLoopback = "127.0.0.1";

absl::StatusOr<TcpAddress> parse_tcp_address(std::string_view text);

}  // namespace drawbridge::net
