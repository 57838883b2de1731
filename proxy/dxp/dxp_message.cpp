#include "proxy/dxp/dxp_message.h"

#include <string>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/strip.h"
#include "support/absl_view.h"

namespace drawbridge::dxp {
namespace {

constexpr std::size_t kNameWidth = 32;
constexpr int kMostCaptured = 20;  // as Scan reads them; a DXP move takes at most 20 pieces

// Reads a message's fields left to right; the first field that is wrong is the error.
class FieldReader {
 public:
  FieldReader(std::string_view text, std::string_view type) : text_(text), type_(type) {}

  absl::StatusOr<std::string_view> take(std::size_t width, std::string_view field) {
    if (text_.size() - at_ < width) {
      return absl::InvalidArgumentError(absl::StrCat(av(type_), " is cut short: its ", av(field), " needs ", width,
                                                     " letters at column ", at_ + 1, ", ", text_.size() - at_,
                                                     " are left"));
    }
    const std::string_view out = text_.substr(at_, width);
    at_ += width;
    return out;
  }
  absl::StatusOr<int> number(std::size_t width, std::string_view field, int low = 0, int high = 999'999) {
    absl::StatusOr<std::string_view> digits = take(width, field);
    if (!digits.ok()) return digits.status();
    int value = 0;
    for (const char c : *digits) {
      if (!absl::ascii_isdigit(static_cast<unsigned char>(c))) return wrong(field, *digits, "digits");
      value = value * 10 + (c - '0');
    }
    if (value < low || value > high) return wrong(field, *digits, absl::StrCat("from ", low, " to ", high));
    return value;
  }
  absl::StatusOr<char> letter(std::string_view field, std::string_view allowed) {
    absl::StatusOr<std::string_view> one = take(1, field);
    if (!one.ok()) return one.status();
    if (allowed.find((*one)[0]) == std::string_view::npos) {
      return wrong(field, *one, absl::StrCat("one of ", av(allowed)));
    }
    return (*one)[0];
  }
  std::string_view rest() {
    const std::string_view out = text_.substr(at_);
    at_ = text_.size();
    return out;
  }
  absl::Status finish() const {
    if (at_ == text_.size()) return absl::OkStatus();
    return absl::InvalidArgumentError(
        absl::StrCat(av(type_), " has ", text_.size() - at_, " letters too many after column ", at_));
  }

 private:
  absl::Status wrong(std::string_view field, std::string_view got, std::string_view want) const {
    return absl::InvalidArgumentError(absl::StrCat(av(type_), "'s ", av(field), " is '", av(got), "', not ", av(want)));
  }

  std::string_view text_;
  std::string_view type_;
  std::size_t at_ = 1;  // after the type letter
};

#define DXP_ASSIGN(lhs, expr)               \
  {                                         \
    auto value = (expr);                    \
    if (!value.ok()) return value.status(); \
    lhs = *value;                           \
  }

absl::StatusOr<Message> read_game_request(FieldReader& r) {
  GameRequest m;
  DXP_ASSIGN(m.version, r.number(2, "version"));
  std::string_view name;
  DXP_ASSIGN(name, r.take(kNameWidth, "initiator's name"));
  m.initiator = std::string(absl::StripTrailingAsciiWhitespace(av(name)));
  DXP_ASSIGN(m.follower_colour, r.letter("follower's colour", "WZ"));
  DXP_ASSIGN(m.minutes, r.number(3, "thinking time"));
  DXP_ASSIGN(m.moves, r.number(3, "number of moves"));
  char start = 'A';
  DXP_ASSIGN(start, r.letter("starting position", "AB"));
  if (start == 'B') {
    StartPosition position;
    DXP_ASSIGN(position.side, r.letter("side to move", "WZ"));
    std::string_view board;
    DXP_ASSIGN(board, r.take(50, "board"));
    position.board = std::string(board);
    m.position = std::move(position);
  }
  if (absl::Status done = r.finish(); !done.ok()) return done;
  return m;
}

absl::StatusOr<Message> read_game_accept(FieldReader& r) {
  GameAccept m;
  std::string_view name;
  DXP_ASSIGN(name, r.take(kNameWidth, "follower's name"));
  m.follower = std::string(absl::StripTrailingAsciiWhitespace(av(name)));
  DXP_ASSIGN(m.code, r.letter("acceptance code", "0123456789"));
  if (absl::Status done = r.finish(); !done.ok()) return done;
  return m;
}

absl::StatusOr<Message> read_move(FieldReader& r) {
  MoveMessage m;
  int count = 0;
  DXP_ASSIGN(m.seconds, r.number(4, "time"));
  DXP_ASSIGN(m.from, r.number(2, "from square", 1, 50));
  DXP_ASSIGN(m.to, r.number(2, "to square", 1, 50));
  DXP_ASSIGN(count, r.number(2, "number of captured pieces", 0, kMostCaptured));
  for (int i = 0; i < count; ++i) {
    int square = 0;
    DXP_ASSIGN(square, r.number(2, "captured square", 1, 50));
    m.captured.push_back(square);
  }
  if (absl::Status done = r.finish(); !done.ok()) return done;
  return m;
}

absl::StatusOr<Message> read_game_end(FieldReader& r) {
  GameEnd m;
  char reason = '0';
  DXP_ASSIGN(reason, r.letter("reason", "0123"));
  m.reason = static_cast<EndReason>(reason);
  DXP_ASSIGN(m.stop, r.letter("stop code", "01"));
  if (absl::Status done = r.finish(); !done.ok()) return done;
  return m;
}

absl::StatusOr<Message> read_back_request(FieldReader& r) {
  BackRequest m;
  DXP_ASSIGN(m.move_number, r.number(3, "move number", 1, 999));
  DXP_ASSIGN(m.side, r.letter("side to move", "WZ"));
  if (absl::Status done = r.finish(); !done.ok()) return done;
  return m;
}

absl::StatusOr<Message> read_back_accept(FieldReader& r) {
  BackAccept m;
  DXP_ASSIGN(m.code, r.letter("acceptance code", "0123456789"));
  if (absl::Status done = r.finish(); !done.ok()) return done;
  return m;
}

#undef DXP_ASSIGN

std::string padded(int n, std::size_t width) {
  std::string digits = std::to_string(n);
  return std::string(width > digits.size() ? width - digits.size() : 0, '0') + digits;
}

std::string name_field(std::string_view name) {
  std::string out(name.substr(0, kNameWidth));
  out.resize(kNameWidth, ' ');
  return out;
}

struct Renderer {
  std::string operator()(const GameRequest& m) const {
    std::string out = absl::StrCat("R", padded(m.version, 2), name_field(m.initiator),
                                   std::string(1, m.follower_colour), padded(m.minutes, 3), padded(m.moves, 3));
    if (!m.position) return out + "A";
    return absl::StrCat(out, "B", std::string(1, m.position->side), m.position->board);
  }
  std::string operator()(const GameAccept& m) const {
    return absl::StrCat("A", name_field(m.follower), std::string(1, m.code));
  }
  std::string operator()(const MoveMessage& m) const {
    std::string out = absl::StrCat("M", padded(m.seconds, 4), padded(m.from, 2), padded(m.to, 2),
                                   padded(static_cast<int>(m.captured.size()), 2));
    for (const int square : m.captured) out += padded(square, 2);
    return out;
  }
  std::string operator()(const GameEnd& m) const {
    return absl::StrCat("E", std::string(1, static_cast<char>(m.reason)), std::string(1, m.stop));
  }
  std::string operator()(const Chat& m) const { return "C" + m.text; }
  std::string operator()(const BackRequest& m) const {
    return absl::StrCat("B", padded(m.move_number, 3), std::string(1, m.side));
  }
  std::string operator()(const BackAccept& m) const { return absl::StrCat("K", std::string(1, m.code)); }
};

struct Namer {
  std::string_view operator()(const GameRequest&) const { return "GAMEREQ"; }
  std::string_view operator()(const GameAccept&) const { return "GAMEACC"; }
  std::string_view operator()(const MoveMessage&) const { return "MOVE"; }
  std::string_view operator()(const GameEnd&) const { return "GAMEEND"; }
  std::string_view operator()(const Chat&) const { return "CHAT"; }
  std::string_view operator()(const BackRequest&) const { return "BACKREQ"; }
  std::string_view operator()(const BackAccept&) const { return "BACKACC"; }
};

}  // namespace

absl::StatusOr<Message> parse_message(std::string_view text) {
  if (text.empty()) return absl::InvalidArgumentError("an empty message");
  switch (text[0]) {
    case 'R': {
      FieldReader r(text, "GAMEREQ");
      return read_game_request(r);
    }
    case 'A': {
      FieldReader r(text, "GAMEACC");
      return read_game_accept(r);
    }
    case 'M': {
      FieldReader r(text, "MOVE");
      return read_move(r);
    }
    case 'E': {
      FieldReader r(text, "GAMEEND");
      return read_game_end(r);
    }
    case 'C': {
      FieldReader r(text, "CHAT");
      return Chat{std::string(r.rest())};
    }
    case 'B': {
      FieldReader r(text, "BACKREQ");
      return read_back_request(r);
    }
    case 'K': {
      FieldReader r(text, "BACKACC");
      return read_back_accept(r);
    }
    default:
      return absl::InvalidArgumentError(
          absl::StrCat("the type '", av(text.substr(0, 1)), "' is none of R A M E C B K"));
  }
}

std::string render_message(const Message& message) { return std::visit(Renderer{}, message); }

std::string_view message_name(const Message& message) { return std::visit(Namer{}, message); }

}  // namespace drawbridge::dxp
