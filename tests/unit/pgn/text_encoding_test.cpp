// Output text is UTF-8: valid UTF-8 kept, any other byte read as Latin-1.
#include <doctest/doctest.h>

#include <string>

#include "pgn/text_encoding.h"

using drawbridge::pgn::as_utf8;

TEST_CASE("valid UTF-8 is kept, other bytes are read as Latin-1") {
  CHECK(as_utf8("Carlsen, Magnus") == "Carlsen, Magnus");
  CHECK(as_utf8("J\xc3\xa4ger \xe2\x99\x94") == "J\xc3\xa4ger \xe2\x99\x94");  // Jäger ♔
  CHECK(as_utf8("J\xe4ger") == "J\xc3\xa4ger");                                // Latin-1 ä
  CHECK(as_utf8("\xc3") == "\xc3\x83");                                        // a lone lead byte
  CHECK(as_utf8("\xed\xa0\x80") == "\xc3\xad\xc2\xa0\xc2\x80");                // a surrogate is not UTF-8
  CHECK(as_utf8("\xc0\xaf") == "\xc3\x80\xc2\xaf");                            // nor an overlong form
  CHECK(as_utf8("\xf0\x9f\x98\x80") == "\xf0\x9f\x98\x80");                    // U+1F600
}

TEST_CASE("text written at the end of a string is made UTF-8 in place, what came before untouched") {
  const auto made = [](std::string text, std::size_t from) {
    drawbridge::pgn::make_utf8_from(from, text);
    return text;
  };
  CHECK(made("\xe4|{\"White\":\"Carlsen, Magnus\"}", 2) == "\xe4|{\"White\":\"Carlsen, Magnus\"}");
  CHECK(made("\xe4|{\"White\":\"J\xe4ger\"}", 2) == "\xe4|{\"White\":\"J\xc3\xa4ger\"}");
  CHECK(made("{\"White\":\"J\xc3\xa4ger\", \"Black\":\"M\xfcller\"}", 0) ==
        "{\"White\":\"J\xc3\xa4ger\", \"Black\":\"M\xc3\xbcller\"}");
  CHECK(made("ascii", 5) == "ascii");
}
