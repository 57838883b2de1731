#include "proxy/cecp/engine_side.h"

#include <utility>
#include <variant>

#include "absl/strings/str_cat.h"
#include "proxy/cecp/draw_speech.h"
#include "proxy/cecp/thinking_line.h"
#include "proxy/cecp/xboard_words.h"
#include "proxy/uci/option_line.h"
#include "proxy/uci/uci_writer.h"
#include "rules/chess/uci_move.h"
#include "support/absl_view.h"

namespace drawbridge::cecp {
namespace {

using uci::append_line;

}  // namespace

// ---- Searches ----

void EngineSide::update_search(Out out) {
  // An offer that came while the engine was not on move (in force mode, say) is answered now.
  answer_pending_offer(out);
  switch (s_.searches.next(s_.game)) {
    case SearchScheduler::Step::kNothing: return;
    case SearchScheduler::Step::kStop:
      s_.session.abandon_search();
      uci::write(out.engine, uci::Stop{});
      return;
    case SearchScheduler::Step::kStart: start(*s_.searches.wanted(s_.game), out); return;
  }
}

void EngineSide::start(const SearchTarget& target, Out out) {
  if (std::exchange(new_game_pending_, false)) {
    s_.session.start_new_game();
    uci::write(out.engine, uci::UciNewGame{});
  }
  const bool ponder = target.kind == SearchKind::kPonder;
  const std::optional<chess::Move> predicted = ponder ? s_.searches.predicted() : std::nullopt;
  tell_session(predicted);
  s_.game.write_position(out.engine, predicted);
  uci::Go go;
  go.infinite = true;
  if (target.kind != SearchKind::kAnalyze) {
    const chess::Color engine = s_.searches.engine_color();
    go = go_limits(s_.clock, engine, s_.game.moves_by(engine));
    go.ponder = ponder;
  }
  last_score_.reset();
  status_ = AnalysisStatus();
  s_.searches.started(target);
  const std::optional<draw::Event> answered = s_.session.start_search(ponder, heard_);
  say_events(out);
  // The session answers a `go` itself under --adjudicate stop, in a game the Laws have ended.
  if (answered && gui_sees_on_board(*answered)) {
    (void)s_.searches.finish();
    append_line(out.gui, claim_line(*answered));
    s_.searches.set_game_over(true);
    return;
  }
  // A draw the GUI cannot see stops nothing there, and an engine that does not move loses on
  // time: it plays on, offering the draw with each move (play_engine_move), as under `report`.
  uci::write(out.engine, go);
}

// ---- The engine's lines ----

void EngineSide::on_engine_line(std::string_view line, Out out) {
  (void)engine_.on_line(line, heard_);
  const uci::EngineLine parsed = uci::parse_engine_line(line);
  if (const auto* info = std::get_if<uci::Info>(&parsed)) {
    on_info(*info, out);
  } else if (const auto* id = std::get_if<uci::Id>(&parsed)) {
    if (id->field == "name") s_.handshake.on_engine_name(id->value);
  } else if (std::holds_alternative<uci::Option>(parsed)) {
    if (std::optional<EngineOption> option = uci::read_option_declaration(line)) {
      // PolyGlot's switch for the engine's own offers, not an option for the GUI's user.
      if (option->name == "UCI_DrawOffers") {
        offers_.set_engine_speaks_offers();
      } else {
        s_.handshake.on_engine_option(*std::move(option));
      }
    }
  } else if (std::holds_alternative<uci::UciOk>(parsed)) {
    out.gui += s_.handshake.on_uciok(s_.session.own_options());
  } else if (const auto* best = std::get_if<uci::BestMove>(&parsed)) {
    on_bestmove(*best, out);
  } else if (!std::holds_alternative<uci::ReadyOk>(parsed) && !line.empty()) {
    say_debug(absl::StrCat("engine: ", av(line)), out);
  }
  say_events(out);
}

void EngineSide::on_info(const uci::Info& info, Out out) {
  if (info.string) {
    on_engine_string(*info.string, out);
    return;
  }
  const SearchTarget* live = s_.searches.live();
  if (!live) return;
  if (info.score && info.multipv.value_or(1) == 1) last_score_ = info.score;
  status_.update(info);
  if (s_.post || live->kind == SearchKind::kAnalyze) {
    const std::optional<std::string> thinking = thinking_line(info);
    if (thinking && !reads_as_claim(*thinking)) append_line(out.gui, *thinking);
  }
}

// PolyGlot's words for an engine that declared UCI_DrawOffers; any other text is prose.
void EngineSide::on_engine_string(std::string_view text, Out out) {
  if (offers_.engine_speaks_offers() && text == "DrawOffer") {
    if (offers_.engine_accepts()) {
      say_events(out);
      say_debug("the engine accepts the opponent's offer", out);
      append_line(out.gui, "offer draw");
    } else {
      offers_.engine_offers();
      say_debug("the engine offers a draw with its move", out);
    }
  } else if (offers_.engine_speaks_offers() && text == "Resign") {
    s_.session.engine_resigns(heard_);
    say_events(out);
    append_line(out.gui, "resign");
    s_.searches.set_game_over(true);
    update_search(out);
  } else {
    say_debug(absl::StrCat("engine: ", av(text)), out);
  }
}

void EngineSide::on_bestmove(const uci::BestMove& best, Out out) {
  const std::optional<SearchTarget> search = s_.searches.finish();
  // The session's claims and offers for this move, emitted while it read the line.
  const std::vector<draw::Event> events = heard_.events();
  if (!search || search->kind != SearchKind::kThink) {
    update_search(out);
    return;
  }
  const absl::StatusOr<chess::Move> m = chess::parse_uci_move(s_.game.board(), best.move);
  if (!m.ok()) {
    // Checkmated or stalemated (bestmove (none) or 0000): the GUI sees that itself.
    say_debug(absl::StrCat("the engine has no move: ", av(best.move)), out);
    update_search(out);
    return;
  }
  play_engine_move(*m, events, out);
  if (best.ponder) {
    if (const std::optional<chess::Move> reply = chess::legal_uci_move(s_.game.board(), *best.ponder)) {
      s_.searches.set_predicted(reply);
    }
  }
  update_search(out);
}

// What goes around the move (draw_speech.h): `offer draw` before it, a claim after it.
void EngineSide::play_engine_move(chess::Move m, const std::vector<draw::Event>& events, Out out) {
  std::string before;
  std::string after;
  const auto plan = [&](const draw::Event& event) {
    const Speech speech = speech_for(event);
    if (speech.offer_before_move) before = "offer draw\n";
    if (speech.claim_after_move && after.empty()) after = claim_line(event) + "\n";
  };
  for (const draw::Event& event : events) plan(event);
  // A game the Laws ended before the move (the session reported it at `go`).
  if (const std::optional<draw::Event> result = s_.session.current_result()) plan(*result);
  if (offers_.offer_with(m)) before = "offer draw\n";
  const std::string said = s_.game.cecp_move(m);
  s_.game.play(m);
  // A game the engine's move ends by a rule the GUI may not know (fivefold, 75 moves, dead).
  tell_session();
  if (const std::optional<draw::Event> ended = s_.session.current_result()) plan(*ended);
  absl::StrAppend(&out.gui, before, "move ", said, "\n", after);
  end_opponent_offer("declined by a move", out);
  if (!after.empty()) s_.searches.set_game_over(true);  // the GUI ends the game on the claim
  s_.searches.set_predicted(std::nullopt);
}

// ---- Draw offers ----

void EngineSide::on_opponent_offer(Out out) {
  if (!offers_.opponent_offers()) return;
  say_debug("the opponent offers a draw", out);
  if (offers_.engine_speaks_offers()) uci::write(out.engine, uci::SetOption{"DrawOffer", "draw"});
  if (s_.searches.engine_on_move(s_.game)) answer_opponent_offer(out);
}

void EngineSide::answer_pending_offer(Out out) {
  if (offers_.awaits_answer() && s_.searches.engine_on_move(s_.game)) answer_opponent_offer(out);
}

// Accepting is `offer draw`: xboard agrees the draw when both sides have offered.
void EngineSide::answer_opponent_offer(Out out) {
  const OfferDesk::Answer answer = offers_.answer(law_has_drawn(), last_score_);
  if (answer == OfferDesk::Answer::kNone) return;
  say_events(out);
  say_debug(answer == OfferDesk::Answer::kAcceptByLaw ? "accepting: the Laws have drawn the game"
                                                      : "accepting the opponent's offer",
            out);
  append_line(out.gui, "offer draw");
}

void EngineSide::end_opponent_offer(std::string_view how, Out out) {
  offers_.end(how);
  say_events(out);
}

bool EngineSide::law_has_drawn() {
  tell_session();
  const std::optional<draw::Event> result = s_.session.current_result();
  return result && result->result == draw::Result::kDraw;
}

// ---- Through the session ----

void EngineSide::tell_session(std::optional<chess::Move> predicted) {
  s_.session.follow_game(s_.game.start_fen(), s_.game.moves_and(predicted), heard_);
}

void EngineSide::say_events(Out out) {
  for (const draw::Event& event : heard_.events()) {
    if (s_.handshake.debug_on() || said_as_comment(event)) append_line(out.gui, debug_line(event));
  }
  heard_.clear();
}

void EngineSide::say_debug(std::string_view text, Out out) {
  if (s_.handshake.debug_on()) append_line(out.gui, absl::StrCat("# ", defang(text)));
}

}  // namespace drawbridge::cecp
