#include "rules/draughts/move_text.h"

#include "absl/strings/str_cat.h"
#include "support/absl_view.h"

namespace drawbridge::draughts {
namespace {

bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_letter(char c) { return c >= 'a' && c <= 'z'; }

absl::Status text_error(std::string_view text, std::string_view why) {
  return absl::InvalidArgumentError(absl::StrCat("bad move '", av(text), "': ", av(why)));
}

}  // namespace

absl::StatusOr<MoveText> read_move_text(Game game, std::string_view text) {
  std::string_view rest = text;
  while (!rest.empty() && (rest.back() == '!' || rest.back() == '?')) rest.remove_suffix(1);
  MoveText move;
  bool separated = false;
  while (!rest.empty()) {
    std::size_t end = is_letter(rest[0]) ? 1 : 0;
    while (end < rest.size() && is_digit(rest[end])) ++end;
    const std::optional<int> square = parse_square(game, rest.substr(0, end));
    if (!square)
      return text_error(text,
                        absl::StrCat("'", av(rest.substr(0, std::max<std::size_t>(end, 1))), "' is not a square"));
    move.squares.push_back(*square);
    rest.remove_prefix(end);
    if (rest.empty()) break;
    Separator sep = Separator::kNone;
    if (rest[0] == '-') {
      sep = Separator::kStep;
    } else if (rest[0] == 'x' || rest[0] == 'X' || rest[0] == ':') {
      sep = Separator::kCapture;
    } else if (!is_letter(rest[0]) || !is_letter(text[0])) {
      return text_error(text, absl::StrCat("'", av(rest.substr(0, 1)), "' does not separate two squares"));
    }
    if (sep != Separator::kNone) rest.remove_prefix(1);
    if (separated && sep != move.separator) return text_error(text, "its separators differ");
    separated = true;
    move.separator = sep;
  }
  if (move.squares.size() < 2) return text_error(text, "a move names at least two squares");
  if (move.separator == Separator::kStep && move.squares.size() != 2) {
    return text_error(text, "a move that is not a capture names two squares");
  }
  return move;
}

}  // namespace drawbridge::draughts
