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
//
// `fake_engine --uci [--think-ms=N] [--draw-offers] MOVE[:PONDER][=SCORE][!WORD]...` also
// answers like a UCI engine, for the CECP front end's tests (it still echoes every line
// first, so a test sees the UCI the front end sent):
//   uci              id name, a few options (Hash, Threads, Ponder, SyzygyPath, UCI_Chess960,
//                    Style, and Note, which does nothing: a test's round trip through the engine),
//                    with --draw-offers also UCI_DrawOffers (PolyGlot's convention), uciok
//   go ...           after N ms (without reading), `info string WORD` if the move has one
//                    (DrawOffer, Resign), an info line with SCORE (cp N or mateN, default cp 0)
//                    and `bestmove MOVE [ponder PONDER]`: the script's next move
//   go ponder, go infinite   an info line for infinite, then waits: `ponderhit` answers with
//                    the script's next move, `stop` with `bestmove (none)`
// A script that has run out answers `bestmove (none)`.
#include <signal.h>
#include <unistd.h>

#include <cerrno>
#include <charconv>
#include <chrono>
#include <cstdlib>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

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

// The scripted UCI engine of --uci.
struct UciScript {
  bool on = false;
  long think_ms = 0;
  bool draw_offers = false;
  std::vector<std::string> moves;  // MOVE[:PONDER][=SCORE][!WORD]
  std::size_t next = 0;
  bool waiting = false;  // in a ponder or infinite search
};

UciScript script;

void answer_search() {
  if (script.next >= script.moves.size()) {
    write_all(STDOUT_FILENO, "bestmove (none)\n");
    return;
  }
  std::string item = script.moves[script.next++];
  if (const std::size_t bang = item.find('!'); bang != std::string::npos) {
    write_all(STDOUT_FILENO, "info string " + item.substr(bang + 1) + "\n");
    item.resize(bang);
  }
  std::string score = "cp 0";
  if (const std::size_t eq = item.find('='); eq != std::string::npos) {
    score = item.substr(eq + 1);
    score = score.starts_with("mate") ? "mate " + score.substr(4) : "cp " + score;
    item.resize(eq);
  }
  std::string move = item;
  std::string ponder;
  if (const std::size_t colon = item.find(':'); colon != std::string::npos) {
    move = item.substr(0, colon);
    ponder = item.substr(colon + 1);
  }
  std::string pv = ponder.empty() ? move : move + " " + ponder;
  write_all(STDOUT_FILENO,
            "info depth 5 seldepth 7 multipv 1 score " + score + " nodes 4242 nps 100000 time 1234 pv " + pv + "\n");
  write_all(STDOUT_FILENO, "bestmove " + move + (ponder.empty() ? "" : " ponder " + ponder) + "\n");
}

void obey_uci(std::string_view line) {
  if (line == "uci") {
    write_all(STDOUT_FILENO,
              "id name Fake UCI\nid author nobody\n"
              "option name Hash type spin default 16 min 1 max 1024\n"
              "option name Threads type spin default 1 min 1 max 8\n"
              "option name Ponder type check default false\n"
              "option name SyzygyPath type string default <empty>\n"
              "option name UCI_Chess960 type check default false\n"
              "option name Style type combo default Normal var Solid var Normal var Risky\n"
              "option name Note type string default <empty>\n");
    if (script.draw_offers) write_all(STDOUT_FILENO, "option name UCI_DrawOffers type check default false\n");
    write_all(STDOUT_FILENO, "uciok\n");
  } else if (line == "go ponder" || line.starts_with("go ponder ") || line == "go infinite") {
    if (line == "go infinite") {
      write_all(STDOUT_FILENO,
                "info depth 9 score cp 21 time 500 nodes 9999 pv e2e4 e7e5\n"
                "info depth 9 currmove e2e4 currmovenumber 1\n");
    }
    script.waiting = true;
  } else if (line == "go" || line.starts_with("go ")) {
    if (script.think_ms > 0) std::this_thread::sleep_for(std::chrono::milliseconds(script.think_ms));
    answer_search();
  } else if (line == "ponderhit" && script.waiting) {
    script.waiting = false;
    answer_search();
  } else if (line == "stop" && script.waiting) {
    script.waiting = false;
    write_all(STDOUT_FILENO, "bestmove (none)\n");
  }
}

// Acts on one line (without '\n'); returns false when the engine should stop reading.
bool obey(std::string_view line) {
  if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
  if (script.on) obey_uci(line);
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

int main(int argc, char** argv) {
  if (argc > 1 && std::string_view(argv[1]) == "--uci") {
    script.on = true;
    for (int i = 2; i < argc; ++i) {
      const std::string_view arg = argv[i];
      if (arg.starts_with("--think-ms=")) {
        script.think_ms = number_after(arg, "--think-ms=");
      } else if (arg == "--draw-offers") {
        script.draw_offers = true;
      } else {
        script.moves.emplace_back(arg);
      }
    }
  }
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
