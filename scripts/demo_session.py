#!/usr/bin/env python3
"""The demo's GUI: plays a short scripted session through drawbridge, answering to the engine
as a GUI does (each command waits for the reply it needs, not for a fixed time), then prints
the whole transcript and, under a heading, drawbridge's own lines and its events file.

    demo_session.py DRAWBRIDGE ENGINE EVENTS_FILE
"""
import signal
import subprocess
import sys

# A threefold repetition the engine may claim, then a game that is already over.
GAMES = [
    "position startpos moves g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8",
    "position startpos moves f2f3 e7e5 g2g4 d8h4",
]


class Session:
    def __init__(self, drawbridge, engine, events):
        self.transcript = []
        self.proc = subprocess.Popen([drawbridge, "--events", events, "--", engine],
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                                     bufsize=1)

    def send(self, line):
        self.transcript.append("> " + line)
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()

    def wait_for(self, first_word):
        """Reads lines until one starts with first_word (uciok, readyok, bestmove)."""
        for line in self.proc.stdout:
            line = line.rstrip("\n")
            self.transcript.append("< " + line)
            if line.split(" ", 1)[0] == first_word:
                return
        sys.exit(f"demo: drawbridge ended before '{first_word}'")

    def finish(self):
        self.send("quit")
        self.proc.stdin.close()
        for line in self.proc.stdout:
            self.transcript.append("< " + line.rstrip("\n"))
        return self.proc.wait()


def main():
    drawbridge, engine, events = sys.argv[1:4]
    signal.alarm(120)  # a stuck engine ends the demo instead of hanging it
    session = Session(drawbridge, engine, events)
    session.send("uci")
    session.wait_for("uciok")
    session.send("setoption name Threads value 1")
    session.send("isready")
    session.wait_for("readyok")
    for game in GAMES:
        session.send("ucinewgame")
        session.send(game)
        session.send("go depth 12")
        session.wait_for("bestmove")
    status = session.finish()

    # The engine's options and search lines make the transcript long; they stay in it.
    print("== transcript (> to drawbridge, < from drawbridge)")
    print("\n".join(session.transcript))
    print("\n== drawbridge's own lines")
    print("\n".join(line for line in session.transcript if line.startswith("< info string drawbridge ")))
    print(f"\n== {events}")
    with open(events, encoding="utf-8") as f:
        print(f.read(), end="")
    print(f"\ndrawbridge exited with status {status}")
    return status


if __name__ == "__main__":
    sys.exit(main())
