// TEMPORARY placeholder, replaced by the adjudicate subcommand's owner.
#include <cstdio>
#include "proxy/commands.h"
namespace drawbridge {
int run_adjudicate_command(int, char**) { std::fputs("not yet\n", stderr); return 2; }
}  // namespace drawbridge
