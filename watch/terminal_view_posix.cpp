#include <curses.h>

#include <algorithm>
#include <deque>
#include <map>
#include <string>
#include <string_view>

#include "absl/strings/str_cat.h"
#include "pgn/text_encoding.h"
#include "support/absl_view.h"
#include "watch/terminal_view.h"
#include "watch/watch_json.h"

namespace drawbridge::watch {
namespace {

constexpr std::size_t kShownAlerts = 8;
constexpr short kAlertColors = 1;

// Feed bytes that are not UTF-8 are shown as Latin-1 (text_encoding.h).
std::string shown(std::string_view text) { return pgn::as_utf8(text); }

std::string clock_words(const std::optional<std::chrono::milliseconds>& clock) {
  return clock ? clock_text(*clock) : std::string();
}

// "Round 3.2  White - Black" from the game's tags, else its key.
std::string game_name(const std::string& key, const std::optional<GameTags>& tags) {
  if (!tags) return shown(key);
  return shown(absl::StrCat(av(tags->value("Round")), " ", av(tags->value("White")), " - ", av(tags->value("Black"))));
}

// The alert in a few words: "claim threefold-repetition 9.2.1.2 ply 8".
std::string alert_words(const draw::Event& alert) {
  std::string words = absl::StrCat(av(draw::event_kind_name(alert.kind)), " ",
                                   alert.rule ? av(draw::rule_name(*alert.rule)) : "", " ", alert.article);
  if (alert.ply) absl::StrAppend(&words, " ply ", *alert.ply);
  if (!alert.detail.empty()) absl::StrAppend(&words, ": ", alert.detail);
  return shown(words);
}

// "round.pgn: live, last update 07:45:12Z" and the fault while there is one.
std::string feed_words(const FeedItem& feed) {
  std::string words = absl::StrCat(feed.name, ": ", av(feed_state_name(feed.state)));
  if (feed.last_update) {
    const std::string when = utc_time_text(*feed.last_update);
    absl::StrAppend(&words, ", last update ", when.substr(when.find('T') + 1));
  }
  if (!feed.detail.empty()) absl::StrAppend(&words, " (", feed.detail, ")");
  return shown(words);
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

  void publish(const WatchItem& item) override {
    if (const FeedItem* feed = std::get_if<FeedItem>(&item)) {
      feeds_[feed->name] = feed_words(*feed);
      return draw();
    }
    if (const BoardItem* board = std::get_if<BoardItem>(&item)) {
      Game& game = games_[board->key];
      game.name = game_name(board->key, board->tags);
      const BoardState& state = board->board;
      game.board =
          shown(absl::StrCat(state.ply, " ", state.last_move.value_or(""), "  ", clock_words(state.white_clock), " ",
                             clock_words(state.black_clock), " ", state.result.value_or("")));
    } else {
      const AlertItem& alert = std::get<AlertItem>(item);
      Game& game = games_[alert.key];
      game.name = game_name(alert.key, alert.tags);
      game.alert = alert_words(alert.event);
      alerts_.push_front(absl::StrCat(utc_time_text(alert.time), "  ", game.name, "  ", game.alert));
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
