#include "proxy/session/session.h"

#include <utility>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "proxy/report/relay_event.h"
#include "proxy/session/session_events.h"
#include "proxy/session/setting_options.h"
#include "settings/setting_table.h"
#include "support/absl_view.h"

namespace drawbridge {
namespace {

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
      edition_ids_(draw::chess_edition_ids(edition_dirs_)),
      outlet_(std::move(events)),
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
  if (events) outlet_.replace_file(*std::move(events));
  settings_ = next;
  return absl::OkStatus();
}

void Session::on_engine_gone(std::string_view how, EventSink& sink) {
  std::lock_guard<std::mutex> lock(mutex_);
  emit(engine_gone_event(how), sink);
}

absl::Status Session::set_setting(const SettingSpec& spec, std::string_view value) {
  Settings next = settings_;
  absl::Status applied = apply_setting(spec, option_value(value), next);
  if (applied.ok()) applied = reconfigure(next);
  return applied;
}

void Session::set_variant(std::string_view variant, EventSink& sink) {
  std::lock_guard<std::mutex> lock(mutex_);
  const bool chess = is_chess_variant(variant);
  if (chess == rules_on_) return;
  rules_on_ = chess;
  mirror_.start_new_game();
  if (!chess) {
    emit(notice_event(0, absl::StrCat("UCI_Variant ", av(variant), " is not chess: drawbridge relays without rules")),
         sink);
  }
}

void Session::emit(const draw::Event& event, EventSink& sink) {
  outlet_.emit(event, mirror_.edition().id, mirror_.game(), sink);
}

}  // namespace drawbridge
