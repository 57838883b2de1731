#!/usr/bin/env python3
"""The relay with Syzygy tables (--syzygy): a game that walks into a cursed win, driven as a GUI
drives it, under two editions and two claim settings, with the fake engine (session_test.py's
Run). The verdict is `rule=tablebase`, said once at the ply where the tables first decide it;
`--adjudicate stop` answers the `go` itself. Bad folders and cut tables are said plainly.

The tables' values come from python-chess 1.11.2 (the shared syzygy.expected.jsonl):
8/4BBK1/8/1n6/8/8/8/2k5 b - - 0 1 is a blessed loss for Black (wdl -1, dtz -104), a win the
fifty-move claim draws.

Run: tablebase_relay_test.py --drawbridge PATH --fake PATH --syzygy DIR [unittest args...]"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "support"))
import cecp_test  # noqa: E402
import session_test  # noqa: E402
from injected_line import fields  # noqa: E402

SYZYGY = None
# Six pieces: the tables do not cover it. The kings step aside and back, then 5. Bxe7 takes the
# pawn: the blessed loss above, Black to move, at ply 5; then 6. ... Nc3.
START = "3B4/4pBK1/8/1n6/8/8/8/2k5 w - - 0 1"
MOVES = ["g7h7", "c1d1", "h7g7", "d1c1", "d8e7", "b5c3"]
CURSED = "8/4BBK1/8/1n6/8/8/8/2k5 b - - 0 3"


def position(plies):
    return f"position fen {START} moves {' '.join(MOVES[:plies])}"


def black_searches():
    """The engine plays Black: a go at plies 1, 3 and 5, each answered by the fake's echo."""
    script = []
    for plies in (1, 3, 5):
        script += [position(plies), "go movetime 10", f"bestmove {MOVES[plies] if plies < 5 else 'b5c3'}"]
    return script


def white_searches():
    """The engine plays White: a go at plies 0, 2, 4 and 6."""
    script = []
    for plies in (0, 2, 4, 6):
        script += [position(plies), "go movetime 10", f"bestmove {MOVES[plies] if plies < 6 else 'e7d6'}"]
    return script


class Relay(unittest.TestCase):
    def run_with(self, script, *args):
        run = session_test.Run(script, [f"--syzygy={SYZYGY}", *args])
        self.assertEqual(run.rc, 0, run.stderr)
        return run

    def tablebase_lines(self, run):
        return [fields(line) for line in run.injected if "rule=tablebase" in line]

    def test_each_edition_and_claim_setting(self):
        # (edition, --claim, the engine's side's searches) -> (result, article, ply), or None when
        # the tables and the edition leave the game open.
        cases = [
            ("fide-2023", "always", black_searches, ("1/2-1/2", "9.3.2", 5)),
            # Whether 9.6.2 comes first depends on later phases the tables do not measure.
            ("fide-2023", "never", black_searches, None),
            ("fide-pre2014-pl", "always", black_searches, ("1/2-1/2", "9.3b", 5)),
            ("fide-pre2014-pl", "never", black_searches, ("1-0", None, 5)),
            # The engine is the winner: its opponent's claim is not drawbridge's to make.
            ("fide-2023", "always", white_searches, None),
            ("fide-pre2014-pl", "always", white_searches, ("1-0", None, 6)),
        ]
        for edition, claim, searches, expected in cases:
            with self.subTest(edition=edition, claim=claim, engine=searches.__name__):
                run = self.run_with(searches(), f"--rules={edition}", f"--claim={claim}")
                said = self.tablebase_lines(run)
                results = [e for e in run.events if e["rule"] == "tablebase"]
                if expected is None:
                    self.assertEqual(said, [], run.lines)
                    continue
                result, article, ply = expected
                self.assertEqual(len(said), 1, run.lines)  # once, though later gos follow
                self.assertEqual((said[0]["event"], said[0]["result"], said[0]["ply"]), ("result", result, str(ply)))
                self.assertEqual(said[0]["article"], article or "none")
                self.assertIn("wdl=", said[0]["detail"])
                self.assertEqual(len(results), 1)
                self.assertEqual((results[0]["edition"], results[0]["result"]), (edition, result))
                if ply == 5:
                    self.assertEqual(results[0]["fen"], CURSED)
                    self.assertIn("wdl=-1 dtz=-104 clock=0", said[0]["detail"])
                else:  # 6. ... Nc3: a cursed win for White to move, at a clock of 1
                    self.assertIn("wdl=1 dtz=101 clock=1", said[0]["detail"])

    def test_stop_answers_the_go(self):
        run = self.run_with(black_searches()[:-1], "--claim=always", "--adjudicate=stop")
        said = [line for line in run.injected if "rule=tablebase" in line]
        self.assertEqual(len(said), 1, run.lines)
        i = run.lines.index(said[0])
        self.assertEqual(run.lines[i + 1], "bestmove (none)")
        # The engine never heard the last go: the fake would have echoed it.
        self.assertEqual(run.lines.count("go movetime 10"), 2, run.lines)

    def test_no_tables_no_verdict(self):
        run = session_test.Run(black_searches(), ["--claim=always"])
        self.assertEqual(run.rc, 0, run.stderr)
        self.assertEqual(self.tablebase_lines(run), [])


class Cecp(cecp_test.CecpCase):
    def test_the_verdict_is_a_comment_never_a_claim(self):
        gui = cecp_test.Gui(["b5c3"], args=[f"--syzygy={SYZYGY}", "--claim=always"])
        gui.send("new", "force", f"setboard {START}", *(f"usermove {m}" for m in MOVES[:5]), "go")
        comment = gui.expect(r"# .*rule=tablebase.*")
        gui.expect("move b5c3")
        self.assertIn("result=1/2_1/2", comment)  # defanged: xboard reads no result in it
        self.assertIn("ply=5", comment)
        gui.drain()
        self.assertFalse([line for line in gui.lines if line.startswith(("1/2-1/2", "1-0", "0-1"))], gui.lines)
        self.assertNotIn("offer draw", gui.lines)
        self.finish(gui)
        self.assertEqual([(e["rule"], e["ply"]) for e in gui.events], [("tablebase", 5)])


class BadTables(unittest.TestCase):
    def drawbridge(self, *args, script=b"quit\n"):
        return subprocess.run([session_test.DRAWBRIDGE, *args, "--", session_test.FAKE], input=script,
                              capture_output=True, timeout=60)

    def test_missing_folder_is_named(self):
        missing = os.path.join(tempfile.gettempdir(), "no such tables ü")
        proc = self.drawbridge(f"--syzygy={missing}")
        self.assertNotEqual(proc.returncode, 0)
        self.assertIn(missing.encode(), proc.stderr)

    def test_folder_without_tables_is_named(self):
        with tempfile.TemporaryDirectory(prefix="drawbridge tb ") as empty:
            proc = self.drawbridge(f"--syzygy={empty}")
            self.assertNotEqual(proc.returncode, 0)
            self.assertIn(empty.encode(), proc.stderr)

    def test_cut_table_is_said_once_and_left_out(self):
        with tempfile.TemporaryDirectory(prefix="drawbridge tb ü ") as folder:
            for name in os.listdir(SYZYGY):
                if name != "KRvKP.rtbw":
                    os.symlink(os.path.join(SYZYGY, name), os.path.join(folder, name))
            with open(os.path.join(SYZYGY, "KRvKP.rtbw"), "rb") as whole, \
                    open(os.path.join(folder, "KRvKP.rtbw"), "wb") as cut:
                cut.write(whole.read()[:1000])
            run = session_test.Run(black_searches(), [f"--syzygy={folder}", "--claim=always"])
            self.assertEqual(run.rc, 0, run.stderr)
            notices = [e for e in run.events if e["event"] == "notice" and "KRvKP.rtbw" in e["detail"]]
            self.assertEqual(len(notices), 1, run.events)
            self.assertIn("cut short", notices[0]["detail"])
            said = [fields(line) for line in run.injected if "rule=tablebase" in line]
            self.assertEqual([(f["result"], f["ply"]) for f in said], [("1/2-1/2", "5")])
            self.assertIn("dtz=-104", said[0]["detail"])

    def test_set_by_uci_option(self):
        script = [f"setoption name Drawbridge SyzygyPath value {SYZYGY}", "setoption name Drawbridge Claim value always",
                  *black_searches()]
        run = session_test.Run(script, [])
        self.assertEqual(run.rc, 0, run.stderr)
        said = [fields(line) for line in run.injected if "rule=tablebase" in line]
        self.assertEqual([(f["result"], f["ply"]) for f in said], [("1/2-1/2", "5")])
        bad = session_test.Run(["setoption name Drawbridge SyzygyPath value /no/such/tables"], [])
        errors = [e for e in bad.events if e["event"] == "error"]
        self.assertEqual(len(errors), 1, bad.events)
        self.assertIn("/no/such/tables", errors[0]["detail"])

    def test_uci_options_declared(self):
        proc = self.drawbridge(script=b"uci\nuciok\nquit\n")  # the fake echoes the uciok
        out = proc.stdout.decode()
        self.assertIn("option name Drawbridge SyzygyPath type string", out)
        self.assertIn("option name Drawbridge SyzygyPieces type spin", out)


def main():
    global SYZYGY
    parser = argparse.ArgumentParser()
    parser.add_argument("--drawbridge", required=True)
    parser.add_argument("--fake", required=True)
    parser.add_argument("--syzygy", required=True)
    args, rest = parser.parse_known_args()
    session_test.DRAWBRIDGE, session_test.FAKE, SYZYGY = args.drawbridge, args.fake, args.syzygy
    cecp_test.DRAWBRIDGE, cecp_test.FAKE = args.drawbridge, args.fake
    unittest.main(argv=[sys.argv[0], *rest])


if __name__ == "__main__":
    main()
