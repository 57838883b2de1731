#include "net/tcp_address.h"

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "support/absl_view.h"

namespace drawbridge::net {
namespace {

absl::StatusOr<std::uint16_t> read_port(std::string_view text, std::string_view whole) {
  int port = 0;
  if (!absl::SimpleAtoi(av(text), &port) || port < 0 || port > 65535) {
    return absl::InvalidArgumentError(
        absl::StrCat("'", av(whole), "' has no port from 0 to 65535 (HOST:PORT, [IPv6]:PORT or PORT)"));
  }
  return static_cast<std::uint16_t>(port);
}

}  // namespace

std::string TcpAddress::text() const {
  const bool v6 = host.find(':') != std::string::npos;
  return absl::StrCat(v6 ? "[" : "", host, v6 ? "]" : "", ":", port);
}

absl::StatusOr<TcpAddress> parse_tcp_address(std::string_view text) {
  std::string_view host = kLoopback;
  std::string_view port = text;
  if (text.starts_with('[')) {
    const std::size_t close = text.find("]:");
    if (close == std::string_view::npos || close == 1) {
      return absl::InvalidArgumentError(absl::StrCat("'", av(text), "' is not [IPv6]:PORT"));
    }
    host = text.substr(1, close - 1);
    port = text.substr(close + 2);
  } else if (const std::size_t colon = text.rfind(':'); colon != std::string_view::npos) {
    if (colon == 0 || text.find(':') != colon) {
      return absl::InvalidArgumentError(absl::StrCat("'", av(text), "' is not HOST:PORT ([IPv6]:PORT for IPv6)"));
    }
    host = text.substr(0, colon);
    port = text.substr(colon + 1);
  }
  absl::StatusOr<std::uint16_t> number = read_port(port, text);
  if (!number.ok()) return number.status();
  return TcpAddress{std::string(host), *number};
}

}  // namespace drawbridge::net
