"""The module gives the CLI's answers on every test game: adjudicate over the project's own
games and the third-party human.tsv, scan over the own games, both third-party PGN archives and
the scan test files (identical dicts, line for line)."""

from __future__ import annotations

import pytest

import drawbridge
from conftest import run_cli


def adjudicate_agrees(cli, tsv):
    expected = run_cli(cli, "adjudicate", str(tsv))
    lines = tsv.read_text(encoding="utf-8").splitlines()
    assert len(expected) == len(lines) > 0
    for number, (line, cli_answer) in enumerate(zip(lines, expected), start=1):
        start, moves = line.split("\t")[:2]
        answer = drawbridge.adjudicate(moves, start)
        assert drawbridge.adjudicate(moves.split(), start) == answer, line  # the text and the list
        answer["line"] = number
        assert answer == cli_answer, line


def scan_agrees(cli, path):
    expected = run_cli(cli, "scan", "--quiet", "--threads", "2", str(path))
    assert expected
    assert list(drawbridge.scan(path, threads=2)) == expected


def test_adjudicate_on_every_own_game(cli, own_games):
    adjudicate_agrees(cli, own_games / "random.tsv")


def test_adjudicate_on_every_human_game(cli, shared_games):
    adjudicate_agrees(cli, shared_games / "human.tsv")


def test_scan_on_every_own_game(cli, own_games):
    scan_agrees(cli, own_games / "random.pgn")


@pytest.mark.parametrize("archive", ["human.pgn", "tcec.pgn"])
def test_scan_on_every_archive_game(cli, shared_games, archive):
    scan_agrees(cli, shared_games / archive)
