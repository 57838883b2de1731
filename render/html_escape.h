// Text from PGN files (tags, comments, file names) made safe to put in HTML text and attributes.
#pragma once

#include <string>
#include <string_view>

namespace drawbridge::render {

// Escapes & < > " ' so the result is inert both as element text and as a quoted attribute value.
// Control characters other than tab and newline become U+FFFD: PGN files carry stray bytes, and a
// NUL or form feed has nothing to say on a page.
void append_html_escaped(std::string& out, std::string_view text);
std::string html_escape(std::string_view text);

}  // namespace drawbridge::render
