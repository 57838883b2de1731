#include "watch/feeds/url_feed.h"

#include <algorithm>
#include <utility>

#include "watch/feeds/feed_answer.h"

namespace drawbridge::watch {

net::HttpGetOptions pgn_requests() {
  net::HttpGetOptions options;
  options.user_agent = "drawbridge-watch";
  options.accept = "application/x-chess-pgn, text/plain;q=0.9, */*;q=0.5";
  return options;
}

UrlFeed::UrlFeed(net::HttpUrl url, UrlFeedOptions options, FileWatch& wake)
    : RoundMailbox(wake),
      url_(std::move(url)),
      options_(std::move(options)),
      thread_(options_.http, *this, [this](const std::stop_token& stop) { return ask(stop); }) {}

std::chrono::seconds UrlFeed::ask(const std::stop_token& stop) {
  absl::StatusOr<net::HttpAnswer> answer = thread_.client().get(url_, validators_, stop);
  if (stop.stop_requested()) return options_.interval;
  if (!answer.ok()) {
    put(answer.status(), std::nullopt);
    return options_.interval;
  }
  if (absl::Status fault = answer_fault(*answer, url_.shown); !fault.ok()) {
    put(fault, std::nullopt);
    return std::max(options_.interval,
                    answer->retry_after.value_or(answer->status == 429 ? net::kDefaultRetryAfter : options_.interval));
  }
  std::optional<std::string> body;
  if (answer->status == 200) {
    validators_ = {answer->etag, answer->last_modified};
    // A server without validators sends the same round again: only a new body is news.
    if (answer->body != last_body_) body = last_body_ = std::move(answer->body);
  }
  put(absl::OkStatus(), std::move(body));
  return options_.interval;
}

}  // namespace drawbridge::watch
