// The session's command-line flags (--claim, --claim-margin, --offer, --offer-move,
// --offer-score, --offer-count, --adjudicate, --events, and the shared --rules, --policy)
// and the same keys in the --config file. Precedence: file < flags (< setoption, later).
#pragma once

#include <memory>
#include <string_view>

#include "absl/status/statusor.h"
#include "proxy/session/session.h"
#include "proxy/session/session_settings.h"

namespace drawbridge {

// Applies the session keys of a config file's TOML text to `settings` (other keys are the
// relay's); `source` names the file in error messages.
absl::Status read_session_config(std::string_view toml_text, std::string_view source, SessionSettings& settings);

// The settings from the defaults, the --config file, then the flags given on the command
// line. Call after the command line has been parsed.
absl::StatusOr<SessionSettings> session_settings_from_command_line();

// The session those settings describe, with editions looked up as --rules-dir says.
absl::StatusOr<std::unique_ptr<Session>> session_from_command_line();

}  // namespace drawbridge
