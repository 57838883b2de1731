// The C API (drawbridge.h) over verdict/: each call the subcommand's own code, its answer
// serialised, C++ exceptions stopped at the boundary.
#include "capi/drawbridge.h"

#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <memory>
#include <new>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <boost/json/serialize.hpp>

#include "platform/module_folder.h"
#include "render/json_out.h"
#include "rules/chess/uci_move.h"
#include "rules/chess_draw/laws.h"
#include "rules/chess_draw/referee.h"
#include "rules/tablebases/tablebase.h"
#include "rules/tablebases/tablebase_verdict.h"
#include "verdict/adjudicate_game.h"
#include "verdict/dead_verdict.h"
#include "verdict/verdict_fields.h"

struct drawbridge_referee {
  drawbridge::draw::Referee referee;
};

struct drawbridge_tablebase {
  std::shared_ptr<drawbridge::tb::Tablebase> tables;
};

namespace {

using drawbridge::draw::Laws;

char* copy_text(std::string_view text) {
  char* out = static_cast<char*>(std::malloc(text.size() + 1));
  if (out == nullptr) throw std::bad_alloc();
  std::memcpy(out, text.data(), text.size());
  out[text.size()] = '\0';
  return out;
}

drawbridge_status fail(drawbridge_status status, std::string_view message, char** error) {
  if (error != nullptr) *error = copy_text(message);
  return status;
}

// <dir of this library>/<DRAWBRIDGE_LIB_TO_RULES>: the editions of the install (or build) tree.
std::vector<std::filesystem::path> edition_dirs() {
  const std::filesystem::path lib_dir = drawbridge::module_folder(reinterpret_cast<const void*>(&drawbridge_version));
  if (lib_dir.empty()) return {};
  return {(lib_dir / DRAWBRIDGE_LIB_TO_RULES).lexically_normal(),
          (lib_dir / ".." / "share" / "drawbridge" / "rules").lexically_normal()};
}

absl::StatusOr<Laws> laws_of(const char* rules) {
  return drawbridge::draw::load_laws(rules != nullptr ? rules : "fide-2023", {}, edition_dirs());
}

// Runs `body`, turning an exception into DRAWBRIDGE_FAILED: none crosses into C.
template <typename Body>
drawbridge_status guarded(char** error, Body body) {
  if (error != nullptr) *error = nullptr;
  try {
    return body();
  } catch (const std::exception& e) {
    try {
      return fail(DRAWBRIDGE_FAILED, e.what(), error);
    } catch (...) {
      return DRAWBRIDGE_FAILED;
    }
  }
}

// The JSON line as *json, or its `error` as *error.
drawbridge_status answer(const boost::json::object& line, char** json, char** error) {
  if (const boost::json::value* message = line.if_contains("error"); message != nullptr && message->is_string()) {
    const boost::json::string& text = message->get_string();
    return fail(DRAWBRIDGE_BAD_INPUT, std::string_view(text.data(), text.size()), error);
  }
  *json = copy_text(boost::json::serialize(line));
  return DRAWBRIDGE_OK;
}

// The probe's JSON object (drawbridge_tablebase_probe).
boost::json::object probe_answer(const drawbridge::tb::Tablebase& tables, const drawbridge::chess::Position& pos,
                                 bool claims, const drawbridge::draw::Edition& edition) {
  namespace tb = drawbridge::tb;
  boost::json::object out;
  const std::optional<tb::TablebaseProbe> found = tables.probe(pos);
  if (!found) {
    out["wdl"] = nullptr;
    return out;
  }
  const tb::TablebaseVerdict verdict =
      tb::tablebase_verdict(*found, pos.halfmove_clock(), pos.side_to_move(), claims, edition);
  constexpr const char* kOutcomes[] = {"win", "draw", "loss", "undecided"};  // TablebaseOutcome's order
  out["wdl"] = found->wdl;
  out["dtz"] = found->dtz ? boost::json::value(*found->dtz) : boost::json::value(nullptr);
  out["outcome"] = kOutcomes[static_cast<int>(verdict.outcome)];
  out["result"] =
      verdict.result ? boost::json::value(drawbridge::draw::result_text(*verdict.result)) : boost::json::value(nullptr);
  out["article"] = verdict.article.empty() ? boost::json::value(nullptr) : boost::json::value(verdict.article);
  out["reason"] = verdict.reason;
  return out;
}

}  // namespace

extern "C" {

const char* drawbridge_version(void) { return DRAWBRIDGE_VERSION; }

void drawbridge_free(char* text) { std::free(text); }

drawbridge_status drawbridge_adjudicate(const char* line, const char* rules, char** json, char** error) {
  return guarded(error, [&] {
    if (line == nullptr || json == nullptr) return fail(DRAWBRIDGE_BAD_INPUT, "line and json are required", error);
    const absl::StatusOr<Laws> laws = laws_of(rules);
    if (!laws.ok()) return fail(DRAWBRIDGE_BAD_INPUT, std::string(laws.status().message()), error);
    std::optional<drawbridge::draw::Referee> referee;
    return answer(drawbridge::adjudicate_game(line, 1, laws->edition, laws->policy, referee), json, error);
  });
}

drawbridge_status drawbridge_dead(const char* fen, uint64_t budget, char** json, char** error) {
  return guarded(error, [&] {
    if (fen == nullptr || json == nullptr) return fail(DRAWBRIDGE_BAD_INPUT, "fen and json are required", error);
    drawbridge::DeadBounds bounds;
    if (budget != 0) bounds.nodes = budget;
    return answer(drawbridge::decide_dead(fen, 1, bounds), json, error);
  });
}

drawbridge_status drawbridge_referee_new(const char* rules, const char* fen, drawbridge_referee** referee,
                                         char** error) {
  return guarded(error, [&] {
    if (referee == nullptr) return fail(DRAWBRIDGE_BAD_INPUT, "referee is required", error);
    absl::StatusOr<Laws> laws = laws_of(rules);
    if (!laws.ok()) return fail(DRAWBRIDGE_BAD_INPUT, std::string(laws.status().message()), error);
    absl::StatusOr<drawbridge::chess::Position> start =
        drawbridge::draw::start_position(fen != nullptr ? fen : "startpos");
    if (!start.ok()) return fail(DRAWBRIDGE_BAD_INPUT, std::string(start.status().message()), error);
    *referee = new drawbridge_referee{drawbridge::draw::Referee(*laws, *std::move(start))};
    return DRAWBRIDGE_OK;
  });
}

drawbridge_status drawbridge_referee_play(drawbridge_referee* referee, const char* move, char** error) {
  return guarded(error, [&] {
    if (referee == nullptr || move == nullptr)
      return fail(DRAWBRIDGE_BAD_INPUT, "referee and move are required", error);
    const auto played = referee->referee.play(std::string_view(move));
    if (!played.ok()) return fail(DRAWBRIDGE_BAD_INPUT, std::string(played.status().message()), error);
    return DRAWBRIDGE_OK;
  });
}

drawbridge_status drawbridge_referee_state(const drawbridge_referee* referee, char** json, char** error) {
  return guarded(error, [&] {
    if (referee == nullptr || json == nullptr)
      return fail(DRAWBRIDGE_BAD_INPUT, "referee and json are required", error);
    const drawbridge::draw::Replayed nothing_replayed;
    boost::json::object out;
    drawbridge::render::JsonDomOut fields(out);
    drawbridge::verdict_fields(referee->referee, nothing_replayed, fields);
    return answer(out, json, error);
  });
}

void drawbridge_referee_free(drawbridge_referee* referee) { delete referee; }

drawbridge_status drawbridge_tablebase_open(const char* paths, int pieces, drawbridge_tablebase** tables,
                                            char** error) {
  return guarded(error, [&] {
    if (paths == nullptr || tables == nullptr || pieces < 0) {
      return fail(DRAWBRIDGE_BAD_INPUT, "paths, tables and pieces (from 0) are required", error);
    }
    auto opened = drawbridge::tb::Tablebase::open(drawbridge::tb::split_syzygy_path(paths), pieces);
    if (!opened.ok()) return fail(DRAWBRIDGE_BAD_INPUT, std::string(opened.status().message()), error);
    *tables = new drawbridge_tablebase{*std::move(opened)};
    return DRAWBRIDGE_OK;
  });
}

drawbridge_status drawbridge_tablebase_probe(const drawbridge_tablebase* tables, const char* fen, const char* rules,
                                             int claims, char** json, char** error) {
  return guarded(error, [&] {
    if (tables == nullptr || fen == nullptr || json == nullptr) {
      return fail(DRAWBRIDGE_BAD_INPUT, "tables, fen and json are required", error);
    }
    const absl::StatusOr<Laws> laws = laws_of(rules);
    if (!laws.ok()) return fail(DRAWBRIDGE_BAD_INPUT, std::string(laws.status().message()), error);
    const absl::StatusOr<drawbridge::chess::Position> pos = drawbridge::draw::start_position(fen);
    if (!pos.ok()) return fail(DRAWBRIDGE_BAD_INPUT, std::string(pos.status().message()), error);
    return answer(probe_answer(*tables->tables, *pos, claims != 0, laws->edition), json, error);
  });
}

void drawbridge_tablebase_free(drawbridge_tablebase* tables) { delete tables; }

}  // extern "C"
