// Differential check of the fast replay (the one adjudicate and scan run: SAN read from attack
// sets, mate searched only where the record ends or its next move is illegal, repetitions
// counted in the stretch since the last irreversible move, the dead-position proof only after a
// capture or a pawn move, and not after a pawn's step while a queen, rook or knight stands)
// against a plain replay that at every ply generates every legal move, tests the recorded move
// against them, counts repetitions over the whole game and tries the dead-position proof.
// Games: every game of the PGN files given, and random legal games.
// Usage: replay_vs_plain EDITION_TOML RANDOM_GAMES SEED FILE.pgn...
#include <algorithm>
#include <cstdlib>
#include <iostream>
#include <map>
#include <optional>
#include <random>
#include <string>
#include <unordered_map>
#include <vector>

#include <boost/json/serialize.hpp>

#include "pgn/pgn_game.h"
#include "pgn/pgn_splitter.h"
#include "render/json_out.h"
#include "rules/chess/fen.h"
#include "rules/chess/san.h"
#include "rules/chess/san_fast_path.h"
#include "rules/chess/uci_move.h"
#include "rules/chess_draw/dead_position.h"
#include "rules/chess_draw/edition.h"
#include "rules/chess_draw/referee.h"
#include "support/json_view.h"
#include "tests/support/random_games.h"
#include "verdict/verdict_fields.h"

namespace drawbridge {
namespace {

namespace json = boost::json;
using chess::Move;
using chess::Position;

// What each replay says about a game.
struct Verdict {
  json::array events;
  std::string ending;  // "ply rule", empty while ongoing
  int moves_after_end = 0;
  std::optional<int> error_ply;
  std::vector<Move> moves;    // as read
  std::vector<int> repeated;  // per ply: how often that position has appeared, itself included
  bool operator==(const Verdict&) const = default;
};

std::string ending_text(const std::optional<draw::Ending>& ending) {
  return ending ? std::to_string(ending->ply) + " " + std::string(draw::rule_name(ending->rule)) : "";
}

class SanText final : public draw::MoveText {
 public:
  explicit SanText(const std::vector<std::string>& sans) : sans_(sans) {}
  int size() const override { return static_cast<int>(sans_.size()); }
  std::string_view text(int ply) const override { return sans_[ply]; }
  Move move(const Position& pos, int ply) const override { return chess::san_move_or_none(pos, sans_[ply]); }
  absl::Status refusal(const Position& pos, int ply) const override {
    return chess::parse_san(pos, sans_[ply]).status();
  }

 private:
  const std::vector<std::string>& sans_;
};

// The `events` of the game's line, as adjudicate and scan write them (verdict/verdict_fields.h).
json::array line_events(const draw::Referee& referee, const draw::Replayed& replayed) {
  json::object line;
  render::JsonDomOut out(line);
  verdict_fields(referee, replayed, out);
  return std::move(line["events"].as_array());
}

Verdict fast_replay(std::optional<draw::Referee>& slot, const draw::Edition& edition, const Position& start,
                    const std::vector<std::string>& sans) {
  draw::Referee& referee = draw::referee_for(slot, edition, draw::Policy{}, start);
  const draw::Replayed replayed = referee.replay(SanText(sans), {}, std::nullopt);
  Verdict v{
      line_events(referee, replayed), ending_text(referee.ending()), replayed.moves_after_end, std::nullopt, {}, {}};
  if (!replayed.status.ok()) v.error_ply = referee.ply();
  const draw::GameRecord& record = referee.record();
  v.moves.assign(record.moves().begin(), record.moves().end());
  for (int ply = 0; ply <= record.ply(); ++ply) v.repeated.push_back(record.occurrences_at(ply));
  return v;
}

// The laws of fide-2023 applied the long way round, position by position.
class PlainReplay {
 public:
  PlainReplay(const draw::Edition& edition, const Position& start) : edition_(edition), pos_(start) {}

  Verdict run(const std::vector<std::string>& sans) {
    const int n = static_cast<int>(sans.size());
    for (int ply = 0;; ++ply) {
      most_seen_ = std::max(most_seen_, ++seen_[pos_.key()]);
      v_.repeated.push_back(count(pos_.key()));
      const chess::MoveList legal = pos_.legal_moves();
      if (const std::optional<draw::Ending> ending = automatic_ending(ply, legal)) {
        v_.ending = ending_text(ending);
        v_.moves_after_end = n - ply;
        return v_;
      }
      list_claims(ply, legal);
      if (ply == n) return v_;
      const absl::StatusOr<Move> m = chess::parse_san_by_legal_moves(pos_, sans[ply]);
      if (!m.ok() || !legal.contains(*m)) {
        v_.error_ply = ply;
        return v_;
      }
      v_.moves.push_back(*m);
      pos_.make_move(*m);
    }
  }

 private:
  int count(std::uint64_t key) const {
    const auto it = seen_.find(key);
    return it == seen_.end() ? 0 : it->second;
  }

  draw::Ending draw_by(int ply, draw::Rule rule) const { return {ply, rule, "", draw::Result::kDraw}; }

  std::optional<draw::Ending> automatic_ending(int ply, const chess::MoveList& legal) const {
    if (legal.empty()) {
      return draw::Ending{ply, pos_.in_check() ? draw::Rule::kCheckmate : draw::Rule::kStalemate, "",
                          draw::Result::kDraw};
    }
    if (draw::is_dead_position(pos_, draw::StaticUnwinnability())) return draw_by(ply, draw::Rule::kDeadPosition);
    if (count(pos_.key()) >= edition_.fivefold.count) return draw_by(ply, draw::Rule::kFivefoldRepetition);
    if (pos_.halfmove_clock() >= 2 * edition_.seventy_five_moves.moves) {
      return draw_by(ply, draw::Rule::kSeventyFiveMove);
    }
    return std::nullopt;
  }

  void claim(int ply, draw::Rule rule, const std::string& article, std::vector<Move> moves) {
    json::object event{
        {"ply", ply}, {"event", "claim"}, {"rule", jsv(draw::rule_name(rule))}, {"article", jsv(article)}};
    if (!moves.empty()) {
      std::vector<std::string> ucis;
      for (const Move m : moves) ucis.push_back(chess::to_uci(pos_, m));
      std::sort(ucis.begin(), ucis.end());
      json::array list;
      for (const std::string& uci : ucis) list.emplace_back(jsv(uci));
      event["moves"] = std::move(list);
    }
    v_.events.emplace_back(std::move(event));
  }

  // Every legal move is made, and the position after it counted among all before (unless no
  // position of the game has appeared often enough, nor the clock is near the count).
  void list_claims(int ply, const chess::MoveList& legal) {
    const draw::ClaimRule& threefold = edition_.threefold;
    const draw::ClaimRule& fifty = edition_.fifty_moves;
    std::vector<Move> repeating, completing;
    const bool may_claim = most_seen_ + 1 >= threefold.count || pos_.halfmove_clock() + 1 >= 2 * fifty.count;
    for (const Move m : may_claim ? legal : chess::MoveList()) {
      pos_.make_move(m);
      if (count(pos_.key()) + 1 >= threefold.count) repeating.push_back(m);
      if (pos_.halfmove_clock() >= 2 * fifty.count) completing.push_back(m);
      pos_.unmake_move();
    }
    if (!repeating.empty()) claim(ply, draw::Rule::kThreefoldRepetition, threefold.with_move_article, repeating);
    if (count(pos_.key()) >= threefold.count)
      claim(ply, draw::Rule::kThreefoldRepetition, threefold.on_board_article, {});
    if (!completing.empty()) claim(ply, draw::Rule::kFiftyMove, fifty.with_move_article, completing);
    if (pos_.halfmove_clock() >= 2 * fifty.count) claim(ply, draw::Rule::kFiftyMove, fifty.on_board_article, {});
  }

  const draw::Edition& edition_;
  Position pos_;
  std::unordered_map<std::uint64_t, int> seen_;  // every position of the game so far, counted
  int most_seen_ = 0;
  Verdict v_;
};

struct Run {
  const draw::Edition& edition;
  std::optional<draw::Referee> referee;
  long games = 0, plies = 0, failures = 0;
  std::map<std::string, long> endings;  // by rule, to show what the games reached

  void check(const Position& start, const std::vector<std::string>& sans, const std::string& name) {
    const Verdict fast = fast_replay(referee, edition, start, sans);
    const Verdict plain = PlainReplay(edition, start).run(sans);
    ++games;
    plies += static_cast<long>(plain.moves.size());
    ++endings[plain.ending.empty() ? "none" : plain.ending.substr(plain.ending.find(' ') + 1)];
    if (fast == plain) return;
    if (++failures > 10) return;
    std::cerr << "MISMATCH " << name << " from " << chess::to_fen(start) << "\n  fast:  ending '" << fast.ending
              << "' error " << fast.error_ply.value_or(-1) << " plies " << fast.moves.size() << " "
              << json::serialize(fast.events) << "\n  plain: ending '" << plain.ending << "' error "
              << plain.error_ply.value_or(-1) << " plies " << plain.moves.size() << " " << json::serialize(plain.events)
              << "\n";
  }
};

bool check_pgn_file(Run& run, const std::string& path) {
  absl::StatusOr<std::unique_ptr<pgn::ByteSource>> source = pgn::open_byte_source(path);
  if (!source.ok()) {
    std::cerr << path << ": " << source.status() << "\n";
    return false;
  }
  pgn::PgnSplitter splitter(**source, 256, 1 << 20);
  pgn::PgnGame pgn;
  for (int index = 0;;) {
    absl::StatusOr<pgn::Batch> batch = splitter.next_batch();
    if (!batch.ok() || batch->games.empty()) return batch.ok();
    for (const pgn::GameSpan& span : batch->games) {
      pgn::read_pgn_game(batch->game_text(span), pgn);
      const std::optional<std::string> fen = pgn.tag("FEN"), variant = pgn.tag("Variant");
      absl::StatusOr<Position> start =
          fen ? chess::parse_fen(*fen, variant && variant->find("960") != std::string::npos) : Position::startpos();
      const std::string name = path + " game " + std::to_string(index++);
      if (!start.ok()) continue;  // the replays would both refuse it: scan's own tests cover that
      std::vector<std::string> sans;
      for (const pgn::SanToken& token : pgn.moves) sans.emplace_back(token.text);
      run.check(*start, sans, name);
    }
  }
}

std::vector<std::string> sans_of(const testing::RandomGame& game) {
  std::vector<std::string> sans;
  Position pos = game.start;
  for (const Move m : game.moves) {
    sans.push_back(chess::to_san(pos, m));
    pos.make_move(m);
  }
  return sans;
}

}  // namespace
}  // namespace drawbridge

int main(int argc, char** argv) {
  using namespace drawbridge;
  if (argc < 4) {
    std::cerr << "usage: replay_vs_plain EDITION_TOML RANDOM_GAMES SEED FILE.pgn...\n";
    return 2;
  }
  const absl::StatusOr<draw::Edition> edition = draw::load_edition_file(argv[1]);
  if (!edition.ok() || edition->fivefold.counting != draw::RepetitionCount::kAnywhere) {
    std::cerr << "the plain replay knows fide-2023's laws only\n";
    return 2;
  }
  Run run{*edition, std::nullopt, 0, 0, 0, {}};
  for (int i = 4; i < argc; ++i)
    if (!check_pgn_file(run, argv[i])) return 2;
  const long recorded = run.games;
  std::mt19937_64 rng(std::strtoull(argv[3], nullptr, 10));
  const long random_games = std::atol(argv[2]);
  std::map<std::string, long> kinds;  // of the random games' moves
  for (long i = 0; i < random_games; ++i) {
    const testing::RandomGame game = testing::random_game(rng);
    kinds["chess960 games"] += game.start.chess960();
    for (const Move m : game.moves) {
      const char* kind[] = {"normal", "promotions", "en passant", "castlings"};
      ++kinds[kind[static_cast<int>(m.kind())]];
    }
    run.check(game.start, sans_of(game), "random game " + std::to_string(i));
  }
  std::cout << run.games << " games (" << recorded << " recorded, " << random_games << " random), " << run.plies
            << " plies, " << run.failures << " mismatches\nendings:";
  for (const auto& [rule, n] : run.endings) std::cout << " " << rule << " " << n;
  std::cout << "\nrandom moves:";
  for (const auto& [kind, n] : kinds) std::cout << " " << kind << " " << n;
  std::cout << "\n";
  return run.failures == 0 ? 0 : 1;
}
