#include "verdict/adjudicate_input.h"

#include <bit>
#include <charconv>
#include <cstdint>
#include <cstring>
#include <string>

#include "absl/status/status.h"
#include "absl/strings/str_cat.h"

namespace drawbridge {
namespace {

// The parts of `text` between separators, empty parts left out. The moves are most of a line
// and a part is a few bytes, too short for a find() per part to pay: the text is read eight
// bytes at a time, and the separators of each eight are found together by a bit trick.
std::vector<std::string_view> split(std::string_view text, char separator) {
  static_assert(std::endian::native == std::endian::little, "a word's first byte is its lowest");
  constexpr std::uint64_t kLow7 = 0x7f7f7f7f7f7f7f7f;
  const std::uint64_t separators = 0x0101010101010101 * static_cast<unsigned char>(separator);
  std::vector<std::string_view> parts;
  // Room enough for moves of four characters and a separator, without a pass to count them.
  parts.reserve(text.size() / 4 + 1);
  std::size_t begin = 0;
  const auto part_before = [&](std::size_t end) {
    if (end > begin) parts.emplace_back(text.data() + begin, end - begin);
    begin = end + 1;
  };
  std::size_t at = 0;
  for (; at + 8 <= text.size(); at += 8) {
    std::uint64_t word = 0;
    std::memcpy(&word, text.data() + at, 8);
    const std::uint64_t x = word ^ separators;  // a zero byte for each separator
    // The high bit of each zero byte, and of no other (no carry crosses a byte).
    for (std::uint64_t zeros = ~(((x & kLow7) + kLow7) | x | kLow7); zeros != 0; zeros &= zeros - 1) {
      part_before(at + static_cast<std::size_t>(std::countr_zero(zeros)) / 8);
    }
  }
  for (; at < text.size(); ++at) {
    if (text[at] == separator) part_before(at);
  }
  part_before(text.size());
  return parts;
}

absl::Status bad_claim(std::string_view claim, std::string_view why) {
  return absl::InvalidArgumentError(absl::StrCat("claim '", std::string(claim), "': ", std::string(why)));
}

// A clock reads at most a year: from_chars also reads "inf", "nan" and 1e300, which no
// milliseconds can hold.
constexpr double kMaxClockSeconds = 366.0 * 24 * 60 * 60;

absl::StatusOr<std::chrono::milliseconds> parse_seconds(std::string_view text) {
  double seconds = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), seconds);
  if (ec != std::errc() || end != text.data() + text.size() || !(seconds >= 0 && seconds <= kMaxClockSeconds)) {
    return absl::InvalidArgumentError(absl::StrCat("bad clock time '", std::string(text), "'"));
  }
  return std::chrono::milliseconds(static_cast<std::int64_t>(seconds * 1000 + 0.5));
}

absl::Status read_claim_field(std::string_view key, std::string_view value, draw::ClaimRequest& claim) {
  if (key == "ply") {
    const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), claim.ply);
    if (ec != std::errc() || end != value.data() + value.size() || claim.ply < 0) {
      return absl::InvalidArgumentError("bad ply");
    }
  } else if (key == "rule") {
    if (value == "threefold-repetition") {
      claim.rule = draw::ClaimedRule::kThreefoldRepetition;
    } else if (value == "fifty-move") {
      claim.rule = draw::ClaimedRule::kFiftyMoves;
    } else {
      return absl::InvalidArgumentError("rule must be threefold-repetition or fifty-move");
    }
  } else if (key == "move") {
    claim.move = value;
  } else if (key == "clocks") {
    const std::size_t slash = value.find('/');
    if (slash == std::string_view::npos) return absl::InvalidArgumentError("clocks=CLAIMANT/OPPONENT");
    absl::StatusOr<std::chrono::milliseconds> claimant = parse_seconds(value.substr(0, slash));
    absl::StatusOr<std::chrono::milliseconds> opponent = parse_seconds(value.substr(slash + 1));
    if (!claimant.ok()) return claimant.status();
    if (!opponent.ok()) return opponent.status();
    claim.clocks = {*claimant, *opponent};
  } else {
    return absl::InvalidArgumentError(absl::StrCat("unknown field '", std::string(key), "'"));
  }
  return absl::OkStatus();
}

absl::StatusOr<draw::FlagFall> parse_flag(std::string_view text) {
  const std::string_view value = text.substr(text.find('=') + 1);
  const std::size_t at = value.find('@');
  draw::FlagFall flag;
  const std::string_view side = value.substr(0, at);
  if (at == std::string_view::npos || (side != "white" && side != "black")) {
    return absl::InvalidArgumentError(
        absl::StrCat("flag '", std::string(text), "': expected flag=white@PLY or flag=black@PLY"));
  }
  flag.side = side == "white" ? chess::kWhite : chess::kBlack;
  const std::string_view ply = value.substr(at + 1);
  const auto [end, ec] = std::from_chars(ply.data(), ply.data() + ply.size(), flag.ply);
  if (ec != std::errc() || end != ply.data() + ply.size() || flag.ply < 0) {
    return absl::InvalidArgumentError(absl::StrCat("flag '", std::string(text), "': bad ply"));
  }
  return flag;
}

absl::StatusOr<draw::ClaimRequest> parse_claim(std::string_view text) {
  draw::ClaimRequest claim;
  bool has_ply = false, has_rule = false, has_clocks = false;
  for (std::string_view field : split(text, ' ')) {
    const std::size_t eq = field.find('=');
    if (eq == std::string_view::npos) return bad_claim(text, "fields are key=value");
    const std::string_view key = field.substr(0, eq);
    if (absl::Status read = read_claim_field(key, field.substr(eq + 1), claim); !read.ok()) {
      return bad_claim(text, std::string(read.message()));
    }
    has_ply |= key == "ply";
    has_rule |= key == "rule";
    has_clocks |= key == "clocks";
  }
  if (!has_ply || !has_rule || !has_clocks) return bad_claim(text, "ply=, rule= and clocks= are required");
  return claim;
}

}  // namespace

bool is_game_line(std::string_view line) {
  const std::size_t first = line.find_first_not_of(" \t\r");
  return first != std::string_view::npos && line[first] != '#';
}

absl::StatusOr<GameLine> parse_game_line(std::string_view line) {
  if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
  // The tabs by find (memchr), which passes over the moves many bytes at a time: the moves are
  // most of a line, and a split on tabs would look at each of their bytes before their own split.
  constexpr std::size_t kNone = std::string_view::npos;
  const std::size_t moves_tab = line.find('\t');
  const std::size_t claims_tab = moves_tab == kNone ? kNone : line.find('\t', moves_tab + 1);
  if (claims_tab != kNone && line.find('\t', claims_tab + 1) != kNone) {
    return absl::InvalidArgumentError("expected START<TAB>MOVES[<TAB>CLAIMS]");
  }
  GameLine game;
  game.start = line.substr(0, moves_tab);
  if (moves_tab != kNone) game.moves = split(line.substr(moves_tab + 1, claims_tab - moves_tab - 1), ' ');
  if (claims_tab != kNone) {
    for (std::string_view text : split(line.substr(claims_tab + 1), ';')) {
      if (text.find_first_not_of(' ') == std::string_view::npos) continue;
      text = text.substr(text.find_first_not_of(' '));
      if (text.starts_with("flag=")) {
        absl::StatusOr<draw::FlagFall> flag = parse_flag(text.substr(0, text.find(' ')));
        if (!flag.ok()) return flag.status();
        game.flag = *flag;
        continue;
      }
      absl::StatusOr<draw::ClaimRequest> claim = parse_claim(text);
      if (!claim.ok()) return claim.status();
      game.claims.push_back(*claim);
    }
  }
  return game;
}

}  // namespace drawbridge
