"""`drawbridge watch` (issue 28) through the built binary: a round file rewritten in place move by
move as DGT LiveChess writes it, and a file that grows; every alert, an edition's difference, the
faults of real feeds (a half-written move, a last move cut short by a rewrite, truncation,
replacement by rename, deletion, reordered and removed games, CRLF, Latin-1, 500 boards),
--on-alert and stdin. Each expected line is waited
for with a deadline; that nothing is repeated is checked up to a later line that must come.

usage: watch_test.py DRAWBRIDGE [-- unittest args]"""
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
DEADLINE = 5.0  # seconds for any one line; the watch notices a change within 1 s


def tags(board, white="White", black="Black", extra=()):
    lines = [f'[Event "Open"]', '[Site "Hall"]', '[Round "3"]', f'[Board "{board}"]', f'[White "{white}"]',
             f'[Black "{black}"]'] + list(extra)
    return "\n".join(lines) + "\n"


def game(board, moves, result="*", **kw):
    return tags(board, extra=[f'[Result "{result}"]'] + list(kw.get("extra", ())), white=kw.get("white", "White"),
                black=kw.get("black", "Black")) + "\n" + moves + (" " if moves else "") + result + "\n\n"


def key(board, white="White", black="Black"):
    return f"Open|Hall|3|{board}"


SHUFFLE = "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1 Ng8".split(" ")


def prefix(tokens, plies):
    """The first `plies` moves of a move list with numbers."""
    out, n = [], 0
    for t in tokens:
        if t.endswith("."):
            if n >= plies:
                break
            out.append(t)
        else:
            if n >= plies:
                break
            out.append(t)
            n += 1
    return " ".join(out)


class Watch:
    """The watch as a child process, its stdout lines read on a thread."""

    def __init__(self, test, args, stdin=None):
        self.proc = subprocess.Popen([DRAWBRIDGE, "watch", "--no-view"] + args, stdin=stdin or subprocess.DEVNULL,
                                     stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        self.lines = queue.Queue()
        self.seen = []
        threading.Thread(target=self._read, daemon=True).start()
        test.addCleanup(self.close)

    def _read(self):
        for raw in self.proc.stdout:
            self.lines.put(json.loads(raw))

    def close(self):
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait()
        self.proc.stdout.close()
        self.proc.stderr.close()

    def expect(self, **fields):
        """The first new line with these fields (a callable tests its field), within DEADLINE."""
        end = time.monotonic() + DEADLINE
        while True:
            left = end - time.monotonic()
            try:
                item = self.lines.get(timeout=max(left, 0.01))
            except queue.Empty:
                raise AssertionError(f"no line with {fields} within {DEADLINE}s; seen: {self.seen}")
            self.seen.append(item)
            if all(f(item.get(k)) if callable(f) else item.get(k) == f for k, f in fields.items()):
                return item

    def alerts(self):
        return [i for i in self.seen if i["type"] == "alert"]


def write_in_place(path, text, encoding="utf-8", newline="\n"):
    """As DGT LiveChess does: the same file truncated and written again."""
    with open(path, "r+b" if os.path.exists(path) else "wb") as f:
        f.truncate(0)
        f.write(text.replace("\n", newline).encode(encoding))


def append(path, text):
    with open(path, "ab") as f:
        f.write(text.encode())


def identity(alert):
    return (alert["key"], alert["kind"], alert["rule"], alert["ply"], alert["detail"], alert["result"])


class Base(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.TemporaryDirectory()
        self.addCleanup(self.dir.cleanup)
        self.round = os.path.join(self.dir.name, "round.pgn")

    def assert_no_repeats(self, watch):
        ids = [identity(a) for a in watch.alerts()]
        self.assertEqual(len(ids), len(set(ids)), ids)

    def assert_feed_said_on_change(self, watch):
        """A feed's line is said when what it says changes: never the same line twice in a row."""
        feeds = [json.dumps(i, sort_keys=True) for i in watch.seen if i["type"] == "feed"]
        self.assertTrue(feeds)
        self.assertTrue(all(a != b for a, b in zip(feeds, feeds[1:])), feeds)


class LiveChessRound(Base):
    def test_claims_said_once_as_the_round_is_rewritten_move_by_move(self):
        write_in_place(self.round, game(1, "") + game(2, ""))
        w = Watch(self, ["--boards", self.round])
        for plies in range(1, 9):
            write_in_place(self.round, game(1, prefix(SHUFFLE, plies)) + game(2, "1. e4"))
            w.expect(type="board", key=key(1), ply=plies)
        with_move = next(a for a in w.alerts() if a["article"] == "9.2.1.1")
        self.assertEqual((with_move["ply"], with_move["moves"]), (7, ["f6g8"]))
        self.assertEqual(with_move["game"]["White"], "White")
        on_board = w.expect(type="alert", key=key(1), kind="claim", article="9.2.1.2")
        self.assertEqual([a["ply"] for a in w.alerts()], [7, 8])
        self.assertEqual((on_board["ply"], on_board["moves"]), (8, []))
        # The same round written again, then board 2 mated: nothing said twice on the way.
        write_in_place(self.round, game(1, prefix(SHUFFLE, 8)) + game(2, "1. e4"))
        write_in_place(self.round, game(1, prefix(SHUFFLE, 8)) + game(2, "1. f3 e5 2. g4 Qh4#", "0-1"))
        w.expect(type="alert", key=key(2), rule="checkmate")
        self.assert_no_repeats(w)
        self.assert_feed_said_on_change(w)

    def test_board_lines_with_clocks(self):
        write_in_place(self.round, game(1, "1. e4 {[%clk 1:29:58]} e5 {[%clk 1:29:40.5]}"))
        w = Watch(self, ["--boards", self.round])
        board = w.expect(type="board", key=key(1))
        self.assertEqual((board["ply"], board["last_move"], board["result"]), (2, "e5", "*"))
        self.assertEqual(board["clocks"], {"white": "1:29:58", "black": "1:29:40"})
        self.assertTrue(board["fen"].startswith("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w"))


def fen_game(board, fen, moves, result="*", extra=()):
    return game(board, moves, result, extra=[f'[SetUp "1"]', f'[FEN "{fen}"]'] + list(extra))


class Alerts(Base):
    def watch_games(self, text, args=()):
        write_in_place(self.round, text)
        return Watch(self, list(args) + [self.round])

    def test_fifty_and_seventy_five_moves(self):
        w = self.watch_games(fen_game(1, "4k3/8/8/8/8/8/8/R3K3 w - - 98 80", "80. Ra2 Kd8")
                             + fen_game(2, "4k3/8/8/8/8/8/8/R3K3 w - - 148 80", "80. Ra2 Kd8"))
        claim = w.expect(type="alert", key=key(1), rule="fifty-move", article="9.3.2")
        self.assertEqual(claim["ply"], 2)
        end = w.expect(type="alert", key=key(2), kind="result", rule="seventy-five-move")
        self.assertEqual((end["article"], end["result"], end["ply"]), ("9.6.2", "1/2-1/2", 2))

    def test_automatic_endings(self):
        w = self.watch_games(game(1, "1. f3 e5 2. g4 Qh4#", "0-1")
                             + fen_game(2, "7k/8/6K1/8/8/8/8/5Q2 w - - 0 1", "1. Qf7")
                             + fen_game(3, "4k3/8/8/8/8/8/3p4/K1B5 w - - 0 1", "1. Bxd2")
                             + game(4, prefix(SHUFFLE, 16)))
        self.assertEqual(w.expect(type="alert", key=key(1), kind="result")["rule"], "checkmate")
        self.assertEqual(w.expect(type="alert", key=key(2), kind="result")["rule"], "stalemate")
        self.assertEqual(w.expect(type="alert", key=key(3), kind="result")["rule"], "dead-position")
        fivefold = w.expect(type="alert", key=key(4), kind="result")
        self.assertEqual((fivefold["rule"], fivefold["article"], fivefold["ply"]), ("fivefold-repetition", "9.6.1", 16))

    def test_an_ending_at_ply_zero_as_scan_gives_it(self):
        dead, mate, stalemate = ("8/8/8/4k3/2b5/8/8/4KB2 w - - 0 1", "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1",
                                 "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1")
        w = self.watch_games(fen_game(1, dead, "") + fen_game(2, mate, "") + fen_game(3, stalemate, ""))
        scan = subprocess.run([DRAWBRIDGE, "scan", self.round], capture_output=True, timeout=30, check=True)
        scanned = [json.loads(line)["end"] for line in scan.stdout.splitlines() if line.startswith(b"{")]
        for board, expected in zip((1, 2, 3), scanned):
            end = w.expect(type="alert", key=key(board), kind="result")
            self.assertEqual((end["rule"], end["article"], end["ply"], end["detail"]),
                             (expected["rule"], expected["article"], 0, None))
        self.assertEqual([e["rule"] for e in scanned], ["dead-position", "checkmate", "stalemate"])
        # A move played on after the ending is said as scan says it; the ending is not said again.
        write_in_place(self.round, fen_game(1, dead, "1. Kf2") + fen_game(2, mate, "") + fen_game(3, stalemate, ""))
        past = w.expect(type="alert", key=key(1), detail=lambda d: d is not None and "recorded" in d)
        self.assertEqual((past["kind"], past["rule"], past["ply"], past["detail"]),
                         ("result", "dead-position", 0,
                          "The game ended by dead-position (5.2.2) at ply 0; 1 more ply was recorded."))
        append(self.round, game(4, "1. f3 e5 2. g4 Qh4#", "0-1"))
        w.expect(type="alert", key=key(4), rule="checkmate")
        self.assertEqual([a["key"] for a in w.alerts() if a["detail"] is None], [key(1), key(2), key(3), key(4)])
        self.assert_no_repeats(w)

    def test_an_edition_without_fivefold_and_with_its_own_articles(self):
        w = self.watch_games(game(4, prefix(SHUFFLE, 16)), ["--rules", "fide-pre2014-ru"])
        claim = w.expect(type="alert", key=key(4), kind="claim", ply=8)
        self.assertEqual((claim["article"], claim["edition"]), ("9.2b", "fide-pre2014-ru"))
        append(self.round, game(5, "1. f3 e5 2. g4 Qh4#", "0-1"))
        w.expect(type="alert", key=key(5), rule="checkmate")
        self.assertNotIn("fivefold-repetition", [a["rule"] for a in w.alerts()])

    def test_flag_falls_and_six_nine(self):
        w = self.watch_games(fen_game(1, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "1. Ra2 {[%clk 0:00:00]}")
                             + fen_game(2, "4k3/8/8/8/8/8/8/R3K3 b - - 0 1", "1... Kd8 {[%clk 0:00:00]}")
                             + fen_game(3, "4k3/8/8/8/8/8/8/Q3K3 w - - 0 1", "1. Qa2", "0-1",
                                        ['[Termination "time forfeit"]'])
                             + game(4, "1. e4 {[%emt 0:00:30]} e5 {[%emt 0:00:10]} 2. Nf3 {[%emt 0:00:31]} Nc6",
                                    extra=['[TimeControl "60"]']))
        draw = w.expect(type="alert", key=key(1), kind="flag-fall")
        self.assertEqual((draw["side"], draw["result"], draw["article"]), ("white", "1/2-1/2", "6.9"))
        loss = w.expect(type="alert", key=key(2), kind="flag-fall")
        self.assertEqual((loss["side"], loss["result"]), ("black", "1-0"))
        recorded = w.expect(type="alert", key=key(3), rule="timeout", result="1/2-1/2")
        self.assertIn("could not have checkmated", recorded["detail"])
        emt = w.expect(type="alert", key=key(4), kind="flag-fall")
        self.assertEqual((emt["side"], emt["result"], emt["ply"]), ("white", "0-1", 3))
        self.assertIn("[%emt]", emt["detail"])

    def test_a_result_the_laws_contradict_and_an_illegal_move(self):
        w = self.watch_games(game(1, "1. f3 e5 2. g4 Qh4#", "1/2-1/2") + game(2, "1. e4 e5 2. Ke3 Nc6"))
        wrong = w.expect(type="alert", key=key(1), detail=lambda d: d is not None and "the record says" in d)
        self.assertEqual(wrong["result"], "0-1")
        illegal = w.expect(type="alert", key=key(2), kind="error")
        self.assertIn("Ke3", illegal["detail"])

    def test_pre_alerts(self):
        w = self.watch_games(game(1, prefix(SHUFFLE, 4)) + fen_game(2, "4k3/8/8/8/8/8/8/R3K3 w - - 88 80", "80. Ra2 Kd8")
                             + game(3, "1. e4 e5 2. Nf3 Nc6", "1/2-1/2"),
                             ["--pre-alert", "repetition,moves,early-draw=20"])
        second = w.expect(type="alert", key=key(1), kind="notice", ply=4)
        self.assertEqual(second["rule"], "threefold-repetition")
        quiet = w.expect(type="alert", key=key(2), rule="fifty-move")
        self.assertIn("45 moves", quiet["detail"])
        early = w.expect(type="alert", key=key(3), rule="draw-offer")
        self.assertIn("before move 20", early["detail"])

    def test_stale_feed(self):
        w = self.watch_games(game(1, "1. e4"), ["--stale", "0.02"])
        stale = w.expect(type="alert", key=self.round)
        self.assertIn("stale feed", stale["detail"])
        self.assertIsNone(stale["game"])


DRAUGHTS_ROUND = """[Event "kings repeat"]
[GameType "20"]
[FEN "W:WK50,36,37:BK1,14,15"]
[Result "2-0"]

1. 50-44 1-7 2. 44-50 7-1 3. 50-44 1-7 4. 44-50 7-1 5. 50-44 2-0

[Event "no move left"]
[GameType "20"]
[FEN "W:WK46:B41"]
[Result "1-1"]

1. 46x37 1-1

[Event "from the start"]
[GameType "20"]
[Result "*"]

1. 32-28 19-23 2. 28x19 14x23 3. 99-98 *

"""


class Draughts(Base):
    def test_a_pdn_round_of_draughts_alerts_at_the_plies_scan_gives(self):
        write_in_place(self.round, DRAUGHTS_ROUND)
        w = Watch(self, ["--rules", "draughts-fmjd", "--boards", self.round])
        scan = subprocess.run([DRAWBRIDGE, "scan", "--rules", "draughts-fmjd", self.round], capture_output=True,
                              timeout=30, check=False)
        scanned = [line for line in map(json.loads, scan.stdout.splitlines()) if "end" in line]
        for event, scanned_game in zip(("kings repeat", "no move left"), scanned):
            end = w.expect(type="alert", kind="result", game=lambda g, e=event: g["Event"] == e,
                           detail=None)
            self.assertEqual((end["rule"], end["article"], end["ply"], end["result"], end["edition"]),
                             (scanned_game["end"]["rule"], scanned_game["end"]["article"], scanned_game["end"]["ply"],
                              scanned_game["result"], "draughts-fmjd"))
        # The result the record gives against the laws' is said, as scan finds it.
        contradicted = w.expect(type="alert", game=lambda g: g["Event"] == "no move left",
                                detail=lambda d: d is not None and "the record says 1/2-1/2" in d)
        self.assertEqual(contradicted["kind"], "result")
        # A move that is no legal one is an error at its ply; the board stands before it, in FMJD's FEN.
        board = w.expect(type="board", game=lambda g: g["Event"] == "from the start", error=lambda e: e is not None)
        self.assertEqual((board["ply"], board["last_move"]), (4, "14x23"))
        self.assertTrue(board["fen"].startswith("W:"), board["fen"])
        error = w.expect(type="alert", kind="error", game=lambda g: g["Event"] == "from the start")
        self.assertTrue(error["detail"].startswith("ply 5: illegal or unreadable move '99-98'"), error["detail"])
        self.assert_no_repeats(w)


class Faults(Base):
    def test_a_growing_file_with_a_half_written_move(self):
        append(self.round, tags(1) + "\n1. Nf3 Nf6 2. Ng1 N")
        w = Watch(self, ["--boards", self.round])
        w.expect(type="board", ply=3)
        append(self.round, "g8 3. Nf3 Nf6 4. Ng1 Ng8 ")
        w.expect(type="alert", kind="claim", ply=8)
        append(self.round, "*\n\n" + tags(2) + "\n1. e4 e5 2. Ke2 Ke7 3. Ke1 Ke8 4. Ke2 Ke7 5. Ke1 Ke8 6. Ke2 Ke7 7. Ke1 Ke8 *\n")
        w.expect(type="alert", key=key(2), kind="claim")
        self.assertNotIn("error", [a["kind"] for a in w.alerts()])

    def test_a_last_move_cut_short_then_completed_is_no_error(self):
        # A file rewritten over its old bytes, caught half way: the move cut, a line end after it.
        write_in_place(self.round, tags(1) + "\n" + prefix(SHUFFLE, 7) + " N\n")
        w = Watch(self, ["--boards", "--stale", "0.05", self.round])
        w.expect(type="board", key=key(1), ply=7)
        write_in_place(self.round, tags(1) + "\n" + prefix(SHUFFLE, 8) + " ")
        w.expect(type="alert", key=key(1), kind="claim", ply=8)
        # The stale notice comes 3 s after the last change, after the 1.5 s an error waits for.
        w.expect(type="alert", key=self.round, detail=lambda d: d is not None and "stale feed" in d)
        self.assertNotIn("error", [a["kind"] for a in w.alerts()])
        self.assertEqual({b["error"] for b in w.seen if b["type"] == "board"}, {None})

    def test_a_last_move_that_stays_unreadable_is_one_error_until_corrected(self):
        write_in_place(self.round, tags(1) + "\n1. e4 e5 2. Qz\n")
        w = Watch(self, ["--boards", "--stale", "0.05", self.round])
        w.expect(type="board", key=key(1), ply=2, error=None)
        board = w.expect(type="board", key=key(1), ply=2, error=lambda e: e is not None)
        error = w.expect(type="alert", key=key(1), kind="error")
        self.assertIn("'Qz'", error["detail"])
        self.assertEqual(board["error"], error["detail"])
        w.expect(type="alert", key=self.round, detail=lambda d: d is not None and "stale feed" in d)
        # Corrected: the board's error is gone, and the page's card with it.
        write_in_place(self.round, tags(1) + "\n1. e4 e5 2. Qh5 ")
        w.expect(type="board", key=key(1), ply=3, error=None)
        self.assertEqual([a["kind"] for a in w.alerts() if a["key"] == key(1)], ["error"])

    def test_a_rewrite_read_half_way_does_not_take_the_board_back(self):
        first = game(1, "1. e4", "1-0")
        write_in_place(self.round, first + tags(2) + "\n" + prefix(SHUFFLE, 6) + " ")
        w = Watch(self, ["--boards", self.round])
        w.expect(type="board", key=key(2), ply=6)
        # Board 1 changes too, so that the half-written file is seen to have been read.
        first = game(1, "1. e4 e5", "1-0")
        write_in_place(self.round, first + tags(2) + "\n" + prefix(SHUFFLE, 3) + " ")
        w.expect(type="board", key=key(1), ply=2)
        write_in_place(self.round, first + tags(2) + "\n" + prefix(SHUFFLE, 7) + " ")
        w.expect(type="board", key=key(2), ply=7)
        self.assertEqual([b["ply"] for b in w.seen if b["type"] == "board" and b["key"] == key(2)], [6, 7])

    def test_truncated_renamed_deleted_and_recreated(self):
        write_in_place(self.round, game(1, prefix(SHUFFLE, 8)))
        w = Watch(self, [self.round])
        w.expect(type="alert", kind="claim", ply=8)
        write_in_place(self.round, "")
        write_in_place(self.round, game(1, prefix(SHUFFLE, 8)))
        new = os.path.join(self.dir.name, "round.pgn.tmp")
        write_in_place(new, game(1, prefix(SHUFFLE, 8)) + game(2, "1. f3 e5 2. g4 Qh4#", "0-1"))
        os.replace(new, self.round)
        w.expect(type="alert", key=key(2), rule="checkmate")
        os.remove(self.round)
        gone = w.expect(type="alert", kind="error", key=self.round)
        self.assertIn("no such file", gone["detail"])
        write_in_place(self.round, game(1, prefix(SHUFFLE, 8)) + game(2, "1. f3 e5 2. g4 Qh4#", "0-1")
                       + game(3, "1. e4 e5 2. Ke3"))
        w.expect(type="alert", key=self.round, detail=lambda d: d is not None and "read again" in d)
        w.expect(type="alert", key=key(3), kind="error")
        self.assert_no_repeats(w)

    def test_games_reordered_and_removed(self):
        write_in_place(self.round, game(1, prefix(SHUFFLE, 8)) + game(2, "1. f3 e5 2. g4 Qh4#", "0-1"))
        w = Watch(self, [self.round])
        w.expect(type="alert", key=key(2), rule="checkmate")
        write_in_place(self.round, game(2, "1. f3 e5 2. g4 Qh4#", "0-1") + game(1, prefix(SHUFFLE, 8)))
        write_in_place(self.round, game(2, "1. f3 e5 2. g4 Qh4#", "0-1"))
        gone = w.expect(type="alert", key=key(1), kind="notice")
        self.assertIn("no longer in", gone["detail"])
        self.assert_no_repeats(w)

    def test_crlf_and_latin1(self):
        write_in_place(self.round, game(1, prefix(SHUFFLE, 8), white="J\u00e4ger"), "latin-1", "\r\n")
        w = Watch(self, [self.round])
        claim = w.expect(type="alert", kind="claim", ply=8)
        self.assertEqual(claim["game"]["White"], "J\u00e4ger")

    def test_five_hundred_boards(self):
        games = [game(b, "1. e4 e5") for b in range(1, 501)]
        write_in_place(self.round, "".join(games))
        w = Watch(self, ["--boards", self.round])
        for b in range(1, 501):
            w.expect(type="board", key=key(b))
        games[376] = game(377, prefix(SHUFFLE, 8))
        write_in_place(self.round, "".join(games))
        claim = w.expect(type="alert", kind="claim", ply=8)
        self.assertEqual(claim["key"], key(377))


class Outputs(Base):
    def test_stdin_and_on_alert(self):
        out = os.path.join(self.dir.name, "alerts.jsonl")
        command = f"cat >> '{out}'"
        w = Watch(self, ["--on-alert", command, "-"], stdin=subprocess.PIPE)
        w.proc.stdin.write(game(1, "1. f3 e5 2. g4 Qh4#", "0-1").encode())
        w.proc.stdin.flush()
        mate = w.expect(type="alert", rule="checkmate")
        w.proc.stdin.close()
        self.assertEqual(w.proc.wait(timeout=DEADLINE), 0)
        with open(out) as f:
            self.assertEqual([json.loads(line)["rule"] for line in f], [mate["rule"]])

    def test_terminal_view(self):
        """On a terminal the view draws the games, the alerting one with its alert."""
        import pty
        import select
        # One alert, so that its words reach the terminal whole (ncurses redraws a changed line
        # in part).
        write_in_place(self.round, game(1, "1. f3 e5 2. g4 Qh4#", "0-1") + game(2, "1. e4"))
        pid, fd = pty.fork()
        if pid == 0:
            os.environ["TERM"] = "xterm"
            os.execv(DRAWBRIDGE, [DRAWBRIDGE, "watch", self.round])
        self.addCleanup(lambda: (os.kill(pid, 9), os.waitpid(pid, 0), os.close(fd)))
        screen, end = b"", time.monotonic() + DEADLINE
        while b"result checkmate 5.1.1" not in screen:
            self.assertLess(time.monotonic(), end, screen)
            if select.select([fd], [], [], 0.1)[0]:
                screen += os.read(fd, 65536)
        self.assertIn(b"White - Black", screen)

    def test_usage_errors(self):
        for args in (["--stale", "soon", "x.pgn"], ["--pre-alert", "fifty", "x.pgn"], []):
            proc = subprocess.run([DRAWBRIDGE, "watch"] + args, capture_output=True, timeout=30)
            self.assertEqual(proc.returncode, 2, args)
            self.assertIn(b"drawbridge watch", proc.stderr)


if __name__ == "__main__":
    DRAWBRIDGE = sys.argv[1]
    rest = sys.argv[2:]
    if rest[:1] == ["--"]:
        rest = rest[1:]
    unittest.main(argv=[sys.argv[0]] + rest, verbosity=2)
