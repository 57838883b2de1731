#include "net/http_url.h"

#include <boost/url/parse.hpp>
#include <boost/url/src.hpp>  // Boost.URL's compiled part, built here: Debian 12 ships no library of it
#include <boost/url/url.hpp>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "support/absl_view.h"

namespace drawbridge::net {
namespace {

namespace urls = boost::urls;

absl::StatusOr<HttpUrl> http_url_of(urls::url url, std::string_view what) {
  url.remove_userinfo();
  url.remove_fragment();
  // Boost.URL 1.81 reads "https://a@b@c/" as the host "b" followed by "@c", and its resolve can
  // leave a text that says another port than the parts it keeps ("https://t:84./84./w" becomes
  // "https://t:8484./w" with the port 84). What is shown must read back without credentials and
  // with the same host and port, or the URL is not shown at all; the rest is taken from the text
  // read back, so that what is fetched is what is shown.
  const urls::result<urls::url_view> read = urls::parse_uri(url.buffer());
  if (!read || read->has_userinfo() || read->host_address() != url.host_address() || read->port() != url.port()) {
    return absl::InvalidArgumentError(absl::StrCat(av(what), "'s URL does not read (RFC 3986)"));
  }
  const urls::url_view& shown = *read;
  if (shown.scheme_id() != urls::scheme::http && shown.scheme_id() != urls::scheme::https) {
    return absl::InvalidArgumentError(
        absl::StrCat(av(what), " is not an http or https URL: ", std::string(shown.buffer())));
  }
  if (shown.encoded_host_address().empty()) {
    return absl::InvalidArgumentError(absl::StrCat(av(what), " names no host: ", std::string(shown.buffer())));
  }
  HttpUrl out;
  out.tls = shown.scheme_id() == urls::scheme::https;
  out.host = shown.host_address();
  out.port = shown.has_port() && !shown.port().empty() ? std::string(shown.port()) : (out.tls ? "443" : "80");
  const std::string target(shown.encoded_target());
  out.target = target.starts_with('/') ? target : absl::StrCat("/", target);
  out.shown = std::string(shown.buffer());
  return out;
}

}  // namespace

bool is_http_url(std::string_view path) {
  return absl::StartsWithIgnoreCase(av(path), "http://") || absl::StartsWithIgnoreCase(av(path), "https://");
}

absl::StatusOr<HttpUrl> parse_http_url(std::string_view text) {
  urls::result<urls::url_view> parsed = urls::parse_uri(urls::string_view(text.data(), text.size()));
  if (!parsed) {
    // The text may hold credentials: only its scheme is shown.
    const std::string_view scheme = text.substr(0, text.find(':'));
    return absl::InvalidArgumentError(absl::StrCat("a ", av(scheme), " URL that does not read (RFC 3986)"));
  }
  return http_url_of(urls::url(*parsed), "the feed");
}

absl::StatusOr<HttpUrl> redirect_url(const HttpUrl& from, std::string_view location) {
  urls::result<urls::url_view> ref = urls::parse_uri_reference(urls::string_view(location.data(), location.size()));
  if (!ref)
    return absl::InvalidArgumentError(absl::StrCat(from.shown, ": a redirect to a Location that does not read"));
  urls::url resolved;
  if (!urls::resolve(urls::url_view(from.shown), *ref, resolved)) {
    return absl::InvalidArgumentError(absl::StrCat(from.shown, ": a redirect that does not resolve"));
  }
  return http_url_of(std::move(resolved), absl::StrCat(from.shown, ": a redirect"));
}

}  // namespace drawbridge::net
