#include "watch/feeds/http_get.h"

#include "absl/strings/str_cat.h"

namespace drawbridge::watch {

// The Windows build has no OpenSSL; WinHTTP, the system's own client, would serve here.
absl::StatusOr<HttpAnswer> http_get(const FeedUrl& url, const Validators&, const HttpGetOptions&, std::stop_token) {
  return absl::UnimplementedError(absl::StrCat(url.shown, ": URLs are not followed on Windows yet"));
}

}  // namespace drawbridge::watch
