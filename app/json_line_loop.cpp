#include "app/json_line_loop.h"

#include <cstdio>
#include <iostream>

#include "app/input_files.h"
#include "app/subcommand.h"
#include "support/json_text.h"

namespace drawbridge {
namespace {

class StdoutSink final : public AnswerSink {
 public:
  void write(std::string_view text) override { std::fwrite(text.data(), 1, text.size(), stdout); }
  void flush() override { std::fflush(stdout); }
};

}  // namespace

int answer_lines(std::istream& in, const LineAnswerer& answer, AnswerSink& out) {
  int errors = 0;
  std::string line;
  std::string buffer;  // kept from line to line: once grown, a line is written without allocating
  for (int number = 1; std::getline(in, line); ++number) {
    JsonText text(buffer);
    const LineAnswer answered = answer(line, number, text);
    if (answered != LineAnswer::kNone) {
      if (answered == LineAnswer::kError) ++errors;
      out.write(text.newline().text());
    }
    // Nothing buffered, and the system has nothing ready: the next read could wait.
    if (in.rdbuf()->in_avail() <= 0) out.flush();
  }
  out.flush();
  return errors;
}

int run_json_line_loop(std::string_view command, const std::vector<std::string>& files, const LineAnswerer& answer) {
  // std::cin's own buffer, which tells what is ready to read (std::cin over stdio cannot).
  std::ios::sync_with_stdio(false);
  StdoutSink out;
  int errors = 0;
  const absl::Status read = for_each_input(files, [&](std::istream& in) { errors += answer_lines(in, answer, out); });
  if (!read.ok()) return usage_error(command, read);
  if (std::ferror(stdout) != 0 || std::fflush(stdout) != 0) return 1;
  if (errors > 0) {
    std::fprintf(stderr, "%s: %d %s had errors\n", std::string(command).c_str(), errors,
                 errors == 1 ? "line" : "lines");
  }
  return errors > 0 ? 1 : 0;
}

}  // namespace drawbridge
