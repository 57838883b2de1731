#!/usr/bin/env python3
"""`drawbridge scan` on draughts and mixed archives: each game's edition from its GameType, an
explicit --rules against a game's GameType, the HTML report's draughts boards and --fixed, on
games written for these tests (tests/data/draughts).

usage: draughts_scan_test.py DRAWBRIDGE DRAUGHTS_DATA
"""
import json
import os
import re
import subprocess
import sys
import tempfile
import unittest

DRAWBRIDGE = DATA = None


def run(args):
    p = subprocess.run([DRAWBRIDGE, "scan", "--quiet", *args], capture_output=True, text=True, timeout=60)
    return p.returncode, [json.loads(line) for line in p.stdout.splitlines()], p.stderr


def data(name):
    return os.path.join(DATA, name)


def kinds(game):
    return [f["kind"] for f in game["findings"]]


class GameTypeChoosesTheEdition(unittest.TestCase):
    def test_mixed_archive_without_rules(self):
        rc, games, err = run([data("mixed.pgn")])
        self.assertEqual(rc, 0, err)
        chess, international, russian, english, chess0 = games
        self.assertEqual(chess["status"], "checkmate")
        self.assertEqual(kinds(chess), ["result-contradicts-laws"])
        self.assertEqual(international["end"], {"ply": 8, "rule": "threefold-repetition", "article": "6.1"})
        self.assertEqual(kinds(international), ["played-past-end", "result-contradicts-laws"])
        self.assertEqual((russian["status"], russian["result"]), ("no-move", "1-0"))
        self.assertTrue(russian["fen"].startswith("B:W15"), russian["fen"])
        self.assertEqual(kinds(russian), ["result-contradicts-laws"])
        self.assertEqual((english["status"], english["game_type"]), ("skipped", "21"))
        self.assertEqual((chess0["status"], chess0["plies"]), ("ongoing", 2))

    def test_draughts_files_without_rules_read_as_with_them(self):
        for name, rules in (("fmjd.pdn", "draughts-fmjd"), ("russian.pdn", "draughts-russian")):
            _, by_type, _ = run([data(name)])
            _, by_rules, _ = run(["--rules", rules, data(name)])
            # The Russian game in fmjd.pdn is an error under --rules draughts-fmjd only.
            self.assertEqual(by_type[:2], by_rules[:2], name)

    def test_rules_against_game_type_is_an_error_on_that_game(self):
        rc, games, err = run(["--rules", "fide-2023", data("mixed.pgn")])
        self.assertEqual(rc, 1)
        self.assertEqual(games[0]["status"], "checkmate")
        self.assertEqual(games[1]["error"],
                         "the game's GameType 20 (draughts-international) contradicts --rules fide-2023 (chess)")
        self.assertEqual(games[2]["error"],
                         "the game's GameType 25 (draughts-russian) contradicts --rules fide-2023 (chess)")
        self.assertEqual(games[3]["error"], "the game's GameType 21 contradicts --rules fide-2023 (chess)")
        self.assertEqual(games[4]["plies"], 2)

        rc, games, _ = run(["--rules", "draughts-russian", data("mixed.pgn")])
        self.assertEqual(rc, 1)
        self.assertEqual(games[1]["error"], "the game's GameType 20 (draughts-international) contradicts "
                                            "--rules draughts-russian (draughts-russian)")
        self.assertEqual(games[2]["status"], "no-move")
        self.assertEqual(games[4]["error"], "the game's GameType 0 (chess) contradicts "
                                            "--rules draughts-russian (draughts-russian)")
        # A game without GameType is the edition's game under a draughts --rules: not a draughts move.
        self.assertIn("ply 0", games[0]["error"])


class Threads(unittest.TestCase):
    def test_one_and_four_threads_agree_on_a_mixed_archive(self):
        with tempfile.TemporaryDirectory() as tmp:
            outputs = []
            for threads in ("1", "4"):
                fixed = os.path.join(tmp, f"fixed{threads}.pgn")
                p = subprocess.run([DRAWBRIDGE, "scan", "--quiet", "--threads", threads, "--fixed", fixed,
                                    data("mixed.pgn"), data("fmjd.pdn"), data("russian.pdn")],
                                   capture_output=True, text=True, timeout=60)
                with open(fixed, encoding="utf-8") as f:
                    outputs.append((p.returncode, p.stdout, f.read()))
            self.assertEqual(outputs[0], outputs[1])
            self.assertEqual(outputs[0][1].count("\n"), 10)


class Report(unittest.TestCase):
    def test_html_draws_draughts_boards(self):
        with tempfile.TemporaryDirectory() as tmp:
            page = os.path.join(tmp, "report.html")
            rc, games, err = run(["--html", page, data("mixed.pgn")])
            self.assertEqual(rc, 0, err)
            with open(page, encoding="utf-8") as f:
                html = f.read()
        drawn = sum(1 for g in games for k in kinds(g) if k != "claimable-draw-not-claimed")
        self.assertEqual(html.count('<svg class="board'), drawn)
        boards = re.findall(r'<svg class="board draughts".*?</svg>', html)
        self.assertEqual(len(boards), 3)  # two findings of the international game, one Russian
        international, russian = boards[0], boards[2]
        self.assertEqual(international.count('<g class="king white"'), 1)
        self.assertEqual(international.count('<g class="man white"'), 2)
        self.assertEqual(international.count('<g class="king black"'), 1)
        self.assertEqual(international.count('<g class="man black"'), 2)
        self.assertIn(">50</text>", international)  # the FMJD numbers
        self.assertIn('class="last-to" data-square="1"', international)
        self.assertIn('<g class="man white" data-square="15"', russian)  # e5
        self.assertIn('class="last-from" data-square="22"', russian)  # c3
        self.assertIn(">h</text>", russian)
        self.assertIn("1. <mark>c3:e5</mark>", html)
        self.assertIn("threefold-repetition", html)


class Fixed(unittest.TestCase):
    def test_fixed_draughts_games_rescan_without_findings(self):
        with tempfile.TemporaryDirectory() as tmp:
            fixed = os.path.join(tmp, "fixed.pgn")
            rc, _, err = run(["--fixed", fixed, data("mixed.pgn")])
            self.assertEqual(rc, 0, err)
            with open(fixed, encoding="utf-8") as f:
                text = f.read()
            self.assertIn('[Result "1/2-1/2"]\n[Termination "threefold-repetition"]', text)
            self.assertIn("4. 44-50 7-1 {drawbridge scan: ", text)
            self.assertNotIn("5. 50-44", text)
            self.assertIn('[Result "1-0"]\n[Termination "no-move"]', text)
            self.assertIn("1. e4 e5 *", text)  # a game without findings, copied
            rc, games, err = run([fixed])
            self.assertEqual(rc, 0, err)
            self.assertEqual([k for g in games for k in kinds(g)], [])
            self.assertEqual(len(games), 5)


if __name__ == "__main__":
    DRAWBRIDGE, DATA = sys.argv[1], sys.argv[2]
    unittest.main(argv=sys.argv[:1], verbosity=2)
