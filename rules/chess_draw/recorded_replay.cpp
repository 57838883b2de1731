// The replay of a recorded game: one step per move. The recorded move is read in the position
// it is played in (its notation resolved by the position's own attack tables, no error built);
// since it is legal, the position has a legal move, so neither mate nor stalemate can end it,
// and the step settles the rest of the ending, updates the record's key and repetition count
// and plays the move. Only a ply where a law's count is near, a claim or a flag is due, or the
// move is refused leaves the step for the general path, which says the events and errors.
#include <iterator>
#include <utility>

#include "absl/strings/str_cat.h"
#include "rules/chess_draw/referee.h"
#include "support/absl_view.h"

namespace drawbridge::draw {
namespace {

// `what` already names the move where there is one (the notation's messages do).
absl::Status at_ply(int ply, absl::string_view what) {
  return absl::InvalidArgumentError(absl::StrCat("ply ", ply, ": ", what));
}

std::string plies(int n) { return absl::StrCat(n, n == 1 ? " ply" : " plies"); }

void append(std::vector<Event>& to, std::vector<Event> events) {
  to.insert(to.end(), std::make_move_iterator(events.begin()), std::make_move_iterator(events.end()));
}

}  // namespace

// Most plies of a game: the position has a legal move (`m`), it cannot have died, and no
// rule's count is near, so nothing ends the game or can be claimed before the move.
inline bool Referee::step(chess::Move m) {
  legal_move_known_ = true;
  if (settled_) {
    if (ending_ || may_draw_by_rule()) return false;
  } else {
    // Unsettled, the ending is empty since arrive(): each count is asked once.
    settled_ = true;
    if (may_draw_by_rule()) {
      ending_ = automatic_ending(true, may_have_died());
      return false;
    }
    if (may_have_died() && (ending_ = automatic_ending(true, true))) return false;
  }
  record_move(m);
  return true;
}

// Replays a recorded game through the referee, collecting the events of the output.
class Referee::Replay {
 public:
  Replay(const MoveText& moves, std::span<const ClaimRequest> claims, std::optional<FlagFall> flag, Referee& referee,
         ReplayVisitor* visitor)
      : moves_(moves), claims_(claims), flag_(flag), referee_(referee), visitor_(visitor) {}

  absl::Status run() {
    const int n = moves_.size();
    for (int ply = 0; ply < n; ++ply) {
      const chess::Move recorded = moves_.move(position(), ply);
      const bool due = !claims_.empty() || (flag_ && flag_->ply == ply);
      if (!recorded.is_none() && !due && referee_.step(recorded)) {
        if (visitor_ && !visitor_->on_move(ply, referee_)) return absl::OkStatus();
        continue;
      }
      if (!recorded.is_none()) referee_.legal_move_known_ = true;
      if (referee_.ending()) {
        moves_after_end_ = n - ply;
        return check_claims_ruled();
      }
      append(events_, referee_.claimable());
      if (absl::Status ruled = rule_on_claims(); !ruled.ok()) return ruled;
      if (referee_.ending()) {
        moves_after_end_ = n - ply;
        return check_claims_ruled();
      }
      if (absl::Status fell = fall_flag(); !fell.ok()) return fell;
      if (referee_.ending()) {
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
    if (!flag_ || flag_->ply != ply() || referee_.ending()) return absl::OkStatus();
    absl::StatusOr<std::vector<Event>> fell = referee_.flag_fall(flag_->side);
    if (!fell.ok()) return at_ply(ply(), fell.status().message());
    events_.push_back(std::move(fell->front()));
    return absl::OkStatus();
  }

  // Rules on the input's claims at this ply; the ending a correct one causes is the referee's.
  absl::Status rule_on_claims() {
    if (claims_.empty()) return absl::OkStatus();  // scan's games, most of adjudicate's: every ply
    for (const ClaimRequest& request : claims_) {
      if (request.ply != ply() || referee_.ending()) continue;
      absl::StatusOr<std::vector<Event>> ruled = referee_.claim(request.rule, request.move, request.clocks);
      if (!ruled.ok()) return at_ply(ply(), ruled.status().message());
      ++claims_ruled_;
      events_.push_back(std::move(ruled->front()));
    }
    return absl::OkStatus();
  }

  // Move `index`, `m` as read (none when refused), played after the checks play() makes.
  absl::Status play(int index, chess::Move m) {
    if (m.is_none()) return at_ply(ply(), refused(index, moves_.refusal(position(), index)).message());
    if (absl::Status played = referee_.advance(m); !played.ok()) {
      return at_ply(ply(), absl::StrCat("move '", av(moves_.text(index)), "': ", refused(index, played).message()));
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
      if (request.ply > ply() || referee_.ending()) {
        return absl::InvalidArgumentError(absl::StrCat(
            "claim at ply ", request.ply, ": the game ",
            referee_.ending() ? absl::StrCat("was over at ply ", ply()) : absl::StrCat("has only ", plies(ply()))));
      }
    }
    return absl::InvalidArgumentError("claims must be listed in the order of their plies");
  }

  const MoveText& moves_;
  std::span<const ClaimRequest> claims_;
  std::optional<FlagFall> flag_;
  Referee& referee_;
  ReplayVisitor* visitor_;
  std::vector<Event> events_;
  int moves_after_end_ = 0;
  int claims_ruled_ = 0;
};

Replayed Referee::replay(const MoveText& moves, std::span<const ClaimRequest> claims, std::optional<FlagFall> flag,
                         ReplayVisitor* visitor) {
  Replay replay(moves, claims, flag, *this, visitor);
  Replayed out;
  out.status = replay.run();
  out.events = std::move(replay.events());
  out.moves_after_end = replay.moves_after_end();
  return out;
}

}  // namespace drawbridge::draw
