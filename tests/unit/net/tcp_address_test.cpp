// TCP addresses as a user writes them.
#include <doctest/doctest.h>

#include "net/tcp_address.h"

namespace drawbridge::net {
namespace {

TEST_CASE("TCP addresses: HOST:PORT, [IPv6]:PORT, PORT alone on the loopback") {
  CHECK(*parse_tcp_address("10.0.0.2:27531") == TcpAddress{"10.0.0.2", 27531});
  CHECK(*parse_tcp_address("27532") == TcpAddress{"127.0.0.1", 27532});
  CHECK(*parse_tcp_address("[::1]:0") == TcpAddress{"::1", 0});
  CHECK(parse_tcp_address("[::1]:0")->text() == "[::1]:0");
  CHECK(parse_tcp_address("localhost:27531")->text() == "localhost:27531");
  CHECK_FALSE(parse_tcp_address("host:").ok());
  CHECK_FALSE(parse_tcp_address("host:65536").ok());
  CHECK_FALSE(parse_tcp_address("::1:80").ok());
  CHECK_FALSE(parse_tcp_address(":80").ok());
}

}  // namespace
}  // namespace drawbridge::net
