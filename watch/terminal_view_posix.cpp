#include <curses.h>

#include <algorithm>
#include <deque>
#include <map>
#include <string>
#include <string_view>

#include <boost/json/parse.hpp>
#include <boost/json/value.hpp>

#include "absl/strings/str_cat.h"
#include "support/json_view.h"
#include "watch/terminal_view.h"

namespace drawbridge::watch {
namespace {

namespace json = boost::json;

constexpr std::size_t kShownAlerts = 8;
constexpr short kAlertColors = 1;

std::string text_of(const json::value& v) {
  if (v.is_string()) return std::string(v.as_string().c_str(), v.as_string().size());
  if (v.is_int64()) return std::to_string(v.as_int64());
  return "";
}

std::string field(const json::value& item, std::string_view name) {
  const json::object* object = item.if_object();
  if (!object) return "";
  const json::value* v = object->if_contains(jsv(name));
  return v ? text_of(*v) : "";
}

// "Round 3.2  White - Black" from an item's tags, else its key.
std::string game_name(const json::value& item) {
  const json::value* tags = item.as_object().if_contains("game");
  if (!tags || !tags->is_object()) return field(item, "key");
  std::string name = absl::StrCat(field(*tags, "Round"), " ", field(*tags, "White"), " - ", field(*tags, "Black"));
  return name;
}

// The alert in a few words: "claim threefold-repetition 9.2.1.2 ply 8".
std::string alert_words(const json::value& alert) {
  std::string words = absl::StrCat(field(alert, "kind"), " ", field(alert, "rule"), " ", field(alert, "article"));
  if (const std::string ply = field(alert, "ply"); !ply.empty()) absl::StrAppend(&words, " ply ", ply);
  if (const std::string detail = field(alert, "detail"); !detail.empty()) absl::StrAppend(&words, ": ", detail);
  return words;
}

// "round.pgn: live, last update 07:45:12Z" and the fault while there is one.
std::string feed_words(const json::value& feed) {
  std::string words = absl::StrCat(field(feed, "key"), ": ", field(feed, "state"));
  if (const std::string when = field(feed, "last_update"); !when.empty()) {
    absl::StrAppend(&words, ", last update ", when.substr(when.find('T') + 1));
  }
  if (const std::string detail = field(feed, "detail"); !detail.empty()) absl::StrAppend(&words, " (", detail, ")");
  return words;
}

class TerminalView final : public WatchSink {
 public:
  // `screen`: newterm()'s, which fails where initscr() would end the process.
  explicit TerminalView(SCREEN* screen) : screen_(screen) {
    noecho();
    curs_set(0);
    if (has_colors()) {
      start_color();
      use_default_colors();
      init_pair(kAlertColors, COLOR_BLACK, COLOR_YELLOW);
    }
    draw();
  }
  ~TerminalView() override {
    endwin();
    delscreen(screen_);
  }

  void publish(const std::string& json_line) override {
    json::error_code error;
    json::value item = json::parse(json_line, error);
    if (error || !item.is_object()) return;
    const std::string key = field(item, "key");
    if (field(item, "type") == "feed") {
      feeds_[key] = feed_words(item);
      return draw();
    }
    Game& game = games_[key];
    game.name = game_name(item);
    if (field(item, "type") == "board") {
      const json::value& clocks = item.as_object()["clocks"];
      game.board = absl::StrCat(field(item, "ply"), " ", field(item, "last_move"), "  ", field(clocks, "white"), " ",
                                field(clocks, "black"), " ", field(item, "result"));
    } else {
      game.alert = alert_words(item);
      alerts_.push_front(absl::StrCat(field(item, "time"), "  ", game.name, "  ", game.alert));
      if (alerts_.size() > kShownAlerts) alerts_.pop_back();
    }
    draw();
  }

 private:
  struct Game {
    std::string name, board, alert;
  };

  void draw() {
    erase();
    const int rows = LINES, columns = COLS;
    mvaddnstr(0, 0, absl::StrCat("drawbridge watch: ", games_.size(), " games").c_str(), columns);
    int row = 1;
    for (const auto& [key, words] : feeds_) mvaddnstr(row++, 0, words.c_str(), columns);
    const int game_rows = std::max(0, rows - 3 - static_cast<int>(kShownAlerts));
    // The games with alerts first, so that a round of more boards than rows shows those.
    for (const bool alerted : {true, false}) {
      for (const auto& [key, game] : games_) {
        if (row > game_rows) break;
        if (game.alert.empty() == alerted) continue;
        const std::string line = absl::StrCat(game.name, "  ", game.board, alerted ? "  ! " : "", game.alert);
        if (alerted) attron(A_BOLD | COLOR_PAIR(kAlertColors));
        mvaddnstr(row++, 0, line.c_str(), columns);
        if (alerted) attroff(A_BOLD | COLOR_PAIR(kAlertColors));
      }
    }
    row = std::max(row, game_rows + 1);
    mvaddnstr(row++, 0, "latest alerts:", columns);
    for (const std::string& alert : alerts_) {
      if (row >= rows) break;
      mvaddnstr(row++, 0, alert.c_str(), columns);
    }
    refresh();
  }

  SCREEN* screen_;
  std::map<std::string, Game> games_;
  std::map<std::string, std::string> feeds_;  // each feed's state in words
  std::deque<std::string> alerts_;            // newest first
};

}  // namespace

std::unique_ptr<WatchSink> open_terminal_view() {
  SCREEN* screen = newterm(nullptr, stdout, stdin);
  if (screen == nullptr) return nullptr;
  return std::make_unique<TerminalView>(screen);
}

}  // namespace drawbridge::watch
