#include <windows.h>
#include <winhttp.h>
#include <algorithm>
#include <atomic>
#include <boost/beast/http/field.hpp>
#include <boost/beast/http/message.hpp>
#include <boost/beast/http/string_body.hpp>
#include <chrono>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <utility>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "net/http_get.h"
#include "platform/utf16.h"
#include "support/absl_view.h"

namespace drawbridge::net {
namespace {

namespace http = boost::beast::http;
using Answer = absl::StatusOr<HttpAnswer>;
using Clock = std::chrono::steady_clock;

constexpr DWORD kPiece = 64 << 10;  // the most bytes read at a time

struct HandleClose {
  void operator()(HINTERNET handle) const { WinHttpCloseHandle(handle); }
};
using Handle = std::unique_ptr<void, HandleClose>;

// A request's handle, closed once, by whichever comes first: a stop, on the thread that asks for
// it (WinHTTP then fails the call under way on the request's thread), or the request's end.
class RequestHandle {
 public:
  explicit RequestHandle(HINTERNET handle) : handle_(handle) {}
  RequestHandle(const RequestHandle&) = delete;
  RequestHandle& operator=(const RequestHandle&) = delete;
  ~RequestHandle() { close(); }

  HINTERNET get() const { return handle_.load(); }
  void close() {
    if (HINTERNET handle = handle_.exchange(nullptr)) WinHttpCloseHandle(handle);
  }

 private:
  std::atomic<HINTERNET> handle_;
};

// The host as a Host header or a proxy's name has it: an IPv6 address in brackets.
std::string bracketed_host(const HttpUrl& url) {
  return url.host.find(':') == std::string::npos ? url.host : absl::StrCat("[", url.host, "]");
}

// WinHTTP says why it refused a certificate only to a status callback, as flags; the call that
// failed says ERROR_WINHTTP_SECURE_FAILURE. `context` is where the request keeps them.
void CALLBACK on_secure_failure(HINTERNET, DWORD_PTR context, DWORD status, LPVOID information, DWORD length) {
  if (status == WINHTTP_CALLBACK_STATUS_SECURE_FAILURE && information != nullptr && length >= sizeof(DWORD)) {
    *reinterpret_cast<DWORD*>(context) = *static_cast<const DWORD*>(information);
  }
}

// The flag of a certificate error that a call may also say itself.
DWORD certificate_flags(DWORD code) {
  switch (code) {
    case ERROR_WINHTTP_SECURE_INVALID_CA: return WINHTTP_CALLBACK_STATUS_FLAG_INVALID_CA;
    case ERROR_WINHTTP_SECURE_CERT_CN_INVALID: return WINHTTP_CALLBACK_STATUS_FLAG_CERT_CN_INVALID;
    case ERROR_WINHTTP_SECURE_CERT_DATE_INVALID: return WINHTTP_CALLBACK_STATUS_FLAG_CERT_DATE_INVALID;
    case ERROR_WINHTTP_SECURE_CERT_REVOKED: return WINHTTP_CALLBACK_STATUS_FLAG_CERT_REVOKED;
    case ERROR_WINHTTP_SECURE_CERT_WRONG_USAGE: return WINHTTP_CALLBACK_STATUS_FLAG_CERT_WRONG_USAGE;
    default: return 0;
  }
}

std::string certificate_fault(DWORD flags) {
  if (flags & WINHTTP_CALLBACK_STATUS_FLAG_INVALID_CA) return "certificate verify failed (not from a trusted CA)";
  if (flags & WINHTTP_CALLBACK_STATUS_FLAG_CERT_CN_INVALID) return "certificate verify failed (not the host's)";
  if (flags & WINHTTP_CALLBACK_STATUS_FLAG_CERT_DATE_INVALID) {
    return "certificate verify failed (expired or not yet valid)";
  }
  if (flags & WINHTTP_CALLBACK_STATUS_FLAG_CERT_REVOKED) return "certificate verify failed (revoked)";
  if (flags & WINHTTP_CALLBACK_STATUS_FLAG_CERT_WRONG_USAGE) return "certificate verify failed (not for a server)";
  return "certificate verify failed";
}

bool is_tls_fault(DWORD code) {
  return code == ERROR_WINHTTP_SECURE_FAILURE || code == ERROR_WINHTTP_SECURE_CHANNEL_ERROR ||
         code == ERROR_WINHTTP_SECURE_INVALID_CERT || code == ERROR_WINHTTP_SECURE_CERT_REV_FAILED ||
         certificate_flags(code) != 0;
}

std::string error_text(DWORD code) {
  if (code == ERROR_WINHTTP_CONNECTION_ERROR) return "the connection was reset or closed";
  if (code == ERROR_WINHTTP_INVALID_SERVER_RESPONSE) return "the answer is not HTTP";
  if (code > WINHTTP_ERROR_BASE && code < WINHTTP_ERROR_BASE + 1000) return absl::StrCat("WinHTTP error ", code);
  return windows_error_text(code);
}

// A fault of the exchange in words that stay the same while it lasts, as the POSIX client says
// them where WinHTTP tells the cases apart: it has one error for a connection refused and a host
// unreachable. `peer` is the host connected to, the URL's or its proxy's.
absl::Status transport_fault(const HttpUrl& url, const HttpUrl& peer, std::string_view stage, DWORD code,
                             DWORD tls_flags) {
  if (code == ERROR_WINHTTP_CANNOT_CONNECT) {
    return absl::UnavailableError(absl::StrCat(url.shown, ": connection refused or the host unreachable"));
  }
  if (code == ERROR_WINHTTP_NAME_NOT_RESOLVED) {
    return absl::UnavailableError(absl::StrCat(url.shown, ": host not found (DNS): ", peer.host));
  }
  if (const DWORD flags = tls_flags | certificate_flags(code); flags != 0) {
    return absl::UnauthenticatedError(absl::StrCat(url.shown, ": TLS refused: ", certificate_fault(flags)));
  }
  if (is_tls_fault(code)) {
    // Wine's WinHTTP says a secure channel error for an untrusted certificate too.
    return absl::UnauthenticatedError(
        absl::StrCat(url.shown, ": TLS refused: the handshake or the certificate failed (WinHTTP error ", code, ")"));
  }
  return absl::UnavailableError(absl::StrCat(url.shown, ": ", av(stage), ": ", error_text(code)));
}

// The request's headers besides Host and User-Agent. `pieces`: the answer is a stream read as it
// arrives, which gzip would hold back.
std::string request_headers(const HttpGetOptions& options, const Validators& validators, bool pieces) {
  std::string headers =
      absl::StrCat("Accept: ", options.accept, "\r\n", "Accept-Encoding: ", pieces ? "identity" : "gzip", "\r\n");
  if (!validators.etag.empty()) absl::StrAppend(&headers, "If-None-Match: ", validators.etag, "\r\n");
  if (!validators.last_modified.empty()) {
    absl::StrAppend(&headers, "If-Modified-Since: ", validators.last_modified, "\r\n");
  }
  return headers;
}

// An answer's header, if it has it.
std::optional<std::string> header(HINTERNET request, http::field field) {
  const auto name_text = http::to_string(field);
  const std::wstring name = to_utf16(std::string_view(name_text.data(), name_text.size()));
  DWORD size = 0;
  WinHttpQueryHeaders(request, WINHTTP_QUERY_CUSTOM, name.c_str(), WINHTTP_NO_OUTPUT_BUFFER, &size,
                      WINHTTP_NO_HEADER_INDEX);
  if (GetLastError() != ERROR_INSUFFICIENT_BUFFER) return std::nullopt;
  std::wstring value(size / sizeof(wchar_t), L'\0');
  if (!WinHttpQueryHeaders(request, WINHTTP_QUERY_CUSTOM, name.c_str(), value.data(), &size, WINHTTP_NO_HEADER_INDEX)) {
    return std::nullopt;
  }
  value.resize(size / sizeof(wchar_t));
  return to_utf8(value);
}

// The answer's status and the headers read_answer reads, as Beast would have them.
HttpResponse response_of(HINTERNET request) {
  HttpResponse response;
  DWORD status = 0;
  DWORD size = sizeof status;
  WinHttpQueryHeaders(request, WINHTTP_QUERY_STATUS_CODE | WINHTTP_QUERY_FLAG_NUMBER, WINHTTP_HEADER_NAME_BY_INDEX,
                      &status, &size, WINHTTP_NO_HEADER_INDEX);
  response.result(static_cast<unsigned>(status));
  for (const http::field field : {http::field::etag, http::field::last_modified, http::field::location,
                                  http::field::content_type, http::field::retry_after, http::field::content_encoding}) {
    if (std::optional<std::string> value = header(request, field)) response.set(field, *value);
  }
  return response;
}

// One request and its answer on the session's connections (WinHTTP keeps them open between
// requests to the same server), each blocking call given what is left of the exchange's
// deadline, as WinHTTP's timeouts are a call's. A stop closes the request's handle.
class Exchange {
 public:
  // `pieces`: a 200's body is handed to it as it arrives (HttpClient::stream), else read whole.
  // `session` goes through `proxy`, the one the environment names for `url`.
  Exchange(HINTERNET session, const std::optional<HttpUrl>& proxy, const HttpUrl& url, const HttpGetOptions& options,
           const std::stop_token& stop, const BodyPieces* pieces)
      : session_(session),
        proxy_(proxy),
        url_(url),
        options_(options),
        stop_(stop),
        pieces_(pieces),
        deadline_(Clock::now() + options.timeout) {}

  Answer run(const Validators& validators) {
    int port = 0;
    absl::SimpleAtoi(url_.port, &port);  // parse_http_url checked it
    const Handle connection(WinHttpConnect(session_, to_utf16(url_.host).c_str(), static_cast<INTERNET_PORT>(port), 0));
    if (!connection) return fault("connecting", GetLastError());
    RequestHandle request(WinHttpOpenRequest(connection.get(), L"GET", to_utf16(url_.target).c_str(), nullptr,
                                             WINHTTP_NO_REFERER, WINHTTP_DEFAULT_ACCEPT_TYPES,
                                             url_.tls ? WINHTTP_FLAG_SECURE : 0));
    if (!request.get()) return fault("opening the request", GetLastError());
    const std::stop_callback stop_now(stop_, [&request] { request.close(); });
    if (absl::Status set = configure(request.get()); !set.ok()) return set;
    const std::wstring headers = to_utf16(request_headers(options_, validators, pieces_ != nullptr));
    if (!in_time(request.get()) ||
        !WinHttpSendRequest(request.get(), headers.c_str(), static_cast<DWORD>(headers.size()), WINHTTP_NO_REQUEST_DATA,
                            0, 0, reinterpret_cast<DWORD_PTR>(&tls_flags_))) {
      return fault("sending the request", GetLastError());
    }
    if (!in_time(request.get()) || !WinHttpReceiveResponse(request.get(), nullptr)) {
      return fault("reading the answer", GetLastError());
    }
    HttpResponse response = response_of(request.get());
    if (pieces_ && response.result_int() == 200) return read_pieces(request.get());
    for (;;) {
      absl::StatusOr<DWORD> read = read_some(request.get(), response.body(), "reading the answer");
      if (!read.ok()) return read.status();
      if (*read == 0) break;
      if (response.body().size() > options_.cap) {
        return absl::OutOfRangeError(absl::StrCat(url_.shown, ": the answer is larger than the cap, not read"));
      }
    }
    return read_answer(response, options_.cap, url_.shown);
  }

 private:
  // No redirect followed by WinHTTP (follow() does it, by the house's rule), and the reason of a
  // refused certificate noted.
  absl::Status configure(HINTERNET request) {
    DWORD never = WINHTTP_OPTION_REDIRECT_POLICY_NEVER;
    if (!WinHttpSetOption(request, WINHTTP_OPTION_REDIRECT_POLICY, &never, sizeof never)) {
      return fault("opening the request", GetLastError());
    }
    WinHttpSetStatusCallback(request, on_secure_failure, WINHTTP_CALLBACK_FLAG_SECURE_FAILURE, 0);
    return absl::OkStatus();
  }

  // Gives the next call what is left of the deadline (none once a stream's body flows); false,
  // with ERROR_WINHTTP_TIMEOUT as the last error, once it has passed.
  bool in_time(HINTERNET request) const {
    int left = 0;  // WinHTTP's "no timeout"
    if (deadline_ != Clock::time_point::max()) {
      const auto ms = std::chrono::ceil<std::chrono::milliseconds>(deadline_ - Clock::now()).count();
      if (ms <= 0) {
        SetLastError(ERROR_WINHTTP_TIMEOUT);
        return false;
      }
      left = static_cast<int>(ms);
    }
    DWORD headers = static_cast<DWORD>(left);  // the wait for the answer's header, 90 s unless set
    return WinHttpSetTimeouts(request, left, left, left, left) &&
           WinHttpSetOption(request, WINHTTP_OPTION_RECEIVE_RESPONSE_TIMEOUT, &headers, sizeof headers);
  }

  // What has arrived of the body, up to kPiece bytes, at the end of `into`; 0 at the body's end.
  // A read that takes a chunk's last byte waits for the next chunk's header (wine's WinHTTP does),
  // which on a stream comes with the next news: a stream's read leaves that byte to a read of its
  // own, so that the rest is handed over at once. The byte that waits is the last of lichess's
  // line ends after a game, which the round's reader does not need to end the game.
  absl::StatusOr<DWORD> read_some(HINTERNET request, std::string& into, std::string_view stage) {
    DWORD available = 0;
    if (!in_time(request) || !WinHttpQueryDataAvailable(request, &available)) return fault(stage, GetLastError());
    if (available == 0) return 0;
    if (pieces_ && available > 1) --available;
    const std::size_t had = into.size();
    into.resize(had + std::min(available, kPiece));
    DWORD read = 0;
    const bool ok = WinHttpReadData(request, into.data() + had, static_cast<DWORD>(into.size() - had), &read);
    const DWORD code = ok ? 0 : GetLastError();
    into.resize(had + read);
    if (!ok) return fault(stage, code);
    return read;
  }

  // A stream's body, handed over as it arrives for as long as the server sends it: no deadline
  // and no cap, as only the piece read last is held. The server closing it ends it as a 200.
  Answer read_pieces(HINTERNET request) {
    deadline_ = Clock::time_point::max();
    bool more = (*pieces_)(std::string_view());
    std::string piece;
    while (more) {
      piece.clear();
      absl::StatusOr<DWORD> read = read_some(request, piece, "reading the stream");
      if (!read.ok()) return read.status();
      if (*read == 0) break;
      more = (*pieces_)(piece);
    }
    HttpAnswer answer;
    answer.status = 200;
    return answer;
  }

  absl::Status fault(std::string_view stage, DWORD code) const {
    if (stop_.stop_requested()) return absl::CancelledError(absl::StrCat(url_.shown, ": stopped"));
    if (code == ERROR_WINHTTP_TIMEOUT) {
      return absl::DeadlineExceededError(
          absl::StrCat(url_.shown, ": no whole answer within ", options_.timeout.count() / 1000, " s"));
    }
    const absl::Status fault = transport_fault(url_, proxy_ ? *proxy_ : url_, stage, code, tls_flags_);
    if (!proxy_) return fault;
    return absl::Status(fault.code(), absl::StrCat(fault.message(), " (through the proxy ", proxy_->shown, ")"));
  }

  HINTERNET session_;
  const std::optional<HttpUrl>& proxy_;
  const HttpUrl& url_;
  const HttpGetOptions& options_;
  const std::stop_token& stop_;
  const BodyPieces* pieces_;
  Clock::time_point deadline_;  // none once a stream's body flows
  DWORD tls_flags_ = 0;         // why a certificate was refused (on_secure_failure)
};

}  // namespace

// A WinHTTP session for each proxy asked through ("" for none), opened when first needed: the
// environment's proxies (http_proxy.h), as on POSIX, not the system's. A session's pool of open
// connections serves the client's next requests.
struct HttpClient::State {
  std::map<std::string, Handle> sessions;
};

HttpClient::HttpClient(HttpGetOptions options) : options_(std::move(options)), state_(std::make_unique<State>()) {}

HttpClient::~HttpClient() = default;

absl::StatusOr<HttpAnswer> HttpClient::ask(const HttpUrl& url, const Validators& validators,
                                           const std::stop_token& stop, const BodyPieces* pieces) {
  // WinHTTP verifies against Windows' store alone; trusting one more CA would mean turning its
  // verification off and doing it by hand.
  if (url.tls && options_.ca_file) {
    return absl::InvalidArgumentError(
        absl::StrCat(url.shown,
                     ": --ca-file is not supported on Windows: add the CA to Windows' trusted root "
                     "certification authorities instead"));
  }
  const std::optional<HttpUrl> proxy = proxy_for(url, options_.proxies);
  Handle& session = state_->sessions[proxy ? proxy->shown : ""];
  if (!session) {
    const std::wstring name = proxy ? to_utf16(absl::StrCat(bracketed_host(*proxy), ":", proxy->port)) : L"";
    session.reset(WinHttpOpen(to_utf16(options_.user_agent).c_str(),
                              proxy ? WINHTTP_ACCESS_TYPE_NAMED_PROXY : WINHTTP_ACCESS_TYPE_NO_PROXY,
                              proxy ? name.c_str() : WINHTTP_NO_PROXY_NAME, WINHTTP_NO_PROXY_BYPASS, 0));
    if (!session) return absl::UnavailableError(absl::StrCat(url.shown, ": WinHTTP: ", error_text(GetLastError())));
  }
  return Exchange(session.get(), proxy, url, options_, stop, pieces).run(validators);
}

}  // namespace drawbridge::net
