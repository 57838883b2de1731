// An http or https URL, as Boost.URL reads it (RFC 3986). What is shown of a URL,
// in alerts, keys and messages, never holds the credentials a URL may carry (user:password@):
// they are cut out when the URL is read, and they are not sent either. The query stays: a
// resource's address may need it, and what it holds is the server's business.
#pragma once

#include <string>
#include <string_view>

#include "absl/status/statusor.h"

namespace drawbridge::net {

struct HttpUrl {
  bool tls = false;    // https
  std::string host;    // a name, an IPv4 address, or an IPv6 address without its brackets
  std::string port;    // "80" or "443" when the URL names none
  std::string target;  // the path and the query, "/" for an empty path
  std::string shown;   // the URL without credentials or fragment: to show, and to resolve against

  bool operator==(const HttpUrl&) const = default;
};

// Whether a command line's PATH names a URL rather than a file: it starts with http:// or
// https://, in any case.
bool is_http_url(std::string_view path);

// `text` read as an absolute http or https URL with a host; the error says what is wrong, with the
// URL shown without its credentials where it reads.
absl::StatusOr<HttpUrl> parse_http_url(std::string_view text);

// Where a redirect's Location leads from `from`: resolved against it when relative, http or https
// only.
absl::StatusOr<HttpUrl> redirect_url(const HttpUrl& from, std::string_view location);

}  // namespace drawbridge::net
