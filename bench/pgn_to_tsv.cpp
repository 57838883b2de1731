// pgn_to_tsv: converts PGN games to `drawbridge adjudicate` input lines (start<TAB>uci moves)
// with drawbridge's SAN parser, so that the adjudicate benchmark replays the same games
// pgn-extract reads. Comments, variations, NAGs and results are skipped; a game stops at
// the first move that does not parse (reported on stderr).
#include <iostream>
#include <optional>
#include <string>
#include <string_view>

#include "rules/chess/fen.h"
#include "rules/chess/san.h"
#include "rules/chess/uci_move.h"

namespace {

using namespace drawbridge;

bool is_result(std::string_view token) {
  return token == "*" || token == "1-0" || token == "0-1" || token == "1/2-1/2";
}

// "12." and "12..." are move numbers; "12.e4" carries the move after them.
std::string_view without_move_number(std::string_view token) {
  if (token.empty() || token[0] < '0' || token[0] > '9') return token;
  const std::size_t dot = token.find_last_of('.');
  return dot == std::string_view::npos ? token : token.substr(dot + 1);
}

class Converter {
 public:
  void header(std::string_view line) {
    if (line.starts_with("[FEN \"")) fen_ = std::string(line.substr(6, line.rfind('"') - 6));
  }

  void movetext(std::string_view line) {
    for (char c : line) {
      if (c == '{')
        ++comment_;
      else if (c == '}')
        comment_ = comment_ > 0 ? comment_ - 1 : 0;
      else if (comment_ == 0 && c == '(')
        ++variation_;
      else if (comment_ == 0 && c == ')')
        variation_ = variation_ > 0 ? variation_ - 1 : 0;
      else if (comment_ == 0 && variation_ == 0 && c != ' ' && c != '\t' && c != '\r')
        token_ += c;
      else
        flush();
      if (c == ';' && comment_ == 0) break;  // rest-of-line comment
    }
    flush();
  }

  void end_game() {
    if (started_) std::cout << (fen_.empty() ? "startpos" : fen_) << '\t' << moves_ << '\n';
    fen_.clear();
    moves_.clear();
    pos_.reset();
    started_ = false;
    failed_ = false;
  }

 private:
  void flush() {
    if (token_.empty()) return;
    std::string text;
    text.swap(token_);
    if (!started_) start();
    const std::string_view token = without_move_number(text);
    if (failed_ || token.empty() || token[0] == '$' || token[0] == ';' || is_result(token)) return;
    absl::StatusOr<chess::Move> m = chess::parse_san(*pos_, token);
    if (!m.ok()) {
      std::cerr << "pgn_to_tsv: " << token << ": " << m.status().message() << '\n';
      failed_ = true;
      return;
    }
    if (!moves_.empty()) moves_ += ' ';
    moves_ += chess::to_uci(*pos_, *m);
    pos_->make_move(*m);
  }

  void start() {
    started_ = true;
    absl::StatusOr<chess::Position> pos = fen_.empty() ? chess::Position::startpos() : chess::parse_fen(fen_);
    failed_ = !pos.ok();
    if (pos.ok()) pos_ = *std::move(pos);
  }

  std::string fen_, moves_, token_;
  std::optional<chess::Position> pos_;
  int comment_ = 0, variation_ = 0;
  bool started_ = false, failed_ = false;
};

}  // namespace

int main() {
  std::ios::sync_with_stdio(false);
  Converter converter;
  std::string line;
  bool in_movetext = false;
  while (std::getline(std::cin, line)) {
    if (line.starts_with("[")) {
      if (in_movetext) converter.end_game();
      in_movetext = false;
      converter.header(line);
    } else if (!line.empty()) {
      in_movetext = true;
      converter.movetext(line);
    }
  }
  converter.end_game();
  return 0;
}
