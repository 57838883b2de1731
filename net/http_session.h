// One connection to a local page: Beast reads each request; GET / answers with the page, GET
// /events hands the connection over to an EventClient; any other path is 404, any other method 405.
#pragma once

#include <functional>
#include <memory>
#include <string_view>

#include <boost/asio/ip/tcp.hpp>

#include "net/event_client.h"

namespace drawbridge::net {

struct PageRoutes {
  std::string_view page;  // the HTML of GET /, self-contained: it loads nothing and talks only to /events
  // Refuse (403) a request whose Host names anything but this machine: a page bound to
  // 127.0.0.1 must not be readable by another site through DNS rebinding.
  bool local_hosts_only = true;
  // Takes a new /events stream; called on the server thread.
  std::function<void(std::shared_ptr<EventClient>)> subscribe;
};

// Serves the connection until the client closes it or asks for /events; `routes` outlives it.
void serve_connection(boost::asio::ip::tcp::socket socket, const PageRoutes& routes);

}  // namespace drawbridge::net
