// One game of a watched feed (watch/game/game_watch.h) through successive versions of its text, as a
// round file rewritten move by move gives them: the input's versions are separated by 0xFF bytes.
// Each version is read and replayed; the items it causes must be valid JSON, and nothing is lost:
// every alert a fresh watch finds on the last version was said along the way.
#include <cstddef>
#include <cstdint>
#include <set>
#include <string>
#include <string_view>

#include <boost/json/parse.hpp>

#include "rules/chess_draw/laws.h"
#include "watch/game/game_watch.h"
#include "watch/watch_json.h"

namespace {

using namespace drawbridge;

void check(bool condition) {
  if (!condition) __builtin_trap();
}

const watch::WatchRules& rules() {
  static const watch::WatchRules kRules = [] {
    watch::WatchRules r;
    r.laws = *draw::load_laws("fide-2023", {}, {DRAWBRIDGE_SOURCE_DIR "/configs/rules"});
    r.pre.second_occurrence = true;
    r.pre.quiet_moves = 10;
    r.pre.early_draw_move = 30;
    return r;
  }();
  return kRules;
}

// The alerts of `watch` on `text` as JSON lines, each checked to be JSON.
std::set<std::string> said(watch::GameWatch& watch, std::string_view text) {
  pgn::PgnGame game;
  pgn::read_pgn_game(text, game);
  const watch::GameNews news = watch.update(game);
  watch::GameTags tags;
  for (std::size_t i = 0; i < watch::kShownTags.size(); ++i) tags.values[i] = game.tag(watch::kShownTags[i]);
  boost::json::error_code error;
  boost::json::parse(watch::item_json(watch::BoardItem{"game", tags, watch.board()}), error);
  check(!error);
  std::set<std::string> lines;
  for (const draw::Event& alert : news.alerts) {
    // One key for every version: a game keeps its key across rewrites (feed_watch.h), even where
    // a version's tags differ.
    const std::string line = watch::item_json(watch::AlertItem{"game", std::nullopt, alert, {}});
    boost::json::parse(line, error);
    check(!error);
    lines.insert(line);
  }
  return lines;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  watch::GameWatch live(rules());
  std::set<std::string> all;
  std::string_view last;
  for (std::size_t at = 0; at <= input.size();) {
    const std::size_t end = std::min(input.find('\xFF', at), input.size());
    last = input.substr(at, end - at);
    all.merge(said(live, last));
    at = end + 1;
  }
  watch::GameWatch fresh(rules());
  for (const std::string& line : said(fresh, last)) check(all.contains(line));
  return 0;
}
