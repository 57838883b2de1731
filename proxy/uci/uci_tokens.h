// Splits a UCI line into tokens the way the protocol says: tokens are separated by any
// run of whitespace, and a few fields (option values, `info string`) take the raw rest of
// the line instead. Tokens are views into the line: no copies, one pass over the bytes.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace drawbridge {

// A keyword and the number field of `Record` it sets: `info depth 12`, `go wtime 1000`.
template <typename Record>
struct NumberField {
  std::string_view keyword;
  std::optional<std::int64_t> Record::*field;
};

// The field of `record` that `keyword` names among `fields`, or nullptr.
template <typename Record, std::size_t N>
std::optional<std::int64_t>* number_field(Record& record, const NumberField<Record> (&fields)[N],
                                          std::string_view keyword) {
  for (const NumberField<Record>& f : fields) {
    if (f.keyword == keyword) return &(record.*f.field);
  }
  return nullptr;
}

class UciTokens {
 public:
  explicit UciTokens(std::string_view line) : line_(line) {}

  std::optional<std::string_view> next();
  std::optional<std::string_view> peek() const;
  // The remaining tokens; consumes them.
  std::vector<std::string_view> words();
  // Everything after the current position with surrounding whitespace trimmed; consumes it.
  std::string_view rest();
  // The raw text from the current position up to (not including) the next token equal to
  // one of `stops`, trimmed; leaves that token unread. Consumes to the end if none follows.
  template <typename IsStop>
  std::string_view text_until(IsStop is_stop) {
    const std::size_t start = pos_;
    std::size_t end = pos_;
    while (const std::optional<std::string_view> token = peek()) {
      if (is_stop(*token)) break;
      next();
      end = pos_;
    }
    return trim(line_.substr(start, end - start));
  }

  static std::string_view trim(std::string_view text);

 private:
  std::string_view line_;
  std::size_t pos_ = 0;
};

}  // namespace drawbridge
