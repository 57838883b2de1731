#include "rules/draughts_draw/edition.h"

#include <utility>

#include "absl/strings/str_cat.h"
#include "rules/laws/edition_loader.h"
#include "support/absl_view.h"

namespace drawbridge::draughts_draw {
namespace {

using draw::Fields;

absl::StatusOr<draughts::Game> read_game(const Fields& root) {
  std::string name;
  DRAWBRIDGE_ASSIGN(name, root.text("game"));
  for (draughts::Game g : {draughts::Game::kInternational, draughts::Game::kRussian}) {
    if (name == game_name(g)) return g;
  }
  return root.invalid("game", "expected \"draughts-international\" or \"draughts-russian\"");
}

// `automatic` and `article`, the keys every rule has.
absl::StatusOr<Ruling> read_ruling(const Fields& t) {
  Ruling r;
  DRAWBRIDGE_ASSIGN(r.automatic, t.flag("automatic"));
  DRAWBRIDGE_ASSIGN(r.article, t.text("article"));
  return r;
}

absl::Status read_repetition(const Fields& t, Edition& e) {
  DRAWBRIDGE_CHECK(t.only({"count", "automatic", "article", "with_move_article"}));
  DRAWBRIDGE_ASSIGN(e.repetition.count, t.count("count", 2, 1000));
  DRAWBRIDGE_ASSIGN(e.repetition.ruling, read_ruling(t));
  if (!e.repetition.ruling.automatic) {
    DRAWBRIDGE_ASSIGN(e.repetition.with_move_article, t.text("with_move_article"));
  }
  return absl::OkStatus();
}

absl::Status read_kings_only(const Fields& t, Edition& e) {
  DRAWBRIDGE_CHECK(t.only({"moves", "automatic", "article"}));
  e.kings_only.enabled = true;
  DRAWBRIDGE_ASSIGN(e.kings_only.moves, t.count("moves", 1, 1000));
  DRAWBRIDGE_ASSIGN(e.kings_only.ruling, read_ruling(t));
  return absl::OkStatus();
}

// The `pieces = [min, max]` range of a material rule.
absl::Status read_pieces(const Fields& t, int& min, int& max) {
  DRAWBRIDGE_ASSIGN(min, t.count("pieces_min", 1, 40));
  DRAWBRIDGE_ASSIGN(max, t.count("pieces_max", min, 40));
  return absl::OkStatus();
}

absl::StatusOr<Counted> read_counted(const Fields& t) {
  std::string counted;
  DRAWBRIDGE_ASSIGN(counted, t.text("counted"));
  if (counted == "each") return Counted::kEach;
  if (counted == "stronger") return Counted::kStronger;
  return t.invalid("counted", "expected \"each\" or \"stronger\"");
}

// Tables of arrays: each [[lone_king]] or [[unchanged_material]] entry is read by `read`.
template <typename Rule, typename Read>
absl::Status read_each(const toml::table& doc, std::string_view key, std::string_view origin, std::vector<Rule>& out,
                       Read read) {
  const toml::node* node = doc.get(key);
  if (node == nullptr) return absl::OkStatus();
  const toml::array* entries = node->as_array();
  const Fields root(doc, "", origin);
  if (entries == nullptr) return root.invalid(key, "expected [[" + std::string(key) + "]] tables");
  for (std::size_t i = 0; i < entries->size(); ++i) {
    const toml::table* table = (*entries)[i].as_table();
    if (table == nullptr) return root.invalid(key, "expected [[" + std::string(key) + "]] tables");
    Rule rule;
    DRAWBRIDGE_CHECK(read(Fields(*table, absl::StrCat(av(key), "[", i, "]"), origin), rule));
    out.push_back(std::move(rule));
  }
  return absl::OkStatus();
}

absl::Status read_lone_king(const Fields& t, LoneKingRule& rule) {
  DRAWBRIDGE_CHECK(t.only({"pieces_min", "pieces_max", "all_kings", "moves", "counted", "automatic", "article"}));
  DRAWBRIDGE_CHECK(read_pieces(t, rule.pieces_min, rule.pieces_max));
  DRAWBRIDGE_ASSIGN(rule.all_kings, t.flag("all_kings"));
  DRAWBRIDGE_ASSIGN(rule.moves, t.count("moves", 1, 1000));
  DRAWBRIDGE_ASSIGN(rule.counted, read_counted(t));
  DRAWBRIDGE_ASSIGN(rule.ruling, read_ruling(t));
  return absl::OkStatus();
}

absl::Status read_unchanged_material(const Fields& t, UnchangedMaterialRule& rule) {
  DRAWBRIDGE_CHECK(t.only({"pieces_min", "pieces_max", "moves", "automatic", "article"}));
  DRAWBRIDGE_CHECK(read_pieces(t, rule.pieces_min, rule.pieces_max));
  DRAWBRIDGE_ASSIGN(rule.moves, t.count("moves", 1, 1000));
  DRAWBRIDGE_ASSIGN(rule.ruling, read_ruling(t));
  return absl::OkStatus();
}

bool has_claims(const Edition& e) {
  bool claims = !e.repetition.ruling.automatic || (e.kings_only.enabled && !e.kings_only.ruling.automatic);
  for (const LoneKingRule& r : e.lone_king) claims = claims || !r.ruling.automatic;
  for (const UnchangedMaterialRule& r : e.unchanged_material) claims = claims || !r.ruling.automatic;
  return claims;
}

absl::Status read_claims(const Fields& t, Edition& e) {
  DRAWBRIDGE_CHECK(t.only({"correct_article", "wrong_article"}));
  DRAWBRIDGE_ASSIGN(e.correct_claim_article, t.text("correct_article"));
  DRAWBRIDGE_ASSIGN(e.wrong_claim_article, t.text("wrong_article"));
  return absl::OkStatus();
}

absl::Status read_game_end(const Fields& t, Edition& e) {
  DRAWBRIDGE_CHECK(t.only({"no_move_article"}));
  DRAWBRIDGE_ASSIGN(e.no_move_article, t.text("no_move_article"));
  return absl::OkStatus();
}

absl::StatusOr<Edition> read_edition(const toml::table& doc, std::string_view origin) {
  const Fields root(doc, "", origin);
  DRAWBRIDGE_CHECK(root.only({"id", "title", "game", "pdn_game_type", "repetition", "kings_only_moves", "lone_king",
                              "unchanged_material", "claims", "game_end", "draw_offer"}));
  Edition e;
  DRAWBRIDGE_ASSIGN(e.id, root.text("id"));
  DRAWBRIDGE_ASSIGN(e.title, root.text("title"));
  DRAWBRIDGE_ASSIGN(e.game, read_game(root));
  if (doc.contains("pdn_game_type")) DRAWBRIDGE_ASSIGN(e.pdn_game_type, root.count("pdn_game_type", 1, 1000));
  DRAWBRIDGE_CHECK(draw::read_table(root, "repetition", read_repetition, e));
  if (doc.contains("kings_only_moves"))
    DRAWBRIDGE_CHECK(draw::read_table(root, "kings_only_moves", read_kings_only, e));
  DRAWBRIDGE_CHECK(read_each(doc, "lone_king", origin, e.lone_king, read_lone_king));
  DRAWBRIDGE_CHECK(read_each(doc, "unchanged_material", origin, e.unchanged_material, read_unchanged_material));
  if (has_claims(e)) DRAWBRIDGE_CHECK(draw::read_table(root, "claims", read_claims, e));
  DRAWBRIDGE_CHECK(draw::read_table(root, "game_end", read_game_end, e));
  DRAWBRIDGE_ASSIGN(e.offers, draw::read_offer_rules(root, draw::OfferTable::kArticleAndReoffer));
  return e;
}

}  // namespace

std::string_view game_name(draughts::Game game) {
  return game == draughts::Game::kRussian ? "draughts-russian" : "draughts-international";
}

absl::StatusOr<Edition> parse_edition(std::string_view toml_text, std::string_view origin) {
  return draw::parse_edition_text<Edition>(toml_text, origin, read_edition);
}

absl::StatusOr<std::optional<Edition>> find_edition(std::string_view id_or_path,
                                                    const std::vector<std::filesystem::path>& search_dirs) {
  absl::StatusOr<draw::EditionDocument> document = draw::find_edition_document(id_or_path, search_dirs);
  if (!document.ok()) return document.status();
  if (draw::edition_game(document->doc) == "chess") return std::nullopt;
  absl::StatusOr<Edition> edition = draw::read_named_edition<Edition>(*document, id_or_path, read_edition);
  if (!edition.ok()) return edition.status();
  return std::optional<Edition>(*std::move(edition));
}

}  // namespace drawbridge::draughts_draw
