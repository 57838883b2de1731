#include "rules/chess_draw/edition.h"

#include <toml++/toml.h>

#include "absl/status/status.h"
#include "absl/strings/str_cat.h"
#include "rules/laws/edition_loader.h"

namespace drawbridge::draw {
namespace {

// The tables below are read_table's: each reads the fields of its table `t`.

absl::Status read_claim_rule(const Fields& t, std::string_view count_key, ClaimRule& rule) {
  DRAWBRIDGE_CHECK(t.only({count_key, "with_move_article", "on_board_article"}));
  DRAWBRIDGE_ASSIGN(rule.count, t.count(count_key, 2, 1000));
  DRAWBRIDGE_ASSIGN(rule.with_move_article, t.text("with_move_article"));
  DRAWBRIDGE_ASSIGN(rule.on_board_article, t.text("on_board_article"));
  return absl::OkStatus();
}

absl::Status read_claims(const Fields& t, Edition& e) {
  DRAWBRIDGE_CHECK(t.only({"lapse_article", "correct_article", "wrong_article", "opponent_bonus_seconds",
                           "halve_above_seconds", "halve_at_most_seconds", "floor_from_seconds"}));
  DRAWBRIDGE_ASSIGN(e.claim_lapse_article, t.text("lapse_article"));
  DRAWBRIDGE_ASSIGN(e.correct_claim_article, t.text("correct_article"));
  DRAWBRIDGE_ASSIGN(e.wrong_claim_article, t.text("wrong_article"));
  constexpr int kDay = 86400;
  DRAWBRIDGE_ASSIGN(e.wrong_claim.opponent_bonus_seconds, t.count("opponent_bonus_seconds", 0, kDay));
  DRAWBRIDGE_ASSIGN(e.wrong_claim.halve_above_seconds, t.count("halve_above_seconds", 0, kDay));
  DRAWBRIDGE_ASSIGN(e.wrong_claim.halve_at_most_seconds, t.count("halve_at_most_seconds", 0, kDay));
  DRAWBRIDGE_ASSIGN(e.wrong_claim.floor_from_seconds, t.count("floor_from_seconds", 0, kDay));
  return absl::OkStatus();
}

absl::Status read_fivefold(const Fields& t, Edition& e) {
  DRAWBRIDGE_ASSIGN(e.fivefold.enabled, t.flag("automatic"));
  if (!e.fivefold.enabled) return t.only({"automatic"});
  std::string counting;
  DRAWBRIDGE_ASSIGN(counting, t.text("counting"));
  DRAWBRIDGE_ASSIGN(e.fivefold.count, t.count("count", 2, 1000));
  DRAWBRIDGE_ASSIGN(e.fivefold.article, t.text("article"));
  if (counting == "anywhere") {
    e.fivefold.counting = RepetitionCount::kAnywhere;
    return t.only({"automatic", "counting", "count", "article"});
  }
  if (counting != "consecutive") {
    return t.invalid("counting", "expected \"anywhere\" or \"consecutive\"");
  }
  e.fivefold.counting = RepetitionCount::kConsecutive;
  DRAWBRIDGE_ASSIGN(e.fivefold.interval_plies, t.count("interval_plies", 2, 1000));
  return t.only({"automatic", "counting", "count", "interval_plies", "article"});
}

absl::Status read_seventy_five(const Fields& t, Edition& e) {
  DRAWBRIDGE_ASSIGN(e.seventy_five_moves.enabled, t.flag("automatic"));
  if (!e.seventy_five_moves.enabled) return t.only({"automatic"});
  DRAWBRIDGE_ASSIGN(e.seventy_five_moves.moves, t.count("moves", 1, 10000));
  DRAWBRIDGE_ASSIGN(e.seventy_five_moves.article, t.text("article"));
  return t.only({"automatic", "moves", "article"});
}

absl::Status read_game_end(const Fields& t, Edition& e) {
  DRAWBRIDGE_CHECK(t.only({"checkmate_article", "stalemate_article", "dead_position_article", "timeout_article"}));
  DRAWBRIDGE_ASSIGN(e.checkmate_article, t.text("checkmate_article"));
  DRAWBRIDGE_ASSIGN(e.stalemate_article, t.text("stalemate_article"));
  DRAWBRIDGE_ASSIGN(e.dead_position_article, t.text("dead_position_article"));
  DRAWBRIDGE_ASSIGN(e.timeout_article, t.text("timeout_article"));
  return absl::OkStatus();
}

absl::StatusOr<Edition> read_edition(const toml::table& doc, std::string_view origin) {
  const Fields root(doc, "", origin);
  if (doc.contains("game")) {
    std::string game;
    DRAWBRIDGE_ASSIGN(game, root.text("game"));
    if (game != "chess") return root.invalid("game", absl::StrCat("the edition is for ", game, ", not chess"));
  }
  DRAWBRIDGE_CHECK(root.only({"id", "title", "game", "threefold_repetition", "fifty_move", "claims",
                              "fivefold_repetition", "seventy_five_move", "game_end", "draw_offer"}));
  Edition e;
  DRAWBRIDGE_ASSIGN(e.id, root.text("id"));
  DRAWBRIDGE_ASSIGN(e.title, root.text("title"));
  DRAWBRIDGE_CHECK(read_table(root, "threefold_repetition", read_claim_rule, "count", e.threefold));
  DRAWBRIDGE_CHECK(read_table(root, "fifty_move", read_claim_rule, "moves", e.fifty_moves));
  DRAWBRIDGE_CHECK(read_table(root, "claims", read_claims, e));
  DRAWBRIDGE_CHECK(read_table(root, "fivefold_repetition", read_fivefold, e));
  DRAWBRIDGE_CHECK(read_table(root, "seventy_five_move", read_seventy_five, e));
  DRAWBRIDGE_CHECK(read_table(root, "game_end", read_game_end, e));
  DRAWBRIDGE_ASSIGN(e.offers, read_offer_rules(root, OfferTable::kAllKeys));
  return e;
}

// A file that cannot be read or parsed counts as chess, so that choosing it says why.
bool is_chess_edition_file(const std::filesystem::path& file) {
  const absl::StatusOr<EditionDocument> document = read_edition_document(file);
  return !document.ok() || edition_game(document->doc) == "chess";
}

}  // namespace

absl::StatusOr<Edition> parse_edition(std::string_view toml_text, std::string_view origin) {
  return parse_edition_text<Edition>(toml_text, origin, read_edition);
}

absl::StatusOr<Edition> load_edition_file(const std::filesystem::path& file) {
  absl::StatusOr<EditionDocument> document = read_edition_document(file);
  if (!document.ok()) return document.status();
  return read_edition(document->doc, document->origin);
}

absl::StatusOr<Edition> find_edition(std::string_view id_or_path,
                                     const std::vector<std::filesystem::path>& search_dirs) {
  absl::StatusOr<EditionDocument> document = find_edition_document(id_or_path, search_dirs);
  if (!document.ok()) return document.status();
  return read_named_edition<Edition>(*document, id_or_path, read_edition);
}

std::vector<std::string> chess_edition_ids(const std::vector<std::filesystem::path>& search_dirs) {
  std::vector<std::string> ids = edition_ids(search_dirs);
  std::erase_if(ids, [&](const std::string& id) {
    const absl::StatusOr<std::filesystem::path> file = find_edition_file(id, search_dirs);
    return file.ok() && !is_chess_edition_file(*file);
  });
  return ids;
}

}  // namespace drawbridge::draw
