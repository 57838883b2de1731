#include <openssl/ssl.h>

#include <boost/asio/as_tuple.hpp>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/ssl/context.hpp>
#include <boost/asio/ssl/error.hpp>
#include <boost/asio/ssl/host_name_verification.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/core/tcp_stream.hpp>
#include <boost/beast/http/empty_body.hpp>
#include <boost/beast/http/read.hpp>
#include <boost/beast/http/write.hpp>
#include <boost/beast/ssl/ssl_stream.hpp>
#include <utility>

#include "absl/strings/str_cat.h"
#include "support/absl_view.h"
#include "watch/feeds/http_get.h"

namespace drawbridge::watch {
namespace {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
namespace ssl = asio::ssl;
using tcp = asio::ip::tcp;
using Answer = absl::StatusOr<HttpAnswer>;

constexpr auto kTuple = asio::as_tuple(asio::use_awaitable);

// A fault of the exchange in words that stay the same while it lasts.
absl::Status transport_fault(const FeedUrl& url, std::string_view stage, const beast::error_code& ec) {
  if (ec == asio::error::connection_refused)
    return absl::UnavailableError(absl::StrCat(url.shown, ": connection refused"));
  if (ec == asio::error::host_not_found || ec == asio::error::host_not_found_try_again || ec == asio::error::no_data) {
    return absl::UnavailableError(absl::StrCat(url.shown, ": host not found (DNS): ", url.host));
  }
  if (ec == ssl::error::stream_truncated) {
    return absl::UnavailableError(absl::StrCat(url.shown, ": the connection closed in the middle of ", av(stage)));
  }
  if (ec.category() == asio::error::get_ssl_category() || ec.category() == ssl::error::get_stream_category()) {
    return absl::UnauthenticatedError(absl::StrCat(url.shown, ": TLS refused: ", ec.message()));
  }
  if (ec == http::error::body_limit || ec == http::error::buffer_overflow) {
    return absl::OutOfRangeError(absl::StrCat(url.shown, ": the answer is larger than the cap, not read"));
  }
  return absl::UnavailableError(absl::StrCat(url.shown, ": ", av(stage), ": ", ec.message()));
}

http::request<http::empty_body> request_for(const FeedUrl& url, const Validators& validators) {
  http::request<http::empty_body> request(http::verb::get, url.target, 11);
  const bool default_port = url.port == (url.tls ? "443" : "80");
  const std::string host = url.host.find(':') == std::string::npos ? url.host : absl::StrCat("[", url.host, "]");
  request.set(http::field::host, default_port ? host : absl::StrCat(host, ":", url.port));
  request.set(http::field::user_agent, "drawbridge-watch");
  request.set(http::field::accept, "application/x-chess-pgn, text/plain;q=0.9, */*;q=0.5");
  request.set(http::field::accept_encoding, "gzip");
  request.set(http::field::connection, "close");
  if (!validators.etag.empty()) request.set(http::field::if_none_match, validators.etag);
  if (!validators.last_modified.empty()) request.set(http::field::if_modified_since, validators.last_modified);
  return request;
}

// Sends the request on an open stream and reads the answer.
template <typename Stream>
asio::awaitable<Answer> exchange(Stream& stream, const FeedUrl& url, const Validators& validators,
                                 const HttpGetOptions& options) {
  http::request<http::empty_body> request = request_for(url, validators);
  if (auto [ec, n] = co_await http::async_write(stream, request, kTuple); ec) {
    co_return transport_fault(url, "sending the request", ec);
  }
  beast::flat_buffer buffer;
  http::response_parser<http::string_body> parser;
  parser.body_limit(options.cap);
  if (auto [ec, n] = co_await http::async_read(stream, buffer, parser, kTuple); ec) {
    co_return transport_fault(url, "reading the answer", ec);
  }
  co_return read_answer(parser.get(), options.cap, url.shown);
}

asio::awaitable<Answer> get_once(const FeedUrl& url, const Validators& validators, const HttpGetOptions& options,
                                 ssl::context& tls) {
  const asio::any_io_executor executor = co_await asio::this_coro::executor;
  tcp::resolver resolver(executor);
  auto [resolve_error, endpoints] = co_await resolver.async_resolve(url.host, url.port, kTuple);
  if (resolve_error) co_return transport_fault(url, "looking up the host", resolve_error);
  beast::tcp_stream tcp_stream(executor);
  if (auto [ec, endpoint] = co_await tcp_stream.async_connect(endpoints, kTuple); ec) {
    co_return transport_fault(url, "connecting", ec);
  }
  if (!url.tls) co_return co_await exchange(tcp_stream, url, validators, options);
  beast::ssl_stream<beast::tcp_stream> stream(std::move(tcp_stream), tls);
  // SNI names a host, never an address (RFC 6066).
  beast::error_code not_an_address;
  asio::ip::make_address(url.host, not_an_address);
  if (not_an_address) SSL_set_tlsext_host_name(stream.native_handle(), url.host.c_str());
  stream.set_verify_callback(ssl::host_name_verification(url.host));
  if (auto [ec] = co_await stream.async_handshake(ssl::stream_base::client, kTuple); ec) {
    co_return transport_fault(url, "TLS", ec);
  }
  co_return co_await exchange(stream, url, validators, options);
}

absl::StatusOr<ssl::context> tls_context(const HttpGetOptions& options) {
  ssl::context tls(ssl::context::tls_client);
  tls.set_verify_mode(ssl::verify_peer);
  beast::error_code ec;
  tls.set_default_verify_paths(ec);
  tls.add_verify_path("/etc/ssl/certs", ec);
  if (options.ca_file) {
    tls.load_verify_file(*options.ca_file, ec);
    if (ec) return absl::InvalidArgumentError(absl::StrCat("--ca-file ", *options.ca_file, ": ", ec.message()));
  }
  return tls;
}

// One request, without redirects, within the timeout.
Answer get_within_time(const FeedUrl& url, const Validators& validators, const HttpGetOptions& options,
                       ssl::context& tls, const std::stop_token& stop) {
  std::optional<Answer> answer;
  asio::io_context io;
  asio::co_spawn(io, get_once(url, validators, options, tls), [&answer](std::exception_ptr failed, Answer got) {
    answer = failed ? Answer(absl::InternalError("the request failed")) : std::move(got);
  });
  const std::stop_callback stop_now(stop, [&io] { io.stop(); });
  io.run_for(options.timeout);
  if (answer) return *std::move(answer);
  if (stop.stop_requested()) return absl::CancelledError(absl::StrCat(url.shown, ": stopped"));
  return absl::DeadlineExceededError(
      absl::StrCat(url.shown, ": no whole answer within ", options.timeout.count() / 1000, " s"));
}

}  // namespace

absl::StatusOr<HttpAnswer> http_get(const FeedUrl& url, const Validators& validators, const HttpGetOptions& options,
                                    std::stop_token stop) {
  absl::StatusOr<ssl::context> tls = tls_context(options);
  if (!tls.ok()) return tls.status();
  FeedUrl at = url;
  for (int redirects = 0;; ++redirects) {
    Answer answer = get_within_time(at, validators, options, *tls, stop);
    if (!answer.ok() || !is_redirect(answer->status) || answer->location.empty()) return answer;
    if (redirects == kMaxRedirects) {
      return absl::FailedPreconditionError(absl::StrCat(url.shown, ": more than ", kMaxRedirects, " redirects"));
    }
    absl::StatusOr<FeedUrl> next = redirect_url(at, answer->location);
    if (!next.ok()) return next.status();
    at = *std::move(next);
  }
}

}  // namespace drawbridge::watch
