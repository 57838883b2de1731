// How long a feed waits before it asks a server again after a fault: a stream that dropped or
// failed is reconnected after a capped exponential backoff with jitter (so that watches dropped
// together do not all come back at once); a server that answered 429 is asked again only after
// its Retry-After and at least a minimum (lichess's rule: a full minute).
#pragma once

#include <chrono>
#include <optional>

namespace drawbridge::watch {

struct Backoff {
  std::chrono::milliseconds first{1000};  // after the first fault
  std::chrono::milliseconds cap{60000};   // the longest wait
};

// The wait before attempt `attempt` (0 after the first fault): first·2^attempt, at most the cap,
// then scaled down by `jitter` (in [0, 1)) to between half of it and all of it.
std::chrono::milliseconds reconnect_delay(int attempt, double jitter, const Backoff& backoff);

// The wait a 429 asks for: its Retry-After, and never less than `minimum`.
std::chrono::milliseconds too_many_requests_wait(std::optional<std::chrono::seconds> retry_after,
                                                 std::chrono::seconds minimum);

}  // namespace drawbridge::watch
