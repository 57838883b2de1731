#include "watch/feeds/broadcast/stream_feed.h"

#include <utility>

#include "absl/strings/str_cat.h"
#include "net/http_answer.h"
#include "watch/feeds/feed_answer.h"

namespace drawbridge::watch {

StreamFeed::StreamFeed(net::HttpUrl url, const UrlFeedOptions& options, FileWatch& wake, StreamTiming timing)
    : url_(std::move(url)),
      timing_(timing),
      thread_(options.http, wake, [this](const std::stop_token& stop) { return connect(stop); }) {}

absl::StatusOr<pgn::FollowUpdate> StreamFeed::poll() { return thread_.mailbox().take(); }

std::chrono::milliseconds StreamFeed::connect(const std::stop_token& stop) {
  stream_.reconnect();
  piece_fault_ = absl::OkStatus();
  first_piece_ = true;
  connected_ = false;
  absl::StatusOr<net::HttpAnswer> answer = thread_.client().stream(
      url_, [this](std::string_view bytes) { return piece(bytes); }, stop);
  if (stop.stop_requested()) return {};
  const std::chrono::milliseconds backoff =
      reconnect_delay(attempt_++, std::uniform_real_distribution<double>(0, 1)(jitter_), timing_.backoff);
  if (!answer.ok() && connected_) {
    hand_over(absl::AbortedError(absl::StrCat(answer.status().message(), "; reconnecting")), false);
    return backoff;
  }
  if (!answer.ok()) {
    hand_over(answer.status(), false);
    return backoff;
  }
  if (!piece_fault_.ok()) {
    hand_over(piece_fault_, false);
    return backoff;
  }
  if (answer->status == 200) {
    hand_over(absl::AbortedError(absl::StrCat(url_.shown, ": the stream ended; reconnecting")), false);
    return backoff;
  }
  const absl::Status fault = answer_fault(*answer, url_.shown);
  if (answer->status == 429) {
    const std::chrono::milliseconds wait = too_many_requests_wait(answer->retry_after, timing_.too_many_minimum);
    hand_over(
        absl::Status(fault.code(), absl::StrCat(fault.message(), "; asked again in ",
                                                std::chrono::duration_cast<std::chrono::seconds>(wait).count(), " s")),
        false);
    return wait;
  }
  hand_over(fault, false);
  return std::max<std::chrono::milliseconds>(backoff, answer->retry_after.value_or(std::chrono::seconds(0)));
}

bool StreamFeed::piece(std::string_view bytes) {
  if (bytes.empty()) {
    // The header said 200; the feed reads again once its bytes read as PGN.
    connected_ = true;
    return true;
  }
  if (first_piece_ && bytes.find_first_not_of(" \t\r\n") != std::string_view::npos) {
    first_piece_ = false;
    net::HttpAnswer head;
    head.status = 200;
    head.body = std::string(bytes.substr(0, 512));
    piece_fault_ = answer_fault(head, url_.shown);
    if (!piece_fault_.ok()) return false;
  }
  const absl::StatusOr<bool> news = stream_.append(bytes);
  if (!news.ok()) {
    hand_over(absl::OutOfRangeError(absl::StrCat(url_.shown, ": ", news.status().message())), true);
    return true;
  }
  attempt_ = 0;
  hand_over(absl::OkStatus(), *news);
  return true;
}

void StreamFeed::hand_over(absl::Status fault, bool news) {
  thread_.mailbox().put_games(std::move(fault), news ? std::optional(stream_.round()) : std::nullopt);
}

}  // namespace drawbridge::watch
