#include "rules/chess_draw/referee.h"

#include <iterator>
#include <utility>

#include "absl/strings/str_cat.h"
#include "rules/chess/fen.h"
#include "rules/chess/uci_move.h"
#include "rules/chess_draw/dead_position.h"
#include "rules/chess_draw/side.h"

namespace drawbridge::draw {
namespace {

// `what` already names the move where there is one (the notation's messages do).
absl::Status at_ply(int ply, absl::string_view what) {
  return absl::InvalidArgumentError(absl::StrCat("ply ", ply, ": ", what));
}

std::string plies(int n) { return absl::StrCat(n, n == 1 ? " ply" : " plies"); }

std::string quoted(std::string_view text) { return absl::StrCat("'", std::string(text), "'"); }

void append(std::vector<Event>& to, std::vector<Event> events) {
  to.insert(to.end(), std::make_move_iterator(events.begin()), std::make_move_iterator(events.end()));
}

}  // namespace

absl::StatusOr<chess::Position> start_position(std::string_view start, bool chess960) {
  if (start == "startpos") return chess::Position::startpos();
  absl::StatusOr<chess::Position> pos = chess::parse_fen(start, chess960);
  if (!pos.ok()) return absl::InvalidArgumentError(absl::StrCat("bad FEN: ", pos.status().message()));
  return pos;
}

// Replays a recorded game through the referee, collecting the events of the output.
class Referee::Replay {
 public:
  Replay(const MoveText& moves, std::span<const ClaimRequest> claims, std::optional<FlagFall> flag, Referee& referee,
         ReplayVisitor* visitor)
      : moves_(moves), claims_(claims), flag_(flag), referee_(referee), arbiter_(referee.arbiter_), visitor_(visitor) {}

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
        if (absl::Status played = arbiter_.play(*recorded); !played.ok()) return refused(ply, played);
        if (visitor_ && !visitor_->on_move(ply, referee_)) return absl::OkStatus();
        continue;
      }
      append(events_, referee_.claimable());
      if (absl::Status ruled = rule_on_claims(); !ruled.ok()) return ruled;
      if (arbiter_.ending()) {
        moves_after_end_ = n - ply;
        return check_claims_ruled();
      }
      if (absl::Status fell = fall_flag(); !fell.ok()) return fell;
      if (arbiter_.ending()) {
        moves_after_end_ = n - ply;
        return check_claims_ruled();
      }
      if (absl::Status played = play(ply, recorded); !played.ok()) return played;
      if (visitor_ && !visitor_->on_move(ply, referee_)) return absl::OkStatus();
    }
    append(events_, referee_.claimable());
    if (absl::Status ruled = rule_on_claims(); !ruled.ok()) return ruled;
    if (absl::Status fell = fall_flag(); !fell.ok()) return fell;
    if (flag_ && flag_->ply > ply()) {
      return absl::InvalidArgumentError(absl::StrCat("flag at ply ", flag_->ply, ": the game has only ", plies(ply())));
    }
    return check_claims_ruled();
  }

  std::vector<Event>& events() { return events_; }
  int moves_after_end() const { return moves_after_end_; }

 private:
  int ply() const { return referee_.ply(); }
  const chess::Position& position() const { return referee_.position(); }

  // The flag of the player on move falls at this ply (6.9); the ending is the referee's.
  absl::Status fall_flag() {
    if (!flag_ || flag_->ply != ply() || arbiter_.ending()) return absl::OkStatus();
    absl::StatusOr<std::vector<Event>> fell = referee_.flag_fall(flag_->side);
    if (!fell.ok()) return at_ply(ply(), fell.status().message());
    events_.push_back(std::move(fell->front()));
    return absl::OkStatus();
  }

  // Rules on the input's claims at this ply; the ending a correct one causes is the referee's.
  absl::Status rule_on_claims() {
    if (claims_.empty()) return absl::OkStatus();  // scan's games, most of adjudicate's: every ply
    for (const ClaimRequest& request : claims_) {
      if (request.ply != ply() || arbiter_.ending()) continue;
      absl::StatusOr<std::vector<Event>> ruled = referee_.claim(request.rule, request.move, request.clocks);
      if (!ruled.ok()) return at_ply(ply(), ruled.status().message());
      ++claims_ruled_;
      events_.push_back(std::move(ruled->front()));
    }
    return absl::OkStatus();
  }

  absl::Status play(int index, const absl::StatusOr<chess::Move>& m) {
    if (!m.ok()) return at_ply(ply(), refused(index, m.status()).message());
    if (absl::Status played = referee_.advance(*m); !played.ok()) {
      return at_ply(ply(), absl::StrCat("move ", quoted(moves_.text(index)), ": ", refused(index, played).message()));
    }
    return absl::OkStatus();
  }

  // `why` move `index` was refused, told to the visitor.
  const absl::Status& refused(int index, const absl::Status& why) {
    if (visitor_) visitor_->on_refused(index, why);
    return why;
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
  Referee& referee_;
  Arbiter& arbiter_;
  ReplayVisitor* visitor_;
  std::vector<Event> events_;
  int moves_after_end_ = 0;
  int claims_ruled_ = 0;
};

Referee::Referee(Edition edition, Policy policy, chess::Position start, std::shared_ptr<const MatePossibility> mate)
    : arbiter_(std::move(edition), policy, std::move(start), std::move(mate)) {}

absl::StatusOr<Referee> Referee::create(const Laws& laws, std::string_view start, bool chess960) {
  absl::StatusOr<chess::Position> pos = start_position(start, chess960);
  if (!pos.ok()) return pos.status();
  return Referee(laws, *std::move(pos));
}

void Referee::restart(const chess::Position& start) {
  arbiter_.restart(start);
  required_move_.reset();
}

Event Referee::event(EventKind kind) const {
  Event e;
  e.kind = kind;
  e.edition = edition().id;
  e.ply = ply();
  return e;
}

absl::Status Referee::advance(chess::Move m) {
  if (required_move_ && m != *required_move_) {
    return absl::InvalidArgumentError(absl::StrCat("the intended move ", chess::to_uci(position(), *required_move_),
                                                   " of the incorrect claim must be played (",
                                                   edition().wrong_claim_article, ")"));
  }
  if (!ending() && !position().is_legal(m)) return absl::InvalidArgumentError("illegal move");
  if (absl::Status played = arbiter_.play(m); !played.ok()) return played;
  required_move_.reset();
  return absl::OkStatus();
}

absl::StatusOr<std::vector<Event>> Referee::play(chess::Move m) {
  if (absl::Status played = advance(m); !played.ok()) return played;
  std::vector<Event> events;
  if (std::optional<Event> result = result_event()) events.push_back(*std::move(result));
  return events;
}

absl::StatusOr<std::vector<Event>> Referee::play(std::string_view uci) {
  if (ending()) return absl::FailedPreconditionError("the game is over");
  absl::StatusOr<chess::Move> m = chess::parse_uci_move(position(), uci);
  if (!m.ok()) return m.status();
  absl::StatusOr<std::vector<Event>> events = play(*m);
  if (!events.ok())
    return absl::InvalidArgumentError(absl::StrCat("move ", quoted(uci), ": ", events.status().message()));
  return events;
}

absl::StatusOr<std::vector<Event>> Referee::claim(ClaimedRule rule, std::optional<std::string_view> move,
                                                  Clocks clocks) {
  Claim claim{rule, std::nullopt};
  if (move) {
    absl::StatusOr<chess::Move> m = chess::parse_uci_move(position(), *move);
    if (!m.ok()) return absl::InvalidArgumentError(absl::StrCat("claim with ", m.status().message()));
    claim.intended_move = *m;
  }
  absl::StatusOr<ClaimRuling> ruling = arbiter_.claim(claim, clocks);
  if (!ruling.ok()) return absl::InvalidArgumentError(absl::StrCat("claim: ", ruling.status().message()));
  if (ruling->must_play_intended_move) required_move_ = claim.intended_move;
  Event e = event(EventKind::kRuling);
  e.rule = rule_of(rule);
  e.article = ruling->ruling_article;
  if (move) e.move = std::string(*move);
  e.ruling = *std::move(ruling);
  std::vector<Event> events{std::move(e)};
  if (std::optional<Event> result = result_event()) events.push_back(*std::move(result));
  return events;
}

absl::StatusOr<std::vector<Event>> Referee::offer(chess::Color side) {
  if (absl::Status offered = arbiter_.offer_draw(side); !offered.ok()) return offered;
  Event e = event(EventKind::kOffer);
  e.rule = Rule::kDrawOffer;
  e.article = edition().offers.article;
  e.side = side_of(side);
  e.fen = fen();
  return std::vector<Event>{std::move(e)};
}

absl::StatusOr<std::vector<Event>> Referee::accept(chess::Color side) {
  if (absl::Status accepted = arbiter_.accept_offer(side); !accepted.ok()) return accepted;
  return std::vector<Event>{*result_event()};
}

absl::StatusOr<std::vector<Event>> Referee::flag_fall(chess::Color side) {
  if (ending()) return absl::FailedPreconditionError("the game is over");
  if (side != position().side_to_move()) {
    return absl::InvalidArgumentError("flag: only the player on move can run out of time");
  }
  if (absl::Status fell = arbiter_.flag_fall(side, SearchedUnwinnability()); !fell.ok()) return fell;
  Event e = event(EventKind::kFlagFall);
  e.rule = Rule::kTimeout;
  e.article = ending()->article;
  e.side = side_of(side);
  e.result = ending()->result;
  return std::vector<Event>{std::move(e), *result_event()};
}

std::vector<Event> Referee::claimable() const {
  std::vector<Event> events;
  for (const AvailableClaim& claim : arbiter_.available_claims()) {
    Event e = event(EventKind::kClaim);
    e.rule = claim.rule;
    e.article = claim.article;
    e.moves.reserve(claim.moves.size());
    for (chess::Move m : claim.moves) e.moves.push_back(chess::to_uci(position(), m));
    events.push_back(std::move(e));
  }
  return events;
}

std::optional<Event> Referee::result_event() const {
  const std::optional<Ending>& over = ending();
  if (!over) return std::nullopt;
  return draw::result_event(*over, edition().id, fen());
}

std::optional<Result> Referee::result() const {
  if (const std::optional<Ending>& over = ending()) return over->result;
  return std::nullopt;
}

std::string Referee::fen() const { return chess::to_fen(position()); }

Replayed Referee::replay(const MoveText& moves, std::span<const ClaimRequest> claims, std::optional<FlagFall> flag,
                         ReplayVisitor* visitor) {
  Replay replay(moves, claims, flag, *this, visitor);
  Replayed out;
  out.status = replay.run();
  out.events = std::move(replay.events());
  out.moves_after_end = replay.moves_after_end();
  return out;
}

Referee& referee_for(std::optional<Referee>& slot, const Edition& edition, const Policy& policy,
                     const chess::Position& start) {
  if (slot) {
    slot->restart(start);
  } else {
    slot.emplace(edition, policy, start);
  }
  return *slot;
}

}  // namespace drawbridge::draw
