#!/usr/bin/env python3
"""drawbridge against a real draughts engine, Scan 3.1, built once per build tree with the all-zero
evaluation (tests/support/build_scan.py): an engine that plays legal, shuffling moves and so walks
into the draw laws.

- DXP: two Scans, the follower a server and the initiator a client, with `drawbridge dxp` between
  them and this script's tap between the initiator and drawbridge, which records every message.
  Several games, each ended by the referee at the exact ply of its first FMJD law, as this
  script's own count of repetitions, king moves and lone-king material says; the next game
  starting; both engines' logs showing the games ended.
- DXP from set positions: this script as the initiator, its GAMEREQs setting up endings of kings
  and its moves chosen by a `scan hub`, a real Scan as the follower, drawbridge between them:
  each game ended at its first law, the endings against a lone king by a draw law (6.1-6.4),
  which two Scans from the start position seldom reach (they run out of moves first, 7.2).
- Hub: `drawbridge --rules draughts-fmjd -- scan hub` driven as the Hub GUI drives it (the position
  after the last irreversible move and the king moves since), Scan playing both sides, each result
  announced at its ply.

Run: scan_peer_test.py --drawbridge PATH --scan DIR [unittest args...]"""
import argparse
import json
import os
import pathlib
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time
import unittest

DRAWBRIDGE = None
SCAN = None  # the folder with the built scan and its data/
DEADLINE = 600  # seconds for the games, on a loaded machine
GAMES = 3
HUB_MOVE_TIME = 0.01  # seconds a move


# ---- the laws, counted independently of drawbridge (FMJD 6.1-6.4, configs/rules/draughts-fmjd.toml) ----

def start_board():
    board = {square: "z" for square in range(1, 21)}
    board.update({square: "w" for square in range(31, 51)})
    return board


def play(board, frm, to, captured):
    """A move as DXP and Hub give it: the piece from `frm` to `to`, `captured` taken; a man on the far row is crowned."""
    board = dict(board)
    piece = board.pop(frm)
    for square in captured:
        del board[square]
    if piece == "w" and to <= 5:
        piece = "W"
    if piece == "z" and to >= 46:
        piece = "Z"
    board[to] = piece
    return board


def square_at(row, col):
    """The number of the dark square at `row` (0 at the top) and `col`, or None off the board."""
    if not (0 <= row < 10 and 0 <= col < 10) or (row + col) % 2 == 0:
        return None
    return row * 5 + col // 2 + 1


def can_move(board, white):
    """Whether the player on move has a move: a step or a capture (men capture backwards too, kings fly)."""
    own, enemy, forward = ("wW", "zZ", -1) if white else ("zZ", "wW", 1)
    for square, piece in board.items():
        if piece not in own:
            continue
        row = (square - 1) // 5
        col = 2 * ((square - 1) % 5) + (1 if row % 2 == 0 else 0)
        for dr, dc in ((-1, -1), (-1, 1), (1, -1), (1, 1)):
            reach = 9 if piece.isupper() else 1
            r, c = row + dr, col + dc
            for _ in range(reach):
                here = square_at(r, c)
                if here is None:
                    break
                if here not in board:
                    if piece.isupper() or dr == forward:
                        return True
                    r, c = r + dr, c + dc
                    continue
                beyond = square_at(r + dr, c + dc)
                if board[here] in enemy and beyond is not None and beyond not in board:
                    return True
                break
    return False


def lone_king_rule(board):
    """The 6.3 or 6.4 material: up to three pieces with a king against a lone king, or None."""
    white = [p for p in board.values() if p in "wW"]
    black = [p for p in board.values() if p in "zZ"]
    for strong, weak in ((white, black), (black, white)):
        if len(weak) == 1 and weak[0].isupper() and any(p.isupper() for p in strong):
            if len(strong) == 3:
                return ("6.3", 32)
            if len(strong) <= 2:
                return ("6.4", 10)
    return None


def first_law(moves, board=None, white_to_move=True):
    """The first ply at which FMJD 6.1-6.4 or 7.2 end the game of `moves` (from, to, captured) from
    `board` (the start position when None), and its article."""
    board = board or start_board()
    seen = {(tuple(sorted(board.items())), white_to_move): 1}
    kings_only = 0
    material, material_start = lone_king_rule(board), 0
    for ply, (frm, to, captured) in enumerate(moves, start=1):
        king_move = board[frm].isupper() and not captured
        board = play(board, frm, to, captured)
        white_to_move = not white_to_move
        key = (tuple(sorted(board.items())), white_to_move)
        seen[key] = seen.get(key, 0) + 1
        kings_only = kings_only + 1 if king_move else 0
        rule = lone_king_rule(board)
        if rule != material:
            material, material_start = rule, ply
        if not can_move(board, white_to_move):
            return ply, "7.2"
        if seen[key] == 3:
            return ply, "6.1"
        if kings_only == 50:
            return ply, "6.2"
        if material and ply - material_start == material[1]:
            return ply, material[0]
    return None, None


# ---- the processes ----

def free_port():
    with socket.create_server(("127.0.0.1", 0)) as server:
        return server.getsockname()[1]


def wait_for(condition, what, deadline=DEADLINE):
    end = time.monotonic() + deadline
    while time.monotonic() < end:
        if condition():
            return
        time.sleep(0.05)
    raise AssertionError(f"timed out waiting for {what}")


def file_text(path):
    return pathlib.Path(path).read_text(encoding="latin-1") if os.path.exists(path) else ""


class Scan:
    """A Scan in a folder of its own: its scan.ini, the built data/, and its output as its log."""

    def __init__(self, root, name, mode, settings):
        self.dir = os.path.join(root, name)
        os.makedirs(self.dir)
        os.symlink(os.path.join(SCAN, "data"), os.path.join(self.dir, "data"))
        ini = {"variant": "normal", "book": "true", "book-ply": "4", "book-margin": "4", "threads": "1", "tt-size": "16",
               "bb-size": "0", **settings}
        with open(os.path.join(self.dir, "scan.ini"), "w", encoding="ascii") as f:
            f.writelines(f"{key} = {value}\n" for key, value in ini.items())
        self.log = os.path.join(self.dir, "log.txt")
        self.mode = mode

    def start(self, extra=()):
        with open(self.log, "wb") as log:
            self.proc = subprocess.Popen([*extra, os.path.join(SCAN, "scan"), self.mode], cwd=self.dir,
                                         stdin=subprocess.PIPE if self.mode == "hub" else subprocess.DEVNULL,
                                         stdout=subprocess.PIPE if self.mode == "hub" else log,
                                         stderr=subprocess.STDOUT)
        return self.proc

    def text(self):
        return file_text(self.log)

    def stop(self):
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait()


class Tap:
    """A TCP relay between the initiator and drawbridge that records each NUL-ended message."""

    def __init__(self, target_port):
        self.server = socket.create_server(("127.0.0.1", 0))
        self.port = self.server.getsockname()[1]
        self.target_port = target_port
        self.messages = []  # (from "initiator" or "drawbridge", text), in the order they passed
        self.lock = threading.Lock()
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self):
        initiator, _ = self.server.accept()
        drawbridge = socket.create_connection(("127.0.0.1", self.target_port))
        for source, sink, name in ((initiator, drawbridge, "initiator"), (drawbridge, initiator, "drawbridge")):
            threading.Thread(target=self._pump, args=(source, sink, name), daemon=True).start()

    def _pump(self, source, sink, name):
        pending = b""
        while True:
            try:
                data = source.recv(65536)
            except OSError:
                data = b""
            if not data:
                sink.close()
                return
            pending += data
            *whole, pending = pending.split(b"\0")
            with self.lock:
                self.messages.extend((name, m.decode("latin-1")) for m in whole)
            try:
                sink.sendall(data)
            except OSError:  # the other end is gone: the match is over
                source.close()
                return

    def snapshot(self):
        with self.lock:
            return list(self.messages)


def games_of(messages):
    """Each game as the tap saw it: its moves (from, to, captured) up to drawbridge's CHAT, if one ended it."""
    games, game = [], None
    for sender, text in messages:
        if text.startswith("R") and sender == "initiator":
            game = {"moves": [], "movers": [], "chat": None, "end": None}
            games.append(game)
        elif game is None or game["chat"]:
            continue
        elif text.startswith("M"):
            frm, to, count = int(text[5:7]), int(text[7:9]), int(text[9:11])
            game["moves"].append((frm, to, [int(text[11 + 2 * i:13 + 2 * i]) for i in range(count)]))
            game["movers"].append(sender)
        elif re.match(r"Cdrawbridge: [^,]+, FMJD ", text):  # the laws ended the game
            game["chat"] = text[1:]
        elif text.startswith("E") and game["end"] is None:
            game["end"] = (sender, text)
    return games


def results_logged(engine):
    """How many games Scan's log says ended: it prints a result line at every GAMEEND it reads or sends."""
    return len(re.findall(r"^result ", engine.text(), re.MULTILINE))


class Dxp(unittest.TestCase):
    def test_the_referee_ends_each_game_at_its_first_law(self):
        root = tempfile.mkdtemp(prefix="drawbridge-scan-dxp-")
        follower_port, referee_port = free_port(), free_port()
        follower = Scan(root, "follower", "dxp", {"dxp-server": "true", "dxp-initiator": "false",
                                                  "dxp-port": follower_port, "dxp-board": "true"})
        follower.start()
        wait_for(lambda: "waiting for a connection" in follower.text(), "the follower to listen", 60)
        events, pdn = os.path.join(root, "events.jsonl"), os.path.join(root, "games.pdn")
        with open(os.path.join(root, "drawbridge.txt"), "wb") as said:
            referee = subprocess.Popen([DRAWBRIDGE, "dxp", "--listen", f"127.0.0.1:{referee_port}", "--connect",
                                        f"127.0.0.1:{follower_port}", "--events", events, "--pdn", pdn], stderr=said)
        wait_for(lambda: "listening for the initiator" in file_text(os.path.join(root, "drawbridge.txt")),
                 "drawbridge to listen", 60)
        tap = Tap(referee_port)
        # No time (dxp-time 0) and no move limit: Scan answers at once and never ends a game itself
        # at a move count.
        initiator = Scan(root, "initiator", "dxp", {"dxp-server": "false", "dxp-initiator": "true",
                                                    "dxp-host": "127.0.0.1", "dxp-port": tap.port,
                                                    "dxp-time": "0", "dxp-moves": "0", "dxp-board": "true"})
        initiator.start()
        try:
            # The referee's games, the next game started after the last of them, and both engines'
            # logs showing the ends: Scan prints its result line with printf, which reaches the log
            # only at its next flushed line, so the tap alone can be ahead of the logs.
            wait_for(lambda: sum(1 for g in games_of(tap.snapshot()) if g["chat"]) >= GAMES
                     and len(games_of(tap.snapshot())) > GAMES
                     and all(results_logged(engine) >= GAMES for engine in (initiator, follower)),
                     f"{GAMES} games ended by the referee")
        finally:
            for engine in (initiator, follower):
                engine.stop()
            referee.wait(timeout=60)
        with open(events, encoding="utf-8") as f:
            said = list(map(json.loads, f))
        results = [e for e in said if e["event"] == "result"]
        # A MOVE the initiator sent before it read the referee's CHAT and GAMEEND crossed them: the
        # tap saw it, drawbridge held it back and said so.
        held_back = sum(1 for e in said if e["event"] == "notice" and "initiator's MOVE after the end" in e["detail"])
        crossed = 0
        refereed = [g for g in games_of(tap.snapshot()) if g["chat"]]
        self.assertGreaterEqual(len(refereed), GAMES)
        by_game = {e["game"]: e for e in results}
        for number, game in enumerate(games_of(tap.snapshot()), start=1):
            ply, article = first_law(game["moves"])
            if not game["chat"]:
                # Ended by an engine (a player who cannot move) or still going: no law came first.
                self.assertTrue(ply is None or ply == len(game["moves"]), (number, ply, game))
                continue
            if len(game["moves"]) == ply + 1 and game["movers"][-1] == "initiator":
                crossed += 1
            else:
                self.assertEqual(len(game["moves"]), ply, (number, article, game["chat"]))
            self.assertEqual(by_game[number]["ply"], ply)
            self.assertEqual(by_game[number]["article"], article)
            self.assertIn(f"FMJD {article},", game["chat"])
        self.assertLessEqual(crossed, held_back)
        # Both engines' own logs: the referee's CHAT arrived and each game ended (Scan prints a
        # result line at every GAMEEND it reads or sends).
        for engine in (initiator, follower):
            log = engine.text()
            self.assertGreaterEqual(log.count("chat: drawbridge: "), GAMES, log[-2000:])
            self.assertGreaterEqual(results_logged(engine), GAMES, log[-2000:])
        with open(pdn, encoding="utf-8") as f:
            self.assertGreaterEqual(len(re.findall(r'\[Result "(1-1|2-0|0-2)"\]', f.read())), GAMES)
        shutil.rmtree(root, ignore_errors=True)


# The Hub games' starts, White to move: the start position, where the zero evaluation's Scan plays
# until a player cannot move (7.2), and endings with kings, where it walks into the draw laws.
HUB_STARTS = [
    start_board(),
    {1: "Z", 5: "Z", 14: "z", 15: "z", 36: "w", 37: "w", 46: "W", 50: "W"},  # kings and men each
    {3: "Z", 46: "W", 50: "W", 45: "W"},  # three kings against one (6.3)
    {3: "Z", 46: "W", 50: "W"},  # two kings against one (6.4)
]


class HubPeer:
    """A `scan hub` spoken to line by line, as the Hub GUI speaks to it: behind the command
    `front` (drawbridge and its flags), or alone."""

    def __init__(self, root, name, front=()):
        self.engine = Scan(root, name, "hub", {})
        self.proc = self.engine.start(front)
        self.lines = []

    def send(self, line):
        self.proc.stdin.write((line + "\n").encode())
        self.proc.stdin.flush()

    def until(self, prefix):
        end = time.monotonic() + DEADLINE
        while time.monotonic() < end:
            line = self.proc.stdout.readline().decode("latin-1")
            if not line:
                raise AssertionError(f"the engine closed before '{prefix}': {self.lines[-20:]}")
            self.lines.append(line.rstrip("\n"))
            if line.startswith(prefix):
                return line
        raise AssertionError(f"no '{prefix}'")


class HubGui(HubPeer):
    """drawbridge in front of `scan hub`, driven as the Hub GUI drives it."""

    def __init__(self, root):
        self.events = os.path.join(root, "hub-events.jsonl")
        super().__init__(root, "hub", [DRAWBRIDGE, "--rules", "draughts-fmjd", "--events", self.events, "--"])


def hub_position(board, white_to_move):
    letters = {"w": "w", "z": "b", "W": "W", "Z": "B"}
    return ("W" if white_to_move else "B") + "".join(letters.get(board.get(s), "e") for s in range(1, 51))


def hub_move(text):
    squares = [int(s) for s in re.split(r"[-x]", text)]
    return squares[0], squares[1], squares[2:]


def dxp_position(board):
    """GAMEREQ's 50 squares: e empty, w and z men, W and Z kings."""
    return "".join(board.get(square, "e") for square in range(1, 51))


class Initiator:
    """This test as the DXP initiator: a TCP client of drawbridge that sends GAMEREQs with a
    position, and plays its side with the moves a `scan hub` chooses."""

    def __init__(self, root, port):
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=DEADLINE)
        self.pending = b""
        self.hub = HubPeer(root, "hub-player")
        self.hub.send("hub")
        self.hub.until("wait")
        self.hub.send("init")
        self.hub.until("ready")

    def choose(self, board, white_to_move):
        """Scan's move from this position (it knows no history: the laws are drawbridge's to count)."""
        self.hub.send("new-game")
        self.hub.send(f'pos pos={hub_position(board, white_to_move)} moves=""')
        self.hub.send(f"level move-time={HUB_MOVE_TIME}")
        self.hub.send("go think")
        return hub_move(re.search(r"move=(\S+)", self.hub.until("done")).group(1))

    def send(self, text):
        self.sock.sendall(text.encode("ascii") + b"\0")

    def receive(self):
        while b"\0" not in self.pending:
            data = self.sock.recv(65536)
            if not data:
                raise AssertionError("drawbridge closed the connection")
            self.pending += data
        message, self.pending = self.pending.split(b"\0", 1)
        return message.decode("latin-1")

    def close(self):
        self.sock.close()
        self.hub.send("quit")
        self.hub.engine.stop()


class DxpFromPositions(unittest.TestCase):
    """The draw laws over DXP with a real Scan as the follower: games from endings of kings that
    this test's GAMEREQ sets up, each ended by drawbridge at the ply of its first FMJD law."""

    def test_the_draw_laws_end_games_set_up_by_the_initiator(self):
        root = tempfile.mkdtemp(prefix="drawbridge-scan-dxp-set-")
        follower_port, referee_port = free_port(), free_port()
        follower = Scan(root, "follower", "dxp", {"dxp-server": "true", "dxp-initiator": "false",
                                                  "dxp-port": follower_port})
        follower.start()
        wait_for(lambda: "waiting for a connection" in follower.text(), "the follower to listen", 60)
        events = os.path.join(root, "events.jsonl")
        with open(os.path.join(root, "drawbridge.txt"), "wb") as said:
            referee = subprocess.Popen([DRAWBRIDGE, "dxp", "--listen", f"127.0.0.1:{referee_port}", "--connect",
                                        f"127.0.0.1:{follower_port}", "--events", events], stderr=said)
        wait_for(lambda: "listening for the initiator" in file_text(os.path.join(root, "drawbridge.txt")),
                 "drawbridge to listen", 60)
        initiator = Initiator(root, referee_port)
        articles = []
        try:
            for start in HUB_STARTS[1:]:
                articles.append(self.play_one(initiator, start))
        finally:
            initiator.close()
            follower.stop()
            referee.wait(timeout=60)
        # Each game ended at its first law (play_one checks the ply and the article); the endings
        # of kings against a lone king by a draw law, whichever of 6.1-6.4 came first.
        self.assertTrue(all(article.startswith("6.") for article in articles[1:]), articles)
        with open(events, encoding="utf-8") as f:
            results = [e for e in map(json.loads, f) if e["event"] == "result"]
        self.assertEqual([r["article"] for r in results], articles)
        shutil.rmtree(root, ignore_errors=True)

    def play_one(self, initiator, start):
        """One game from `start`, White (the initiator) to move, the follower Black; the article
        that drawbridge's CHAT names, checked against this test's count of the laws."""
        initiator.send("R01" + "drawbridge test".ljust(32) + "Z" + "000" + "000" + "B" + "W" + dxp_position(start))
        accepted = initiator.receive()
        self.assertTrue(accepted.startswith("A") and accepted.endswith("0"), accepted)
        board, white, moves = dict(start), True, []
        while True:
            # The initiator moves unless this test's own count says the laws ended the game.
            if white and first_law(moves, dict(start))[0] is None:
                frm, to, captured = initiator.choose(board, white)
                initiator.send(f"M0000{frm:02d}{to:02d}{len(captured):02d}" + "".join(f"{c:02d}" for c in captured))
                board, white = play(board, frm, to, captured), False
                moves.append((frm, to, captured))
            message = initiator.receive()
            while message.startswith("C") and not message.startswith("Cdrawbridge"):
                message = initiator.receive()  # the engine's own chat
            if message.startswith("M"):
                frm, to, count = int(message[5:7]), int(message[7:9]), int(message[9:11])
                captured = [int(message[11 + 2 * i:13 + 2 * i]) for i in range(count)]
                board, white = play(board, frm, to, captured), True
                moves.append((frm, to, captured))
                continue
            if not message.startswith("C"):
                continue  # a GAMEEND only after drawbridge's CHAT
            ply, article = first_law(moves, dict(start))
            self.assertEqual(ply, len(moves), (message, moves))
            self.assertIn(f"FMJD {article},", message)
            end = initiator.receive()
            self.assertTrue(end.startswith("E"), end)
            initiator.send("E00")  # the acknowledgement
            return article


class Hub(unittest.TestCase):
    def test_each_result_is_announced_at_its_ply(self):
        root = tempfile.mkdtemp(prefix="drawbridge-scan-hub-")
        gui = HubGui(root)
        try:
            gui.send("hub")
            gui.until("wait")
            gui.send("init")
            gui.until("ready")
            for start in HUB_STARTS:
                gui.send("new-game")
                board, white, moves = dict(start), True, []
                irreversible_board, irreversible_white, since = board, white, []
                expected, article = None, None
                while expected is None:
                    gui.send(f'pos pos={hub_position(irreversible_board, irreversible_white)} moves="{" ".join(since)}"')
                    gui.send(f"level move-time={HUB_MOVE_TIME}")
                    gui.send("go think")
                    done = re.search(r"move=(\S+)", gui.until("done"))
                    if done is None:  # no move: the player on move lost (7.2), as announced at `go`
                        expected, article = len(moves), "7.2"
                        break
                    text = done.group(1)
                    frm, to, captured = hub_move(text)
                    man = board[frm].islower()
                    board, white = play(board, frm, to, captured), not white
                    moves.append((frm, to, captured))
                    since.append(text)
                    if man or captured:
                        irreversible_board, irreversible_white, since = board, white, []
                    expected, article = first_law(moves, dict(start))
                # The ending move was announced before `done`; the next `go` says nothing more.
                announced = [line for line in gui.lines if "event=result" in line]
                self.assertTrue(announced, gui.lines[-10:])
                self.assertIn(f"article={article} ply={expected}", announced[-1])
                gui.lines.clear()
        finally:
            gui.send("quit")
            gui.proc.wait(timeout=60)
            gui.proc.stdin.close()
            gui.proc.stdout.close()
        with open(gui.events, encoding="utf-8") as f:
            results = [e for e in map(json.loads, f) if e["event"] == "result"]
        self.assertEqual(len(results), len(HUB_STARTS))
        shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--drawbridge", required=True)
    parser.add_argument("--scan", required=True)
    args, rest = parser.parse_known_args()
    DRAWBRIDGE, SCAN = os.path.abspath(args.drawbridge), os.path.abspath(args.scan)
    unittest.main(argv=[sys.argv[0], *rest])
