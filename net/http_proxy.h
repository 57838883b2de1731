// Which proxy a request goes through, as curl and most tools read the environment:
// https_proxy or HTTPS_PROXY for an https URL, http_proxy or HTTP_PROXY for an http one (the
// lower-case name first), none for a host that no_proxy or NO_PROXY names. NO_PROXY is a
// comma-separated list of hosts, each matching itself and its subdomains (a leading dot is the
// same), or "*" for every host; ports are not compared. A proxy is an http:// URL, or a bare
// host:port, reached without TLS: an https request goes through it in a CONNECT tunnel, the TLS
// from end to end. Credentials for the proxy are not sent (and never shown).
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "absl/status/statusor.h"
#include "net/http_url.h"

namespace drawbridge::net {

struct HttpProxies {
  std::optional<HttpUrl> http;   // for http URLs
  std::optional<HttpUrl> https;  // for https URLs
  std::string no_proxy;
};

// The proxies the environment names, `variable` reading one (getenv); an error names the
// variable whose proxy does not read or is not http.
absl::StatusOr<HttpProxies> proxies_from(const std::function<std::optional<std::string>(const char*)>& variable);

// The proxy for `url`, if any.
std::optional<HttpUrl> proxy_for(const HttpUrl& url, const HttpProxies& proxies);

}  // namespace drawbridge::net
