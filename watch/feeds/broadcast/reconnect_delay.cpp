#include "watch/feeds/broadcast/reconnect_delay.h"

#include <algorithm>

namespace drawbridge::watch {

std::chrono::milliseconds reconnect_delay(int attempt, double jitter, const Backoff& backoff) {
  std::chrono::milliseconds wait = backoff.first;
  for (int i = 0; i < attempt && wait < backoff.cap; ++i) wait *= 2;
  wait = std::min(wait, backoff.cap);
  const double scale = 1.0 - 0.5 * std::clamp(jitter, 0.0, 1.0);
  return std::chrono::milliseconds(static_cast<long long>(static_cast<double>(wait.count()) * scale));
}

std::chrono::milliseconds too_many_requests_wait(std::optional<std::chrono::seconds> retry_after,
                                                 std::chrono::seconds minimum) {
  return std::max<std::chrono::milliseconds>(retry_after.value_or(minimum), minimum);
}

}  // namespace drawbridge::watch
