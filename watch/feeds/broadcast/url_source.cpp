#include "watch/feeds/broadcast/url_source.h"

#include "watch/feeds/broadcast/broadcast_url.h"
#include "watch/feeds/broadcast/lcc_feed.h"
#include "watch/feeds/broadcast/stream_feed.h"

namespace drawbridge::watch {

std::unique_ptr<FeedSource> url_source(const net::HttpUrl& url, const UrlFeedOptions& options, FileWatch& wake) {
  switch (broadcast_kind(url)) {
    case BroadcastKind::kLichessStream: return std::make_unique<StreamFeed>(url, options, wake);
    case BroadcastKind::kLiveChessCloud: return std::make_unique<LccFeed>(url, options, wake);
    case BroadcastKind::kPgn: break;
  }
  return std::make_unique<UrlFeed>(url, options, wake);
}

}  // namespace drawbridge::watch
