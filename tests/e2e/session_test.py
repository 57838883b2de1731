#!/usr/bin/env python3
"""End-to-end tests of the session (the mirror and the injections) through the built
drawbridge, with the fake engine. The fake echoes every line it reads, so a test plays the
engine too: `info ... score ...` and `bestmove ...` sent by the test come back from the
engine's side exactly as an engine would write them.

Run: session_test.py --drawbridge PATH --fake PATH [unittest args...]"""
import argparse
import json
import os
import subprocess
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "support"))
from injected_line import PREFIX, fields  # noqa: E402

DRAWBRIDGE = None
FAKE = None

DANCE = "g1f3 g8f6 f3g1 f6g8"  # knights out and back: the start position once more
SEVEN = "position startpos moves " + " ".join([DANCE, "g1f3 g8f6 f3g1"])
EIGHT = "position startpos moves " + " ".join([DANCE, DANCE])
MATE = "position startpos moves f2f3 e7e5 g2g4 d8h4"


def search(score, move):
    """The GUI's go, then what the engine would say (echoed back by the fake)."""
    return ["go wtime 60000 btime 60000", f"info depth 8 score {score} nodes 1000 pv {move}",
            f"bestmove {move}"]


class Run:
    """One drawbridge process driven like a GUI, line by line: each line is followed by
    `isready`, and the next line waits for the engine's `readyok`, so that every engine
    line caused by a GUI line has reached the GUI before the next GUI line is sent (as a
    GUI waits for `bestmove`). The isready/readyok pairs are left out of `lines`."""

    def __init__(self, script, args=(), config=None):
        with tempfile.TemporaryDirectory() as tmp:
            events = os.path.join(tmp, "events.jsonl")
            extra = []
            if config is not None:
                path = os.path.join(tmp, "drawbridge.toml")
                with open(path, "w") as f:
                    f.write(config)
                extra = [f"--config={path}"]
            proc = subprocess.Popen([DRAWBRIDGE, f"--events={events}", *extra, *args, "--", FAKE],
                                    stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
            received = []
            for n, line in enumerate(script, 1):
                proc.stdin.write(f"{line}\nisready\n".encode())
                proc.stdin.flush()
                while sum(1 for l in received if l == "readyok") < n:
                    out = proc.stdout.readline()
                    if not out:
                        break
                    received.append(out.decode().rstrip("\n"))
            rest, err = proc.communicate(b"quit\n", timeout=60)
            received += rest.decode().splitlines()
            self.rc = proc.returncode
            self.stderr = err.decode()
            self.lines = [l for l in received if l not in ("isready", "readyok")]
            self.events = []
            if os.path.exists(events):
                with open(events) as f:
                    self.events = [json.loads(line) for line in f]
        self.injected = [l for l in self.lines if l.startswith(PREFIX)]

    def before(self, line):
        """The injected lines right before the first echo of `line` (or of the engine's line)."""
        i = self.lines.index(line)
        j = i
        while j > 0 and self.lines[j - 1].startswith(PREFIX):
            j -= 1
        return self.lines[j:i]


class SessionCase(unittest.TestCase):
    def run_script(self, script, args=(), config=None):
        run = Run(script, args, config)
        self.assertEqual(run.rc, 0, run.stderr)
        self.check_events_agree(run)
        return run

    def check_events_agree(self, run):
        """Every injected line has its JSON line, field for field, in the same order."""
        self.assertEqual(len(run.events), len(run.injected), (run.events, run.injected))
        for event, line in zip(run.events, run.injected):
            f = fields(line)
            self.assertEqual(event["event"], f["event"])
            self.assertEqual(event["rule"], None if f["rule"] == "none" else f["rule"])
            self.assertEqual(event["article"], None if f["article"] == "none" else f["article"])
            self.assertEqual(str(event["ply"]), f["ply"])
            self.assertEqual(event["move"], f.get("move"))
            self.assertEqual(event["result"], f.get("result"))
            self.assertEqual(event["detail"], f.get("detail"))
            self.assertIn("edition", event)
            self.assertIsInstance(event["game"], int)

    def assert_claim(self, run, bestmove, rule, article, ply, move=None):
        injected = run.before(f"bestmove {bestmove}")
        self.assertEqual(len(injected), 1, run.lines)
        f = fields(injected[0])
        self.assertEqual((f["event"], f["rule"], f["article"], f["ply"], f.get("move")),
                         ("claim", rule, article, str(ply), move))


class Claims(SessionCase):
    def test_threefold_with_the_bestmove(self):
        run = self.run_script([SEVEN, *search("cp 0", "f6g8")])
        self.assert_claim(run, "f6g8", "threefold-repetition", "9.2.1.1", 7, "f6g8")
        self.assertEqual(run.events[0]["fen"], "rnbqkb1r/pppppppp/5n2/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 7 4")

    def test_threefold_on_the_board(self):
        run = self.run_script([EIGHT, *search("cp 0", "e2e4")])
        self.assert_claim(run, "e2e4", "threefold-repetition", "9.2.1.2", 8)

    def test_no_claim_without_a_repetition(self):
        run = self.run_script([SEVEN, *search("cp 0", "e7e5")])
        self.assertEqual(run.injected, [])

    def test_fifty_moves_with_the_move_and_on_the_board(self):
        run = self.run_script(["position fen 4k3/8/8/8/8/8/8/R3K3 w - - 99 80", *search("cp 0", "a1a2"),
                               "position fen 4k3/8/8/8/8/8/8/R3K3 w - - 99 80 moves a1a2 e8d8",
                               *search("cp 0", "a2a3")])
        self.assert_claim(run, "a1a2", "fifty-move", "9.3.1", 0, "a1a2")
        self.assert_claim(run, "a2a3", "fifty-move", "9.3.2", 2)

    def test_edition_from_a_file(self):
        edition = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "configs", "rules",
                               "fide-pre2014-ru.toml")
        run = self.run_script([SEVEN, *search("cp 0", "f6g8")], [f"--rules={edition}"])
        self.assertEqual(run.events[0]["edition"], "fide-pre2014-ru")

    def test_other_edition_cites_its_articles(self):
        run = self.run_script([SEVEN, *search("cp 0", "f6g8")], ["--rules=fide-2014"])
        self.assert_claim(run, "f6g8", "threefold-repetition", "9.2a", 7, "f6g8")
        self.assertEqual(run.events[0]["edition"], "fide-2014")


class UnlessWinning(SessionCase):
    def test_at_the_margin_claims(self):
        run = self.run_script([SEVEN, *search("cp 50", "f6g8")])
        self.assertEqual(len(run.injected), 1)

    def test_above_the_margin_does_not(self):
        run = self.run_script([SEVEN, *search("cp 51", "f6g8")])
        self.assertEqual(run.injected, [])

    def test_margin_flag(self):
        run = self.run_script([SEVEN, *search("cp 120", "f6g8")], ["--claim_margin=150"])
        self.assertEqual(len(run.injected), 1)

    def test_mate_for_the_engine_is_winning(self):
        self.assertEqual(self.run_script([SEVEN, *search("mate 4", "f6g8")]).injected, [])
        self.assertEqual(len(self.run_script([SEVEN, *search("mate -4", "f6g8")]).injected), 1)

    def test_never_and_always(self):
        self.assertEqual(self.run_script([SEVEN, *search("cp 0", "f6g8")], ["--claim=never"]).injected, [])
        self.assertEqual(len(self.run_script([SEVEN, *search("cp 800", "f6g8")], ["--claim=always"]).injected), 1)


OPENING = ["e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "f8c5", "e1g1", "g8f6", "d2d3", "d7d6"]


def white_game(scores):
    """White (the engine) plays OPENING's white moves with these scores; Black replies."""
    script = []
    for i, score in enumerate(scores):
        script.append("position startpos moves " + " ".join(OPENING[:2 * i]) if i else "position startpos")
        script += search(score, OPENING[2 * i])
    return script


class Offers(SessionCase):
    ARGS = ["--offer=score", "--offer_move=3", "--offer_score=10", "--offer_count=2"]

    def offers(self, run):
        return [(f["ply"], f["move"]) for f in map(fields, run.injected) if f["event"] == "offer"]

    def test_any_time_re_offer(self):
        run = self.run_script(white_game(["cp 3", "cp -5", "cp 10", "cp 0", "cp 1"]), self.ARGS)
        self.assertEqual(self.offers(run), [("5", "f1c4"), ("7", "e1g1"), ("9", "d2d3")])
        self.assertEqual(fields(run.before("bestmove f1c4")[0])["article"], "9.1.2.1")

    def test_after_opponent_offer(self):
        run = self.run_script(white_game(["cp 3", "cp -5", "cp 10", "cp 0", "cp 1"]),
                              self.ARGS + ["--policy=after-opponent-offer"])
        self.assertEqual(self.offers(run), [("5", "f1c4")])

    def test_every_n_moves(self):
        run = self.run_script(white_game(["cp 3", "cp -5", "cp 10", "cp 0", "cp 1"]),
                              self.ARGS + ["--policy=every-n-moves:2"])
        self.assertEqual(self.offers(run), [("5", "f1c4"), ("9", "d2d3")])

    def test_a_loud_score_breaks_the_run(self):
        run = self.run_script(white_game(["cp 3", "cp -5", "cp 11", "cp 0", "cp 1"]), self.ARGS)
        self.assertEqual(self.offers(run), [("9", "d2d3")])

    def test_never_by_default(self):
        self.assertEqual(self.run_script(white_game(["cp 0"] * 5)).injected, [])


RESULTS = [
    (MATE, "checkmate", "5.1.1", 4, "0-1"),
    ("position fen 7k/8/6K1/8/8/8/8/5Q2 w - - 0 1 moves f1f7", "stalemate", "5.2.1", 1, "1/2-1/2"),
    ("position startpos moves " + " ".join([DANCE] * 4), "fivefold-repetition", "9.6.1", 16, "1/2-1/2"),
    ("position fen 4k3/8/8/8/8/8/8/R3K3 w - - 149 120 moves a1a2", "seventy-five-move", "9.6.2", 1, "1/2-1/2"),
    ("position fen 4k3/8/8/8/8/8/3p4/4K3 w - - 0 1 moves e1d2", "dead-position", "5.2.2", 1, "1/2-1/2"),
]


class Results(SessionCase):
    def check_result(self, line, rule, article, ply, result):
        f = fields(line)
        self.assertEqual((f["event"], f["rule"], f["article"], f["ply"], f["result"]),
                         ("result", rule, article, str(ply), result))

    def test_report_forwards_go(self):
        for position, *expected in RESULTS:
            with self.subTest(expected[0]):
                run = self.run_script([position, "go movetime 10"])
                self.assertEqual(len(run.injected), 1)
                self.check_result(run.injected[0], *expected)
                # Said right after the go: before the engine could even see it.
                self.assertLess(run.lines.index(run.injected[0]), run.lines.index("go movetime 10"))

    def test_stop_answers_itself(self):
        for position, *expected in RESULTS:
            with self.subTest(expected[0]):
                run = self.run_script([position, "go movetime 10"], ["--adjudicate=stop"])
                self.assertNotIn("go movetime 10", run.lines)
                i = run.lines.index(run.injected[0])
                self.check_result(run.lines[i], *expected)
                self.assertEqual(run.lines[i + 1], "bestmove (none)")

    def test_arbiter_initiative(self):
        run = self.run_script([EIGHT, "go"], ["--policy=arbiter-initiative"])
        self.check_result(run.injected[0], "threefold-repetition", "9.2.1.2", 8, "1/2-1/2")

    def test_no_result_while_the_game_is_on(self):
        self.assertEqual(self.run_script([EIGHT, "go"], ["--adjudicate=stop"]).injected, [])


class Ponder(SessionCase):
    def test_ponder_hit(self):
        run = self.run_script([SEVEN, "go ponder wtime 1000 btime 1000", "info depth 3 score cp 0 pv f6g8",
                               "ponderhit", "bestmove f6g8"])
        self.assert_claim(run, "f6g8", "threefold-repetition", "9.2.1.1", 7, "f6g8")

    def test_ponder_miss(self):
        run = self.run_script([SEVEN, "go ponder wtime 1000 btime 1000", "info depth 3 score cp 0 pv f6g8",
                               "stop", "bestmove f6g8",
                               "position startpos moves " + DANCE + " g1f3 g8f6 b1c3", *search("cp 0", "f6g8")])
        self.assertEqual(run.injected, [])

    def test_pondered_result_waits_for_ponderhit(self):
        run = self.run_script([MATE, "go ponder", "ponderhit"], ["--adjudicate=stop"])
        self.assertEqual(len(run.injected), 1)
        self.assertGreater(run.lines.index(run.injected[0]), run.lines.index("go ponder"))


class Takebacks(SessionCase):
    def test_claim_follows_the_takeback(self):
        run = self.run_script(["position startpos moves " + DANCE + " g1f3", *search("cp 0", "g8f6"),
                               SEVEN, *search("cp 0", "f6g8")])
        self.assertEqual(run.before("bestmove g8f6"), [])
        self.assert_claim(run, "f6g8", "threefold-repetition", "9.2.1.1", 7, "f6g8")

    def test_result_gone_after_takeback(self):
        run = self.run_script([MATE, "go", "position startpos moves f2f3 e7e5 g2g4", "go"])
        self.assertEqual(len(run.injected), 1)
        self.assertEqual(run.events[0]["game"], 1)


class FenOnly(SessionCase):
    def test_repetitions_counted_across_fens(self):
        fens = ["3k4/8/8/8/8/8/R7/4K3 w - - 2 2", "4k3/8/8/8/8/8/8/R3K3 w - - 4 3",
                "3k4/8/8/8/8/8/R7/4K3 w - - 6 4", "4k3/8/8/8/8/8/8/R3K3 w - - 8 5"]
        script = ["position fen 4k3/8/8/8/8/8/8/R3K3 w - - 0 1"]
        for move, fen in zip(["a1a2", "a2a1", "a1a2", "a2a1"], fens):
            script += search("cp 0", move) + [f"position fen {fen}"]
        script += search("cp 0", "a1b1")
        run = self.run_script(script)
        self.assert_claim(run, "a1b1", "threefold-repetition", "9.2.1.2", 8)
        self.assertEqual(run.events[0]["game"], 1)

    def test_unlinked_fen_has_no_history(self):
        # The same positions, but the engine's moves are not the ones that lead there.
        fens = ["3k4/8/8/8/8/8/R7/4K3 w - - 2 2", "4k3/8/8/8/8/8/8/R3K3 w - - 4 3",
                "3k4/8/8/8/8/8/R7/4K3 w - - 6 4", "4k3/8/8/8/8/8/8/R3K3 w - - 8 5"]
        script = ["position fen 4k3/8/8/8/8/8/8/R3K3 w - - 0 1"]
        for fen in fens:
            script += search("cp 0", "e1f1") + [f"position fen {fen}"]
        script += search("cp 0", "a1b1")
        self.assertEqual(self.run_script(script).injected, [])


class Chess960(SessionCase):
    def test_castling_as_the_declared_move(self):
        fen = "position fen 4k3/8/8/8/8/8/8/4K2R w K - 99 80"
        run = self.run_script(["setoption name UCI_Chess960 value true", fen, *search("cp 0", "e1h1")])
        self.assert_claim(run, "e1h1", "fifty-move", "9.3.1", 0, "e1h1")
        run = self.run_script([fen, *search("cp 0", "e1g1")])
        self.assert_claim(run, "e1g1", "fifty-move", "9.3.1", 0, "e1g1")

    def test_chess960_start_and_castling_in_the_moves(self):
        run = self.run_script(["setoption name UCI_Chess960 value true",
                               "position fen bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w GEge - 0 1 "
                               "moves h1g3 h8g6 f1g1 f8g8 g3h1 g6h8 h1g3 h8g6 g3h1 g6h8 h1g3", *search("cp 0", "h8g6")])
        # After both castled (king takes rook), the knights' dance repeats the position
        # after f8g8 a third time.
        self.assert_claim(run, "h8g6", "threefold-repetition", "9.2.1.1", 11, "h8g6")


class Variant(SessionCase):
    def test_non_chess_variant_is_a_pure_relay(self):
        run = self.run_script(["setoption name UCI_Variant value atomic",
                               "position startpos moves e2e4 e7e5 d1h5 a7a6 h5f7", "go", "bestmove e8f7"])
        self.assertEqual(len(run.injected), 1)
        f = fields(run.injected[0])
        self.assertEqual(f["event"], "notice")
        self.assertIn("atomic", f["detail"])
        self.assertIn("setoption name UCI_Variant value atomic", run.lines)


class BadInput(SessionCase):
    def check_error(self, script, ply, move, detail_start=""):
        run = self.run_script(script)
        errors = [fields(l) for l in run.injected if fields(l)["event"] == "error"]
        self.assertEqual(len(errors), 1, run.lines)
        self.assertEqual((errors[0]["ply"], errors[0].get("move")), (str(ply), move))
        self.assertTrue(errors[0]["detail"].startswith(detail_start), errors[0]["detail"])
        return run

    def test_illegal_move(self):
        run = self.run_script(["position startpos moves e2e4 e7e5 e1e3", "go", MATE, "go"])
        errors = [fields(l) for l in run.injected if fields(l)["event"] == "error"]
        self.assertEqual([(e["ply"], e.get("move")) for e in errors], [("2", "e1e3"), ("2", None)], run.lines)
        self.assertTrue(errors[1]["detail"].startswith("go after a held-back position"))
        # Neither the line nor its go reached the engine (which echoes what it gets); drawbridge
        # answered the go, and the mirror resumed at the next valid position.
        self.assertNotIn("position startpos moves e2e4 e7e5 e1e3", run.lines)
        self.assertEqual(run.lines.count("go"), 1)
        self.assertIn("bestmove (none)", run.lines)
        self.assertEqual(fields(run.injected[-1])["event"], "result")

    def test_not_a_move(self):
        self.check_error(["position startpos moves e2e4 hello"], 1, "hello")

    def test_position_without_start(self):
        self.check_error(["position startpos moves e2e4", "position moves e2e4 e7e5"], 1, None,
                         "position without startpos or fen")

    def test_broken_fen(self):
        run = self.check_error(["position fen rnbqkbnr/pppppppp/8 w KQkq - 0 1"], 0, None, "bad FEN")
        self.assertNotIn("position fen rnbqkbnr/pppppppp/8 w KQkq - 0 1", run.lines)

    def test_missing_moves_keyword_is_repaired(self):
        run = self.check_error(["position startpos e2e4 e7e5"], 2, None, "position without 'moves'")
        self.assertIn("position startpos moves e2e4 e7e5", run.lines)
        self.assertNotIn("position startpos e2e4 e7e5", run.lines)

    def test_illegal_bestmove(self):
        self.check_error(["position startpos", *search("cp 0", "e2e5")], 0, "e2e5")

    def test_bad_option_value(self):
        run = self.check_error(["setoption name Drawbridge Claim value sometimes"], 0, None, "setoption")
        self.assertNotIn("setoption name Drawbridge Claim value sometimes", run.lines)


class Options(SessionCase):
    def test_listed_before_uciok_and_applied(self):
        run = self.run_script(["uci", "id name Fake", "uciok", "setoption name Drawbridge Claim value never",
                               SEVEN, *search("cp 0", "f6g8")])
        options = run.before("uciok")
        self.assertEqual(len(options), 0)  # option lines are not drawbridge events
        i = run.lines.index("uciok")
        self.assertTrue(run.lines[i - 1].startswith("option name Drawbridge Events type string"))
        self.assertTrue(any(l.startswith("option name Drawbridge Rules type combo default fide-2023")
                            for l in run.lines[:i]))
        self.assertNotIn("setoption name Drawbridge Claim value never", run.lines)
        self.assertEqual(run.injected, [])

    def test_precedence_config_flags_setoption(self):
        config = 'claim = "never"\nclaim_margin = 10\nrules = "fide-2014"\n'
        # The file alone: never.
        self.assertEqual(self.run_script([SEVEN, *search("cp 0", "f6g8")], config=config).injected, [])
        # A flag beats the file; the file's other keys still count.
        run = self.run_script([SEVEN, *search("cp 20", "f6g8")], ["--claim=unless-winning"], config=config)
        self.assertEqual(run.injected, [])
        run = self.run_script([SEVEN, *search("cp 5", "f6g8")], ["--claim=unless-winning"], config=config)
        self.assert_claim(run, "f6g8", "threefold-repetition", "9.2a", 7, "f6g8")
        # setoption beats both.
        run = self.run_script(["setoption name Drawbridge Claim Margin value 30",
                               "setoption name Drawbridge Rules value fide-2023",
                               SEVEN, *search("cp 20", "f6g8")], ["--claim=unless-winning"], config=config)
        self.assert_claim(run, "f6g8", "threefold-repetition", "9.2.1.1", 7, "f6g8")

    def test_bad_flag_is_refused(self):
        proc = subprocess.run([DRAWBRIDGE, "--claim=sometimes", "--", FAKE], input=b"quit\n",
                              capture_output=True, timeout=30)
        self.assertEqual(proc.returncode, 2)
        self.assertIn(b"sometimes", proc.stderr)


def main():
    global DRAWBRIDGE, FAKE
    parser = argparse.ArgumentParser()
    parser.add_argument("--drawbridge", required=True)
    parser.add_argument("--fake", required=True)
    args, rest = parser.parse_known_args()
    DRAWBRIDGE, FAKE = args.drawbridge, args.fake
    unittest.main(argv=[sys.argv[0], *rest])


if __name__ == "__main__":
    main()
