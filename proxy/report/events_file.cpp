#include "proxy/report/events_file.h"

#include <cerrno>
#include <cstdio>
#include <cstring>

#include <boost/json/object.hpp>
#include <boost/json/serialize.hpp>
#include <boost/json/value.hpp>

#include "absl/strings/str_cat.h"
#include "proxy/report/event_line.h"
#include "proxy/report/relay_event.h"
#include "support/json_view.h"

namespace drawbridge {
namespace {

namespace json = boost::json;

json::value text_or_null(const std::optional<std::string>& text) {
  return text ? json::value(jsv(*text)) : json::value(nullptr);
}

}  // namespace

json::object event_json_object(const draw::Event& event, std::string_view edition) {
  json::object out;
  out["event"] = jsv(draw::event_kind_name(event.kind));
  out["rule"] = event.rule ? json::value(jsv(draw::rule_name(*event.rule))) : json::value(nullptr);
  out["article"] = event.article.empty() ? json::value(nullptr) : json::value(jsv(event.article));
  out["edition"] = jsv(edition);
  out["ply"] = event.ply ? json::value(*event.ply) : json::value(nullptr);
  out["move"] = text_or_null(event.move);
  out["result"] = event.result ? json::value(jsv(draw::result_text(*event.result))) : json::value(nullptr);
  out["fen"] = text_or_null(event.fen);
  out["game"] = nullptr;
  out["detail"] = event.detail.empty() ? json::value(nullptr) : json::value(jsv(event.detail));
  return out;
}

std::string event_json(const draw::Event& event, std::string_view edition, int game) {
  json::object out = event_json_object(event, edition);
  out["game"] = game;
  return json::serialize(out);
}

absl::StatusOr<std::unique_ptr<EventsFile>> EventsFile::open(const std::string& path) {
  UniqueFile file = open_file(file_path(path), "ab");
  if (!file) return absl::NotFoundError(absl::StrCat("cannot open events file ", path, ": ", std::strerror(errno)));
  return std::unique_ptr<EventsFile>(new EventsFile(std::move(file), path));
}

absl::Status EventsFile::write(const draw::Event& event, std::string_view edition, int game) {
  const std::string line = event_json(event, edition, game) + "\n";
  if (std::fwrite(line.data(), 1, line.size(), file_.get()) != line.size() || std::fflush(file_.get()) != 0) {
    return absl::DataLossError(absl::StrCat("cannot write events file ", path_, ": ", std::strerror(errno)));
  }
  return absl::OkStatus();
}

std::optional<draw::Event> write_or_give_up(std::unique_ptr<EventsFile>& file, const draw::Event& event,
                                            std::string_view edition, int game) {
  if (!file) return std::nullopt;
  const absl::Status written = file->write(event, edition, game);
  if (written.ok()) return std::nullopt;
  file.reset();
  return error_event(std::nullopt, std::nullopt, absl::StrCat(written.message(), "; no more events are written to it"));
}

}  // namespace drawbridge
