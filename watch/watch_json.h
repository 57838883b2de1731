// The watch's items as JSON lines (watch_sink.h gives their fields), in UTF-8 whatever the
// feed's bytes (text_encoding.h).
#pragma once

#include <chrono>
#include <string>
#include <string_view>

#include <boost/json/value.hpp>

#include "pgn/pgn_game.h"
#include "rules/laws/event.h"
#include "watch/game_watch.h"

namespace drawbridge::watch {

// The tags of watch_sink.h's TAGS, from the game's text.
boost::json::value tags_json(const pgn::PgnGame& game);

// "2026-12-02T07:45:12Z".
std::string utc_time_text(std::chrono::system_clock::time_point when);

std::string board_json(std::string_view key, const boost::json::value& tags, const BoardState& board);

// `tags` null for an alert about a file rather than a game.
std::string alert_json(std::string_view key, const boost::json::value& tags, const draw::Event& alert,
                       std::chrono::system_clock::time_point when);

}  // namespace drawbridge::watch
