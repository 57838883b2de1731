// The CECP front end's half that drives the engine: the search it starts or stops, and its
// answers (thinking output, PolyGlot's offer and resign words, the move) in CECP.
#include <utility>
#include <variant>

#include "absl/strings/str_cat.h"
#include "proxy/cecp/cecp_front_end.h"
#include "proxy/cecp/draw_speech.h"
#include "proxy/cecp/thinking_line.h"
#include "proxy/cecp/xboard_words.h"
#include "proxy/uci/option_line.h"
#include "proxy/uci/uci_writer.h"
#include "rules/chess/uci_move.h"
#include "support/absl_view.h"

namespace drawbridge::cecp {
namespace {

void append_line(std::string& out, std::string_view line) { absl::StrAppend(&out, av(line), "\n"); }

}  // namespace

// ---- Searches ----

void CecpFrontEnd::update_search(Out out) {
  // An offer that came while the engine was not on move (in force mode, say) is answered now.
  if (offers_.awaits_answer() && searches_.engine_on_move(game_)) answer_opponent_offer(out);
  switch (searches_.next(game_)) {
    case SearchScheduler::Step::kNothing: return;
    case SearchScheduler::Step::kStop:
      session_.abandon_search();
      uci::write(out.engine, uci::Stop{});
      return;
    case SearchScheduler::Step::kStart: start(*searches_.wanted(game_), out); return;
  }
}

void CecpFrontEnd::start(const SearchTarget& target, Out out) {
  if (std::exchange(new_game_pending_, false)) {
    session_.start_new_game();
    uci::write(out.engine, uci::UciNewGame{});
  }
  const bool ponder = target.kind == SearchKind::kPonder;
  const std::optional<chess::Move> predicted = ponder ? searches_.predicted() : std::nullopt;
  tell_session(predicted);
  game_.write_position(out.engine, predicted);
  uci::Go go;
  go.infinite = true;
  if (target.kind != SearchKind::kAnalyze) {
    const chess::Color engine = searches_.engine_color();
    go = go_limits(clock_, engine, game_.moves_by(engine));
    go.ponder = ponder;
  }
  last_score_.reset();
  status_ = AnalysisStatus();
  searches_.started(target);
  const std::optional<draw::Event> answered = session_.start_search(ponder, heard_);
  say_events(out);
  // The session answers a `go` itself under --adjudicate stop, in a game the Laws have ended.
  if (answered && gui_sees_on_board(*answered)) {
    (void)searches_.finish();
    append_line(out.gui, claim_line(*answered));
    searches_.set_game_over(true);
    return;
  }
  // A draw the GUI cannot see stops nothing there, and an engine that does not move loses on
  // time: it plays on, offering the draw with each move (play_engine_move), as under `report`.
  uci::write(out.engine, go);
}

// ---- The engine's lines ----

void CecpFrontEnd::on_engine_line(std::string_view line, Out out) {
  (void)engine_.on_line(line, heard_);
  const uci::EngineLine parsed = uci::parse_engine_line(line);
  if (const auto* info = std::get_if<uci::Info>(&parsed)) {
    on_info(*info, out);
  } else if (const auto* id = std::get_if<uci::Id>(&parsed)) {
    if (id->field == "name") handshake_.on_engine_name(id->value);
  } else if (std::holds_alternative<uci::Option>(parsed)) {
    if (std::optional<EngineOption> option = uci::read_option_declaration(line)) {
      // PolyGlot's switch for the engine's own offers, not an option for the GUI's user.
      if (option->name == "UCI_DrawOffers") {
        offers_.set_engine_speaks_offers();
      } else {
        handshake_.on_engine_option(*std::move(option));
      }
    }
  } else if (std::holds_alternative<uci::UciOk>(parsed)) {
    out.gui += handshake_.on_uciok(session_.own_options());
  } else if (const auto* best = std::get_if<uci::BestMove>(&parsed)) {
    on_bestmove(*best, out);
  } else if (!std::holds_alternative<uci::ReadyOk>(parsed) && !line.empty()) {
    say_debug(absl::StrCat("engine: ", av(line)), out);
  }
  say_events(out);
}

void CecpFrontEnd::on_info(const uci::Info& info, Out out) {
  if (info.string) {
    on_engine_string(*info.string, out);
    return;
  }
  const SearchTarget* live = searches_.live();
  if (!live) return;
  if (info.score && info.multipv.value_or(1) == 1) last_score_ = info.score;
  status_.update(info);
  if (post_ || live->kind == SearchKind::kAnalyze) {
    const std::optional<std::string> thinking = thinking_line(info);
    if (thinking && !reads_as_claim(*thinking)) append_line(out.gui, *thinking);
  }
}

// PolyGlot's words for an engine that declared UCI_DrawOffers; any other text is prose.
void CecpFrontEnd::on_engine_string(std::string_view text, Out out) {
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
    session_.engine_resigns(heard_);
    say_events(out);
    append_line(out.gui, "resign");
    searches_.set_game_over(true);
    update_search(out);
  } else {
    say_debug(absl::StrCat("engine: ", av(text)), out);
  }
}

void CecpFrontEnd::on_bestmove(const uci::BestMove& best, Out out) {
  const std::optional<SearchTarget> search = searches_.finish();
  // The session's claims and offers for this move, emitted while it read the line.
  const std::vector<draw::Event> events = heard_.events();
  if (!search || search->kind != SearchKind::kThink) {
    update_search(out);
    return;
  }
  const absl::StatusOr<chess::Move> m = chess::parse_uci_move(game_.board(), best.move);
  if (!m.ok()) {
    // Checkmated or stalemated (bestmove (none) or 0000): the GUI sees that itself.
    say_debug(absl::StrCat("the engine has no move: ", av(best.move)), out);
    update_search(out);
    return;
  }
  play_engine_move(*m, events, out);
  if (best.ponder) {
    if (const std::optional<chess::Move> reply = chess::legal_uci_move(game_.board(), *best.ponder)) {
      searches_.set_predicted(reply);
    }
  }
  update_search(out);
}

// What goes around the move (draw_speech.h): `offer draw` before it, a claim after it.
void CecpFrontEnd::play_engine_move(chess::Move m, const std::vector<draw::Event>& events, Out out) {
  std::string before;
  std::string after;
  const auto plan = [&](const draw::Event& event) {
    const Speech speech = speech_for(event);
    if (speech.offer_before_move) before = "offer draw\n";
    if (speech.claim_after_move && after.empty()) after = claim_line(event) + "\n";
  };
  for (const draw::Event& event : events) plan(event);
  // A game the Laws ended before the move (the session reported it at `go`).
  if (const std::optional<draw::Event> result = session_.current_result()) plan(*result);
  if (offers_.offer_with(m)) before = "offer draw\n";
  const std::string said = game_.cecp_move(m);
  game_.play(m);
  // A game the engine's move ends by a rule the GUI may not know (fivefold, 75 moves, dead).
  tell_session();
  if (const std::optional<draw::Event> ended = session_.current_result()) plan(*ended);
  absl::StrAppend(&out.gui, before, "move ", said, "\n", after);
  end_opponent_offer("declined by a move", out);
  if (!after.empty()) searches_.set_game_over(true);  // the GUI ends the game on the claim
  searches_.set_predicted(std::nullopt);
}

}  // namespace drawbridge::cecp
