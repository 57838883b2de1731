#!/usr/bin/env python3
"""Self-play of stockfish through drawbridge, checked against `drawbridge adjudicate`.

The harness is the GUI: it starts `drawbridge --adjudicate=stop --events=FILE -- stockfish`,
plays games that begin after the first plies of real human games (so that most reach
endgames, where repetitions happen), one `go nodes N` per move for both sides, until
drawbridge announces a result or a ply limit. Then it replays every game's move list
through `drawbridge adjudicate` and checks each event drawbridge announced:
  - a claim names a claim adjudicate lists at that ply: (b) as on the board, (a) with the
    played move among adjudicate's moves; with --claim always, every ply where the engine
    could claim (on the board first, then with the move it played) has exactly that claim;
  - a result is adjudicate's end of the game (ply, rule, article, result), and a game
    without one is still ongoing for adjudicate;
  - the --events file says what the injected lines say.
Exit status 0 when every check holds. Python standard library only.

Run: selfplay_harness.py --drawbridge PATH [--games 20] [--nodes 200] [--max-plies 260]"""
import argparse
import json
import os
import random
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "support"))
from injected_line import PREFIX, fields  # noqa: E402


class Engine:
    """drawbridge in front of stockfish, spoken to as a GUI speaks."""

    def __init__(self, drawbridge, stockfish, claim, events):
        self.proc = subprocess.Popen(
            [drawbridge, f"--claim={claim}", "--adjudicate=stop", f"--events={events}", "--", stockfish],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
        self.send("uci")
        self.read_until("uciok")
        self.send("setoption name Threads value 1")
        self.send("setoption name Hash value 16")
        self.send("isready")
        self.read_until("readyok")

    def send(self, line):
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()

    def read_until(self, word):
        lines = []
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise RuntimeError(f"drawbridge ended while waiting for {word}")
            line = line.rstrip("\n")
            lines.append(line)
            if line.split(" ", 1)[0] == word:
                return lines

    def close(self):
        self.send("quit")
        self.proc.wait(timeout=30)


def openings(path, count, seed):
    """`count` move lists: the first 40 to 80 plies of long human games in the TSV at `path`."""
    with open(path) as f:
        games = [line.rstrip("\n").split("\t") for line in f if line.startswith("startpos\t")]
    long_games = [g[1].split() for g in games if len(g[1].split()) >= 120]
    rng = random.Random(seed)
    return [moves[:rng.randrange(40, 81, 2)] for moves in rng.sample(long_games, count)]


def play(engine, opening, nodes, max_plies):
    """One game; returns the moves, the plies the engine searched with its move, and the
    injected lines by the ply of the search they came from."""
    moves = list(opening)
    searched = {}
    injected = []
    engine.send("ucinewgame")
    while len(moves) < max_plies:
        engine.send("position startpos moves " + " ".join(moves))
        engine.send(f"go nodes {nodes}")
        lines = engine.read_until("bestmove")
        injected += [(len(moves), l) for l in lines if l.startswith(PREFIX)]
        best = lines[-1].split()[1]
        if best in ("(none)", "0000"):
            break
        searched[len(moves)] = best
        moves.append(best)
    return moves, searched, injected


def adjudicate(drawbridge, games):
    text = "".join("startpos\t" + " ".join(moves) + "\n" for moves in games)
    out = subprocess.run([drawbridge, "adjudicate"], input=text, capture_output=True, text=True,
                         check=True, timeout=300).stdout
    return [json.loads(line) for line in out.splitlines()]


def expected_claim(verdict, ply, move):
    """The claim the engine's side can make at `ply` playing `move`, as the session picks
    it: on the board first, then with the move; threefold before fifty moves."""
    claims = [e for e in verdict["events"] if e["event"] == "claim" and e["ply"] == ply]
    on_board = [e for e in claims if "moves" not in e]
    with_move = [e for e in claims if move in e.get("moves", [])]
    for e in on_board:
        return (e["rule"], e["article"], None)
    for e in with_move:
        return (e["rule"], e["article"], move)
    return None


def check_game(number, claim_mode, moves, searched, injected, verdict, problems):
    def problem(text):
        problems.append(f"game {number} ({claim_mode}): {text}")

    if verdict["error"]:
        problem(f"adjudicate: {verdict['error']}")
        return
    claims = {}
    results = []
    for ply, line in injected:
        f = fields(line)
        if f["event"] == "claim":
            claims[int(f["ply"])] = (f["rule"], f["article"], f.get("move"))
            if int(f["ply"]) != ply:
                problem(f"claim at ply {f['ply']} injected in the search at ply {ply}")
        elif f["event"] == "result":
            results.append(f)
        else:
            problem(f"unexpected event: {line}")
    for ply, claim in claims.items():
        expected = expected_claim(verdict, ply, searched.get(ply))
        if claim != expected:
            problem(f"ply {ply}: drawbridge claimed {claim}, adjudicate allows {expected}")
    if claim_mode == "always":
        for ply, move in searched.items():
            expected = expected_claim(verdict, ply, move)
            if expected and ply not in claims:
                problem(f"ply {ply}: no claim, adjudicate allows {expected}")
    end = verdict["end"]
    if results:
        r = results[0]
        got = (int(r["ply"]), r["rule"], r["article"], r["result"])
        want = (end["ply"], end["rule"], end["article"], verdict["result"]) if end else None
        if got != want or len(results) != 1:
            problem(f"result {results} but adjudicate ends with {want}")
    elif end is not None:
        problem(f"no result, adjudicate ends the game at {end}")


def check_events_file(path, injected_by_game, problems):
    with open(path) as f:
        events = [json.loads(line) for line in f]
    lines = [(game, line) for game, injected in enumerate(injected_by_game, 1) for _, line in injected]
    if len(events) != len(lines):
        problems.append(f"{path}: {len(events)} events for {len(lines)} injected lines")
        return
    for event, (game, line) in zip(events, lines):
        f = fields(line)
        same = (event["event"] == f["event"] and event["rule"] == f["rule"] and event["article"] == f["article"]
                and str(event["ply"]) == f["ply"] and event["move"] == f.get("move")
                and event["result"] == f.get("result") and event["game"] == game)
        if not same:
            problems.append(f"events file {event} differs from {line!r} (game {game})")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--drawbridge", required=True)
    parser.add_argument("--stockfish", default="/usr/games/stockfish")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--human-tsv", required=True, help="the unpacked test data's games/human.tsv")
    parser.add_argument("--nodes", type=int, default=200)
    parser.add_argument("--max-plies", type=int, default=260)
    parser.add_argument("--seed", type=int, default=5)
    args = parser.parse_args()

    problems = []
    counts = {}
    starts = openings(args.human_tsv, args.games, args.seed)
    half = args.games // 2
    with tempfile.TemporaryDirectory() as tmp:
        for claim_mode, batch in (("always", starts[:half]), ("unless-winning", starts[half:])):
            events = os.path.join(tmp, f"{claim_mode}.jsonl")
            engine = Engine(args.drawbridge, args.stockfish, claim_mode, events)
            played = [play(engine, opening, args.nodes, args.max_plies) for opening in batch]
            engine.close()
            verdicts = adjudicate(args.drawbridge, [moves for moves, _, _ in played])
            for i, ((moves, searched, injected), verdict) in enumerate(zip(played, verdicts), 1):
                check_game(i, claim_mode, moves, searched, injected, verdict, problems)
                for _, line in injected:
                    f = fields(line)
                    key = f"{f['event']} {f['rule']}"
                    counts[key] = counts.get(key, 0) + 1
            check_events_file(events, [injected for _, _, injected in played], problems)
    print("events:", json.dumps(counts, sort_keys=True))
    for p in problems:
        print("PROBLEM:", p)
    print(f"{args.games} games, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
