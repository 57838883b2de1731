#include "scan/game_scan.h"

#include <optional>

#include <boost/json/serialize.hpp>

#include "absl/strings/ascii.h"
#include "pgn/text_encoding.h"
#include "rules/chess/san.h"
#include "rules/draw/referee.h"
#include "scan/finding_position.h"
#include "scan/fixed_pgn.h"
#include "scan/judgement.h"
#include "support/json_view.h"
#include "verdict/adjudicate_game.h"

namespace drawbridge::scan {
namespace {

namespace json = boost::json;

constexpr std::string_view kReportedTags[] = {"Event", "Site",  "Date",   "Round",
                                              "White", "Black", "Result", "Termination"};

// The SAN tokens of a game, read one ply at a time.
class SanMoves final : public draw::MoveText {
 public:
  explicit SanMoves(const std::vector<pgn::SanToken>& moves) : moves_(moves) {}
  int size() const override { return static_cast<int>(moves_.size()); }
  std::string_view text(int ply) const override { return moves_[ply].text; }
  absl::StatusOr<chess::Move> move(const chess::Position& pos, int ply) const override {
    return chess::parse_san(pos, moves_[ply].text);
  }

 private:
  const std::vector<pgn::SanToken>& moves_;
};

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
  GameScanner(std::string_view text, const GamePlace& place, const draw::Laws& laws, const ScanOptions& options,
              ScanScratch& scratch, ScanOutput& out)
      : text_(text),
        place_(place),
        laws_(laws),
        options_(options),
        pgn_(scratch.pgn),
        referee_slot_(scratch.referee),
        out_(out) {}

  void run() {
    pgn::read_pgn_game(text_, pgn_);
    ++out_.counts.games;
    json::object line = header();
    const VariantKind variant = variant_of(pgn_.tag("Variant"));
    if (variant == VariantKind::kOther) return skip(line);
    const std::optional<std::string> fen = pgn_.tag("FEN");
    absl::StatusOr<chess::Position> start =
        fen ? draw::start_position(*fen, variant == VariantKind::kChess960)
        : variant == VariantKind::kChess960
            ? absl::StatusOr<chess::Position>(absl::InvalidArgumentError("a Chess960 game needs a FEN tag"))
            : chess::Position::startpos();
    if (!start.ok()) return fail(line, std::string(start.status().message()));
    replay(*start, line);
  }

 private:
  json::object header() const {
    json::object line;
    line.reserve(16);  // the header, the verdict fields and the findings without a rehash
    line["index"] = place_.index;
    line["file"] = jsv(place_.file);
    line["offset"] = place_.offset;
    line["line"] = place_.line;
    json::object tags;
    tags.reserve(std::size(kReportedTags));
    for (std::string_view name : kReportedTags) {
      const std::optional<std::string_view> raw = pgn_.raw_tag(name);
      if (!raw) {
        tags[jsv(name)] = nullptr;
      } else if (raw->find('\\') == std::string_view::npos) {
        tags[jsv(name)] = jsv(*raw);  // nothing to unescape: no copy of our own
      } else {
        tags[jsv(name)] = jsv(pgn::unescape_tag_value(*raw));
      }
    }
    line["tags"] = std::move(tags);
    return line;
  }

  // PGN bytes that are not UTF-8 (they can only be in JSON strings) are read as Latin-1, on
  // whole lines so that no UTF-8 sequence is split.
  void emit(const json::object& line) {
    pgn::append_as_utf8(json::serialize(line), out_.json);
    out_.json += '\n';
  }

  void copy_unchanged() {
    if (options_.fixed) out_.fixed.append(text_);
  }

  void skip(json::object& line) {
    ++out_.counts.skipped;
    add_error_fields("", line);
    line["status"] = "skipped";
    line["error"] = nullptr;
    line["variant"] = jsv(*pgn_.tag("Variant"));
    line["findings"] = json::array();
    emit(line);
    copy_unchanged();
  }

  void fail(json::object& line, std::string_view message) {
    ++out_.counts.errors;
    add_error_fields(message, line);
    line["findings"] = json::array();
    emit(line);
    copy_unchanged();
  }

  void replay(const chess::Position& start, json::object& line) {
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

    draw::Referee& referee = draw::referee_for(referee_slot_, laws_.edition, laws_.policy, start);
    const draw::Replayed replayed = referee.replay(SanMoves(pgn_.moves), {}, flag);
    out_.counts.plies += referee.ply();
    if (!replayed.status.ok()) {
      ++out_.counts.errors;
      add_verdict_fields(referee, replayed, line);
      line["findings"] = json::array();
      emit(line);
      copy_unchanged();
      return;
    }
    const std::optional<draw::Ending>& ending = referee.ending();
    if (ending) ++out_.counts.endings[static_cast<std::size_t>(ending->rule)];
    Judgement judgement =
        judge_game(referee, replayed, recorded, flag ? std::nullopt : flagged, laws_.edition.timeout_article);
    add_verdict_fields(referee, replayed, line);
    json::array findings;
    for (const Finding& f : judgement.findings) {
      ++out_.counts.findings[static_cast<std::size_t>(f.kind)];
      findings.emplace_back(finding_json(f));
    }
    line["findings"] = std::move(findings);
    emit(line);
    if (options_.fixed) {
      if (judgement.fix) {
        write_fixed_game(text_, pgn_, *judgement.fix, out_.fixed);
      } else {
        copy_unchanged();
      }
    }
    // The page shows the games whose record the laws contradict (fix set); the informational
    // claims, thousands in an engine archive, are only counted.
    if (options_.report && judgement.fix) report(start, referee, *recorded_text, judgement);
  }

  void report(const chess::Position& start, const draw::Referee& referee, const std::string& recorded_text,
              const Judgement& j) {
    ReportedGame game;
    game.index = place_.index;
    game.file = pgn::as_utf8(place_.file);
    for (const auto& [name, value] : pgn_.tags)
      game.tags.emplace_back(pgn::as_utf8(name), pgn::as_utf8(pgn::unescape_tag_value(value)));
    game.recorded_result = recorded_text;
    game.lawful_result = j.lawful ? std::string(draw::result_text(*j.lawful)) : recorded_text;
    const std::span<const chess::Move> moves = referee.arbiter().record().moves();
    for (const Finding& f : j.findings) {
      if (is_informational(f.kind)) continue;
      ReportedFinding r = reported_finding(f);
      set_finding_position(r, start, moves.first(std::min<std::size_t>(*f.event.ply, moves.size())));
      game.findings.push_back(std::move(r));
    }
    out_.reported.push_back(std::move(game));
  }

  std::string_view text_;
  const GamePlace& place_;
  const draw::Laws& laws_;
  const ScanOptions& options_;
  pgn::PgnGame& pgn_;
  std::optional<draw::Referee>& referee_slot_;
  ScanOutput& out_;
};

}  // namespace

void scan_game(std::string_view text, const GamePlace& place, const draw::Laws& laws, const ScanOptions& options,
               ScanScratch& scratch, ScanOutput& out) {
  GameScanner(text, place, laws, options, scratch, out).run();
}

}  // namespace drawbridge::scan
