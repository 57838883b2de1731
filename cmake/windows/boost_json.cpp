// Boost.JSON's compiled part, for the Windows build, which has no libboost_json: Boost's
// way to use it header-only is to include this in exactly one translation unit.
#include <boost/json/src.hpp>
