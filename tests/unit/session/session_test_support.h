// Helpers for the session tests: a Session over the source tree's editions, driven line by
// line through the UCI front end like the relay drives it, and the fields of injected lines.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <doctest/doctest.h>

#include "absl/strings/str_split.h"
#include "proxy/session/session.h"
#include "proxy/uci/front_end/uci_front_end.h"

namespace drawbridge::session_testing {

inline std::vector<std::filesystem::path> edition_dirs() {
  return {std::filesystem::path(DRAWBRIDGE_SOURCE_DIR) / "configs" / "rules"};
}

class Driver {
 public:
  explicit Driver(Settings settings = Settings()) {
    absl::StatusOr<draw::Laws> laws = draw::load_laws(settings.rules, settings.policy, edition_dirs());
    REQUIRE_MESSAGE(laws.ok(), std::string(laws.status().message()));
    absl::StatusOr<std::unique_ptr<Session>> created =
        Session::create(std::move(settings), edition_dirs(), *std::move(laws));
    REQUIRE_MESSAGE(created.ok(), std::string(created.status().message()));
    session_ = *std::move(created);
    front_end_ = std::make_unique<uci::UciFrontEnd>(*session_);
  }

  // The lines the session sends back to the GUI for one GUI line.
  std::vector<std::string> gui(std::string_view line) {
    Additions add;
    verdict_ = front_end_->on_line(Side::kGui, line, add);
    CHECK(add.ahead.empty());
    return split_lines(add.back);
  }
  LineFate last_verdict() const { return verdict_; }
  Session& session() { return *session_; }
  uci::UciFrontEnd& front_end() { return *front_end_; }

  // The lines injected before one engine line.
  std::vector<std::string> engine(std::string_view line) {
    Additions add;
    CHECK(front_end_->on_line(Side::kEngine, line, add) == LineFate::kForward);
    CHECK(add.back.empty());
    return split_lines(add.ahead);
  }

  // The length of the block of engine lines the session takes in without a line-by-line look.
  std::size_t engine_lines(std::string_view lines) { return front_end_->on_lines(Side::kEngine, lines); }

  // A whole search: `go`, one info line with the score, and the bestmove; what is injected
  // before the bestmove.
  std::vector<std::string> search(std::string_view score, std::string_view bestmove) {
    CHECK(gui("go wtime 1000 btime 1000").empty());
    CHECK(engine(std::string("info depth 5 score ") + std::string(score) + " nodes 100 pv " + std::string(bestmove))
              .empty());
    return engine(std::string("bestmove ") + std::string(bestmove));
  }

 private:
  static std::vector<std::string> split_lines(const std::string& text) {
    std::vector<std::string> lines;
    for (absl::string_view line : absl::StrSplit(text, '\n', absl::SkipEmpty())) lines.emplace_back(line);
    return lines;
  }

  std::unique_ptr<Session> session_;
  std::unique_ptr<uci::UciFrontEnd> front_end_;
  LineFate verdict_ = LineFate::kForward;
};

// The key=value fields of an injected line, "detail" taking the rest of the line.
inline std::map<std::string, std::string> fields(std::string_view line) {
  constexpr std::string_view kPrefix = "info string drawbridge ";
  REQUIRE(line.substr(0, kPrefix.size()) == kPrefix);
  std::map<std::string, std::string> out;
  std::string_view rest = line.substr(kPrefix.size());
  while (!rest.empty()) {
    const std::size_t eq = rest.find('=');
    REQUIRE(eq != std::string_view::npos);
    const std::string key(rest.substr(0, eq));
    rest.remove_prefix(eq + 1);
    const std::size_t space = key == "detail" ? std::string_view::npos : rest.find(' ');
    out[key] = std::string(rest.substr(0, space));
    rest = space == std::string_view::npos ? std::string_view() : rest.substr(space + 1);
  }
  return out;
}

}  // namespace drawbridge::session_testing
