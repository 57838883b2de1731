#include "verdict/adjudicate_game.h"

#include <optional>
#include <span>
#include <string>

#include <boost/json/array.hpp>

#include "absl/status/status.h"
#include "absl/strings/str_cat.h"
#include "rules/chess/fen.h"
#include "rules/chess/uci_move.h"
#include "rules/draw/arbiter.h"
#include "support/json_view.h"

namespace drawbridge {
namespace {

namespace json = boost::json;

// `what` already names the move where there is one (the notation's messages do).
absl::Status at_ply(int ply, absl::string_view what) {
  return absl::InvalidArgumentError(absl::StrCat("ply ", ply, ": ", what));
}

std::string plies(int n) { return absl::StrCat(n, n == 1 ? " ply" : " plies"); }

std::string quoted(std::string_view text) { return absl::StrCat("'", std::string(text), "'"); }

// Replays a game line through an arbiter, collecting the events of the output.
class Replay {
 public:
  Replay(const MoveText& moves, std::span<const ClaimRequest> claims, std::optional<FlagFall> flag,
         draw::Arbiter& arbiter)
      : moves_(moves), claims_(claims), flag_(flag), arbiter_(arbiter) {}

  absl::Status run() {
    const int n = moves_.size();
    for (int ply = 0; ply < n; ++ply) {
      // The recorded move, read first: a legal one spares the arbiter its search for one.
      absl::StatusOr<chess::Move> recorded = moves_.move(position(), ply);
      if (recorded.ok()) arbiter_.note_legal_move(*recorded);
      if (arbiter_.ending()) {
        moves_after_end_ = n - ply;
        return check_claims_ruled();
      }
      // Most plies: nothing to claim, no claim to rule on and no flag to fall.
      if (recorded.ok() && claims_.empty() && !(flag_ && flag_->ply == ply) && !arbiter_.may_claim()) {
        if (absl::Status played = arbiter_.play(*recorded); !played.ok()) return played;
        continue;
      }
      list_claims();
      absl::StatusOr<std::optional<chess::Move>> required = rule_on_claims();
      if (!required.ok()) return required.status();
      if (arbiter_.ending()) {
        moves_after_end_ = n - ply;
        return check_claims_ruled();
      }
      if (absl::Status fell = fall_flag(); !fell.ok()) return fell;
      if (arbiter_.ending()) {
        moves_after_end_ = n - ply;
        return check_claims_ruled();
      }
      if (absl::Status played = play(ply, recorded, *required); !played.ok()) return played;
    }
    list_claims();
    if (absl::StatusOr<std::optional<chess::Move>> ruled = rule_on_claims(); !ruled.ok()) return ruled.status();
    if (absl::Status fell = fall_flag(); !fell.ok()) return fell;
    if (flag_ && flag_->ply > ply()) {
      return absl::InvalidArgumentError(absl::StrCat("flag at ply ", flag_->ply, ": the game has only ", plies(ply())));
    }
    return check_claims_ruled();
  }

  json::array& events() { return events_; }
  int moves_after_end() const { return moves_after_end_; }

 private:
  int ply() const { return arbiter_.record().ply(); }
  const chess::Position& position() const { return arbiter_.record().position(); }

  // The flag of the player on move falls at this ply (6.9): decided with the full search.
  absl::Status fall_flag() {
    if (!flag_ || flag_->ply != ply() || arbiter_.ending()) return absl::OkStatus();
    if (flag_->side != position().side_to_move()) {
      return at_ply(ply(), "flag: only the player on move can run out of time");
    }
    if (absl::Status fell = arbiter_.flag_fall(flag_->side, draw::SearchedUnwinnability()); !fell.ok()) {
      return fell;
    }
    const draw::Ending& ending = *arbiter_.ending();
    events_.emplace_back(json::object{{"ply", ply()},
                                      {"event", "flag-fall"},
                                      {"rule", "timeout"},
                                      {"article", jsv(ending.article)},
                                      {"side", flag_->side == chess::kWhite ? "white" : "black"},
                                      {"result", jsv(draw::result_text(ending.result))}});
    return absl::OkStatus();
  }

  void list_claims() {
    for (const draw::AvailableClaim& claim : arbiter_.available_claims()) {
      json::object event;
      event["ply"] = ply();
      event["event"] = "claim";
      event["rule"] = jsv(draw::rule_name(claim.rule));
      event["article"] = jsv(claim.article);
      if (!claim.moves.empty()) {
        json::array moves;
        for (chess::Move m : claim.moves) moves.emplace_back(jsv(chess::to_uci(position(), m)));
        event["moves"] = std::move(moves);
      }
      events_.emplace_back(std::move(event));
    }
  }

  // Rules on the input's claims at this ply; after an incorrect claim with an intended
  // move, that move is the one the player must play next.
  absl::StatusOr<std::optional<chess::Move>> rule_on_claims() {
    std::optional<chess::Move> required;
    if (claims_.empty()) return required;  // scan's games, most of adjudicate's: every ply
    for (const ClaimRequest& request : claims_) {
      if (request.ply != ply() || arbiter_.ending()) continue;
      draw::Claim claim{request.rule, std::nullopt};
      if (request.move) {
        absl::StatusOr<chess::Move> m = chess::parse_uci_move(position(), *request.move);
        if (!m.ok()) return at_ply(ply(), absl::StrCat("claim with ", m.status().message()));
        claim.intended_move = *m;
      }
      absl::StatusOr<draw::ClaimRuling> ruling = arbiter_.claim(claim, request.clocks);
      if (!ruling.ok()) return at_ply(ply(), absl::StrCat("claim: ", ruling.status().message()));
      ++claims_ruled_;
      events_.emplace_back(ruling_event(request, claim, *ruling));
      if (ruling->must_play_intended_move) required = claim.intended_move;
    }
    return required;
  }

  json::object ruling_event(const ClaimRequest& request, const draw::Claim& claim, const draw::ClaimRuling& ruling) {
    json::object event;
    event["ply"] = ply();
    event["event"] = "ruling";
    event["rule"] = jsv(draw::rule_name(draw::rule_of(claim.rule)));
    event["article"] = jsv(ruling.ruling_article);
    event["claim_article"] = jsv(ruling.claim_article);
    event["move"] = request.move ? json::value(jsv(*request.move)) : json::value(nullptr);
    event["correct"] = ruling.correct;
    event["clocks_ms"] = {{"claimant", ruling.clocks.claimant.count()}, {"opponent", ruling.clocks.opponent.count()}};
    return event;
  }

  absl::Status play(int index, const absl::StatusOr<chess::Move>& m, std::optional<chess::Move> required) {
    const std::string_view text = moves_.text(index);
    if (!m.ok()) return at_ply(ply(), m.status().message());
    if (required && *m != *required) {
      return at_ply(
          ply(), absl::StrCat("move ", quoted(text), ": the intended move ", chess::to_uci(position(), *required),
                              " of the incorrect claim must be played (", arbiter_.edition().wrong_claim_article, ")"));
    }
    return arbiter_.play(*m);
  }

  absl::Status check_claims_ruled() const {
    if (claims_ruled_ == static_cast<int>(claims_.size())) return absl::OkStatus();
    for (const ClaimRequest& request : claims_) {
      if (request.ply > ply() || arbiter_.ending()) {
        return absl::InvalidArgumentError(absl::StrCat(
            "claim at ply ", request.ply, ": the game ",
            arbiter_.ending() ? absl::StrCat("was over at ply ", ply()) : absl::StrCat("has only ", plies(ply()))));
      }
    }
    return absl::InvalidArgumentError("claims must be listed in the order of their plies");
  }

  const MoveText& moves_;
  std::span<const ClaimRequest> claims_;
  std::optional<FlagFall> flag_;
  draw::Arbiter& arbiter_;
  json::array events_;
  int moves_after_end_ = 0;
  int claims_ruled_ = 0;
};

std::string_view status_of(const std::optional<draw::Ending>& ending) {
  if (!ending) return "ongoing";
  if (ending->rule == draw::Rule::kCheckmate) return "checkmate";
  if (ending->rule == draw::Rule::kStalemate) return "stalemate";
  if (ending->rule == draw::Rule::kTimeout && ending->result != draw::Result::kDraw) return "timeout";
  return "drawn";
}

json::value ending_json(const std::optional<draw::Ending>& ending) {
  if (!ending) return nullptr;
  return json::object{
      {"ply", ending->ply}, {"rule", jsv(draw::rule_name(ending->rule))}, {"article", jsv(ending->article)}};
}

// UCI moves of an input line, read one ply at a time.
class UciMoves final : public MoveText {
 public:
  explicit UciMoves(std::span<const std::string_view> moves) : moves_(moves) {}
  int size() const override { return static_cast<int>(moves_.size()); }
  std::string_view text(int ply) const override { return moves_[ply]; }
  absl::StatusOr<chess::Move> move(const chess::Position& pos, int ply) const override {
    return chess::parse_uci_move(pos, moves_[ply]);
  }

 private:
  std::span<const std::string_view> moves_;
};

json::object error_object(int line_number, std::string_view message) {
  json::object out{{"line", line_number}};
  add_error_fields(message, out);
  return out;
}

}  // namespace

absl::StatusOr<chess::Position> start_position(std::string_view start, bool chess960) {
  if (start == "startpos") return chess::Position::startpos();
  absl::StatusOr<chess::Position> pos = chess::parse_fen(start, chess960);
  if (!pos.ok()) return absl::InvalidArgumentError(absl::StrCat("bad FEN: ", pos.status().message()));
  return pos;
}

Replayed replay_game(draw::Arbiter& arbiter, const MoveText& moves, std::span<const ClaimRequest> claims,
                     std::optional<FlagFall> flag) {
  Replay replay(moves, claims, flag, arbiter);
  Replayed out;
  out.status = replay.run();
  out.events = std::move(replay.events());
  out.moves_after_end = replay.moves_after_end();
  return out;
}

void add_verdict_fields(const draw::Arbiter& arbiter, Replayed& replayed, json::object& out) {
  const std::optional<draw::Ending>& ending = arbiter.ending();
  const bool ok = replayed.status.ok();
  out["plies"] = arbiter.record().ply();
  out["fen"] = jsv(chess::to_fen(arbiter.record().position()));
  out["status"] = ok ? jsv(status_of(ending)) : "error";
  out["result"] = ending && ok ? json::value(jsv(draw::result_text(ending->result))) : nullptr;
  out["end"] = ok ? ending_json(ending) : nullptr;
  out["moves_after_end"] = replayed.moves_after_end;
  out["events"] = std::move(replayed.events);
  out["error"] = ok ? json::value(nullptr) : json::value(jsv(std::string(replayed.status.message())));
}

void add_error_fields(std::string_view message, json::object& out) {
  out["plies"] = 0;
  out["fen"] = nullptr;
  out["status"] = "error";
  out["result"] = nullptr;
  out["end"] = nullptr;
  out["moves_after_end"] = 0;
  out["events"] = json::array();
  out["error"] = jsv(message);
}

draw::Arbiter& arbiter_for(std::optional<draw::Arbiter>& slot, const draw::Edition& edition, const draw::Policy& policy,
                           const chess::Position& start) {
  if (slot) {
    slot->restart(start);
  } else {
    slot.emplace(edition, policy, start);
  }
  return *slot;
}

json::object adjudicate_game(std::string_view line, int line_number, const draw::Edition& edition,
                             const draw::Policy& policy, std::optional<draw::Arbiter>& slot) {
  absl::StatusOr<GameLine> game = parse_game_line(line);
  if (!game.ok()) return error_object(line_number, std::string(game.status().message()));
  absl::StatusOr<chess::Position> start = start_position(game->start);
  if (!start.ok()) return error_object(line_number, std::string(start.status().message()));

  draw::Arbiter& arbiter = arbiter_for(slot, edition, policy, *start);
  Replayed replayed = replay_game(arbiter, UciMoves(game->moves), game->claims, game->flag);
  json::object out;
  out["line"] = line_number;
  add_verdict_fields(arbiter, replayed, out);
  return out;
}

}  // namespace drawbridge
