"""drawbridge.scan: the CLI's JSON lines from paths, bytes, file objects, gzip and zstd, on any
number of threads; closing early; bad input."""

from __future__ import annotations

import gzip
import io
import shutil
import subprocess

import pytest

import drawbridge
from conftest import run_cli


def test_each_test_archive_is_the_cli_output(cli, scan_files):
    for path in scan_files:
        expected = run_cli(cli, "scan", "--quiet", "--threads", "1", str(path))
        assert list(drawbridge.scan(str(path))) == expected, path.name


def test_bytes_and_file_objects_are_stdin(cli, scan_files):
    data = b"".join(path.read_bytes() for path in scan_files)
    expected = run_cli(cli, "scan", "--quiet", "--threads", "1", stdin=data)
    assert list(drawbridge.scan(data)) == expected
    assert list(drawbridge.scan(io.BytesIO(data))) == expected
    assert list(drawbridge.scan(gzip.compress(data))) == expected


def test_zstd(scan_files, tmp_path):
    zstd = shutil.which("zstd")
    if zstd is None:
        pytest.skip("zstd is not installed")
    packed = tmp_path / "games.pgn.zst"
    subprocess.run([zstd, "-q", "-o", str(packed), str(scan_files[0])], check=True)
    games = list(drawbridge.scan(packed))
    assert [g["index"] for g in games] == [g["index"] for g in drawbridge.scan(scan_files[0])]
    with open(packed, "rb") as stream:
        assert len(list(drawbridge.scan(stream))) == len(games)


def test_threads_give_the_same_output(own_games):
    pgn = own_games / "random.pgn"
    one = list(drawbridge.scan(pgn, threads=1))
    assert len(one) == pgn.read_text(encoding="utf-8").count("[Event ") > 0
    assert list(drawbridge.scan(pgn, threads=3)) == one


def test_closing_early_stops_the_scan(own_games):
    pgn = (own_games / "random.pgn").read_bytes()
    games = drawbridge.scan(pgn, threads=2)
    first = next(games)
    games.close()
    assert first == next(drawbridge.scan(pgn))


def test_bad_input():
    with pytest.raises(ValueError, match="no-such-file.pgn"):
        drawbridge.scan("no-such-file.pgn")
    with pytest.raises(ValueError, match="threads"):
        drawbridge.scan(b"", threads=0)
    with pytest.raises(ValueError):
        drawbridge.scan(b"", rules="fide-1900")
    with pytest.raises(ValueError):
        drawbridge.scan(12)
    with pytest.raises(ValueError, match="binary"):
        drawbridge.scan(io.StringIO("[Event \"x\"]"))
    assert list(drawbridge.scan(b"")) == []
