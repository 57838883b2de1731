// The one list of an event's fields for each object the event is rendered as, whatever writes
// the object (json_out.h's writers): a JSON DOM (event_json.h, verdict's events, Python's dicts),
// JSON text (adjudicate's and scan's lines). Names and values are the external contract's
// (DESIGN.md, doc/events.md).
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

#include "rules/laws/event.h"

namespace drawbridge::render {

namespace event_fields_detail {

template <class Out>
void put_text_or_null(Out& out, std::string_view name, const std::optional<std::string>& text) {
  if (text) {
    out.put(name, std::string_view(*text));
  } else {
    out.put(name, nullptr);
  }
}

template <class Out>
void put_rule(Out& out, const draw::Event& e) {
  if (e.rule) {
    out.put("rule", draw::rule_name(*e.rule));
  } else {
    out.put("rule", nullptr);
  }
}

}  // namespace event_fields_detail

// The events file's object, in the contract's order: event, rule, article, edition, ply, move,
// result, fen, game, detail. Absent fields are null; `game` none is null too (the watch puts
// the game's tags there).
template <class Out>
void contract_fields(const draw::Event& e, std::string_view edition, std::optional<std::int64_t> game, Out& out) {
  using namespace event_fields_detail;
  out.put("event", draw::event_kind_name(e.kind));
  put_rule(out, e);
  if (e.article.empty()) {
    out.put("article", nullptr);
  } else {
    out.put("article", std::string_view(e.article));
  }
  out.put("edition", edition);
  if (e.ply) {
    out.put("ply", std::int64_t{*e.ply});
  } else {
    out.put("ply", nullptr);
  }
  put_text_or_null(out, "move", e.move);
  if (e.result) {
    out.put("result", draw::result_text(*e.result));
  } else {
    out.put("result", nullptr);
  }
  put_text_or_null(out, "fen", e.fen);
  if (game) {
    out.put("game", *game);
  } else {
    out.put("game", nullptr);
  }
  if (e.detail.empty()) {
    out.put("detail", nullptr);
  } else {
    out.put("detail", std::string_view(e.detail));
  }
}

// One of the `events` of adjudicate's and scan's lines: ply, event, rule, article, then a flag
// fall's side and result; a ruling's claim_article, move, correct and clocks_ms {claimant,
// opponent}; a claim's moves, when it is made with a move. Never a result event (that is `end`).
template <class Out>
void verdict_event_fields(const draw::Event& e, Out& out) {
  out.put("ply", std::int64_t{e.ply.value_or(0)});
  out.put("event", draw::event_kind_name(e.kind));
  event_fields_detail::put_rule(out, e);
  out.put("article", std::string_view(e.article));
  switch (e.kind) {
    case draw::EventKind::kFlagFall:
      out.put("side", draw::side_name(*e.side));
      out.put("result", draw::result_text(*e.result));
      break;
    case draw::EventKind::kRuling:
      out.put("claim_article", std::string_view(e.ruling->claim_article));
      event_fields_detail::put_text_or_null(out, "move", e.move);
      out.put("correct", e.ruling->correct);
      out.open("clocks_ms");
      out.put("claimant", static_cast<std::int64_t>(e.ruling->clocks.claimant.count()));
      out.put("opponent", static_cast<std::int64_t>(e.ruling->clocks.opponent.count()));
      out.close();
      break;
    default:  // a claim the player on move could make
      if (!e.moves.empty()) out.put_strings("moves", e.moves);
  }
}

}  // namespace drawbridge::render
