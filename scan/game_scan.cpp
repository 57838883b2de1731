#include "scan/game_scan.h"

#include <algorithm>
#include <optional>
#include <span>
#include <variant>

#include "absl/strings/ascii.h"
#include "pgn/text_encoding.h"
#include "rules/chess_draw/referee.h"
#include "rules/draughts_draw/referee.h"
#include "support/json_text.h"
#include "verdict/draughts_verdict.h"
#include "verdict/finding_position.h"
#include "verdict/fixed_pgn.h"
#include "verdict/judgement.h"
#include "verdict/recorded_result.h"
#include "verdict/tablebase_finding.h"
#include "verdict/verdict_text.h"

namespace drawbridge::scan {
namespace {

constexpr std::string_view kReportedTags[] = {"Event", "Site",  "Date",   "Round",
                                              "White", "Black", "Result", "Termination"};

enum class VariantKind { kStandard, kChess960, kOther };

VariantKind variant_of(const std::optional<std::string>& variant) {
  if (!variant) return VariantKind::kStandard;
  std::string v;
  for (char c : *variant)
    if (c != ' ' && c != '-' && c != '_') v += absl::ascii_tolower(static_cast<unsigned char>(c));
  if (v.empty() || v == "standard" || v == "normal" || v == "chess" || v == "fromposition") {
    return VariantKind::kStandard;
  }
  if (v == "chess960" || v == "fischerandom" || v == "fischerrandom" || v == "960" || v == "frc") {
    return VariantKind::kChess960;
  }
  return VariantKind::kOther;
}

class GameScanner {
 public:
  GameScanner(std::string_view text, const GamePlace& place, const ScanRules& rules, const ScanOptions& options,
              ScanScratch& scratch, ScanOutput& out)
      : text_(text),
        place_(place),
        rules_(rules),
        options_(options),
        pgn_(scratch.pgn),
        referee_slot_(scratch.referee),
        out_(out),
        line_start_(out.json.size()),
        line_(scratch.line) {}

  void run() {
    pgn::read_pgn_game(text_, pgn_);
    ++out_.counts.games;
    write_header();
    const GameLaws laws = laws_for_game(rules_, pgn_.tag("GameType"));
    if (const auto* type = std::get_if<SkippedGameType>(&laws)) return skip("game_type", type->tag);
    if (const auto* error = std::get_if<GameTypeError>(&laws)) return fail(error->message);
    if (const auto* edition = std::get_if<const draughts_draw::Edition*>(&laws)) {
      return replay_draughts_game(**edition);
    }
    laws_ = std::get<const draw::Laws*>(laws);
    const VariantKind variant = variant_of(pgn_.tag("Variant"));
    if (variant == VariantKind::kOther) return skip("variant", *pgn_.tag("Variant"));
    const std::optional<std::string> fen = pgn_.tag("FEN");
    absl::StatusOr<chess::Position> start =
        fen ? draw::start_position(*fen, variant == VariantKind::kChess960)
        : variant == VariantKind::kChess960
            ? absl::StatusOr<chess::Position>(absl::InvalidArgumentError("a Chess960 game needs a FEN tag"))
            : chess::Position::startpos();
    if (!start.ok()) return fail(std::string(start.status().message()));
    replay(*start);
  }

 private:
  // The line is written as it goes (support/json_text.h): the header first, then the verdict
  // fields and the findings, and finish_line closes it and appends it to the output.
  void write_header() {
    line_.open_object();
    line_.key("index").number(place_.index);
    line_.key("file").string(place_.file);
    line_.key("offset").unsigned_number(place_.offset);
    line_.key("line").number(place_.line);
    line_.key("tags").open_object();
    for (std::string_view name : kReportedTags) {
      const std::optional<std::string_view> raw = pgn_.raw_tag(name);
      line_.key(name);
      if (!raw) {
        line_.null();
      } else if (raw->find('\\') == std::string_view::npos) {
        line_.string(*raw);  // nothing to unescape: no copy of our own
      } else {
        line_.string(pgn::unescape_tag_value(*raw));
      }
    }
    line_.close_object();
  }

  // PGN bytes that are not UTF-8 (they can only be in JSON strings) are read as Latin-1, on
  // whole lines so that no UTF-8 sequence is split.
  void finish_line() {
    line_.close_object();
    out_.json.append(line_.text());
    pgn::make_utf8_from(line_start_, out_.json);
    out_.json += '\n';
  }

  void write_no_findings() { line_.key("findings").open_array().close_array(); }

  void copy_unchanged() {
    if (options_.fixed) out_.fixed.append(text_);
  }

  // A game no laws here referee: `key` ("variant" or "game_type") says which.
  void skip(std::string_view key, std::string_view value) {
    ++out_.counts.skipped;
    write_error_fields("", line_, "skipped");
    line_.key(key).string(value);
    write_no_findings();
    finish_line();
    copy_unchanged();
  }

  void fail(std::string_view message) {
    ++out_.counts.errors;
    write_error_fields(message, line_);
    write_no_findings();
    finish_line();
    copy_unchanged();
  }

  void replay(const chess::Position& start) {
    const std::optional<std::string> termination = pgn_.tag("Termination");
    std::optional<std::string> recorded_text = pgn_.tag("Result");
    if (!recorded_text) recorded_text = std::string(pgn_.result_token);
    const std::optional<draw::Result> recorded = result_of(*recorded_text);
    const int n = static_cast<int>(pgn_.moves.size());
    const chess::Color on_move_at_end = n % 2 == 0 ? start.side_to_move() : ~start.side_to_move();
    const std::optional<chess::Color> flagged = flagged_side(pgn_, termination, recorded, on_move_at_end);
    // The flag of the player on move at the end falls as adjudicate's flag=SIDE@N has it;
    // one that fell with the other player on move is decided after the replay.
    std::optional<draw::FlagFall> flag;
    if (flagged && *flagged == on_move_at_end) flag = draw::FlagFall{*flagged, n};

    draw::Referee& referee = draw::referee_for(referee_slot_, laws_->edition, laws_->policy, start);
    const draw::Replayed replayed = referee.replay(draw::SanMoves<pgn::SanToken>(pgn_.moves), {}, flag);
    out_.counts.plies += referee.ply();
    if (!replayed.status.ok()) {
      ++out_.counts.errors;
      write_verdict_fields(referee, replayed, line_);
      write_no_findings();
      finish_line();
      copy_unchanged();
      return;
    }
    const std::optional<draw::Ending>& ending = referee.ending();
    if (ending) ++out_.counts.endings[static_cast<std::size_t>(ending->rule)];
    Judgement judgement =
        judge_game(referee, replayed, recorded, flag ? std::nullopt : flagged, laws_->edition.timeout_article);
    if (rules_.tables && !flagged) {
      add_tablebase_findings(*rules_.tables, referee, recorded, text_.find("SyzygyTB") != std::string_view::npos,
                             judgement);
    }
    write_verdict_fields(referee, replayed, line_);
    write_judgement(judgement);
    // The page shows the games whose record the laws contradict; the informational claims,
    // thousands in an engine archive, are only counted.
    if (options_.report && has_contradiction(judgement)) report(start, referee, *recorded_text, judgement);
  }

  void report(const chess::Position& start, const draw::Referee& referee, const std::string& recorded_text,
              const Judgement& j) {
    const std::span<const chess::Move> moves = referee.record().moves();
    report(
        recorded_text, j, [&](int ply) { return finding_position(start, moves.first(ply)); }, moves.size());
  }

  // The report's entry for this game: its findings but the informational ones, each with the
  // way to its position, `position_at(ply)` for a ply of the game's `plies`.
  template <class PositionAt>
  void report(const std::string& recorded_text, const Judgement& j, PositionAt position_at, std::size_t plies) {
    ReportedGame game = reported_game(recorded_text, j);
    for (const Finding& f : j.findings) {
      if (is_informational(f.kind)) continue;
      const int ply = static_cast<int>(std::min<std::size_t>(*f.event.ply, plies));
      game.findings.push_back({f, position_at(ply)});
    }
    out_.reported.push_back(std::move(game));
  }

  // The PDN moves: the movetext's tokens but the results PGN does not know (2-0, 1-1, 0-2, 0-0).
  std::vector<std::string_view> draughts_moves() const {
    std::vector<std::string_view> moves;
    moves.reserve(pgn_.moves.size());
    for (const pgn::SanToken& t : pgn_.moves) {
      if (!draughts_result_of(t.text) && t.text != "*" && t.text != "0-0") moves.push_back(t.text);
    }
    return moves;
  }

  void replay_draughts_game(const draughts_draw::Edition& edition) {
    const std::optional<std::string> fen = pgn_.tag("FEN");
    absl::StatusOr<draughts_draw::Referee> referee = draughts_draw::Referee::create(
        edition, rules_.policy, fen ? std::optional<std::string_view>(*fen) : std::nullopt);
    if (!referee.ok()) return fail(std::string(referee.status().message()));
    std::optional<std::string> recorded_text = pgn_.tag("Result");
    if (!recorded_text) recorded_text = std::string(pgn_.result_token);
    const DraughtsReplayed replayed = replay_draughts(*referee, draughts_moves(), {});
    out_.counts.plies += referee->ply();
    write_draughts_verdict_fields(*referee, replayed, line_);
    if (!replayed.status.ok()) {
      ++out_.counts.errors;
      write_no_findings();
      finish_line();
      copy_unchanged();
      return;
    }
    if (const std::optional<draw::Ending>& ending = referee->ending()) {
      ++out_.counts.endings[static_cast<std::size_t>(ending->rule)];
    }
    const Judgement judgement = judge_game(*referee, replayed, draughts_result_of(*recorded_text));
    write_judgement(judgement);
    if (options_.report && has_contradiction(judgement)) {
      const draughts_draw::GameRecord& record = referee->record();
      std::vector<draughts::Move> moves;
      for (int i = 0; i < record.ply(); ++i) moves.push_back(record.move_at(i));
      const std::span<const draughts::Move> played(moves);
      report(
          *recorded_text, judgement,
          [&](int ply) { return finding_position(record.position_at(0), played.first(ply)); }, moves.size());
    }
  }

  // The findings counted and written in the JSON line, and the --fixed game.
  void write_judgement(const Judgement& judgement) {
    line_.key("findings").open_array();
    for (const Finding& f : judgement.findings) {
      ++out_.counts.findings[static_cast<std::size_t>(f.kind)];
      write_finding(f, line_);
    }
    line_.close_array();
    if (!judgement.findings.empty()) out_.flagged.push_back(line_start_);
    finish_line();
    if (options_.fixed) {
      if (judgement.fix) {
        write_fixed_game(text_, pgn_, *judgement.fix, out_.fixed);
      } else {
        copy_unchanged();
      }
    }
  }

  // The report's entry for this game, without its findings.
  ReportedGame reported_game(const std::string& recorded_text, const Judgement& j) const {
    ReportedGame game;
    game.index = place_.index;
    game.file = pgn::as_utf8(place_.file);
    for (const auto& [name, value] : pgn_.tags)
      game.tags.emplace_back(pgn::as_utf8(name), pgn::as_utf8(pgn::unescape_tag_value(value)));
    game.recorded_result = recorded_text;
    game.lawful_result = j.lawful ? std::string(draw::result_text(*j.lawful)) : recorded_text;
    return game;
  }

  std::string_view text_;
  const GamePlace& place_;
  const ScanRules& rules_;
  const draw::Laws* laws_ = nullptr;  // a chess game's
  const ScanOptions& options_;
  pgn::PgnGame& pgn_;
  std::optional<draw::Referee>& referee_slot_;
  ScanOutput& out_;
  std::size_t line_start_;  // where this game's line starts in out_.json
  JsonText line_;
};

}  // namespace

void scan_game(std::string_view text, const GamePlace& place, const ScanRules& rules, const ScanOptions& options,
               ScanScratch& scratch, ScanOutput& out) {
  GameScanner(text, place, rules, options, scratch, out).run();
}

}  // namespace drawbridge::scan
