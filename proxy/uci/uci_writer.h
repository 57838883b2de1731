// The UCI lines drawbridge itself writes to the engine, from the same typed commands the GUI's
// lines are read into (uci_command.h). Each call appends one whole line, '\n' included.
#pragma once

#include <string>

#include "proxy/uci/uci_command.h"

namespace drawbridge::uci {

// `line` and its '\n'.
void append_line(std::string& out, std::string_view line);
void write(std::string& out, const Uci&);
void write(std::string& out, const UciNewGame&);
// `setoption name NAME`, then ` value` and the value when there is one (even an empty one).
void write(std::string& out, const SetOption& option);
// `position startpos|fen FEN`, then ` moves` and the moves when there are any; `stray` is not written.
void write(std::string& out, const Position& position);
// `go`, then ponder, the limits (movetime, wtime, btime, winc, binc, movestogo, depth, nodes,
// mate), infinite and searchmoves, each when set.
void write(std::string& out, const Go& go);
void write(std::string& out, const Stop&);
void write(std::string& out, const PonderHit&);

}  // namespace drawbridge::uci
