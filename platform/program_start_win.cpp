#include <fcntl.h>
#include <io.h>
#include <windows.h>
// After windows.h, which it needs.
#include <shellapi.h>

#include "platform/module_file_name.h"
#include "platform/program_start.h"
#include "platform/utf16.h"

namespace drawbridge {

std::vector<std::string> start_program(int argc, char** argv) {
  _setmode(0, _O_BINARY);
  _setmode(1, _O_BINARY);
  _setmode(2, _O_BINARY);
  int count = 0;
  wchar_t** wide = CommandLineToArgvW(GetCommandLineW(), &count);
  if (wide == nullptr) return {argv, argv + argc};
  std::vector<std::string> args;
  for (int i = 0; i < count; ++i) args.push_back(to_utf8(wide[i]));
  LocalFree(wide);
  return args;
}

std::filesystem::path executable_path() { return module_file_name(nullptr); }

std::filesystem::path invoked_path() { return executable_path(); }

}  // namespace drawbridge
