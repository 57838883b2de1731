#!/usr/bin/env python3
"""The fault matrix (README "When things go wrong"): each fault a GUI or an engine can commit,
driven through real pipes against the fake engine, with the message and exit status users see
and nothing lost before the fault.

Run: fault_test.py --drawbridge PATH --fake PATH [unittest args...]"""
import argparse
import os
import signal
import subprocess
import sys
import tempfile
import time
import unittest

import relay_test
from relay_test import Session, engine_alive, run, wait_until

ERROR = b"info string drawbridge event=error rule=none article=none detail="
# The longest drawbridge may take to exit once the GUI has quit, closed or died, with the
# default grace period (1 s) and an engine that does not cooperate: grace, SIGTERM's 500 ms,
# SIGKILL's 500 ms, 1 s for the engine's last output, and slack for a busy machine.
EXIT_BOUND = 6.0


def blocked_writing(pid):
    """True while some thread of process `pid` is blocked writing to a full pipe."""
    try:
        tasks = os.listdir(f"/proc/{pid}/task")
    except FileNotFoundError:
        return False
    for task in tasks:
        try:
            with open(f"/proc/{pid}/task/{task}/wchan") as wchan:
                if wchan.read().endswith("pipe_write"):  # anon_pipe_write on newer kernels
                    return True
        except FileNotFoundError:
            continue
    return False


def read_engine_pid(stream):
    """The fake engine's answer to `pid` (after its echo of the command)."""
    for line in stream:
        if line.startswith(b"pid "):
            return int(line.split()[1])
    raise AssertionError("no pid line")


class EngineFaults(unittest.TestCase):
    def test_a_crash_mid_search_delivers_every_line_before_the_report(self):
        s = Session()
        s.send("go infinite\nflood 20000\nsignal 11\n")
        self.assertEqual(s.finish(), 128 + signal.SIGSEGV)
        lines = s.output().split(b"\n")
        self.assertEqual(lines[0], b"go infinite")
        self.assertEqual(sum(l.startswith(b"info depth") for l in lines), 20000)
        self.assertEqual(lines[-3:], [b"signal 11", ERROR + b"engine killed by signal 11 (SIGSEGV)", b""])

    def test_an_engine_ignoring_quit_is_terminated_within_the_bound(self):
        s = Session()
        pid = s.engine_pid()
        s.send("stall\nquit\n")
        start = time.monotonic()
        self.assertEqual(s.finish(), 128 + signal.SIGTERM)
        self.assertLess(time.monotonic() - start, EXIT_BOUND)
        self.assertFalse(engine_alive(pid))

    def test_an_engine_closing_its_output_is_asked_to_quit_and_reported(self):
        s = Session()
        pid = s.engine_pid()
        s.send("isready\nclose-stdout\n")
        self.assertEqual(s.finish(), 0)  # it obeyed the quit drawbridge sent
        self.assertTrue(s.output().endswith(
            b"readyok\nclose-stdout\n" + ERROR + b"engine closed its output while still running, then exited with status 0\n"))
        self.assertFalse(engine_alive(pid))

    def test_an_engine_closing_its_input_is_reported_and_terminated(self):
        s = Session()
        pid = s.engine_pid()
        s.send("close-stdin\n")
        self.assertTrue(wait_until(lambda: not os.path.exists(f"/proc/{pid}/fd/0"), 10), "the engine kept its input")
        s.send("isready\n")  # cannot be written: the engine is deaf
        self.assertEqual(s.finish(), 128 + signal.SIGTERM)
        self.assertTrue(s.output().endswith(
            b"close-stdin\n" + ERROR + b"engine closed its input while still running, then killed by signal 15 (SIGTERM)\n"))
        self.assertFalse(engine_alive(pid))

    def test_nul_bytes_and_invalid_utf8_pass_both_ways_unchanged(self):
        odd = b"info string \x00nul \xff\xfe\xc3( not utf-8 \xed\xa0\x80\x00\n"
        rc, out, _ = run(["--", relay_test.FAKE], odd + b"isready\nquit\n")
        self.assertEqual(rc, 0)
        self.assertEqual(out, odd + b"isready\nreadyok\nquit\n")  # GUI -> engine -> GUI, byte for byte

    def test_a_line_of_100_megabytes_arrives_whole(self):
        # The engine reads `quit` only once its line is out: the grace is for a hung engine, not
        # for the time a slow (instrumented, loaded) machine takes to relay 100 MB.
        rc, out, _ = run(["--quit-grace-ms=120000", "--", relay_test.FAKE], b"big 100000000\nisready\nquit\n",
                         timeout=120)
        self.assertEqual(rc, 0)
        big = out.split(b"\n")[1]
        self.assertEqual(len(big), 100_000_000)
        self.assertEqual(big.count(b"x"), 100_000_000)
        self.assertTrue(out.endswith(b"isready\nreadyok\nquit\n"))


class SilentEngine(unittest.TestCase):
    """A minute of silence is an engine thinking: drawbridge has no inactivity timeout."""

    def test_an_engine_silent_for_a_minute_is_waited_for(self):
        s = Session()
        s.send("sleep 60\n")
        s.expect(r"^awake$", seconds=90)
        s.send("isready\n")
        s.expect(r"^readyok$")
        s.send("quit\n")
        self.assertEqual(s.finish(), 0)
        self.assertNotIn(b"drawbridge", s.output())


class GuiFaults(unittest.TestCase):
    def flooding(self):
        """drawbridge with a raw GUI side, its engine flooding; returns it and the engine's pid."""
        s = subprocess.Popen([relay_test.DRAWBRIDGE, "--", relay_test.FAKE], stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        s.stdin.write(b"pid\n")
        s.stdin.flush()
        pid = read_engine_pid(s.stdout)
        s.stdin.write(b"flood 5000000\n")
        s.stdin.flush()
        return s, pid

    def test_end_of_input_in_the_middle_of_a_line(self):
        rc, out, _ = run(["--", relay_test.FAKE], b"isready\nposition startpos moves e2e4")
        self.assertEqual(rc, 0)  # the line is passed on as it is, then `quit` on a line of its own
        self.assertEqual(out, b"isready\nreadyok\nposition startpos moves e2e4\nquit\n")

    def test_a_gui_closing_drawbridges_output_while_the_engine_writes(self):
        s, pid = self.flooding()
        s.stdout.read(1 << 20)  # the flood is on
        start = time.monotonic()
        s.stdout.close()  # SIGPIPE/EPIPE for drawbridge; its stdin stays open
        self.assertEqual(s.wait(timeout=30), 0)  # the engine got `quit` and obeyed
        self.assertLess(time.monotonic() - start, EXIT_BOUND)
        self.assertFalse(engine_alive(pid))
        s.stdin.close()
        s.stderr.close()

    def test_a_gui_that_stops_reading_then_quits(self):
        s, pid = self.flooding()
        # Every pipe between the engine and the GUI is full: both writers wait.
        self.assertTrue(wait_until(lambda: blocked_writing(pid) and blocked_writing(s.pid), 10), "the flood never stalled")
        start = time.monotonic()
        s.stdin.write(b"quit\n")
        s.stdin.flush()
        # The engine, blocked on its full pipe, cannot read `quit`: terminated after the grace period.
        self.assertEqual(s.wait(timeout=30), 128 + signal.SIGTERM)
        self.assertLess(time.monotonic() - start, EXIT_BOUND)
        self.assertFalse(engine_alive(pid))
        for stream in (s.stdin, s.stdout, s.stderr):
            stream.close()

    def test_a_gui_that_dies_leaves_neither_drawbridge_nor_the_engine(self):
        # A GUI process holding both pipes, killed mid-flood: drawbridge sees end of input and a
        # closed output at once.
        gui_script = (
            "import signal, subprocess, sys\n"
            "p = subprocess.Popen(sys.argv[1:], stdin=subprocess.PIPE, stdout=subprocess.PIPE)\n"
            "p.stdin.write(b'pid\\n'); p.stdin.flush()\n"
            "engine = next(l for l in p.stdout if l.startswith(b'pid ')).split()[1].decode()\n"
            "print(p.pid, engine, flush=True)\n"
            "p.stdin.write(b'flood 5000000\\n'); p.stdin.flush()\n"
            "signal.pause()\n")
        gui = subprocess.Popen([sys.executable, "-c", gui_script, relay_test.DRAWBRIDGE, "--", relay_test.FAKE],
                               stdout=subprocess.PIPE)
        drawbridge, engine = map(int, gui.stdout.readline().split())
        self.assertTrue(wait_until(lambda: blocked_writing(engine) and blocked_writing(drawbridge), 10),
                        "the flood never stalled")
        start = time.monotonic()
        gui.kill()
        gui.wait()
        gui.stdout.close()
        self.assertTrue(wait_until(lambda: not engine_alive(drawbridge) and not engine_alive(engine), EXIT_BOUND),
                        "drawbridge or the engine outlived the GUI")
        self.assertLess(time.monotonic() - start, EXIT_BOUND)


class FileFaults(unittest.TestCase):
    BAD_MOVE = b"position startpos moves e2e5\n"

    def test_events_on_a_full_disk_are_said_once_and_the_game_goes_on(self):
        rc, out, _ = run(["--events", "/dev/full", "--", relay_test.FAKE],
                         self.BAD_MOVE * 3 + b"isready\nquit\n")
        self.assertEqual(rc, 0)
        self.assertEqual(out.count(b"cannot write events file /dev/full: No space left on device"), 1)
        self.assertEqual(out.count(b"not a legal move"), 3)  # the events themselves still reach the GUI
        self.assertTrue(out.endswith(b"isready\nreadyok\nquit\n"))

    def test_events_on_a_read_only_path_is_a_usage_error(self):
        with tempfile.TemporaryDirectory() as d:
            # root ignores directory permissions; /proc refuses new files even to root.
            path = "/proc/drawbridge-events.jsonl" if os.geteuid() == 0 else os.path.join(d, "e.jsonl")
            os.chmod(d, 0o555)
            rc, out, err = run(["--events", path, "--", relay_test.FAKE], b"quit\n")
            os.chmod(d, 0o755)
        self.assertEqual(rc, 2)
        self.assertEqual(out, b"")  # before the engine starts
        self.assertIn(b"cannot open events file " + path.encode(), err)

    def test_a_log_on_a_full_disk_is_said_once_and_the_relay_goes_on(self):
        rc, out, err = run(["--log", "/dev/full", "--", relay_test.FAKE], b"isready\n" * 1000 + b"quit\n")
        self.assertEqual(rc, 0)
        self.assertEqual(out, b"isready\nreadyok\n" * 1000 + b"quit\n")
        self.assertEqual(err.count(b"cannot write log file /dev/full: No space left on device"), 1)

    def test_a_log_on_an_unwritable_path_is_a_usage_error(self):
        rc, out, err = run(["--log", "/nonexistent/dir/x.log", "--", relay_test.FAKE], b"quit\n")
        self.assertEqual((rc, out), (2, b""))
        self.assertIn(b"cannot open log file /nonexistent/dir/x.log", err)

    def test_a_config_that_is_a_directory_is_a_usage_error(self):
        with tempfile.TemporaryDirectory() as d:
            rc, out, err = run(["--config", d, "--", relay_test.FAKE], b"quit\n")
        self.assertEqual((rc, out), (2, b""))
        self.assertIn(d.encode(), err)
        self.assertIn(b"directory", err)


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--drawbridge", required=True)
    parser.add_argument("--fake", required=True)
    options, rest = parser.parse_known_args()
    relay_test.DRAWBRIDGE, relay_test.FAKE = options.drawbridge, options.fake
    unittest.main(argv=[sys.argv[0]] + rest)
