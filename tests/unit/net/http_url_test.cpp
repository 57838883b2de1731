// A feed's URL as the command line gives it, and where its redirects lead: credentials are cut out
// of everything shown, and only http and https are followed.
#include "net/http_url.h"

#include <doctest/doctest.h>

namespace drawbridge::net {
namespace {

TEST_CASE("an http URL: its host, port and target, shown without credentials or fragment") {
  absl::StatusOr<HttpUrl> url = parse_http_url("https://arbiter:secret@example.org/api/round/x1.pgn?live=1#top");
  REQUIRE(url.ok());
  CHECK(url->tls);
  CHECK(url->host == "example.org");
  CHECK(url->port == "443");
  CHECK(url->target == "/api/round/x1.pgn?live=1");
  CHECK(url->shown == "https://example.org/api/round/x1.pgn?live=1");

  url = parse_http_url("http://127.0.0.1:8080");
  REQUIRE(url.ok());
  CHECK(!url->tls);
  CHECK(url->port == "8080");
  CHECK(url->target == "/");

  url = parse_http_url("HTTPS://[::1]:8443/r.pgn");
  REQUIRE(url.ok());
  CHECK(url->host == "::1");
  CHECK(url->port == "8443");
}

TEST_CASE("a URL that is not one, or not http, is refused without showing its credentials") {
  CHECK(is_http_url("Http://x/round.pgn"));
  CHECK(!is_http_url("round.pgn"));
  CHECK(!is_http_url("ftp://x/round.pgn"));
  for (const char* bad : {"https://us er:secret@exa mple.org/", "https:///round.pgn", "https://u:secret@/r.pgn",
                          "https://u:sec@ret@example.org/r.pgn"}) {
    const absl::StatusOr<HttpUrl> url = parse_http_url(bad);
    REQUIRE_FALSE(url.ok());
    CHECK(std::string(url.status().message()).find("secret") == std::string::npos);
  }
}

TEST_CASE("a redirect resolves against the URL it came from, to http or https only") {
  const HttpUrl from = *parse_http_url("https://example.org/broadcast/round.pgn");
  CHECK(redirect_url(from, "/api/r2.pgn")->shown == "https://example.org/api/r2.pgn");
  CHECK(redirect_url(from, "r3.pgn")->shown == "https://example.org/broadcast/r3.pgn");
  const absl::StatusOr<HttpUrl> other = redirect_url(from, "http://u:secret@mirror.example.net:81/r.pgn");
  REQUIRE(other.ok());
  CHECK(other->shown == "http://mirror.example.net:81/r.pgn");
  CHECK(other->port == "81");
  CHECK_FALSE(redirect_url(from, "ftp://example.org/r.pgn").ok());
  CHECK_FALSE(redirect_url(from, "file:///etc/passwd").ok());
}

TEST_CASE("a redirect whose resolved text reads back as another URL is refused") {
  // Boost.URL 1.81 resolves this to the text "https://t:8484./w" while keeping the port 84.
  const HttpUrl from = *parse_http_url("https://example.org/broadcast/round.pgn");
  const absl::StatusOr<HttpUrl> url = redirect_url(from, "https://t:84./84./w?p");
  if (url.ok()) {
    const absl::StatusOr<HttpUrl> again = parse_http_url(url->shown);
    REQUIRE(again.ok());
    CHECK(*again == *url);
  } else {
    CHECK(std::string(url.status().message()).find("does not read") != std::string::npos);
  }
}

}  // namespace
}  // namespace drawbridge::net
