// drawbridge adjudicate [--rules EDITION|FILE] [--rules-dir DIR] [--policy P,...]
// Reads games from stdin, one per line, and writes one JSON line per game to stdout.
#include <cstdio>
#include <iostream>
#include <string>

#include <boost/json/serialize.hpp>

#include "absl/flags/parse.h"
#include "app/adjudicate_game.h"
#include "app/adjudicate_input.h"
#include "app/commands.h"
#include "app/edition_locator.h"

namespace drawbridge {

int run_adjudicate_command(int argc, char** argv) {
  absl::ParseCommandLine(argc, argv);
  absl::StatusOr<draw::Edition> edition = edition_from_flags();
  absl::StatusOr<draw::Policy> policy = policy_from_flags();
  for (const absl::Status& status : {edition.status(), policy.status()}) {
    if (!status.ok()) {
      std::fprintf(stderr, "drawbridge adjudicate: %s\n", std::string(status.message()).c_str());
      return 2;
    }
  }
  std::ios::sync_with_stdio(false);
  std::string line;
  std::string out;
  for (int number = 1; std::getline(std::cin, line); ++number) {
    if (!is_game_line(line)) continue;
    out = boost::json::serialize(adjudicate_game(line, number, *edition, *policy));
    out += '\n';
    std::fwrite(out.data(), 1, out.size(), stdout);
  }
  return std::fflush(stdout) == 0 ? 0 : 1;
}

}  // namespace drawbridge
