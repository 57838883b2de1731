// One table of an edition file (TOML), read strictly: every key must be known and of the right
// type, and every error names the file, the line and the dotted key
// ("fide-2023.toml:12: key 'threefold.count': expected an integer"). Chess and draughts
// editions are read with it.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include <toml++/toml.h>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/str_cat.h"

namespace drawbridge::draw {

// One TOML table of an edition file, read strictly: every key must be known and of the
// right type, and every error names the file, the line and the dotted key.
class Fields {
 public:
  Fields(const toml::table& table, std::string prefix, std::string_view origin)
      : table_(&table), prefix_(std::move(prefix)), origin_(origin) {}

  absl::Status only(std::initializer_list<std::string_view> known) const {
    for (const auto& [key, node] : *table_) {
      bool listed = false;
      for (std::string_view k : known) listed = listed || k == key.str();
      if (!listed) return error(node.source(), key.str(), "unknown key");
    }
    return absl::OkStatus();
  }

  absl::StatusOr<Fields> table(std::string_view key) const {
    const toml::node* node = table_->get(key);
    if (node == nullptr) return error(table_->source(), key, "missing table");
    const toml::table* t = node->as_table();
    if (t == nullptr) return error(node->source(), key, "expected a table");
    return Fields(*t, dotted(key), origin_);
  }

  absl::StatusOr<std::string> text(std::string_view key) const {
    absl::StatusOr<const toml::node*> node = get(key);
    if (!node.ok()) return node.status();
    std::optional<std::string> value = (*node)->value<std::string>();
    if (!value || !(*node)->is_string()) return error((*node)->source(), key, "expected a string");
    return *value;
  }

  absl::StatusOr<int> count(std::string_view key, int min, int max) const {
    absl::StatusOr<const toml::node*> node = get(key);
    if (!node.ok()) return node.status();
    if (!(*node)->is_integer()) return error((*node)->source(), key, "expected an integer");
    const std::int64_t value = *(*node)->value<std::int64_t>();
    if (value < min || value > max) {
      return error((*node)->source(), key, absl::StrCat("must be from ", min, " to ", max));
    }
    return static_cast<int>(value);
  }

  absl::StatusOr<bool> flag(std::string_view key) const {
    absl::StatusOr<const toml::node*> node = get(key);
    if (!node.ok()) return node.status();
    if (!(*node)->is_boolean()) return error((*node)->source(), key, "expected true or false");
    return *(*node)->value<bool>();
  }

  // An error about the value at `key`, reported at its line.
  absl::Status invalid(std::string_view key, std::string_view what) const {
    const toml::node* node = table_->get(key);
    return error(node != nullptr ? node->source() : table_->source(), key, what);
  }

  absl::Status error(const toml::source_region& where, std::string_view key, std::string_view what) const {
    return absl::InvalidArgumentError(absl::StrCat(std::string(origin_), ":", static_cast<int>(where.begin.line),
                                                   ": key '", dotted(key), "': ", std::string(what)));
  }

 private:
  absl::StatusOr<const toml::node*> get(std::string_view key) const {
    const toml::node* node = table_->get(key);
    if (node == nullptr) return error(table_->source(), key, "missing");
    return node;
  }
  std::string dotted(std::string_view key) const {
    return prefix_.empty() ? std::string(key) : absl::StrCat(prefix_, ".", std::string(key));
  }

  const toml::table* table_;
  std::string prefix_;
  std::string_view origin_;
};

#define DRAWBRIDGE_ASSIGN(lhs, expr)              \
  do {                                            \
    auto value_or = (expr);                       \
    if (!value_or.ok()) return value_or.status(); \
    lhs = *std::move(value_or);                   \
  } while (false)

#define DRAWBRIDGE_CHECK(expr)         \
  do {                                 \
    absl::Status status_ = (expr);     \
    if (!status_.ok()) return status_; \
  } while (false)

// Reads the table `key` of `root` with `read(table, out...)`: a game's own fields of one table.
template <class Read, class... Out>
absl::Status read_table(const Fields& root, std::string_view key, Read read, Out&&... out) {
  absl::StatusOr<Fields> table = root.table(key);
  if (!table.ok()) return table.status();
  return read(*table, std::forward<Out>(out)...);
}

// Parses TOML text; a syntax error names the file and the line.
absl::StatusOr<toml::table> parse_toml(std::string_view text, std::string_view origin);

}  // namespace drawbridge::draw
