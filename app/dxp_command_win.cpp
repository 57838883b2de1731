// drawbridge dxp in the Windows build: not built there yet (doc/draughts.md, "DXP on Windows").
#include <cstdio>

#include "app/subcommand_table.h"

namespace drawbridge {

int run_dxp_command(std::span<char* const>) {
  std::fputs(
      "drawbridge dxp: not in this Windows build: the DXP referee (TCP, Boost.Asio) has not been built with MinGW "
      "nor run under Wine yet; use the Linux build (doc/draughts.md)\n",
      stderr);
  return 2;
}

}  // namespace drawbridge
