// A DXP match with drawbridge in the middle: it listens for the initiator, connects to the
// follower (trying again for a bounded wait while nothing listens there), then hands every
// NUL-ended message of either connection to the referee and sends what the referee says, until
// either engine closes its connection.
#pragma once

#include <chrono>
#include <cstdio>
#include <functional>

#include "absl/status/status.h"
#include "net/tcp_address.h"
#include "proxy/dxp/dxp_referee.h"

namespace drawbridge::dxp {

struct MatchSettings {
  net::TcpAddress listen;
  net::TcpAddress follower;
  std::chrono::milliseconds connect_wait{10'000};
  // How long the engines have to answer the referee's GAMEEND before the match goes on.
  std::chrono::milliseconds acknowledgement_wait{60'000};
  std::FILE* progress = nullptr;  // where the addresses listened on and connected to are said
};

// An error names the address that could not be listened on or connected to.
absl::Status run_match(Referee& referee, const MatchSettings& settings);

}  // namespace drawbridge::dxp
