#include "absl/strings/str_cat.h"
#include "watch/feeds/http_get.h"

namespace drawbridge::watch {

// The Windows build has no OpenSSL; WinHTTP, the system's own client, would serve here.
struct HttpClient::State {};

HttpClient::HttpClient(HttpGetOptions options) : options_(std::move(options)), state_(std::make_unique<State>()) {}

HttpClient::~HttpClient() = default;

absl::StatusOr<HttpAnswer> HttpClient::get(const FeedUrl& url, const Validators&, const std::stop_token&) {
  return absl::UnimplementedError(absl::StrCat(url.shown, ": URLs are not followed on Windows yet"));
}

absl::StatusOr<HttpAnswer> HttpClient::stream(const FeedUrl& url, const BodyPieces&, const std::stop_token& stop) {
  return get(url, Validators{}, stop);
}

}  // namespace drawbridge::watch
