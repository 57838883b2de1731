// The xboard front end's pure pieces: reading commands and levels, the go line, thinking
// output, option features, what is said for each event, the words xboard reads as claims, edit
// mode and the analysis status.
#include <doctest/doctest.h>

#include <variant>

#include "proxy/cecp/analysis_status.h"
#include "proxy/cecp/cecp_command.h"
#include "proxy/cecp/draw_speech.h"
#include "proxy/cecp/edit_board.h"
#include "proxy/cecp/engine_options.h"
#include "proxy/cecp/thinking_line.h"
#include "proxy/cecp/time_control.h"
#include "proxy/cecp/xboard_words.h"
#include "proxy/uci/engine_line.h"
#include "proxy/uci/option_line.h"
#include "proxy/uci/uci_writer.h"
#include "rules/chess/fen.h"
#include "rules/chess/uci_move.h"

namespace drawbridge::cecp {
namespace {

TEST_CASE("commands are read by their first word") {
  CHECK(parse_command("usermove e2e4").verb == Verb::kUserMove);
  CHECK(parse_command("usermove e2e4").args == "e2e4");
  CHECK(parse_command("e7e8q").verb == Verb::kBareMove);
  CHECK(parse_command("?").verb == Verb::kMoveNow);
  CHECK(parse_command("ping 12\r").args == "12");
  CHECK(parse_command("   ").verb == Verb::kEmpty);
  CHECK(parse_command("frobnicate").verb == Verb::kUnknown);
  CHECK(parse_command("setboard 8/8/8/8/8/8/8/8 w - - 0 1").args == "8/8/8/8/8/8/8/8 w - - 0 1");
}

TEST_CASE("level: fractional increments and min:sec bases") {
  const std::optional<Level> a = parse_level("40 5 0.5");
  REQUIRE(a);
  CHECK(a->moves_per_session == 40);
  CHECK(a->base_seconds == 300);
  CHECK(a->increment_seconds == 0.5);
  const std::optional<Level> b = parse_level("0 2:30 1.25");
  REQUIRE(b);
  CHECK(b->base_seconds == 150);
  CHECK(b->increment_seconds == 1.25);
  CHECK_FALSE(parse_level("40 5"));
  CHECK_FALSE(parse_level("40 x 0"));
  CHECK_FALSE(parse_level("40 5 -1"));
  CHECK_FALSE(parse_level("40 1e300 0"));  // found by the cecp fuzz target, as `time 1e56`
  CHECK_FALSE(parse_number("103333333333333333333333333333333333333333"));
  CHECK(parse_number("-20") == -20);
}

// The words after `go` for the engine's search, as it is sent them.
std::string go_arguments(const TimeControl& control, chess::Color engine, int engine_moves) {
  std::string line;
  uci::write(line, go_limits(control, engine, engine_moves));
  REQUIRE(line.starts_with("go "));
  REQUIRE(line.ends_with('\n'));
  return line.substr(3, line.size() - 4);
}

TEST_CASE("the go line for the engine's colour") {
  TimeControl control;
  control.level = Level{40, 300, 0.5};
  control.engine_cs = 6000;
  control.opponent_cs = 5000;
  CHECK(go_arguments(control, chess::kWhite, 0) == "wtime 60000 btime 50000 winc 500 binc 500 movestogo 40");
  CHECK(go_arguments(control, chess::kBlack, 41) == "wtime 50000 btime 60000 winc 500 binc 500 movestogo 39");
  control.depth = 9;
  CHECK(go_arguments(control, chess::kWhite, 0).ends_with(" depth 9"));
  control.seconds_per_move = 0.75;
  CHECK(go_arguments(control, chess::kWhite, 0) == "movetime 750 depth 9");
  control.engine_cs = -20;  // a flag that fell
  control.seconds_per_move.reset();
  control.depth.reset();
  CHECK(go_arguments(control, chess::kWhite, 0).starts_with("wtime 0 "));
}

TEST_CASE("thinking output: ply score time nodes pv, mates as xboard counts them") {
  const uci::EngineLine line = uci::parse_engine_line("info depth 12 score cp -31 time 2345 nodes 999 pv e2e4 e7e5");
  const std::optional<std::string> thinking = thinking_line(std::get<uci::Info>(line));
  REQUIRE(thinking);
  CHECK(*thinking == "12 -31 234 999 e2e4 e7e5");
  CHECK(xboard_score({EngineScore::Unit::kMate, 3}) == 100003);
  CHECK(xboard_score({EngineScore::Unit::kMate, -2}) == -100002);
  const uci::EngineLine currmove = uci::parse_engine_line("info depth 12 currmove e2e4 currmovenumber 1");
  CHECK_FALSE(thinking_line(std::get<uci::Info>(currmove)));
  const uci::EngineLine second = uci::parse_engine_line("info depth 3 multipv 2 score cp 1 pv d2d4");
  CHECK_FALSE(thinking_line(std::get<uci::Info>(second)));
}

// The setoption line for the GUI's `option` command, if an option has its name.
std::optional<std::string> set(std::string_view args, const std::vector<EngineOption>& options) {
  const std::optional<OptionSetting> setting = option_setting(args, options);
  if (!setting) return std::nullopt;
  std::string line;
  uci::write(line, *setting);
  REQUIRE(line.ends_with('\n'));
  line.pop_back();
  return line;
}

TEST_CASE("options become features, and the GUI's option comes back as setoption") {
  const std::optional<EngineOption> style =
      uci::read_option_declaration("option name Style type combo default Normal var Solid var Normal var Risky");
  REQUIRE(style);
  CHECK(feature_line(*style) == "feature option=\"Style -combo Solid /// *Normal /// Risky\"");
  const std::optional<EngineOption> own =
      uci::read_option_declaration("option name Drawbridge Claim Margin type spin default 50 min 0 max 100000");
  REQUIRE(own);
  CHECK(feature_line(*own) == "feature option=\"DB Claim Margin -spin 50 0 100000\"");
  const std::optional<EngineOption> hash =
      uci::read_option_declaration("option name Hash type spin default 16 min 1 max 1024");
  REQUIRE(hash);
  CHECK_FALSE(feature_line(*hash));  // the GUI's `memory`
  const std::optional<EngineOption> check =
      uci::read_option_declaration("option name UCI_ShowWDL type check default false");
  REQUIRE(check);
  CHECK(feature_line(*check) == "feature option=\"UCI_ShowWDL -check 0\"");
  // xboard would read these as claims: the words are shown broken, and read back.
  const std::optional<EngineOption> claimish =
      uci::read_option_declaration("option name DrawScore type spin default 0 min 0 max 9");
  REQUIRE(claimish);
  CHECK(feature_line(*claimish) == "feature option=\"Dr_wScore -spin 0 0 9\"");
  const std::optional<EngineOption> choice =
      uci::read_option_declaration("option name Mode type combo default Win var Win var Draw var Resign-Early");
  REQUIRE(choice);
  CHECK(feature_line(*choice) == "feature option=\"Mode -combo *Win /// Dr_w /// Res_gn-Early\"");
  CHECK_FALSE(reads_as_claim(*feature_line(*choice)));
  const std::vector<EngineOption> options = {*style, *own, *check, *claimish, *choice};
  CHECK(set("Dr_wScore=5", options) == "setoption name DrawScore value 5");
  CHECK(set("DrawScore=6", options) == "setoption name DrawScore value 6");
  CHECK(set("Mode=Dr_w", options) == "setoption name Mode value Draw");
  CHECK(set("Style=Risky", options) == "setoption name Style value Risky");
  CHECK(set("DB Claim Margin=80", options) == "setoption name Drawbridge Claim Margin value 80");
  CHECK(set("UCI_ShowWDL=1", options) == "setoption name UCI_ShowWDL value true");
  CHECK_FALSE(set("Nothing=1", options));
  CHECK(set("DB Claim Margin", options) == "setoption name Drawbridge Claim Margin");
  CHECK(set("Style=", options) == "setoption name Style value");
  const std::optional<EngineOption> events =
      uci::read_option_declaration("option name Drawbridge Events type string default <empty>");
  REQUIRE(events);
  CHECK(feature_line(*events) == "feature option=\"DB Events -string \"");
}

draw::Event event(draw::EventKind kind, draw::Rule rule, bool with_move) {
  draw::Event e;
  e.kind = kind;
  e.rule = rule;
  e.article = "9.2.1.2";
  e.ply = 8;
  if (with_move) e.move = "f6g8";
  if (kind == draw::EventKind::kResult) e.result = draw::Result::kDraw;
  return e;
}

TEST_CASE("what is said for each event") {
  using R = draw::Rule;
  constexpr Speech kNothing, kOfferBefore{true, false}, kClaimAfter{false, true}, kBoth{true, true};
  CHECK(speech_for(event(draw::EventKind::kClaim, R::kThreefoldRepetition, false)) == kClaimAfter);
  CHECK(speech_for(event(draw::EventKind::kClaim, R::kThreefoldRepetition, true)) == kBoth);
  CHECK(speech_for(event(draw::EventKind::kClaim, R::kFiftyMove, true)) == kBoth);
  CHECK(speech_for(event(draw::EventKind::kClaim, R::kFiftyMove, false)) == kClaimAfter);
  CHECK(speech_for(event(draw::EventKind::kOffer, R::kDrawOffer, true)) == kOfferBefore);
  CHECK(speech_for(event(draw::EventKind::kResult, R::kFivefoldRepetition, false)) == kOfferBefore);
  CHECK(speech_for(event(draw::EventKind::kResult, R::kSeventyFiveMove, false)) == kOfferBefore);
  CHECK(speech_for(event(draw::EventKind::kResult, R::kDeadPosition, false)) == kOfferBefore);
  CHECK(speech_for(event(draw::EventKind::kResult, R::kThreefoldRepetition, false)) == kClaimAfter);
  CHECK(speech_for(event(draw::EventKind::kResult, R::kStalemate, false)) == kNothing);
  CHECK(claim_line(event(draw::EventKind::kClaim, R::kThreefoldRepetition, false)) ==
        "1/2-1/2 {drawbridge: threefold repetition, article 9.2.1.2}");
  const std::string debug = debug_line(event(draw::EventKind::kResult, R::kDeadPosition, false));
  CHECK(debug == "# dr_wbridge event=result rule=dead-position article=9.2.1.2 ply=8 result=1/2_1/2");
  CHECK_FALSE(reads_as_claim(debug));
}

TEST_CASE("with --adjudicate stop, only what xboard sees on the board is claimed without a move") {
  using R = draw::Rule;
  CHECK(gui_sees_on_board(event(draw::EventKind::kResult, R::kFivefoldRepetition, false)));
  CHECK(gui_sees_on_board(event(draw::EventKind::kResult, R::kSeventyFiveMove, false)));
  CHECK(gui_sees_on_board(event(draw::EventKind::kResult, R::kThreefoldRepetition, false)));  // arbiter's initiative
  CHECK_FALSE(gui_sees_on_board(event(draw::EventKind::kResult, R::kDeadPosition, false)));
  CHECK_FALSE(gui_sees_on_board(event(draw::EventKind::kClaim, R::kThreefoldRepetition, false)));
}

TEST_CASE("edit mode: pieces, colours, castling on home squares, the side to move kept") {
  chess::Position black_to_move = chess::Position::startpos();
  black_to_move.make_move(*chess::legal_uci_move(black_to_move, "a2a3"));
  EditBoard edit(black_to_move);
  for (const char* command : {"#", "Ke1", "Rh1", "Ra2", "Pb2", "xb2", "c", "Ke8", "Ra8", "Rh7"}) {
    CHECK(edit.apply(command).ok());
  }
  const absl::StatusOr<chess::Position> position = edit.finish();
  REQUIRE(position.ok());
  CHECK(chess::to_fen(*position) == "r3k3/7r/8/8/8/8/R7/4K2R b Kq - 0 1");
  CHECK_FALSE(edit.apply("Zz9").ok());
  CHECK_FALSE(edit.apply("Ki9").ok());
  CHECK_FALSE(edit.apply("").ok());
  CHECK(edit.apply("Pa8").ok());
  CHECK_FALSE(edit.finish().ok());  // a pawn on the last rank
}

TEST_CASE("the analysis status line") {
  AnalysisStatus status;
  const chess::Position start = chess::Position::startpos();
  CHECK(status.line(start) == "stat01: 0 0 0 20 20");
  status.update(std::get<uci::Info>(uci::parse_engine_line("info depth 7 time 1234 nodes 5000")));
  status.update(std::get<uci::Info>(uci::parse_engine_line("info currmove g1f3 currmovenumber 4")));
  CHECK(status.line(start) == "stat01: 123 5000 7 16 20 Nf3");
  chess::Position after = start;
  after.make_move(*chess::legal_uci_move(after, "e2e4"));
  CHECK(status.line(after) == "stat01: 123 5000 7 16 20");  // g1f3 is not Black's move
}

TEST_CASE("the words xboard reads as claims, and their defanged forms") {
  CHECK(reads_as_claim("Draw"));
  CHECK(reads_as_claim("offer draw"));
  CHECK(reads_as_claim("info string drawbridge event=offer"));
  CHECK(reads_as_claim("White mates"));
  CHECK(reads_as_claim("Black resigns"));
  CHECK(reads_as_claim("1-0 {x}"));
  CHECK(reads_as_claim("x 0-1"));
  CHECK(reads_as_claim("resign"));
  CHECK_FALSE(reads_as_claim("12 -31 234 999 e2e4 e7e5"));
  CHECK_FALSE(reads_as_claim("feature option=\"DB Offer -combo *never /// score\""));
  CHECK(defang("Draw by drawbridge") == "Dr_w by dr_wbridge");
  CHECK(defang("White resigns 1-0") == "> White res_gns 1_0");
  CHECK_FALSE(reads_as_claim(defang("White resigns 1-0, 0-1, 1/2-1/2, DRAW")));
  CHECK(defang("0-1-0-1") == "0_1_0_1");  // overlapping words (found by the cecp fuzz target)
  CHECK_FALSE(reads_as_claim(defang("setboard 8/8 w 0-1-0- 1/2-1/2-1/2")));
}

}  // namespace
}  // namespace drawbridge::cecp
