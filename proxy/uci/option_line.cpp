#include "proxy/uci/option_line.h"

#include <variant>

#include "absl/strings/str_cat.h"
#include "proxy/uci/engine_line.h"
#include "support/absl_view.h"

namespace drawbridge::uci {

std::string option_line(const OptionDeclaration& option) {
  std::string line = absl::StrCat("option name ", option.name, " type ", option.type);
  if (option.type != "button") absl::StrAppend(&line, " default ", option.default_value);
  if (!option.min.empty()) absl::StrAppend(&line, " min ", option.min, " max ", option.max);
  for (const std::string& var : option.vars) absl::StrAppend(&line, " var ", var);
  return line;
}

std::optional<OptionDeclaration> read_option_declaration(std::string_view line) {
  const EngineLine parsed = parse_engine_line(line);
  const auto* option = std::get_if<Option>(&parsed);
  if (option == nullptr || option->name.empty()) return std::nullopt;
  OptionDeclaration out;
  out.name = option->name;
  out.type = option->type;
  if (option->default_value) out.default_value = *option->default_value;
  if (option->min) out.min = *option->min;
  if (option->max) out.max = *option->max;
  for (std::string_view var : option->vars) out.vars.emplace_back(var);
  return out;
}

}  // namespace drawbridge::uci
