#include "rules/tablebases/tablebase.h"

#include <algorithm>
#include <bit>
#include <utility>

#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "platform/file_path.h"
#include "rules/tablebases/fathom.h"
#include "rules/tablebases/table_files.h"

namespace drawbridge::tb {

namespace {

FathomBoard fathom_board(const chess::Position& pos) {
  FathomBoard b;
  b.white = pos.pieces(chess::kWhite);
  b.black = pos.pieces(chess::kBlack);
  b.kings = pos.pieces(chess::kKing);
  b.queens = pos.pieces(chess::kQueen);
  b.rooks = pos.pieces(chess::kRook);
  b.bishops = pos.pieces(chess::kBishop);
  b.knights = pos.pieces(chess::kKnight);
  b.pawns = pos.pieces(chess::kPawn);
  // Only a capture that can be made makes an en passant square part of the position (9.2.2).
  b.ep = pos.has_legal_ep_capture() ? static_cast<unsigned>(pos.ep_square()) : 0;
  b.white_to_move = pos.side_to_move() == chess::kWhite;
  return b;
}

}  // namespace

std::vector<std::filesystem::path> split_syzygy_path(const std::string& text) {
#ifdef _WIN32
  constexpr char kSeparator = ';';
#else
  constexpr char kSeparator = ':';
#endif
  std::vector<std::filesystem::path> folders;
  for (absl::string_view part : absl::StrSplit(text, kSeparator, absl::SkipEmpty())) {
    folders.push_back(file_path(std::string_view(part.data(), part.size())));
  }
  return folders;
}

absl::StatusOr<std::shared_ptr<Tablebase>> Tablebase::open(const std::vector<std::filesystem::path>& folders,
                                                           int pieces) {
  absl::StatusOr<TableFiles> files = find_table_files(folders);
  if (!files.ok()) return files.status();
  std::vector<std::string> names;
  for (const auto& folder : folders) names.push_back(path_text(std::filesystem::absolute(folder).lexically_normal()));
  if (absl::Status held = fathom_acquire(*files, absl::StrJoin(names, ":")); !held.ok()) return held;
  const int largest = pieces > 0 ? std::min(pieces, files->largest_pieces) : files->largest_pieces;
  return std::shared_ptr<Tablebase>(new Tablebase(folders, largest, std::move(files->problems)));
}

Tablebase::Tablebase(std::vector<std::filesystem::path> folders, int pieces, std::vector<std::string> problems)
    : folders_(std::move(folders)), pieces_(pieces), problems_(std::move(problems)) {}

Tablebase::~Tablebase() { fathom_release(); }

bool Tablebase::covers(const chess::Position& pos) const {
  return pos.castling_rights() == chess::kNoCastling && std::popcount(pos.pieces()) <= pieces_;
}

std::optional<TablebaseProbe> Tablebase::probe_wdl(const chess::Position& pos) const {
  if (!covers(pos)) return std::nullopt;
  const std::optional<int> wdl = fathom_wdl(fathom_board(pos));
  if (!wdl) return std::nullopt;
  return TablebaseProbe{*wdl, std::nullopt};
}

std::optional<TablebaseProbe> Tablebase::probe(const chess::Position& pos) const {
  std::optional<TablebaseProbe> found = probe_wdl(pos);
  if (found) found->dtz = fathom_dtz(fathom_board(pos), found->wdl);
  return found;
}

}  // namespace drawbridge::tb
