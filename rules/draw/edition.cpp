#include "rules/draw/edition.h"

#include <algorithm>
#include <fstream>
#include <initializer_list>
#include <sstream>

#include <toml++/toml.h>

#include "absl/status/status.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "platform/file_path.h"
#include "support/absl_view.h"

namespace drawbridge::draw {
namespace {

// One TOML table of an edition file, read strictly: every key must be known and of the
// right type, and every error names the file, the line and the dotted key.
class Fields {
 public:
  Fields(const toml::table& table, std::string prefix, std::string_view origin)
      : table_(&table), prefix_(std::move(prefix)), origin_(origin) {}

  absl::Status only(std::initializer_list<std::string_view> known) const {
    for (const auto& [key, node] : *table_) {
      bool listed = false;
      for (std::string_view k : known) listed = listed || k == key.str();
      if (!listed) return error(node.source(), key.str(), "unknown key");
    }
    return absl::OkStatus();
  }

  absl::StatusOr<Fields> table(std::string_view key) const {
    const toml::node* node = table_->get(key);
    if (node == nullptr) return error(table_->source(), key, "missing table");
    const toml::table* t = node->as_table();
    if (t == nullptr) return error(node->source(), key, "expected a table");
    return Fields(*t, dotted(key), origin_);
  }

  absl::StatusOr<std::string> text(std::string_view key) const {
    absl::StatusOr<const toml::node*> node = get(key);
    if (!node.ok()) return node.status();
    std::optional<std::string> value = (*node)->value<std::string>();
    if (!value || !(*node)->is_string()) return error((*node)->source(), key, "expected a string");
    return *value;
  }

  absl::StatusOr<int> count(std::string_view key, int min, int max) const {
    absl::StatusOr<const toml::node*> node = get(key);
    if (!node.ok()) return node.status();
    if (!(*node)->is_integer()) return error((*node)->source(), key, "expected an integer");
    const std::int64_t value = *(*node)->value<std::int64_t>();
    if (value < min || value > max) {
      return error((*node)->source(), key, absl::StrCat("must be from ", min, " to ", max));
    }
    return static_cast<int>(value);
  }

  absl::StatusOr<bool> flag(std::string_view key) const {
    absl::StatusOr<const toml::node*> node = get(key);
    if (!node.ok()) return node.status();
    if (!(*node)->is_boolean()) return error((*node)->source(), key, "expected true or false");
    return *(*node)->value<bool>();
  }

  // An error about the value at `key`, reported at its line.
  absl::Status invalid(std::string_view key, std::string_view what) const {
    const toml::node* node = table_->get(key);
    return error(node != nullptr ? node->source() : table_->source(), key, what);
  }

  absl::Status error(const toml::source_region& where, std::string_view key, std::string_view what) const {
    return absl::InvalidArgumentError(absl::StrCat(std::string(origin_), ":", static_cast<int>(where.begin.line),
                                                   ": key '", dotted(key), "': ", std::string(what)));
  }

 private:
  absl::StatusOr<const toml::node*> get(std::string_view key) const {
    const toml::node* node = table_->get(key);
    if (node == nullptr) return error(table_->source(), key, "missing");
    return node;
  }
  std::string dotted(std::string_view key) const {
    return prefix_.empty() ? std::string(key) : absl::StrCat(prefix_, ".", std::string(key));
  }

  const toml::table* table_;
  std::string prefix_;
  std::string_view origin_;
};

#define DRAWBRIDGE_ASSIGN(lhs, expr)              \
  do {                                            \
    auto value_or = (expr);                       \
    if (!value_or.ok()) return value_or.status(); \
    lhs = *std::move(value_or);                   \
  } while (false)

#define DRAWBRIDGE_CHECK(expr)         \
  do {                                 \
    absl::Status status_ = (expr);     \
    if (!status_.ok()) return status_; \
  } while (false)

absl::StatusOr<ClaimRule> read_claim_rule(const Fields& root, std::string_view name, std::string_view count_key) {
  Fields t = root;
  DRAWBRIDGE_ASSIGN(t, root.table(name));
  DRAWBRIDGE_CHECK(t.only({count_key, "with_move_article", "on_board_article"}));
  ClaimRule rule;
  DRAWBRIDGE_ASSIGN(rule.count, t.count(count_key, 2, 1000));
  DRAWBRIDGE_ASSIGN(rule.with_move_article, t.text("with_move_article"));
  DRAWBRIDGE_ASSIGN(rule.on_board_article, t.text("on_board_article"));
  return rule;
}

absl::Status read_claims(const Fields& root, Edition& e) {
  Fields t = root;
  DRAWBRIDGE_ASSIGN(t, root.table("claims"));
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

absl::Status read_fivefold(const Fields& root, Edition& e) {
  Fields t = root;
  DRAWBRIDGE_ASSIGN(t, root.table("fivefold_repetition"));
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

absl::Status read_seventy_five(const Fields& root, Edition& e) {
  Fields t = root;
  DRAWBRIDGE_ASSIGN(t, root.table("seventy_five_move"));
  DRAWBRIDGE_ASSIGN(e.seventy_five_moves.enabled, t.flag("automatic"));
  if (!e.seventy_five_moves.enabled) return t.only({"automatic"});
  DRAWBRIDGE_ASSIGN(e.seventy_five_moves.moves, t.count("moves", 1, 10000));
  DRAWBRIDGE_ASSIGN(e.seventy_five_moves.article, t.text("article"));
  return t.only({"automatic", "moves", "article"});
}

absl::Status read_game_end(const Fields& root, Edition& e) {
  Fields t = root;
  DRAWBRIDGE_ASSIGN(t, root.table("game_end"));
  DRAWBRIDGE_CHECK(t.only({"checkmate_article", "stalemate_article", "dead_position_article", "timeout_article"}));
  DRAWBRIDGE_ASSIGN(e.checkmate_article, t.text("checkmate_article"));
  DRAWBRIDGE_ASSIGN(e.stalemate_article, t.text("stalemate_article"));
  DRAWBRIDGE_ASSIGN(e.dead_position_article, t.text("dead_position_article"));
  DRAWBRIDGE_ASSIGN(e.timeout_article, t.text("timeout_article"));
  return absl::OkStatus();
}

absl::StatusOr<ReofferRule> parse_reoffer_rule(std::string_view name) {
  if (name == "any-time") return ReofferRule::kAnyTime;
  if (name == "after-opponent-offer") return ReofferRule::kAfterOpponentOffer;
  if (name == "every-n-moves") return ReofferRule::kEveryNMoves;
  return absl::InvalidArgumentError(
      absl::StrCat("unknown re-offer rule '", std::string(name), "' (any-time, after-opponent-offer, every-n-moves)"));
}

absl::Status read_offers(const Fields& root, Edition& e) {
  Fields t = root;
  DRAWBRIDGE_ASSIGN(t, root.table("draw_offer"));
  DRAWBRIDGE_CHECK(t.only({"article", "reoffer", "reoffer_every_moves", "claim_is_offer", "claim_is_offer_article"}));
  DRAWBRIDGE_ASSIGN(e.offers.article, t.text("article"));
  std::string reoffer;
  DRAWBRIDGE_ASSIGN(reoffer, t.text("reoffer"));
  absl::StatusOr<ReofferRule> rule = parse_reoffer_rule(reoffer);
  if (!rule.ok()) return t.invalid("reoffer", std::string(rule.status().message()));
  e.offers.reoffer = *rule;
  if (e.offers.reoffer == ReofferRule::kEveryNMoves) {
    DRAWBRIDGE_ASSIGN(e.offers.reoffer_every_moves, t.count("reoffer_every_moves", 1, 1000));
  }
  DRAWBRIDGE_ASSIGN(e.offers.claim_is_offer, t.flag("claim_is_offer"));
  if (e.offers.claim_is_offer) {
    DRAWBRIDGE_ASSIGN(e.offers.claim_is_offer_article, t.text("claim_is_offer_article"));
  }
  return absl::OkStatus();
}

absl::StatusOr<Edition> read_edition(const toml::table& doc, std::string_view origin) {
  const Fields root(doc, "", origin);
  DRAWBRIDGE_CHECK(root.only({"id", "title", "threefold_repetition", "fifty_move", "claims", "fivefold_repetition",
                              "seventy_five_move", "game_end", "draw_offer"}));
  Edition e;
  DRAWBRIDGE_ASSIGN(e.id, root.text("id"));
  DRAWBRIDGE_ASSIGN(e.title, root.text("title"));
  DRAWBRIDGE_ASSIGN(e.threefold, read_claim_rule(root, "threefold_repetition", "count"));
  DRAWBRIDGE_ASSIGN(e.fifty_moves, read_claim_rule(root, "fifty_move", "moves"));
  DRAWBRIDGE_CHECK(read_claims(root, e));
  DRAWBRIDGE_CHECK(read_fivefold(root, e));
  DRAWBRIDGE_CHECK(read_seventy_five(root, e));
  DRAWBRIDGE_CHECK(read_game_end(root, e));
  DRAWBRIDGE_CHECK(read_offers(root, e));
  return e;
}

bool looks_like_path(std::string_view id_or_path) {
  return id_or_path.find('/') != std::string_view::npos || id_or_path.ends_with(".toml");
}

}  // namespace

absl::StatusOr<Edition> parse_edition(std::string_view toml_text, std::string_view origin) {
  toml::table doc;
  try {
    doc = toml::parse(toml_text, origin);
  } catch (const toml::parse_error& e) {
    return absl::InvalidArgumentError(absl::StrCat(std::string(origin), ":", static_cast<int>(e.source().begin.line),
                                                   ": ", std::string(e.description())));
  }
  return read_edition(doc, origin);
}

absl::StatusOr<Edition> load_edition_file(const std::filesystem::path& file) {
  std::ifstream in(file, std::ios::binary);
  if (!in) return absl::NotFoundError(absl::StrCat("cannot read edition file ", path_text(file)));
  std::ostringstream text;
  text << in.rdbuf();
  return parse_edition(text.str(), path_text(file));
}

absl::StatusOr<Edition> find_edition(std::string_view id_or_path,
                                     const std::vector<std::filesystem::path>& search_dirs) {
  if (looks_like_path(id_or_path)) return load_edition_file(file_path(id_or_path));
  std::vector<std::string> tried;
  for (const std::filesystem::path& dir : search_dirs) {
    const std::filesystem::path file = dir / file_path(absl::StrCat(av(id_or_path), ".toml"));
    std::error_code ec;
    if (std::filesystem::is_regular_file(file, ec)) {
      absl::StatusOr<Edition> edition = load_edition_file(file);
      if (edition.ok() && edition->id != id_or_path) {
        return absl::InvalidArgumentError(absl::StrCat(path_text(file), ":1: key 'id': is '", edition->id,
                                                       "', expected '", std::string(id_or_path), "'"));
      }
      return edition;
    }
    tried.push_back(path_text(file));
  }
  const std::vector<std::string> known = edition_ids(search_dirs);
  return absl::NotFoundError(absl::StrCat("unknown edition '", std::string(id_or_path),
                                          "' (editions: ", known.empty() ? "none found" : absl::StrJoin(known, ", "),
                                          "; looked for ", absl::StrJoin(tried, ", "), ")"));
}

std::vector<std::string> edition_ids(const std::vector<std::filesystem::path>& search_dirs) {
  std::vector<std::string> ids;
  for (const std::filesystem::path& dir : search_dirs) {
    std::error_code ec;
    for (std::filesystem::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
      if (it->path().extension() == ".toml") ids.push_back(path_text(it->path().stem()));
    }
  }
  std::sort(ids.begin(), ids.end());
  ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
  return ids;
}

}  // namespace drawbridge::draw
