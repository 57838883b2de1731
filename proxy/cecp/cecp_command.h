// The GUI's commands in the xboard protocol (CECP, version 2), read once: the command word,
// the rest of the line, and the clock commands' arguments as numbers.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace drawbridge::cecp {

enum class Verb {
  kEmpty,
  kUnknown,
  kXboard,
  kProtover,
  kAccepted,
  kRejected,
  kNew,
  kVariant,
  kQuit,
  kRandom,
  kForce,
  kGo,
  kPlayOther,
  kWhite,
  kBlack,
  kLevel,
  kSt,
  kSd,
  kNps,
  kTime,
  kOtim,
  kUserMove,
  kMoveNow,  // ?
  kPing,
  kDraw,
  kResult,
  kSetBoard,
  kEdit,
  kHint,
  kBook,
  kUndo,
  kRemove,
  kHard,
  kEasy,
  kPost,
  kNoPost,
  kAnalyze,
  kExit,
  kStatus,  // .
  kName,
  kRating,
  kIcs,
  kComputer,
  kPause,
  kResume,
  kMemory,
  kCores,
  kEgtPath,
  kOption,
  kBareMove,  // a move without `usermove` (a GUI that did not accept usermove=1)
};

// `level MPS BASE INC`: moves per session (0: the whole game), base time as minutes or
// minutes:seconds, increment in seconds, fractions allowed ("40 0:30 0.5").
struct Level {
  int moves_per_session = 0;
  double base_seconds = 0;
  double increment_seconds = 0;
};

struct Command {
  Verb verb = Verb::kEmpty;
  std::string_view word;  // the command word as sent
  std::string_view args;  // the rest of the line, trimmed
  // The clock commands' arguments, read with the command; none when they are not what the
  // command takes.
  std::optional<Level> level;                // level
  std::optional<double> seconds;             // st: seconds per move, more than 0
  std::optional<int> depth;                  // sd: plies, 1 or more
  std::optional<std::int64_t> centiseconds;  // time and otim: a clock, below 0 when its flag fell
};

// `line` without its '\n'; a trailing '\r' is ignored. The views point into `line`.
Command parse_command(std::string_view line);

std::optional<Level> parse_level(std::string_view args);

// A number of seconds or centiseconds as sent (`st 2.5`, `time 6000`); nullopt if not a
// number, or beyond a billion either way.
std::optional<double> parse_number(std::string_view args);

// Whether `word` has the form of a coordinate move: e2e4, e7e8q, e1h1-style castling, O-O, O-O-O.
bool looks_like_move(std::string_view word);

}  // namespace drawbridge::cecp
