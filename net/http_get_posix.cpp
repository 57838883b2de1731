#include <openssl/ssl.h>

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/ssl/context.hpp>
#include <boost/asio/ssl/error.hpp>
#include <boost/asio/ssl/host_name_verification.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/core/tcp_stream.hpp>
#include <boost/beast/http/empty_body.hpp>
#include <boost/beast/http/read.hpp>
#include <boost/beast/http/write.hpp>
#include <boost/beast/ssl/ssl_stream.hpp>
#include <limits>
#include <map>
#include <memory>
#include <optional>
#include <utility>

#include "absl/strings/str_cat.h"
#include "net/http_get.h"
#include "support/absl_view.h"

namespace drawbridge::net {
namespace {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
namespace ssl = asio::ssl;
using tcp = asio::ip::tcp;
using Answer = absl::StatusOr<HttpAnswer>;
using Clock = std::chrono::steady_clock;

// A fault of the exchange in words that stay the same while it lasts; `peer` is the host
// connected to, the URL's or its proxy's.
absl::Status transport_fault(const HttpUrl& url, const HttpUrl& peer, std::string_view stage,
                             const beast::error_code& ec) {
  if (ec == asio::error::connection_refused)
    return absl::UnavailableError(absl::StrCat(url.shown, ": connection refused"));
  if (ec == asio::error::host_not_found || ec == asio::error::host_not_found_try_again || ec == asio::error::no_data) {
    return absl::UnavailableError(absl::StrCat(url.shown, ": host not found (DNS): ", peer.host));
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

// The host as a Host header or a CONNECT names it: an IPv6 address in brackets.
std::string bracketed_host(const HttpUrl& url) {
  return url.host.find(':') == std::string::npos ? url.host : absl::StrCat("[", url.host, "]");
}

// `via_proxy`: the request goes to a proxy without a tunnel, which needs the whole URL; `pieces`:
// the answer is a stream read as it arrives, which gzip would hold back. HTTP/1.1 keeps the
// connection open after the answer unless a side says `Connection: close`.
http::request<http::empty_body> request_for(const HttpUrl& url, const HttpGetOptions& options,
                                            const Validators& validators, bool via_proxy, bool pieces) {
  http::request<http::empty_body> request(http::verb::get, via_proxy ? url.shown : url.target, 11);
  const bool default_port = url.port == (url.tls ? "443" : "80");
  const std::string host = bracketed_host(url);
  request.set(http::field::host, default_port ? host : absl::StrCat(host, ":", url.port));
  request.set(http::field::user_agent, options.user_agent);
  request.set(http::field::accept, options.accept);
  request.set(http::field::accept_encoding, pieces ? "identity" : "gzip");
  if (pieces) request.set(http::field::connection, "close");  // a stream's connection serves it alone
  if (!validators.etag.empty()) request.set(http::field::if_none_match, validators.etag);
  if (!validators.last_modified.empty()) request.set(http::field::if_modified_since, validators.last_modified);
  return request;
}

struct SessionFree {
  void operator()(SSL_SESSION* session) const { SSL_SESSION_free(session); }
};
// The TLS session last agreed with each host and port, offered again to resume it: a resumed
// handshake skips the certificate chain's verification, which a tree of files polled file by file
// would otherwise pay once a connection. The session is the one verified for that same host.
using TlsSessions = std::map<std::string, std::unique_ptr<SSL_SESSION, SessionFree>>;

// A connection and the io_context its operations run on, let go together: an operation left
// pending by a timeout or a stop is destroyed with them, never completed into a request that has
// returned. `to` names the peer (connection_to) that a next request must share to reuse it.
struct Connection {
  explicit Connection(std::string peer) : to(std::move(peer)) {}
  Connection(Connection&&) = default;
  Connection& operator=(Connection&&) = delete;  // made and let go by optional's emplace and reset
  // Let go without a close_notify, which OpenSSL would take for a broken connection and make its
  // session unresumable: marked as shut down.
  ~Connection() {
    if (secure) SSL_set_shutdown(secure->native_handle(), SSL_SENT_SHUTDOWN | SSL_RECEIVED_SHUTDOWN);
  }

  std::string to;
  std::unique_ptr<asio::io_context> io = std::make_unique<asio::io_context>();  // outlives the streams
  std::unique_ptr<beast::tcp_stream> plain;                                     // an http URL's
  std::unique_ptr<beast::ssl_stream<beast::tcp_stream>> secure;                 // an https URL's
};

// What a client keeps from one request to the next, on its poller's thread.
struct Kept {
  std::optional<ssl::context> tls;       // made at the first request that can
  TlsSessions sessions;                  // declared after the context, freed before it
  std::optional<Connection> connection;  // the last one, open (HTTP/1.1 keep-alive)
};

// One request and its answer, each step an asynchronous operation run until it completes, the
// exchange's deadline passes or a stop is asked: Asio's blocking calls have no timeout. The
// steps run one after the other on the calling thread. The client's last connection serves again
// when it goes to the same peer (the same scheme, host and port, through the same proxy): a poll
// then costs no TCP or TLS handshake. A server may close an idle connection at any time, so a
// kept one that closes before any byte of the answer is read is opened anew, once, within the
// same deadline; a GET asked twice does no harm.
class Exchange {
 public:
  // `pieces`: a 200's body is handed to it as it arrives (HttpClient::stream), else read whole.
  Exchange(const HttpUrl& url, const HttpGetOptions& options, Kept& kept, const std::stop_token& stop,
           const BodyPieces* pieces)
      : url_(url),
        options_(options),
        kept_(kept),
        stop_(stop),
        pieces_(pieces),
        deadline_(Clock::now() + options.timeout),
        proxy_(proxy_for(url, options.proxies)) {}

  Answer run(const Validators& validators) {
    const std::string to = connection_to();
    if (kept_.connection && kept_.connection->to == to) {
      connection_.emplace(std::move(*kept_.connection));
      kept_.connection.reset();
      Answer answer = attempt(validators, true);
      if (!closed_unanswered_) return answer;
    }
    kept_.connection.reset();  // another peer's: closed
    connection_.emplace(to);
    {
      const std::stop_callback stop_now(stop_, [io = connection_->io.get()] { io->stop(); });
      if (absl::Status opened = open(); !opened.ok()) return opened;
    }
    return attempt(validators, false);
  }

 private:
  std::string connection_to() const {
    return absl::StrCat(url_.tls ? "https://" : "http://", bracketed_host(url_), ":", url_.port,
                        proxy_ ? absl::StrCat(" via ", proxy_->shown) : "");
  }

  // The TLS session last agreed with the URL's host and port, offered to the next handshake there.
  std::unique_ptr<SSL_SESSION, SessionFree>& tls_session() {
    return kept_.sessions[absl::StrCat(url_.host, ":", url_.port)];
  }

  // A new connection to the peer: the URL's host, or its proxy (and a tunnel through it for https).
  absl::Status open() {
    tcp::resolver resolver(*connection_->io);
    tcp::resolver::results_type endpoints;
    const HttpUrl& peer = proxy_ ? *proxy_ : url_;
    beast::error_code ec = step([&](auto done) {
      resolver.async_resolve(peer.host, peer.port,
                             [&endpoints, done](beast::error_code e, tcp::resolver::results_type r) {
                               endpoints = std::move(r);
                               done(e);
                             });
    });
    if (ec) return fault("looking up the host", ec);
    auto tcp_stream = std::make_unique<beast::tcp_stream>(*connection_->io);
    ec = step(
        [&](auto done) { tcp_stream->async_connect(endpoints, [done](beast::error_code e, auto&&) { done(e); }); });
    if (ec) return fault("connecting", ec);
    if (!url_.tls) {
      connection_->plain = std::move(tcp_stream);
      return absl::OkStatus();
    }
    if (proxy_) {
      if (absl::Status tunnel = open_tunnel(*tcp_stream); !tunnel.ok()) return tunnel;
    }
    auto stream = std::make_unique<beast::ssl_stream<beast::tcp_stream>>(std::move(*tcp_stream), *kept_.tls);
    // SNI names a host, never an address (RFC 6066).
    beast::error_code not_an_address;
    asio::ip::make_address(url_.host, not_an_address);
    if (not_an_address) SSL_set_tlsext_host_name(stream->native_handle(), url_.host.c_str());
    stream->set_verify_callback(ssl::host_name_verification(url_.host));
    std::unique_ptr<SSL_SESSION, SessionFree>& session = tls_session();
    if (session) SSL_set_session(stream->native_handle(), session.get());
    ec = step([&](auto done) { stream->async_handshake(ssl::stream_base::client, done); });
    if (ec) {
      session.reset();
      return fault("TLS", ec);
    }
    connection_->secure = std::move(stream);
    return absl::OkStatus();
  }

  // The request on the open connection, which is kept for the next one when the answer allows.
  Answer attempt(const Validators& validators, bool reused) {
    Connection& connection = *connection_;
    Answer answer;
    {
      const std::stop_callback stop_now(stop_, [io = connection.io.get()] { io->stop(); });
      answer = connection.secure ? exchange(*connection.secure, validators, reused)
                                 : exchange(*connection.plain, validators, reused);
    }
    if (!answer.ok()) return answer;
    // Read now, after an answer: TLS 1.3 sends its tickets after the handshake.
    if (connection.secure) {
      tls_session().reset(SSL_get1_session(connection.secure->native_handle()));
    }
    if (reusable_) kept_.connection.emplace(std::move(connection));
    return answer;
  }

  // Sends the request on an open stream and reads the answer.
  template <typename Stream>
  Answer exchange(Stream& stream, const Validators& validators, bool reused) {
    http::request<http::empty_body> request =
        request_for(url_, options_, validators, proxy_ && !url_.tls, pieces_ != nullptr);
    http::response_parser<http::string_body> parser;
    // Closed by the server before it answered anything: a kept connection that went stale.
    const auto unanswered = [&](const beast::error_code& ec) {
      closed_unanswered_ =
          reused && !parser.got_some() && ec != asio::error::timed_out && ec != asio::error::operation_aborted;
    };
    beast::error_code ec = step(
        [&](auto done) { http::async_write(stream, request, [done](beast::error_code e, std::size_t) { done(e); }); });
    if (ec) {
      unanswered(ec);
      return fault("sending the request", ec);
    }
    beast::flat_buffer buffer;
    parser.body_limit(options_.cap);
    if (pieces_) {
      ec = step([&](auto done) {
        http::async_read_header(stream, buffer, parser, [done](beast::error_code e, std::size_t) { done(e); });
      });
      if (ec) {
        unanswered(ec);
        return fault("reading the answer", ec);
      }
      if (parser.get().result_int() == 200) return read_pieces(stream, buffer, parser);
    }
    ec = step([&](auto done) {
      http::async_read(stream, buffer, parser, [done](beast::error_code e, std::size_t) { done(e); });
    });
    if (ec) {
      unanswered(ec);
      return fault("reading the answer", ec);
    }
    // Kept unless the server closes it (Connection: close, HTTP/1.0, a body that ends at its end).
    reusable_ = !pieces_ && !parser.get().need_eof();
    return read_answer(parser.get(), options_.cap, url_.shown);
  }

  // A stream's body, handed over as it arrives for as long as the server sends it: no deadline
  // and no cap, as only the piece read last is held. The server closing it ends it as a 200.
  template <typename Stream>
  Answer read_pieces(Stream& stream, beast::flat_buffer& buffer, http::response_parser<http::string_body>& parser) {
    deadline_ = Clock::time_point::max();
    parser.body_limit(boost::none);
    bool more = (*pieces_)(std::string_view());
    while (more && !parser.is_done()) {
      const beast::error_code ec = step([&](auto done) {
        http::async_read_some(stream, buffer, parser, [done](beast::error_code e, std::size_t) { done(e); });
      });
      std::string& body = parser.get().body();
      if (!body.empty()) more = (*pieces_)(body);
      body.clear();
      if (ec == http::error::end_of_stream) break;
      if (ec) return fault("reading the stream", ec);
    }
    HttpAnswer answer;
    answer.status = 200;
    return answer;
  }

  // Asks the proxy for a tunnel to the URL's host (CONNECT, RFC 9110 9.3.6).
  absl::Status open_tunnel(beast::tcp_stream& stream) {
    const std::string authority = absl::StrCat(bracketed_host(url_), ":", url_.port);
    http::request<http::empty_body> connect(http::verb::connect, authority, 11);
    connect.set(http::field::host, authority);
    beast::error_code ec = step(
        [&](auto done) { http::async_write(stream, connect, [done](beast::error_code e, std::size_t) { done(e); }); });
    if (ec) return fault("asking the proxy for a tunnel", ec);
    beast::flat_buffer buffer;
    http::response_parser<http::empty_body> parser;
    parser.skip(true);  // a CONNECT's answer has no body: the tunnel follows its header
    ec = step([&](auto done) {
      http::async_read_header(stream, buffer, parser, [done](beast::error_code e, std::size_t) { done(e); });
    });
    if (ec) return fault("asking the proxy for a tunnel", ec);
    const unsigned status = parser.get().result_int();
    if (status == 200) return absl::OkStatus();
    return absl::FailedPreconditionError(
        absl::StrCat(url_.shown, ": the proxy ", proxy_->shown, " refused the tunnel: HTTP ", status));
  }

  // Runs the operation that `start` begins, handing it the handler to call with its error code.
  template <typename Start>
  beast::error_code step(Start start) {
    std::optional<beast::error_code> result;
    start([&result](beast::error_code ec) { result = ec; });
    asio::io_context& io = *connection_->io;
    io.restart();
    while (!result && !stop_.stop_requested() && io.run_one_until(deadline_) > 0) {
    }
    if (result) return *result;
    return stop_.stop_requested() ? asio::error::operation_aborted : asio::error::timed_out;
  }

  absl::Status fault(std::string_view stage, const beast::error_code& ec) const {
    if (ec == asio::error::timed_out) {
      return absl::DeadlineExceededError(
          absl::StrCat(url_.shown, ": no whole answer within ", options_.timeout.count() / 1000, " s"));
    }
    if (ec == asio::error::operation_aborted) return absl::CancelledError(absl::StrCat(url_.shown, ": stopped"));
    const absl::Status fault = transport_fault(url_, proxy_ ? *proxy_ : url_, stage, ec);
    if (!proxy_) return fault;
    return absl::Status(fault.code(), absl::StrCat(fault.message(), " (through the proxy ", proxy_->shown, ")"));
  }

  const HttpUrl& url_;
  const HttpGetOptions& options_;
  Kept& kept_;
  const std::stop_token& stop_;
  const BodyPieces* pieces_;
  Clock::time_point deadline_;  // none once a stream's body flows
  const std::optional<HttpUrl> proxy_;
  std::optional<Connection> connection_;  // the one this request goes on
  bool reusable_ = false;                 // the answer leaves the connection open
  bool closed_unanswered_ = false;        // a kept connection closed before its answer
};

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

}  // namespace

struct HttpClient::State : Kept {};

HttpClient::HttpClient(HttpGetOptions options) : options_(std::move(options)), state_(std::make_unique<State>()) {}

HttpClient::~HttpClient() = default;

absl::StatusOr<HttpAnswer> HttpClient::ask(const HttpUrl& url, const Validators& validators,
                                           const std::stop_token& stop, const BodyPieces* pieces) {
  if (!state_->tls) {
    absl::StatusOr<ssl::context> tls = tls_context(options_);
    if (!tls.ok()) return absl::InvalidArgumentError(absl::StrCat(url.shown, ": ", tls.status().message()));
    state_->tls.emplace(*std::move(tls));
  }
  return Exchange(url, options_, *state_, stop, pieces).run(validators);
}

}  // namespace drawbridge::net
