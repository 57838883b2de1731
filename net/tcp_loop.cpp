#include "net/tcp_loop.h"

#include <optional>
#include <thread>

#include <boost/asio/connect.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/steady_timer.hpp>

#include "absl/strings/str_cat.h"
#include "net/listen_socket.h"
#include "net/tcp_connection_impl.h"

namespace drawbridge::net {
namespace {

using boost::asio::ip::tcp;

// How often a peer that does not listen yet is tried again.
constexpr std::chrono::milliseconds kRetry{100};

std::string endpoint_text(const tcp::endpoint& endpoint) {
  return TcpAddress{endpoint.address().to_string(), endpoint.port()}.text();
}

}  // namespace

class TcpLoop::Impl {
 public:
  boost::asio::io_context io;
  std::optional<tcp::acceptor> acceptor;
  boost::asio::steady_timer timer{io};
};

TcpLoop::TcpLoop() : impl_(std::make_unique<Impl>()) {}
TcpLoop::~TcpLoop() = default;

absl::StatusOr<TcpAddress> TcpLoop::listen(const TcpAddress& address) {
  boost::system::error_code error;
  const boost::asio::ip::address ip = boost::asio::ip::make_address(address.host, error);
  if (error) {
    return absl::InvalidArgumentError(
        absl::StrCat("cannot listen on ", address.text(), ": '", address.host, "' is not a numeric address"));
  }
  tcp::acceptor acceptor(impl_->io);
  const tcp::endpoint endpoint(ip, address.port);
  listen_on(acceptor, endpoint, error);
  if (error) return absl::UnavailableError(absl::StrCat("cannot listen on ", address.text(), ": ", error.message()));
  const tcp::endpoint bound = acceptor.local_endpoint(error);
  impl_->acceptor.emplace(std::move(acceptor));
  return TcpAddress{bound.address().to_string(), bound.port()};
}

absl::StatusOr<std::unique_ptr<TcpConnection>> TcpLoop::accept(RecordFormat format) {
  if (!impl_->acceptor) return absl::FailedPreconditionError("no port is listened on");
  tcp::socket socket(impl_->io);
  tcp::endpoint peer;
  boost::system::error_code error;
  if (impl_->acceptor->accept(socket, peer, error)) {
    return absl::UnavailableError(absl::StrCat("cannot accept a connection: ", error.message()));
  }
  return std::make_unique<TcpConnection>(
      std::make_unique<TcpConnection::Impl>(std::move(socket), format, endpoint_text(peer)));
}

absl::StatusOr<std::unique_ptr<TcpConnection>> TcpLoop::connect(const TcpAddress& address,
                                                                std::chrono::milliseconds wait, RecordFormat format) {
  tcp::resolver resolver(impl_->io);
  boost::system::error_code error;
  const tcp::resolver::results_type endpoints = resolver.resolve(address.host, std::to_string(address.port), error);
  if (error) return absl::UnavailableError(absl::StrCat("cannot connect to ", address.text(), ": ", error.message()));
  const auto deadline = std::chrono::steady_clock::now() + wait;
  for (;;) {
    tcp::socket socket(impl_->io);
    boost::asio::connect(socket, endpoints, error);
    if (!error) {
      return std::make_unique<TcpConnection>(
          std::make_unique<TcpConnection::Impl>(std::move(socket), format, address.text()));
    }
    if (std::chrono::steady_clock::now() + kRetry > deadline) break;
    std::this_thread::sleep_for(kRetry);  // the peer may not listen yet
  }
  return absl::UnavailableError(
      absl::StrCat("cannot connect to ", address.text(), " within ", wait.count(), " ms: ", error.message()));
}

void TcpLoop::start_timer(std::chrono::milliseconds delay, std::function<void()> then) {
  impl_->timer.expires_after(delay);
  impl_->timer.async_wait([then = std::move(then)](const boost::system::error_code& error) {
    if (!error) then();
  });
}

void TcpLoop::cancel_timer() { impl_->timer.cancel(); }

void TcpLoop::run() {
  impl_->acceptor.reset();  // no one else is let in once the loop runs
  impl_->io.run();
}

}  // namespace drawbridge::net
