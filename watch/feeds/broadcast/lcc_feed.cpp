#include "watch/feeds/broadcast/lcc_feed.h"

#include <algorithm>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "net/http_answer.h"

namespace drawbridge::watch {

LccFeed::LccFeed(net::HttpUrl tree, UrlFeedOptions options, FileWatch& wake)
    : RoundMailbox(wake),
      tree_(std::move(tree)),
      options_(std::move(options)),
      thread_(options_.http, *this, [this](const std::stop_token& stop) { return hand_over(stop); }) {}

std::chrono::seconds LccFeed::hand_over(const std::stop_token& stop) {
  std::chrono::seconds wait = options_.interval;
  absl::StatusOr<std::string> round = turn(stop, wait);
  if (stop.stop_requested()) return wait;
  if (!round.ok()) {
    put(round.status(), std::nullopt);
  } else if (*round != last_round_) {
    last_round_ = *round;
    put(absl::OkStatus(), *std::move(round));
  } else {
    put(absl::OkStatus(), std::nullopt);
  }
  return wait;
}

absl::StatusOr<std::string> LccFeed::turn(const std::stop_token& stop, std::chrono::seconds& wait) {
  if (absl::Status fault = fetch("tournament.json", stop, wait); !fault.ok()) return fault;
  absl::StatusOr<LccTournament> tournament = read_lcc_tournament(files_["tournament.json"].body);
  if (!tournament.ok())
    return absl::InvalidArgumentError(absl::StrCat(tree_.shown, ": ", tournament.status().message()));
  std::vector<FollowedRound> rounds;
  for (const int number : followed_rounds(*tournament)) {
    const std::string folder = absl::StrCat("round-", number, "/");
    if (absl::Status fault = fetch(folder + "index.json", stop, wait); !fault.ok()) return fault;
    absl::StatusOr<LccRound> round = read_lcc_round(files_[folder + "index.json"].body);
    if (!round.ok()) return absl::InvalidArgumentError(absl::StrCat(tree_.shown, ": ", round.status().message()));
    for (int board = 1; board <= static_cast<int>(round->pairings.size()); ++board) {
      if (absl::Status fault = fetch(game_path(number, board), stop, wait); !fault.ok()) return fault;
    }
    rounds.emplace_back(number, *std::move(round));
  }
  // No file read anew since the round was last made (all 304s): the same round, its games'
  // JSON not read again.
  if (!changed_) return last_round_;
  absl::StatusOr<std::string> made = make(*tournament, rounds);
  if (made.ok()) changed_ = false;
  return made;
}

absl::StatusOr<std::string> LccFeed::make(const LccTournament& tournament, const std::vector<FollowedRound>& rounds) {
  std::string out;
  for (const auto& [number, round] : rounds) {
    for (int board = 1; board <= static_cast<int>(round.pairings.size()); ++board) {
      File& game = files_[game_path(number, board)];
      if (!game.found) {
        absl::StrAppend(&out, lcc_pairing_pgn(tournament, number, round, board));
        continue;
      }
      absl::StatusOr<std::string> pgn = lcc_game_pgn(tournament, number, round, board, game.body);
      if (!pgn.ok()) return absl::InvalidArgumentError(absl::StrCat(tree_.shown, ": ", pgn.status().message()));
      // A game whose file gives its result is asked for no more.
      game.final = !pgn->ends_with("*\n\n");
      absl::StrAppend(&out, *pgn);
    }
  }
  return out;
}

std::string LccFeed::game_path(int round, int board) { return absl::StrCat("round-", round, "/game-", board, ".json"); }

absl::Status LccFeed::fetch(const std::string& path, const std::stop_token& stop, std::chrono::seconds& wait) {
  File& file = files_[path];
  if (file.final) return absl::OkStatus();
  absl::StatusOr<net::HttpUrl> url = net::redirect_url(tree_, path);
  if (!url.ok()) return url.status();
  absl::StatusOr<net::HttpAnswer> answer = thread_.client().get(*url, file.validators, stop);
  if (!answer.ok()) return answer.status();
  if (answer->status == 404 && path.find("/game-") != std::string::npos) {
    changed_ = changed_ || file.found;
    file = File{};
    return absl::OkStatus();
  }
  if (answer->status == 304) return absl::OkStatus();
  if (answer->status != 200) {
    if (answer->status == 429 || answer->retry_after) {
      wait = std::max(wait, answer->retry_after.value_or(net::kDefaultRetryAfter));
    }
    return net::status_fault(*answer, url->shown);
  }
  file.validators = {answer->etag, answer->last_modified};
  file.body = std::move(answer->body);
  file.found = true;
  changed_ = true;
  return absl::OkStatus();
}

}  // namespace drawbridge::watch
