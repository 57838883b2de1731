#include "proxy/cecp/cecp_command.h"

#include <array>
#include <charconv>
#include <cmath>
#include <utility>

namespace drawbridge::cecp {
namespace {

constexpr std::array<std::pair<std::string_view, Verb>, 48> kVerbs = {{
    {"xboard", Verb::kXboard},
    {"protover", Verb::kProtover},
    {"accepted", Verb::kAccepted},
    {"rejected", Verb::kRejected},
    {"new", Verb::kNew},
    {"variant", Verb::kVariant},
    {"quit", Verb::kQuit},
    {"random", Verb::kRandom},
    {"force", Verb::kForce},
    {"go", Verb::kGo},
    {"playother", Verb::kPlayOther},
    {"white", Verb::kWhite},
    {"black", Verb::kBlack},
    {"level", Verb::kLevel},
    {"st", Verb::kSt},
    {"sd", Verb::kSd},
    {"nps", Verb::kNps},
    {"time", Verb::kTime},
    {"otim", Verb::kOtim},
    {"usermove", Verb::kUserMove},
    {"?", Verb::kMoveNow},
    {"ping", Verb::kPing},
    {"draw", Verb::kDraw},
    {"result", Verb::kResult},
    {"setboard", Verb::kSetBoard},
    {"edit", Verb::kEdit},
    {"hint", Verb::kHint},
    {"bk", Verb::kBook},
    {"undo", Verb::kUndo},
    {"remove", Verb::kRemove},
    {"hard", Verb::kHard},
    {"easy", Verb::kEasy},
    {"post", Verb::kPost},
    {"nopost", Verb::kNoPost},
    {"analyze", Verb::kAnalyze},
    {"exit", Verb::kExit},
    {".", Verb::kStatus},
    {"name", Verb::kName},
    {"rating", Verb::kRating},
    {"ics", Verb::kIcs},
    {"computer", Verb::kComputer},
    {"pause", Verb::kPause},
    {"resume", Verb::kResume},
    {"memory", Verb::kMemory},
    {"cores", Verb::kCores},
    {"egtpath", Verb::kEgtPath},
    {"option", Verb::kOption},
    {"", Verb::kEmpty},
}};

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r'; }

std::string_view trim(std::string_view text) {
  while (!text.empty() && is_space(text.front())) text.remove_prefix(1);
  while (!text.empty() && is_space(text.back())) text.remove_suffix(1);
  return text;
}

std::string_view next_word(std::string_view& text) {
  text = trim(text);
  std::size_t end = 0;
  while (end < text.size() && !is_space(text[end])) ++end;
  const std::string_view word = text.substr(0, end);
  text = trim(text.substr(end));
  return word;
}

bool is_file(char c) { return c >= 'a' && c <= 'h'; }
bool is_rank(char c) { return c >= '1' && c <= '8'; }

void read_clock_arguments(Command& command);

void read_clock_arguments(Command& command) {
  switch (command.verb) {
    case Verb::kLevel: command.level = parse_level(command.args); break;
    case Verb::kSt:
      if (const std::optional<double> seconds = parse_number(command.args); seconds && *seconds > 0) {
        command.seconds = seconds;
      }
      break;
    case Verb::kSd:
      if (const std::optional<double> plies = parse_number(command.args); plies && *plies >= 1) {
        command.depth = static_cast<int>(*plies);
      }
      break;
    case Verb::kTime:
    case Verb::kOtim:
      if (const std::optional<double> cs = parse_number(command.args))
        command.centiseconds = static_cast<std::int64_t>(*cs);
      break;
    default: break;
  }
}

}  // namespace

Command parse_command(std::string_view line) {
  Command command;
  std::string_view rest = line;
  command.word = next_word(rest);
  command.args = rest;
  command.verb = Verb::kUnknown;
  for (const auto& [word, verb] : kVerbs) {
    if (word == command.word) command.verb = verb;
  }
  if (command.verb == Verb::kUnknown && looks_like_move(command.word)) command.verb = Verb::kBareMove;
  read_clock_arguments(command);
  return command;
}

std::optional<double> parse_number(std::string_view args) {
  std::string_view text = trim(args);
  if (text.starts_with('+')) text.remove_prefix(1);
  double value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size() || !std::isfinite(value)) return std::nullopt;
  // No clock or count a GUI means is larger; beyond it a conversion to an integer could overflow.
  constexpr double kLargest = 1e9;
  if (std::abs(value) > kLargest) return std::nullopt;
  return value;
}

std::optional<Level> parse_level(std::string_view args) {
  std::string_view rest = args;
  const std::optional<double> mps = parse_number(next_word(rest));
  const std::string_view base = next_word(rest);
  const std::optional<double> inc = parse_number(next_word(rest));
  if (!mps || !inc || !rest.empty() || *mps < 0 || *inc < 0) return std::nullopt;
  Level level;
  level.moves_per_session = static_cast<int>(*mps);
  level.increment_seconds = *inc;
  const std::size_t colon = base.find(':');
  const std::optional<double> minutes = parse_number(base.substr(0, colon));
  if (!minutes || *minutes < 0) return std::nullopt;
  level.base_seconds = *minutes * 60;
  if (colon != std::string_view::npos) {
    const std::optional<double> seconds = parse_number(base.substr(colon + 1));
    if (!seconds || *seconds < 0) return std::nullopt;
    level.base_seconds += *seconds;
  }
  return level;
}

bool looks_like_move(std::string_view word) {
  if (word == "O-O" || word == "O-O-O") return true;
  if (word.size() != 4 && word.size() != 5) return false;
  if (!is_file(word[0]) || !is_rank(word[1]) || !is_file(word[2]) || !is_rank(word[3])) return false;
  if (word.size() == 5) {
    const char p = word[4];
    return p == 'q' || p == 'r' || p == 'b' || p == 'n' || p == 'k';
  }
  return true;
}

}  // namespace drawbridge::cecp
