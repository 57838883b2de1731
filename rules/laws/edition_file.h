// The one loader of edition files (configs/rules/<id>.toml), for chess and draughts alike:
// an edition is named by its id, looked up in a list of folders, or by a path; its file is read
// and parsed as TOML, its `game` says which game's laws it holds, and a file found by its id
// must declare that id. What its tables mean is each game's own (chess_draw/edition.h,
// draughts_draw/edition.h), read strictly with toml_fields.h through edition_loader.h.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include <toml++/toml.h>

#include "absl/status/status.h"
#include "absl/status/statusor.h"

namespace drawbridge::draw {

// An edition file read and parsed; `origin` names it in error messages.
struct EditionDocument {
  std::filesystem::path file;
  std::string origin;
  toml::table doc;
};

// The game an edition's `game` key names; "chess" when it names none.
std::string edition_game(const toml::table& doc);

absl::StatusOr<std::string> read_edition_text(const std::filesystem::path& file);
absl::StatusOr<EditionDocument> read_edition_document(const std::filesystem::path& file);

// `id_or_path` is an edition id looked up as <dir>/<id>.toml in each of `search_dirs` in
// turn, or a path to a .toml file (anything containing '/' or ending in ".toml"); this is the
// file it names. An unknown id is an error that lists the editions there are.
absl::StatusOr<std::filesystem::path> find_edition_file(std::string_view id_or_path,
                                                        const std::vector<std::filesystem::path>& search_dirs);
// A file found by its id must declare that id (the error names the file).
absl::Status check_edition_id(const std::filesystem::path& file, std::string_view id_or_path, std::string_view id);

// The document of the file `id_or_path` names (find_edition_file, then read_edition_document).
absl::StatusOr<EditionDocument> find_edition_document(std::string_view id_or_path,
                                                      const std::vector<std::filesystem::path>& search_dirs);

// The ids of the edition files (<id>.toml) in `search_dirs`, sorted, without duplicates.
std::vector<std::string> edition_ids(const std::vector<std::filesystem::path>& search_dirs);

}  // namespace drawbridge::draw
