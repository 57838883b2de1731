#include "watch/json_lines_sink.h"

namespace drawbridge::watch {

bool is_board_line(const std::string& json_line) {
  return json_line.starts_with(R"({"type":"board")") || json_line.starts_with(R"({"type":"feed")");
}

void JsonLinesSink::publish(const std::string& json_line) {
  if (!boards_ && is_board_line(json_line)) return;
  ok_ &= std::fwrite(json_line.data(), 1, json_line.size(), out_) == json_line.size() &&
         std::fputc('\n', out_) != EOF && std::fflush(out_) == 0;
}

}  // namespace drawbridge::watch
