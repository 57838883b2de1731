// A stand-in for Scan 3.1 in Hub mode (protocol.txt, and Scan's answers where the text leaves
// them open), for the Hub relay's end-to-end tests:
//   hub              id, Scan's params, wait
//   set-param        nothing (`error message="missing name"` without a name)
//   init             `init eval` (a plain line before ready, as Scan prints), ready
//   pos              the position and its moves; `error message="bad position"`, "bad move" or
//                    "illegal move" as Scan says them
//   level, new-game, stop   nothing
//   go think|analyze after --think-ms, an info line and `done move=M`: the script's next move, or
//                    else a king's quiet move to a position not seen in the `pos` that leaves the
//                    opponent no capture, or else the first legal move
//   go ponder        waits for `ponder-hit`, then searches as `go think`
//   ping             pong, during a search too; any other line during a search ends it at once
//                    (its `done` comes first, then the line is read), as in Scan
//   quit             exits 0; at end of input it exits 0 as well ("as directly as possible")
// Unknown commands get `error message="bad command"`, an empty line "missing command". Cues no
// Scan knows, for the tests: `say TEXT` writes TEXT, `exit N` exits with status N.
// `--record=FILE` appends every byte read to FILE, so that a test can compare what reached it;
// an argument `hub` is taken as Scan takes it, other arguments are the script of moves.
#include <poll.h>
#include <unistd.h>

#include <cerrno>
#include <charconv>
#include <cstdio>
#include <cstdlib>
#include <deque>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "rules/draughts/hub.h"
#include "rules/draughts/position.h"

namespace {

using drawbridge::draughts::Game;
using drawbridge::draughts::Move;
using drawbridge::draughts::Position;

void write_all(std::string_view bytes) {
  while (!bytes.empty()) {
    const ssize_t n = ::write(STDOUT_FILENO, bytes.data(), bytes.size());
    if (n <= 0) std::_Exit(5);
    bytes.remove_prefix(static_cast<std::size_t>(n));
  }
}

// Lines from stdin, with a deadline for the search's peeking.
class Input {
 public:
  explicit Input(std::FILE* record) : record_(record) {}

  // The next line without its '\n' (nor a '\r' before it); none at end of input, or when
  // `timeout_ms` (>= 0) passes first.
  std::optional<std::string> next(int timeout_ms = -1) {
    if (!pending_.empty()) {
      std::string line = std::move(pending_.front());
      pending_.pop_front();
      return line;
    }
    for (;;) {
      if (const std::size_t end = buffer_.find('\n'); end != std::string::npos) {
        std::string line = buffer_.substr(0, end);
        buffer_.erase(0, end + 1);
        if (!line.empty() && line.back() == '\r') line.pop_back();
        return line;
      }
      if (eof_) return std::nullopt;
      pollfd fd{STDIN_FILENO, POLLIN, 0};
      if (timeout_ms >= 0 && ::poll(&fd, 1, timeout_ms) == 0) return std::nullopt;
      char chunk[65536];
      const ssize_t n = ::read(STDIN_FILENO, chunk, sizeof chunk);
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) {
        eof_ = true;
        continue;
      }
      if (record_ != nullptr) {
        std::fwrite(chunk, 1, static_cast<std::size_t>(n), record_);
        std::fflush(record_);
      }
      buffer_.append(chunk, static_cast<std::size_t>(n));
    }
  }
  bool at_end() const { return eof_ && buffer_.find('\n') == std::string::npos && pending_.empty(); }
  // A line read during a search, read again after it.
  void put_back(std::string line) { pending_.push_front(std::move(line)); }

 private:
  std::FILE* record_;
  std::string buffer_;
  std::deque<std::string> pending_;
  bool eof_ = false;
};

// The value of `name=` in a Hub line, quoted or not; none when absent.
std::optional<std::string> value_of(std::string_view line, std::string_view name) {
  std::size_t at = 0;
  const std::string key = std::string(name) + "=";
  while ((at = line.find(key, at)) != std::string_view::npos) {
    if (at == 0 || line[at - 1] == ' ') break;
    at += key.size();
  }
  if (at == std::string_view::npos) return std::nullopt;
  std::string_view rest = line.substr(at + key.size());
  if (rest.starts_with('"')) {
    const std::size_t close = rest.find('"', 1);
    return std::string(rest.substr(1, close == std::string_view::npos ? std::string_view::npos : close - 1));
  }
  return std::string(rest.substr(0, rest.find(' ')));
}

std::string_view command_of(std::string_view line) {
  const std::size_t start = line.find_first_not_of(" \t");
  if (start == std::string_view::npos) return {};
  line.remove_prefix(start);
  return line.substr(0, line.find_first_of(" \t"));
}

struct Engine {
  std::vector<std::string> script;
  std::size_t next = 0;
  long think_ms = 0;
  std::optional<Position> pos = Position::start(Game::kInternational);
  std::set<std::string> seen;  // the positions of the last `pos`, in Hub form

  void set_position(std::string_view line) {
    std::optional<std::string> text = value_of(line, "pos");
    std::optional<Position> p = Position::start(Game::kInternational);
    if (text) {
      const Game game = text->size() == 33 ? Game::kRussian : Game::kInternational;
      auto parsed = drawbridge::draughts::parse_hub_position(game, *text);
      if (!parsed.ok()) {
        write_all("error message=\"bad position\"\n");
        return;
      }
      p = *parsed;
    }
    seen = {drawbridge::draughts::to_hub_position(*p)};
    const std::string moves = value_of(line, "moves").value_or("");
    std::size_t at = 0;
    while (at < moves.size()) {
      std::size_t end = moves.find(' ', at);
      if (end == std::string::npos) end = moves.size();
      if (end > at) {
        auto m = drawbridge::draughts::parse_hub_move(*p, std::string_view(moves).substr(at, end - at));
        if (!m.ok()) {
          write_all("error message=\"illegal move\"\n");
          break;
        }
        p->play(*m);
        seen.insert(drawbridge::draughts::to_hub_position(*p));
      }
      at = end + 1;
    }
    pos = p;
  }

  bool quiet_king_move(const Move& m) const {
    return !m.is_capture() && !m.crowns && ((pos->kings() >> m.from) & 1) != 0;
  }

  std::string choose() {
    if (next < script.size()) return script[next++];
    const auto legal = pos->legal_moves();
    for (const Move& m : legal) {
      if (!quiet_king_move(m)) continue;
      const Position after = pos->after(m);
      const auto replies = after.legal_moves();
      const bool gives_capture = !replies.empty() && replies.front().is_capture();
      if (!gives_capture && !seen.contains(drawbridge::draughts::to_hub_position(after))) {
        return drawbridge::draughts::to_hub_move(*pos, m);
      }
    }
    return legal.empty() ? std::string() : drawbridge::draughts::to_hub_move(*pos, legal.front());
  }

  // A search: peeks at input until the time is up, as Scan does.
  void search(Input& input, bool ponder) {
    for (;;) {
      std::optional<std::string> line = input.next(ponder ? -1 : static_cast<int>(think_ms));
      if (!line) {
        if (ponder && input.at_end()) return;
        break;
      }
      const std::string_view command = command_of(*line);
      if (command == "ping") {
        write_all("pong\n");
      } else if (command == "ponder-hit") {
        ponder = false;
      } else {
        input.put_back(*std::move(line));
        break;
      }
    }
    const std::string move = choose();
    if (move.empty()) {
      write_all("done\n");
      return;
    }
    write_all("info depth=1 score=0.01 nodes=1 pv=\"" + move + "\"\n");
    write_all("done move=" + move + "\n");
  }
};

long number_after(std::string_view text) {
  long value = 0;
  std::from_chars(text.data(), text.data() + text.size(), value);
  return value;
}

}  // namespace

int main(int argc, char** argv) {
  Engine engine;
  std::FILE* record = nullptr;
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (arg.starts_with("--think-ms=")) {
      engine.think_ms = number_after(arg.substr(11));
    } else if (arg.starts_with("--record=")) {
      record = std::fopen(std::string(arg.substr(9)).c_str(), "ab");
    } else if (arg != "hub") {
      engine.script.emplace_back(arg);
    }
  }
  Input input(record);
  while (std::optional<std::string> line = input.next()) {
    const std::string_view command = command_of(*line);
    if (command.empty()) {
      write_all("error message=\"missing command\"\n");
    } else if (command == "hub") {
      write_all(
          "id name=Scan version=3.1 author=\"Fabien Letouzey\" country=France\n"
          "param name=variant value=normal type=enum values=\"normal killer bt frisian losing\"\n"
          "param name=book value=true type=bool\n"
          "param name=threads value=1 type=int min=1 max=16\n"
          "wait\n");
    } else if (command == "set-param") {
      if (!value_of(*line, "name")) write_all("error message=\"missing name\"\n");
    } else if (command == "init") {
      write_all("init eval\nready\n");
    } else if (command == "pos") {
      engine.set_position(*line);
    } else if (command == "go") {
      engine.search(input, line->find("ponder") != std::string::npos);
    } else if (command == "ping") {
      write_all("pong\n");
    } else if (command == "quit") {
      return 0;
    } else if (command == "say") {
      write_all(line->substr(line->find("say") + 4) + "\n");
    } else if (command == "exit") {
      std::_Exit(static_cast<int>(number_after(line->substr(line->find("exit") + 5))));
    } else if (command != "level" && command != "new-game" && command != "stop" && command != "ponder-hit") {
      write_all("error message=\"bad command\"\n");
    }
  }
  return 0;
}
