#include "net/http_answer.h"

#include <boost/beast/http/field.hpp>

#include "absl/strings/ascii.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "net/gunzip.h"
#include "support/absl_view.h"

namespace drawbridge::net {
namespace {

namespace http = boost::beast::http;

std::string header(const HttpResponse& response, http::field field) {
  const auto found = response.find(field);
  return found == response.end() ? std::string() : std::string(found->value());
}

std::optional<std::chrono::seconds> retry_after(const HttpResponse& response) {
  const std::string text = header(response, http::field::retry_after);
  if (text.empty()) return std::nullopt;
  int seconds = 0;
  if (absl::SimpleAtoi(absl::StripAsciiWhitespace(text), &seconds) && seconds >= 0 && seconds <= 86400) {
    return std::chrono::seconds(seconds);
  }
  return kDefaultRetryAfter;
}

std::string reason(int status) {
  const std::string_view text(http::obsolete_reason(static_cast<http::status>(status)));
  return text == "<unknown-status>" ? absl::StrCat("HTTP ", status) : absl::StrCat("HTTP ", status, " ", av(text));
}

}  // namespace

absl::StatusOr<HttpAnswer> read_answer(const HttpResponse& response, std::size_t cap, std::string_view shown) {
  HttpAnswer answer;
  answer.status = static_cast<int>(response.result_int());
  answer.etag = header(response, http::field::etag);
  answer.last_modified = header(response, http::field::last_modified);
  answer.location = header(response, http::field::location);
  answer.content_type = header(response, http::field::content_type);
  answer.retry_after = retry_after(response);
  const std::string encoding =
      absl::AsciiStrToLower(absl::StripAsciiWhitespace(header(response, http::field::content_encoding)));
  if (encoding.empty() || encoding == "identity") {
    answer.body = response.body();
    return answer;
  }
  if (encoding != "gzip" && encoding != "x-gzip") {
    return absl::InvalidArgumentError(absl::StrCat(av(shown), ": an answer in the unasked encoding '", encoding, "'"));
  }
  absl::StatusOr<std::string> inflated = gunzip(response.body(), cap);
  if (inflated.ok()) {
    answer.body = *std::move(inflated);
    return answer;
  }
  if (inflated.status().code() == absl::StatusCode::kOutOfRange) {
    return absl::OutOfRangeError(
        absl::StrCat(av(shown), ": the answer inflates to more than ", cap >> 20, " MiB: not read"));
  }
  return absl::InvalidArgumentError(
      absl::StrCat(av(shown), ": the gzip answer does not inflate: ", inflated.status().message()));
}

bool is_redirect(int status) {
  return status == 301 || status == 302 || status == 303 || status == 307 || status == 308;
}

absl::Status status_fault(const HttpAnswer& answer, std::string_view shown) {
  const int status = answer.status;
  if (status == 304 || status == 200) return absl::OkStatus();
  if (status == 429 || status == 503) {
    const std::optional<std::chrono::seconds> wait =
        status == 429 ? answer.retry_after.value_or(kDefaultRetryAfter) : answer.retry_after;
    return absl::ResourceExhaustedError(absl::StrCat(
        av(shown), ": ", reason(status), wait ? absl::StrCat(", the server asks to wait ", wait->count(), " s") : ""));
  }
  if (status == 504) return absl::DeadlineExceededError(absl::StrCat(av(shown), ": ", reason(status)));
  if (status == 404 || status == 410) return absl::NotFoundError(absl::StrCat(av(shown), ": ", reason(status)));
  if (status >= 500)
    return absl::InternalError(absl::StrCat(av(shown), ": ", reason(status), " (a fault of the server)"));
  if (is_redirect(status))
    return absl::InvalidArgumentError(absl::StrCat(av(shown), ": ", reason(status), " without a Location"));
  return absl::FailedPreconditionError(absl::StrCat(av(shown), ": ", reason(status)));
}

}  // namespace drawbridge::net
