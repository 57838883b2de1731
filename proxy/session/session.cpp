#include "proxy/session/session.h"

#include <algorithm>
#include <cstring>
#include <utility>
#include <variant>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "proxy/report/event_line.h"
#include "proxy/session/session_events.h"
#include "proxy/settings/setting_table.h"
#include "rules/chess/fen.h"
#include "rules/chess/uci_move.h"
#include "support/absl_view.h"

namespace drawbridge {
namespace {

bool is_option(std::string_view name, std::string_view wanted) { return absl::EqualsIgnoreCase(av(name), av(wanted)); }

// Fairy-Stockfish and friends call standard chess "chess"; anything else has other rules.
bool is_chess_variant(std::string_view variant) {
  return variant.empty() || absl::EqualsIgnoreCase(av(variant), "chess") ||
         absl::EqualsIgnoreCase(av(variant), "standard");
}

}  // namespace

absl::StatusOr<std::unique_ptr<Session>> Session::create(Settings settings,
                                                         std::vector<std::filesystem::path> edition_dirs,
                                                         draw::Laws laws) {
  absl::StatusOr<std::unique_ptr<EventsFile>> events = open_events(settings.events);
  if (!events.ok()) return events.status();
  return std::unique_ptr<Session>(
      new Session(std::move(settings), std::move(edition_dirs), std::move(laws), *std::move(events)));
}

Session::Session(Settings settings, std::vector<std::filesystem::path> edition_dirs, draw::Laws laws,
                 std::unique_ptr<EventsFile> events)
    : settings_(std::move(settings)),
      edition_dirs_(std::move(edition_dirs)),
      edition_ids_(draw::edition_ids(edition_dirs_)),
      events_(std::move(events)),
      mirror_(std::move(laws.edition), laws.policy) {}

absl::StatusOr<std::unique_ptr<EventsFile>> Session::open_events(const std::string& path) {
  if (path.empty()) return std::unique_ptr<EventsFile>();
  return EventsFile::open(path);
}

// Only what changed is loaded again: a new edition or policy replays the game under it, a new
// events file is opened; a number or a choice is just taken.
absl::Status Session::reconfigure(const Settings& next) {
  std::optional<draw::Laws> laws;
  if (next.rules != settings_.rules || next.policy != settings_.policy) {
    absl::StatusOr<draw::Laws> loaded = draw::load_laws(next.rules, next.policy, edition_dirs_);
    if (!loaded.ok()) return loaded.status();
    laws = *std::move(loaded);
  }
  std::optional<std::unique_ptr<EventsFile>> events;
  if (next.events != settings_.events) {
    absl::StatusOr<std::unique_ptr<EventsFile>> opened = open_events(next.events);
    if (!opened.ok()) return opened.status();
    events = *std::move(opened);
  }
  if (laws) mirror_.set_rules(std::move(laws->edition), laws->policy);
  if (events) events_ = *std::move(events);
  settings_ = next;
  return absl::OkStatus();
}

LineFate Session::on_line(Side from, std::string_view line, Additions& add) {
  if (from == Side::kEngine) {
    on_engine_line(line, add.ahead);
    return LineFate::kForward;
  }
  const uci::Command command = uci::parse_command(line);
  if (std::holds_alternative<uci::Quit>(command)) return LineFate::kForwardThenStop;
  if (std::holds_alternative<uci::Uci>(command) || std::holds_alternative<uci::IsReady>(command)) ++owed_answers_;
  if (std::holds_alternative<uci::UnknownCommand>(command) || std::holds_alternative<uci::IsReady>(command)) {
    return LineFate::kForward;
  }
  std::lock_guard<std::mutex> lock(mutex_);
  return std::visit([&](const auto& c) { return on_command(c, add); }, command);
}

std::size_t Session::on_lines(Side from, std::string_view lines) {
  if (from == Side::kGui) return 0;
  const std::size_t infos = uci::first_line_not_info(lines);
  last_score_.note_lines(lines.substr(0, infos));
  return infos;
}

std::string Session::on_engine_gone(std::string_view how) {
  std::lock_guard<std::mutex> lock(mutex_);
  std::string line;
  emit(error_event(std::nullopt, std::nullopt, absl::StrCat("engine ", av(how))), line);
  return line;
}

// A position drawbridge cannot follow is one the engine may choke on (Stockfish dies on
// `position fen hello world`): it is held back, and the `go` after it is answered here.
LineFate Session::on_command(const uci::PositionWithoutStart&, Additions& add) {
  if (!rules_on_) return LineFate::kForward;
  const MirrorError error = mirror_.lose_track({mirror_.ply(), std::nullopt, "position without startpos or fen"});
  return hold_back(error, add.back);
}

LineFate Session::on_command(const uci::Position& position, Additions& add) {
  if (!rules_on_) return LineFate::kForward;
  if (!position.stray.empty() && position.moves.empty()) return repair_moves_keyword(position, add);
  if (std::optional<MirrorError> error = mirror_.follow(position)) return hold_back(*error, add.back);
  held_back_ = false;
  return LineFate::kForward;
}

LineFate Session::hold_back(const MirrorError& error, std::string& replies) {
  held_back_ = true;
  emit(error_event(error.ply, error.move, absl::StrCat(error.reason, "; the position is held back from the engine")),
       replies);
  return LineFate::kSwallow;
}

// `position startpos e2e4`: the words after the start are taken as the moves they look like,
// and the engine gets the line with `moves` (UCI says to skip unknown words, so it would
// search the start position instead).
LineFate Session::repair_moves_keyword(const uci::Position& position, Additions& add) {
  uci::Position repaired = position;
  repaired.moves = std::exchange(repaired.stray, {});
  if (std::optional<MirrorError> error = mirror_.follow(repaired)) return hold_back(*error, add.back);
  held_back_ = false;
  std::string line =
      absl::StrCat("position ", repaired.fen ? absl::StrCat("fen ", *repaired.fen) : "startpos", " moves");
  for (std::string_view move : repaired.moves) absl::StrAppend(&line, " ", av(move));
  emit(error_event(mirror_.ply(), std::nullopt, absl::StrCat("position without 'moves': sent as '", line, "'")),
       add.back);
  absl::StrAppend(&add.ahead, line, "\n");
  return LineFate::kSwallow;
}

LineFate Session::on_command(const uci::UciNewGame&, Additions&) {
  mirror_.start_new_game();
  return LineFate::kForward;
}

// A ponder search stopped before `ponderhit`: its move is never played.
LineFate Session::on_command(const uci::Stop&, Additions&) {
  if (search_ && search_->ponder) search_->abandoned = true;
  return LineFate::kForward;
}

LineFate Session::on_command(const uci::SetOption& option, Additions& add) {
  std::string& replies = add.back;
  const std::string value = option.value.value_or("");
  if (const SettingSpec* spec = find_setting_by_option(option.name)) {
    if (const absl::Status applied = set_setting(*spec, value); !applied.ok()) {
      emit(error_event(mirror_.ply(), std::nullopt, absl::StrCat("setoption ", option.name, ": ", applied.message())),
           replies);
    }
    return LineFate::kSwallow;
  }
  if (is_option(option.name, "UCI_Chess960")) mirror_.set_chess960(absl::EqualsIgnoreCase(value, "true"));
  if (is_option(option.name, "UCI_Variant")) on_variant(value, replies);
  return LineFate::kForward;
}

absl::Status Session::set_setting(const SettingSpec& spec, std::string_view value) {
  Settings next = settings_;
  absl::Status applied = apply_setting(spec, uci_option_value(value), next);
  if (applied.ok()) applied = reconfigure(next);
  return applied;
}

void Session::on_variant(std::string_view variant, std::string& replies) {
  const bool chess = is_chess_variant(variant);
  if (chess == rules_on_) return;
  rules_on_ = chess;
  mirror_.start_new_game();
  if (!chess) {
    emit(notice_event(0, absl::StrCat("UCI_Variant ", av(variant), " is not chess: drawbridge relays without rules")),
         replies);
  }
}

void Session::emit(const draw::Event& event, std::string& out) {
  absl::StrAppend(&out, event_line(event), "\n");
  if (listener_) listener_(event);
  if (!events_) return;
  // The stream is the contract; a full disk must not stop the game. The file is given up
  // at its first failed write, so that it never holds a torn line, and the GUI is told once.
  if (absl::Status written = events_->write(event, mirror_.edition().id, mirror_.game()); !written.ok()) {
    events_.reset();
    const draw::Event lost =
        error_event(std::nullopt, std::nullopt, absl::StrCat(written.message(), "; no more events are written to it"));
    absl::StrAppend(&out, event_line(lost), "\n");
    if (listener_) listener_(lost);
  }
}

void Session::emit(const draw::Event& event) {
  std::string unread;
  emit(event, unread);
}

}  // namespace drawbridge
