#include "scan/scan_summary.h"

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "support/absl_view.h"

namespace drawbridge::scan {
namespace {

std::string megabytes(std::uint64_t bytes) { return absl::StrFormat("%.1f MB", static_cast<double>(bytes) / 1e6); }

std::string duration(double seconds) {
  const auto s = static_cast<long long>(seconds + 0.5);
  return absl::StrFormat("%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60);
}

}  // namespace

std::string summary_text(const ScanCounts& counts, double seconds) {
  std::string out =
      absl::StrCat("drawbridge scan: ", counts.games, counts.games == 1 ? " game (" : " games (", counts.skipped,
                   " skipped, ", counts.errors, " with errors), ", counts.plies,
                   counts.plies == 1 ? " ply in " : " plies in ", absl::StrFormat("%.2f", seconds), " s, ",
                   absl::StrFormat("%.0f", seconds > 0 ? counts.games / seconds : 0.0), " games/s\n");
  absl::StrAppend(&out, "  endings by the laws:");
  bool any = false;
  for (std::size_t i = 0; i < kRules.size(); ++i) {
    if (counts.endings[i] == 0) continue;
    absl::StrAppend(&out, any ? "," : "", " ", drawbridge::av(draw::rule_name(kRules[i])), " ", counts.endings[i]);
    any = true;
  }
  absl::StrAppend(&out, any ? "\n" : " none\n", "  findings:");
  for (std::size_t i = 0; i < kFindingKinds.size(); ++i) {
    absl::StrAppend(&out, i ? "," : "", " ", drawbridge::av(finding_kind_name(kFindingKinds[i])), " ",
                    counts.findings[i]);
  }
  out += '\n';
  return out;
}

ProgressBar::ProgressBar(std::FILE* out, bool enabled)
    : out_(out), enabled_(enabled), start_(std::chrono::steady_clock::now()), last_(start_) {}

void ProgressBar::update(const Progress& progress) {
  if (!enabled_) return;
  const auto now = std::chrono::steady_clock::now();
  if (drawn_ && now - last_ < std::chrono::milliseconds(200)) return;
  last_ = now;
  drawn_ = true;
  const double seconds = std::chrono::duration<double>(now - start_).count();
  const double rate = seconds > 0 ? progress.games / seconds : 0;
  std::string line;
  if (progress.total_bytes > 0) {
    const double done = std::min(1.0, static_cast<double>(progress.bytes) / static_cast<double>(progress.total_bytes));
    constexpr int kWidth = 30;
    const int filled = static_cast<int>(done * kWidth);
    const double eta = done > 0 ? seconds * (1 - done) / done : 0;
    line = absl::StrCat("[", std::string(filled, '#'), std::string(kWidth - filled, '.'), "] ",
                        absl::StrFormat("%3.0f%%", done * 100), " ", megabytes(progress.bytes), " / ",
                        megabytes(progress.total_bytes), ", ", progress.games, " games, ",
                        absl::StrFormat("%.0f", rate), " games/s, ETA ", duration(eta));
  } else {
    line = absl::StrCat(megabytes(progress.bytes), ", ", progress.games, " games, ", absl::StrFormat("%.0f", rate),
                        " games/s, ", duration(seconds));
  }
  std::fprintf(out_, "\r%s\033[K", line.c_str());
  std::fflush(out_);
}

void ProgressBar::finish() {
  if (!enabled_ || !drawn_) return;
  std::fprintf(out_, "\r\033[K");
  std::fflush(out_);
}

}  // namespace drawbridge::scan
