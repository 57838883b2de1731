// DXP's messages (the DamExchange Protocol, as Scan 3.1 and pydraughts read and write them):
// one letter for the type, then fixed-width fields, numbers zero-padded, names space-padded to
// 32 letters; on the wire each ends with a NUL, which is not part of the text here.
//   R GAMEREQ  version(2) initiator(32) follower's colour(1: W, Z) minutes(3) moves(3)
//              start(1: A the start position, B a position follows: side to move(1) board(50))
//   A GAMEACC  follower(32) acceptance(1: 0 accepts)
//   M MOVE     seconds(4) from(2) to(2) taken count(2) taken squares(2 each)
//   E GAMEEND  reason(1: 0 unknown, 1 the sender loses, 2 draw, 3 the sender wins)
//              stop(1: 0 a next game is welcome, 1 no next game)
//   C CHAT     free text
//   B BACKREQ  move number(3) side to move(1)
//   K BACKACC  acceptance(1: 0 accepts)
// One reader for all of them: a field that is not what the protocol says makes the whole
// message an error that names the field.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "absl/status/statusor.h"

namespace drawbridge::dxp {

struct StartPosition {
  char side = 'W';    // W or Z
  std::string board;  // 50 letters of w z W Z e
};

struct GameRequest {
  int version = 1;
  std::string initiator;  // trailing spaces removed
  char follower_colour = 'W';
  int minutes = 0;
  int moves = 0;
  std::optional<StartPosition> position;  // none: the start position
};

struct GameAccept {
  std::string follower;
  char code = '0';
  bool accepted() const { return code == '0'; }
};

struct MoveMessage {
  int seconds = 0;
  int from = 0;
  int to = 0;
  std::vector<int> captured;
};

enum class EndReason : char { kUnknown = '0', kSenderLoses = '1', kDraw = '2', kSenderWins = '3' };

struct GameEnd {
  EndReason reason = EndReason::kUnknown;
  char stop = '0';
};

struct Chat {
  std::string text;
};

struct BackRequest {
  int move_number = 1;
  char side = 'W';
};

struct BackAccept {
  char code = '0';
  bool accepted() const { return code == '0'; }
};

using Message = std::variant<GameRequest, GameAccept, MoveMessage, GameEnd, Chat, BackRequest, BackAccept>;

absl::StatusOr<Message> parse_message(std::string_view text);
// The message's text, without the NUL; parse_message reads it back as it was.
std::string render_message(const Message& message);
// "GAMEREQ", "MOVE", ...
std::string_view message_name(const Message& message);

}  // namespace drawbridge::dxp
