#include "app/rules_flags.h"

#include "absl/flags/flag.h"

ABSL_FLAG(std::string, rules, "fide-2023",
          "edition of the Laws: an id (fide-2023, fide-2014, fide-pre2014-ru, fide-pre2014-pl) "
          "or the path of an edition .toml file");
ABSL_FLAG(std::string, rules_dir, "",
          "directory searched first for <id>.toml editions (then <exe>/../share/drawbridge/rules, "
          "<exe>/../configs/rules and the source tree's configs/rules)");
ABSL_FLAG(std::vector<std::string>, policy, {},
          "comma-separated policies: arbiter-initiative, after-opponent-offer, every-n-moves:N");
