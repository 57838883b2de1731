// How drawbridge says an event of the session to an xboard GUI, which acts on what it hears:
// a result line (`1/2-1/2 {...}`) is a claim that xboard checks by its own rules (threefold
// on the board, 100 reversible plies, stalemate, bare material) and forfeits when it does
// not see it; `offer draw` before the engine's move is a claim when the position after the
// move is one of those, and an offer to the opponent otherwise. So:
//   - a claim on the board (9.2.1.2, 9.3.2) or an arbiter's threefold/fifty-move draw:
//     the result line, right after the engine's move (never before it: that forfeits);
//   - a claim with the move about to be played (9.2.1.1, 9.3.1): `offer draw` before the
//     move, and the result line right after it, where the repetition or the fifty moves are
//     on the board (WinBoard engines such as Crafty claim so; a GUI that takes the offer as
//     an offer still sees the claim);
//   - a draw offer, and a draw xboard does not know (fivefold, 75 moves, dead position):
//     `offer draw` before the move;
//   - checkmate, stalemate and time: the GUI sees them itself; nothing;
//   - what the Syzygy tables decide before a law does (rule=tablebase): a `#` comment line,
//     debug mode or not, never a claim, which xboard would test by its rules and refute.
#pragma once

#include <string>

#include "rules/laws/event.h"

namespace drawbridge::cecp {

struct Speech {
  bool offer_before_move = false;
  bool claim_after_move = false;
  friend bool operator==(const Speech&, const Speech&) = default;
};

Speech speech_for(const draw::Event& event);

// Whether xboard sees a draw the Laws have made by its own rules on the board as it stands:
// fivefold and 75 moves include its threefold and fifty moves, so claiming them is safe even
// with no move (`--adjudicate stop`). A dead position is not: xboard knows only bare kings
// and single minor pieces.
bool gui_sees_on_board(const draw::Event& result);

// Whether the event is said as a comment even without xboard's debug mode (the tables' verdict).
bool said_as_comment(const draw::Event& event);

// "1/2-1/2 {drawbridge: threefold repetition, article 9.2.1.2}".
std::string claim_line(const draw::Event& event);

// The event for the GUI's debug log: "# " and the injected line's words, defanged
// ("# dr_wbridge event=claim rule=threefold-repetition ...").
std::string debug_line(const draw::Event& event);

}  // namespace drawbridge::cecp
