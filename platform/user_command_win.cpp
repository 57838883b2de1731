#include <windows.h>
// After windows.h, which it needs.
#include <shellapi.h>

#include "platform/user_command.h"
#include "platform/utf16.h"

namespace drawbridge {

std::vector<std::string> user_command_words(std::string_view command) {
  if (command.find_first_not_of(" \t") == std::string_view::npos) return {};
  int count = 0;
  wchar_t** wide = CommandLineToArgvW(to_utf16(command).c_str(), &count);
  if (wide == nullptr) return {};
  std::vector<std::string> words;
  for (int i = 0; i < count; ++i) words.push_back(to_utf8(wide[i]));
  LocalFree(wide);
  return words;
}

void survive_broken_pipes() {}

}  // namespace drawbridge
