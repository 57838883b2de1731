// The one way an edition is loaded, for chess and draughts alike: each game gives only the
// function that reads its own tables (an EditionReader); the loader parses the TOML text, or
// reads the file an id or path names (edition_file.h), and holds a file found by its id to
// that id. The table every edition has, its draw offers, is read here too.
#pragma once

#include <string_view>

#include <toml++/toml.h>

#include "absl/status/statusor.h"
#include "rules/laws/edition_file.h"
#include "rules/laws/offer_rules.h"
#include "rules/laws/toml_fields.h"

namespace drawbridge::draw {

// A game's reader of an edition from a file's top table; `origin` names the file in errors.
template <class Edition>
using EditionReader = absl::StatusOr<Edition> (*)(const toml::table& doc, std::string_view origin);

// The edition in `toml_text`, read by `read`.
template <class Edition>
absl::StatusOr<Edition> parse_edition_text(std::string_view toml_text, std::string_view origin,
                                           EditionReader<Edition> read) {
  absl::StatusOr<toml::table> doc = parse_toml(toml_text, origin);
  if (!doc.ok()) return doc.status();
  return read(*doc, origin);
}

// The edition of `document`, the file `id_or_path` names, read by `read`: a file found by its
// id must declare that id.
template <class Edition>
absl::StatusOr<Edition> read_named_edition(const EditionDocument& document, std::string_view id_or_path,
                                           EditionReader<Edition> read) {
  absl::StatusOr<Edition> edition = read(document.doc, document.origin);
  if (edition.ok()) DRAWBRIDGE_CHECK(check_edition_id(document.file, id_or_path, edition->id));
  return edition;
}

// Which keys of the [draw_offer] table a game's editions know: all of them, or only `article`
// and `reoffer` without "every-n-moves" (a game that counts no moves between offers and whose
// claim is no offer, as draughts' 5.4.12.4).
enum class OfferTable { kAllKeys, kArticleAndReoffer };

// The [draw_offer] table of `root`.
absl::StatusOr<OfferRules> read_offer_rules(const Fields& root, OfferTable keys);

}  // namespace drawbridge::draw
