#include "watch/feeds/broadcast/broadcast_url.h"

#include <algorithm>
#include <string>
#include <vector>

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "support/absl_view.h"

namespace drawbridge::watch {
namespace {

constexpr char kLccViewer[] = "view.livechesscloud.com";
constexpr char kLccPool[] = "https://1.pool.livechesscloud.com/get/";

// The path's segments, without the query.
std::vector<std::string_view> segments(const net::HttpUrl& url) {
  const std::string_view path = std::string_view(url.target).substr(0, url.target.find('?'));
  std::vector<std::string_view> out;
  for (absl::string_view segment : absl::StrSplit(av(path.substr(1)), '/'))
    out.emplace_back(segment.data(), segment.size());
  return out;
}

bool is_round_id(std::string_view id) {
  return id.size() == 8 && std::all_of(id.begin(), id.end(), [](char c) { return absl::ascii_isalnum(c); });
}

bool is_lcc_id(std::string_view id) {
  return !id.empty() && id.size() <= 64 &&
         std::all_of(id.begin(), id.end(), [](char c) { return absl::ascii_isalnum(c) || c == '-'; });
}

// The id of a lichess round whose page or export `url` is, empty for none.
std::string_view lichess_round(const std::vector<std::string_view>& path) {
  if (path.size() == 4 && path[0] == "broadcast" && is_round_id(path[3])) return path[3];
  if (path.size() == 4 && path[0] == "api" && path[1] == "broadcast" && path[2] == "round" &&
      path[3].ends_with(".pgn") && is_round_id(path[3].substr(0, path[3].size() - 4))) {
    return path[3].substr(0, 8);
  }
  return {};
}

// The LiveChess Cloud tournament a viewer's URL names, empty for none.
std::string lcc_viewer_id(std::string_view text, const net::HttpUrl& url) {
  if (!absl::EqualsIgnoreCase(url.host, kLccViewer)) return {};
  const std::size_t hash = text.find('#');
  std::string_view id = hash == std::string_view::npos ? std::string_view(url.target).substr(1) : text.substr(hash + 1);
  id = id.substr(0, id.find_first_of("/?&"));
  return is_lcc_id(id) ? std::string(id) : std::string();
}

}  // namespace

absl::StatusOr<net::HttpUrl> parse_broadcast_url(std::string_view text) {
  absl::StatusOr<net::HttpUrl> url = net::parse_http_url(text);
  if (!url.ok()) return url;
  if (const std::string id = lcc_viewer_id(text, *url); !id.empty()) {
    return net::parse_http_url(absl::StrCat(kLccPool, id, "/tournament.json"));
  }
  if (absl::EqualsIgnoreCase(url->host, kLccViewer)) {
    return absl::InvalidArgumentError(
        absl::StrCat(url->shown, ": a LiveChess Cloud viewer's URL names its tournament after a #"));
  }
  const std::string_view round = lichess_round(segments(*url));
  if (round.empty()) return url;
  const std::string port = url->port == (url->tls ? "443" : "80") ? "" : absl::StrCat(":", url->port);
  const std::string host = url->host.find(':') == std::string::npos ? url->host : absl::StrCat("[", url->host, "]");
  return net::parse_http_url(
      absl::StrCat(url->tls ? "https://" : "http://", host, port, "/api/stream/broadcast/round/", av(round), ".pgn"));
}

BroadcastKind broadcast_kind(const net::HttpUrl& url) {
  const std::vector<std::string_view> path = segments(url);
  const std::size_t n = path.size();
  if (n == 5 && path[0] == "api" && path[1] == "stream" && path[2] == "broadcast" && path[3] == "round" &&
      path[4].ends_with(".pgn")) {
    return BroadcastKind::kLichessStream;
  }
  if (n >= 3 && path[n - 3] == "get" && is_lcc_id(path[n - 2]) && path[n - 1] == "tournament.json") {
    return BroadcastKind::kLiveChessCloud;
  }
  return BroadcastKind::kPgn;
}

}  // namespace drawbridge::watch
