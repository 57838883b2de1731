// A gzip body (Content-Encoding: gzip) inflated by zlib, up to a cap on what it inflates to, so
// that a small answer cannot fill memory.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "absl/status/statusor.h"

namespace drawbridge::net {

// `gz` inflated; an error when it is not gzip, is cut short, or inflates to more than `cap` bytes
// (absl::StatusCode::kOutOfRange).
absl::StatusOr<std::string> gunzip(std::string_view gz, std::size_t cap);

}  // namespace drawbridge::net
