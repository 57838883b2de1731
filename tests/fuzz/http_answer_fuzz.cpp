// What a URL feed reads from the network: a server's raw answer parsed by Beast, then read
// (net/http_answer.h: validators, Retry-After, a gzip body inflated within the cap) and
// judged (news, 304, or a fault); its Location resolved as a redirect (net/http_url.h), and the
// input's first line read as a feed URL. Never a crash; every fault names the URL it is about;
// only 429, 503 and 504 pass by themselves; a URL read or resolved shows no credentials and reads
// back the same from what it shows.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include <boost/beast/http/parser.hpp>
#include <boost/beast/http/string_body.hpp>

#include "net/http_answer.h"
#include "net/http_url.h"
#include "watch/feeds/feed_answer.h"
#include "watch/feeds/feed_source.h"

namespace {

using namespace drawbridge::watch;
namespace net = drawbridge::net;
namespace http = boost::beast::http;

constexpr std::size_t kCap = 1 << 16;
constexpr std::string_view kBase = "https://example.org/broadcast/round.pgn";

void check(bool ok) {
  if (!ok) std::abort();
}

// A URL read back from what it shows is the same URL, and shows no credentials.
void check_shown(const net::HttpUrl& url) {
  const absl::StatusOr<net::HttpUrl> again = net::parse_http_url(url.shown);
  check(again.ok() && *again == url);
  const std::size_t authority = url.shown.find("//") + 2;
  const std::size_t end = url.shown.find_first_of("/?#", authority);
  check(url.shown.substr(authority, end - authority).find('@') == std::string::npos);
}

void judge(const net::HttpAnswer& answer) {
  const absl::Status fault = answer_fault(answer, kBase);
  if (fault.ok()) {
    check(answer.status == 200 || answer.status == 304);
    return;
  }
  check(std::string_view(fault.message().data(), fault.message().size()).starts_with(kBase));
  if (is_passing_fault(fault)) check(answer.status == 429 || answer.status == 503 || answer.status == 504);
}

void read_response(std::string_view bytes) {
  http::response_parser<http::string_body> parser;
  parser.eager(true);
  parser.body_limit(kCap);
  boost::beast::error_code ec;
  parser.put(boost::asio::buffer(bytes.data(), bytes.size()), ec);
  if (!ec && !parser.is_done()) parser.put_eof(ec);
  if (ec || !parser.is_done()) return;
  const absl::StatusOr<net::HttpAnswer> answer = net::read_answer(parser.get(), kCap, kBase);
  if (!answer.ok()) return;
  check(answer->body.size() <= kCap);
  judge(*answer);
  if (answer->location.empty()) return;
  if (const absl::StatusOr<net::HttpUrl> next = net::redirect_url(*net::parse_http_url(kBase), answer->location);
      next.ok()) {
    check_shown(*next);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  if (const absl::StatusOr<net::HttpUrl> url = net::parse_http_url(input.substr(0, input.find('\n'))); url.ok()) {
    check_shown(*url);
  }
  read_response(input);
  return 0;
}
