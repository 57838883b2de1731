// What a server's answer means to a URL feed: news, nothing new, or a fault with its severity;
// a gzip body inflated up to the cap.
#include "net/http_answer.h"

#include <doctest/doctest.h>

#include <string>

#include "net/gunzip.h"
#include "watch/feeds/feed_answer.h"
#include "watch/feeds/feed_source.h"

namespace drawbridge::watch {
namespace {

namespace http = boost::beast::http;

// gzip.compress(b'[Event "R"]\n\n1. e4 e5 *\n', mtime=0)
const std::string kGzipRound(
    "\x1f\x8b\x08\x00\x00\x00\x00\x00\x02\x03\x8b\x76\x2d\x4b\xcd\x2b\x51\x50\x0a\x52\x8a\xe5\xe2\x32\xd4\x53\x48"
    "\x35\x51\x48\x35\x55\xd0\xe2\x02\x00\x66\x00\x23\x6e\x18\x00\x00\x00",
    44);
constexpr char kRound[] = "[Event \"R\"]\n\n1. e4 e5 *\n";

net::HttpResponse response(http::status status, std::string body = "") {
  net::HttpResponse r(status, 11);
  r.body() = std::move(body);
  return r;
}

net::HttpAnswer answer_of(const net::HttpResponse& r) { return *net::read_answer(r, 1 << 20, "https://x/r.pgn"); }

TEST_CASE("a 200's validators are kept and a gzip body inflated, within the cap") {
  net::HttpResponse r = response(http::status::ok, kGzipRound);
  r.set(http::field::etag, "\"v7\"");
  r.set(http::field::last_modified, "Fri, 04 Dec 2026 05:00:00 GMT");
  r.set(http::field::content_encoding, "gzip");
  const net::HttpAnswer answer = answer_of(r);
  CHECK(answer.body == kRound);
  CHECK(answer.etag == "\"v7\"");
  CHECK(answer.last_modified == "Fri, 04 Dec 2026 05:00:00 GMT");
  CHECK(answer_fault(answer, "https://x/r.pgn").ok());
  const absl::StatusOr<net::HttpAnswer> capped = net::read_answer(r, 10, "https://x/r.pgn");
  REQUIRE_FALSE(capped.ok());
  CHECK(capped.status().code() == absl::StatusCode::kOutOfRange);
  CHECK(net::gunzip(kGzipRound.substr(0, 30), 1000).status().code() == absl::StatusCode::kInvalidArgument);
  CHECK_FALSE(net::gunzip("not gzip at all", 1000).ok());
}

TEST_CASE("PGN, an empty round and a 304 are no fault; an HTML page or other bytes are") {
  CHECK(answer_fault(answer_of(response(http::status::ok, "\xEF\xBB\xBF\r\n[Event \"R\"]")), "u").ok());
  CHECK(answer_fault(answer_of(response(http::status::ok, "1. e4 *")), "u").ok());
  CHECK(answer_fault(answer_of(response(http::status::ok, "")), "u").ok());
  CHECK(answer_fault(answer_of(response(http::status::not_modified)), "u").ok());
  const absl::Status html = answer_fault(answer_of(response(http::status::ok, "<!DOCTYPE html><html>")), "u");
  CHECK(html.message() == "u: the answer is an HTML page, not read");
  CHECK_FALSE(is_passing_fault(html));
  CHECK(answer_fault(answer_of(response(http::status::ok, "\x89PNG")), "u").message() ==
        "u: the answer is not PGN, not read");
}

TEST_CASE("a server's refusals: 404 an error, 429 and 503 a notice with the wait asked, 500 an error") {
  net::HttpResponse busy = response(http::status::too_many_requests);
  busy.set(http::field::retry_after, "120");
  const net::HttpAnswer wait = answer_of(busy);
  CHECK(wait.retry_after == std::chrono::seconds(120));
  const absl::Status too_many = answer_fault(wait, "u");
  CHECK(is_passing_fault(too_many));
  CHECK(too_many.message() == "u: HTTP 429 Too Many Requests, the server asks to wait 120 s");
  busy.set(http::field::retry_after, "Fri, 04 Dec 2026 05:00:00 GMT");
  CHECK(answer_of(busy).retry_after == net::kDefaultRetryAfter);
  CHECK(answer_fault(answer_of(response(http::status::too_many_requests)), "u").message() ==
        "u: HTTP 429 Too Many Requests, the server asks to wait 60 s");
  CHECK(answer_fault(answer_of(response(http::status::service_unavailable)), "u").message() ==
        "u: HTTP 503 Service Unavailable");
  const absl::Status missing = answer_fault(answer_of(response(http::status::not_found)), "u");
  CHECK(missing.message() == "u: HTTP 404 Not Found");
  CHECK_FALSE(is_passing_fault(missing));
  CHECK_FALSE(is_passing_fault(answer_fault(answer_of(response(http::status::internal_server_error)), "u")));
  CHECK(is_passing_fault(answer_fault(answer_of(response(http::status::gateway_timeout)), "u")));
  CHECK(net::is_redirect(302));
  CHECK_FALSE(net::is_redirect(304));
}

}  // namespace
}  // namespace drawbridge::watch
