#include "watch/feeds/broadcast/lcc_json.h"

#include <boost/json/parse.hpp>
#include <boost/json/value.hpp>
#include <cmath>
#include <cstdlib>
#include <optional>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_replace.h"
#include "support/absl_view.h"

namespace drawbridge::watch {
namespace {

namespace json = boost::json;

absl::StatusOr<json::object> object_of(std::string_view text, std::string_view file) {
  boost::system::error_code ec;
  json::value value = json::parse(json::string_view(text.data(), text.size()), ec);
  if (ec) return absl::InvalidArgumentError(absl::StrCat(av(file), " is not JSON: ", ec.message()));
  if (!value.is_object()) return absl::InvalidArgumentError(absl::StrCat(av(file), " is not a JSON object"));
  return std::move(value.as_object());
}

std::string text_of(const json::object& object, std::string_view key) {
  const json::value* value = object.if_contains(json::string_view(key.data(), key.size()));
  if (value && value->is_string()) return std::string(value->as_string());
  if (value && value->is_int64()) return std::to_string(value->as_int64());
  return {};
}

// A count or a clock in seconds: a number in a range no real one leaves, else none.
std::optional<long long> number_of(const json::value* value) {
  constexpr long long kLargest = 1'000'000'000;
  if (!value) return std::nullopt;
  if (value->is_int64() && std::abs(value->as_int64()) <= kLargest) return value->as_int64();
  if (value->is_uint64() && value->as_uint64() <= kLargest) return static_cast<long long>(value->as_uint64());
  if (value->is_double() && std::abs(value->as_double()) <= kLargest) return static_cast<long long>(value->as_double());
  return std::nullopt;
}

std::string player_name(const json::value* player) {
  if (!player || !player->is_object()) return {};
  std::vector<std::string> parts;
  for (std::string_view key : {"fname", "mname", "lname"}) {
    if (std::string part = text_of(player->as_object(), key); !part.empty()) parts.push_back(std::move(part));
  }
  return absl::StrJoin(parts, " ");
}

std::string pgn_result(std::string_view lcc) {
  if (lcc == "1-0" || lcc == "0-1" || lcc == "1/2-1/2") return std::string(lcc);
  if (lcc == "\xc2\xbd-\xc2\xbd") return "1/2-1/2";
  return "*";
}

std::string tag(std::string_view name, std::string_view value) {
  return absl::StrCat("[", av(name), " \"", absl::StrReplaceAll(av(value), {{"\\", "\\\\"}, {"\"", "\\\""}}), "\"]\n");
}

std::string clock_comment(long long seconds) {
  if (seconds < 0) return {};
  return absl::StrFormat(" {[%%clk %d:%02d:%02d]}", seconds / 3600, seconds / 60 % 60, seconds % 60);
}

std::string game_tags(const LccTournament& tournament, int round, const LccRound& index, int board,
                      std::string_view result) {
  const LccPairing& pairing = index.pairings.at(static_cast<std::size_t>(board - 1));
  return absl::StrCat(tag("Event", tournament.name), tag("Site", tournament.location),
                      tag("Date", absl::StrReplaceAll(index.date, {{"-", "."}})), tag("Round", std::to_string(round)),
                      tag("Board", std::to_string(board)), tag("White", pairing.white), tag("Black", pairing.black),
                      tag("Result", result), "\n");
}

}  // namespace

absl::StatusOr<LccTournament> read_lcc_tournament(std::string_view text) {
  absl::StatusOr<json::object> object = object_of(text, "tournament.json");
  if (!object.ok()) return object.status();
  LccTournament out;
  out.name = text_of(*object, "name");
  out.location = text_of(*object, "location");
  if (const json::value* rounds = object->if_contains("rounds"); rounds && rounds->is_array()) {
    for (const json::value& round : rounds->as_array()) {
      const json::object* fields = round.if_object();
      LccTournament::Round read;
      if (fields) {
        read.games =
            static_cast<int>(std::clamp<long long>(number_of(fields->if_contains("count")).value_or(0), 0, 1000));
        read.live =
            static_cast<int>(std::clamp<long long>(number_of(fields->if_contains("live")).value_or(0), 0, 1000));
      }
      out.rounds.push_back(read);
    }
  }
  return out;
}

absl::StatusOr<LccRound> read_lcc_round(std::string_view text) {
  absl::StatusOr<json::object> object = object_of(text, "index.json");
  if (!object.ok()) return object.status();
  LccRound out;
  out.date = text_of(*object, "date");
  if (const json::value* pairings = object->if_contains("pairings"); pairings && pairings->is_array()) {
    for (const json::value& pairing : pairings->as_array()) {
      if (out.pairings.size() == 1000) break;
      LccPairing read;
      if (const json::object* fields = pairing.if_object()) {
        read.white = player_name(fields->if_contains("white"));
        read.black = player_name(fields->if_contains("black"));
        read.result = pgn_result(text_of(*fields, "result"));
      }
      out.pairings.push_back(std::move(read));
    }
  }
  return out;
}

std::vector<int> followed_rounds(const LccTournament& tournament) {
  std::vector<int> live;
  int last = 0;
  for (std::size_t i = 0; i < tournament.rounds.size(); ++i) {
    if (tournament.rounds[i].live > 0) live.push_back(static_cast<int>(i) + 1);
    if (tournament.rounds[i].games > 0) last = static_cast<int>(i) + 1;
  }
  if (live.empty() && last > 0) live.push_back(last);
  return live;
}

absl::StatusOr<std::string> lcc_game_pgn(const LccTournament& tournament, int round, const LccRound& index, int board,
                                         std::string_view game_json) {
  absl::StatusOr<json::object> object = object_of(game_json, absl::StrCat("round-", round, "/game-", board, ".json"));
  if (!object.ok()) return object.status();
  std::vector<std::string> sans;
  std::vector<long long> clocks;  // -1: none
  if (const json::value* moves = object->if_contains("moves"); moves && moves->is_array()) {
    for (const json::value& move : moves->as_array()) {
      if (!move.is_string() || sans.size() == 2000) break;
      const std::string_view text = move.as_string();
      const std::size_t space = text.find(' ');
      sans.emplace_back(text.substr(0, space));
      long long clock = -1;
      if (space != std::string_view::npos) {
        const std::string_view times = text.substr(space + 1);
        if (!absl::SimpleAtoi(av(times.substr(0, times.find('+'))), &clock)) clock = -1;
      }
      clocks.push_back(clock);
    }
  }
  // The clocks object is newer than the last two moves' own.
  if (const json::value* clock = object->if_contains("clock"); clock && clock->is_object()) {
    for (std::size_t i = sans.size() >= 2 ? sans.size() - 2 : 0; i < sans.size(); ++i) {
      const std::optional<long long> side = number_of(clock->as_object().if_contains(i % 2 == 0 ? "white" : "black"));
      if (side) clocks[i] = *side;
    }
  }
  std::string result = pgn_result(text_of(*object, "result"));
  if (result == "*") result = index.pairings.at(static_cast<std::size_t>(board - 1)).result;
  std::string pgn = game_tags(tournament, round, index, board, result);
  for (std::size_t i = 0; i < sans.size(); ++i) {
    if (i % 2 == 0) absl::StrAppend(&pgn, i / 2 + 1, ". ");
    absl::StrAppend(&pgn, sans[i], clock_comment(clocks[i]), " ");
  }
  absl::StrAppend(&pgn, result, "\n\n");
  return pgn;
}

std::string lcc_pairing_pgn(const LccTournament& tournament, int round, const LccRound& index, int board) {
  const std::string& result = index.pairings.at(static_cast<std::size_t>(board - 1)).result;
  return absl::StrCat(game_tags(tournament, round, index, board, result), result, "\n\n");
}

}  // namespace drawbridge::watch
