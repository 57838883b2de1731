#include <windows.h>

#include <string>

#include "platform/module_folder.h"

namespace drawbridge {

std::filesystem::path module_folder(const void* address) {
  HMODULE module = nullptr;
  // The handle is not counted: the module holds the caller's code, so it stays loaded.
  if (!GetModuleHandleExW(GET_MODULE_HANDLE_EX_FLAG_FROM_ADDRESS | GET_MODULE_HANDLE_EX_FLAG_UNCHANGED_REFCOUNT,
                          static_cast<LPCWSTR>(address), &module)) {
    return {};
  }
  std::wstring path(MAX_PATH, L'\0');
  for (;;) {
    const DWORD size = GetModuleFileNameW(module, path.data(), static_cast<DWORD>(path.size()));
    if (size == 0) return {};
    if (size < path.size()) {
      path.resize(size);
      return std::filesystem::path(path).parent_path();
    }
    path.resize(path.size() * 2);  // the name was cut short
  }
}

}  // namespace drawbridge
