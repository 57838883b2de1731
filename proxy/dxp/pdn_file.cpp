#include "proxy/dxp/pdn_file.h"

#include <cerrno>
#include <cstdio>
#include <cstring>

#include "absl/strings/str_cat.h"
#include "rules/draughts/fen.h"
#include "rules/draughts/pdn_move.h"
#include "support/absl_view.h"

namespace drawbridge::dxp {
namespace {

// FMJD's scores, which PDN 3.0 readers of GameType 20 take.
std::string_view result_tag(const std::optional<draw::Result>& result) {
  if (!result) return "*";
  switch (*result) {
    case draw::Result::kWhiteWins: return "2-0";
    case draw::Result::kBlackWins: return "0-2";
    case draw::Result::kDraw: return "1-1";
  }
  return "*";
}

// A tag's value with the two characters PDN escapes, escaped.
std::string tag_value(std::string_view text) {
  std::string out;
  for (const char c : text) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  return out;
}

constexpr std::size_t kLineWidth = 79;

}  // namespace

std::string pdn_text(const PdnGame& game) {
  const std::string_view result = result_tag(game.result);
  std::string out =
      absl::StrCat("[Event \"drawbridge dxp\"]\n[Round \"", game.number, "\"]\n[White \"", tag_value(game.white),
                   "\"]\n[Black \"", tag_value(game.black), "\"]\n[Result \"", av(result), "\"]\n[GameType \"20\"]\n");
  const draughts::Position initial = draughts::Position::start(game.start.game());
  if (game.start != initial) absl::StrAppend(&out, "[FEN \"", draughts::to_fen(game.start), "\"]\n");
  out += "\n";
  std::string line;
  auto add = [&](std::string_view word) {
    if (!line.empty() && line.size() + 1 + word.size() > kLineWidth) {
      absl::StrAppend(&out, line, "\n");
      line.clear();
    }
    absl::StrAppend(&line, line.empty() ? "" : " ", av(word));
  };
  draughts::Position at = game.start;
  int number = 1;
  for (std::size_t i = 0; i < game.moves.size(); ++i) {
    const bool white = at.side_to_move() == draughts::Color::kWhite;
    if (white) add(absl::StrCat(number, "."));
    if (!white && i == 0) add(absl::StrCat(number, "..."));
    add(draughts::to_pdn_move(at, game.moves[i]));
    at.play(game.moves[i]);
    if (!white) ++number;
  }
  add(result);
  return absl::StrCat(out, line, "\n\n");
}

absl::StatusOr<std::unique_ptr<PdnFile>> PdnFile::open(const std::string& path) {
  UniqueFile file = open_file(file_path(path), "ab");
  if (!file) return absl::NotFoundError(absl::StrCat("cannot open PDN file ", path, ": ", std::strerror(errno)));
  return std::unique_ptr<PdnFile>(new PdnFile(std::move(file), path));
}

absl::Status PdnFile::write(const PdnGame& game) {
  const std::string text = pdn_text(game);
  if (std::fwrite(text.data(), 1, text.size(), file_.get()) != text.size() || std::fflush(file_.get()) != 0) {
    return absl::DataLossError(absl::StrCat("cannot write PDN file ", path_, ": ", std::strerror(errno)));
  }
  return absl::OkStatus();
}

}  // namespace drawbridge::dxp
