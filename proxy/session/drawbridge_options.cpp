#include "proxy/session/drawbridge_options.h"

#include <algorithm>
#include <system_error>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"

namespace drawbridge {
namespace {

constexpr std::string_view kEmpty = "<empty>";

struct OptionSpec {
  std::string_view key;
  std::string_view name;
  std::string_view type;   // combo, spin or string
  std::vector<std::string_view> vars;  // combo
  int max = 0;                          // spin (min is 0)
};

const std::vector<OptionSpec>& option_specs() {
  static const std::vector<OptionSpec> specs = {
      {"rules", "Drawbridge Rules", "combo", {}, 0},
      {"policy", "Drawbridge Policy", "string", {}, 0},
      {"claim", "Drawbridge Claim", "combo", {"never", "always", "unless-winning"}, 0},
      {"claim_margin", "Drawbridge Claim Margin", "spin", {}, 100000},
      {"offer", "Drawbridge Offer", "combo", {"never", "score"}, 0},
      {"offer_move", "Drawbridge Offer Move", "spin", {}, 10000},
      {"offer_score", "Drawbridge Offer Score", "spin", {}, 100000},
      {"offer_count", "Drawbridge Offer Count", "spin", {}, 10000},
      {"adjudicate", "Drawbridge Adjudicate", "combo", {"report", "stop"}, 0},
      {"events", "Drawbridge Events", "string", {}, 0},
  };
  return specs;
}

absl::string_view av(std::string_view text) { return {text.data(), text.size()}; }

std::string option_line(const OptionSpec& spec, const std::string& value, const std::vector<std::string>& editions) {
  std::string line = absl::StrCat("option name ", av(spec.name), " type ", av(spec.type), " default ",
                                  value.empty() ? av(kEmpty) : value);
  if (spec.type == "spin") absl::StrAppend(&line, " min 0 max ", spec.max);
  if (spec.key == "rules") {
    for (const std::string& id : editions) absl::StrAppend(&line, " var ", id);
    if (std::find(editions.begin(), editions.end(), value) == editions.end()) absl::StrAppend(&line, " var ", value);
  }
  for (std::string_view var : spec.vars) absl::StrAppend(&line, " var ", av(var));
  return line;
}

}  // namespace

std::vector<std::string> drawbridge_option_lines(const SessionSettings& settings,
                                                 const std::vector<std::string>& editions) {
  std::vector<std::string> lines;
  for (const OptionSpec& spec : option_specs()) {
    lines.push_back(option_line(spec, setting_text(spec.key, settings), editions));
  }
  return lines;
}

std::optional<std::string_view> setting_key_for_option(std::string_view option_name) {
  for (const OptionSpec& spec : option_specs()) {
    if (absl::EqualsIgnoreCase(av(option_name), av(spec.name))) return spec.key;
  }
  return std::nullopt;
}

std::string_view option_value_text(std::string_view value) { return value == kEmpty ? std::string_view() : value; }

std::vector<std::string> edition_ids(const std::vector<std::filesystem::path>& dirs) {
  std::vector<std::string> ids;
  for (const std::filesystem::path& dir : dirs) {
    std::error_code ec;
    for (std::filesystem::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
      if (it->path().extension() == ".toml") ids.push_back(it->path().stem().string());
    }
  }
  std::sort(ids.begin(), ids.end());
  ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
  return ids;
}

}  // namespace drawbridge
