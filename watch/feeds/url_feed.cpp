#include "watch/feeds/url_feed.h"

#include <algorithm>
#include <utility>

namespace drawbridge::watch {

UrlFeed::UrlFeed(FeedUrl url, UrlFeedOptions options, FileWatch& wake)
    : url_(std::move(url)),
      options_(std::move(options)),
      wake_(wake),
      client_(options_.http),
      thread_([this](const std::stop_token& stop) { run(stop); }) {}

absl::StatusOr<pgn::FollowUpdate> UrlFeed::poll() {
  std::optional<std::string> body;
  {
    std::lock_guard lock(mutex_);
    if (!fault_.ok()) return fault_;
    body.swap(news_);
  }
  if (!body) return pgn::FollowUpdate{};
  // A follower of its own for each body: what it says is all the round's games, from the start.
  pgn::PgnFollower follower("-");
  pgn::FollowUpdate update = follower.append(*body);
  update.from_start = true;
  return update;
}

void UrlFeed::run(const std::stop_token& stop) {
  while (!stop.stop_requested()) {
    const std::chrono::seconds wait = ask(stop);
    std::unique_lock lock(mutex_);
    asleep_.wait_for(lock, stop, wait, [] { return false; });
  }
}

std::chrono::seconds UrlFeed::ask(const std::stop_token& stop) {
  absl::StatusOr<HttpAnswer> answer = client_.get(url_, validators_, stop);
  if (stop.stop_requested()) return options_.interval;
  if (!answer.ok()) {
    hand_over(answer.status(), std::nullopt);
    return options_.interval;
  }
  if (absl::Status fault = answer_fault(*answer, url_.shown); !fault.ok()) {
    hand_over(fault, std::nullopt);
    return std::max(options_.interval,
                    answer->retry_after.value_or(answer->status == 429 ? kDefaultRetryAfter : options_.interval));
  }
  std::optional<std::string> body;
  if (answer->status == 200) {
    validators_ = {answer->etag, answer->last_modified};
    // A server without validators sends the same round again: only a new body is news.
    if (answer->body != last_body_) body = last_body_ = std::move(answer->body);
  }
  hand_over(absl::OkStatus(), std::move(body));
  return options_.interval;
}

void UrlFeed::hand_over(absl::Status fault, std::optional<std::string> body) {
  {
    std::lock_guard lock(mutex_);
    const bool news = body.has_value() || fault != fault_;
    fault_ = std::move(fault);
    if (body) news_ = std::move(body);
    if (!news) return;
  }
  wake_.wake();
}

}  // namespace drawbridge::watch
