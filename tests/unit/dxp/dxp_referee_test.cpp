// The DXP referee between two engines, without sockets: messages pass unchanged, the laws end
// the game for both, the acknowledgements are awaited, faults are said.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "proxy/dxp/dxp_referee.h"
#include "tests/unit/hub/hub_test_support.h"

namespace drawbridge::dxp {
namespace {

using hub::testing::edition;

// W:W36,37,K50:BK1,14,15: White's king shuffles on 50-44, Black's on 1-7.
std::string shuffle_request() {
  std::string board(50, 'e');
  board[0] = 'Z';
  board[13] = board[14] = 'z';
  board[35] = board[36] = 'w';
  board[49] = 'W';
  return "R01Initiator                       Z003075BW" + board;
}

constexpr char kAccept[] = "AFollower                        0";

Referee referee() {
  return Referee(draughts_session::DraughtsGame(edition("draughts-fmjd"), draw::Policy{}), nullptr, nullptr, nullptr);
}

std::vector<Outgoing> forwarded(Peer to, std::string text) { return {{to, std::move(text)}}; }

// The game started: the initiator plays White.
void start(Referee& r) {
  CHECK(r.on_message(Peer::kInitiator, shuffle_request()) == forwarded(Peer::kFollower, shuffle_request()));
  CHECK(r.on_message(Peer::kFollower, kAccept) == forwarded(Peer::kInitiator, kAccept));
}

// Seven plies of the shuffle, each passed on unchanged.
void shuffle_seven(Referee& r) {
  const char* moves[] = {"M0001504400", "M0001010700", "M0001445000", "M0001070100",
                         "M0001504400", "M0001010700", "M0001445000"};
  Peer mover = Peer::kInitiator;
  for (const char* move : moves) {
    const Peer to = mover == Peer::kInitiator ? Peer::kFollower : Peer::kInitiator;
    CHECK(r.on_message(mover, move) == forwarded(to, move));
    mover = to;
  }
}

TEST_CASE("DXP referee: the third repetition ends the game for both engines at its ply") {
  Referee r = referee();
  start(r);
  shuffle_seven(r);
  const std::vector<Outgoing> ended = r.on_message(Peer::kFollower, "M0001070100");
  const std::string chat = "Cdrawbridge: draw, FMJD 6.1, the same position 3 times";
  CHECK(ended == std::vector<Outgoing>{{Peer::kInitiator, "M0001070100"},
                                       {Peer::kInitiator, chat},
                                       {Peer::kInitiator, "E20"},
                                       {Peer::kFollower, chat},
                                       {Peer::kFollower, "E20"}});
  CHECK(r.awaits_acknowledgement());
  // The initiator answers and asks for the next game, which waits for the follower's answer; the
  // follower's move, made before it read the GAMEEND, stays with the referee.
  CHECK(r.on_message(Peer::kInitiator, "E00").empty());
  CHECK(r.on_message(Peer::kInitiator, shuffle_request()).empty());
  CHECK(r.on_message(Peer::kFollower, "M0001504400").empty());
  CHECK(r.on_message(Peer::kFollower, "E00") == forwarded(Peer::kFollower, shuffle_request()));
  CHECK_FALSE(r.awaits_acknowledgement());
  CHECK(r.on_message(Peer::kFollower, kAccept) == forwarded(Peer::kInitiator, kAccept));
  shuffle_seven(r);
  CHECK(r.on_message(Peer::kFollower, "M0001070100").size() == 5);
}

TEST_CASE("DXP referee: a take-back is followed, so the repetition comes later") {
  Referee r = referee();
  start(r);
  shuffle_seven(r);
  CHECK(r.on_message(Peer::kFollower, "B004W") == forwarded(Peer::kInitiator, "B004W"));
  CHECK(r.on_message(Peer::kInitiator, "K0") == forwarded(Peer::kFollower, "K0"));
  // Back at move 4, White to move (ply 6): White's 50-44 again is ply 7, no third repetition.
  CHECK(r.on_message(Peer::kInitiator, "M0001504400") == forwarded(Peer::kFollower, "M0001504400"));
  CHECK(r.on_message(Peer::kFollower, "M0001010700") == forwarded(Peer::kInitiator, "M0001010700"));
}

TEST_CASE("DXP referee: an engine that ends the game itself is passed on, and so is the answer") {
  Referee r = referee();
  start(r);
  CHECK(r.on_message(Peer::kInitiator, "E10") == forwarded(Peer::kFollower, "E10"));
  CHECK(r.on_message(Peer::kFollower, "E00") == forwarded(Peer::kInitiator, "E00"));
  CHECK_FALSE(r.awaits_acknowledgement());
}

TEST_CASE("DXP referee: faults are passed on and said; a disconnection ends the game for the other") {
  std::FILE* said = std::tmpfile();
  REQUIRE(said != nullptr);
  Referee r(draughts_session::DraughtsGame(edition("draughts-fmjd"), draw::Policy{}), nullptr, nullptr, said);
  start(r);
  CHECK(r.on_message(Peer::kInitiator, "Mgarbage") == forwarded(Peer::kFollower, "Mgarbage"));
  CHECK(r.on_message(Peer::kFollower, "M0001010700") == forwarded(Peer::kInitiator, "M0001010700"));
  CHECK(r.on_oversized(Peer::kInitiator, "CCCC", 10485761).empty());
  CHECK(r.on_closed(Peer::kInitiator, "M00") ==
        std::vector<Outgoing>{{Peer::kFollower, "Cdrawbridge: the initiator disconnected; the game ends"},
                              {Peer::kFollower, "E01"}});
  CHECK(r.on_message(Peer::kFollower, "E00").empty());
  std::rewind(said);
  std::string text(4096, '\0');
  text.resize(std::fread(text.data(), 1, text.size(), said));
  std::fclose(said);
  CHECK(text ==
        "drawbridge event=error rule=none article=none ply=0 detail=the initiator's message cannot be read: MOVE's "
        "time is 'garb', not digits: 'Mgarbage'\n"
        "drawbridge event=error rule=none article=none ply=0 move=1-7 detail=the follower's move is not legal: the "
        "follower moved out of turn; the game is followed no more\n"
        "drawbridge event=error rule=none article=none detail=the initiator sent 10485761 bytes without the NUL that "
        "ends a message ('CCCC'); they are not passed on\n"
        "drawbridge event=error rule=none article=none detail=the initiator's last message was cut short by the "
        "close: 'M00'\n"
        "drawbridge event=error rule=none article=none detail=the initiator disconnected; the game ends\n");
}

}  // namespace
}  // namespace drawbridge::dxp
