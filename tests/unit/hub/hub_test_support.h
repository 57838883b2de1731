// The draughts-fmjd edition of configs/rules and Hub lines read for the Hub relay's tests.
#pragma once

#include <doctest/doctest.h>

#include <string>
#include <string_view>

#include "proxy/hub/hub_line.h"
#include "rules/draughts_draw/edition.h"

namespace drawbridge::hub::testing {

inline draughts_draw::Edition edition(std::string_view id) {
  const auto found = draughts_draw::find_edition(id, {std::string(DRAWBRIDGE_SOURCE_DIR) + "/configs/rules"});
  REQUIRE(found.ok());
  REQUIRE(found->has_value());
  return **found;
}

inline Line hub_line(std::string_view text) {
  absl::StatusOr<Line> line = parse_line(text);
  REQUIRE(line.ok());
  return *line;
}

// W:W36,37,K50:BK1,14,15 in Hub form: kings shuffle on 50-44 and 1-7.
constexpr char kShuffle[] = "WBeeeeeeeeeeeebbeeeeeeeeeeeeeeeeeeeewweeeeeeeeeeeeW";

}  // namespace drawbridge::hub::testing
