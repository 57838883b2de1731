// The watch's web page server: the page, the snapshot and the live stream of /events, the
// refusals, the default local binding, and a page that stops reading.
#include "watch/page/live_page.h"

#include <doctest/doctest.h>

#include <chrono>
#include <memory>
#include <optional>
#include <string>

#include <boost/asio/ip/udp.hpp>

#include "net/event_client.h"
#include "tests/unit/scan/count_of.h"
#include "tests/unit/watch/page_client.h"

namespace drawbridge::watch {
namespace {

constexpr std::string_view kStart = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
constexpr std::string_view kAfterE4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";

GameTags players() {
  GameTags tags;
  tags.values[5] = "A";  // White
  tags.values[6] = "B";  // Black
  return tags;
}

BoardItem board_item(std::string_view key, std::string_view fen, std::optional<std::string> last_move, int ply) {
  BoardItem item{std::string(key), players(), {}};
  item.board.fen = fen;
  item.board.last_move = std::move(last_move);
  item.board.ply = ply;
  item.board.white_clock = std::chrono::minutes(90);
  item.board.result = "*";
  return item;
}

AlertItem alert_item(std::string_view key, draw::Rule rule, std::string_view detail = "") {
  AlertItem item;
  item.key = key;
  item.tags.emplace();
  item.time = std::chrono::sys_days(std::chrono::year(2026) / 12 / 2);
  item.event.kind = draw::EventKind::kClaim;
  item.event.rule = rule;
  item.event.article = "9.2.1.2";
  item.event.ply = 1;
  item.event.detail = detail;
  return item;
}

std::unique_ptr<LivePage> start_page() {
  absl::StatusOr<std::unique_ptr<LivePage>> page = LivePage::start(net::ListenAddress{"127.0.0.1", 0});
  REQUIRE(page.ok());
  return std::move(*page);
}

TEST_CASE("the listen address: a port, an address and a port, and refusals") {
  CHECK(net::parse_listen_address("8080")->host == "127.0.0.1");
  CHECK(net::parse_listen_address("8080")->port == 8080);
  CHECK(net::parse_listen_address("0.0.0.0:80")->host == "0.0.0.0");
  CHECK(net::parse_listen_address("[::1]:0")->host == "::1");
  for (const char* bad : {"", "http", "65536", "1.2.3.4:", ":80", "::1:80", "80x"}) {
    CHECK_MESSAGE(!net::parse_listen_address(bad).ok(), bad);
  }
  CHECK(!LivePage::start(net::ListenAddress{"localhost", 0}).ok());  // names are not resolved
}

TEST_CASE("the page binds 127.0.0.1 by default and serves itself on GET /") {
  const std::unique_ptr<LivePage> page = start_page();
  CHECK(page->url().starts_with("http://127.0.0.1:"));
  const std::string response = PageClient(port_of(page->url())).request("GET", "/");
  CHECK(response.starts_with("HTTP/1.1 200 OK\r\n"));
  CHECK(response.find("Content-Type: text/html; charset=utf-8") != std::string::npos);
  CHECK(response.find("new EventSource(\"/events\")") != std::string::npos);
  CHECK(response.find("http://") == std::string::npos);  // nothing loaded from elsewhere
  // From this machine's address on a network, if it has one, the page is not there.
  boost::asio::io_context io;
  boost::asio::ip::udp::socket probe(io);
  boost::system::error_code error;
  probe.open(boost::asio::ip::udp::v4(), error);
  if (!error) probe.connect({boost::asio::ip::make_address("192.0.2.1"), 9}, error);  // sends nothing
  if (error || probe.local_endpoint().address().is_loopback()) return;
  boost::asio::ip::tcp::socket outside(io);
  outside.connect({probe.local_endpoint().address(), port_of(page->url())}, error);
  CHECK(error == boost::asio::error::connection_refused);
}

TEST_CASE("the page refuses other paths, other methods and other hosts") {
  const std::unique_ptr<LivePage> page = start_page();
  const std::uint16_t port = port_of(page->url());
  CHECK(PageClient(port).request("GET", "/index.html").starts_with("HTTP/1.1 404 "));
  CHECK(PageClient(port).request("GET", "/../etc/passwd").starts_with("HTTP/1.1 404 "));
  CHECK(PageClient(port).request("POST", "/").starts_with("HTTP/1.1 405 "));
  CHECK(PageClient(port).request("DELETE", "/events").starts_with("HTTP/1.1 405 "));
  CHECK(PageClient(port).request("GET", "/", "attacker.example:80").starts_with("HTTP/1.1 403 "));
  CHECK(PageClient(port).request("GET", "/", "localhost:8080").starts_with("HTTP/1.1 200 "));
  CHECK(PageClient(port).request("GET", "/", "[::1]").starts_with("HTTP/1.1 200 "));
  PageClient garbage(port);
  garbage.send("NOT HTTP AT ALL\r\n\r\n");
  garbage.read_until("\x01never\x01");
  CHECK(garbage.ended());
}

TEST_CASE("a page opened late gets the last board of each game and every alert, then the news") {
  const std::unique_ptr<LivePage> page = start_page();
  page->publish(board_item("g1", kStart, std::nullopt, 0));
  page->publish(board_item("g2", kStart, std::nullopt, 0));
  page->publish(board_item("g1", kAfterE4, "e4", 1));
  page->publish(alert_item("g1", draw::Rule::kThreefoldRepetition));
  PageClient client(port_of(page->url()));
  client.send("GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
  const std::string snapshot = client.read_until(R"(data: {"type":"live"})");
  REQUIRE(snapshot.find(R"(data: {"type":"live"})") != std::string::npos);
  CHECK(snapshot.starts_with("HTTP/1.1 200 OK\r\n"));
  CHECK(snapshot.find("Content-Type: text/event-stream") != std::string::npos);
  const size_t reset = snapshot.find(R"(data: {"type":"reset"})");
  const size_t g1 = snapshot.find(R"("key":"g1")");
  const size_t g2 = snapshot.find(R"("key":"g2")");
  const size_t alert = snapshot.find(R"("type":"alert")");
  CHECK(reset < g1);
  CHECK(g1 < g2);  // the order in which the games were first seen
  CHECK(g2 < alert);
  CHECK(scan::count_of(snapshot, R"("key":"g1")") == 2);  // its last board and its alert
  CHECK(snapshot.find(R"("last_move":"e4")") != std::string::npos);
  CHECK(snapshot.find("<svg class=\\\"board\\\"") != std::string::npos);
  // e4 followed the start position of the same game: its squares are marked.
  CHECK(snapshot.find(R"(class=\"last-from\" data-square=\"e2\")") != std::string::npos);

  page->publish(alert_item("g2", draw::Rule::kFiftyMove, "news"));
  CHECK(client.read_until(R"("detail":"news")").find(R"("rule":"fifty-move")") != std::string::npos);
}

TEST_CASE("a draughts board is drawn as one, its last move marked when it follows the board before") {
  const std::unique_ptr<LivePage> page = start_page();
  BoardItem board{"d1", GameTags{}, {}};
  board.board.fen =
      "W:W31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,9,10,11,12,13,"
      "14,15,16,17,18,19,20";
  board.board.draughts = draughts::Game::kInternational;
  page->publish(board);
  board.board.fen =
      "B:W28,31,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,9,10,11,12,13,"
      "14,15,16,17,18,19,20";
  board.board.last_move = "32-28";
  board.board.ply = 1;
  page->publish(board);
  PageClient client(port_of(page->url()));
  client.send("GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
  const std::string snapshot = client.read_until(R"(data: {"type":"live"})");
  CHECK(snapshot.find(R"(<svg class=\"board draughts\")") != std::string::npos);
  CHECK(snapshot.find(R"(class=\"last-from\" data-square=\"32\")") != std::string::npos);
}

TEST_CASE("a page that stops reading is dropped, and publish never waits for it") {
  const std::unique_ptr<LivePage> page = start_page();
  const std::uint16_t port = port_of(page->url());
  PageClient stuck(port);
  stuck.send("GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
  stuck.read_until(R"(data: {"type":"live"})");
  // Four times the client's bound, more than the sockets' buffers hold.
  const std::string padding(16 * 1024, 'x');
  const int lines = 4 * int(net::EventClient::kMaxQueuedBytes / padding.size());
  const auto before = std::chrono::steady_clock::now();
  for (int i = 0; i < lines; ++i) page->publish(alert_item("g", draw::Rule::kFiftyMove, padding));
  CHECK(std::chrono::steady_clock::now() - before < std::chrono::seconds(5));
  // The server closed it: what was in flight arrives, then the end.
  stuck.read_until("\x01never\x01");
  CHECK(stuck.ended());
  CHECK(stuck.read_until("").size() < lines * padding.size());
  // A new page still gets everything.
  PageClient fresh(port);
  fresh.send("GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
  CHECK(fresh.read_until(R"(data: {"type":"live"})").find(R"(data: {"type":"live"})") != std::string::npos);
}

}  // namespace
}  // namespace drawbridge::watch
