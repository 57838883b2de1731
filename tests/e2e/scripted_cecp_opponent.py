#!/usr/bin/env python3
"""An xboard (CECP) engine that plays the moves it is given, in order, one per turn, and never
claims or offers anything: the opponent that lets a game reach what only drawbridge stops
(fivefold, 75 moves). Usage: scripted_cecp_opponent.py MOVE..."""
import signal
import sys

signal.signal(signal.SIGINT, signal.SIG_IGN)  # xboard's default sigint=1 must not kill it early
moves = iter(sys.argv[1:])


def say(line):
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


playing = False  # not in force mode
for line in sys.stdin:
    words = line.split()
    if not words:
        continue
    command = words[0]
    if command == "protover":
        say('feature usermove=1 setboard=1 ping=1 sigint=0 sigterm=0 myname="Scripted" done=1')
    elif command == "ping":
        say("pong " + " ".join(words[1:]))
    elif command == "force":
        playing = False
    elif command in ("go", "usermove") and (command == "go" or playing):
        playing = True
        say("move " + next(moves, "0000"))
    elif command == "quit":
        break
