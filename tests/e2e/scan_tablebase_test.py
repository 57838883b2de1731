#!/usr/bin/env python3
"""`drawbridge scan --syzygy`, `drawbridge watch --syzygy` and `drawbridge adjudicate --syzygy` with the
shared Syzygy tables: the
games whose recorded result contradicts what the tables and the laws decide (a cursed win scored
1-0, a decided loss scored as a draw, a drawn ending scored as a win) are findings; --fixed
re-scores them with Termination "tablebase" and a comment; the HTML report lists them; watch
alerts on them; adjudicate gives the verdict in a member of its own. A game the tables
agree with, or that a law ended, is left alone.

The tables' values come from python-chess 1.11.2 (the shared syzygy.expected.jsonl).

Run: scan_tablebase_test.py --drawbridge PATH --syzygy DIR [unittest args...]"""
import argparse
import json
import os
import queue
import subprocess
import sys
import tempfile
import threading
import time
import unittest

DRAWBRIDGE = None
SYZYGY = None
DEADLINE = 30  # seconds for the watch's alert

# Black's pawn on e7 is taken at ply 5: KBBvKN, a blessed loss for Black (wdl -1, dtz -104).
CURSED_START = "3B4/4pBK1/8/1n6/8/8/8/2k5 w - - 0 1"
CURSED_MOVES = "1. Kh7 Kd1 2. Kg7 Kc1 3. Bxe7"


def game(number, fen, moves, result, termination=None):
    tags = [f'[Event "Syzygy {number}"]', '[White "W"]', '[Black "B"]', f'[Result "{result}"]', '[SetUp "1"]',
            f'[FEN "{fen}"]']
    if termination:
        tags.append(f'[Termination "{termination}"]')
    return "\n".join(tags) + f"\n\n{moves} {result}\n\n".replace("  ", " ")


# (game, the finding's lawful result or None, its article); the adjudications the tables do not
# back are in UNDECIDED.
GAMES = [
    # A cursed win scored as a win (cutechess -tbignore50): the claim draws it (9.3.2).
    (game(1, CURSED_START, CURSED_MOVES, "1-0", "adjudication"), "1/2-1/2", "9.3.2"),
    # Black to move wins with two bishops in 30 plies: a decided loss scored as a draw.
    (game(2, "8/8/8/Kb2b3/8/8/8/4k3 b - - 0 1", "", "1/2-1/2"), "0-1", None),
    # Two bishops on one colour cannot win (KBBvK, wdl 0): a win recorded for a draw.
    (game(3, "8/k7/1b6/8/8/1K6/b7/8 w - - 0 1", "", "0-1"), "1/2-1/2", None),
    # The tables agree.
    (game(4, CURSED_START, CURSED_MOVES, "1/2-1/2"), None, None),
    # A law ended it (checkmate): the tables are not asked.
    (game(5, "7k/5Q2/6K1/8/8/8/8/8 w - - 0 1", "1. Qg7#", "1-0"), None, None),
    # Adjudicated by a manager's tables (cutechess's comment) where the laws and the tables leave
    # the game open: the win's 30 plies end exactly at the fifty-move bound (clock 70), and a
    # position of six pieces, which no table holds.
    (game(6, "8/8/8/Kb2b3/8/8/8/4k3 b - - 70 1", "{SyzygyTB}", "0-1"), None, None),
    (game(7, CURSED_START, "1. Kh7 Kd1 {SyzygyTB}", "1-0"), None, None),
]
UNDECIDED = {5: "the zeroing move falls on the fifty-move bound", 6: "not in the tables"}


def scan(args, pgn_path):
    proc = subprocess.run([DRAWBRIDGE, "scan", "--quiet", "--threads", "2", *args, pgn_path], capture_output=True,
                          timeout=120)
    return proc, [json.loads(line) for line in proc.stdout.decode().splitlines()]


def tablebase_findings(line, kind="tablebase-contradicts-result"):
    return [f for f in line["findings"] if f["kind"] == kind]


class Scan(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.TemporaryDirectory(prefix="drawbridge tb ü ")
        self.addCleanup(self.dir.cleanup)
        self.pgn = os.path.join(self.dir.name, "games ü.pgn")
        with open(self.pgn, "w", encoding="utf-8") as f:
            f.write("".join(text for text, _, _ in GAMES))

    def test_findings_fixed_and_html(self):
        fixed, html = os.path.join(self.dir.name, "fixed.pgn"), os.path.join(self.dir.name, "report.html")
        proc, lines = scan([f"--syzygy={SYZYGY}", f"--fixed={fixed}", f"--html={html}"], self.pgn)
        self.assertEqual(proc.returncode, 0, proc.stderr)
        self.assertEqual(len(lines), len(GAMES))
        for number, line in enumerate(lines):
            undecided = tablebase_findings(line, "tablebase-adjudication-undecided")
            if number in UNDECIDED:
                self.assertEqual(len(undecided), 1, line)
                self.assertIn(UNDECIDED[number], undecided[0]["sentence"])
                self.assertIn("(SyzygyTB)", undecided[0]["sentence"])
            else:
                self.assertEqual(undecided, [], line)
        for line, (_, lawful, article) in zip(lines, GAMES):
            found = tablebase_findings(line)
            if lawful is None:
                self.assertEqual(found, [], line)
                continue
            self.assertEqual(len(found), 1, line)
            self.assertEqual((found[0]["rule"], found[0]["article"]), ("tablebase", article or ""))
            self.assertIn(f"The tables and the laws give {lawful}", found[0]["sentence"])
        self.assertIn("wdl=-1 dtz=-104 clock=0", tablebase_findings(lines[0])[0]["sentence"])
        self.assertEqual(tablebase_findings(lines[0])[0]["ply"], 5)
        with open(fixed, encoding="utf-8") as f:
            games = f.read().split('[Event "')[1:]
        self.assertEqual(len(games), len(GAMES))
        for text, (original, lawful, _) in zip(games, GAMES):
            if lawful is None:  # nothing to re-score: copied as it was
                self.assertEqual('[Event "' + text, original)
                continue
            self.assertIn(f'[Result "{lawful}"]', text)
            self.assertIn('[Termination "tablebase"]', text)
            self.assertIn("{drawbridge scan: The tables and the laws give", text)
        self.assertIn(CURSED_MOVES, games[0])  # re-scored, not cut
        with open(html, encoding="utf-8") as f:
            page = f.read()
        self.assertEqual(page.count('<span class="kind">tablebase-contradicts-result</span>'), 3, page[-3000:])
        self.assertEqual(page.count('<span class="kind">tablebase-adjudication-undecided</span>'), 2)
        self.assertIn("<p>tablebase, article 9.3.2: The tables and the laws give 1/2-1/2", page)
        self.assertIn("<p>tablebase: The tables and the laws give 0-1", page)
        self.assertIn("<td>tablebase</td>", page)  # a win's finding has no article to list

    def test_without_tables_nothing_changes(self):
        proc, lines = scan([], self.pgn)
        self.assertEqual(proc.returncode, 0, proc.stderr)
        self.assertFalse([f for line in lines for f in line["findings"] if f["kind"].startswith("tablebase-")])

    def test_bad_folder_is_named(self):
        missing = os.path.join(self.dir.name, "no tables")
        proc, lines = scan([f"--syzygy={missing}"], self.pgn)
        self.assertEqual(proc.returncode, 2)
        self.assertIn(missing.encode(), proc.stderr)
        self.assertEqual(lines, [])


class Adjudicate(unittest.TestCase):
    LINES = (f"{CURSED_START}\tg7h7 c1d1 h7g7 d1c1 d8e7\n"  # the cursed win at ply 5
             f"{CURSED_START}\tg7h7 c1d1\n"  # six pieces: not covered
             "7k/5Q2/6K1/8/8/8/8/8 w - - 0 1\tf7g7\n")  # checkmate: the law decides

    def adjudicate(self, *args):
        proc = subprocess.run([DRAWBRIDGE, "adjudicate", *args], input=self.LINES.encode(), capture_output=True,
                              timeout=60)
        self.assertEqual(proc.returncode, 0, proc.stderr)
        return [json.loads(line) for line in proc.stdout.decode().splitlines()]

    def test_the_verdict_is_a_member_of_its_own(self):
        games = self.adjudicate(f"--syzygy={SYZYGY}")
        self.assertEqual([g["tablebase"] is not None for g in games], [True, False, False], games)
        verdict = games[0]["tablebase"]
        self.assertEqual((verdict["event"], verdict["rule"], verdict["result"], verdict["article"], verdict["ply"]),
                         ("result", "tablebase", "1/2-1/2", "9.3.2", 5))
        self.assertTrue(verdict["detail"].startswith("wdl=-1 dtz=-104 clock=0: "), verdict)
        self.assertEqual(games[0]["status"], "ongoing")  # the laws' own members are unchanged
        # Without tables the lines are the same but for that member.
        self.assertEqual(self.adjudicate(), [{k: v for k, v in g.items() if k != "tablebase"} for g in games])


class Watch(unittest.TestCase):
    def test_alerts_on_a_contradicted_result(self):
        with tempfile.TemporaryDirectory(prefix="drawbridge tb ü ") as folder:
            round_path = os.path.join(folder, "round.pgn")
            with open(round_path, "w", encoding="utf-8") as f:
                f.write(GAMES[0][0] + GAMES[3][0])
            proc = subprocess.Popen([DRAWBRIDGE, "watch", "--no-view", f"--syzygy={SYZYGY}", round_path],
                                    stdout=subprocess.PIPE, stderr=subprocess.PIPE)
            lines = queue.Queue()
            threading.Thread(target=lambda: [lines.put(json.loads(raw)) for raw in proc.stdout], daemon=True).start()
            try:
                end, seen = time.monotonic() + DEADLINE, []
                while not any(i.get("rule") == "tablebase" for i in seen):
                    left = end - time.monotonic()
                    self.assertGreater(left, 0, seen)
                    try:
                        seen.append(lines.get(timeout=left))
                    except queue.Empty:
                        continue
                alert = next(i for i in seen if i.get("rule") == "tablebase")
                self.assertEqual((alert["type"], alert["result"], alert["ply"]), ("alert", "1/2-1/2", 5))
                self.assertIn("Syzygy 1", alert["key"])
                self.assertIn("the record says 1-0", alert["detail"])
            finally:
                proc.kill()
                proc.wait()
                proc.stdout.close()
                proc.stderr.close()


def main():
    global DRAWBRIDGE, SYZYGY
    parser = argparse.ArgumentParser()
    parser.add_argument("--drawbridge", required=True)
    parser.add_argument("--syzygy", required=True)
    args, rest = parser.parse_known_args()
    DRAWBRIDGE, SYZYGY = args.drawbridge, args.syzygy
    unittest.main(argv=[sys.argv[0], *rest])


if __name__ == "__main__":
    main()
