// A scripted stand-in for a UCI engine, for the relay's end-to-end tests and benchmarks.
// It echoes every line it reads, byte for byte, so that a test can check both directions
// of the relay at once; a few lines are cues that make it misbehave on purpose:
//   isready          also answers readyok
//   quit             exits 0
//   flood N          writes N info lines and a bestmove as fast as it can
//   big N            writes one line of N bytes
//   exit N           exits with status N
//   partial-exit N   writes a line without '\n', then exits with status N
//   signal N         kills itself with signal N
//   stall            stops reading (so it never sees quit) and sleeps
//   stall-hard       the same, ignoring SIGTERM
//   pid              writes "pid <its process id>"
//   stderr TEXT      writes TEXT to stderr
//   close-stdout     closes its output and goes on reading (quit still ends it)
//   close-stdin      closes its input and sleeps for 30 s
//   sleep N          reads nothing and writes nothing for N seconds, then writes "awake"
// At end of input (no quit) it exits 4.
#include <signal.h>
#include <unistd.h>

#include <cerrno>
#include <charconv>
#include <cstdlib>
#include <string>
#include <string_view>

namespace {

void write_all(int fd, std::string_view bytes) {
  while (!bytes.empty()) {
    const ssize_t n = ::write(fd, bytes.data(), bytes.size());
    if (n < 0 && errno == EBADF) return;  // after close-stdout
    if (n <= 0) std::_Exit(5);
    bytes.remove_prefix(static_cast<std::size_t>(n));
  }
}

long number_after(std::string_view line, std::string_view cue) {
  long value = 0;
  const std::string_view digits = line.substr(cue.size());
  std::from_chars(digits.data(), digits.data() + digits.size(), value);
  return value;
}

void flood(long lines) {
  const std::string_view info =
      "info depth 20 seldepth 28 multipv 1 score cp 31 nodes 1234567 nps 1500000 hashfull 12 "
      "tbhits 0 time 823 pv e2e4 e7e5 g1f3 b8c6 f1b5\n";
  std::string buffer;
  for (long i = 0; i < lines; ++i) {
    buffer += info;
    if (buffer.size() > (1 << 16)) {
      write_all(STDOUT_FILENO, buffer);
      buffer.clear();
    }
  }
  buffer += "bestmove e2e4 ponder e7e5\n";
  write_all(STDOUT_FILENO, buffer);
}

[[noreturn]] void stall(bool ignore_term) {
  if (ignore_term) signal(SIGTERM, SIG_IGN);
  for (;;) pause();
}

// Acts on one line (without '\n'); returns false when the engine should stop reading.
bool obey(std::string_view line) {
  if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
  if (line == "isready") write_all(STDOUT_FILENO, "readyok\n");
  if (line == "quit") std::_Exit(0);
  if (line.starts_with("flood ")) flood(number_after(line, "flood "));
  if (line.starts_with("big ")) write_all(STDOUT_FILENO, std::string(number_after(line, "big "), 'x') + "\n");
  if (line.starts_with("exit ")) std::_Exit(static_cast<int>(number_after(line, "exit ")));
  if (line.starts_with("partial-exit ")) {
    write_all(STDOUT_FILENO, "partial");
    std::_Exit(static_cast<int>(number_after(line, "partial-exit ")));
  }
  if (line.starts_with("signal ")) {
    const int sig = static_cast<int>(number_after(line, "signal "));
    signal(sig, SIG_DFL);
    kill(getpid(), sig);
  }
  if (line == "stall") stall(false);
  if (line == "stall-hard") stall(true);
  if (line == "pid") write_all(STDOUT_FILENO, "pid " + std::to_string(getpid()) + "\n");
  if (line.starts_with("stderr ")) write_all(STDERR_FILENO, std::string(line.substr(7)) + "\n");
  if (line == "close-stdout") ::close(STDOUT_FILENO);
  if (line == "close-stdin") {
    ::close(STDIN_FILENO);
    ::sleep(30);
  }
  if (line.starts_with("sleep ")) {
    ::sleep(static_cast<unsigned>(number_after(line, "sleep ")));
    write_all(STDOUT_FILENO, "awake\n");
  }
  return true;
}

}  // namespace

int main() {
  std::string pending;
  char buffer[1 << 16];
  for (;;) {
    const ssize_t n = ::read(STDIN_FILENO, buffer, sizeof buffer);
    if (n <= 0) break;
    pending.append(buffer, static_cast<std::size_t>(n));
    std::size_t start = 0;
    for (std::size_t end; (end = pending.find('\n', start)) != std::string::npos; start = end + 1) {
      const std::string_view line(pending.data() + start, end - start);
      write_all(STDOUT_FILENO, std::string_view(pending.data() + start, end + 1 - start));
      obey(line);
    }
    pending.erase(0, start);
  }
  write_all(STDOUT_FILENO, pending);
  return 4;
}
