#!/usr/bin/env python3
"""End-to-end tests of `drawbridge dxp`, the referee between two DXP engines, through real TCP
sockets on the loopback: this script is both engines, the initiator that connects to drawbridge
and the follower that drawbridge connects to.
Run: dxp_test.py --drawbridge PATH [unittest args...]"""
import argparse
import json
import os
import re
import socket
import subprocess
import sys
import tempfile
import time
import unittest

DRAWBRIDGE = None
DEADLINE = 30  # seconds for anything to arrive, on a loaded machine


def dxp_board(pieces):
    """DXP's 50 letters: `pieces` maps a square to w, z (men), W, Z (kings)."""
    return "".join(pieces.get(square, "e") for square in range(1, 51))


# W:W36,37,K50:BK1,14,15, the kings shuffling 50-44 1-7 44-50 7-1: the start's third time is ply 8.
SHUFFLE = dxp_board({1: "Z", 14: "z", 15: "z", 36: "w", 37: "w", 50: "W"})
REQUEST = "R01Initiator                       Z003075BW" + SHUFFLE
ACCEPT = "AFollower                        0"
SHUFFLE_MOVES = ["M0001504400", "M0001010700", "M0001445000", "M0001070100"] * 2


class Engine:
    """One end of a DXP connection: NUL-ended messages, read as they come."""

    def __init__(self, sock):
        self.sock = sock
        self.buffer = b""

    def send(self, text):
        self.sock.sendall(text.encode("latin-1") + b"\0")

    def receive(self):
        self.sock.settimeout(DEADLINE)
        while b"\0" not in self.buffer:
            data = self.sock.recv(65536)
            if not data:
                raise EOFError("closed")
            self.buffer += data
        message, self.buffer = self.buffer.split(b"\0", 1)
        return message.decode("latin-1")

    def closed(self):
        """Whether the other end closed, once everything it sent has been read."""
        self.sock.settimeout(DEADLINE)
        return self.buffer == b"" and self.sock.recv(1) == b""


class Match:
    """drawbridge dxp between this script's initiator and follower."""

    def __init__(self, args=()):
        self.dir = tempfile.TemporaryDirectory()
        self.events = os.path.join(self.dir.name, "events.jsonl")
        self.pdn = os.path.join(self.dir.name, "games.pdn")
        server = socket.create_server(("127.0.0.1", 0))
        port = server.getsockname()[1]
        self.proc = subprocess.Popen(
            [DRAWBRIDGE, "dxp", "--listen", "0", "--connect", f"127.0.0.1:{port}", "--events", self.events,
             "--pdn", self.pdn, *args], stderr=subprocess.PIPE, text=True)
        server.settimeout(DEADLINE)
        self.follower = Engine(server.accept()[0])
        server.close()
        self.errors = []
        address = self.stderr_line(r"listening for the initiator on (\S+)").group(1)
        self.listening = address
        host, port = address.rsplit(":", 1)
        self.initiator = Engine(socket.create_connection((host, int(port)), timeout=DEADLINE))
        self.stderr_line(r"the initiator connected")

    def stderr_line(self, pattern):
        for line in self.proc.stderr:
            self.errors.append(line)
            found = re.search(pattern, line)
            if found:
                return found
        raise AssertionError(f"no stderr line matches {pattern}: {self.errors}")

    def start(self, test):
        self.initiator.send(REQUEST)
        test.assertEqual(self.follower.receive(), REQUEST)
        self.follower.send(ACCEPT)
        test.assertEqual(self.initiator.receive(), ACCEPT)

    def play(self, test, moves, first_mover="initiator"):
        mover = first_mover
        for move in moves:
            sender, receiver = ((self.initiator, self.follower) if mover == "initiator"
                                else (self.follower, self.initiator))
            sender.send(move)
            test.assertEqual(receiver.receive(), move)
            mover = "follower" if mover == "initiator" else "initiator"

    def finish(self):
        for engine in (self.initiator, self.follower):
            engine.sock.close()
        try:
            _, rest = self.proc.communicate(timeout=DEADLINE)
        finally:
            self.proc.kill()
        self.errors.append(rest)
        return self.proc.returncode

    def events_read(self):
        with open(self.events, encoding="utf-8") as f:
            return [json.loads(line) for line in f]


class Referee(unittest.TestCase):
    def test_messages_pass_and_the_laws_end_the_game_for_both(self):
        match = Match()
        self.assertTrue(match.listening.startswith("127.0.0.1:"), "the loopback address by default")
        match.start(self)
        match.follower.send("CHello")  # a CHAT passes too
        self.assertEqual(match.initiator.receive(), "CHello")
        match.play(self, SHUFFLE_MOVES)
        chat = "Cdrawbridge: draw, FMJD 6.1, the same position 3 times"
        for engine in (match.initiator, match.follower):
            self.assertEqual(engine.receive(), chat)
            self.assertEqual(engine.receive(), "E20")
        # The initiator answers and asks for the next game; the follower's move, sent before it
        # read the GAMEEND, stays with the referee; the next game starts once it answers.
        match.initiator.send("E00")
        match.initiator.send(REQUEST)
        match.follower.send("M0001504400")
        match.follower.send("E00")
        self.assertEqual(match.follower.receive(), REQUEST)
        match.follower.send(ACCEPT)
        self.assertEqual(match.initiator.receive(), ACCEPT)
        match.play(self, SHUFFLE_MOVES[:3])
        self.assertEqual(match.finish(), 0)
        results = [e for e in match.events_read() if e["event"] == "result"]
        self.assertEqual([(e["game"], e["rule"], e["article"], e["ply"], e["result"]) for e in results],
                         [(1, "threefold-repetition", "6.1", 8, "1/2-1/2")])
        with open(match.pdn, encoding="utf-8") as f:
            pdn = f.read()
        self.assertIn('[Round "1"]\n[White "Initiator"]\n[Black "Follower"]\n[Result "1-1"]\n[GameType "20"]\n'
                      '[FEN "W:W36,37,K50:BK1,14,15"]\n\n'
                      "1. 50-44 1-7 2. 44-50 7-1 3. 50-44 1-7 4. 44-50 7-1 1-1\n", pdn)
        # The second game, left unfinished when the initiator went away, is written without a result.
        self.assertIn('[Round "2"]', pdn)
        self.assertIn("1. 50-44 1-7 2. 44-50 *\n", pdn)

    def test_a_take_back_is_followed(self):
        match = Match()
        match.start(self)
        match.play(self, SHUFFLE_MOVES[:7])
        # Back to move 3 with Black to move (ply 5): only a referee that followed it finds 1-7
        # legal, and the start's third time at ply 8.
        match.follower.send("B003Z")
        self.assertEqual(match.initiator.receive(), "B003Z")
        match.initiator.send("K0")
        self.assertEqual(match.follower.receive(), "K0")
        match.play(self, ["M0001010700", "M0001445000", "M0001070100"], first_mover="follower")
        self.assertEqual(match.initiator.receive(), "Cdrawbridge: draw, FMJD 6.1, the same position 3 times")
        match.finish()
        self.assertEqual([e["ply"] for e in match.events_read() if e["event"] == "result"], [8])


class Faults(unittest.TestCase):
    def test_bad_messages_are_said_once_and_the_match_goes_on(self):
        match = Match()
        match.start(self)
        match.initiator.send("M00015044")  # cut short: passed on, said
        self.assertEqual(match.follower.receive(), "M00015044")
        match.initiator.sock.sendall(b"C" * (10 * 1024 * 1024 + 10) + b"\0")  # 10 MB without a NUL
        match.initiator.send("CStill here")
        self.assertEqual(match.follower.receive(), "CStill here")
        match.initiator.send("M0001504000")  # not a legal move: passed on, and the game is followed no more
        self.assertEqual(match.follower.receive(), "M0001504000")
        match.play(self, SHUFFLE_MOVES)  # no referee's GAMEEND: the game is not followed
        match.initiator.send("CAfter")
        self.assertEqual(match.follower.receive(), "CAfter")
        match.finish()
        errors = "".join(match.errors)
        self.assertEqual(errors.count("event=error"), 4, errors)  # the three faults, and the close mid-game
        self.assertIn("MOVE is cut short", errors)
        self.assertIn("10485760 bytes without the NUL", errors.replace("10485770", "10485760"))
        self.assertIn("move=50-40 detail=the initiator's move is not legal", errors)

    def test_an_engine_that_disconnects_mid_game_ends_it_for_the_other(self):
        match = Match()
        match.start(self)
        match.play(self, SHUFFLE_MOVES[:3])
        match.initiator.sock.sendall(b"M00")
        match.initiator.sock.close()
        self.assertEqual(match.follower.receive(), "Cdrawbridge: the initiator disconnected; the game ends")
        self.assertEqual(match.follower.receive(), "E01")
        self.assertTrue(match.follower.closed())
        self.assertEqual(match.finish(), 0)
        self.assertIn("last message was cut short by the close: 'M00'", "".join(match.errors))

    def test_a_follower_that_does_not_listen_is_named(self):
        server = socket.create_server(("127.0.0.1", 0))
        port = server.getsockname()[1]
        server.close()  # nothing listens there now
        started = time.monotonic()
        done = subprocess.run([DRAWBRIDGE, "dxp", "--listen", "0", "--connect", f"127.0.0.1:{port}",
                               "--connect-wait", "500"], capture_output=True, text=True, timeout=DEADLINE)
        self.assertEqual(done.returncode, 1)
        self.assertIn(f"cannot connect to 127.0.0.1:{port} within 500 ms", done.stderr)
        self.assertLess(time.monotonic() - started, DEADLINE)

    def test_usage_errors(self):
        for args, message in ((["--rules", "draughts-russian"], "not an edition of international draughts"),
                              (["--listen", "1.2.3.4:x"], "--listen: '1.2.3.4:x' has no port"),
                              (["--connect-wait", "-1"], "--connect_wait")):
            done = subprocess.run([DRAWBRIDGE, "dxp", *args], capture_output=True, text=True, timeout=DEADLINE)
            self.assertEqual(done.returncode, 2, done.stderr)
            self.assertIn(message, done.stderr)


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--drawbridge", required=True)
    args, rest = parser.parse_known_args()
    DRAWBRIDGE = args.drawbridge
    unittest.main(argv=[sys.argv[0], *rest])
