#!/usr/bin/env python3
"""`drawbridge scan` against `drawbridge adjudicate` on every game of the third-party data:
the verdict fields (plies, fen, status, result, end, moves_after_end, events, error) must be
equal for the same moves. human.pgn is compared with human.tsv (its moves in UCI, in the data);
tcec.pgn with its conversion by pgn_to_tsv, a flag fall added where the PGN records a loss on
time (scan's flag-fall event says at which ply and whose). Then spot checks against
python-chess (human.expected.jsonl): the first checkmate and stalemate plies, the final FEN.

With GAMES.pgn and GAMES.tsv instead of GAMES_DIR (the generated games of write_random_games),
the PGN is compared with the TSV of the same games.

usage: scan_vs_adjudicate.py DRAWBRIDGE PGN_TO_TSV GAMES_DIR
       scan_vs_adjudicate.py DRAWBRIDGE PGN_TO_TSV GAMES.pgn GAMES.tsv"""
import json
import os
import subprocess
import sys

FIELDS = ("plies", "fen", "status", "result", "end", "moves_after_end", "events", "error")


def scan(binary, pgn):
    out = subprocess.run([binary, "scan", "--quiet", "--rules", "fide-2023", pgn], capture_output=True).stdout
    return [json.loads(line) for line in out.decode().splitlines()]


def adjudicate(binary, tsv_text):
    out = subprocess.run([binary, "adjudicate", "--rules", "fide-2023"], input=tsv_text.encode(),
                         capture_output=True).stdout
    return [json.loads(line) for line in out.decode().splitlines()]


def with_flags(lines, scanned):
    """Adds `flag=SIDE@PLY` to the lines of games whose scan had a flag fall."""
    out = []
    for line, game in zip(lines, scanned):
        flags = [e for e in game["events"] if e["event"] == "flag-fall"]
        if flags:
            line += f"\tflag={flags[0]['side']}@{flags[0]['ply']}"
        out.append(line)
    return out


def compare(name, scanned, judged, failures):
    if len(scanned) != len(judged):
        failures.append(f"{name}: {len(scanned)} games scanned, {len(judged)} adjudicated")
    compared = 0
    for s, a in zip(scanned, judged):
        if s["status"] == "error" or a["status"] == "error":
            if s["status"] != a["status"]:
                failures.append(f"{name} game {s['index']}: scan {s['error']!r}, adjudicate {a['error']!r}")
            continue
        compared += 1
        for field in FIELDS:
            if s[field] != a[field]:
                failures.append(f"{name} game {s['index']}: {field}: scan {str(s[field])[:120]} "
                                f"adjudicate {str(a[field])[:120]}")
                break
    return compared


def spot_check(scanned, expected_path, failures):
    checked = 0
    with open(expected_path) as f:
        expected = [json.loads(line) for line in f]
    for game, exp in zip(scanned, expected):
        if exp["error"]:
            continue
        for rule in ("checkmate", "stalemate"):
            if exp["first"][rule] is not None:
                checked += 1
                if not game["end"] or (game["end"]["rule"], game["end"]["ply"]) != (rule, exp["first"][rule]):
                    failures.append(f"human game {game['index']}: python-chess {rule} at {exp['first'][rule]}, "
                                    f"scan {game['end']}")
        if game["moves_after_end"] == 0:
            checked += 1
            if game["fen"] != exp["final"]["fen"]:
                failures.append(f"human game {game['index']}: final {game['fen']} vs {exp['final']['fen']}")
    return checked


def compare_pair(binary, pgn, tsv):
    failures = []
    scanned = scan(binary, pgn)
    with open(tsv) as f:
        lines = f.read().splitlines()
    equal = compare(os.path.basename(pgn), scanned, adjudicate(binary, "\n".join(lines) + "\n"), failures)
    print(f"{pgn}: {equal} of {len(lines)} games equal; failures: {len(failures)}")
    for f in failures[:30]:
        print(f)
    return 1 if failures or equal < len(lines) or not lines else 0


def main():
    if len(sys.argv) == 5:
        return compare_pair(sys.argv[1], sys.argv[3], sys.argv[4])
    binary, pgn_to_tsv, games = sys.argv[1:4]
    failures = []
    human = scan(binary, os.path.join(games, "human.pgn"))
    with open(os.path.join(games, "human.tsv")) as f:
        human_lines = f.read().splitlines()
    n_human = compare("human", human, adjudicate(binary, "\n".join(with_flags(human_lines, human)) + "\n"), failures)
    tcec_pgn = os.path.join(games, "tcec.pgn")
    tcec = scan(binary, tcec_pgn)
    with open(tcec_pgn, "rb") as f:
        tsv = subprocess.run([pgn_to_tsv], stdin=f, capture_output=True, check=True).stdout.decode()
    tcec_lines = with_flags(tsv.splitlines(), tcec)
    n_tcec = compare("tcec", tcec, adjudicate(binary, "\n".join(tcec_lines) + "\n"), failures)
    flags = sum(1 for line in tcec_lines if "\tflag=" in line)
    checked = spot_check(human, os.path.join(games, "human.expected.jsonl"), failures)
    print(f"human: {n_human} games equal; tcec: {n_tcec} games equal ({flags} with a flag fall); "
          f"python-chess spot checks: {checked}; failures: {len(failures)}")
    for f in failures[:30]:
        print(f)
    return 1 if failures or n_human < 4000 or n_tcec < 22000 else 0


if __name__ == "__main__":
    sys.exit(main())
