// What an HTTP answer means to a feed: news, nothing new (304), or a fault said as
// feed_source.h says faults (net/http_answer.h's status faults, and a 200 that is not PGN).
#pragma once

#include <string_view>

#include "absl/status/status.h"
#include "net/http_answer.h"

namespace drawbridge::watch {

// The fault an answer is to a feed, OK for a 200 with PGN and a 304. PGN is told by its first
// non-blank byte (a tag, a comment, a move number or an escape line), and not by its
// Content-Type, which servers set to anything from text/plain to octet-stream; an HTML page (a
// login, an error page with a 200) is a fault. An empty body is a round without games yet.
absl::Status answer_fault(const net::HttpAnswer& answer, std::string_view shown);

}  // namespace drawbridge::watch
