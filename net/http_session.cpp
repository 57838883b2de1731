#include "net/http_session.h"

#include <chrono>
#include <string_view>

#include <boost/asio/ip/address.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/http/empty_body.hpp>
#include <boost/beast/http/read.hpp>
#include <boost/beast/http/string_body.hpp>
#include <boost/beast/http/write.hpp>

namespace drawbridge::net {
namespace {

namespace beast = boost::beast;
namespace http = beast::http;

// An idle keep-alive connection, or a request that trickles in, is closed after this time.
constexpr std::chrono::seconds kReadTimeout{60};

// The host part of a Host header ("localhost:8080", "[::1]:8080", "127.0.0.1").
std::string_view host_of(std::string_view host_header) {
  if (host_header.starts_with('[')) return host_header.substr(1, host_header.find(']') - 1);
  return host_header.substr(0, host_header.find(':'));
}

bool names_this_machine(std::string_view host_header) {
  const std::string_view host = host_of(host_header);
  if (host == "localhost" || host.ends_with(".localhost")) return true;
  boost::system::error_code error;
  const boost::asio::ip::address address = boost::asio::ip::make_address(host, error);
  return !error && address.is_loopback();
}

class HttpSession : public std::enable_shared_from_this<HttpSession> {
 public:
  HttpSession(boost::asio::ip::tcp::socket socket, const PageRoutes& routes)
      : stream_(std::move(socket)), routes_(routes) {}

  void read_request() {
    request_ = {};
    stream_.expires_after(kReadTimeout);
    http::async_read(stream_, buffer_, request_, [self = shared_from_this()](beast::error_code error, size_t) {
      if (!error) self->answer();
    });
  }

 private:
  void answer() {
    const std::string_view target = request_.target();
    const std::string_view path = target.substr(0, target.find('?'));
    if (routes_.local_hosts_only && request_.count(http::field::host) != 0 &&
        !names_this_machine(request_[http::field::host])) {
      return reply(http::status::forbidden, "text/plain", "This page answers only to this machine's names.\n");
    }
    if (path != "/" && path != "/events") return reply(http::status::not_found, "text/plain", "Not found.\n");
    if (request_.method() != http::verb::get) {
      return reply(http::status::method_not_allowed, "text/plain", "Only GET is served.\n");
    }
    if (path == "/") return reply(http::status::ok, "text/html; charset=utf-8", routes_.page);
    stream_.expires_never();
    routes_.subscribe(std::make_shared<EventClient>(std::move(stream_)));
  }

  void reply(http::status status, std::string_view type, std::string_view body) {
    auto response = std::make_shared<http::response<http::string_body>>(status, request_.version());
    response->set(http::field::content_type, type);
    response->set(http::field::cache_control, "no-store");
    response->set("X-Content-Type-Options", "nosniff");
    // The page is self-contained: it loads nothing and talks only to its own /events.
    response->set("Content-Security-Policy",
                  "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; "
                  "connect-src 'self'; img-src data:");
    if (status == http::status::method_not_allowed) response->set(http::field::allow, "GET");
    response->body() = std::string(body);
    response->keep_alive(request_.keep_alive() && status != http::status::forbidden);
    response->prepare_payload();
    http::async_write(stream_, *response, [self = shared_from_this(), response](beast::error_code error, size_t) {
      if (error || !response->keep_alive()) {
        beast::error_code ignored;
        self->stream_.socket().shutdown(boost::asio::ip::tcp::socket::shutdown_send, ignored);
        return;
      }
      self->read_request();
    });
  }

  beast::tcp_stream stream_;
  const PageRoutes& routes_;
  beast::flat_buffer buffer_;
  http::request<http::string_body> request_;
};

}  // namespace

void serve_connection(boost::asio::ip::tcp::socket socket, const PageRoutes& routes) {
  std::make_shared<HttpSession>(std::move(socket), routes)->read_request();
}

}  // namespace drawbridge::net
