#include "net/listen_address.h"

#include <charconv>

#include "absl/strings/str_cat.h"
#include "support/absl_view.h"

namespace drawbridge::net {
namespace {

absl::Status bad(std::string_view text, std::string_view why) {
  return absl::InvalidArgumentError(absl::StrCat(av(text), ": ", av(why), " (expected [ADDR:]PORT)"));
}

}  // namespace

absl::StatusOr<ListenAddress> parse_listen_address(std::string_view text) {
  ListenAddress where;
  std::string_view port = text;
  if (const size_t colon = text.rfind(':'); colon != std::string_view::npos) {
    std::string_view host = text.substr(0, colon);
    port = text.substr(colon + 1);
    if (host.size() >= 2 && host.front() == '[' && host.back() == ']') {
      host = host.substr(1, host.size() - 2);
    } else if (host.find(':') != std::string_view::npos) {
      return bad(text, "an IPv6 address goes in brackets, as in [::1]:8080");
    }
    if (host.empty()) return bad(text, "no address before ':'");
    where.host = std::string(host);
  }
  unsigned value = 0;
  const auto [end, error] = std::from_chars(port.data(), port.data() + port.size(), value);
  if (port.empty() || error != std::errc() || end != port.data() + port.size() || value > 65535)
    return bad(text, "the port is not a number from 0 to 65535");
  where.port = static_cast<std::uint16_t>(value);
  return where;
}

}  // namespace drawbridge::net
