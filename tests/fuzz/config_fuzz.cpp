// The --config file: any text is applied or refused with a message, without a crash.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "settings/config_file.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  drawbridge::Settings settings;
  drawbridge::SettingOrigins origins;
  const absl::Status applied = drawbridge::apply_config_text(text, "fuzz.toml", settings, origins);
  if (!applied.ok() && applied.message().empty()) __builtin_trap();
  return 0;
}
