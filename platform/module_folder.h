// The folder of a module, the shared library or program file whose code holds a given address,
// so that a library finds the files installed beside it wherever it was installed or moved.
// POSIX: dladdr's file name, as the loader was given it. Windows: GetModuleHandleExW on the
// address, then GetModuleFileNameW.
#pragma once

#include <filesystem>

namespace drawbridge {

// The folder of the module that holds `address` (a function of the calling library or
// program); empty if it cannot be found.
std::filesystem::path module_folder(const void* address);

}  // namespace drawbridge
