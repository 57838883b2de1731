#include "proxy/cecp/feature_handshake.h"

#include <utility>

#include "absl/strings/str_cat.h"
#include "proxy/cecp/xboard_words.h"

namespace drawbridge::cecp {

bool FeatureHandshake::introduce() { return !std::exchange(uci_sent_, true); }

std::string FeatureHandshake::on_protover() {
  if (uciok_) return features();
  features_wanted_ = true;
  return "feature done=0\n";  // the engine's options are not known yet
}

std::string FeatureHandshake::on_uciok(std::vector<EngineOption> own) {
  for (EngineOption& option : own) options_.push_back(std::move(option));
  uciok_ = true;
  return features_wanted_ ? features() : std::string();
}

bool FeatureHandshake::changes(std::string_view name, std::string_view value) {
  for (const EngineOption& option : options_) {
    if (option.name != name) continue;
    const auto [last, first_time] = values_by_command_.try_emplace(std::string(name), value);
    if (!first_time && last->second == value) return false;
    last->second = std::string(value);
    return true;
  }
  return false;
}

std::string FeatureHandshake::features() {
  features_wanted_ = false;
  std::string name = engine_name_.empty() ? std::string("UCI engine") : engine_name_;
  if (reads_as_claim(name) || name.find('"') != std::string::npos) name = "UCI engine";
  bool has_960 = false;
  bool has_syzygy = false;
  for (const EngineOption& option : options_) {
    has_960 = has_960 || option.name == "UCI_Chess960";
    has_syzygy = has_syzygy || option.name == "SyzygyPath";
  }
  std::string lines = absl::StrCat(
      "feature ping=1 setboard=1 usermove=1 san=0 time=1 sigint=0 sigterm=0 "
      "colors=0 reuse=1 analyze=1 playother=1 memory=1 smp=1 debug=1 myname=\"",
      name, "\" variants=\"", has_960 ? "normal,fischerandom" : "normal", "\"\n");
  debug_on_ = true;
  if (has_syzygy) lines += "feature egt=\"syzygy\"\n";
  for (const EngineOption& option : options_) {
    if (const std::optional<std::string> feature = feature_line(option)) absl::StrAppend(&lines, *feature, "\n");
  }
  return lines + "feature done=1\n";
}

}  // namespace drawbridge::cecp
