#include "app/relay/engine_file.h"

#include <fstream>
#include <sstream>
#include <string_view>

#include <toml++/toml.h>

#include "absl/strings/str_cat.h"
#include "platform/file_path.h"
#include "settings/config_file.h"
#include "support/absl_view.h"

namespace drawbridge {
namespace {

constexpr std::string_view kEngineKey = "engine";

// `engine = ["path", "arg", ...]`, or `engine = "path"` for an engine without arguments.
absl::StatusOr<std::vector<std::string>> engine_command_of(const toml::table& table, const std::string& source) {
  const toml::node* node = table.get(kEngineKey);
  if (node == nullptr) {
    return absl::InvalidArgumentError(
        absl::StrCat(source, ": no 'engine' key (engine = [\"path of the engine\", \"its arguments\", ...])"));
  }
  const absl::Status wrong_type = absl::InvalidArgumentError(
      absl::StrCat(source, ":", node->source().begin.line,
                   ": key 'engine' must be a non-empty array of strings (the engine and its arguments)"));
  std::vector<std::string> command;
  if (const auto* text = node->as_string()) command.push_back(text->get());
  if (const auto* array = node->as_array()) {
    for (const toml::node& item : *array) {
      const auto* text = item.as_string();
      if (text == nullptr) return wrong_type;
      command.push_back(text->get());
    }
  }
  if (command.empty() || command.front().empty()) return wrong_type;
  return command;
}

}  // namespace

std::vector<std::filesystem::path> engine_file_candidates(const std::filesystem::path& invoked) {
  if (invoked.empty()) return {};
  const std::filesystem::path dir = invoked.parent_path();
  std::vector<std::filesystem::path> files = {dir / file_path(path_text(invoked.stem()) + ".toml")};
  if (invoked.stem() != "drawbridge") files.push_back(dir / "drawbridge.toml");
  return files;
}

absl::StatusOr<std::vector<std::string>> apply_engine_file(const std::filesystem::path& path, Settings& settings,
                                                           SettingOrigins& origins) {
  const std::string source = path_text(path);
  std::ifstream file(path, std::ios::binary);
  if (!file) return absl::NotFoundError(absl::StrCat("cannot read ", source));
  std::ostringstream text;
  text << file.rdbuf();
  const std::string_view own_keys[] = {kEngineKey};
  if (absl::Status applied = apply_config_text(text.str(), source, settings, origins, own_keys); !applied.ok()) {
    return applied;
  }
  // Parsed again for its own key: the text parsed above, so it cannot fail here.
  toml::table table;
  try {
    table = toml::parse(text.str(), source);
  } catch (const toml::parse_error& error) {
    return absl::InvalidArgumentError(absl::StrCat(source, ": ", av(error.description())));
  }
  return engine_command_of(table, source);
}

}  // namespace drawbridge
