#include "proxy/hub/hub_front_end.h"

#include "absl/strings/str_cat.h"
#include "proxy/hub/announcement_line.h"
#include "proxy/hub/pos_line.h"
#include "proxy/report/relay_event.h"

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

}  // namespace

LineFate HubFrontEnd::on_line(Side from, std::string_view line, Additions& add) {
  if (from == Side::kEngine) {
    if (!is_done(line)) return LineFate::kForward;
    const absl::StatusOr<Line> done = parse_line(line);
    std::lock_guard<std::mutex> lock(mutex_);
    Announcements said(add.ahead);
    core_.on_engine_answer(done.ok() ? done->value("move") : std::nullopt, std::nullopt, said);
    return LineFate::kForward;
  }
  std::lock_guard<std::mutex> lock(mutex_);
  return on_gui_line(line, add);
}

std::string HubFrontEnd::on_engine_gone(std::string_view how) {
  std::lock_guard<std::mutex> lock(mutex_);
  std::string out;
  Announcements said(out);
  core_.on_engine_gone(how, said);
  return out;
}

LineFate HubFrontEnd::on_gui_line(std::string_view text, Additions& add) {
  Announcements said(add.back);
  const absl::StatusOr<Line> parsed = parse_line(text);
  if (!parsed.ok()) {
    core_.abandon_search();  // Scan ends its search at any line it reads
    core_.say(error_event(std::nullopt, std::nullopt,
                          absl::StrCat("not a Hub line: ", parsed.status().message(), ": '", clipped(text), "'")),
              said);
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
    // A `go` drawbridge answers itself never reaches the engine: a bare `done` answers it.
    if (!core_.on_go(line.has("ponder"), line.has("analyze"), said)) return LineFate::kForward;
    add.back += "done\n";
    return LineFate::kSwallow;
  } else if (line.command == "ponder-hit") {
    core_.on_ponderhit(said);
  }
  return LineFate::kForward;
}

// A `stop` ends a search whose move is still played; any other line but `ping` and
// `ponder-hit` ends it for good (Scan leaves the line to be read after its `done`).
void HubFrontEnd::end_search_by(const Line& line) {
  if (line.command == "ping" || line.command == "ponder-hit") return;
  if (line.command == "stop") {
    core_.stop_search();
  } else {
    core_.abandon_search();
  }
}

void HubFrontEnd::follow(const Line& pos, std::string& replies) {
  const std::optional<FollowError> failed = follow_pos(game_, pos);
  if (!failed) return;
  Announcements said(replies);
  core_.say(error_event(failed->ply, failed->move,
                        absl::StrCat("pos: ", failed->reason, "; no game is followed until the next pos that can be")),
            said);
}

}  // namespace drawbridge::hub
