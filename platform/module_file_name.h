// The full path of a loaded module's file, on Windows only (GetModuleFileNameW, asked again with
// a larger buffer until the name fits): the running program's for executable_path(), a
// library's for module_folder().
#pragma once

#include <filesystem>

namespace drawbridge {

// `module` is an HMODULE, null for the running program; empty if the name cannot be read.
std::filesystem::path module_file_name(void* module);

}  // namespace drawbridge
