#include "net/listen_socket.h"

namespace drawbridge::net {

void listen_on(boost::asio::ip::tcp::acceptor& acceptor, const boost::asio::ip::tcp::endpoint& endpoint,
               boost::system::error_code& error) {
  using boost::asio::ip::tcp;
  // No SO_REUSEADDR: on Windows it would let another program bind the port while it is in use.
  acceptor.open(endpoint.protocol(), error);
  if (!error) acceptor.bind(endpoint, error);
  if (!error) acceptor.listen(tcp::socket::max_listen_connections, error);
}

}  // namespace drawbridge::net
