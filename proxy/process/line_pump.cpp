#include "proxy/process/line_pump.h"

#include <cerrno>

#include "platform/fd_io.h"

namespace drawbridge {
namespace {

std::string_view without_newline(std::string_view line) {
  if (!line.empty() && line.back() == '\n') line.remove_suffix(1);
  return line;
}

}  // namespace

LinePump::LinePump(Side from, int in_fd, FdWriter& out, FdWriter& back, LineObserver& observer, TranscriptLog* log,
                   std::atomic<bool>* observer_stopped, std::atomic<std::chrono::steady_clock::rep>* last_read)
    : from_(from),
      in_fd_(in_fd),
      out_(out),
      back_(back),
      observer_(observer),
      log_(log),
      in_tag_(from == Side::kGui ? Direction::kFromGui : Direction::kFromEngine),
      out_tag_(from == Side::kGui ? Direction::kToEngine : Direction::kToGui),
      back_tag_(from == Side::kGui ? Direction::kToGui : Direction::kToEngine),
      observer_stopped_(observer_stopped),
      last_read_(last_read) {}

LinePump::Ending LinePump::run(const std::atomic<bool>& stop) {
  for (;;) {
    if (stop) return Ending::kStopped;
    const ssize_t n = read_some(in_fd_, buffer_.data(), buffer_.size());
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      finish();
      return n == 0 ? Ending::kEndOfInput : Ending::kReadError;
    }
    if (last_read_ != nullptr) *last_read_ = std::chrono::steady_clock::now().time_since_epoch().count();
    if (!relay_chunk({buffer_.data(), static_cast<std::size_t>(n)})) return Ending::kObserverStopped;
    if (output_closed_) return Ending::kOutputClosed;
  }
}

bool LinePump::relay_chunk(std::string_view chunk) {
  std::size_t pos = 0;
  // A line completed by this chunk that goes out unchanged, together with the chunk's first
  // batch: one write(2) per read(2) even though reads split lines.
  std::string_view head;
  if (!partial_.empty()) {
    const std::size_t end = chunk.find('\n');
    if (end == std::string_view::npos) {
      partial_.append(chunk);  // only the new bytes are searched: long lines stay linear
      return true;
    }
    partial_.append(chunk.substr(0, end + 1));
    pos = end + 1;
    if (log_ != nullptr) log_->record(in_tag_, partial_);
    const LineFate fate = observe(without_newline(partial_));
    if (fate == LineFate::kForward && add_.ahead.empty()) {
      head = partial_;
    } else if (!relay_decided(partial_, fate)) {
      return false;
    }
  }
  const std::size_t last_newline = chunk.rfind('\n');
  std::string_view lines;
  if (last_newline != std::string_view::npos && last_newline >= pos) {
    lines = chunk.substr(pos, last_newline + 1 - pos);
    pos = last_newline + 1;
  }
  bool intervened = false;      // whether the observer changed anything in `lines`
  std::size_t batch_start = 0;  // lines the observer left alone, not yet written
  std::size_t line_start = 0;
  unlogged_in_ = lines;
  while (line_start < lines.size()) {
    line_start += observer_.on_lines(from_, lines.substr(line_start));
    if (line_start == lines.size()) break;
    const std::size_t line_end = lines.find('\n', line_start) + 1;
    const std::string_view line = lines.substr(line_start, line_end - line_start);
    const LineFate fate = observe(without_newline(line));
    if (fate != LineFate::kForward || !add_.ahead.empty()) {
      log_unlogged_input();
      intervened = true;
      emit(head, lines.substr(batch_start, line_start - batch_start));
      head = {};
      batch_start = line_end;
      if (!relay_decided(line, fate)) return false;
    }
    line_start = line_end;
  }
  if (intervened) {
    emit(head, lines.substr(batch_start));
  } else {
    // The common case: every line passed unchanged, logged in and out from one copy.
    if (log_ != nullptr) {
      if (!head.empty()) log_->record(out_tag_, head);
      if (!lines.empty()) log_->record_relayed(in_tag_, out_tag_, lines);
    }
    write_out(head, lines);
  }
  unlogged_in_ = {};
  partial_.assign(chunk.substr(pos));
  return true;
}

LineFate LinePump::observe(std::string_view line) {
  add_.ahead.clear();
  add_.back.clear();
  const LineFate fate = observer_.on_line(from_, line, add_);
  if (!add_.back.empty()) {
    log_unlogged_input();  // the question before its answer
    if (log_ != nullptr) log_->record(back_tag_, add_.back);
    // A side that has gone away ends the session through its own input, not here.
    (void)back_.write(add_.back);
  }
  return fate;
}

bool LinePump::relay_decided(std::string_view line_with_newline, LineFate fate) {
  emit(add_.ahead, {});
  add_.ahead.clear();
  if (fate == LineFate::kForwardThenStop && observer_stopped_ != nullptr) *observer_stopped_ = true;
  if (fate != LineFate::kSwallow) emit(line_with_newline, {});
  return fate != LineFate::kForwardThenStop;
}

// Logged before it is written: once written, the other side's answer may be logged first.
void LinePump::emit(std::string_view first, std::string_view second) {
  if (first.empty() && second.empty()) return;
  if (log_ != nullptr) {
    if (!first.empty()) log_->record(out_tag_, first);
    if (!second.empty()) log_->record(out_tag_, second);
  }
  write_out(first, second);
}

void LinePump::log_unlogged_input() {
  if (log_ != nullptr && !unlogged_in_.empty()) log_->record(in_tag_, unlogged_in_);
  unlogged_in_ = {};
}

// A reader that has gone away is the lifecycle's business: the pump ends after this chunk.
void LinePump::write_out(std::string_view first, std::string_view second) {
  if (!out_.write(first, second).ok()) output_closed_ = true;
}

void LinePump::finish() {
  if (partial_.empty()) return;
  ended_mid_line_ = true;
  if (log_ != nullptr) log_->record(in_tag_, partial_);
  relay_decided(partial_, observe(partial_));
  partial_.clear();
}

}  // namespace drawbridge
