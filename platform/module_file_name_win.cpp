#include <windows.h>

#include <string>

#include "platform/module_file_name.h"

namespace drawbridge {

std::filesystem::path module_file_name(void* module) {
  std::wstring path(MAX_PATH, L'\0');
  for (;;) {
    const DWORD size = GetModuleFileNameW(static_cast<HMODULE>(module), path.data(), static_cast<DWORD>(path.size()));
    if (size == 0) return {};
    if (size < path.size()) {
      path.resize(size);
      return path;
    }
    path.resize(path.size() * 2);  // the name was cut short
  }
}

}  // namespace drawbridge
