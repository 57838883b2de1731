// TEMPORARY placeholder, replaced by the relay's owner.
#include <cstdio>
#include "proxy/commands.h"
namespace drawbridge {
int run_relay(int, char**) { std::fputs("not yet\n", stderr); return 2; }
}  // namespace drawbridge
