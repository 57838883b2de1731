// UTF-8 inside, UTF-16 at the Windows API: the conversions the *_win.cpp files share.
#pragma once

#include <string>
#include <string_view>

namespace drawbridge {

std::wstring to_utf16(std::string_view utf8);
std::string to_utf8(std::wstring_view utf16);
// The message of a Windows error code (GetLastError()), in UTF-8, without its line break.
std::string windows_error_text(unsigned long code);

}  // namespace drawbridge
