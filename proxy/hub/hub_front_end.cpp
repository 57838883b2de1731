#include "proxy/hub/hub_front_end.h"

#include <algorithm>

#include "absl/strings/str_cat.h"
#include "proxy/hub/announcement_line.h"
#include "proxy/report/relay_event.h"
#include "rules/draughts/hub.h"
#include "rules/draughts/pdn_move.h"

namespace drawbridge::hub {
namespace {

// Only `done` of the engine's lines matters; Scan's info lines are not even parsed.
bool is_done(std::string_view line) {
  const std::size_t start = line.find_first_not_of(" \t");
  return start != std::string_view::npos && line.substr(start).starts_with("done") &&
         (line.size() == start + 4 || line[start + 4] == ' ' || line[start + 4] == '\t' || line[start + 4] == '\r');
}

// The events as a Hub GUI hears them: one announcement line each (announcement_line.h).
class Announcements final : public EventSink {
 public:
  explicit Announcements(std::string& out) : out_(out) {}
  void on_event(const draw::Event& event) override { absl::StrAppend(&out_, announcement_line(event), "\n"); }

 private:
  std::string& out_;
};

// The error as stderr shows it: where in the game, then what.
std::string error_text(const draw::Event& event) {
  std::string where;
  if (event.ply) absl::StrAppend(&where, "ply ", *event.ply);
  if (event.move) absl::StrAppend(&where, where.empty() ? "" : ", ", "move ", *event.move);
  return absl::StrCat("drawbridge: ", where, where.empty() ? "" : ": ", event.detail, "\n");
}

}  // namespace

LineFate HubFrontEnd::on_line(Side from, std::string_view line, Additions& add) {
  if (from == Side::kEngine) {
    if (!is_done(line)) return LineFate::kForward;
    const absl::StatusOr<Line> done = parse_line(line);
    std::lock_guard<std::mutex> lock(mutex_);
    if (done.ok()) {
      on_done(*done, add.ahead);
    } else {
      searches_.answered();
    }
    return LineFate::kForward;
  }
  std::lock_guard<std::mutex> lock(mutex_);
  return on_gui_line(line, add);
}

std::string HubFrontEnd::on_engine_gone(std::string_view how) {
  std::lock_guard<std::mutex> lock(mutex_);
  std::string out;
  emit(engine_gone_event(how), out);
  return out;
}

LineFate HubFrontEnd::on_gui_line(std::string_view text, Additions& add) {
  const absl::StatusOr<Line> parsed = parse_line(text);
  if (!parsed.ok()) {
    searches_.abandon();  // Scan ends its search at any line it reads
    emit(error_event(std::nullopt, std::nullopt,
                     absl::StrCat("not a Hub line: ", parsed.status().message(), ": '", clipped(text), "'")),
         add.back);
    return LineFate::kForward;
  }
  const Line& line = *parsed;
  if (line.command == "quit") return LineFate::kForwardThenStop;
  end_search_by(line);
  if (line.command == "pos") {
    follow(line, add.back);
  } else if (line.command == "new-game") {
    game_.start_new_game();
  } else if (line.command == "go") {
    return on_go(line, add.back);
  } else if (line.command == "ponder-hit" && searches_.ponderhit()) {
    announce_position(add.back);
  }
  return LineFate::kForward;
}

// A `stop` ends a search whose move is still played; any other line but `ping` and
// `ponder-hit` ends it for good (Scan leaves the line to be read after its `done`).
void HubFrontEnd::end_search_by(const Line& line) {
  if (line.command == "ping" || line.command == "ponder-hit") return;
  if (line.command == "stop") {
    searches_.stop();
  } else {
    searches_.abandon();
  }
}

void HubFrontEnd::follow(const Line& pos, std::string& replies) {
  const std::optional<PosError> failed = game_.follow(pos);
  if (!failed) return;
  emit(error_event(failed->ply, failed->move,
                   absl::StrCat("pos: ", failed->reason, "; no game is followed until the next pos that can be")),
       replies);
}

LineFate HubFrontEnd::on_go(const Line& go, std::string& replies) {
  const bool ponder = go.has("ponder");
  const bool analyze = go.has("analyze");
  const draughts_draw::Referee* referee = game_.referee();
  if (referee != nullptr && !ponder && !analyze && settings_.stop_finished_games) {
    if (const std::optional<draw::Event> result = referee->result_event()) {
      emit(*result, replies);
      result_once_.announced(game_.number(), *result->ply);
      replies += "done\n";
      return LineFate::kSwallow;
    }
  }
  searches_.start(Search{
      .game = game_.number(), .ply = referee != nullptr ? referee->ply() : 0, .ponder = ponder, .analyze = analyze});
  if (!ponder) announce_position(replies);
  return LineFate::kForward;
}

void HubFrontEnd::announce_position(std::string& replies) {
  const draughts_draw::Referee* referee = game_.referee();
  if (referee == nullptr) return;
  if (const std::optional<draw::Event> result = referee->result_event()) {
    if (!result_once_.first_time(game_.number(), *result->ply)) return;
    emit(*result, replies);
    return;
  }
  if (const Search* newest = searches_.newest(); newest != nullptr && newest->analyze) return;
  for (draw::Event claim : referee->claimable()) {
    if (!claim.moves.empty()) continue;  // a claim with a written move waits for the engine's move
    claim.fen = referee->fen();
    emit(claim, replies);
  }
}

void HubFrontEnd::on_done(const Line& done, std::string& ahead) {
  const std::optional<Search> search = searches_.answered();
  const draughts_draw::Referee* referee = game_.referee();
  if (!search || !search->move_is_played() || referee == nullptr) return;
  if (!search->began_at(game_.number(), referee->ply()) || referee->ending()) return;
  const std::optional<std::string_view> text = done.value("move");
  if (!text || text->empty()) return;
  const absl::StatusOr<draughts::Move> m = draughts::parse_hub_move(referee->position(), *text);
  if (!m.ok()) {
    emit(error_event(search->ply, clipped(*text),
                     absl::StrCat("the engine's move is not legal: ", clipped(std::string(m.status().message()), 200))),
         ahead);
    return;
  }
  game_.remember_engine_move(*m);
  const std::string pdn = draughts::to_pdn_move(referee->position(), *m);
  for (draw::Event claim : referee->claimable()) {
    if (std::find(claim.moves.begin(), claim.moves.end(), pdn) == claim.moves.end()) continue;
    claim.moves.clear();
    claim.move = std::string(*text);
    claim.fen = referee->fen();
    emit(claim, ahead);
    return;
  }
  draughts_draw::Referee after = *referee;
  if (!after.play(*m).ok()) return;
  if (std::optional<draw::Event> result = after.result_event()) {
    result->move = std::string(*text);
    result_once_.announced(game_.number(), *result->ply);
    emit(*result, ahead);
  }
}

void HubFrontEnd::emit(const draw::Event& event, std::string& out) {
  Announcements said(out);
  outlet_.emit(event, game_.edition().id, game_.number(), said);
  // An error is also written to stderr; a lost events file is said on the stream alone.
  if (event.kind == draw::EventKind::kError && settings_.errors != nullptr) {
    const std::string text = error_text(event);
    std::fwrite(text.data(), 1, text.size(), settings_.errors);
    std::fflush(settings_.errors);
  }
}

}  // namespace drawbridge::hub
