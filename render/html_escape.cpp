#include "render/html_escape.h"

#include "support/appended.h"

namespace drawbridge::render {

void append_html_escaped(std::string& out, std::string_view text) {
  for (const char c : text) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&#39;"; break;
      case '\t':
      case '\n': out += c; break;
      default:
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) {
          out += "\xEF\xBF\xBD";  // U+FFFD
        } else {
          out += c;
        }
    }
  }
}

std::string html_escape(std::string_view text) {
  return appended(text.size(), [text](std::string& out) { append_html_escaped(out, text); });
}

}  // namespace drawbridge::render
