"""drawbridge.draughts: a draughts game refereed move by move in PDN, Hub or DXP text, with the
chess referee's events, and a game's PDN moves adjudicated as `drawbridge adjudicate` does."""

from __future__ import annotations

from typing import List

import pytest

import draughts_standin
import drawbridge
from conftest import SOURCE_DIR, run_cli

# White's king crosses the long diagonal 46-5, Black's the diagonal 45-1; each side keeps a man on
# the board's edge, where nothing can take it: no lone king, and the start position comes back
# every 4 plies, the third time at ply 8 (FMJD 6.1).
FMJD_START = "W:W36,K46:B15,K45"
FMJD_SHUFFLE = ["46-5", "45-1", "5-46", "1-45"]
# The same on the 8x8 board: 29-4 and 28-1, men on 13 and 20.
RUSSIAN_START = "W:W13,K29:B20,K28"
RUSSIAN_SHUFFLE = ["29-4", "28-1", "4-29", "1-28"]
# An opening with a capture each: 28x19 takes 23, 14x23 takes 19.
OPENING = ["32-28", "19-23", "28x19", "14x23"]
OPENING_HUB = ["32-28", "19-23", "28x19x23", "14x23x19"]
OPENING_DXP = ["322800", "192300", "28190123", "14230119"]


def played(referee: drawbridge.draughts.Referee, moves: List[object]) -> List[List[drawbridge.Event]]:
    return [referee.play(move) for move in moves]


def test_fmjd_repetition_ends_the_game_at_its_ply():
    referee = drawbridge.draughts.Referee("draughts-fmjd", fen=FMJD_START)
    events = played(referee, FMJD_SHUFFLE * 2)
    assert all(not e for e in events[:-1])
    (result,) = events[-1]
    assert isinstance(result, drawbridge.Event)
    assert (result.event, result.rule, result.article, result.ply, result.result) == (
        "result", "threefold-repetition", "6.1", 8, "1/2-1/2")
    assert referee.result == "1/2-1/2" and referee.ply == 8
    assert referee.ending == {"ply": 8, "rule": "threefold-repetition", "article": "6.1"}
    assert referee.fen == FMJD_START and referee.edition == "draughts-fmjd"
    with pytest.raises(ValueError, match="the game is over"):
        referee.play("46-5")


def test_the_same_events_as_chess():
    chess = drawbridge.Referee()
    for move in ["g1f3", "g8f6", "f3g1", "f6g8"] * 4:
        chess_events = chess.play(move)
    referee = drawbridge.draughts.Referee(fen=FMJD_START)
    draughts_events = played(referee, FMJD_SHUFFLE * 2)[-1]
    assert list(draughts_events[0].to_dict()) == list(chess_events[0].to_dict())
    assert draughts_events[0].to_dict()["edition"] == "draughts-fmjd"
    assert type(draughts_events[0]) is type(chess_events[0])


@pytest.mark.parametrize("notation,moves", [("pdn", OPENING), ("hub", OPENING_HUB), ("dxp", OPENING_DXP)])
def test_pdn_hub_and_dxp_text_play_the_same_game(notation, moves):
    by_default = drawbridge.draughts.Referee(notation=notation)
    played(by_default, moves)
    by_call = drawbridge.draughts.Referee()
    for move in moves:
        by_call.play(move, notation=notation)
    pdn = drawbridge.draughts.Referee.from_moves(OPENING)
    assert by_default.fen == by_call.fen == pdn.fen == "W:W31,33-50:B1-13,15-18,20,23"
    assert by_default.ply == 4


def test_move_text_writes_a_move_in_each_notation():
    referee = drawbridge.draughts.Referee.from_moves(OPENING[:2])
    assert referee.move_text("28x19", "dxp") == "28190123"
    assert referee.move_text("28x19", "hub") == "28x19x23"
    assert referee.move_text("28190123", "pdn", notation="dxp") == "28x19"
    assert drawbridge.draughts.Referee().move_text("32-28", "dxp") == "322800"
    with pytest.raises(ValueError, match="illegal move"):
        referee.move_text("32-28", "dxp")


def test_russian_repetition_is_claimed_with_the_move_written_down():
    referee = drawbridge.draughts.Referee("draughts-russian", fen=RUSSIAN_START)
    played(referee, (RUSSIAN_SHUFFLE * 2)[:7])
    (claim,) = [e for e in referee.claimable() if e.rule == "threefold-repetition"]
    assert (claim.event, claim.article, claim.moves, claim.ply) == ("claim", "5.4.12.2", ["1-28"], 7)
    ruling, result = referee.claim(move="1-28", clocks=(30, 40))
    assert (ruling.event, ruling.move, result.result) == ("ruling", "1-28", "1/2-1/2")
    assert referee.ending["rule"] == "threefold-repetition" and referee.ply == 7


def test_a_refused_claim_plays_the_written_move():
    referee = drawbridge.draughts.Referee("draughts-russian", fen=RUSSIAN_START)
    played(referee, RUSSIAN_SHUFFLE[:3])
    (ruling,) = referee.claim(move="1-28")
    assert ruling.event == "ruling" and referee.result is None and referee.ply == 4


def test_offer_and_accept():
    referee = drawbridge.draughts.Referee("draughts-fmjd")
    referee.play("32-28")
    assert [e.event for e in referee.offer()] == ["offer"]
    (result,) = referee.accept()
    assert (result.rule, result.result, referee.result) == ("draw-offer", "1/2-1/2", "1/2-1/2")


def test_pydraughts_moves_and_objects_by_their_text():
    moves = [draughts_standin.Move(pdn_move=pdn, hub_move=hub) for pdn, hub in zip(OPENING, OPENING_HUB)]
    # pydraughts' moves are read by their pdn_move whatever the referee's notation.
    referee = drawbridge.draughts.Referee.from_moves(moves, notation="dxp")
    assert referee.ply == 4

    class Written:
        def __init__(self, text: str) -> None:
            self.text = text

        def __str__(self) -> str:
            return self.text

    assert drawbridge.draughts.Referee.from_moves(map(Written, OPENING_DXP), notation="dxp").fen == referee.fen
    answer = drawbridge.draughts.adjudicate(moves)
    assert (answer["plies"], answer["status"], answer["error"]) == (4, "ongoing", None)


def test_editions_are_the_draughts_ones():
    draughts_editions = drawbridge.draughts.editions()
    assert {"draughts-fmjd", "draughts-russian", "draughts-ministry-100"} <= set(draughts_editions)
    assert not set(draughts_editions) & set(drawbridge.editions())
    assert draughts_editions == sorted(draughts_editions)


def adjudicate_line(start: str, moves: List[str], claims: str = "") -> str:
    return f"{start}\t{' '.join(moves)}" + (f"\t{claims}" if claims else "")


GAMES = [
    ("draughts-fmjd", "startpos", OPENING, ""),
    ("draughts-fmjd", FMJD_START, FMJD_SHUFFLE * 3, ""),  # moves after the end
    ("draughts-ministry-100", FMJD_START, FMJD_SHUFFLE * 2, "ply=8 rule=threefold-repetition clocks=10/20"),
    ("draughts-russian", RUSSIAN_START, RUSSIAN_SHUFFLE * 2, "ply=7 rule=threefold-repetition move=1-28 clocks=5/5"),
    ("draughts-russian", "startpos", ["c3-d4", "f6-e5", "d4xf6"], ""),
]


@pytest.mark.parametrize("rules,start,moves,claims", GAMES)
def test_adjudicate_is_the_cli_line(cli, rules, start, moves, claims):
    (expected,) = run_cli(cli, "adjudicate", "--rules", rules, stdin=adjudicate_line(start, moves, claims) + "\n")
    assert expected["error"] is None, expected
    assert drawbridge.draughts.adjudicate(moves, start, rules, claims=claims or None) == expected
    assert drawbridge.draughts.adjudicate(" ".join(moves), start, rules, claims=claims or None) == expected


def test_adjudicate_claims_as_dicts(cli):
    rules, start, moves, claims = GAMES[3]
    (expected,) = run_cli(cli, "adjudicate", "--rules", rules, stdin=adjudicate_line(start, moves, claims) + "\n")
    as_dict = {"ply": 7, "rule": "threefold-repetition", "move": draughts_standin.Move(pdn_move="1-28"), "clocks": (5, 5)}
    assert drawbridge.draughts.adjudicate(moves, start, rules, claims=[as_dict]) == expected
    assert expected["end"]["rule"] == "threefold-repetition"


def test_bad_input_raises_value_error(cli):
    (expected,) = run_cli(cli, "adjudicate", "--rules", "draughts-fmjd", stdin="startpos\t32-28 32-28\n")
    with pytest.raises(ValueError) as raised:
        drawbridge.draughts.adjudicate(["32-28", "32-28"])
    assert str(raised.value) == expected["error"]
    bad_calls = [
        lambda: drawbridge.draughts.Referee("fide-2023"),
        lambda: drawbridge.draughts.Referee("draughts-nowhere"),
        lambda: drawbridge.draughts.Referee(fen="W:W51:B1"),
        lambda: drawbridge.draughts.Referee(notation="uci"),
        lambda: drawbridge.draughts.Referee(policy="no-such-policy"),
        lambda: drawbridge.draughts.Referee().play("32-27x"),
        lambda: drawbridge.draughts.Referee().play("32-23"),
        lambda: drawbridge.draughts.Referee().play("3228", notation="dxp"),
        lambda: drawbridge.draughts.Referee().play("322801", notation="dxp"),
        lambda: drawbridge.draughts.Referee().play("32-28", notation="hex"),
        lambda: drawbridge.draughts.Referee().play(None),
        lambda: drawbridge.draughts.Referee().play("\udcff"),
        lambda: drawbridge.draughts.Referee().claim("fifty-move"),
        lambda: drawbridge.draughts.Referee().accept(),
        lambda: drawbridge.draughts.Referee().offer("grey"),
        lambda: drawbridge.draughts.Referee().claim(clocks=(-1, 0)),
        lambda: drawbridge.draughts.adjudicate(["32-28 19-23"]),
        lambda: drawbridge.draughts.adjudicate(["32-28"], start="startpos\t"),
        lambda: drawbridge.draughts.adjudicate(["32-28"], claims="ply=x"),
        lambda: drawbridge.draughts.adjudicate(["32-28"], rules="fide-2023"),
    ]
    for call in bad_calls:
        with pytest.raises(ValueError):
            call()


DRAUGHTS_DATA = SOURCE_DIR / "tests" / "data" / "draughts"


@pytest.mark.parametrize("name,rules", [("fmjd.pdn", "draughts-fmjd"), ("russian.pdn", "draughts-russian"),
                                        ("mixed.pgn", "draughts-fmjd")])
def test_scan_of_a_pdn_file_is_the_cli_scan(cli, name, rules):
    path = DRAUGHTS_DATA / name
    expected = run_cli(cli, "scan", "--quiet", "--threads", "1", "--rules", rules, str(path))
    assert expected and list(drawbridge.draughts.scan(str(path), rules)) == expected
    from_stdin = run_cli(cli, "scan", "--quiet", "--threads", "1", "--rules", rules, stdin=path.read_bytes())
    from_bytes = list(drawbridge.draughts.scan(path.read_bytes(), rules, threads=2))
    assert from_bytes == from_stdin and {game["file"] for game in from_bytes} == {"-"}
    assert any(game.get("end") or game.get("findings") for game in from_bytes)  # the laws had a say


def test_scan_refuses_a_chess_edition():
    with pytest.raises(ValueError, match="chess edition"):
        drawbridge.draughts.scan(b"", "fide-2023")
