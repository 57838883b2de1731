"""drawbridge.Referee: a game refereed move by move, its events, claims, offers and flag falls."""

from __future__ import annotations

import json

import pytest

import drawbridge

SHUFFLE = ["g1f3", "g8f6", "f3g1", "f6g8"]


def test_fivefold_ends_the_game():
    referee = drawbridge.Referee()
    events = []
    for move in SHUFFLE * 4:
        events = referee.play(move)
    assert referee.result == "1/2-1/2" and referee.ending["rule"] == "fivefold-repetition"
    assert [e.event for e in events] == ["result"]
    assert events[0].to_dict()["edition"] == "fide-2023"
    assert referee.ply == 16
    with pytest.raises(ValueError):
        referee.play("e2e4")


def test_claimable_and_a_claim(chess_module):
    referee = drawbridge.Referee()
    for move in SHUFFLE * 2:
        referee.play(chess_module.Move.from_uci(move))
    claims = referee.claimable()
    assert {(c.rule, bool(c.moves)) for c in claims} >= {("threefold-repetition", False)}
    ruling = referee.claim("threefold-repetition", clocks=(60, 60))
    assert referee.result == "1/2-1/2" and ruling


def test_flag_fall_and_offer():
    referee = drawbridge.Referee(fen="4k3/8/8/8/8/8/8/3QK3 w - - 0 1")
    events = referee.flag_fall("white")
    assert referee.result == "1/2-1/2"  # black, a bare king, cannot mate (6.9)
    assert events[-1].event == "result"
    lost = drawbridge.Referee(fen="4k3/8/8/8/8/8/8/3QK3 b - - 0 1")
    lost.flag_fall()
    assert lost.result == "1-0"
    offered = drawbridge.Referee()
    offered.play("e2e4")
    assert [e.event for e in offered.offer()] == ["offer"]


def test_from_board_and_bad_input(chess_module):
    board = chess_module.Board()
    for move in SHUFFLE:
        board.push(chess_module.Move.from_uci(move))
    assert drawbridge.Referee.from_board(board).ply == 4
    with pytest.raises(ValueError):
        drawbridge.Referee(fen="not a fen")
    with pytest.raises(ValueError):
        drawbridge.Referee(rules="fide-1900")
    with pytest.raises(ValueError):
        drawbridge.Referee().play("e2e5")


def test_events_are_the_bound_event_type():
    referee = drawbridge.Referee()
    for move in SHUFFLE * 2:
        referee.play(move)
    claim = next(e for e in referee.claimable() if not e.moves)
    assert isinstance(claim, drawbridge.Event)
    # The enums are the contract's names too: equal, hashed and printed as them.
    assert claim.event == drawbridge.EventKind.claim and claim.event == "claim"
    assert claim.rule == drawbridge.Rule.threefold_repetition and claim.rule == "threefold-repetition"
    assert claim.rule != "fifty-move" and claim.rule != drawbridge.Rule.fifty_move
    assert {claim.rule: 1}["threefold-repetition"] == 1 and str(claim.rule) == "threefold-repetition"
    assert f"{claim.event}" == "claim"
    assert (claim.article, claim.edition, claim.ply, claim.game, claim.move, claim.result) == (
        "9.2.1.2", "fide-2023", 8, 1, None, None)
    as_dict = claim.to_dict()
    assert json.loads(json.dumps(as_dict)) == as_dict  # plain values
    assert list(as_dict) == ["event", "rule", "article", "edition", "ply", "move", "result", "fen", "game", "detail", "moves"]
    assert repr(claim).startswith("Event(event='claim', rule='threefold-repetition', article='9.2.1.2'")
    assert claim == next(e for e in referee.claimable() if not e.moves) and claim != as_dict
    with pytest.raises(TypeError):
        drawbridge.Event()  # made by the referee only
    every_rule = {str(rule) for rule in drawbridge.Rule.__members__.values()}
    assert {"fifty-move", "seventy-five-move", "dead-position", "draw-offer", "timeout"} <= every_rule


def test_flag_fall_names_the_side():
    referee = drawbridge.Referee(fen="4k3/8/8/8/8/8/8/3QK3 b - - 0 1")
    events = referee.flag_fall()
    assert [(e.event, e.side) for e in events][0] == ("flag-fall", "black")
    assert events[-1].result == "1-0" and events[-1].event == drawbridge.EventKind.result


def test_moves_of_a_claim_and_a_play_as_objects(chess_module):
    referee = drawbridge.Referee()
    for move in SHUFFLE:
        referee.play(chess_module.Move.from_uci(move))
    for move in SHUFFLE[:3]:
        referee.play(move)
    ruling = referee.claim("threefold-repetition", chess_module.Move.from_uci("f6g8"), clocks=(60, 60))
    assert ruling[0].event == "ruling" and referee.result == "1/2-1/2"
