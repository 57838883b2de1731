// The proxy a feed's request goes through, as the environment names it.
#include "net/http_proxy.h"

#include <doctest/doctest.h>

#include <map>
#include <string>
#include <string_view>

#include "absl/strings/match.h"

namespace drawbridge::net {
namespace {

absl::StatusOr<HttpProxies> proxies(const std::map<std::string_view, std::string_view>& environment) {
  return proxies_from([&](const char* name) -> std::optional<std::string> {
    const auto found = environment.find(name);
    if (found == environment.end()) return std::nullopt;
    return std::string(found->second);
  });
}

HttpUrl url(const char* text) { return *parse_http_url(text); }

TEST_CASE("each scheme's proxy, the lower-case name first, a bare host:port read as http") {
  const absl::StatusOr<HttpProxies> p = proxies({{"HTTPS_PROXY", "http://u:secret@proxy.example:3128"},
                                                 {"https_proxy", "lower.example:8080"},
                                                 {"HTTP_PROXY", ""}});
  REQUIRE(p.ok());
  REQUIRE(p->https);
  CHECK(p->https->shown == "http://lower.example:8080");
  CHECK_FALSE(p->http);
  CHECK(proxy_for(url("https://lichess.org/r.pgn"), *p)->host == "lower.example");
  CHECK_FALSE(proxy_for(url("http://lichess.org/r.pgn"), *p));
  CHECK(proxies({{"HTTPS_PROXY", "http://u:secret@proxy.example:3128"}})->https->shown == "http://proxy.example:3128");
}

TEST_CASE("NO_PROXY: hosts and their subdomains, a leading dot, or every host") {
  HttpProxies p =
      *proxies({{"HTTPS_PROXY", "http://proxy.example:3128"}, {"NO_PROXY", "localhost, .example.org,10.0.0.1"}});
  CHECK_FALSE(proxy_for(url("https://example.org/r.pgn"), p));
  CHECK_FALSE(proxy_for(url("https://live.Example.org/r.pgn"), p));
  CHECK_FALSE(proxy_for(url("https://10.0.0.1/r.pgn"), p));
  CHECK(proxy_for(url("https://notexample.org/r.pgn"), p));
  CHECK(proxy_for(url("https://10.0.0.11/r.pgn"), p));
  const HttpProxies none = *proxies({{"HTTPS_PROXY", "http://proxy.example:3128"}, {"no_proxy", "*"}});
  CHECK_FALSE(proxy_for(url("https://lichess.org/r.pgn"), none));
}

TEST_CASE("a proxy that is not http, or does not read, is an error naming the variable") {
  const absl::StatusOr<HttpProxies> tls = proxies({{"HTTPS_PROXY", "https://proxy.example:443"}});
  REQUIRE_FALSE(tls.ok());
  CHECK(absl::StartsWith(tls.status().message(), "HTTPS_PROXY: "));
  CHECK_FALSE(proxies({{"http_proxy", "http://[::1"}}).ok());
}

}  // namespace
}  // namespace drawbridge::net
