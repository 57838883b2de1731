#include "settings/command_line.h"

#include <algorithm>

#include "absl/strings/str_cat.h"
#include "support/absl_view.h"

namespace drawbridge {
namespace {

std::string underscored(std::string_view name) {
  std::string out(name);
  std::replace(out.begin(), out.end(), '-', '_');
  return out;
}

bool is_negative_number(std::string_view word) {
  return word.size() > 1 && word[0] == '-' &&
         std::all_of(word.begin() + 1, word.end(), [](char c) { return (c >= '0' && c <= '9') || c == '.'; });
}

const FlagSpec* find_flag(std::span<const FlagSpec> specs, std::string_view name) {
  for (const FlagSpec& spec : specs) {
    if (spec.name == name) return &spec;
  }
  return nullptr;
}

}  // namespace

absl::StatusOr<CommandLine> parse_command_line(std::span<char* const> args, std::span<const FlagSpec> specs) {
  CommandLine line;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string_view word = args[i];
    if (word == "--") {
      line.positional.insert(line.positional.end(), args.begin() + i + 1, args.end());
      break;
    }
    if (word.size() < 2 || word[0] != '-' || is_negative_number(word)) {
      line.positional.emplace_back(word);
      continue;
    }
    const std::string_view body = word.substr(word[1] == '-' ? 2 : 1);
    const std::size_t equals = body.find('=');
    const std::string name = underscored(body.substr(0, equals));
    if (name == "help" || name == "h") {
      line.help = true;
      continue;
    }
    if (name == "version") {
      line.version = true;
      continue;
    }
    const FlagSpec* spec = find_flag(specs, name);
    if (spec == nullptr)
      return absl::InvalidArgumentError(absl::StrCat("unknown flag ", av(word.substr(0, word.find('=')))));
    if (spec->value_name.empty()) {
      if (equals != std::string_view::npos) {
        return absl::InvalidArgumentError(absl::StrCat("--", spec->name, " is a switch and takes no value"));
      }
      line.flags.emplace_back(name, "");
    } else if (equals != std::string_view::npos) {
      line.flags.emplace_back(name, std::string(body.substr(equals + 1)));
    } else if (i + 1 < args.size()) {
      line.flags.emplace_back(name, args[++i]);
    } else {
      return absl::InvalidArgumentError(absl::StrCat("--", spec->name, " needs a value (", spec->value_name, ")"));
    }
  }
  return line;
}

std::string usage_text(std::string_view usage, std::span<const FlagSpec> specs) {
  std::string text = absl::StrCat("Usage:\n", av(usage), "\nOptions (dashes or underscores):\n");
  for (const FlagSpec& spec : specs) {
    std::string name = spec.name;
    std::replace(name.begin(), name.end(), '_', '-');
    absl::StrAppend(&text, "  --", name, spec.value_name.empty() ? "" : absl::StrCat("=", spec.value_name), "\n      ",
                    spec.help, spec.default_text.empty() ? "" : absl::StrCat(" (default: ", spec.default_text, ")"),
                    "\n");
  }
  absl::StrAppend(&text, "  --help, -h\n      print this and exit\n  --version\n      print the version and exit\n");
  return text;
}

const std::string* last_value(const CommandLine& line, std::string_view name) {
  for (auto it = line.flags.rbegin(); it != line.flags.rend(); ++it) {
    if (it->first == name) return &it->second;
  }
  return nullptr;
}

}  // namespace drawbridge
