// The baseline of the start benchmark: the least a C++ program that answers --help does. It
// starts, writes a usage text through iostreams and exits.
#include <iostream>

int main() {
  std::cout << "usage: minimal_start\n  writes this text and exits\n";
  return 0;
}
