#include "watch/feeds/url_feed.h"

#include <algorithm>
#include <utility>

namespace drawbridge::watch {

UrlFeed::UrlFeed(FeedUrl url, UrlFeedOptions options, FileWatch& wake)
    : url_(std::move(url)),
      options_(std::move(options)),
      client_(options_.http),
      mailbox_(wake),
      thread_([this](const std::stop_token& stop) { run(stop); }) {}

absl::StatusOr<pgn::FollowUpdate> UrlFeed::poll() { return mailbox_.take(); }

void UrlFeed::run(const std::stop_token& stop) {
  while (!stop.stop_requested()) {
    mailbox_.sleep(stop, ask(stop));
  }
}

std::chrono::seconds UrlFeed::ask(const std::stop_token& stop) {
  absl::StatusOr<HttpAnswer> answer = client_.get(url_, validators_, stop);
  if (stop.stop_requested()) return options_.interval;
  if (!answer.ok()) {
    mailbox_.put(answer.status(), std::nullopt);
    return options_.interval;
  }
  if (absl::Status fault = answer_fault(*answer, url_.shown); !fault.ok()) {
    mailbox_.put(fault, std::nullopt);
    return std::max(options_.interval,
                    answer->retry_after.value_or(answer->status == 429 ? kDefaultRetryAfter : options_.interval));
  }
  std::optional<std::string> body;
  if (answer->status == 200) {
    validators_ = {answer->etag, answer->last_modified};
    // A server without validators sends the same round again: only a new body is news.
    if (answer->body != last_body_) body = last_body_ = std::move(answer->body);
  }
  mailbox_.put(absl::OkStatus(), std::move(body));
  return options_.interval;
}

}  // namespace drawbridge::watch
