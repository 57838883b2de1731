#include "net/http_get.h"

#include "absl/strings/str_cat.h"

namespace drawbridge::net {

absl::StatusOr<HttpAnswer> HttpClient::get(const HttpUrl& url, const Validators& validators,
                                           const std::stop_token& stop) {
  return follow(url, validators, stop, nullptr);
}

absl::StatusOr<HttpAnswer> HttpClient::stream(const HttpUrl& url, const BodyPieces& pieces,
                                              const std::stop_token& stop) {
  return follow(url, Validators{}, stop, &pieces);
}

// Redirects are followed here, not by the platform's client, so that the same rule holds on each:
// at most kMaxRedirects, to http and https only.
absl::StatusOr<HttpAnswer> HttpClient::follow(const HttpUrl& url, const Validators& validators,
                                              const std::stop_token& stop, const BodyPieces* pieces) {
  HttpUrl at = url;
  for (int redirects = 0;; ++redirects) {
    absl::StatusOr<HttpAnswer> answer = ask(at, validators, stop, pieces);
    if (!answer.ok() || !is_redirect(answer->status) || answer->location.empty()) return answer;
    if (redirects == kMaxRedirects) {
      return absl::FailedPreconditionError(absl::StrCat(url.shown, ": more than ", kMaxRedirects, " redirects"));
    }
    absl::StatusOr<HttpUrl> next = redirect_url(at, answer->location);
    if (!next.ok()) return next.status();
    at = *std::move(next);
  }
}

}  // namespace drawbridge::net
