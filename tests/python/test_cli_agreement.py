"""The module gives the CLI's answers on every game of tests/data: adjudicate over human.tsv,
scan over both PGN archives and the scan test files (identical dicts, line for line)."""

from __future__ import annotations

import pytest

import drawbridge
from conftest import run_cli


def test_adjudicate_on_every_human_game(cli, test_data):
    tsv = test_data / "games" / "human.tsv"
    expected = run_cli(cli, "adjudicate", str(tsv))
    lines = tsv.read_text(encoding="utf-8").splitlines()
    assert len(expected) == len(lines) == 4027
    for number, (line, cli_answer) in enumerate(zip(lines, expected), start=1):
        start, moves = line.split("\t")[:2]
        answer = drawbridge.adjudicate(moves, start)
        answer["line"] = number
        assert answer == cli_answer, line


@pytest.mark.parametrize("archive", ["human.pgn", "tcec.pgn"])
def test_scan_on_every_archive_game(cli, test_data, archive):
    path = test_data / "games" / archive
    expected = run_cli(cli, "scan", "--quiet", "--threads", "2", str(path))
    assert list(drawbridge.scan(path, threads=2)) == expected
