// Conditional GETs of a URL polled for news: Boost.Beast over Boost.Asio, TLS by OpenSSL, always
// verified (the system's trust store, /etc/ssl/certs, and a private CA if given), with the host's
// name checked against the certificate. Up to kMaxRedirects redirects are followed, to http and
// https only. A whole exchange, from the name lookup to the last byte, has kTimeout; an answer's
// body is read up to a cap, inflated too. A client serves one poller, on its thread; `stop` ends a
// request at once. It keeps its TLS context from one request to the next: loading the system's
// trust store takes tens of milliseconds; each host's last TLS session, offered again so that
// the next handshake resumes it rather than verifying the certificate chain anew; and its last
// connection, open (HTTP/1.1 keep-alive) unless the server said `Connection: close`, for the next
// request to the same scheme, host and port through the same proxy, so that a poller asking for many
// files of one server holds one connection and pays no handshake per file. A kept connection the
// server has closed meanwhile is opened anew, once, unseen. A stream's connection is its own.
//
// The faults of the exchange itself, each naming the URL as shown: a name not found, a connection
// refused or failing, TLS refused (a certificate not trusted or not the host's), no whole answer in
// time (kDeadlineExceeded), an answer over the cap (kOutOfRange), too many redirects. Each is
// said in the same words while it lasts, with the proxy named when it went through one
// (http_proxy.h): an http URL is asked of the proxy in absolute form, an https one through a
// CONNECT tunnel whose refusal is a fault too.
//
// That is the POSIX client (http_get_posix.cpp). The Windows one (http_get_win.cpp) asks WinHTTP,
// the system's own client, which verifies against Windows' trust store and keeps a connection
// pool of its own; it follows no redirect itself. Its faults are said in the same words where
// WinHTTP tells them apart; a private CA (--ca-file) is an error of each https request there, as
// WinHTTP cannot add one without turning its own verification off. Redirects are followed in
// http_get.cpp, the same on both.
#pragma once

#include <chrono>
#include <cstddef>
#include <functional>
#include <memory>
#include <optional>
#include <stop_token>
#include <string>
#include <string_view>

#include "absl/status/statusor.h"
#include "net/http_answer.h"
#include "net/http_proxy.h"
#include "net/http_url.h"

namespace drawbridge::net {

struct HttpGetOptions {
  std::string user_agent;              // as User-Agent
  std::string accept;                  // as Accept: the media types asked for
  std::optional<std::string> ca_file;  // a private CA trusted besides the system's
  std::size_t cap = 64 << 20;          // bytes of a body, as sent and once inflated
  std::chrono::milliseconds timeout{10000};
  HttpProxies proxies;
};

// What a conditional GET sends back: the validators of the last answer read.
struct Validators {
  std::string etag;           // as If-None-Match
  std::string last_modified;  // as If-Modified-Since
};

constexpr int kMaxRedirects = 5;

// Where a stream's body goes, piece by piece as it arrives, after an empty piece when the header
// says 200; false ends the stream there.
using BodyPieces = std::function<bool(std::string_view)>;

class HttpClient {
 public:
  explicit HttpClient(HttpGetOptions options);
  ~HttpClient();
  HttpClient(const HttpClient&) = delete;
  HttpClient& operator=(const HttpClient&) = delete;

  // The answer at the end of the redirects; any status but a redirect's is an answer, to be read
  // by status_fault. A --ca-file that does not load is an error of each request, until it loads.
  absl::StatusOr<HttpAnswer> get(const HttpUrl& url, const Validators& validators, const std::stop_token& stop);

  // A GET whose answer is a stream kept open (lichess's round stream): its header within the
  // timeout, then a 200's body handed to `pieces` as it arrives, for as long as the server sends
  // it, without gzip, deadline or cap (only the last piece is held). It returns a 200 without a
  // body once the server ends the stream, a fault when it breaks off (said as the dropped
  // connection it is), and any other answer read whole, as get() reads it.
  absl::StatusOr<HttpAnswer> stream(const HttpUrl& url, const BodyPieces& pieces, const std::stop_token& stop);

 private:
  absl::StatusOr<HttpAnswer> follow(const HttpUrl& url, const Validators& validators, const std::stop_token& stop,
                                    const BodyPieces* pieces);
  // One request to `url` and its answer, which may be a redirect: each platform's own.
  absl::StatusOr<HttpAnswer> ask(const HttpUrl& url, const Validators& validators, const std::stop_token& stop,
                                 const BodyPieces* pieces);
  struct State;
  HttpGetOptions options_;
  std::unique_ptr<State> state_;
};

}  // namespace drawbridge::net
