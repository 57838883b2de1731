// The flags that choose the Laws a drawbridge process applies: shared by the relay and by
// `drawbridge adjudicate`, defined once (Abseil flags are process-wide).
#pragma once

#include <string>
#include <vector>

#include "absl/flags/declare.h"

ABSL_DECLARE_FLAG(std::string, rules);
ABSL_DECLARE_FLAG(std::string, rules_dir);
ABSL_DECLARE_FLAG(std::vector<std::string>, policy);
