// The engine's introduction to an xboard GUI. `xboard` starts the engine's `uci`; `protover 2`
// asks for the features, which are known only once the engine has listed its options and
// sent `uciok`: until then the GUI is told `feature done=0` to wait. The features name the
// engine, the variants and tablebases its options allow, and every option the GUI has no
// command of its own for (drawbridge's own among them, as "DB ..."). `#` lines are safe for
// the GUI's debug log only after `feature debug=1`.
#pragma once

#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "proxy/cecp/engine_options.h"

namespace drawbridge::cecp {

class FeatureHandshake {
 public:
  // `xboard`: whether the engine is to be sent `uci` (the first time only).
  bool introduce();
  // `protover`: the lines for the GUI.
  std::string on_protover();
  void on_engine_name(std::string_view name) { engine_name_ = name; }
  void on_engine_option(EngineOption option) { options_.push_back(std::move(option)); }
  // `uciok`: drawbridge's `own` options join the engine's; the features, if the GUI is waiting.
  std::string on_uciok(std::vector<EngineOption> own);

  bool debug_on() const { return debug_on_; }
  const std::vector<EngineOption>& options() const { return options_; }
  // For a GUI command that sets an engine option (`memory`, `cores`, `hard`, `egtpath`):
  // whether the engine has the option and the value differs from the command's last one.
  // xboard repeats those commands every game, and an engine may clear its hash on each.
  bool changes(std::string_view name, std::string_view value);

 private:
  std::string features();

  bool uci_sent_ = false;
  bool uciok_ = false;
  bool features_wanted_ = false;  // `protover` came before the engine's uciok
  bool debug_on_ = false;
  std::string engine_name_;
  std::vector<EngineOption> options_;
  std::map<std::string, std::string, std::less<>> values_by_command_;
};

}  // namespace drawbridge::cecp
