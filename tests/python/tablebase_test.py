"""drawbridge.Tablebase and the C API's drawbridge_tablebase_*: the shared Syzygy tables (the
shared data's ../tb folder; absent, these tests skip) probed with FENs and boards, the verdict
under two editions and both claim settings, bad input. Run by ctest's python_tablebase through
the shared-data wrapper (tests/cmake/python.cmake)."""

from __future__ import annotations

import ctypes
import json
import os
import pathlib

import pytest

import drawbridge

CURSED = "8/8/5n2/4B1k1/8/8/8/5K1B w - - 0 1"  # KBBvKN, a cursed win: wdl 1, dtz 107
BLESSED = "8/4BBK1/8/1n6/8/8/8/2k5 b - - 0 1"  # Black to move, a blessed loss: wdl -1, dtz -104
QUEEN = "8/8/8/8/8/2k5/8/KQ6 w - - 0 1"


@pytest.fixture(scope="module")
def folder() -> pathlib.Path:
    shared = os.environ.get("DRAWBRIDGE_SHARED_DATA")
    tables = pathlib.Path(shared or ".") / ".." / "tb" / "syzygy"
    if not shared or not (tables / "KBBvKN.rtbw").is_file():
        pytest.skip("no Syzygy tables in ../tb/syzygy beside DRAWBRIDGE_SHARED_DATA")
    return tables


@pytest.fixture(scope="module")
def tables(folder):
    try:
        return drawbridge.Tablebase(folder)
    except ValueError as error:
        if "no Syzygy prober" in str(error):
            pytest.skip(str(error))
        raise


def test_every_oracle_line(tables, folder):
    for line in (folder.parent / "syzygy.expected.jsonl").read_text().splitlines():
        expected = json.loads(line)
        found = tables.probe(expected["fen"])
        assert (found.wdl, found.dtz) == (expected["wdl"], expected["dtz"]), expected["fen"]


def test_a_cursed_win_under_the_laws(tables):
    assert tables.probe(CURSED).result == "1/2-1/2" and tables.probe(CURSED).article == "9.3.2"
    assert tables.probe(CURSED, rules="fide-pre2014-ru", claims=False).result == "1-0"
    unclaimed = tables.probe(CURSED, claims=False)  # 107 plies: the first phase's, or a later one's 7
    assert unclaimed.outcome == "undecided" and unclaimed.result is None
    late = tables.probe(CURSED.replace(" 0 1", " 60 80"), claims=False)  # 107 + 60 passes 150, 7 + 60 does not
    assert late.outcome == "undecided"
    too_late = tables.probe(CURSED.replace(" 0 1", " 144 90"), claims=False)
    assert (too_late.result, too_late.article) == ("1/2-1/2", "9.6.2")


def test_a_blessed_loss_mirrors_it(tables):
    found = tables.probe(BLESSED)
    assert (found.wdl, found.dtz, found.outcome, found.result) == (-1, -104, "draw", "1/2-1/2")
    assert tables.probe(BLESSED, rules="fide-pre2014-pl", claims=False).result == "1-0"


def test_a_board_and_the_clock(tables):
    class Board:
        def fen(self):
            return QUEEN.replace(" 0 1", " 95 70")

    found = tables.probe(Board())
    assert found.wdl == 2 and found.result == "1/2-1/2"  # the mate is more than 5 plies away
    assert tables.probe(QUEEN).result == "1-0"


def test_not_covered_and_bad_input(tables, folder):
    assert tables.probe("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1") is None
    assert tables.probe("r3k3/8/8/8/8/8/8/4K3 b q - 0 1") is None  # castling rights
    with pytest.raises(ValueError):
        tables.probe("not a fen")
    with pytest.raises(ValueError):
        tables.probe(42)
    with pytest.raises(ValueError, match="/nonexistent"):
        drawbridge.Tablebase("/nonexistent")
    assert drawbridge.Tablebase([folder], pieces=3).pieces == 3


def c_library() -> ctypes.CDLL:
    binary = os.environ.get("DRAWBRIDGE_BINARY")
    library = pathlib.Path(binary or ".").parent.parent / "capi" / "libdrawbridge.so"
    if not library.is_file():
        pytest.skip(f"no {library}")
    lib = ctypes.CDLL(str(library))
    lib.drawbridge_tablebase_open.argtypes = [ctypes.c_char_p, ctypes.c_int, ctypes.POINTER(ctypes.c_void_p),
                                              ctypes.POINTER(ctypes.c_void_p)]
    lib.drawbridge_tablebase_probe.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_char_p, ctypes.c_int,
                                               ctypes.POINTER(ctypes.c_void_p), ctypes.POINTER(ctypes.c_void_p)]
    lib.drawbridge_tablebase_free.argtypes = [ctypes.c_void_p]
    lib.drawbridge_free.argtypes = [ctypes.c_void_p]
    return lib


def c_text(lib, pointer) -> str:
    text = ctypes.string_at(pointer.value).decode()
    lib.drawbridge_free(pointer)
    return text


def test_the_c_api(tables, folder):
    lib = c_library()
    handle, error, answer = ctypes.c_void_p(), ctypes.c_void_p(), ctypes.c_void_p()
    assert lib.drawbridge_tablebase_open(str(folder).encode(), 0, ctypes.byref(handle), ctypes.byref(error)) == 0
    try:
        assert lib.drawbridge_tablebase_probe(handle, CURSED.encode(), b"fide-pre2014-ru", 0, ctypes.byref(answer),
                                              ctypes.byref(error)) == 0
        probed = json.loads(c_text(lib, answer))
        assert probed == {"wdl": 1, "dtz": 107, "outcome": "win", "result": "1-0", "article": None,
                          "reason": "the fifty-move draw is not claimed"}
        assert lib.drawbridge_tablebase_probe(handle, b"8/8/8/8/8/8/8/8 w", None, 1, ctypes.byref(answer),
                                              ctypes.byref(error)) == 1
        assert c_text(lib, error)
    finally:
        lib.drawbridge_tablebase_free(handle)
    assert lib.drawbridge_tablebase_open(b"/nonexistent", 0, ctypes.byref(handle), ctypes.byref(error)) == 1
    assert "/nonexistent" in c_text(lib, error)
