#include "net/listen_socket.h"

namespace drawbridge::net {

void listen_on(boost::asio::ip::tcp::acceptor& acceptor, const boost::asio::ip::tcp::endpoint& endpoint,
               boost::system::error_code& error) {
  using boost::asio::ip::tcp;
  acceptor.open(endpoint.protocol(), error);
  // A program started again at once finds its port free, whatever its last connections wait for.
  if (!error) acceptor.set_option(tcp::acceptor::reuse_address(true), error);
  if (!error) acceptor.bind(endpoint, error);
  if (!error) acceptor.listen(tcp::socket::max_listen_connections, error);
}

}  // namespace drawbridge::net
