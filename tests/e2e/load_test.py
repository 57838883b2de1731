#!/usr/bin/env python3
"""Load test: P drawbridge processes at once, each in front of the fake engine, each playing
G short games with the mirror and `--events FILE` on (issue 10, item 6).

The script is every process's GUI and, through the fake engine's echo, its engine too: per
search it sends `position`, `go`, `info ... score cp 0 pv M` and `bestmove M`, and waits for
the echo of `bestmove M` before the next search (as a GUI waits for the engine's answer;
the session follows one search at a time). Moves come from a fixed list of games: real
human games (the test data's games/human.tsv, cut at --max-plies) and a few built to reach a
threefold and a fivefold repetition, a checkmate and a stalemate, and human games that
end or allow a fifty-move claim (every fifth game is one of these rare ones). After a
game's last move one more `go` asks about the final position, so that a game that is over gets its result;
then the fake's `flood N` cue makes the engine write N info lines and a bestmove at once.

Checked, and any failure makes the exit status 1:
  - transcripts: every line a process writes, with drawbridge's injected lines removed, is
    exactly the next line sent to it (nothing lost, duplicated or reordered, checked as the
    lines arrive, so no transcript is kept in memory); the `option` lines before `uciok`
    are drawbridge's own options;
  - injected lines: exactly the claims and results `drawbridge adjudicate` gives for the
    same moves (claims as the session picks them, see expected_claim), each in its place:
    a claim right before the echo of its search's `bestmove`, a result in the last search
    of its game before the echo of its `go`;
  - the events file of each process says the same, event for event, with game numbers;
  - every process exits 0 after `quit`;
  - resources of each drawbridge process, sampled at the start of every game and after the
    last: VmRSS from /proc/PID/status grows by at most --rss-growth-kb after the first 20 %
    of the games (at most 20 games), and the count of /proc/PID/fd does not change after them.
Figures (processes, games, lines, wall time, RSS, fds) are printed either way.

Run: load_test.py --drawbridge PATH --fake PATH --human-tsv PATH [--processes 16] [--games 50]"""
import argparse
import collections
import json
import os
import random
import selectors
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "support"))
from injected_line import PREFIX, fields  # noqa: E402

DANCE = "g1f3 g8f6 f3g1 f6g8".split()  # knights out and back: the start position again
BUILT_GAMES = [
    DANCE * 2,  # threefold: claims at plies 7 (with f6g8) and 8 (on the board)
    DANCE * 4,  # on to the fivefold repetition, which ends the game at ply 16
    "f2f3 e7e5 g2g4 d8h4".split(),  # checkmate
    "e2e3 a7a5 d1h5 a8a6 h5a5 h7h5 h2h4 a6h6 a5c7 f7f6 c7d7 e8f7 d7b7 d8d3 b7b8 d3h7 b8c8 f7g6 c8e6".split(),
    "e2e4 e7e5".split() + ["g1f3", "b8c6", "f3g1", "c6b8"] * 3,  # threefold after an opening
]
GO = "go wtime 60000 btime 60000 winc 0 binc 0"
# What the fake engine writes for the cue `flood N`: N of these, then FLOOD_END.
FLOOD_INFO = ("info depth 20 seldepth 28 multipv 1 score cp 31 nodes 1234567 nps 1500000 hashfull 12 "
              "tbhits 0 time 823 pv e2e4 e7e5 g1f3 b8c6 f1b5")
FLOOD_END = "bestmove e2e4 ponder e7e5"


def position(moves):
    return "position startpos" + (" moves " + " ".join(moves) if moves else "")


def adjudicate(drawbridge, games):
    text = "".join("startpos\t" + " ".join(moves) + "\n" for moves in games)
    out = subprocess.run([drawbridge, "adjudicate"], input=text, capture_output=True, text=True, check=True,
                         timeout=600).stdout
    return [json.loads(line) for line in out.splitlines()]


def expected_claim(verdict, ply, move):
    """The claim the engine's side makes at `ply` playing `move` with score 0 under the
    default --claim unless-winning, as the session picks it: on the board first, then with
    the move; threefold before fifty moves (adjudicate lists them in that order)."""
    claims = [e for e in verdict["events"] if e["event"] == "claim" and e["ply"] == ply]
    for e in claims:
        if "moves" not in e:
            return {"event": "claim", "rule": e["rule"], "article": e["article"], "ply": str(ply)}
    for e in claims:
        if move in e.get("moves", []):
            return {"event": "claim", "rule": e["rule"], "article": e["article"], "ply": str(ply), "move": move}
    return None


class Game:
    """One game of the pool: its moves (cut where adjudicate ends it) and the injected lines
    expected, as (ply of the search, fields, where): where is "bestmove" for a claim (right
    before the search's bestmove) and "go" for a result (before the echo of the go)."""

    def __init__(self, moves, verdict):
        if verdict["error"]:
            raise ValueError(f"adjudicate: {verdict['error']} in {moves}")
        self.moves = moves
        self.expected = []
        for ply, move in enumerate(moves):
            claim = expected_claim(verdict, ply, move)
            if claim:
                self.expected.append((ply, claim, "bestmove"))
        end = verdict["end"]
        if end:
            assert end["ply"] == len(moves), (end, len(moves))
            result = {"event": "result", "rule": end["rule"], "article": end["article"], "ply": str(end["ply"]),
                      "result": verdict["result"]}
            self.expected.append((len(moves), result, "go"))
            # Said again right before that search's bestmove, for python-chess (not in the events file).
            self.expected.append((len(moves), result, "bestmove"))


def game_pool(drawbridge, human_tsv, max_plies, size, seed):
    """Two lists of games, each ending where adjudicate says the game is over (so that the
    final `go` gets the result): short ones, human games cut at max_plies; and rare ones,
    the built games plus human games that end (checkmate, stalemate, dead position) or
    allow a fifty-move claim (cut two plies after the first), whole."""
    with open(human_tsv) as f:
        human = [line.rstrip("\n").split("\t")[1].split() for line in f if line.startswith("startpos\t")]
    rng = random.Random(seed)
    short = [moves[:max_plies] for moves in rng.sample(human, min(size, len(human)))]
    rare = list(BUILT_GAMES)
    ends = collections.defaultdict(list)
    for moves, verdict in zip(human, adjudicate(drawbridge, human)):
        fifty = [e["ply"] for e in verdict["events"] if e["rule"] == "fifty-move"]
        if fifty:
            rare.append(moves[:fifty[0] + 2])
        elif verdict["end"]:
            ends[verdict["end"]["rule"]].append(moves)
    for rule in sorted(ends):
        rare += ends[rule][:3]
    games = short + rare
    verdicts = adjudicate(drawbridge, games)
    games = [moves[:v["end"]["ply"]] if v["end"] else moves for moves, v in zip(games, verdicts)]
    pool = [Game(moves, v) for moves, v in zip(games, adjudicate(drawbridge, games))]
    return pool[:len(short)], pool[len(short):]


def resources(pid):
    with open(f"/proc/{pid}/status") as f:
        rss = next(int(line.split()[1]) for line in f if line.startswith("VmRSS:"))
    return rss, len(os.listdir(f"/proc/{pid}/fd"))


class Process:
    """One drawbridge process and its script: its games, where it is in them, and what it
    must write next."""

    def __init__(self, number, args, games, tmp):
        self.number = number
        self.flood = args.flood
        self.games = games
        self.events_path = os.path.join(tmp, f"events-{number}.jsonl")
        self.stderr = open(os.path.join(tmp, f"stderr-{number}.txt"), "w+b")
        self.proc = subprocess.Popen([args.drawbridge, f"--events={self.events_path}", "--", args.fake],
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self.stderr)
        os.set_blocking(self.proc.stdout.fileno(), False)
        self.pending = collections.deque()  # lines sent, not yet echoed
        self.partial = b""
        self.game = -1  # index in self.games; -1 during the handshake
        self.ply = 0  # the ply of the search under way
        self.injected = []  # (game, ply, fields, where)
        self.options = 0
        self.samples = []  # (game index, rss kB, fds)
        self.problems = []
        self.sent = self.received = 0
        self.done = False

    def fail(self, text):
        self.problems.append(f"process {self.number}: {text}")

    def give_up(self, text):
        """A broken transcript: the script cannot go on, so the GUI closes its end (drawbridge
        then ends the engine and exits) rather than wait for lines that will not come."""
        self.fail(text)
        try:
            self.proc.stdin.close()
        except OSError:
            pass

    def send(self, lines, answers=()):
        """Sends `lines`; the echo of each is expected back, then the fake's `answers`."""
        data = "".join(line + "\n" for line in lines).encode()
        self.pending.extend(lines)
        self.pending.extend(answers)
        self.sent += len(lines)
        view = memoryview(data)
        while view:
            view = view[os.write(self.proc.stdin.fileno(), view):]

    def start(self):
        self.send(["uci", "id name fake", "uciok", "isready"], answers=["readyok"])

    def next_game(self):
        self.game += 1
        try:
            self.samples.append((self.game, *resources(self.proc.pid)))
        except OSError as e:
            self.fail(f"cannot read /proc/{self.proc.pid}: {e}")
        if self.game == len(self.games):
            self.send(["quit"])
            return
        self.ply = 0
        self.send(["ucinewgame"])
        self.search()

    def search(self):
        moves = self.games[self.game].moves
        if self.ply < len(moves):
            move = moves[self.ply]
            self.send([position(moves[:self.ply]), GO, f"info depth 1 score cp 0 nodes 1 pv {move}",
                       f"bestmove {move}"])
        else:  # the final position: the result, if the game is over
            self.send([position(moves), GO, "bestmove 0000"])

    def on_readable(self):
        """Reads what there is; returns False at end of output."""
        data = os.read(self.proc.stdout.fileno(), 1 << 16)
        if not data:
            if self.partial:
                self.fail(f"output ends mid-line: {self.partial[:200]!r}")
            if self.pending:
                self.fail(f"output ended with {len(self.pending)} lines not echoed, next {self.pending[0]!r}")
            return False
        lines = (self.partial + data).split(b"\n")
        self.partial = lines.pop()
        for line in lines:
            if not self.problems:
                self.on_line(line.decode())
        return True

    def on_line(self, line):
        self.received += 1
        if line.startswith(PREFIX):
            # Where it arrived: before the echo of a `bestmove`, or before that of the `go`
            # (a result is written as the GUI's `go` is read, so the echo of the `position`
            # before it may come before or after).
            where = self.pending[0].split(" ", 1)[0] if self.pending else "(nothing)"
            where = "go" if where == "position" else where
            self.injected.append((self.game, self.ply, fields(line), where))
            return
        if self.game == -1 and line.startswith("option name ") and self.pending and self.pending[0] == "uciok":
            self.options += 1
            return
        if not self.pending:
            self.give_up(f"line {line!r} after every line sent was echoed")
            return
        expected = self.pending.popleft()
        if line != expected:
            self.give_up(f"game {self.game} ply {self.ply}: got {line!r}, expected {expected!r}")
            return
        if line == "readyok" and self.game == -1:
            self.next_game()
        elif line.startswith("bestmove "):
            self.ply += 1
            plies = len(self.games[self.game].moves)
            if self.ply <= plies:
                self.search()
            elif self.ply == plies + 1 and self.flood > 0:
                # Between games, a burst from the engine: many lines per read(2).
                self.send([f"flood {self.flood}"], answers=[FLOOD_INFO] * self.flood + [FLOOD_END])
            else:
                self.next_game()

    def finish(self):
        try:
            rc = self.proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            rc = self.proc.wait()
            self.fail("did not exit within 30 s of quit")
        if rc != 0:
            self.stderr.seek(0)
            self.fail(f"exit status {rc}; stderr: {self.stderr.read()[-2000:]!r}")
        self.stderr.close()
        if self.options == 0:
            self.fail("no option lines before uciok")
        self.check_injected()
        self.check_events_file()

    def expected_injected(self):
        return [(g, ply, f, where) for g, game in enumerate(self.games) for ply, f, where in game.expected]

    def check_injected(self):
        expected = self.expected_injected()
        if self.injected == expected:
            return
        for i, (got, want) in enumerate(zip(self.injected, expected)):
            if got != want:
                self.fail(f"injected line {i}: got {got}, expected {want}")
                return
        self.fail(f"{len(self.injected)} injected lines, expected {len(expected)}")

    def check_events_file(self):
        with open(self.events_path) as f:
            events = [json.loads(line) for line in f]
        got = [(e["game"], e["event"], e["rule"], e["article"], e["ply"], e["move"], e["result"]) for e in events]
        want = [(g + 1, f["event"], f["rule"], f["article"], int(f["ply"]), f.get("move"), f.get("result"))
                for g, _, f, where in self.expected_injected() if not (f["event"] == "result" and where == "bestmove")]
        if got == want:
            return
        for i, (a, b) in enumerate(zip(got, want)):
            if a != b:
                self.fail(f"events file line {i + 1}: {a}, expected {b}")
                return
        self.fail(f"events file has {len(got)} events, expected {len(want)}")


def settled_after(games):
    """The games after which RSS and fds must be flat: the first 20 %, and at most 20 (the
    issue's full size is 200 games, flat after the first 20)."""
    return min(20, max(1, games // 5))


def check_resources(processes, games, rss_growth_kb):
    """RSS growth and fd counts after the settling games; returns figures and problems."""
    settled = settled_after(games)
    growth, fds, rss, problems = [], set(), [], []
    for p in processes:
        after = [s for s in p.samples if s[0] >= settled]
        if not after:
            continue
        base_rss, base_fds = after[0][1], after[0][2]
        g = max(s[1] for s in after) - base_rss
        growth.append(g)
        rss.append((p.samples[0][1], after[0][1], p.samples[-1][1]))
        fds.update(s[2] for s in p.samples)
        if g > rss_growth_kb:
            problems.append(f"process {p.number}: RSS grew by {g} kB after game {settled} "
                            f"(samples {[s[1] for s in p.samples]})")
        changed = [s for s in after if s[2] != base_fds]
        if changed:
            problems.append(f"process {p.number}: open fds {base_fds} at game {settled}, then {changed[:5]}")
    return growth, fds, rss, problems


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--drawbridge", required=True)
    parser.add_argument("--fake", required=True)
    parser.add_argument("--human-tsv", required=True, help="the unpacked test data's games/human.tsv")
    parser.add_argument("--processes", type=int, default=16)
    parser.add_argument("--games", type=int, default=50, help="games per process")
    parser.add_argument("--max-plies", type=int, default=60, help="human games are cut here")
    parser.add_argument("--pool", type=int, default=400, help="human games in the pool")
    parser.add_argument("--flood", type=int, default=100, help="info lines the engine writes at once after each game")
    parser.add_argument("--rss-growth-kb", type=int, default=1024)
    parser.add_argument("--stall-seconds", type=float, default=120, help="fail when no process writes for this long")
    parser.add_argument("--seed", type=int, default=10)
    args = parser.parse_args()

    short, rare = game_pool(args.drawbridge, args.human_tsv, args.max_plies, args.pool, args.seed)
    rng = random.Random(args.seed)
    with tempfile.TemporaryDirectory() as tmp:
        scripts = []
        for n in range(args.processes):
            # Every fifth game is a rare one, so that each process claims and ends games.
            scripts.append([rare[(n + g // 5) % len(rare)] if g % 5 == 2 else rng.choice(short)
                            for g in range(args.games)])
        start = time.monotonic()
        processes = [Process(n, args, scripts[n], tmp) for n in range(args.processes)]
        selector = selectors.DefaultSelector()
        for p in processes:
            selector.register(p.proc.stdout, selectors.EVENT_READ, p)
            p.start()
        open_count = len(processes)
        stalled = False
        while open_count:
            ready = selector.select(timeout=args.stall_seconds)
            if not ready:
                stalled = True
                break
            for key, _ in ready:
                p = key.data
                if not p.on_readable():
                    selector.unregister(key.fileobj)
                    open_count -= 1
        wall = time.monotonic() - start
        if stalled:
            for p in processes:
                if p.proc.poll() is None:
                    p.fail(f"no output for {args.stall_seconds} s in game {p.game} ply {p.ply}, "
                           f"waiting for {list(p.pending)[:3]}")
                    p.proc.kill()
        for p in processes:
            p.finish()
        growth, fds, rss, resource_problems = check_resources(processes, args.games, args.rss_growth_kb)

    problems = [text for p in processes for text in p.problems] + resource_problems
    sent = sum(p.sent for p in processes)
    received = sum(p.received for p in processes)
    injected = collections.Counter(f"{f['event']} {f['rule']}" for p in processes for _, _, f, _ in p.injected)
    plies = sum(len(g.moves) for s in scripts for g in s)
    print(f"processes: {args.processes}, games: {args.processes * args.games} ({args.games} each), "
          f"plies: {plies}")
    print(f"lines: {sent} sent, {received} received, injected {dict(sorted(injected.items()))}")
    print(f"wall time: {wall:.1f} s ({sent / wall:.0f} lines/s sent, {plies / wall:.0f} searches/s)")
    if rss:
        print(f"RSS kB at game 1 / at game {settled_after(args.games) + 1} / after the last game: "
              f"min {min(r[0] for r in rss)}/{min(r[1] for r in rss)}/{min(r[2] for r in rss)}, "
              f"max {max(r[0] for r in rss)}/{max(r[1] for r in rss)}/{max(r[2] for r in rss)}")
        print(f"RSS growth after game {settled_after(args.games)}: max {max(growth)} kB "
              f"(limit {args.rss_growth_kb} kB)")
        print(f"open fds per process: {sorted(fds)}")
    for text in problems[:50]:
        print("PROBLEM:", text)
    print(f"{len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
