#include "watch/json_lines_sink.h"

#include <string>

#include "watch/watch_json.h"

namespace drawbridge::watch {

void JsonLinesSink::publish(const WatchItem& item) {
  if (!boards_ && !std::holds_alternative<AlertItem>(item)) return;
  const std::string line = item_json(item);
  ok_ &= std::fwrite(line.data(), 1, line.size(), out_) == line.size() && std::fputc('\n', out_) != EOF &&
         std::fflush(out_) == 0;
}

}  // namespace drawbridge::watch
