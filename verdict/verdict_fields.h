// The one list of the fields of adjudicate's and scan's objects, whatever writes the object
// (render/json_out.h): JSON text for the lines the subcommands write, a Boost.JSON tree for
// Python's dicts and the C API. Names, order and values are the external contract's (DESIGN.md,
// doc/adjudicate.md, doc/scan.md): adjudicate's line, the verdict fields and `tablebase`; scan's
// place and tags, the verdict fields (or a game's that could not start or was skipped) and
// the findings.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include "absl/status/status.h"
#include "render/event_fields.h"
#include "rules/chess_draw/referee.h"
#include "rules/draughts_draw/referee.h"
#include "rules/laws/event.h"
#include "rules/laws/outcome.h"
#include "verdict/adjudicate_game.h"
#include "verdict/draughts_verdict.h"
#include "verdict/findings.h"

namespace drawbridge {

// The tags scan's `tags` object gives, in its order; an absent one is null.
inline constexpr std::array<std::string_view, 8> kScanTags = {"Event", "Site",  "Date",   "Round",
                                                              "White", "Black", "Result", "Termination"};

// scan's place of a game: index (in the whole scan, from 0), file (as named on the command
// line, "-" for stdin), offset and line of its first byte; then `tags`, each value as
// `tag_value(name)` gives it (std::optional<std::string_view>, read before the next is asked).
template <class Out, class TagValue>
void scan_place_fields(std::int64_t index, std::string_view file, std::uint64_t offset, std::int64_t line,
                       const TagValue& tag_value, Out& out) {
  out.put("index", index);
  out.put("file", file);
  out.put("offset", offset);
  out.put("line", line);
  out.open("tags");
  for (const std::string_view name : kScanTags) {
    if (const std::optional<std::string_view> value = tag_value(name)) {
      out.put(name, *value);
    } else {
      out.put(name, nullptr);
    }
  }
  out.close();
}

// The verdict fields: plies, fen, status, result, end, moves_after_end, events, error.
// `status` names the ending ("ongoing" for none) and becomes "error" when `replay` failed.
template <class Out>
void verdict_fields(int plies, std::string_view fen, std::string_view status, const std::optional<draw::Ending>& ending,
                    const absl::Status& replay, int moves_after_end, const std::vector<draw::Event>& events, Out& out) {
  const bool ok = replay.ok();
  out.put("plies", std::int64_t{plies});
  out.put("fen", fen);
  out.put("status", ok ? status : std::string_view("error"));
  if (ending && ok) {
    out.put("result", draw::result_text(ending->result));
    out.open("end");
    out.put("ply", std::int64_t{ending->ply});
    out.put("rule", draw::rule_name(ending->rule));
    out.put("article", std::string_view(ending->article));
    out.close();
  } else {
    out.put("result", nullptr);
    out.put("end", nullptr);
  }
  out.put("moves_after_end", std::int64_t{moves_after_end});
  out.open_array("events");
  for (const draw::Event& event : events) {
    if (event.kind == draw::EventKind::kResult) continue;  // the result is `end`
    out.open_item();
    render::verdict_event_fields(event, out);
    out.close();
  }
  out.close_array();
  if (ok) {
    out.put("error", nullptr);
  } else {
    out.put("error", std::string_view(replay.message().data(), replay.message().size()));
  }
}

template <class Out>
void verdict_fields(const draw::Referee& referee, const draw::Replayed& replayed, Out& out) {
  verdict_fields(referee.ply(), referee.fen(), verdict_status(referee.ending()), referee.ending(), replayed.status,
                 replayed.moves_after_end, replayed.events, out);
}

template <class Out>
void verdict_fields(const draughts_draw::Referee& referee, const DraughtsReplayed& replayed, Out& out) {
  verdict_fields(referee.ply(), referee.fen(), draughts_verdict_status(referee.ending()), referee.ending(),
                 replayed.status, replayed.moves_after_end, replayed.events, out);
}

// The same fields for a game that could not start: `status` "error" with `message`, or
// "skipped" with a null error.
template <class Out>
void error_fields(std::string_view message, Out& out, std::string_view status = "error") {
  out.put("plies", std::int64_t{0});
  out.put("fen", nullptr);
  out.put("status", status);
  out.put("result", nullptr);
  out.put("end", nullptr);
  out.put("moves_after_end", std::int64_t{0});
  out.open_array("events");
  out.close_array();
  if (status == "error") {
    out.put("error", message);
  } else {
    out.put("error", nullptr);
  }
}

// scan's `findings`: each {"kind","ply","rule","article","sentence"}.
template <class Out>
void findings_field(std::span<const Finding> findings, Out& out) {
  out.open_array("findings");
  for (const Finding& finding : findings) {
    const draw::Event& e = finding.event;
    out.open_item();
    out.put("kind", finding_kind_name(finding.kind));
    out.put("ply", std::int64_t{e.ply.value_or(0)});
    out.put("rule", draw::rule_name(*e.rule));
    out.put("article", std::string_view(e.article));
    out.put("sentence", std::string_view(e.detail));
    out.close();
  }
  out.close_array();
}

// adjudicate's `tablebase` (with --syzygy): the tables' verdict on a final position no law
// ended, as the events file's object (render/event_fields.h), or null.
template <class Out>
void tablebase_field(const std::optional<draw::Event>& verdict, std::string_view edition, Out& out) {
  if (!verdict) {
    out.put("tablebase", nullptr);
    return;
  }
  out.open("tablebase");
  render::contract_fields(*verdict, edition, std::nullopt, out);
  out.close();
}

}  // namespace drawbridge
