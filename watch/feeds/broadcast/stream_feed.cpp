#include "watch/feeds/broadcast/stream_feed.h"

#include <utility>

#include "absl/strings/str_cat.h"
#include "net/http_answer.h"
#include "watch/feeds/feed_answer.h"

namespace drawbridge::watch {

StreamFeed::StreamFeed(net::HttpUrl url, const UrlFeedOptions& options, FileWatch& wake, StreamTiming timing)
    : RoundMailbox(wake),
      url_(std::move(url)),
      timing_(timing),
      thread_(options.http, *this, [this](const std::stop_token& stop) { return connect(stop); }) {}

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
    put(absl::AbortedError(absl::StrCat(answer.status().message(), "; reconnecting")), std::nullopt);
    return backoff;
  }
  if (!answer.ok()) {
    put(answer.status(), std::nullopt);
    return backoff;
  }
  if (!piece_fault_.ok()) {
    put(piece_fault_, std::nullopt);
    return backoff;
  }
  if (answer->status == 200) {
    put(absl::AbortedError(absl::StrCat(url_.shown, ": the stream ended; reconnecting")), std::nullopt);
    return backoff;
  }
  const absl::Status fault = answer_fault(*answer, url_.shown);
  if (answer->status == 429) {
    const std::chrono::milliseconds wait = too_many_requests_wait(answer->retry_after, timing_.too_many_minimum);
    put(absl::Status(fault.code(), absl::StrCat(fault.message(), "; asked again in ",
                                                std::chrono::duration_cast<std::chrono::seconds>(wait).count(), " s")),
        std::nullopt);
    return wait;
  }
  put(fault, std::nullopt);
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
  RoundNews news = stream_.append(bytes);
  if (news.fault.ok()) {
    attempt_ = 0;
  } else {
    news.fault = absl::OutOfRangeError(absl::StrCat(url_.shown, ": ", news.fault.message()));
  }
  put_games(std::move(news.fault), std::move(news.changed));
  return true;
}

}  // namespace drawbridge::watch
