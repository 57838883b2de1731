// Where the watch's items go: the JSON Lines on stdout, the terminal view, the web page and the
// --on-alert command each take every item the watch says (watch_item.h), in order, from the
// watch's one thread, and render it themselves.
//
// The items' JSON form (watch_json.h), one JSON object a line without its line break, in UTF-8:
//   {"type":"board","key":KEY,"game":{TAGS},"fen":FEN,"last_move":SAN|null,"ply":N,
//    "clocks":{"white":"h:mm:ss"|null,"black":"h:mm:ss"|null},"result":"1-0"|"0-1"|"1/2-1/2"|"*"|null,
//    "error":TEXT|null}
//     whenever a game's position, clocks, result or error change ("error": the detail of the error
//     alert said of the game's text as it is now, null once it reads);
//   {"type":"alert","key":KEY,"game":{TAGS},"time":"2026-12-02T07:45:12Z",
//    "kind":KIND,"rule":RULE|null,"article":ID|null,"edition":ID,"ply":N|null,"move":UCI|null,
//    "result":R|null,"fen":FEN|null,"detail":TEXT|null,"side":"white"|"black"|null,"moves":[UCI...]}
//     for each alert, the fields from "kind" to "detail" those of the events file
//     (render/event_json.h, which names "kind" "event"), "side" whose flag fell and
//     "moves" the moves that make a claim.
//   {"type":"feed",...} (feed_state.h) whenever a feed's state or last update changes.
// KEY names the game by its tags (feed_watch.h); TAGS are Event, Site, Date, Round, Board, White,
// Black, Result (absent ones null). Alerts about a file rather than a game (a stale feed, an
// unreadable file) have the file's name as KEY and null TAGS.
#pragma once

#include "watch/watch_item.h"

namespace drawbridge::watch {

class WatchSink {
 public:
  virtual ~WatchSink() = default;
  virtual void publish(const WatchItem& item) = 0;
};

}  // namespace drawbridge::watch
