#!/usr/bin/env python3
"""drawbridge.exe under wine: what only the Windows build has to show (the relay cases the
Linux suite runs through a wrapper are in run.sh). CRLF lines, byte-exact binary stdio, a
10 MB line from the GUI, the Job object that takes the engine down with a killed drawbridge
(SIGKILL of its wine process, and TerminateProcess through taskkill, as GUIs do), PATH and
PATHEXT, the engine file beside the executable in a folder named with a space and a
non-ASCII letter, every other path option in such a folder, and scan, dead, adjudicate and
perft giving the Linux binary's output.

Run: wine_test.py --wine WINE --exe drawbridge.exe --fake fake_engine.exe --linux drawbridge
     --data tests/data --random-games build/tests/write_random_games [unittest args...]"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import unittest
import urllib.request
import uuid

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "e2e"))
from relay_test import wait_until  # noqa: E402  (the e2e suites' one wait with a deadline)

WINE = EXE = FAKE = LINUX = DATA = RANDOM_GAMES = None
CLAIM = re.compile(rb"^info string drawbridge event=claim rule=threefold-repetition article=9\.2\.1\.1 ply=7 move=f6g8")


def run(args, stdin=b"", exe=None, cwd=None, env=None, timeout=120):
    proc = subprocess.run([WINE, exe or EXE, *args], input=stdin, capture_output=True, cwd=cwd, env=env,
                          timeout=timeout)
    return proc.returncode, proc.stdout, proc.stderr


def windows_path(path):
    """Wine's Z: drive is the Linux root."""
    return "Z:" + os.path.abspath(path).replace("/", "\\")


def processes_named(name):
    """Linux processes whose command line holds `name` (a wine process shows its .exe there)."""
    found = []
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            with open(f"/proc/{pid}/cmdline", "rb") as f:
                if name.encode() in f.read():
                    found.append(int(pid))
        except OSError:
            pass
    return found



def install(folder, exe_name="drawbridge.exe"):
    """drawbridge.exe as the zip lays it out: the editions in share/ beside it."""
    os.makedirs(folder, exist_ok=True)
    target = os.path.join(folder, exe_name)
    shutil.copy(EXE, target)
    rules = os.path.join(folder, "share", "drawbridge", "rules")
    os.makedirs(rules, exist_ok=True)
    for name in os.listdir(os.path.join(DATA, "..", "..", "configs", "rules")):
        shutil.copy(os.path.join(DATA, "..", "..", "configs", "rules", name), rules)
    return target


class Session:
    """drawbridge.exe in front of an engine, read on a thread so that a test can wait for a line."""

    def __init__(self, args, exe=None):
        self.proc = subprocess.Popen([WINE, exe or EXE, *args], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.DEVNULL)
        self.out = b""
        self.cond = threading.Condition()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        while chunk := self.proc.stdout.read1(1 << 16):
            with self.cond:
                self.out += chunk
                self.cond.notify_all()

    def send(self, data):
        self.proc.stdin.write(data)
        self.proc.stdin.flush()

    def expect(self, data, seconds=20):
        with self.cond:
            if not self.cond.wait_for(lambda: data in self.out, seconds):
                raise AssertionError(f"{data!r} not in {self.out[-300:]!r}")


class Bytes(unittest.TestCase):
    def test_crlf_lines_are_lines(self):
        script = (b"uci\r\nisready\r\nposition startpos moves g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1\r\n"
                  b"go wtime 60000 btime 60000\r\ninfo depth 8 score cp 0 pv f6g8\r\nbestmove f6g8\r\nquit\r\n")
        rc, out, err = run(["--", FAKE], script)
        self.assertEqual(rc, 0, err)  # `quit\r` is quit: the engine exited 0
        lines = out.split(b"\n")
        claim = [i for i, line in enumerate(lines) if CLAIM.match(line)]
        self.assertEqual(len(claim), 1, out)
        self.assertEqual(lines[claim[0] + 1], b"bestmove f6g8\r")  # right before the engine's bestmove
        self.assertEqual(out.replace(lines[claim[0]] + b"\n", b""),
                         script.replace(b"isready\r\n", b"isready\r\nreadyok\n"))

    def test_every_byte_value_passes_both_ways_unchanged(self):
        line = bytes(b for b in range(256) if b != 10) + b"\r\r\x1a\x00\n"
        rc, out, err = run(["--", FAKE], line + b"quit\n")
        self.assertEqual((rc, out), (0, line + b"quit\n"), err)

    def test_a_10_mb_line_each_way(self):
        big = b"y" * 10_000_000 + b"\n"
        # The engine reads `quit` only once its line is out: a grace long enough for a slow machine.
        rc, out, err = run(["--quit-grace-ms=30000", "--", FAKE], big + b"big 10000000\nquit\n")
        self.assertEqual(rc, 0, err)
        self.assertEqual(out, big + b"big 10000000\n" + b"x" * 10_000_000 + b"\nquit\n")

    def test_a_last_gui_line_without_newline(self):
        rc, out, err = run(["--", FAKE], b"isready\nabc")
        self.assertEqual((rc, out), (0, b"isready\nreadyok\nabc\nquit\n"), err)


class EngineLookup(unittest.TestCase):
    def test_a_bare_name_is_found_in_the_current_folder_with_pathext(self):
        rc, out, _ = run(["--", "fake_engine"], b"isready\nquit\n", cwd=os.path.dirname(FAKE))
        self.assertEqual((rc, out), (0, b"isready\nreadyok\nquit\n"))

    def test_a_bare_name_is_found_in_path(self):
        env = dict(os.environ, WINEPATH=windows_path(os.path.dirname(FAKE)))
        with tempfile.TemporaryDirectory() as elsewhere:
            rc, out, _ = run(["--", "fake_engine"], b"isready\nquit\n", cwd=elsewhere, env=env)
        self.assertEqual((rc, out), (0, b"isready\nreadyok\nquit\n"))

    def test_an_engine_that_cannot_be_found_exits_127(self):
        rc, out, err = run(["--", "no-such-engine-anywhere"], b"uci\n")
        self.assertEqual((rc, out), (127, b""))
        self.assertIn(b"no-such-engine-anywhere: not found in PATH", err)

    def test_arguments_with_spaces_quotes_and_backslashes_arrive_as_given(self):
        # The fake, told --uci, answers `go` with the script's moves: each argument is one move word.
        rc, out, _ = run(["--", FAKE, "--uci", 'a b', 'say "hi"', 'trail\\\\', ''], b"go\ngo\ngo\ngo\nquit\n")
        self.assertEqual(rc, 0)
        moves = [line.split(b" ", 1)[1] for line in out.split(b"\n") if line.startswith(b"bestmove ")]
        self.assertEqual(moves, [b"a b", b'say "hi"', b"trail\\\\", b""])


class Kill(unittest.TestCase):
    """GUIs end an engine with TerminateProcess; the Job object takes the engine along."""

    def engine_copy(self, folder):
        name = f"engine-{uuid.uuid4().hex[:8]}.exe"
        shutil.copy(FAKE, os.path.join(folder, name))
        return name

    def check_engine_dies(self, kill):
        with tempfile.TemporaryDirectory() as folder:
            engine = self.engine_copy(folder)
            exe = install(folder, f"db-{uuid.uuid4().hex[:8]}.exe")
            session = Session(["--", os.path.join(folder, engine)], exe=exe)
            session.send(b"isready\n")
            session.expect(b"readyok\n")
            self.assertTrue(processes_named(engine))
            kill(session, os.path.basename(exe))
            session.proc.wait(timeout=30)
            session.proc.stdin.close()
            session.proc.stdout.close()
            self.assertTrue(wait_until(lambda: not processes_named(engine), 20), processes_named(engine))

    def test_sigkill_of_drawbridge(self):
        self.check_engine_dies(lambda session, _: session.proc.kill())

    def test_taskkill_of_drawbridge(self):
        self.check_engine_dies(lambda _, exe: subprocess.run([WINE, "taskkill", "/F", "/IM", exe],
                                                             capture_output=True, timeout=60))


class EngineFile(unittest.TestCase):
    """The engine named in a file beside the executable, in a folder named like a Windows user's."""

    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.folder = os.path.join(self.tmp.name, "Jürgen Engines")
        os.makedirs(self.folder)
        shutil.copy(FAKE, os.path.join(self.folder, "sf 17.exe"))

    def tearDown(self):
        self.tmp.cleanup()

    def write(self, name, text):
        with open(os.path.join(self.folder, name), "w", encoding="utf-8") as f:
            f.write(text)

    def toml_path(self, name):
        return windows_path(os.path.join(self.folder, name)).replace("\\", "\\\\")

    def test_own_name_toml_with_settings(self):
        exe = install(self.folder, "sf-drawbridge.exe")
        self.write("sf-drawbridge.toml", f'engine = ["{self.toml_path("sf 17.exe")}", "--uci", "e2e4"]\n'
                                         f'log = "{self.toml_path("läuft.log")}"\n')
        self.write("drawbridge.toml", 'engine = ["not this one"]\n')
        rc, out, err = run([], b"uci\r\nisready\r\ngo\r\nquit\r\n", exe=exe)
        self.assertEqual(rc, 0, err)
        self.assertIn(b"id name Fake UCI\n", out)
        self.assertIn(b"\nbestmove e2e4\n", out)
        with open(os.path.join(self.folder, "läuft.log"), encoding="utf-8") as f:
            self.assertIn("Jürgen Engines\\sf 17.exe --uci e2e4", f.read())

    def test_drawbridge_toml_when_there_is_none_of_its_own_name(self):
        exe = install(self.folder, "other.exe")
        self.write("drawbridge.toml", f'engine = ["{self.toml_path("sf 17.exe")}"]\nrules = "fide-2014"\n')
        rc, out, err = run([], b"isready\nquit\n", exe=exe)
        self.assertEqual((rc, out), (0, b"isready\nreadyok\nquit\n"), err)

    def test_no_file_is_an_error_the_gui_sees(self):
        exe = install(self.folder, "sf-drawbridge.exe")
        rc, out, err = run([], b"uci\n", exe=exe)
        self.assertEqual(rc, 2)
        self.assertRegex(out, rb"^info string drawbridge event=error rule=none article=none detail=no engine given.*"
                              rb"sf-drawbridge\.toml or .*drawbridge\.toml\n$")
        self.assertIn("Jürgen Engines".encode(), out)
        self.assertIn(b"no engine given", err)

    def test_a_bad_file_names_its_line(self):
        exe = install(self.folder, "sf-drawbridge.exe")
        self.write("sf-drawbridge.toml", 'rules = "fide-2014"\nengine = 5\n')
        rc, out, err = run([], b"uci\n", exe=exe)
        self.assertEqual(rc, 2)
        self.assertRegex(out, rb"^info string drawbridge event=error .*sf-drawbridge\.toml:2: key 'engine' must be")
        self.assertIn(b"sf-drawbridge.toml:2: key 'engine'", err)


class UserPaths(unittest.TestCase):
    """Every path option, named as a Windows user would (C:\\Users\\Jürgen...): each file in a
    folder with a space and `ü`, and each test proves the file was read or written. The engine
    file beside the program is EngineFile's, in such a folder too."""

    SHUFFLE = "g1f3 g8f6 f3g1 f6g8 " * 4  # the start position a fifth time at ply 16: 9.6.1

    def setUp(self):
        tmp = tempfile.TemporaryDirectory()
        self.addCleanup(tmp.cleanup)
        self.folder = os.path.join(tmp.name, "Jürgen Chess")
        os.makedirs(os.path.join(self.folder, "Regeln für mich"))
        with open(os.path.join(DATA, "..", "..", "configs", "rules", "fide-2023.toml"), encoding="utf-8") as f:
            edition = f.read().replace('id = "fide-2023"', 'id = "jürgen"').replace('article = "9.6.1"',
                                                                                     'article = "J-9.6.1"')
        self.write("Regeln für mich/jürgen.toml", edition)
        self.write("Partien ü.tsv", f"startpos\t{self.SHUFFLE}\n")

    def path(self, name):
        return windows_path(os.path.join(self.folder, name))

    def write(self, name, text):
        with open(os.path.join(self.folder, name), "w", encoding="utf-8") as f:
            f.write(text)

    def read(self, name):
        with open(os.path.join(self.folder, name), encoding="utf-8") as f:
            return f.read()

    def adjudicate(self, *flags):
        rc, out, err = run(["adjudicate", *flags, self.path("Partien ü.tsv")], cwd=self.folder)
        self.assertEqual(rc, 0, err)
        return json.loads(out)

    def test_adjudicate_input_file(self):
        verdict = self.adjudicate()
        self.assertEqual((verdict["plies"], verdict["end"]["article"]), (16, "9.6.1"), verdict)

    def test_rules_file(self):
        verdict = self.adjudicate("--rules", self.path("Regeln für mich\\jürgen.toml"))
        self.assertEqual(verdict["end"]["article"], "J-9.6.1", verdict)

    def test_rules_dir(self):
        verdict = self.adjudicate("--rules-dir", self.path("Regeln für mich"), "--rules", "jürgen")
        self.assertEqual(verdict["end"]["article"], "J-9.6.1", verdict)

    def test_config(self):
        self.write("Einstellungen ü.toml", "claim-margin = 37\n")
        rc, out, err = run(["--config", self.path("Einstellungen ü.toml"), "--", FAKE], b"uciok\nquit\n")
        self.assertEqual(rc, 0, err)
        self.assertIn(b"option name Drawbridge Claim Margin type spin default 37", out)

    def test_events(self):
        script = (b"position startpos moves g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1\ngo wtime 60000 btime 60000\n"
                  b"info depth 8 score cp 0 pv f6g8\nbestmove f6g8\nquit\n")
        rc, _, err = run(["--events", self.path("Ereignisse ü.jsonl"), "--", FAKE], script)
        self.assertEqual(rc, 0, err)
        event = json.loads(self.read("Ereignisse ü.jsonl"))
        self.assertEqual((event["event"], event["rule"], event["move"]), ("claim", "threefold-repetition", "f6g8"))

    def test_syzygy_says_this_build_has_no_prober(self):
        # A folder that looks like tables (a Syzygy WDL file's size and magic number): the
        # Windows build has no Fathom, and says so before any game.
        os.makedirs(os.path.join(self.folder, "Tafeln ü"), exist_ok=True)
        with open(os.path.join(self.folder, "Tafeln ü", "KQvK.rtbw"), "wb") as f:
            f.write(bytes([0x71, 0xE8, 0x23, 0x5D]) + bytes(76))
        for args in (["--syzygy", self.path("Tafeln ü"), "--", FAKE], ["scan", "--syzygy", self.path("Tafeln ü")]):
            rc, _, err = run(args, b"quit\n")
            self.assertEqual(rc, 2, err)
            self.assertIn(b"no Syzygy prober", err)

    def test_log(self):
        rc, _, err = run(["--log", self.path("Protokoll ü.log"), "--", FAKE], b"isready\nquit\n")
        self.assertEqual(rc, 0, err)
        self.assertIn("\nreadyok\n", self.read("Protokoll ü.log"))

    def scan(self, *flags):
        shutil.copy(os.path.join(DATA, "scan", "findings.pgn"), os.path.join(self.folder, "Partien ü.pgn"))
        rc, out, err = run(["scan", "--quiet", *flags, self.path("Partien ü.pgn")], cwd=self.folder)
        self.assertIn(rc, (0, 1), err)
        return [json.loads(line) for line in out.splitlines()]

    def test_scan_input_file(self):
        linux = subprocess.run([LINUX, "scan", "--quiet", os.path.join(DATA, "scan", "findings.pgn")],
                               capture_output=True, timeout=120).stdout
        games = self.scan()
        self.assertEqual(len(games), len(linux.splitlines()))
        self.assertEqual(games[0]["file"], self.path("Partien ü.pgn"))

    def test_html(self):
        self.scan("--html", self.path("Bericht ü.html"))
        self.assertIn("<html", self.read("Bericht ü.html"))

    def test_fixed(self):
        games = self.scan("--fixed", self.path("korrigiert ü.pgn"))
        self.assertEqual(self.read("korrigiert ü.pgn").count("[Event "), len(games))

    def test_dead_input_file(self):
        with open(os.path.join(self.folder, "Stellungen ü.txt"), "w", encoding="utf-8") as positions:
            positions.write("8/8/8/4k3/8/8/4K3/8 w - - 0 1\nrnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n")
        rc, out, err = run(["dead", self.path("Stellungen ü.txt")], cwd=self.folder)
        self.assertEqual(rc, 0, err)
        self.assertTrue(out.splitlines())


class SameJsonAsLinux(unittest.TestCase):
    """The commands that read files give, byte for byte, what the Linux binary gives."""

    def compare(self, args, cwd, ignore=()):
        linux = subprocess.run([LINUX, *args], capture_output=True, cwd=cwd, timeout=300)
        rc, out, err = run(args, cwd=cwd, timeout=600)
        self.assertEqual(rc, linux.returncode, err)
        self.assertTrue(linux.stdout)
        if not ignore:
            self.assertEqual(out, linux.stdout)
            return
        strip = lambda text: [{k: v for k, v in json.loads(l).items() if k not in ignore} for l in text.splitlines()]
        self.assertEqual(strip(out), strip(linux.stdout))

    def test_scan(self):
        with tempfile.TemporaryDirectory() as tmp:
            for name in os.listdir(os.path.join(DATA, "scan")):
                shutil.copy(os.path.join(DATA, "scan", name), tmp)
            names = sorted(os.listdir(tmp))
            self.compare(["scan", "--quiet", "--fixed=fixed-win.pgn", *names], tmp)
            subprocess.run([LINUX, "scan", "--quiet", "--fixed=fixed-linux.pgn", *names], cwd=tmp, capture_output=True)
            with open(os.path.join(tmp, "fixed-win.pgn"), "rb") as a, open(os.path.join(tmp, "fixed-linux.pgn"), "rb") as b:
                self.assertEqual(a.read(), b.read())

    def test_dead(self):
        self.compare(["dead", "walled.txt"], os.path.join(DATA, "dead"), ignore=("micros",))

    def test_adjudicate(self):
        with tempfile.TemporaryDirectory() as tmp:
            subprocess.run([RANDOM_GAMES, tmp, "1000", "20261202"], capture_output=True, check=True)
            self.compare(["adjudicate", "random.tsv"], tmp)

    def test_perft(self):
        kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
        for args in (["perft", "--divide", "4"], ["perft", "--divide", f"--fen={kiwipete}", "3"]):
            linux = subprocess.run([LINUX, *args], capture_output=True, timeout=120).stdout
            rc, out, err = run(args)
            self.assertEqual(rc, 0, err)
            drop_speed = lambda text: [l for l in text.splitlines() if not l.startswith(b"nps ")]
            self.assertEqual(drop_speed(out), drop_speed(linux))
            self.assertIn(b"nodes ", out)

    def test_zstd_is_a_clear_error(self):
        with tempfile.TemporaryDirectory() as tmp:
            subprocess.run(["zstd", "-q", os.path.join(DATA, "scan", "findings.pgn"), "-o",
                            os.path.join(tmp, "findings.pgn.zst")], check=True)
            shutil.copy(os.path.join(DATA, "scan", "findings.pgn"), tmp)
            rc, _, err = run(["scan", "--quiet", "findings.pgn", "findings.pgn.zst"], cwd=tmp)
        self.assertEqual(rc, 2)
        self.assertIn(b"findings.pgn.zst: zstd-compressed, which this build cannot read", err)


class WatchPage(unittest.TestCase):
    """`drawbridge.exe watch --serve` under wine: Asio's sockets on Winsock serve the page and the
    present state to a Linux client."""

    def test_the_page_and_its_events(self):
        with tempfile.TemporaryDirectory() as tmp:
            with open(os.path.join(tmp, "round.pgn"), "w") as f:
                f.write('[White "A"]\n[Black "B"]\n\n1. Nf3 Nf6 2. Ng1 Ng8 *\n')
            proc = subprocess.Popen([WINE, EXE, "watch", "--serve", "127.0.0.1:0", "round.pgn"], cwd=tmp,
                                    stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
            try:
                found, said = None, b""
                while not found and (line := proc.stderr.readline()):  # wine may say things first
                    said += line
                    found = re.search(r"serving (http://127\.0\.0\.1:\d+/)", line.decode(errors="replace"))
                self.assertTrue(found, said)
                with urllib.request.urlopen(found.group(1), timeout=20) as page:
                    self.assertIn(b"new EventSource", page.read())
                with urllib.request.urlopen(found.group(1) + "events", timeout=20) as events:
                    seen = b""
                    while b'{"type":"live"}' not in seen:
                        seen += events.readline()
                self.assertIn(b'"last_move":"Ng8"', seen)
                self.assertIn(b'<svg class=\\"board\\"', seen)
            finally:
                proc.kill()
                proc.wait(timeout=30)
                proc.stderr.close()


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    for flag in ("--wine", "--exe", "--fake", "--linux", "--data", "--random-games"):
        parser.add_argument(flag, required=True)
    options, rest = parser.parse_known_args()
    WINE, EXE, FAKE = options.wine, os.path.abspath(options.exe), os.path.abspath(options.fake)
    LINUX, DATA = os.path.abspath(options.linux), os.path.abspath(options.data)
    RANDOM_GAMES = os.path.abspath(options.random_games)
    unittest.main(argv=[sys.argv[0]] + rest)
