#include "net/http_proxy.h"

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"

namespace drawbridge::net {
namespace {

// The first of the two spellings that is set and not empty.
std::optional<std::string> either(const std::function<std::optional<std::string>(const char*)>& variable,
                                  const char* lower, const char* upper) {
  for (const char* name : {lower, upper}) {
    if (std::optional<std::string> value = variable(name); value && !value->empty()) return value;
  }
  return std::nullopt;
}

absl::StatusOr<std::optional<HttpUrl>> proxy_of(const std::function<std::optional<std::string>(const char*)>& variable,
                                                const char* lower, const char* upper) {
  const std::optional<std::string> value = either(variable, lower, upper);
  if (!value) return std::nullopt;
  const std::string text = value->find("://") == std::string::npos ? absl::StrCat("http://", *value) : *value;
  absl::StatusOr<HttpUrl> proxy = parse_http_url(text);
  if (!proxy.ok() || proxy->tls) {
    return absl::InvalidArgumentError(absl::StrCat(upper, ": the proxy must be an http:// URL or host:port",
                                                   proxy.ok() ? absl::StrCat(", not ", proxy->shown) : std::string()));
  }
  return proxy;
}

bool names_host(absl::string_view entry, const std::string& host) {
  entry = absl::StripAsciiWhitespace(entry);
  if (absl::StartsWith(entry, ".")) entry.remove_prefix(1);
  if (entry.empty()) return false;
  const std::string lower_host = absl::AsciiStrToLower(host);
  const std::string lower_entry = absl::AsciiStrToLower(entry);
  return lower_host == lower_entry || absl::EndsWith(lower_host, absl::StrCat(".", lower_entry));
}

}  // namespace

absl::StatusOr<HttpProxies> proxies_from(const std::function<std::optional<std::string>(const char*)>& variable) {
  HttpProxies proxies;
  absl::StatusOr<std::optional<HttpUrl>> http = proxy_of(variable, "http_proxy", "HTTP_PROXY");
  if (!http.ok()) return http.status();
  absl::StatusOr<std::optional<HttpUrl>> https = proxy_of(variable, "https_proxy", "HTTPS_PROXY");
  if (!https.ok()) return https.status();
  proxies.http = *std::move(http);
  proxies.https = *std::move(https);
  proxies.no_proxy = either(variable, "no_proxy", "NO_PROXY").value_or("");
  return proxies;
}

std::optional<HttpUrl> proxy_for(const HttpUrl& url, const HttpProxies& proxies) {
  const std::optional<HttpUrl>& proxy = url.tls ? proxies.https : proxies.http;
  if (!proxy) return std::nullopt;
  for (absl::string_view entry : absl::StrSplit(proxies.no_proxy, ',')) {
    if (absl::StripAsciiWhitespace(entry) == "*" || names_host(entry, url.host)) {
      return std::nullopt;
    }
  }
  return proxy;
}

}  // namespace drawbridge::net
