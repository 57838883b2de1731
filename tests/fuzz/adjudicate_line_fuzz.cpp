// `drawbridge adjudicate`'s reader of a game line (verdict/adjudicate_input.h) and its answer:
// the input is one line, judged under fide-2023. The answer written as text (verdict_text.h)
// must be the bytes of the DOM answer (adjudicate_game.h), and say the same about its error.
// Flag falls are left out: their full dead-position search has no budget a fuzzer could bound.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include <boost/json/serialize.hpp>

#include "support/json_text.h"
#include "tests/fuzz/fuzz_laws.h"
#include "verdict/adjudicate_game.h"
#include "verdict/verdict_text.h"

namespace {

void require(bool condition) {
  if (!condition) __builtin_trap();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace drawbridge;
  const std::string_view line(reinterpret_cast<const char*>(data), size);
  if (line.find('\n') != std::string_view::npos || line.find("flag=") != std::string_view::npos) return 0;
  std::optional<draw::Referee> dom_referee, text_referee;
  std::string buffer;
  JsonText text(buffer);
  const bool read = write_adjudicated_game(line, 1, fuzz_laws().edition, fuzz_laws().policy, text_referee, text);
  const boost::json::object dom = adjudicate_game(line, 1, fuzz_laws().edition, fuzz_laws().policy, dom_referee);
  require(text.text() == boost::json::serialize(dom));
  require(read == dom.at("error").is_null());
  return 0;
}
