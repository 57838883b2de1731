// The one table of drawbridge's settings. Everything that names a setting reads it from here:
// the command-line flags (`--claim-margin` or `--claim_margin`), the config file's TOML keys
// (either spelling), the `option name Drawbridge ...` lines and their `setoption`
// (proxy/session/own_options.h), and --help.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "absl/status/status.h"
#include "settings/settings.h"

namespace drawbridge {

enum class SettingKind {
  kText,    // any string; empty means none
  kCount,   // a whole number from 0 to `max`
  kChoice,  // one of `choices`
  kList,    // comma-separated names (a TOML array of strings in the config file)
};

// Where a setting's value lives in Settings.
using SettingField = std::variant<std::string*, int*, ClaimMode*, OfferMode*, Adjudication*, GuiProtocol*, AcceptMode*,
                                  std::vector<std::string>*>;

struct SettingSpec {
  std::string_view key;     // flag and TOML key, with underscores
  std::string_view option;  // UCI option name; empty: not a UCI option
  SettingKind kind;
  std::string_view value_name;            // in --help: FILE, N, ...
  std::vector<std::string_view> choices;  // kChoice: in the enum's order
  int max = 0;                            // kCount
  std::string_view help;
  SettingField (*field)(Settings&);
};

const std::vector<SettingSpec>& setting_table();

// The setting a flag or TOML key names, with dashes or underscores; null if none.
const SettingSpec* find_setting(std::string_view key);
// The setting a UCI option name names (case-insensitive, as UCI says); null if none.
const SettingSpec* find_setting_by_option(std::string_view option_name);

// Sets the setting from its text; the error says what the setting accepts.
absl::Status apply_setting(const SettingSpec& spec, std::string_view text, Settings& settings);
// The text apply_setting reads back into the same value.
std::string setting_text(const SettingSpec& spec, const Settings& settings);
// What a setting accepts, for messages and --help: "never|always|unless-winning", "0..100000".
std::string accepted_values(const SettingSpec& spec);

}  // namespace drawbridge
