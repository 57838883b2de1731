// PGN text is hostile until escaped: tags, sentences and file names go through html_escape.
#include "render/html_escape.h"

#include <doctest/doctest.h>

namespace drawbridge::render {
namespace {

TEST_CASE("html_escape makes markup, entities and quotes inert") {
  CHECK(html_escape("<script>alert('x')</script>") == "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;");
  CHECK(html_escape("Club & \"Friends\"") == "Club &amp; &quot;Friends&quot;");
  CHECK(html_escape("&amp;") == "&amp;amp;");
}

TEST_CASE("html_escape keeps plain and non-ASCII text, and replaces control characters") {
  CHECK(html_escape("Carlsen, Magnus") == "Carlsen, Magnus");
  CHECK(html_escape("Ljubojevi\xC4\x87") == "Ljubojevi\xC4\x87");
  CHECK(html_escape("a\tb\nc") == "a\tb\nc");
  CHECK(html_escape(std::string_view("x\0y\x7f", 4)) == "x\xEF\xBF\xBDy\xEF\xBF\xBD");
}

}  // namespace
}  // namespace drawbridge::render
