#include "verdict/verdict_events.h"

#include <boost/json/object.hpp>

#include "support/json_view.h"

namespace drawbridge {
namespace {

namespace json = boost::json;

json::object verdict_event(const draw::Event& event, const json::storage_ptr& storage) {
  json::object out(storage);
  out.reserve(8);  // a ruling's fields without a rehash
  out["ply"] = event.ply.value_or(0);
  out["event"] = jsv(draw::event_kind_name(event.kind));
  switch (event.kind) {
    case draw::EventKind::kFlagFall:
      out["rule"] = jsv(draw::rule_name(*event.rule));
      out["article"] = jsv(event.article);
      out["side"] = jsv(draw::side_name(*event.side));
      out["result"] = jsv(draw::result_text(*event.result));
      break;
    case draw::EventKind::kRuling:
      out["rule"] = jsv(draw::rule_name(*event.rule));
      out["article"] = jsv(event.article);
      out["claim_article"] = jsv(event.ruling->claim_article);
      if (event.move) {
        out["move"] = jsv(*event.move);
      } else {
        out["move"] = nullptr;
      }
      out["correct"] = event.ruling->correct;
      out["clocks_ms"] = {{"claimant", event.ruling->clocks.claimant.count()},
                          {"opponent", event.ruling->clocks.opponent.count()}};
      break;
    default:  // a claim the player on move could make
      out["rule"] = jsv(draw::rule_name(*event.rule));
      out["article"] = jsv(event.article);
      if (!event.moves.empty()) {
        json::array& moves = out["moves"].emplace_array();
        moves.reserve(event.moves.size());
        for (const std::string& m : event.moves) moves.emplace_back(jsv(m));
      }
  }
  return out;
}

}  // namespace

json::array verdict_events(const std::vector<draw::Event>& events, json::storage_ptr storage) {
  json::array out(std::move(storage));
  for (const draw::Event& event : events) {
    if (event.kind != draw::EventKind::kResult) out.emplace_back(verdict_event(event, out.storage()));
  }
  return out;
}

}  // namespace drawbridge
