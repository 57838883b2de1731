#!/usr/bin/env python3
"""End-to-end tests of the CECP front end (issue 13): protocol transcripts of an xboard-like
GUI talking to the built drawbridge in front of the fake engine in its scripted UCI mode.
The fake echoes every UCI line it reads, and drawbridge passes the engine's prose to the GUI
as `# engine: ...` debug lines, so a transcript shows the UCI the front end sent, in order.

Run: cecp_test.py --drawbridge PATH --fake PATH [unittest args...]"""
import argparse
import json
import os
import queue
import re
import subprocess
import sys
import tempfile
import threading
import time
import unittest

import transcript

DRAWBRIDGE = None
FAKE = None
TIMEOUT = 10

DANCE = ["g1f3", "g8f6", "f3g1", "f6g8"]  # knights out and back: the start position once more


def claims_or_offers(line):
    """What xboard would read as a claim, an offer or a resignation (see xboard_words.h)."""
    low = line.lower()
    return (any(w in low for w in ("draw", "resign", "1-0", "0-1", "1/2-1/2"))
            or low.startswith("white") or low.startswith("black"))


class Gui:
    """One drawbridge process driven like xboard: lines go in, every line out is kept."""

    def __init__(self, moves=(), args=(), think_ms=0, handshake=True, engine_args=()):
        self.tmp = tempfile.TemporaryDirectory()
        self.events_path = os.path.join(self.tmp.name, "events.jsonl")
        fake = [FAKE, "--uci", *([f"--think-ms={think_ms}"] if think_ms else []), *engine_args, *moves]
        self.proc = subprocess.Popen([DRAWBRIDGE, "--gui=auto", f"--events={self.events_path}", *args, "--", *fake],
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        self.lines = []
        self.seen = 0  # lines already matched by expect()
        self.pings = 0
        self.notes = 0
        self.queue = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()
        if handshake:
            self.send("xboard", "protover 2")
            self.expect("feature done=1")

    def _read(self):
        for raw in self.proc.stdout:
            self.queue.put(raw.decode().rstrip("\n"))
        self.queue.put(None)

    def send(self, *lines):
        self.proc.stdin.write("".join(f"{l}\n" for l in lines).encode())
        self.proc.stdin.flush()

    def expect(self, pattern, timeout=TIMEOUT):
        """The first line from now on that matches `pattern` (a regex, matched whole)."""
        deadline = time.monotonic() + timeout
        while True:
            for i in range(self.seen, len(self.lines)):
                if re.fullmatch(pattern, self.lines[i]):
                    self.seen = i + 1
                    return self.lines[i]
            left = deadline - time.monotonic()
            if left <= 0:
                raise AssertionError(f"no line matching {pattern!r} in:\n" + "\n".join(self.lines))
            try:
                line = self.queue.get(timeout=left)
            except queue.Empty:
                continue
            if line is None:
                status = self.proc.wait(timeout=TIMEOUT)
                stderr = self.proc.stderr.read().decode(errors="replace")
                raise AssertionError(f"drawbridge ended (status {status}) before {pattern!r}:\n" +
                                     "\n".join(self.lines) + f"\nits stderr:\n{stderr}")
            self.lines.append(line)

    def sync(self):
        """Waits until drawbridge has read everything sent before (ping is answered at once)."""
        self.pings += 1
        self.send(f"ping {self.pings}")
        self.expect(f"pong {self.pings}")

    def drain(self):
        """Waits until drawbridge has read everything sent before, and the engine has read and
        answered everything drawbridge sent it: the fake echoes a `setoption` of its option
        Note after all of that (it reads nothing while it thinks)."""
        self.sync()
        self.notes += 1
        self.send(f"option Note={self.notes}")
        self.expect(f"# engine: setoption name Note value {self.notes}")

    def sent_to_engine(self):
        """The UCI lines the engine received, from its echo (less the round trips of drain())."""
        return [l[len("# engine: "):] for l in self.lines
                if l.startswith("# engine: ") and not l.startswith("# engine: setoption name Note ")]

    def quit(self):
        self.send("quit")
        self.proc.stdin.close()
        rc = self.proc.wait(timeout=TIMEOUT)
        while True:
            line = self.queue.get(timeout=TIMEOUT)
            if line is None:
                break
            self.lines.append(line)
        self.stderr = self.proc.stderr.read().decode()
        self.proc.stderr.close()
        self.proc.stdout.close()
        self.events = []
        if os.path.exists(self.events_path):
            with open(self.events_path) as f:
                self.events = [json.loads(l) for l in f]
        self.tmp.cleanup()
        return rc


class CecpCase(unittest.TestCase):
    def finish(self, gui):
        self.assertEqual(gui.quit(), 0, gui.stderr)
        self.check_words(gui)

    def check_words(self, gui):
        """Nothing but the deliberate claims and offers reads as one, and `#` lines come
        only after `feature ... debug=1`, but for the tables' verdict (draw_speech.h)."""
        debug_on = False
        for line in gui.lines:
            if line.startswith("feature ") and "debug=1" in line:
                debug_on = True
            if line.startswith("#") and "rule=tablebase" not in line:
                self.assertTrue(debug_on, f"{line!r} before feature debug=1")
            if line in ("offer draw", "resign") or re.fullmatch(r"1/2-1/2 \{dr\S+: [a-z -]+, article [0-9.a-z]+\}", line):
                continue
            self.assertFalse(claims_or_offers(line), line)


class Handshake(CecpCase):
    def test_features_after_the_engines_options(self):
        gui = Gui(handshake=False)
        gui.send("xboard", "protover 2")
        first = gui.expect("feature .*")
        features = gui.expect("feature .*ping=1.*")
        gui.expect("feature done=1")
        self.assertEqual(first, "feature done=0")
        for feature in ("setboard=1", "usermove=1", "ping=1", "san=0", "sigint=0", "sigterm=0", "colors=0",
                        "reuse=1", "debug=1", 'variants="normal,fischerandom"'):
            self.assertIn(feature, features.split(" "))
        self.assertIn(' myname="Fake UCI" ', features)
        options = [l for l in gui.lines if l.startswith("feature option=")]
        self.assertIn('feature option="Style -combo Solid /// *Normal /// Risky"', options)
        self.assertIn('feature option="DB Claim -combo never /// always /// *unless-winning"', options)
        self.assertIn('feature egt="syzygy"', gui.lines)
        # Set by memory, cores, egtpath and hard, not as options.
        self.assertFalse([o for o in options if re.match(r'feature option="(Hash|Threads|Ponder|SyzygyPath) ', o)])
        self.finish(gui)

    def test_settings_commands(self):
        gui = Gui()
        gui.send("memory 64", "cores 2", "egtpath syzygy /tmp/tb", "option Style=Risky", "option DB Claim=never",
                 "option Nonsense=1", "hard", "easy", "variant fischerandom",
                 "new", "memory 64", "cores 2", "easy")  # xboard repeats them every game: passed on once
        gui.expect(r"Error \(unknown option\): Nonsense=1")
        gui.drain()
        # (The engine's echo of `uci` came before `feature debug=1`: not shown.)
        self.assertEqual(gui.sent_to_engine(), [
            "setoption name Hash value 64", "setoption name Threads value 2",
            "setoption name SyzygyPath value /tmp/tb", "setoption name Style value Risky",
            "setoption name Ponder value true", "setoption name Ponder value false",
            "setoption name UCI_Chess960 value true", "ucinewgame"])
        self.finish(gui)

    def test_unknown_command_and_illegal_move(self):
        gui = Gui()
        gui.send("new", "force", "frobnicate now", "usermove e2e5", "e7e5", "usermove e2e4")
        gui.expect(r"Error \(unknown command\): frobnicate")
        gui.expect("Illegal move: e2e5")
        gui.expect("Illegal move: e7e5")  # a bare move is read as a move too
        gui.sync()
        self.assertFalse([l for l in gui.lines if l.startswith("Illegal move: e2e4")])
        self.finish(gui)

    def test_hint_and_book(self):
        gui = Gui(["e7e5:g1f3"])
        gui.send("new", "hint", "usermove e2e4")
        gui.expect("move e7e5")
        gui.send("hint", "bk")
        gui.expect("Hint: g1f3")
        gui.expect(" No book moves: a UCI engine's own book is not asked.")
        gui.expect("")  # the end of the book answer
        gui.send("usermove g1f3", "hint")
        gui.sync()
        self.assertEqual([l for l in gui.lines if l.startswith("Hint")], ["Hint: g1f3"])  # none before, none after
        self.finish(gui)

    def test_san_moves_are_read_too(self):
        gui = Gui(["e7e5"])
        gui.send("new", "usermove Nf3")
        gui.expect("move e7e5")
        gui.drain()
        self.assertIn("position startpos moves g1f3", gui.sent_to_engine())
        self.finish(gui)

    def test_the_log_has_each_question_before_its_answer(self):
        with tempfile.TemporaryDirectory() as tmp:
            log = os.path.join(tmp, "drawbridge.log")
            gui = Gui(["e7e5"], args=[f"--log={log}"])
            gui.send("new", "usermove e2e4", *(f"ping {n}" for n in range(1, 41)))
            gui.expect("pong 40")
            if "move e7e5" not in gui.lines:  # it may come before, between or after the pongs
                gui.expect("move e7e5")
            self.finish(gui)
            order = [(direction + b" " + line).decode() for _, _, direction, line in transcript.read(log)]
        for n in range(1, 41):
            self.assertLess(order.index(f"gui> ping {n}"), order.index(f">gui pong {n}"))
        # The engine's move goes out after the GUI's move went in, and the `go` before it.
        self.assertLess(order.index("gui> usermove e2e4"), order.index(">gui move e7e5"))
        self.assertLess(next(i for i, l in enumerate(order) if l.startswith(">engine go ")),
                        order.index("engine> bestmove e7e5"))

    def test_quit_ends_both(self):
        gui = Gui()
        gui.send("new", "force", "usermove e2e4")
        self.finish(gui)  # quit: both processes end, drawbridge with status 0


class Searches(CecpCase):
    def test_engine_plays_black_after_usermove(self):
        gui = Gui(["e7e5"])
        gui.send("new", "usermove e2e4")
        gui.expect("move e7e5")
        gui.drain()
        self.assertEqual(gui.sent_to_engine(), ["ucinewgame", "position startpos moves e2e4",
                                                "go wtime 300000 btime 300000 winc 0 binc 0 movestogo 40"])
        self.finish(gui)

    def test_ping_during_a_search_is_answered_before_the_move(self):
        gui = Gui(["e7e5"], think_ms=600)
        gui.send("new", "usermove e2e4", "ping 77")
        gui.expect("pong 77")
        self.assertNotIn("move e7e5", gui.lines)
        gui.expect("move e7e5")
        self.finish(gui)

    def test_go_plays_the_side_to_move(self):
        gui = Gui(["e2e4", "g1f3"])
        gui.send("new", "force", "go")
        gui.expect("move e2e4")
        gui.send("usermove e7e5")
        gui.expect("move g1f3")
        gui.drain()
        self.assertIn("position startpos moves e2e4 e7e5", gui.sent_to_engine())
        self.finish(gui)

    def test_playother(self):
        gui = Gui(["e7e5"])
        gui.send("new", "force", "playother", "usermove e2e4")
        gui.expect("move e7e5")
        self.finish(gui)

    def test_move_now(self):
        gui = Gui(["e7e5"], think_ms=300)
        gui.send("new", "usermove e2e4", "?")
        gui.expect("move e7e5")
        gui.drain()
        self.assertIn("stop", gui.sent_to_engine())
        self.finish(gui)


class Pondering(CecpCase):
    def test_usermove_of_the_pondered_move_is_a_ponderhit(self):
        gui = Gui(["e7e5:g1f3", "b8c6:f1b5"])
        gui.send("new", "hard", "usermove e2e4")
        gui.expect("move e7e5")
        gui.expect(r"# engine: go ponder .*")
        gui.send("usermove g1f3")
        gui.expect("move b8c6")
        gui.drain()
        sent = gui.sent_to_engine()
        i = sent.index("position startpos moves e2e4 e7e5 g1f3")
        self.assertTrue(sent[i + 1].startswith("go ponder "), sent)
        self.assertEqual(sent[i + 2], "ponderhit")
        self.finish(gui)

    def test_usermove_of_another_move_stops_and_searches_it(self):
        gui = Gui(["e7e5:g1f3", "b8c6"])
        gui.send("new", "hard", "usermove e2e4")
        gui.expect("move e7e5")
        gui.expect(r"# engine: go ponder .*")
        gui.send("usermove d2d4")
        gui.expect("move b8c6")
        gui.drain()
        sent = gui.sent_to_engine()
        i = sent.index("stop")
        # The new search waits for the stopped one's bestmove, then goes on the real position.
        self.assertEqual(sent[i + 1], "position startpos moves e2e4 e7e5 d2d4")
        self.assertTrue(sent[i + 2].startswith("go wtime") or sent[i + 2] == "go infinite", sent)
        self.assertEqual(gui.lines.count("move b8c6"), 1)
        self.finish(gui)

    def test_force_during_ponder_stops_it_without_a_move(self):
        gui = Gui(["e7e5:g1f3"])
        gui.send("new", "hard", "usermove e2e4")
        gui.expect("move e7e5")
        gui.expect(r"# engine: go ponder .*")
        gui.send("force")
        gui.expect("# engine: stop")
        gui.drain()
        self.assertEqual([l for l in gui.lines if l.startswith("move ")], ["move e7e5"])
        self.finish(gui)


class Board(CecpCase):
    def test_edit_mode_sets_up_a_position(self):
        gui = Gui(["e8d8"])
        # xboard's sequence for Black to move: the side to move stays the game's.
        gui.send("new", "force", "usermove a2a3", "edit", "#", "Ke1", "Ra1", "Ph2", "xh2", "c", "Ke8", ".", "go")
        gui.expect("move e8d8")
        gui.drain()
        self.assertIn("position fen 4k3/8/8/8/8/8/8/R3K3 b Q - 0 1", gui.sent_to_engine())
        self.finish(gui)

    def test_edit_mode_errors(self):
        gui = Gui(["e7e5"])
        gui.send("new", "force", "edit", "Zz9", "ping 9", "#", "Ke1", ".", "usermove e2e4", "go")
        gui.expect(r"Error \(bad edit command\): Zz9")
        gui.expect("pong 9")  # answered in edit mode too
        gui.expect(r"Error \(illegal position\): edit")  # no black king
        gui.expect("move e7e5")
        gui.drain()
        self.assertIn("position startpos moves e2e4", gui.sent_to_engine())  # the game as it was
        self.finish(gui)

    def test_quit_in_edit_mode_quits(self):
        gui = Gui()
        gui.send("new", "edit", "#")
        self.finish(gui)  # quit, with edit mode never ended: both processes end, status 0

    def test_undo_and_remove(self):
        gui = Gui(["b8c6"])
        gui.send("new", "force", "usermove e2e4", "usermove e7e5", "usermove g1f3", "usermove b8c6", "remove",
                 "undo", "go")
        gui.expect("move b8c6")
        gui.drain()
        self.assertIn("position startpos moves e2e4", gui.sent_to_engine())
        gui.send("new", "force", "undo")
        gui.expect(r"Error \(no move to take back\): undo")
        self.finish(gui)

    def test_setboard_with_a_bad_fen_is_an_error_not_a_crash(self):
        gui = Gui(["a1a2"])
        gui.send("new", "force", "setboard hello world", "setboard 8/8/8/8/8/8/8/8 w - - 0 1")
        gui.expect(r"Error \(illegal position\): hello world")
        gui.expect(r"Error \(illegal position\): 8/8/8/8/8/8/8/8 w - - 0 1")
        gui.sync()
        self.assertIsNone(gui.proc.poll())
        gui.send("setboard 4k3/8/8/8/8/8/8/R3K3 w - - 0 40", "go")
        gui.expect("move a1a2")
        gui.drain()
        sent = gui.sent_to_engine()
        self.assertIn("position fen 4k3/8/8/8/8/8/8/R3K3 w - - 0 40", sent)
        self.assertFalse([l for l in sent if "hello" in l or "8/8/8/8/8/8/8/8" in l])
        self.finish(gui)


class Chess960(CecpCase):
    def test_castling_is_o_o_in_cecp_and_king_takes_rook_in_uci(self):
        gui = Gui(["e8a8"])
        gui.send("new", "variant fischerandom", "force", "setboard r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1",
                 "playother", "usermove O-O")
        gui.expect("move O-O-O")
        gui.drain()
        self.assertIn("setoption name UCI_Chess960 value true", gui.sent_to_engine())
        self.assertIn("position fen r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1 moves e1h1",
                      gui.sent_to_engine())
        self.finish(gui)


class Clocks(CecpCase):
    def go_line(self, *commands, moves=("e2e4",)):
        gui = Gui(list(moves))
        gui.send("new", "force", *commands, "go")
        gui.expect("move e2e4")
        gui.drain()
        go = [l for l in gui.sent_to_engine() if l.startswith("go")]
        self.finish(gui)
        return go[0]

    def test_level_with_fractional_increment(self):
        self.assertEqual(self.go_line("level 40 5 0.5", "time 30000", "otim 29000"),
                         "go wtime 300000 btime 290000 winc 500 binc 500 movestogo 40")

    def test_level_with_min_sec_base_and_no_time_yet(self):
        self.assertEqual(self.go_line("level 0 2:30 1.25"), "go wtime 150000 btime 150000 winc 1250 binc 1250")

    def test_time_and_otim_follow_the_engines_colour(self):
        gui = Gui(["e7e5"])
        gui.send("new", "level 0 1 0", "time 4500", "otim 5900", "usermove e2e4")
        gui.expect("move e7e5")
        gui.drain()
        self.assertIn("go wtime 59000 btime 45000 winc 0 binc 0", gui.sent_to_engine())
        self.finish(gui)

    def test_st_and_sd(self):
        self.assertEqual(self.go_line("st 2.5"), "go movetime 2500")
        self.assertEqual(self.go_line("level 0 1 0", "sd 7"), "go wtime 60000 btime 60000 winc 0 binc 0 depth 7")
        # Before any `level`, xboard's default: 40 moves in 5 minutes.
        self.assertEqual(self.go_line("sd 3"), "go wtime 300000 btime 300000 winc 0 binc 0 movestogo 40 depth 3")


class Thinking(CecpCase):
    def test_post_and_nopost(self):
        gui = Gui(["e7e5=17", "b8c6=mate3", "g8f6=-40"])
        gui.send("new", "post", "usermove e2e4")
        gui.expect("move e7e5")
        self.assertIn("5 17 123 4242 e7e5", gui.lines)
        gui.send("usermove g1f3")
        gui.expect("move b8c6")
        self.assertIn("5 100003 123 4242 b8c6", gui.lines)
        gui.send("nopost", "usermove f1c4")
        gui.expect("move g8f6")
        self.assertFalse([l for l in gui.lines if l.startswith("5 -40 ")])
        self.finish(gui)

    def test_analyze(self):
        gui = Gui()
        gui.send("new", "force", "analyze")
        gui.expect("9 21 50 9999 e2e4 e7e5")  # thinking output without `post`
        gui.send("usermove e2e4")
        gui.expect("# engine: stop")
        gui.expect("# engine: position startpos moves e2e4")
        gui.expect("# engine: go infinite")
        gui.send("exit")
        gui.expect("# engine: stop")
        gui.drain()
        self.assertFalse([l for l in gui.lines if l.startswith("move ")])
        self.finish(gui)


    def test_status_in_analyze_mode(self):
        gui = Gui()
        gui.send("new", "force", ".", "analyze")
        gui.expect("9 21 50 9999 e2e4 e7e5")
        gui.drain()  # the engine's next line (currmove) has come too
        gui.send(".")
        status = gui.expect(r"stat01: .*")
        self.assertEqual(status, "stat01: 50 9999 9 19 20 e4")  # time (cs), nodes, depth, moves left and in all, move
        asked = len([l for l in gui.lines if l.startswith("stat01")])
        gui.send("exit", ".")
        gui.drain()
        self.assertEqual(len([l for l in gui.lines if l.startswith("stat01")]), asked)  # none outside analysis
        self.finish(gui)


class Laws(CecpCase):
    def test_threefold_on_the_board_is_claimed_right_after_the_move(self):
        gui = Gui(["e2e4"])
        gui.send("new", "force", *(f"usermove {m}" for m in DANCE + DANCE), "go")
        gui.expect("move e2e4")
        claim = gui.expect(r"1/2-1/2 .*")
        self.assertEqual(claim, "1/2-1/2 {drawbridge: threefold repetition, article 9.2.1.2}")
        self.assertEqual(gui.lines[gui.lines.index("move e2e4") + 1], claim)
        self.assertNotIn("offer draw", gui.lines)
        self.finish(gui)
        self.assertEqual([(e["event"], e["rule"], e["article"]) for e in gui.events],
                         [("claim", "threefold-repetition", "9.2.1.2")])

    def test_threefold_with_the_move_is_offered_before_it_and_claimed_after_it(self):
        gui = Gui(["f6g8"])
        gui.send("new", "force", *(f"usermove {m}" for m in DANCE + DANCE[:3]), "go")
        claim = gui.expect(r"1/2-1/2 .*")
        self.assertEqual(claim, "1/2-1/2 {drawbridge: threefold repetition, article 9.2.1.1}")
        at = gui.lines.index(claim)
        self.assertEqual(gui.lines[at - 2:at], ["offer draw", "move f6g8"])
        self.finish(gui)
        self.assertEqual([(e["event"], e["article"], e["move"]) for e in gui.events],
                         [("claim", "9.2.1.1", "f6g8")])

    def test_other_edition(self):
        gui = Gui(["f6g8"], args=["--rules=fide-2014"])
        gui.send("new", "force", *(f"usermove {m}" for m in DANCE + DANCE[:3]), "go")
        gui.expect("move f6g8")
        self.finish(gui)
        self.assertEqual([(e["edition"], e["article"]) for e in gui.events], [("fide-2014", "9.2a")])

    def test_fifty_moves_with_the_move(self):
        gui = Gui(["a1a2"])
        gui.send("new", "force", "setboard 4k3/8/8/8/8/8/8/R3K3 w - - 99 80", "go")
        claim = gui.expect(r"1/2-1/2 .*")
        self.assertEqual(claim, "1/2-1/2 {drawbridge: fifty move, article 9.3.1}")
        at = gui.lines.index(claim)
        self.assertEqual(gui.lines[at - 2:at], ["offer draw", "move a1a2"])
        self.finish(gui)

    def test_fifty_moves_on_the_board(self):
        gui = Gui(["a1a2"])
        gui.send("new", "force", "setboard 4k3/8/8/8/8/8/8/R3K3 w - - 100 80", "go")
        claim = gui.expect(r"1/2-1/2 .*")
        self.assertEqual(claim, "1/2-1/2 {drawbridge: fifty move, article 9.3.2}")
        self.assertEqual(gui.lines[gui.lines.index(claim) - 1], "move a1a2")
        self.finish(gui)

    def test_adjudicate_stop_claims_what_the_gui_sees(self):
        gui = Gui(args=["--adjudicate=stop", "--claim=never"])
        gui.send("new", "force", *(f"usermove {m}" for m in DANCE * 4), "go")  # the fifth time
        claim = gui.expect(r"1/2-1/2 .*")
        self.assertEqual(claim, "1/2-1/2 {drawbridge: fivefold repetition, article 9.6.1}")
        gui.drain()
        self.assertFalse([l for l in gui.lines if l.startswith("move ")])
        self.assertNotIn("go", " ".join(gui.sent_to_engine()))
        self.finish(gui)

    def test_adjudicate_stop_ends_a_pondered_game_without_ponderhit(self):
        ours, theirs = ["g1f3", "f3g1"] * 4, ["g8f6", "f6g8"] * 4
        gui = Gui([f"{a}:{b}" for a, b in zip(ours, theirs)], args=["--adjudicate=stop", "--claim=never"])
        gui.send("new", "hard", "force", "go")
        for a, b in zip(ours, theirs):
            gui.expect(f"move {a}")
            gui.send(f"usermove {b}")
        # The fifth time, made by the pondered move: a claim, not a ponderhit.
        self.assertEqual(gui.expect(r"1/2-1/2 .*"), "1/2-1/2 {drawbridge: fivefold repetition, article 9.6.1}")
        gui.drain()
        sent = gui.sent_to_engine()
        self.assertEqual(sent.count("ponderhit"), 7)
        searches = [l for l in sent if l.startswith("go")]
        self.assertTrue(searches[-1].startswith("go ponder "))  # on the move that made the fifth time
        last_search = len(sent) - 1 - sent[::-1].index(searches[-1])
        self.assertIn("stop", sent[last_search:])
        self.finish(gui)

    def test_adjudicate_stop_plays_on_in_a_dead_position_offering(self):
        gui = Gui(["c1d2"], args=["--adjudicate=stop"])
        gui.send("new", "force", "setboard 2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - 0 1", "go")
        gui.expect("move c1d2")
        self.assertEqual(gui.lines[gui.lines.index("move c1d2") - 1], "offer draw")
        self.finish(gui)

    def test_a_search_the_game_ended_claims_nothing(self):
        gui = Gui(["f6g8"], think_ms=400)
        gui.send("new", "force", *(f"usermove {m}" for m in DANCE + DANCE[:3]), "go", "result 1/2-1/2 {agreed}")
        gui.expect("# engine: stop")
        gui.drain()  # the engine's bestmove, a move that would have claimed, has come
        self.assertFalse([l for l in gui.lines if l.startswith("move ") or "event=claim" in l])
        self.finish(gui)
        self.assertEqual([e for e in gui.events if e["event"] == "claim"], [])

    def test_no_claim_when_winning(self):
        gui = Gui(["f6g8=300"])
        gui.send("new", "force", *(f"usermove {m}" for m in DANCE + DANCE[:3]), "go")
        gui.expect("move f6g8")
        gui.drain()
        self.assertNotIn("offer draw", gui.lines)
        self.finish(gui)

    def test_events_reach_the_gui_only_as_debug_lines(self):
        gui = Gui(["e2e4"])
        gui.send("new", "force", *(f"usermove {m}" for m in DANCE + DANCE), "go")
        gui.expect("move e2e4")
        line = gui.expect(r"# .*event=claim.*")
        self.assertEqual(line, "# dr_wbridge event=claim rule=threefold-repetition article=9.2.1.2 ply=8")
        self.finish(gui)


class OpponentOffers(CecpCase):
    """xboard passes the opponent's offer (`draw`) before the move it was made with; it is
    answered once that move has come, and the events file records how it ended."""

    def offer_after_move(self, moves, args=()):
        gui = Gui(moves, args=args)
        gui.send("new", "usermove e2e4")
        gui.expect("move e7e5")
        gui.send("draw", "usermove g1f3")
        return gui

    def test_never_by_default_and_declined_by_the_move(self):
        gui = self.offer_after_move(["e7e5", "b8c6"])
        gui.expect("move b8c6")
        self.assertNotIn("offer draw", gui.lines)
        self.finish(gui)
        self.assertEqual([(e["event"], e["rule"], e["ply"], e["detail"]) for e in gui.events],
                         [("offer", "draw-offer", 3, "by the opponent"),
                          ("notice", "draw-offer", 4, "the opponent's offer declined by a move")])

    def test_accept_always(self):
        gui = self.offer_after_move(["e7e5", "b8c6"], ["--accept=always"])
        gui.expect("offer draw")
        self.finish(gui)
        self.assertEqual([(e["event"], e["rule"], e["result"], e["detail"]) for e in gui.events],
                         [("offer", "draw-offer", None, "by the opponent"),
                          ("result", "draw-offer", "1/2-1/2", "the opponent's offer accepted")])

    def test_accept_unless_winning(self):
        for score, accepted in (("30", True), ("200", False)):
            gui = self.offer_after_move([f"e7e5={score}", "b8c6"], ["--accept=unless-winning"])
            gui.expect("move b8c6")
            self.assertEqual("offer draw" in gui.lines, accepted, score)
            self.finish(gui)

    def test_a_game_the_laws_have_drawn_is_accepted(self):
        # Bishops of opposite colours behind locked pawns: dead, whatever --accept says.
        gui = Gui(["e8f7"])
        gui.send("new", "force", "setboard 2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - 0 1", "playother", "draw",
                 "usermove e1f2")
        gui.expect("offer draw")
        self.finish(gui)
        self.assertIn(("result", "dead-position"), [(e["event"], e["rule"]) for e in gui.events])

    def test_an_offer_lapses_with_the_game(self):
        gui = Gui(["e7e5"], think_ms=500)
        gui.send("new", "usermove e2e4", "draw", "result 1/2-1/2 {agreed}")
        gui.drain()
        self.assertNotIn("move e7e5", gui.lines)  # the search was stopped, its move dropped
        self.finish(gui)
        self.assertEqual([e["detail"] for e in gui.events], ["by the opponent", "the opponent's offer lapsed"])


class EngineOffers(CecpCase):
    """PolyGlot's convention: an engine that declares UCI_DrawOffers offers with `info string
    DrawOffer` and resigns with `info string Resign`, and hears the opponent's `draw`."""

    def test_the_engines_offer_goes_before_its_move(self):
        gui = Gui(["e7e5!DrawOffer"], engine_args=["--draw-offers"])
        self.assertFalse([l for l in gui.lines if "Offers" in l])  # a switch, not the user's option
        gui.send("new", "usermove e2e4")
        gui.expect("move e7e5")
        self.assertEqual(gui.lines[gui.lines.index("move e7e5") - 1], "offer draw")
        self.finish(gui)
        self.assertEqual([(e["event"], e["ply"], e["move"], e["detail"]) for e in gui.events],
                         [("offer", 2, "e7e5", "by the engine")])

    def test_without_the_option_the_words_are_the_engines_prose(self):
        gui = Gui(["e7e5!DrawOffer", "b8c6!Resign"])
        gui.send("new", "usermove e2e4")
        gui.expect("move e7e5")
        gui.send("usermove g1f3")
        gui.expect("move b8c6")
        self.assertNotIn("offer draw", gui.lines)
        self.assertNotIn("resign", gui.lines)
        self.finish(gui)
        self.assertEqual(gui.events, [])

    def test_the_opponents_draw_reaches_the_engine_which_accepts(self):
        gui = Gui(["e7e5", "b8c6!DrawOffer"], engine_args=["--draw-offers"])
        gui.send("new", "usermove e2e4")
        gui.expect("move e7e5")
        gui.send("draw", "usermove g1f3")
        gui.expect("offer draw")
        self.assertIn("setoption name Dr_wOffer value dr_w", gui.sent_to_engine())
        self.finish(gui)
        self.assertEqual([(e["event"], e["result"], e["detail"]) for e in gui.events],
                         [("offer", None, "by the opponent"),
                          ("result", "1/2-1/2", "the opponent's offer accepted")])

    def test_resign(self):
        gui = Gui(["e7e5!Resign"], engine_args=["--draw-offers"])
        gui.send("new", "usermove e2e4")
        gui.expect("resign")
        gui.drain()
        self.assertNotIn("move e7e5", gui.lines)  # the search is stopped, its move dropped
        self.finish(gui)
        self.assertEqual([(e["event"], e["detail"]) for e in gui.events], [("notice", "the engine resigns")])


class OwnOffers(CecpCase):
    ARGS = ["--offer=score", "--offer_move=1", "--offer_score=10", "--offer_count=1"]

    def moves_with_offers(self, args):
        gui = Gui(["e7e5", "b8c6", "g8f6"], args=args)
        gui.send("new", "usermove e2e4")
        gui.expect("move e7e5")
        gui.send("usermove g1f3")
        gui.expect("move b8c6")
        gui.send("draw", "usermove f1c4")
        gui.expect("move g8f6")
        offered = [gui.lines[i + 1] for i, l in enumerate(gui.lines) if l == "offer draw"]
        self.finish(gui)
        return offered

    def test_offer_before_the_move(self):
        self.assertEqual(self.moves_with_offers(self.ARGS), ["move e7e5", "move b8c6", "move g8f6"])

    def test_after_opponent_offer_waits_for_the_opponents_draw(self):
        self.assertEqual(self.moves_with_offers(self.ARGS + ["--policy=after-opponent-offer"]),
                         ["move e7e5", "move g8f6"])


POLYGLOT = "/usr/games/polyglot"


class AgainstPolyGlot(unittest.TestCase):
    """The same CECP sessions through PolyGlot 2.0.4 and through drawbridge, with the fake
    engine behind both: what each sends the engine, and whether it survives."""

    @classmethod
    def setUpClass(cls):
        # A missing peer fails the suite by name: these cases never pass by not running.
        if not os.path.exists(POLYGLOT):
            raise AssertionError(f"{POLYGLOT} is missing: install Debian's polyglot (scripts/install-deps.sh --tests)")

    def polyglot(self, script):
        """Runs PolyGlot on `script`: (chunk, until) pairs, each chunk sent once PolyGlot has
        written a line matching the previous `until` (None: once it has ended)."""
        with tempfile.TemporaryDirectory() as tmp:
            log = os.path.join(tmp, "polyglot.log")
            ini = os.path.join(tmp, "polyglot.ini")
            # PolyGlot splits EngineCommand at spaces: the engine through a link in tmp.
            engine = os.path.join(tmp, "fake_engine")
            os.symlink(os.path.abspath(FAKE), engine)
            with open(ini, "w") as f:
                f.write(f"[PolyGlot]\nEngineCommand = {engine} --uci e2e4\nEngineDir = {tmp}\nLog = true\n"
                        f"LogFile = {log}\n")
            # PolyGlot opens polyglot.log in its working directory before it reads LogFile.
            proc = subprocess.Popen([POLYGLOT, ini], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                    stderr=subprocess.DEVNULL, cwd=tmp)
            lines = queue.Queue()
            threading.Thread(target=lambda: [lines.put(l.decode().rstrip("\n")) for l in proc.stdout] + [lines.put(None)],
                             daemon=True).start()
            out = []

            def read_until(pattern):
                """True once a line matches `pattern`, False once PolyGlot's output has ended."""
                while (line := lines.get(timeout=TIMEOUT)) is not None:
                    out.append(line)
                    if pattern is not None and re.fullmatch(pattern, line):
                        return True
                return False

            running = True
            try:
                for chunk, until in script:
                    proc.stdin.write(chunk.encode())
                    proc.stdin.flush()
                    running = read_until(until)
                    if not running:
                        break
                if running:
                    proc.stdin.write(b"quit\n")
                    proc.stdin.close()
            except BrokenPipeError:
                pass  # PolyGlot has ended
            proc.wait(timeout=TIMEOUT)
            if running:
                read_until(None)
            proc.stdout.close()
            with open(log, errors="replace") as f:
                to_engine = [l.split("Adapter->Engine: ", 1)[1].rstrip("\n") for l in f if "Adapter->Engine: " in l]
        return out, to_engine

    def test_fractional_increment(self):
        script = [("xboard\nprotover 2\n", "feature .*done=1.*"),
                  ("new\nlevel 40 5 0.5\ntime 30000\notim 30000\nforce\ngo\n", "move e2e4")]
        _, to_engine = self.polyglot(script)
        polyglot_go = [l for l in to_engine if l.startswith("go")]
        self.assertEqual(polyglot_go, ["go wtime 300000 btime 300000 movestogo 40"])  # the increment is lost
        gui = Gui(["e2e4"])
        gui.send("new", "level 40 5 0.5", "time 30000", "otim 30000", "force", "go")
        gui.expect("move e2e4")
        gui.drain()
        self.assertIn("go wtime 300000 btime 300000 winc 500 binc 500 movestogo 40", gui.sent_to_engine())
        self.assertEqual(gui.quit(), 0)

    def test_bad_setboard(self):
        script = [("xboard\nprotover 2\n", "feature .*done=1.*"), ("new\nforce\nsetboard hello world\nping 1\n", None)]
        out, _ = self.polyglot(script)
        self.assertNotIn("pong 1", out)  # PolyGlot gave up on the FEN: no answer any more
        gui = Gui()
        gui.send("new", "force", "setboard hello world")
        gui.expect(r"Error \(illegal position\): hello world")
        gui.sync()
        self.assertEqual(gui.quit(), 0)


class ProtocolChoice(unittest.TestCase):
    def test_uci_first_command_stays_uci(self):
        proc = subprocess.run([DRAWBRIDGE, "--", FAKE], input=b"uci\nxboard\nquit\n", capture_output=True, timeout=30)
        self.assertEqual(proc.stdout, b"uci\nxboard\nquit\n")

    def test_forced_uci_relays_xboard_unchanged(self):
        proc = subprocess.run([DRAWBRIDGE, "--gui=uci", "--", FAKE], input=b"xboard\nquit\n", capture_output=True,
                              timeout=30)
        self.assertEqual(proc.stdout, b"xboard\nquit\n")

    def test_forced_cecp_without_xboard(self):
        proc = subprocess.run([DRAWBRIDGE, "--gui=cecp", "--", FAKE, "--uci"], input=b"ping 3\nfoo\nquit\n",
                              capture_output=True, timeout=30)
        self.assertEqual(proc.stdout.decode().splitlines(), ["pong 3", "Error (unknown command): foo"])


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
