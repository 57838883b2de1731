// A TCP port listened on: the acceptor opened, bound and listening. Whether a port whose last
// connections still wait out TIME_WAIT may be bound again at once is a platform's own option
// (listen_socket_posix.cpp, listen_socket_win.cpp).
#pragma once

#include <boost/asio/ip/tcp.hpp>
#include <boost/system/error_code.hpp>

namespace drawbridge::net {

// Opens `acceptor` on `endpoint` and listens there; the first failure is left in `error`.
void listen_on(boost::asio::ip::tcp::acceptor& acceptor, const boost::asio::ip::tcp::endpoint& endpoint,
               boost::system::error_code& error);

}  // namespace drawbridge::net
