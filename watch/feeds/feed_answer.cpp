#include "watch/feeds/feed_answer.h"

#include <cstddef>
#include <string>

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "support/absl_view.h"

namespace drawbridge::watch {
namespace {

// The first byte a PGN text can start with, past a UTF-8 byte order mark and blanks.
bool starts_as_pgn(std::string_view body) {
  if (body.starts_with("\xEF\xBB\xBF")) body.remove_prefix(3);
  const std::size_t first = body.find_first_not_of(" \t\r\n");
  if (first == std::string_view::npos) return true;
  const char c = body[first];
  return c == '[' || c == '{' || c == ';' || c == '%' || absl::ascii_isdigit(static_cast<unsigned char>(c));
}

}  // namespace

absl::Status answer_fault(const net::HttpAnswer& answer, std::string_view shown) {
  if (answer.status != 200 || starts_as_pgn(answer.body)) return net::status_fault(answer, shown);
  const std::string head = absl::AsciiStrToLower(answer.body.substr(0, 512));
  const bool html = absl::StrContains(absl::AsciiStrToLower(answer.content_type), "html") ||
                    absl::StrContains(head, "<html") || absl::StrContains(head, "<!doctype");
  return absl::InvalidArgumentError(
      absl::StrCat(av(shown), ": the answer is ", html ? "an HTML page" : "not PGN", ", not read"));
}

}  // namespace drawbridge::watch
