// One line of the Hub protocol (Scan 3.1 protocol.txt): `<command> <arg>=<val> <arg>=<val> ...`,
// a value double-quoted when it holds a space or `=` or is empty, a flag argument without `=val`.
// Names and unquoted values are runs of printable characters other than space, `=` and `"`, as
// Scan's scanner reads them; a quoted value runs to the next `"` (the protocol has no escape).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"

namespace drawbridge::hub {

struct Argument {
  std::string name;
  std::optional<std::string> value;  // none for a flag
};

struct Line {
  std::string command;
  std::vector<Argument> arguments;

  // The value of the first argument named `name`; a flag's is empty.
  std::optional<std::string_view> value(std::string_view name) const;
  bool has(std::string_view name) const;
};

// The error says what is wrong and where (its column, from 1).
absl::StatusOr<Line> parse_line(std::string_view text);

// `value` as an argument's value: quoted when it must be. A `"` inside, which no Hub reader
// could take back, becomes `'`, and a line break a space.
std::string quoted_value(std::string_view value);

}  // namespace drawbridge::hub
