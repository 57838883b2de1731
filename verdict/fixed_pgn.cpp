#include "verdict/fixed_pgn.h"

#include <algorithm>
#include <string>

namespace drawbridge {
namespace {

bool is_tag_line(std::string_view line, std::string_view name) {
  std::size_t i = 0;
  while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
  if (i >= line.size() || line[i] != '[') return false;
  ++i;
  while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
  const std::string_view rest = line.substr(i);
  return rest.starts_with(name) && rest.size() > name.size() && (rest[name.size()] == ' ' || rest[name.size()] == '"');
}

void append_tag(std::string_view name, std::string_view value, std::string_view eol, std::string& out) {
  out += '[';
  out += name;
  out += " \"";
  out += value;
  out += "\"]";
  out += eol;
}

// The tag section with Result and Termination set (Termination added after Result if missing).
void write_tags(std::string_view tags, const Fix& fix, std::string_view result, std::string& out) {
  const std::string_view termination = draw::rule_name(*fix.ending.rule);
  const std::size_t start = out.size();
  bool termination_written = false;
  std::size_t pos = 0;
  while (pos < tags.size()) {
    const std::size_t nl = tags.find('\n', pos);
    const std::size_t end = nl == std::string_view::npos ? tags.size() : nl + 1;
    const std::string_view line = tags.substr(pos, end - pos);
    const std::string_view eol = line.ends_with("\r\n") ? "\r\n" : "\n";
    if (is_tag_line(line, "Result")) {
      append_tag("Result", result, eol, out);
      if (!termination_written && tags.find("[Termination ") == std::string_view::npos) {
        append_tag("Termination", termination, eol, out);
        termination_written = true;
      }
    } else if (is_tag_line(line, "Termination")) {
      append_tag("Termination", termination, eol, out);
      termination_written = true;
    } else if (fix.cut_ply >= 0 && is_tag_line(line, "PlyCount")) {
      append_tag("PlyCount", std::to_string(fix.cut_ply), eol, out);
    } else {
      out += line;
    }
    pos = end;
  }
  if (!termination_written) {
    // Neither Result nor Termination: both go after the last tag, then the blank line.
    std::size_t keep = out.size();
    while (keep > start && (out[keep - 1] == '\n' || out[keep - 1] == '\r')) --keep;
    const bool had_tags = keep > start;
    out.resize(keep);
    if (had_tags) out += '\n';
    append_tag("Result", result, "\n", out);
    append_tag("Termination", termination, "\n", out);
    out += '\n';
  }
}

}  // namespace

void write_fixed_game(std::string_view text, const pgn::PgnGame& game, const Fix& fix, std::string& out) {
  const std::string_view result = draw::result_text(*fix.ending.result);
  write_tags(text.substr(0, game.movetext_begin), fix, result, out);
  std::size_t keep_until = game.movetext_end;
  if (fix.cut_ply >= 0 && fix.cut_ply < static_cast<int>(game.moves.size())) {
    keep_until = fix.cut_ply == 0 ? game.movetext_begin : game.moves[fix.cut_ply - 1].end;
  }
  keep_until = std::max(keep_until, game.movetext_begin);
  out.append(text.substr(game.movetext_begin, keep_until - game.movetext_begin));
  if (keep_until > game.movetext_begin) out += ' ';
  out += "{drawbridge scan: ";
  out += fix.ending.detail;
  out += "} ";
  out += result;
  out += "\n\n";
}

}  // namespace drawbridge
