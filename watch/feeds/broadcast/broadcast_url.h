// What a feed's URL names, told by its host and path, so that the watch reads it the way its
// server serves it:
// - lichess's round stream, `/api/stream/broadcast/round/{id}.pgn` on any host (stream_feed.h);
// - a lichess round's page, `/broadcast/{tourSlug}/{roundSlug}/{id}`, or its export,
//   `/api/broadcast/round/{id}.pgn`: on lichess.org, or any host (a mirror, a test server), read
//   through that host's stream of the round, as lichess asks of clients that follow a round;
// - DGT LiveChess Cloud: a viewer's URL, `https://view.livechesscloud.com/#{id}` (or `/{id}`),
//   read from its tree at `https://1.pool.livechesscloud.com/get/{id}/tournament.json`, or the
//   tree's own URL, `…/get/{id}/tournament.json` on any host (lcc_feed.h);
// - anything else: a round's PGN, polled (url_feed.h).
// A lichess round id is 8 letters and digits.
#pragma once

#include <string_view>

#include "absl/status/statusor.h"
#include "net/http_url.h"

namespace drawbridge::watch {

enum class BroadcastKind { kPgn, kLichessStream, kLiveChessCloud };

// The command line's URL read (net::parse_http_url), a lichess round's page or export turned into its
// stream and a LiveChess Cloud viewer into its tree: the URL that the feed asks.
absl::StatusOr<net::HttpUrl> parse_broadcast_url(std::string_view text);

// What a URL from parse_broadcast_url names.
BroadcastKind broadcast_kind(const net::HttpUrl& url);

}  // namespace drawbridge::watch
