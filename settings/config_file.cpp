#include "settings/config_file.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>

#include <toml++/toml.h>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "platform/file_path.h"
#include "settings/setting_table.h"
#include "support/absl_view.h"

namespace drawbridge {
namespace {

// A TOML value as the text apply_setting reads: strings as they are, integers in decimal,
// an array of strings (a list) joined by commas. Null when the value has the wrong type.
std::optional<std::string> setting_text_of(const SettingSpec& spec, const toml::node& node) {
  if (spec.kind == SettingKind::kCount) {
    if (const auto* number = node.as_integer()) return absl::StrCat(number->get());
    return std::nullopt;
  }
  if (const auto* text = node.as_string()) return text->get();
  const auto* array = node.as_array();
  if (spec.kind != SettingKind::kList || array == nullptr) return std::nullopt;
  std::vector<std::string> items;
  for (const toml::node& item : *array) {
    const auto* text = item.as_string();
    if (text == nullptr) return std::nullopt;
    items.push_back(text->get());
  }
  return absl::StrJoin(items, ",");
}

std::string_view expected_type(const SettingSpec& spec) {
  switch (spec.kind) {
    case SettingKind::kCount: return "an integer";
    case SettingKind::kList: return "a string or an array of strings";
    default: return "a string";
  }
}

absl::Status apply_key(std::string_view source, std::string_view key, const toml::node& node, Settings& settings,
                       SettingOrigins& origins) {
  const std::string where = absl::StrCat(av(source), ":", node.source().begin.line);
  const SettingSpec* spec = find_setting(key);
  if (spec == nullptr || spec->key == "config") {
    return absl::InvalidArgumentError(absl::StrCat(where, ": unknown key '", av(key), "'"));
  }
  const std::optional<std::string> text = setting_text_of(*spec, node);
  if (!text) {
    return absl::InvalidArgumentError(absl::StrCat(where, ": key '", av(key), "' must be ", av(expected_type(*spec))));
  }
  if (absl::Status applied = apply_setting(*spec, *text, settings); !applied.ok()) {
    return absl::InvalidArgumentError(absl::StrCat(where, ": key '", av(key), "': ", applied.message()));
  }
  origins[std::string(spec->key)] = where;
  return absl::OkStatus();
}

}  // namespace

absl::Status apply_config_text(std::string_view toml_text, std::string_view source, Settings& settings,
                               SettingOrigins& origins, std::span<const std::string_view> own_keys) {
  toml::table table;
  try {
    table = toml::parse(toml_text, source);
  } catch (const toml::parse_error& error) {
    return absl::InvalidArgumentError(absl::StrCat(av(source), ":", error.source().begin.line, ":",
                                                   error.source().begin.column, ": ", av(error.description())));
  }
  for (const auto& [key, node] : table) {
    if (std::find(own_keys.begin(), own_keys.end(), key.str()) != own_keys.end()) continue;
    if (absl::Status applied = apply_key(source, key.str(), node, settings, origins); !applied.ok()) return applied;
  }
  return absl::OkStatus();
}

absl::Status apply_config_file(const std::string& path, Settings& settings, SettingOrigins& origins) {
  const std::filesystem::path file_name = file_path(path);
  std::error_code ec;
  if (std::filesystem::is_directory(file_name, ec)) {
    return absl::InvalidArgumentError(absl::StrCat("cannot read config file ", path, ": Is a directory"));
  }
  std::ifstream file(file_name, std::ios::binary);
  if (!file) {
    return absl::NotFoundError(absl::StrCat("cannot read config file ", path, ": ", std::strerror(errno)));
  }
  std::ostringstream text;
  text << file.rdbuf();
  return apply_config_text(text.str(), path, settings, origins);
}

}  // namespace drawbridge
