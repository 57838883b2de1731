# Writes OUTPUT, a C++ file whose page_html() returns the bytes of INPUT (the page's HTML).
#   cmake -DINPUT=index.html -DOUTPUT=page_html.cpp -P embed_page.cmake
file(READ "${INPUT}" page)
string(FIND "${page}" ")page\"" clash)
if(NOT clash EQUAL -1)
  message(FATAL_ERROR "${INPUT} holds the raw string's closing sequence )page\"")
endif()
file(WRITE "${OUTPUT}.tmp" "// Generated from ${INPUT} by embed_page.cmake.\n#include \"watch/page/page_html.h\"\n\n"
  "std::string_view drawbridge::watch::page_html() {\n  return R\"page(${page})page\";\n}\n")
file(RENAME "${OUTPUT}.tmp" "${OUTPUT}")
