// toml++'s own functions, compiled from Debian's headers into the program that links this archive:
// the static form of tomlplusplus::tomlplusplus (cmake/library_forms.cmake), which spares the
// executable binding libtomlplusplus.so at every start.
#define TOML_IMPLEMENTATION
#include <toml++/toml.h>
