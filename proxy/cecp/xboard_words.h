// What xboard reads into an engine's line before anything else: a line containing "draw" is a
// draw claim, "offer" with "draw" an offer, a line starting "White"/"Black" or holding a
// result ("1-0", "0-1", "1/2-1/2") a result claim, "resign" a resignation. Whatever drawbridge
// writes to the GUI, except the claims and offers it means, must contain none of them.
#pragma once

#include <string>
#include <string_view>

namespace drawbridge::cecp {

// Whether xboard could read `line` as a claim, an offer or a resignation (checked
// case-insensitively, so more strictly than xboard).
bool reads_as_claim(std::string_view line);

// `text` with each such word broken ("dr_w", "res_gn", "1_0", "0_1", "1/2_1/2"); a word inside
// a line that starts otherwise (an option's name in a `feature` line).
std::string break_claim_words(std::string_view text);

// A whole line made safe: its words broken, and "> " before a leading White/Black. For the
// `#` lines that carry drawbridge's events and the engine's prose to the GUI's debug log.
std::string defang(std::string_view text);

}  // namespace drawbridge::cecp
