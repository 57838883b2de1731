// The loop of the line-in, JSON-out subcommands (adjudicate, dead): each line of the inputs
// in turn, its answer written as one JSON line.
//
// Flushing: the answers are flushed whenever the input has nothing more ready to read, that
// is before a read that could wait. A program that writes a line into the pipe and waits for
// its answer gets it at once; a file or a burst of lines is answered in large writes.
//
// Errors: a line the subcommand cannot read is answered too, with its `error` field set, and
// the loop goes on. At the end a count of such lines goes to stderr, and the exit status is 1.
// An input that cannot be opened is a usage error (2); output that cannot be written, 1.
#pragma once

#include <functional>
#include <istream>
#include <string>
#include <string_view>
#include <vector>

#include "support/json_text.h"

namespace drawbridge {

// What a line was answered with.
enum class LineAnswer {
  kNone,   // nothing: the line asks nothing (a comment)
  kRead,   // one JSON object, its `error` null
  kError,  // one JSON object, its `error` set
};

// Writes the answer to line `number` (from 1, in its input) into `out`, straight as JSON text
// (the caller ends the line), and says what it wrote.
using LineAnswerer = std::function<LineAnswer(std::string_view line, int number, JsonText& out)>;

// Where the answers go.
class AnswerSink {
 public:
  virtual ~AnswerSink() = default;
  virtual void write(std::string_view text) = 0;
  virtual void flush() = 0;
};

// Answers every line of `in` into `out`; returns how many answers had an error.
int answer_lines(std::istream& in, const LineAnswerer& answer, AnswerSink& out);

// Answers the lines of `files` (stdin for none or `-`) on stdout; returns the exit status.
int run_json_line_loop(std::string_view command, const std::vector<std::string>& files, const LineAnswerer& answer);

}  // namespace drawbridge
