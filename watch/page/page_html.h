// The page itself: watch/page/index.html, built into the program (embed_page.cmake).
#pragma once

#include <string_view>

namespace drawbridge::watch {

std::string_view page_html();

}  // namespace drawbridge::watch
