// What a server answered a GET, read from Beast's response: the status, the headers a poller
// relies on, and the body, inflated when it came gzip-encoded (only gzip is asked for). Then the
// fault its status is, if any: each a code of its own (absl::StatusCode), said in words that name
// the URL.
//
// Relied on (RFC 9110, 9111): ETag and Last-Modified, sent back as If-None-Match and
// If-Modified-Since, answered by 304 when unchanged; Retry-After in seconds with 429 and 503
// (an HTTP-date is read as lichess's rule, a full minute); Content-Encoding gzip; Location with
// 301, 302, 303, 307 and 308.
#pragma once

#include <chrono>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include <boost/beast/http/message.hpp>
#include <boost/beast/http/string_body.hpp>

#include "absl/status/status.h"
#include "absl/status/statusor.h"

namespace drawbridge::net {

using HttpResponse = boost::beast::http::response<boost::beast::http::string_body>;

struct HttpAnswer {
  int status = 0;
  std::string body;  // inflated
  std::string etag;
  std::string last_modified;
  std::string location;
  std::string content_type;
  std::optional<std::chrono::seconds> retry_after;
};

// The wait a server asks for with 429 when its Retry-After does not say it in seconds.
constexpr std::chrono::seconds kDefaultRetryAfter{60};

// `response` read; its body inflated up to `cap` bytes. An error for a body that does not
// inflate or inflates past the cap, named by `shown` (the URL as shown).
absl::StatusOr<HttpAnswer> read_answer(const HttpResponse& response, std::size_t cap, std::string_view shown);

// Whether `status` is a redirect that a Location leads on from.
bool is_redirect(int status);

// The fault an answer's status is, OK for 200 and 304: kResourceExhausted for 429 and 503 (with
// the wait the server asks for), kDeadlineExceeded for 504, kNotFound for 404 and 410, kInternal
// for another 5xx, kInvalidArgument for a redirect without a Location, kFailedPrecondition
// otherwise.
absl::Status status_fault(const HttpAnswer& answer, std::string_view shown);

}  // namespace drawbridge::net
