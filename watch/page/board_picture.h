// The diagram of each board line: scan's SVG board of the line's FEN, added as its "svg" field.
#pragma once

#include <map>
#include <string>

#include <boost/json/object.hpp>

namespace drawbridge::watch {

class BoardPictures {
 public:
  // Adds "svg" to a board line ({"type":"board","key":..,"fen":..,"last_move":..,"ply":..}). The
  // last move is marked when this game's previous line was the position one ply before: the line
  // gives the move in SAN, which only that position can read. A FEN that does not parse gets no
  // picture; the page then shows the FEN as text.
  void add_svg(boost::json::object& board);

 private:
  std::map<std::string, std::pair<std::string, std::int64_t>> previous_;  // key -> (FEN, ply)
};

}  // namespace drawbridge::watch
