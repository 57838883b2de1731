#include "proxy/dxp/dxp_match.h"

#include <array>
#include <memory>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "net/tcp_loop.h"

namespace drawbridge::dxp {
namespace {

// DXP ends each message with a NUL; a message that runs 10 MB without one is dropped.
constexpr net::RecordFormat kDxpMessages{.delimiter = '\0', .most_bytes = 10 * 1024 * 1024};

void progress(std::FILE* out, const std::string& text) {
  if (out == nullptr) return;
  std::fprintf(out, "drawbridge dxp: %s\n", text.c_str());
  std::fflush(out);
}

class Match {
 public:
  Match(Referee& referee, net::TcpLoop& loop, std::chrono::milliseconds acknowledgement_wait)
      : referee_(referee), loop_(loop), acknowledgement_wait_(acknowledgement_wait) {}

  void start(std::unique_ptr<net::TcpConnection> initiator, std::unique_ptr<net::TcpConnection> follower) {
    connections_ = {std::move(initiator), std::move(follower)};
    for (Reader& reader : readers_) connections_[reader.index()]->start_reading(reader);
  }

 private:
  // One engine's messages to the referee.
  class Reader final : public net::RecordHandler {
   public:
    Reader(Match& match, Peer peer) : match_(match), peer_(peer) {}
    std::size_t index() const { return peer_ == Peer::kInitiator ? 0 : 1; }
    void on_record(std::string_view record) override { match_.send(match_.referee_.on_message(peer_, record)); }
    void on_oversized(std::string_view start, std::size_t bytes) override {
      match_.send(match_.referee_.on_oversized(peer_, start, bytes));
    }
    void on_closed(std::string_view unfinished, std::string_view) override {
      match_.send(match_.referee_.on_closed(peer_, unfinished));
      match_.close_all();
    }

   private:
    Match& match_;
    Peer peer_;
  };

  void send(const std::vector<Outgoing>& out) {
    for (const Outgoing& message : out) {
      std::string bytes = message.text;
      bytes.push_back('\0');
      connections_[message.to == Peer::kInitiator ? 0 : 1]->send(bytes);
    }
    if (!referee_.awaits_acknowledgement()) {
      loop_.cancel_timer();
      timing_ = false;
    } else if (!timing_) {
      timing_ = true;
      loop_.start_timer(acknowledgement_wait_, [this] {
        timing_ = false;
        send(referee_.on_acknowledgement_timeout());
      });
    }
  }

  void close_all() {
    loop_.cancel_timer();
    for (const auto& connection : connections_) connection->close();
  }

  Referee& referee_;
  net::TcpLoop& loop_;
  std::chrono::milliseconds acknowledgement_wait_;
  std::array<Reader, 2> readers_{Reader(*this, Peer::kInitiator), Reader(*this, Peer::kFollower)};
  std::array<std::unique_ptr<net::TcpConnection>, 2> connections_;
  bool timing_ = false;
};

}  // namespace

absl::Status run_match(Referee& referee, const MatchSettings& settings) {
  net::TcpLoop loop;
  const absl::StatusOr<net::TcpAddress> listening = loop.listen(settings.listen);
  if (!listening.ok()) return listening.status();
  absl::StatusOr<std::unique_ptr<net::TcpConnection>> follower =
      loop.connect(settings.follower, settings.connect_wait, kDxpMessages);
  if (!follower.ok()) return absl::UnavailableError(absl::StrCat("the follower: ", follower.status().message()));
  progress(settings.progress, absl::StrCat("connected to the follower at ", settings.follower.text()));
  progress(settings.progress, absl::StrCat("listening for the initiator on ", listening->text()));
  absl::StatusOr<std::unique_ptr<net::TcpConnection>> initiator = loop.accept(kDxpMessages);
  if (!initiator.ok()) return initiator.status();
  progress(settings.progress, absl::StrCat("the initiator connected from ", (*initiator)->peer()));
  Match match(referee, loop, settings.acknowledgement_wait);
  match.start(*std::move(initiator), *std::move(follower));
  loop.run();
  return absl::OkStatus();
}

}  // namespace drawbridge::dxp
