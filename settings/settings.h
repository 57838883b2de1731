// Every setting of a drawbridge process, as one value. Each is declared once, with its key,
// UCI option name, type, range, default and help, in setting_table.h; the command line, the
// config file, the UCI options and --help are all read from or written by that table.
#pragma once

#include <string>
#include <vector>

namespace drawbridge {

// When the engine's side claims a draw the Laws allow.
enum class ClaimMode { kNever, kAlways, kUnlessWinning };
// When the engine's side offers a draw.
enum class OfferMode { kNever, kScore };
// What drawbridge does when `go` arrives in a game that is over: report the result and let
// the engine search, or answer the GUI itself with the result and `bestmove (none)`.
enum class Adjudication { kReport, kStop };
// Which protocol the GUI speaks: decided from its first command, or forced.
enum class GuiProtocol { kAuto, kUci, kCecp };
// Whether the engine's side accepts the opponent's draw offer (CECP `draw`).
enum class AcceptMode { kNever, kAlways, kUnlessWinning };

struct Settings {
  // The relay.
  std::string config;  // the --config file; empty for none
  std::string log;     // the --log transcript; empty for none
  int quit_grace_ms = 1000;
  // The Laws.
  std::string rules = "fide-2023";  // an edition id or an edition .toml file
  std::string rules_dir;            // searched first for <id>.toml; empty for none
  std::vector<std::string> policy;  // draw::add_policy names
  // The Syzygy tables: folders as engines name them (':' between, ';' on Windows); none when empty.
  std::string syzygy;
  int syzygy_pieces = 0;  // the most pieces a probed position has; 0: the largest table's
  // The session.
  ClaimMode claim = ClaimMode::kUnlessWinning;
  int claim_margin = 50;  // centipawns
  OfferMode offer = OfferMode::kNever;
  int offer_move = 40;
  int offer_score = 10;  // centipawns
  int offer_count = 8;
  Adjudication adjudicate = Adjudication::kReport;
  std::string events;  // the --events file; empty for none
  // The GUI's protocol.
  GuiProtocol gui = GuiProtocol::kAuto;
  AcceptMode accept = AcceptMode::kNever;

  friend bool operator==(const Settings&, const Settings&) = default;
};

}  // namespace drawbridge
