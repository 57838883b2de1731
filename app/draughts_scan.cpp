#include "app/draughts_scan.h"

#include <cstdio>
#include <optional>
#include <string_view>

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <boost/json/serialize.hpp>

#include "absl/strings/str_cat.h"
#include "pgn/byte_source.h"
#include "pgn/pgn_game.h"
#include "pgn/pgn_splitter.h"
#include "support/absl_view.h"
#include "support/json_view.h"
#include "verdict/adjudicate_game.h"
#include "verdict/draughts_verdict.h"

namespace drawbridge {
namespace {

namespace json = boost::json;

constexpr std::string_view kTags[] = {"Event", "Site", "Date", "Round", "White", "Black", "Result", "Termination"};

// PDN results (PDN 3.0: "Default" and "International" result types) as the laws' results.
std::optional<draw::Result> pdn_result(std::string_view text) {
  if (text == "1-0" || text == "2-0") return draw::Result::kWhiteWins;
  if (text == "0-1" || text == "0-2") return draw::Result::kBlackWins;
  if (text == "1/2-1/2" || text == "1-1") return draw::Result::kDraw;
  return std::nullopt;
}

bool is_result_token(std::string_view t) { return pdn_result(t) || t == "*" || t == "0-0"; }

// The GameType tag's game: "20..." international, "25..." Russian; nullopt for none.
absl::StatusOr<std::optional<draughts::Game>> game_type(const pgn::PgnGame& game) {
  const std::optional<std::string> type = game.tag("GameType");
  if (!type) return std::nullopt;
  if (type->starts_with("20")) return draughts::Game::kInternational;
  if (type->starts_with("25")) return draughts::Game::kRussian;
  return absl::InvalidArgumentError(absl::StrCat("GameType ", *type, " is neither 20 nor 25"));
}

json::object finding(std::string_view kind, int ply, const draw::Event& e, std::string sentence) {
  return json::object{{"kind", jsv(kind)},
                      {"ply", ply},
                      {"rule", e.rule ? json::value(jsv(draw::rule_name(*e.rule))) : json::value(nullptr)},
                      {"article", jsv(e.article)},
                      {"sentence", jsv(sentence)}};
}

// Findings as scan has them: played on past an automatic end, a recorded result the laws
// contradict, and the first claim open and not made.
json::array findings(const draughts_draw::Referee& referee, const DraughtsReplayed& replayed,
                     std::optional<draw::Result> recorded) {
  json::array out;
  if (!replayed.status.ok()) return out;
  if (const std::optional<draw::Event> end = referee.result_event()) {
    const std::string what = absl::StrCat(av(draw::rule_name(*end->rule)), " (", end->article, ")");
    if (replayed.moves_after_end > 0) {
      out.push_back(
          finding("played-past-end", *end->ply, *end,
                  absl::StrCat(replayed.moves_after_end, " moves were recorded after the game ended by ", what)));
    }
    if (recorded && *recorded != *end->result) {
      out.push_back(finding("result-contradicts-laws", *end->ply, *end,
                            absl::StrCat("the recorded result is not ", av(draw::result_text(*end->result)), ", which ",
                                         what, " gives")));
    }
  }
  for (const draw::Event& e : replayed.events) {
    if (e.kind != draw::EventKind::kClaim) continue;
    const bool claimed_at_end = *e.ply == referee.ply() && recorded == draw::Result::kDraw;
    if (!claimed_at_end) {
      out.push_back(
          finding("claimable-draw-not-claimed", *e.ply, e,
                  absl::StrCat("the player on move could claim ", av(draw::rule_name(*e.rule)), " (", e.article, ")")));
    }
    break;
  }
  return out;
}

json::object scan_game(const pgn::PgnGame& game, const draughts_draw::Edition& edition, const draw::Policy& policy,
                       bool& error) {
  json::object out;
  std::vector<std::string_view> moves;
  for (const pgn::SanToken& t : game.moves) {
    if (!is_result_token(t.text)) moves.push_back(t.text);
  }
  // The Result tag, else the movetext's result.
  const std::optional<std::string> result_tag = game.tag("Result");
  const std::optional<draw::Result> recorded =
      pdn_result(result_tag ? std::string_view(*result_tag) : game.result_token);
  absl::StatusOr<std::optional<draughts::Game>> type = game_type(game);
  absl::Status start = type.status();
  if (start.ok() && *type && **type != edition.game) {
    start =
        absl::InvalidArgumentError(absl::StrCat("the game's GameType is ", av(draughts_draw::game_name(**type)),
                                                ", the edition's game ", av(draughts_draw::game_name(edition.game))));
  }
  const std::optional<std::string> fen = game.tag("FEN");
  absl::StatusOr<draughts_draw::Referee> referee =
      start.ok()
          ? draughts_draw::Referee::create(edition, policy, fen ? std::optional<std::string_view>(*fen) : std::nullopt)
          : absl::StatusOr<draughts_draw::Referee>(start);
  if (!referee.ok()) {
    error = true;
    add_error_fields(std::string(referee.status().message()), out);
    out["findings"] = json::array();
    return out;
  }
  const DraughtsReplayed replayed = replay_draughts(*referee, moves, {});
  error = !replayed.status.ok();
  add_draughts_verdict_fields(*referee, replayed, out);
  out["findings"] = findings(*referee, replayed, recorded);
  return out;
}

}  // namespace

absl::StatusOr<int> scan_draughts(const std::vector<std::string>& files, const draughts_draw::Edition& edition,
                                  const draw::Policy& policy) {
  int index = 0, errors = 0;
  pgn::PgnGame game;
  for (const std::string& file : files) {
    absl::StatusOr<std::unique_ptr<pgn::ByteSource>> source = pgn::open_byte_source(file);
    if (!source.ok()) return source.status();
    pgn::PgnSplitter splitter(**source, 256, 1 << 20);
    for (;;) {
      absl::StatusOr<pgn::Batch> batch = splitter.next_batch();
      if (!batch.ok()) return batch.status();
      if (batch->games.empty()) break;
      for (const pgn::GameSpan& span : batch->games) {
        pgn::read_pgn_game(batch->game_text(span), game);
        json::object tags;
        for (std::string_view name : kTags) {
          const std::optional<std::string> value = game.tag(name);
          tags[jsv(name)] = value ? json::value(jsv(*value)) : json::value(nullptr);
        }
        json::object line{{"index", index++},
                          {"file", jsv(file)},
                          {"offset", span.offset},
                          {"line", span.line},
                          {"tags", std::move(tags)}};
        bool error = false;
        for (auto& [key, value] : scan_game(game, edition, policy, error)) line[key] = std::move(value);
        errors += error ? 1 : 0;
        std::puts(json::serialize(line).c_str());
      }
    }
  }
  if (errors > 0) std::fprintf(stderr, "drawbridge scan: %d games had errors\n", errors);
  return std::fflush(stdout) == 0 && errors == 0 ? 0 : 1;
}

}  // namespace drawbridge
