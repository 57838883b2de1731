#include "watch/page/live_page.h"

#include <chrono>
#include <thread>
#include <vector>

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/steady_timer.hpp>

#include "absl/strings/str_cat.h"
#include "net/event_client.h"
#include "net/http_session.h"
#include "net/listen_socket.h"
#include "support/absl_view.h"
#include "watch/page/page_html.h"
#include "watch/page/page_state.h"

namespace drawbridge::watch {
namespace {

namespace asio = boost::asio;
using asio::ip::tcp;

// A comment on every stream this often: a page that went away is found out by the failed write,
// and nothing between the page and the server closes a quiet connection.
constexpr std::chrono::seconds kHeartbeat{15};

// Around the present state sent to a new page: forget what you show; from here on, it is news.
constexpr std::string_view kReset = R"({"type":"reset"})";
constexpr std::string_view kLive = R"({"type":"live"})";

}  // namespace

// Everything below runs on the server's thread, except publish's post and the destructor's stop.
struct LivePage::Server {
  asio::io_context io{1};
  tcp::acceptor acceptor{io};
  asio::steady_timer heartbeat{io};
  net::PageRoutes routes;
  PageState state;
  std::vector<std::shared_ptr<net::EventClient>> clients;
  std::thread thread;

  void accept() {
    acceptor.async_accept([this](boost::system::error_code error, tcp::socket socket) {
      if (error == asio::error::operation_aborted) return;
      if (!error) net::serve_connection(std::move(socket), routes);
      accept();
    });
  }

  void subscribe(std::shared_ptr<net::EventClient> client) {
    std::string snapshot = net::sse_frame(kReset);
    for (const std::string& line : state.snapshot()) snapshot += net::sse_frame(line);
    snapshot += net::sse_frame(kLive);
    client->start(std::move(snapshot));
    clients.push_back(std::move(client));
  }

  void send_to_all(const std::shared_ptr<const std::string>& frame) {
    for (const auto& client : clients) client->send(frame);
    std::erase_if(clients, [](const auto& client) { return client->closed(); });
  }

  void deliver(const WatchItem& item) {
    send_to_all(std::make_shared<const std::string>(net::sse_frame(state.take(item))));
  }

  void beat() {
    heartbeat.expires_after(kHeartbeat);
    heartbeat.async_wait([this](boost::system::error_code error) {
      if (error) return;
      send_to_all(std::make_shared<const std::string>(":\n\n"));
      beat();
    });
  }
};

absl::StatusOr<std::unique_ptr<LivePage>> LivePage::start(const net::ListenAddress& where) {
  const std::string shown = absl::StrCat(where.host, ":", where.port);
  boost::system::error_code error;
  const asio::ip::address address = asio::ip::make_address(where.host, error);
  if (error) return absl::InvalidArgumentError(absl::StrCat("--serve ", shown, ": not an IP address"));
  auto server = std::make_unique<Server>();
  const tcp::endpoint endpoint(address, where.port);
  net::listen_on(server->acceptor, endpoint, error);
  if (error) return absl::UnavailableError(absl::StrCat("--serve ", shown, ": cannot listen: ", error.message()));
  server->routes.page = page_html();
  server->routes.local_hosts_only = address.is_loopback();
  server->routes.subscribe = [raw = server.get()](std::shared_ptr<net::EventClient> client) {
    raw->subscribe(std::move(client));
  };
  const tcp::endpoint bound = server->acceptor.local_endpoint();
  const std::string host =
      bound.address().is_v6() ? absl::StrCat("[", bound.address().to_string(), "]") : bound.address().to_string();
  std::unique_ptr<LivePage> page(new LivePage(std::move(server)));
  page->url_ = absl::StrCat("http://", host, ":", bound.port(), "/");
  return page;
}

LivePage::LivePage(std::unique_ptr<Server> server) : server_(std::move(server)) {
  server_->accept();
  server_->beat();
  server_->thread = std::thread([raw = server_.get()] { raw->io.run(); });
}

LivePage::~LivePage() {
  server_->io.stop();
  server_->thread.join();
}

void LivePage::publish(const WatchItem& item) {
  asio::post(server_->io, [raw = server_.get(), item] { raw->deliver(item); });
}

}  // namespace drawbridge::watch
