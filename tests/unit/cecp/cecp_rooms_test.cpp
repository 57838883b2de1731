// The rooms of the CECP front end, each on its own: the game, the search scheduler, the
// offer desk, the feature handshake and the clock commands.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "../session/session_test_support.h"
#include "proxy/cecp/cecp_game.h"
#include "proxy/cecp/feature_handshake.h"
#include "proxy/cecp/offer_desk.h"
#include "proxy/cecp/search_scheduler.h"
#include "proxy/cecp/time_control.h"
#include "proxy/session/event_sink.h"
#include "rules/chess/fen.h"
#include "rules/chess/uci_move.h"

namespace drawbridge::cecp {
namespace {

void play(CecpGame& game, std::initializer_list<std::string_view> moves) {
  for (std::string_view text : moves) {
    const absl::StatusOr<chess::Move> m = game.read_move(text);
    REQUIRE_MESSAGE(m.ok(), std::string(text));
    game.play(*m);
  }
}

// The GUI's clock command `line`, read and applied.
bool set(TimeControl& clock, std::string_view line) { return clock.apply(parse_command(line)); }

chess::Move move(const CecpGame& game, std::string_view uci) { return *chess::legal_uci_move(game.board(), uci); }

// The `position` line the engine is sent, without its '\n'.
std::string uci_position(const CecpGame& game, std::optional<chess::Move> extra = std::nullopt) {
  std::string line;
  game.write_position(line, extra);
  REQUIRE(line.ends_with('\n'));
  line.pop_back();
  return line;
}

}  // namespace

TEST_CASE("the CECP game: coordinates, SAN from a GUI that sends it, takebacks, the position line") {
  CecpGame game;
  play(game, {"e2e4", "e5", "Nf3"});  // SAN although the engine asked for coordinates
  CHECK(uci_position(game) == "position startpos moves e2e4 e7e5 g1f3");
  CHECK(game.moves_by(chess::kWhite) == 2);
  CHECK(game.moves_by(chess::kBlack) == 1);
  CHECK_FALSE(game.read_move("e2e4").ok());  // not legal any more
  CHECK_FALSE(game.read_move("hello").ok());
  CHECK_FALSE(game.take_back(4));
  CHECK(game.take_back(2));
  CHECK(uci_position(game, move(game, "d7d5")) == "position startpos moves e2e4 d7d5");
  CHECK(game.moves().size() == 1);
}

TEST_CASE("the CECP game: Chess960 castling is O-O to the GUI, king takes rook to the engine") {
  constexpr std::string_view kFen = "bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w GEge - 0 1";
  CecpGame game;
  game.set_chess960(true);
  game.set_up(*chess::parse_fen(kFen, true), std::string(kFen));
  const absl::StatusOr<chess::Move> castle = game.read_move("O-O");
  REQUIRE(castle.ok());
  CHECK(game.cecp_move(*castle) == "O-O");
  CHECK(game.read_move("f1g1").ok());  // king takes rook, as UCI says it
  game.play(*castle);
  CHECK(uci_position(game) == "position fen " + std::string(kFen) + " moves f1g1");
}

TEST_CASE("the search scheduler: which search, and stop before start") {
  CecpGame game;
  SearchScheduler searches;
  CHECK_FALSE(searches.wanted(game));  // the engine plays Black, White is on move
  searches.play(chess::kWhite);
  REQUIRE(searches.next(game) == SearchScheduler::Step::kStart);
  const SearchTarget think = *searches.wanted(game);
  CHECK(think.kind == SearchKind::kThink);
  searches.started(think);
  CHECK(searches.next(game) == SearchScheduler::Step::kNothing);  // it runs already
  searches.set_force(true);
  CHECK(searches.next(game) == SearchScheduler::Step::kStop);
  CHECK_FALSE(searches.live());
  CHECK(searches.next(game) == SearchScheduler::Step::kNothing);  // one stop, then its bestmove
  CHECK_FALSE(searches.finish());                                 // a stopped search's move is not played
  searches.set_analyzing(true);
  CHECK(searches.wanted(game)->kind == SearchKind::kAnalyze);
}

TEST_CASE("the search scheduler: ponder on the expected reply, and the hit goes on as think") {
  CecpGame game;
  SearchScheduler searches;
  searches.play(chess::kWhite);
  searches.set_ponder(true);
  play(game, {"e2e4"});  // the engine's move; Black is on move
  searches.set_predicted(move(game, "e7e5"));
  const SearchTarget ponder = *searches.wanted(game);
  CHECK(ponder.kind == SearchKind::kPonder);
  CHECK(ponder.moves.size() == 2);
  searches.started(ponder);
  play(game, {"e7e5"});
  searches.set_predicted(std::nullopt);
  const SearchTarget think = *searches.wanted(game);
  CHECK(think.kind == SearchKind::kThink);
  CHECK(think.moves == ponder.moves);
  searches.ponder_hit(think);
  CHECK(searches.next(game) == SearchScheduler::Step::kNothing);
  CHECK(searches.finish() == think);
}

TEST_CASE("the offer desk: the opponent's offer, answered once, accepted as --accept says") {
  session_testing::Driver driver;
  driver.gui("position startpos moves e2e4");
  EventList heard;
  OfferDesk never(driver.session(), heard, AcceptMode::kNever, 50);
  CHECK(never.opponent_offers());
  CHECK_FALSE(never.opponent_offers());  // one answer per offer
  CHECK(never.awaits_answer());
  CHECK(heard.events().empty());
  CHECK(never.answer(false, std::nullopt) == OfferDesk::Answer::kNone);
  REQUIRE(heard.events().size() == 1);  // the session records the offer, and says so
  CHECK(heard.events()[0].detail == "by the opponent");
  CHECK_FALSE(never.awaits_answer());
  never.end("declined by a move");
  OfferDesk unless_winning(driver.session(), heard, AcceptMode::kUnlessWinning, 50);
  CHECK(unless_winning.opponent_offers());
  CHECK(unless_winning.answer(false, EngineScore{EngineScore::Unit::kCentipawns, 200}) == OfferDesk::Answer::kNone);
  unless_winning.end("lapsed");
  CHECK(unless_winning.opponent_offers());
  CHECK(unless_winning.answer(true, std::nullopt) == OfferDesk::Answer::kAcceptByLaw);
}

TEST_CASE("the offer desk: the engine's offer goes with its next move, or accepts the pending one") {
  session_testing::Driver driver;
  driver.gui("position startpos moves e2e4");
  EventList heard;
  OfferDesk desk(driver.session(), heard, AcceptMode::kNever, 50);
  desk.set_engine_speaks_offers();
  const chess::Position after_e4 = *chess::parse_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
  const chess::Move e5 = *chess::legal_uci_move(after_e4, "e7e5");
  CHECK_FALSE(desk.offer_with(e5));  // it said nothing
  desk.engine_offers();
  CHECK(desk.offer_with(e5));
  CHECK_FALSE(desk.engine_accepts());  // no offer of the opponent's is pending
  CHECK(desk.opponent_offers());
  CHECK(desk.answer(false, std::nullopt) == OfferDesk::Answer::kNone);
  CHECK(desk.engine_accepts());
  CHECK_FALSE(desk.awaits_answer());
}

TEST_CASE("the feature handshake: the GUI waits for the engine's options") {
  FeatureHandshake handshake;
  CHECK(handshake.introduce());
  CHECK_FALSE(handshake.introduce());  // `uci` once
  CHECK(handshake.on_protover() == "feature done=0\n");
  CHECK_FALSE(handshake.debug_on());
  handshake.on_engine_name("Some \"Engine\"");
  handshake.on_engine_option(*uci::read_option_declaration("option name Hash type spin default 16 min 1 max 64"));
  handshake.on_engine_option(*uci::read_option_declaration("option name UCI_Chess960 type check default false"));
  EngineOption own{"Drawbridge Claim Margin", "spin", "50", "0", "100000", {}};
  const std::string features = handshake.on_uciok({own});
  CHECK(features.starts_with("feature ping=1 "));
  CHECK(features.find("myname=\"UCI engine\" variants=\"normal,fischerandom\"\n") != std::string::npos);
  CHECK(features.find("feature option=\"DB Claim Margin -spin 50 0 100000\"\n") != std::string::npos);
  CHECK(features.ends_with("feature done=1\n"));
  CHECK(handshake.debug_on());
  CHECK(handshake.changes("Hash", "32"));
  CHECK_FALSE(handshake.changes("Hash", "32"));  // xboard repeats `memory` every game
  CHECK(handshake.changes("Hash", "64"));
  CHECK_FALSE(handshake.changes("Threads", "2"));  // the engine has no such option
}

TEST_CASE("the clock commands check their arguments") {
  TimeControl clock;
  CHECK(set(clock, "level 40 5 0"));
  CHECK_FALSE(set(clock, "level forty"));
  CHECK(clock.level->moves_per_session == 40);
  CHECK(set(clock, "st 2.5"));
  CHECK_FALSE(set(clock, "st 0"));
  CHECK(*clock.seconds_per_move == 2.5);
  CHECK(set(clock, "level 0 1:30 2"));
  CHECK_FALSE(clock.seconds_per_move);  // a level replaces st
  CHECK_FALSE(set(clock, "sd 0"));
  CHECK(set(clock, "sd 12"));
  CHECK(*clock.depth == 12);
  CHECK(set(clock, "time 6000"));
  CHECK_FALSE(set(clock, "otim soon"));
  CHECK(*clock.engine_cs == 6000);
  CHECK_FALSE(clock.opponent_cs);
}

}  // namespace drawbridge::cecp
