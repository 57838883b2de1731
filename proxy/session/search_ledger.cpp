#include "proxy/session/search_ledger.h"

#include <utility>

namespace drawbridge {

void SearchLedger::start(const Search& search) {
  if (searches_.size() >= most_owed_) searches_.pop_front();
  searches_.push_back(search);
}

std::optional<Search> SearchLedger::answered() {
  if (searches_.empty()) return std::nullopt;
  Search oldest = searches_.front();
  searches_.pop_front();
  return oldest;
}

void SearchLedger::withdraw_newest() {
  if (!searches_.empty()) searches_.pop_back();
}

bool SearchLedger::ponderhit() {
  if (searches_.empty()) return false;
  return std::exchange(searches_.back().ponder, false);
}

void SearchLedger::stop() {
  if (!searches_.empty() && searches_.back().ponder) searches_.back().abandoned = true;
}

void SearchLedger::abandon() {
  if (!searches_.empty()) searches_.back().abandoned = true;
}

}  // namespace drawbridge
