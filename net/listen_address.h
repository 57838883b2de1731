// Where a local server listens: an [ADDR:]PORT argument.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "absl/status/statusor.h"

namespace drawbridge::net {

struct ListenAddress {
  std::string host = "127.0.0.1";  // an IPv4 or IPv6 address, never a name: nothing is resolved
  std::uint16_t port = 0;          // 0: the system picks a free port
};

// "PORT", "ADDR:PORT" or "[IPV6]:PORT"; the address defaults to 127.0.0.1 so that only this
// machine sees the server unless the user names another interface. The error names `text`.
absl::StatusOr<ListenAddress> parse_listen_address(std::string_view text);

}  // namespace drawbridge::net
