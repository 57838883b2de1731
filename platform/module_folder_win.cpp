#include <windows.h>

#include "platform/module_file_name.h"
#include "platform/module_folder.h"

namespace drawbridge {

std::filesystem::path module_folder(const void* address) {
  HMODULE module = nullptr;
  // The handle is not counted: the module holds the caller's code, so it stays loaded.
  if (!GetModuleHandleExW(GET_MODULE_HANDLE_EX_FLAG_FROM_ADDRESS | GET_MODULE_HANDLE_EX_FLAG_UNCHANGED_REFCOUNT,
                          static_cast<LPCWSTR>(address), &module)) {
    return {};
  }
  return module_file_name(module).parent_path();
}

}  // namespace drawbridge
