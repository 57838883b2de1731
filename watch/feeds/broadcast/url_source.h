// The feed that reads a URL the way its server serves it (broadcast_url.h): lichess's round
// stream as it arrives (stream_feed.h), a LiveChess Cloud tree polled file by file (lcc_feed.h),
// any other URL polled as a round's PGN (url_feed.h).
#pragma once

#include <memory>

#include "net/http_url.h"
#include "platform/file_watch.h"
#include "watch/feeds/feed_source.h"
#include "watch/feeds/url_feed.h"

namespace drawbridge::watch {

// `url` as parse_broadcast_url gives it; `wake`: the loop's watch.
std::unique_ptr<FeedSource> url_source(const net::HttpUrl& url, const UrlFeedOptions& options, FileWatch& wake);

}  // namespace drawbridge::watch
