#include "rules/laws/edition_file.h"

#include <algorithm>
#include <fstream>
#include <optional>
#include <sstream>
#include <utility>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "platform/file_path.h"
#include "rules/laws/toml_fields.h"
#include "support/absl_view.h"

namespace drawbridge::draw {
namespace {

bool looks_like_path(std::string_view id_or_path) {
  return id_or_path.find('/') != std::string_view::npos || id_or_path.ends_with(".toml");
}

}  // namespace

std::string edition_game(const toml::table& doc) {
  const std::optional<std::string> game = doc["game"].value<std::string>();
  return game.value_or("chess");
}

absl::StatusOr<std::string> read_edition_text(const std::filesystem::path& file) {
  std::ifstream in(file, std::ios::binary);
  if (!in) return absl::NotFoundError(absl::StrCat("cannot read edition file ", path_text(file)));
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

absl::StatusOr<EditionDocument> read_edition_document(const std::filesystem::path& file) {
  absl::StatusOr<std::string> text = read_edition_text(file);
  if (!text.ok()) return text.status();
  std::string origin = path_text(file);
  absl::StatusOr<toml::table> doc = parse_toml(*text, origin);
  if (!doc.ok()) return doc.status();
  return EditionDocument{file, std::move(origin), *std::move(doc)};
}

absl::StatusOr<std::filesystem::path> find_edition_file(std::string_view id_or_path,
                                                        const std::vector<std::filesystem::path>& search_dirs) {
  if (looks_like_path(id_or_path)) return file_path(id_or_path);
  std::vector<std::string> tried;
  for (const std::filesystem::path& dir : search_dirs) {
    const std::filesystem::path file = dir / file_path(absl::StrCat(av(id_or_path), ".toml"));
    std::error_code ec;
    if (std::filesystem::is_regular_file(file, ec)) return file;
    tried.push_back(path_text(file));
  }
  const std::vector<std::string> known = edition_ids(search_dirs);
  return absl::NotFoundError(absl::StrCat("unknown edition '", std::string(id_or_path),
                                          "' (editions: ", known.empty() ? "none found" : absl::StrJoin(known, ", "),
                                          "; looked for ", absl::StrJoin(tried, ", "), ")"));
}

absl::StatusOr<EditionDocument> find_edition_document(std::string_view id_or_path,
                                                      const std::vector<std::filesystem::path>& search_dirs) {
  absl::StatusOr<std::filesystem::path> file = find_edition_file(id_or_path, search_dirs);
  if (!file.ok()) return file.status();
  return read_edition_document(*file);
}

absl::Status check_edition_id(const std::filesystem::path& file, std::string_view id_or_path, std::string_view id) {
  if (looks_like_path(id_or_path) || id == id_or_path) return absl::OkStatus();
  return absl::InvalidArgumentError(absl::StrCat(path_text(file), ":1: key 'id': is '", std::string(id),
                                                 "', expected '", std::string(id_or_path), "'"));
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
