// PGN files are UTF-8 as the standard now says, or Latin-1 as older archives are: output that
// must be UTF-8 (the JSON lines, the HTML page) takes valid UTF-8 as it is and reads any other
// byte as Latin-1, so that "J\xe4ger" becomes "Jäger" rather than invalid JSON.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace drawbridge::pgn {

void append_as_utf8(std::string_view text, std::string& out);

// The bytes of `text` from `from` on made UTF-8 as append_as_utf8 makes them, in place: text
// just written there (a JSON line) needs no copy of its own when it is ASCII, as it almost
// always is.
void make_utf8_from(std::size_t from, std::string& text);

std::string as_utf8(std::string_view text);

// Whether `text` is all ASCII, which every form takes as it is (eight bytes at a time).
bool is_ascii(std::string_view text);

}  // namespace drawbridge::pgn
