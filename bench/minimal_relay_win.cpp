// The Windows baseline for the relay benchmarks (bench/wine_relay_bench.py): the least a
// process in the middle can do there. It starts the engine with two anonymous pipes and
// copies bytes both ways with two threads, nothing else.
// Usage: minimal_relay_win ENGINE.exe [ARGS...]   (arguments without blanks or quotes)
#include <windows.h>

#include <string>
#include <thread>

namespace {

void copy(HANDLE from, HANDLE to) {
  char buffer[1 << 16];
  DWORD n = 0;
  while (ReadFile(from, buffer, sizeof buffer, &n, nullptr) && n > 0) {
    for (DWORD done = 0, w = 0; done < n; done += w) {
      if (!WriteFile(to, buffer + done, n - done, &w, nullptr)) return;
    }
  }
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) return 2;
  std::string line;
  for (int i = 1; i < argc; ++i) line.append(i > 1 ? " " : "").append(argv[i]);
  SECURITY_ATTRIBUTES inherit{sizeof inherit, nullptr, TRUE};
  HANDLE child_in, to_engine, from_engine, child_out;
  if (!CreatePipe(&child_in, &to_engine, &inherit, 0) || !CreatePipe(&from_engine, &child_out, &inherit, 1 << 20)) {
    return 1;
  }
  SetHandleInformation(to_engine, HANDLE_FLAG_INHERIT, 0);
  SetHandleInformation(from_engine, HANDLE_FLAG_INHERIT, 0);
  STARTUPINFOA startup{};
  startup.cb = sizeof startup;
  startup.dwFlags = STARTF_USESTDHANDLES;
  startup.hStdInput = child_in;
  startup.hStdOutput = child_out;
  startup.hStdError = GetStdHandle(STD_ERROR_HANDLE);
  PROCESS_INFORMATION info{};
  if (!CreateProcessA(argv[1], line.data(), nullptr, nullptr, TRUE, 0, nullptr, nullptr, &startup, &info)) return 127;
  CloseHandle(child_in);
  CloseHandle(child_out);
  std::thread gui_to_engine([&] {
    copy(GetStdHandle(STD_INPUT_HANDLE), to_engine);
    CloseHandle(to_engine);
  });
  copy(from_engine, GetStdHandle(STD_OUTPUT_HANDLE));
  WaitForSingleObject(info.hProcess, INFINITE);
  DWORD code = 0;
  GetExitCodeProcess(info.hProcess, &code);
  ExitProcess(code);  // the GUI-side thread may still be blocked on our stdin
}
