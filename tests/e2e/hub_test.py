#!/usr/bin/env python3
"""End-to-end tests of `drawbridge --rules draughts-* -- ENGINE`, the relay in Hub mode, through
real pipes, with the fake Scan (tests/support/fake_hub_engine.cpp) as the engine and this script
as the Hub GUI. The fake records every byte it reads (--record), so a test sees what reached it.
Run: hub_test.py --drawbridge PATH --fake PATH [unittest args...]"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import threading
import unittest

DRAWBRIDGE = None
FAKE = None

HANDSHAKE = (b'id name=Scan version=3.1 author="Fabien Letouzey" country=France\n'
             b'param name=variant value=normal type=enum values="normal killer bt frisian losing"\n'
             b'param name=book value=true type=bool\n'
             b'param name=threads value=1 type=int min=1 max=16\n'
             b'wait\n')


def hub_position(side, pieces, squares=50):
    """The Hub form of a position: `pieces` maps a square to w, b (men), W, B (kings)."""
    return side + "".join(pieces.get(square, "e") for square in range(1, squares + 1))


# FMJD: W:W36,37,K50:BK1,14,15, the kings shuffling 50-44 1-7 44-50 7-1.
FMJD_SHUFFLE = hub_position("W", {1: "B", 14: "b", 15: "b", 36: "w", 37: "w", 50: "W"})
FMJD_SHUFFLE_MOVES = ["50-44", "1-7", "44-50", "7-1"] * 2
# FMJD: W:WK46,K50,36,37:BK1,K5,14,15, two kings and two men each: room for 25 moves of kings.
FMJD_KINGS = hub_position("W", {1: "B", 5: "B", 14: "b", 15: "b", 36: "w", 37: "w", 46: "W", 50: "W"})
# Russian: W:WK32,29,30:BK1,3,4, the kings shuffling 32-27 1-6 27-32 6-1.
RUSSIAN_SHUFFLE = hub_position("W", {1: "B", 3: "b", 4: "b", 29: "w", 30: "w", 32: "W"}, 32)
RUSSIAN_SHUFFLE_MOVES = ["32-27", "1-6", "27-32", "6-1"] * 2


class Gui:
    """drawbridge in front of the fake Scan, driven line by line like a Hub GUI."""

    def __init__(self, rules="draughts-fmjd", args=(), engine_args=()):
        self.dir = tempfile.TemporaryDirectory()
        self.record = os.path.join(self.dir.name, "engine-input")
        self.events = os.path.join(self.dir.name, "events.jsonl")
        self.proc = subprocess.Popen(
            [DRAWBRIDGE, "--rules", rules, "--events", self.events, *args, "--", FAKE, "hub",
             f"--record={self.record}", *engine_args],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        self.lines, self.errors = [], []
        self.cond = threading.Condition()
        self.readers = [threading.Thread(target=self._read, args=(stream, store), daemon=True)
                        for stream, store in ((self.proc.stdout, self.lines), (self.proc.stderr, self.errors))]
        for reader in self.readers:
            reader.start()

    def _read(self, stream, store):
        for line in stream:
            with self.cond:
                store.append(line)
                self.cond.notify_all()

    def send(self, text):
        self.proc.stdin.write(text if isinstance(text, bytes) else text.encode())
        self.proc.stdin.flush()

    def expect(self, pattern, after=0, seconds=10, store=None):
        """The index of the first line from `after` on matching the regex `pattern`."""
        store = self.lines if store is None else store
        regex = re.compile(pattern.encode())

        def found():
            return next((i for i in range(after, len(store)) if regex.search(store[i])), None)
        with self.cond:
            index = self.cond.wait_for(lambda: found() is not None, seconds) and found()
        if index is None or index is False:
            raise AssertionError(f"no line matching {pattern!r} after {after} in {store[after:]!r}")
        return index

    def expect_error(self, pattern):
        return self.errors[self.expect(pattern, store=self.errors)]

    def sync(self):
        """Waits until the engine has answered everything sent before: its lines are all in."""
        mark = len(self.lines)
        self.send("ping\n")
        return self.expect(r"^pong$", mark) + 1

    def search(self, position, moves):
        """pos, level and go think; the lines the GUI got up to the engine's `done`."""
        mark = len(self.lines)
        moves_arg = f' moves="{" ".join(moves)}"' if moves else ""
        self.send(f"pos pos={position}{moves_arg}\nlevel move-time=0\ngo think\n")
        done = self.expect(r"^done", mark)
        return self.lines[mark:done + 1]

    def output(self):
        with self.cond:
            return b"".join(self.lines)

    def announcements(self, lines=None):
        return [l for l in (self.lines if lines is None else lines) if l.startswith(b"drawbridge ")]

    def events_read(self):
        if not os.path.exists(self.events):
            return []
        with open(self.events) as f:
            return [json.loads(line) for line in f]

    def engine_input(self):
        with open(self.record, "rb") as f:
            return f.read()

    def finish(self, seconds=10):
        try:
            self.send("quit\n")
        except BrokenPipeError:
            pass
        rc = self.proc.wait(timeout=seconds)
        for reader in self.readers:
            reader.join(timeout=seconds)
        for stream in (self.proc.stdin, self.proc.stdout, self.proc.stderr):
            try:
                stream.close()
            except BrokenPipeError:
                pass
        self.dir.cleanup()
        return rc


class Passthrough(unittest.TestCase):
    def test_every_byte_reaches_either_side_unchanged(self):
        g = Gui()
        sent = (b"hub\r\n" + b"set-param name=book value=false\n" + b"init\n" + b"\tping  \n" +
                b"xyzzy  unknown   command=\"a b\"\n" + b"pos start\n" + b"level move-time=0\n" + b"go think\n")
        g.send(sent)
        g.expect(r"^done move=")
        end = g.sync()
        self.assertEqual(g.engine_input(), sent + b"ping\n")
        self.assertEqual(b"".join(g.lines[:end]),
                         HANDSHAKE + b"init eval\nready\npong\n" + b'error message="bad command"\n' +
                         b'info depth=1 score=0.01 nodes=1 pv="31-26"\ndone move=31-26\npong\n')
        self.assertEqual(g.announcements(), [])
        self.assertEqual(g.finish(), 0)

    def test_a_game_of_the_hub_gui_form_is_followed_across_irreversible_moves(self):
        # The Hub GUI sends the position after the last irreversible move, and the king moves since.
        g = Gui()
        g.search("W" + "b" * 20 + "e" * 10 + "w" * 20, ["32-28"])
        self.assertEqual(g.announcements(), [])
        g.sync()
        self.assertEqual(g.events_read(), [])
        self.assertEqual(g.finish(), 0)

    def test_a_line_during_a_search_ends_it_and_its_move_claims_nothing(self):
        g = Gui(engine_args=["--think-ms=30000", "7-1"])
        moves = FMJD_SHUFFLE_MOVES[:7]
        mark = len(g.lines)
        g.send(f'pos pos={FMJD_SHUFFLE} moves="{" ".join(moves)}"\nlevel move-time=30\ngo think\n')
        g.send("ping\n")  # answered during the search, which goes on
        g.expect(r"^pong$", mark)
        g.send("new-game\n")  # ends Scan's search: its move, 7-1, would repeat a third time
        done = g.expect(r"^done move=7-1$", mark)
        self.assertEqual(g.announcements(g.lines[mark:done + 1]), [])
        self.assertEqual(g.finish(), 0)

    def test_a_go_during_a_search_has_its_done_answer_the_search_it_ended(self):
        g = Gui(engine_args=["--think-ms=30000", "7-1", "7-1"])
        position = f'pos pos={FMJD_SHUFFLE} moves="{" ".join(FMJD_SHUFFLE_MOVES[:7])}"\n'
        g.send(position + "level move-time=30\ngo think\n")
        g.send(position + "level move-time=30\ngo think\n")  # no stop: the pos ends the first search
        first = g.expect(r"^done move=7-1$")
        self.assertEqual(g.announcements(g.lines[:first]), [])
        g.send("stop\n")
        second = g.expect(r"^done move=7-1$", first + 1)
        self.assertEqual(g.announcements(g.lines[first:second]), [
            b"drawbridge event=result rule=threefold-repetition article=6.1 ply=8 move=7-1 result=1/2-1/2\n"])
        self.assertEqual(g.finish(), 0)

    def test_the_hub_gui_setup_a_link_and_its_engine_file(self):
        # The Hub GUI names its engine in one word: a link to drawbridge, its .toml beside it.
        with tempfile.TemporaryDirectory() as d:
            link = os.path.join(d, "scan-drawbridge")
            os.symlink(os.path.abspath(DRAWBRIDGE), link)
            events = os.path.join(d, "events.jsonl")
            with open(os.path.join(d, "scan-drawbridge.toml"), "w") as f:
                f.write(f'engine = ["{os.path.abspath(FAKE)}", "hub"]\nrules = "draughts-fmjd"\nevents = "{events}"\n')
            moves = " ".join(FMJD_SHUFFLE_MOVES)
            proc = subprocess.run([link], input=f'hub\npos pos={FMJD_SHUFFLE} moves="{moves}"\ngo think\nquit\n'.encode(),
                                  capture_output=True, timeout=30)
            self.assertEqual(proc.returncode, 0)
            self.assertIn(b"drawbridge event=result rule=threefold-repetition article=6.1 ply=8 result=1/2-1/2\n",
                          proc.stdout)
            self.assertIn(HANDSHAKE, proc.stdout)
            with open(events) as f:
                self.assertEqual(json.loads(f.readline())["article"], "6.1")


class Draws(unittest.TestCase):
    def test_fmjd_threefold_is_a_draw_at_ply_8_announced_at_the_move_and_at_go(self):
        g = Gui(engine_args=["44-50", "7-1"])
        lines = g.search(FMJD_SHUFFLE, FMJD_SHUFFLE_MOVES[:6])  # ply 6: 44-50, a second occurrence
        self.assertEqual(g.announcements(lines), [])
        lines = g.search(FMJD_SHUFFLE, FMJD_SHUFFLE_MOVES[:7])  # ply 7: the engine's 7-1 repeats a third time
        self.assertEqual(g.announcements(lines), [
            b"drawbridge event=result rule=threefold-repetition article=6.1 ply=8 move=7-1 result=1/2-1/2\n"])
        self.assertEqual(lines[-1], b"done move=7-1\n")
        g.sync()
        events = g.events_read()
        self.assertEqual(len(events), 1)
        self.assertEqual({k: events[0][k] for k in ("event", "rule", "article", "edition", "ply", "result", "fen")},
                         {"event": "result", "rule": "threefold-repetition", "article": "6.1",
                          "edition": "draughts-fmjd", "ply": 8, "result": "1/2-1/2", "fen": "W:W36,37,K50:BK1,14,15"})
        self.assertEqual(g.finish(), 0)

    def test_fmjd_threefold_at_go_and_adjudicate_stop_answers_without_the_engine(self):
        g = Gui(args=["--adjudicate", "stop"])
        g.search(FMJD_SHUFFLE, FMJD_SHUFFLE_MOVES[:7])
        mark = len(g.lines)
        g.send(f'pos pos={FMJD_SHUFFLE} moves="{" ".join(FMJD_SHUFFLE_MOVES)}"\nlevel move-time=0\ngo think\n')
        done = g.expect(r"^done", mark)
        self.assertEqual(g.lines[mark:done + 1], [
            b"drawbridge event=result rule=threefold-repetition article=6.1 ply=8 result=1/2-1/2\n", b"done\n"])
        g.sync()
        self.assertEqual(g.engine_input().count(b"go think"), 1)  # the second never reached it
        self.assertEqual(g.finish(), 0)

    def test_russian_threefold_is_claimed_on_the_board_and_with_the_written_move(self):
        g = Gui(rules="draughts-russian", engine_args=["27-32", "6-1"])
        lines = g.search(RUSSIAN_SHUFFLE, RUSSIAN_SHUFFLE_MOVES[:6])
        self.assertEqual(g.announcements(lines), [])  # the engine's 27-32 makes the second occurrence only
        lines = g.search(RUSSIAN_SHUFFLE, RUSSIAN_SHUFFLE_MOVES[:7])
        self.assertEqual(g.announcements(lines), [
            b"drawbridge event=claim rule=threefold-repetition article=5.4.12.2 ply=7 move=6-1\n"])
        self.assertEqual(lines[-1], b"done move=6-1\n")
        lines = g.search(RUSSIAN_SHUFFLE, RUSSIAN_SHUFFLE_MOVES)
        self.assertEqual(g.announcements(lines)[0],
                         b"drawbridge event=claim rule=threefold-repetition article=5.4.12.1.3 ply=8\n")
        g.sync()
        self.assertEqual([(e["event"], e["article"], e["ply"], e["edition"]) for e in g.events_read()],
                         [("claim", "5.4.12.2", 7, "draughts-russian"), ("claim", "5.4.12.1.3", 8, "draughts-russian")])
        self.assertEqual(g.finish(), 0)

    def test_fmjd_25_moves_of_kings_draw_at_ply_50_not_49(self):
        g = Gui(args=["--adjudicate", "stop"])
        moves = []
        for ply in range(49):  # the engine walks its kings; the GUI sends every move
            lines = g.search(FMJD_KINGS, moves)
            self.assertEqual(g.announcements(lines), [], f"at ply {ply}")
            moves.append(lines[-1].split(b"=")[1].strip().decode())
        self.assertEqual(len(moves), 49)
        lines = g.search(FMJD_KINGS, moves)  # its 50th move ends the game
        self.assertEqual(g.announcements(lines), [
            f"drawbridge event=result rule=kings-only-moves article=6.2 ply=50 move={lines[-1].split(b'=')[1].strip().decode()} "
            "result=1/2-1/2\n".encode()])
        moves.append(lines[-1].split(b"=")[1].strip().decode())
        lines = g.search(FMJD_KINGS, moves)
        self.assertEqual(lines, [b"drawbridge event=result rule=kings-only-moves article=6.2 ply=50 result=1/2-1/2\n",
                                 b"done\n"])
        self.assertEqual(g.finish(), 0)


class BadInput(unittest.TestCase):
    def assert_goes_on(self, g):
        lines = g.search("W" + "b" * 20 + "e" * 10 + "w" * 20, [])
        self.assertEqual(lines[-1], b"done move=31-26\n")
        self.assertEqual(g.finish(), 0)

    def test_a_bad_position(self):
        g = Gui()
        mark = len(g.lines)
        g.send("pos pos=Wxyz\n")
        index = g.expect(r"^drawbridge event=error", mark)
        self.assertEqual(g.lines[index], b'drawbridge event=error rule=none article=none detail="pos: bad position '
                         b"'Wxyz': 4 letters, where draughts-international has the side to move and 50 squares; "
                         b'no game is followed until the next pos that can be"\n')
        g.expect_error(r"^drawbridge: pos: bad position 'Wxyz'")
        g.expect(r'^error message="bad position"', mark)  # the engine had the line too
        self.assertEqual(g.events_read()[0]["event"], "error")
        self.assert_goes_on(g)

    def test_an_illegal_move(self):
        g = Gui()
        g.send('pos start moves="32-28 28-23"\n')
        g.expect(r"^drawbridge event=error rule=none article=none ply=1 move=28-23 detail=")
        g.expect_error(r"^drawbridge: ply 1, move 28-23: pos: illegal move '28-23'")
        self.assert_goes_on(g)

    def test_a_garbage_line(self):
        g = Gui()
        g.send('pos pos="Wbb\n')
        g.expect_error(r"^drawbridge: not a Hub line: the quoted value of pos opened at column 9 is never closed")
        g.send(b"\x01\x02 \xff\n")
        g.expect_error(r"^drawbridge: not a Hub line: byte 1 at column 1 where a command should be")
        self.assert_goes_on(g)

    def test_a_ten_megabyte_line(self):
        g = Gui()
        huge = b"pos pos=" + b"e" * (10 * 1024 * 1024) + b"\n"
        g.send(huge)
        error = g.expect_error(r"^drawbridge: pos: bad position 'eeee")
        self.assertLess(len(error), 300)
        self.assertIn(b"(10485760 bytes)", error)
        g.sync()
        self.assertEqual(g.engine_input(), huge + b"ping\n")
        self.assert_goes_on(g)

    def test_an_illegal_move_of_the_engine(self):
        g = Gui(engine_args=["11-15"])
        lines = g.search("W" + "b" * 20 + "e" * 10 + "w" * 20, [])
        self.assertEqual(g.announcements(lines), [b"drawbridge event=error rule=none article=none ply=0 move=11-15 "
                                                  b"detail=\"the engine's move is not legal: illegal move '11-15'\"\n"])
        self.assertEqual(lines[-1], b"done move=11-15\n")
        self.assert_goes_on(g)


class EngineFailure(unittest.TestCase):
    def test_an_engine_exit_is_reported_and_its_status_returned(self):
        g = Gui()
        g.send("hub\nexit 3\n")
        g.expect(r"^drawbridge event=error")
        rc = g.proc.wait(timeout=10)
        self.assertEqual(rc, 3)
        self.assertEqual(g.output(), HANDSHAKE + b'drawbridge event=error rule=none article=none '
                         b'detail="engine exited with status 3"\n')
        g.expect_error(r"^drawbridge: engine exited with status 3")
        self.assertEqual(g.events_read()[0]["detail"], "engine exited with status 3")
        g.finish()

    def test_the_engine_dying_during_a_search(self):
        g = Gui(engine_args=["--think-ms=30000"])
        g.send("pos start\nlevel move-time=30\ngo think\nexit 9\n")
        g.expect(r"^drawbridge event=error .*engine exited with status 9")
        self.assertEqual(g.proc.wait(timeout=10), 9)
        g.finish()


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--drawbridge", required=True)
    parser.add_argument("--fake", required=True)
    options, rest = parser.parse_known_args()
    DRAWBRIDGE, FAKE = options.drawbridge, options.fake
    unittest.main(argv=[sys.argv[0]] + rest)
