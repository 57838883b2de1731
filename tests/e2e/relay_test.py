#!/usr/bin/env python3
"""End-to-end tests of `drawbridge -- ENGINE` through real pipes, with the fake engine.

The fake engine echoes every line it reads, so whatever reaches the GUI shows what reached
the engine too. Run: relay_test.py --drawbridge PATH --fake PATH [unittest args...]"""
import argparse
import os
import pty
import re
import select
import signal
import subprocess
import sys
import tempfile
import threading
import time
import unittest

import transcript

DRAWBRIDGE = None
FAKE = None


def run(args, stdin_bytes=b"", timeout=30):
    proc = subprocess.run([DRAWBRIDGE] + args, input=stdin_bytes, capture_output=True,
                          timeout=timeout)
    return proc.returncode, proc.stdout, proc.stderr


def engine_alive(pid):
    """True while the process exists and is not a zombie."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] != "Z"
    except FileNotFoundError:
        return False


def wait_until(predicate, seconds):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(0.01)
    return predicate()


class Session:
    """drawbridge in front of the fake engine, driven line by line like a GUI."""

    def __init__(self, extra_args=()):
        self.proc = subprocess.Popen([DRAWBRIDGE, *extra_args, "--", FAKE], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        self.lines = []
        self.cond = threading.Condition()
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _read(self):
        for line in self.proc.stdout:
            with self.cond:
                self.lines.append(line)
                self.cond.notify_all()

    def send(self, text):
        self.proc.stdin.write(text.encode())
        self.proc.stdin.flush()

    def expect(self, pattern, seconds=5):
        """The first line seen so far (or within `seconds`) matching the regex `pattern`."""
        regex = re.compile(pattern.encode())
        with self.cond:
            found = self.cond.wait_for(
                lambda: next((l for l in self.lines if regex.search(l)), None), seconds)
        if found is None:
            raise AssertionError(f"no line matching {pattern!r} in {self.lines!r}")
        return next(l for l in self.lines if regex.search(l))

    def engine_pid(self):
        self.send("pid\n")
        return int(self.expect(r"^pid \d+").split()[1])

    def finish(self, seconds=10):
        rc = self.proc.wait(timeout=seconds)
        self.reader.join(timeout=seconds)
        for stream in (self.proc.stdin, self.proc.stdout, self.proc.stderr):
            try:
                stream.close()
            except BrokenPipeError:
                pass
        return rc

    def output(self):
        with self.cond:
            return b"".join(self.lines)


TRICKY = (b"uci\r\n" + b"\tisready  \t \r\n" + b"\n" + b"\n" + b"register later\n" +
          b"copyprotection\n" + b"xyzzy  unknown   command\n" + b"  position   startpos\tmoves e2e4 \n" +
          b"setoption name Hash value 16\r\n" + b"a" * (10 * 1024 * 1024) + b" ten megabytes\n" +
          b"last line without newline")


class Passthrough(unittest.TestCase):
    def test_every_byte_arrives_unchanged_and_in_order(self):
        rc, out, _ = run(["--", FAKE], TRICKY)
        self.assertEqual(rc, 0)
        # The fake echoes what it got: GUI -> engine -> GUI must be the identity. At end of
        # input drawbridge ends the unfinished last line and sends quit, which is echoed too.
        self.assertEqual(out, TRICKY + b"\nquit\n")

    def test_stdin_can_be_a_file(self):
        with tempfile.TemporaryFile() as f:
            f.write(b"hello\r\n\n  spaced   out\t\nquit\n")
            f.seek(0)
            proc = subprocess.run([DRAWBRIDGE, "--", FAKE], stdin=f, capture_output=True, timeout=30)
        self.assertEqual(proc.returncode, 0)
        self.assertEqual(proc.stdout, b"hello\r\n\n  spaced   out\t\nquit\n")

    def test_stdin_can_be_a_terminal(self):
        master, slave = pty.openpty()
        proc = subprocess.Popen([DRAWBRIDGE, "--", FAKE], stdin=slave, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE)
        os.close(slave)
        os.write(master, b"isready\n")
        self.assertEqual(proc.stdout.readline(), b"isready\n")
        self.assertEqual(proc.stdout.readline(), b"readyok\n")
        os.write(master, b"quit\n")
        self.assertEqual(proc.wait(timeout=10), 0)
        os.close(master)
        proc.stdout.close()
        proc.stderr.close()

    def test_engine_lines_reach_the_gui_without_waiting(self):
        s = Session()
        for i in range(50):  # one line at a time: each must come back before the next is sent
            s.send(f"ping {i}\n")
            s.expect(f"^ping {i}$")
        s.send("quit\n")
        self.assertEqual(s.finish(), 0)

    def test_a_flood_arrives_complete_and_in_order(self):
        # The engine reads `quit` only once its output is out: a grace long enough for a slow machine.
        rc, out, _ = run(["--quit-grace-ms=30000", "--", FAKE], b"flood 200000\nbig 3000000\nquit\n")
        self.assertEqual(rc, 0)
        lines = out.split(b"\n")
        self.assertEqual(lines[0], b"flood 200000")
        self.assertTrue(all(l.startswith(b"info depth 20 ") for l in lines[1:200001]))
        self.assertEqual(lines[200001], b"bestmove e2e4 ponder e7e5")
        self.assertEqual(lines[202], lines[1])
        self.assertEqual(lines[200002], b"big 3000000")
        self.assertEqual(lines[200003], b"x" * 3000000)
        self.assertEqual(lines[200004:], [b"quit", b""])

    def test_engine_stderr_passes_through(self):
        rc, out, err = run(["--", FAKE], b"stderr the engine speaks on stderr\nquit\n")
        self.assertEqual(rc, 0)
        self.assertIn(b"the engine speaks on stderr\n", err)


class Lifecycle(unittest.TestCase):
    def test_quit_is_forwarded_and_drawbridge_exits_with_the_engine(self):
        s = Session()
        pid = s.engine_pid()
        start = time.monotonic()
        s.send("quit\n")  # stdin stays open: the quit alone must end the session
        self.assertEqual(s.finish(), 0)
        self.assertLess(time.monotonic() - start, 0.9)
        self.assertTrue(s.output().endswith(b"quit\n"))
        self.assertFalse(engine_alive(pid))

    def test_end_of_gui_input_sends_quit(self):
        rc, out, _ = run(["--", FAKE], b"uci\n")
        self.assertEqual(rc, 0)  # the fake exits 0 only on quit (4 at end of input)
        self.assertEqual(out, b"uci\nquit\n")

    def test_an_engine_ignoring_quit_is_terminated_after_the_grace_period(self):
        s = Session(["--quit_grace_ms", "300"])
        pid = s.engine_pid()
        s.send("stall\n")
        start = time.monotonic()
        s.send("quit\n")
        self.assertEqual(s.finish(), 128 + signal.SIGTERM)
        self.assertGreaterEqual(time.monotonic() - start, 0.3)
        self.assertFalse(engine_alive(pid))

    def test_an_engine_ignoring_sigterm_is_killed(self):
        s = Session(["--quit_grace_ms", "200"])
        pid = s.engine_pid()
        s.send("stall-hard\n")
        s.proc.stdin.close()
        self.assertEqual(s.finish(), 128 + signal.SIGKILL)
        self.assertFalse(engine_alive(pid))

    def test_the_engine_dies_when_drawbridge_is_killed(self):
        s = Session()
        pid = s.engine_pid()
        s.proc.kill()
        s.finish()
        self.assertTrue(wait_until(lambda: not engine_alive(pid), 2), "orphaned engine")

    def test_an_engine_that_cannot_be_found_exits_127_before_reading_input(self):
        read_end, write_end = os.pipe()
        os.write(write_end, b"uci\n")
        proc = subprocess.run([DRAWBRIDGE, "--", "no-such-engine-anywhere"], stdin=read_end,
                              capture_output=True, timeout=10)
        os.close(write_end)
        self.assertEqual(proc.returncode, 127)
        self.assertIn(b"no-such-engine-anywhere: not found", proc.stderr)
        self.assertEqual(os.read(read_end, 100), b"uci\n")  # untouched
        os.close(read_end)

    def test_an_engine_that_is_not_executable_exits_127(self):
        with tempfile.NamedTemporaryFile() as f:
            rc, _, err = run(["--", f.name], b"uci\n")
        self.assertEqual(rc, 127)
        self.assertIn(b"Permission denied", err)

    def test_arguments_are_passed_as_given(self):
        proc = subprocess.Popen([DRAWBRIDGE, "--", "/bin/echo", "two  spaces", "$HOME", "*", "--keep-dashes"],
                                stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        out = proc.stdout.read()
        rc = proc.wait(timeout=10)
        proc.stdin.close()
        proc.stdout.close()
        self.assertEqual(out, b"two  spaces $HOME * --keep-dashes\n" +
                         b"info string drawbridge event=error rule=none article=none detail=engine exited with status 0\n")
        self.assertEqual(rc, 0)


class Signals(unittest.TestCase):
    def check(self, signo):
        s = Session()
        pid = s.engine_pid()
        s.proc.send_signal(signo)
        self.assertEqual(s.finish(), 128 + signo)
        self.assertTrue(s.output().endswith(b"quit\n"), s.output())  # the engine got quit
        self.assertFalse(engine_alive(pid))

    def test_sigint(self):
        self.check(signal.SIGINT)

    def test_sigterm(self):
        self.check(signal.SIGTERM)

    def test_sighup(self):
        self.check(signal.SIGHUP)


class EngineFailure(unittest.TestCase):
    """The GUI keeps its end open, as a GUI would while an engine crashes under it."""

    def session(self, text):
        s = Session()
        s.send(text)
        return s.finish(), s.output()

    def test_an_engine_exit_is_reported_and_its_status_returned(self):
        rc, out = self.session("uci\nexit 3\nisready\n")
        self.assertEqual(rc, 3)
        self.assertEqual(out, b"uci\nexit 3\n"
                         b"info string drawbridge event=error rule=none article=none detail=engine exited with status 3\n")

    def test_a_crash_is_reported_with_its_signal(self):
        rc, out = self.session("uci\nsignal 11\n")
        self.assertEqual(rc, 128 + 11)
        self.assertEqual(out, b"uci\nsignal 11\ninfo string drawbridge event=error "
                         b"rule=none article=none detail=engine killed by signal 11 (SIGSEGV)\n")

    def test_every_byte_is_delivered_before_the_report(self):
        rc, out = self.session("flood 50000\npartial-exit 7\n")
        self.assertEqual(rc, 7)
        lines = out.split(b"\n")
        self.assertEqual(len(lines), 50000 + 6)
        self.assertEqual(lines[-4:], [b"partial-exit 7", b"partial",
                                      b"info string drawbridge event=error rule=none article=none detail=engine exited "
                                      b"with status 7", b""])


class Logging(unittest.TestCase):
    def test_the_log_has_all_four_directions_and_appends(self):
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, "transcript.log")
            for _ in range(2):
                rc, out, _ = run(["--log", path, "--", FAKE], b"isready\r\nquit\n")
                self.assertEqual(rc, 0)
                self.assertEqual(out, b"isready\r\nreadyok\nquit\n")
            # Every line under a head line with its stamp (transcript.lines fails otherwise).
            log = transcript.read(path)
        body = [direction + b" " + line for _, _, direction, line in log]
        starts = [i for i, l in enumerate(body) if l.startswith(b"note drawbridge ")]
        self.assertEqual(len(starts), 2)  # appended, not overwritten
        one_run = body[:starts[1]]
        # The GUI's lines came in one read with `quit`, which the relay acts on: logged as what
        # came in and what went out. The engine's lines went out unchanged: logged once.
        for expected in [b"gui> isready\r", b">engine isready\r", b"engine>gui isready\r",
                         b"engine>gui readyok", b"gui> quit", b">engine quit",
                         b"note gui sent quit", b"note engine exited with status 0"]:
            self.assertIn(expected, one_run)
        self.assertLess(one_run.index(b"gui> quit"), one_run.index(b"note engine exited with status 0"))
        self.assertTrue(one_run[0].startswith(b"note drawbridge "))

    def test_an_unwritable_log_is_an_error(self):
        rc, _, err = run(["--log", "/nonexistent/dir/x.log", "--", FAKE], b"quit\n")
        self.assertEqual(rc, 2)
        self.assertIn(b"/nonexistent/dir/x.log", err)


class Configuration(unittest.TestCase):
    def config(self, text):
        f = tempfile.NamedTemporaryFile("w", suffix=".toml", delete=False)
        f.write(text)
        f.close()
        self.addCleanup(os.unlink, f.name)
        return f.name

    def grace_used(self, args):
        """The grace period drawbridge waited, read from its transcript's timestamps."""
        with tempfile.TemporaryDirectory() as d:
            log = os.path.join(d, "t.log")
            rc, _, _ = run(["--log", log, *args, "--", FAKE], b"stall\nquit\n")
            self.assertEqual(rc, 128 + signal.SIGTERM)
            lines = transcript.read(log)
        def stamp(marker):
            return next(when for _, when, direction, line in lines if direction == b"note" and marker in line)
        return stamp(b"gui sent quit"), stamp(b"engine still running after the grace")

    def test_the_config_file_sets_the_grace_period(self):
        quit_at, term_at = self.grace_used(["--config", self.config("quit_grace_ms = 100\n")])
        self.assertGreaterEqual((term_at - quit_at) % 60, 0.1)
        self.assertLess((term_at - quit_at) % 60, 0.6)  # not the default 1000 ms

    def test_the_grace_flag_wins_over_the_file(self):
        quit_at, term_at = self.grace_used(["--config", self.config("quit_grace_ms = 100\n"),
                                            "--quit_grace_ms", "700"])
        self.assertGreaterEqual((term_at - quit_at) % 60, 0.7)

    def test_flag_names_may_be_written_with_dashes(self):
        quit_at, term_at = self.grace_used(["--config", self.config("quit_grace_ms = 100\n"),
                                            "--quit-grace-ms=700"])
        self.assertGreaterEqual((term_at - quit_at) % 60, 0.7)

    def test_flags_win_over_the_file(self):
        with tempfile.TemporaryDirectory() as d:
            file_log, flag_log = os.path.join(d, "file.log"), os.path.join(d, "flag.log")
            path = self.config(f'log = "{file_log}"\n')
            rc, _, _ = run(["--config", path, "--log", flag_log, "--", FAKE], b"quit\n")
            self.assertEqual(rc, 0)
            self.assertTrue(os.path.exists(flag_log))
            self.assertFalse(os.path.exists(file_log))
            rc, _, _ = run(["--config", path, "--", FAKE], b"quit\n")
            self.assertTrue(os.path.exists(file_log))

    def test_an_unknown_key_names_file_line_and_key(self):
        path = self.config("# settings\nquit_grace_ms = 5\nlogg = \"x\"\n")
        rc, _, err = run(["--config", path, "--", FAKE], b"quit\n")
        self.assertEqual(rc, 2)
        self.assertIn(f"{path}:3: unknown key 'logg'".encode(), err)

    def test_a_wrong_type_names_file_line_and_key(self):
        path = self.config("\n\nquit_grace_ms = \"soon\"\n")
        rc, _, err = run(["--config", path, "--", FAKE], b"quit\n")
        self.assertEqual(rc, 2)
        self.assertIn(f"{path}:3: key 'quit_grace_ms' must be an integer".encode(), err)

    def test_version_and_help(self):
        rc, out, _ = run(["--version"])
        self.assertEqual(rc, 0)
        self.assertRegex(out, rb"^drawbridge \d+\.\d+\.\d+\n$")
        rc, out, _ = run(["--help"])
        self.assertEqual(rc, 0)
        self.assertIn(b"drawbridge [OPTIONS] -- ENGINE [ARGS...]", out)
        self.assertIn(b"--quit-grace-ms", out)

    def test_no_engine_is_a_usage_error(self):
        rc, _, err = run([])
        self.assertEqual(rc, 2)
        self.assertIn(b"no engine given", err)


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--drawbridge", required=True)
    parser.add_argument("--fake", required=True)
    options, rest = parser.parse_known_args()
    DRAWBRIDGE, FAKE = options.drawbridge, options.fake
    unittest.main(argv=[sys.argv[0]] + rest)
