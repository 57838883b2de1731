#!/usr/bin/env python3
"""Reads drawbridge's --log transcript (doc/transcript.md): head lines
`@ 2026-12-01T19:05:20.123456Z engine>gui 41`, each followed by that many bytes: the lines of one
read as they came.

As a module: lines(data) gives, per transcript line, (stamp, seconds of the day, direction, line)
and fails on a head line that does not follow the format. As a program: prints each line of the
transcript at FILE as `STAMP DIRECTION LINE`, one line each, for grep in the shell tests.
"""
import re
import sys

HEAD = re.compile(rb"@ (\d{4}-\d\d-\d\dT(\d\d):(\d\d):(\d\d\.\d{6})Z) (\S+) (\d+)$")


def lines(data):
    """(stamp, seconds of the day, direction, line) for every line of transcript bytes `data`."""
    out, at = [], 0
    while at < len(data):
        end = data.index(b"\n", at)
        head = HEAD.match(data[at:end])
        if not head:
            raise ValueError(f"byte {at} of the transcript is not a head line: {data[at:end]!r}")
        stamp, hours, minutes, seconds, direction, count = head.groups()
        when = int(hours) * 3600 + int(minutes) * 60 + float(seconds)
        body = data[end + 1:end + 1 + int(count)]
        if len(body) != int(count) or not body.endswith(b"\n"):
            raise ValueError(f"byte {at}: {count} bytes of lines announced, {len(body)} follow")
        out += [(stamp, when, direction, line) for line in body[:-1].split(b"\n")]
        at = end + 1 + int(count)
    return out


def read(path):
    with open(path, "rb") as f:
        return lines(f.read())


def main():
    for stamp, _, direction, line in read(sys.argv[1]):
        sys.stdout.buffer.write(stamp + b" " + direction + b" " + line + b"\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
