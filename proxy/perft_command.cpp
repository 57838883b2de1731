// TEMPORARY placeholder, replaced by the perft subcommand's owner.
#include <cstdio>
#include "proxy/commands.h"
namespace drawbridge {
int run_perft_command(int, char**) { std::fputs("not yet\n", stderr); return 2; }
}  // namespace drawbridge
