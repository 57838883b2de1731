#include "scan/game_scan.h"

#include <algorithm>
#include <optional>
#include <span>
#include <variant>

#include "absl/strings/ascii.h"
#include "pgn/text_encoding.h"
#include "render/json_out.h"
#include "rules/chess_draw/referee.h"
#include "rules/draughts_draw/referee.h"
#include "support/json_text.h"
#include "verdict/draughts_verdict.h"
#include "verdict/finding_position.h"
#include "verdict/fixed_pgn.h"
#include "verdict/judgement.h"
#include "verdict/recorded_result.h"
#include "verdict/tablebase_finding.h"
#include "verdict/verdict_fields.h"

namespace drawbridge::scan {
namespace {

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

// The writer of a game's typed value: strings that are not UTF-8 (PGN bytes) are read as
// Latin-1, as the JSON line's are (finish's make_utf8_from). String by string is the same as
// line by line: a UTF-8 sequence never spans the ASCII between two strings. A claim's `moves`
// are the referee's own SAN, ASCII.
class Utf8DomOut : public render::JsonDomOut {
 public:
  using JsonDomOut::JsonDomOut;
  using JsonDomOut::put;
  void put(std::string_view name, std::string_view text) {
    if (pgn::is_ascii(text)) {
      JsonDomOut::put(name, text);
    } else {
      JsonDomOut::put(name, std::string_view(pgn::as_utf8(text)));
    }
  }
};

// Room for a game's object without growing it: its place and tags, the verdict fields, a
// skipped game's reason and the findings.
constexpr std::size_t kMembers = 16;

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
        line_(scratch.line) {}

  void run() {
    pgn::read_pgn_game(text_, pgn_);
    ++out_.counts.games;
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
  // The game's object, as each output asks for it: its JSON line, its typed value. `body`
  // writes the fields between the place and the findings.
  template <class Body>
  void finish(const Body& body, std::span<const Finding> findings = {}) {
    if (options_.lines) {
      line_.open_object();
      render::JsonTextOut text(line_);
      object_fields(body, findings, text);
      line_.close_object();
      // PGN bytes that are not UTF-8 (they can only be in JSON strings) are read as Latin-1, on
      // the whole line so that no UTF-8 sequence is split.
      const std::size_t start = out_.json.size();
      out_.json.append(line_.text());
      pgn::make_utf8_from(start, out_.json);
      out_.json += '\n';
    }
    if (options_.values == GameValues::kAll || (options_.values == GameValues::kWithFindings && !findings.empty())) {
      boost::json::object& object =
          out_.values.emplace_back(boost::json::object_kind, out_.value_storage()).get_object();
      object.reserve(kMembers);
      Utf8DomOut value(object);
      object_fields(body, findings, value);
    }
  }

  template <class Body, class Out>
  void object_fields(const Body& body, std::span<const Finding> findings, Out& out) const {
    std::string unescaped;
    const auto tag_value = [&](std::string_view name) -> std::optional<std::string_view> {
      const std::optional<std::string_view> raw = pgn_.raw_tag(name);
      if (!raw || raw->find('\\') == std::string_view::npos) return raw;  // nothing to unescape: no copy
      unescaped = pgn::unescape_tag_value(*raw);
      return unescaped;
    };
    scan_place_fields(place_.index, place_.file, place_.offset, place_.line, tag_value, out);
    body(out);
    findings_field(findings, out);
  }

  void copy_unchanged() {
    if (options_.fixed) out_.fixed.append(text_);
  }

  // A game no laws here referee: `key` ("variant" or "game_type") says which.
  void skip(std::string_view key, std::string_view value) {
    ++out_.counts.skipped;
    finish([&](auto& out) {
      error_fields("", out, "skipped");
      out.put(key, value);
    });
    copy_unchanged();
  }

  void fail(std::string_view message) {
    ++out_.counts.errors;
    finish([&](auto& out) { error_fields(message, out); });
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
    const auto verdict = [&](auto& out) { verdict_fields(referee, replayed, out); };
    if (!replayed.status.ok()) {
      ++out_.counts.errors;
      finish(verdict);
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
    write_judgement(judgement, verdict);
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
    const auto verdict = [&](auto& out) { verdict_fields(*referee, replayed, out); };
    if (!replayed.status.ok()) {
      ++out_.counts.errors;
      finish(verdict);
      copy_unchanged();
      return;
    }
    if (const std::optional<draw::Ending>& ending = referee->ending()) {
      ++out_.counts.endings[static_cast<std::size_t>(ending->rule)];
    }
    const Judgement judgement = judge_game(*referee, replayed, draughts_result_of(*recorded_text));
    write_judgement(judgement, verdict);
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

  // The findings counted, the game's object with its verdict fields (`verdict`) and the
  // findings, and the --fixed game.
  template <class Verdict>
  void write_judgement(const Judgement& judgement, const Verdict& verdict) {
    for (const Finding& f : judgement.findings) ++out_.counts.findings[static_cast<std::size_t>(f.kind)];
    finish(verdict, judgement.findings);
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
  JsonText line_;
};

}  // namespace

void scan_game(std::string_view text, const GamePlace& place, const ScanRules& rules, const ScanOptions& options,
               ScanScratch& scratch, ScanOutput& out) {
  GameScanner(text, place, rules, options, scratch, out).run();
}

}  // namespace drawbridge::scan
