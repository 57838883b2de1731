#include <span>
#include <string>
#include <vector>

#include "app/subcommand_table.h"
#include "proxy/process/program_start.h"

// drawbridge SUBCOMMAND ... | drawbridge [OPTIONS] -- ENGINE [ARGS...]: app/subcommand_table.cpp
int main(int argc, char** argv) {
  // In UTF-8 on every platform (Windows gives its command line in UTF-16).
  std::vector<std::string> words = drawbridge::start_program(argc, argv);
  std::vector<char*> pointers;
  for (std::string& word : words) pointers.push_back(word.data());
  const std::span<char* const> args = std::span<char* const>(pointers).subspan(pointers.empty() ? 0 : 1);
  const drawbridge::SubcommandEntry& chosen = drawbridge::choose_subcommand(args);
  return chosen.run(chosen.word.empty() ? args : args.subspan(1));
}
