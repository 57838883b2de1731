// The laws the fuzz targets judge by: the repository's fide-2023 edition and no policy, loaded
// once per process.
#pragma once

#include <filesystem>

#include "rules/chess_draw/edition.h"
#include "rules/chess_draw/laws.h"

namespace drawbridge {

inline const draw::Laws& fuzz_laws() {
  static const draw::Laws kLaws{
      *draw::load_edition_file(std::filesystem::path(DRAWBRIDGE_SOURCE_DIR) / "configs/rules/fide-2023.toml"),
      draw::Policy{}};
  return kLaws;
}

}  // namespace drawbridge
