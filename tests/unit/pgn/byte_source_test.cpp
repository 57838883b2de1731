// PGN inputs: compression told by the magic bytes, and streams decompressed whole.
#include <doctest/doctest.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>

#include "pgn/byte_source.h"

using namespace drawbridge::pgn;

namespace {

std::string read_all(ByteSource& source) {
  std::string out;
  char buffer[777];
  for (;;) {
    absl::StatusOr<std::size_t> n = source.read(buffer, sizeof buffer);
    REQUIRE(n.ok());
    if (*n == 0) return out;
    out.append(buffer, *n);
  }
}

std::string temp_path(const char* name) {
  return std::string(std::getenv("TMPDIR") ? std::getenv("TMPDIR") : "/tmp") + "/" + name;
}

}  // namespace

TEST_CASE("compression is told by the first bytes") {
  const unsigned char gz[] = {0x1f, 0x8b, 8, 0};
  const unsigned char zst[] = {0x28, 0xb5, 0x2f, 0xfd};
  const unsigned char pgn[] = {'[', 'E', 'v', 'e'};
  CHECK(compression_of(gz, 4) == Compression::kGzip);
  CHECK(compression_of(zst, 4) == Compression::kZstd);
  CHECK(compression_of(pgn, 4) == Compression::kNone);
  CHECK(compression_of(zst, 3) == Compression::kNone);
  CHECK(compression_of(pgn, 0) == Compression::kNone);
}

TEST_CASE("plain, gzip and zstd files read back the same text") {
  std::string text;
  for (int i = 0; i < 20000; ++i) text += "[Event \"game " + std::to_string(i) + "\"]\n\n1. e4 e5 *\n\n";
  const std::string plain = temp_path("drawbridge_byte_source_test.pgn");
  {
    std::ofstream out(plain, std::ios::binary);
    out << text;
  }
  REQUIRE(std::system(
              ("gzip -c " + plain + " > " + plain + ".gz && zstd -q -f " + plain + " -o " + plain + ".zst").c_str()) ==
          0);
  for (const auto& [suffix, kind] : {std::pair{"", Compression::kNone}, std::pair{".gz", Compression::kGzip},
                                     std::pair{".zst", Compression::kZstd}}) {
    absl::StatusOr<std::unique_ptr<ByteSource>> source = open_byte_source(plain + suffix);
    REQUIRE(source.ok());
    CHECK((*source)->compression() == kind);
    CHECK(read_all(**source) == text);
    CHECK((*source)->consumed() == (*source)->total());
    std::remove((plain + suffix).c_str());
  }
}

TEST_CASE("a missing file and a directory are errors naming them") {
  absl::StatusOr<std::unique_ptr<ByteSource>> missing = open_byte_source("/no/such/file.pgn");
  REQUIRE_FALSE(missing.ok());
  CHECK(std::string(missing.status().message()).find("/no/such/file.pgn") != std::string::npos);
  CHECK_FALSE(open_byte_source("/").ok());
}
