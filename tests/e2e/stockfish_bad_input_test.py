"""Bad input against Debian's stockfish (issue 10): for each class of GUI line drawbridge knows
the engine would choke on, one error line, the engine stays alive, and the GUI gets an
answer it can use. And the property python-chess relies on: the last `info string` before
`bestmove` in a finished game is drawbridge's result, under --adjudicate report and stop."""
import argparse
import subprocess
import sys
import unittest

DRAWBRIDGE = STOCKFISH = None
PREFIX = "info string drawbridge "


class Engine:
    def __init__(self, *flags):
        self.proc = subprocess.Popen([DRAWBRIDGE, *flags, "--", STOCKFISH], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, text=True, bufsize=1)
        self.send("uci")
        self.until("uciok")

    def send(self, line):
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()

    def until(self, word):
        lines = []
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise AssertionError(f"drawbridge ended while waiting for {word}: {lines}")
            lines.append(line.rstrip("\n"))
            if lines[-1].split(" ", 1)[0] == word:
                return lines

    def search(self):
        self.send("go depth 3")
        return self.until("bestmove")

    def alive(self, test):
        """The engine still answers, and plays a legal move in a normal position."""
        self.send("isready")
        test.assertEqual(self.until("readyok")[-1], "readyok")
        self.send("position startpos moves e2e4")
        test.assertNotEqual(self.search()[-1].split()[1], "(none)")

    def quit(self):
        self.send("quit")
        return self.proc.wait(timeout=30)


def errors(lines):
    return [l for l in lines if l.startswith(PREFIX + "event=error")]


class BadInput(unittest.TestCase):
    def check_held_back(self, position, detail):
        engine = Engine()
        engine.send(position)
        lines = engine.search()
        self.assertEqual(len(errors(lines)), 2, lines)
        self.assertIn(detail, errors(lines)[0])
        self.assertIn("held back", errors(lines)[0])
        self.assertEqual(lines[-1], "bestmove (none)")
        engine.alive(self)
        self.assertEqual(engine.quit(), 0)

    def test_unparsable_fen(self):
        self.check_held_back("position fen hello world", "bad FEN")

    def test_illegal_move(self):
        self.check_held_back("position startpos moves e2e4 e7e5 e1e3", "move=e1e3")

    def test_impossible_position(self):
        self.check_held_back("position fen 4k2R/8/8/8/8/8/8/4K3 w - - 0 1", "bad FEN")

    def test_garbage_move_token(self):
        self.check_held_back("position startpos moves e2e4 @@##", "move=@@##")

    def test_position_without_start(self):
        self.check_held_back("position moves e2e4", "position without startpos or fen")

    def test_missing_moves_keyword_is_repaired(self):
        engine = Engine()
        engine.send("position startpos e2e4")
        lines = engine.search()
        self.assertEqual(len(errors(lines)), 1, lines)
        self.assertIn("sent as 'position startpos moves e2e4'", errors(lines)[0])
        # Stockfish searched the position after e2e4: black's reply.
        self.assertIn(lines[-1].split()[1][1], "5678")
        engine.alive(self)
        self.assertEqual(engine.quit(), 0)

    def test_garbage_lines_pass(self):
        engine = Engine()
        engine.send("hello world \x01\x02")
        engine.send("go depth 2 garbage")
        engine.until("bestmove")
        engine.alive(self)
        self.assertEqual(engine.quit(), 0)


class QuitWhileStarting(unittest.TestCase):
    def test_answers_before_quit_are_delivered_with_no_grace_at_all(self):
        # Stockfish reads `quit` only after loading its network; the grace period starts once
        # it has answered `uci` and `isready`, so even a grace of 0 ms loses nothing.
        for _ in range(3):
            proc = subprocess.run([DRAWBRIDGE, "--quit-grace-ms=0", "--", STOCKFISH], input=b"uci\nisready\nquit\n",
                                  capture_output=True, timeout=60)
            lines = proc.stdout.decode().splitlines()
            self.assertEqual(lines[-2:], ["uciok", "readyok"])
            self.assertIn(proc.returncode, (0, 128 + 15))  # with no grace it may be terminated once done


class ResultsReachPythonChess(unittest.TestCase):
    def check_last_info_string(self, *flags):
        engine = Engine(*flags)
        engine.send("position startpos moves f2f3 e7e5 g2g4 d8h4")
        lines = engine.search()
        strings = [l for l in lines if l.startswith("info string ")]
        self.assertTrue(strings, lines)
        self.assertTrue(strings[-1].startswith(PREFIX + "event=result rule=checkmate"), lines)
        engine.quit()

    def test_report(self):
        self.check_last_info_string()

    def test_stop(self):
        self.check_last_info_string("--adjudicate=stop")


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--drawbridge", required=True)
    parser.add_argument("--stockfish", default="/usr/games/stockfish")
    options, rest = parser.parse_known_args()
    DRAWBRIDGE, STOCKFISH = options.drawbridge, options.stockfish
    unittest.main(argv=[sys.argv[0]] + rest)
