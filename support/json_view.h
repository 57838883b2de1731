// Debian 12's Boost.JSON has its own string_view, which std::string_view does not convert to;
// jsv() hands a std::string_view over without a copy.
#pragma once

#include <string_view>

#include <boost/json/string_view.hpp>

namespace drawbridge {

inline boost::json::string_view jsv(std::string_view text) { return {text.data(), text.size()}; }

}  // namespace drawbridge
