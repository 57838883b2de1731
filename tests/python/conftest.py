"""Fixtures of the drawbridge module's tests: the CLI built beside the module, the project's own
games (written by write_random_games into DRAWBRIDGE_RANDOM_DATA), the third-party games where
they are present (DRAWBRIDGE_SHARED_DATA; absent, those tests skip), and the chess
implementations the interop tests run against: the stand-in, and python-chess where it can be
imported."""

from __future__ import annotations

import json
import os
import pathlib
import subprocess
from typing import List, Union

import pytest

import chess_standin

SOURCE_DIR = pathlib.Path(__file__).resolve().parents[2]


def _required_env(name: str) -> str:
    value = os.environ.get(name)
    if not value:
        pytest.skip(f"{name} is not set (ctest sets it; see tests/cmake/python.cmake)")
    return value


@pytest.fixture(scope="session")
def cli() -> str:
    return _required_env("DRAWBRIDGE_BINARY")


@pytest.fixture(scope="session")
def own_games() -> pathlib.Path:
    """random.tsv (adjudicate's input) and random.pgn: the project's own generated games."""
    return pathlib.Path(_required_env("DRAWBRIDGE_RANDOM_DATA"))


@pytest.fixture(scope="session")
def shared_games() -> pathlib.Path:
    """The third-party games (human.tsv, human.pgn, tcec.pgn), or a skip naming what is missing."""
    folder = pathlib.Path(os.environ.get("DRAWBRIDGE_SHARED_DATA", "")) / "games"
    for name in ("human.tsv", "human.pgn", "tcec.pgn"):
        if not (folder / name).is_file():
            pytest.skip(f"the shared test data is missing: {folder / name} (DRAWBRIDGE_SHARED_DATA)")
    return folder


@pytest.fixture(scope="session")
def scan_files() -> List[pathlib.Path]:
    return sorted((SOURCE_DIR / "tests" / "data" / "scan").glob("*.pgn"))


def run_cli(cli: str, *args: str, stdin: Union[str, bytes] = b"") -> List[dict]:
    """The JSON lines `drawbridge` writes for `args`."""
    data = stdin.encode() if isinstance(stdin, str) else stdin
    done = subprocess.run([cli, *args], input=data, capture_output=True, check=False)
    assert done.returncode in (0, 1), done.stderr.decode()
    return [json.loads(line) for line in done.stdout.decode().splitlines()]


def _chess_modules():
    modules = [pytest.param(chess_standin, id="standin")]
    try:
        import chess  # noqa: F401  (python-chess, where installed)

        modules.append(pytest.param(chess, id="python-chess"))
    except ImportError:
        pass
    return modules


@pytest.fixture(params=_chess_modules())
def chess_module(request):
    return request.param
