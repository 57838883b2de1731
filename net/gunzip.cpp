#include "net/gunzip.h"

#include <zlib.h>

#include <algorithm>
#include <memory>

namespace drawbridge::net {
namespace {

constexpr int kGzipWindow = 16 + MAX_WBITS;  // zlib's way to say: a gzip header and trailer
constexpr std::size_t kStep = 1 << 16;

struct Inflater {
  z_stream z{};
  bool open = inflateInit2(&z, kGzipWindow) == Z_OK;
  ~Inflater() {
    if (open) inflateEnd(&z);
  }
};

}  // namespace

absl::StatusOr<std::string> gunzip(std::string_view gz, std::size_t cap) {
  Inflater inflater;
  if (!inflater.open) return absl::InternalError("zlib cannot start inflating");
  z_stream& z = inflater.z;
  z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(gz.data()));
  z.avail_in = static_cast<uInt>(gz.size());
  std::string out;
  for (;;) {
    const std::size_t at = out.size();
    if (at >= cap + 1) return absl::OutOfRangeError("the answer inflates to more than the cap");
    out.resize(at + std::min(kStep, cap + 1 - at));
    z.next_out = reinterpret_cast<Bytef*>(out.data() + at);
    z.avail_out = static_cast<uInt>(out.size() - at);
    const int status = inflate(&z, Z_NO_FLUSH);
    out.resize(out.size() - z.avail_out);
    if (status == Z_STREAM_END) break;
    if (status != Z_OK) {
      return absl::InvalidArgumentError(z.msg ? z.msg : "the gzip body is cut short or not gzip");
    }
  }
  if (out.size() > cap) return absl::OutOfRangeError("the answer inflates to more than the cap");
  return out;
}

}  // namespace drawbridge::net
