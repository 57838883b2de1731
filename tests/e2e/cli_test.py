"""drawbridge's command line as a user meets it (issue 8): --help of every subcommand, and
each usage error's message and exit status, through the built binary."""
import argparse
import os
import select
import subprocess
import sys
import tempfile
import time
import unittest

DRAWBRIDGE = FAKE = None


def run(args, stdin=b""):
    proc = subprocess.run([DRAWBRIDGE] + args, input=stdin, capture_output=True, timeout=60)
    return proc.returncode, proc.stdout.decode(), proc.stderr.decode()


def read_line_within(stream, seconds):
    """One line of `stream`, or a failure after `seconds`."""
    deadline = time.monotonic() + seconds
    line = b""
    while not line.endswith(b"\n"):
        ready, _, _ = select.select([stream], [], [], max(0, deadline - time.monotonic()))
        if not ready:
            raise AssertionError(f"no line within {seconds} s, got {line!r}")
        byte = os.read(stream.fileno(), 1)
        if not byte:
            raise AssertionError(f"end of output before a line, got {line!r}")
        line += byte
    return line


class Help(unittest.TestCase):
    def check_help(self, args, usage):
        for flag in ("--help", "-h"):
            rc, out, err = run(args + [flag])
            self.assertEqual(rc, 0, err)
            self.assertIn(usage, out)
            self.assertEqual(err, "")
            self.assertNotIn("default: )", out)
            self.assertNotIn("/work/", out)
            self.assertNotIn(".cpp", out)
            self.assertNotIn("SetProgramUsageMessage", out)

    def test_relay_help(self):
        self.check_help([], "drawbridge [OPTIONS] -- ENGINE [ARGS...]")

    def test_adjudicate_help(self):
        self.check_help(["adjudicate"], "drawbridge adjudicate [OPTIONS] [FILE...]")
        self.assertNotIn("--claim", run(["adjudicate", "--help"])[1])

    def test_perft_help(self):
        self.check_help(["perft"], "drawbridge perft [OPTIONS] DEPTH")


class UsageErrors(unittest.TestCase):
    def check(self, args, message, stdin=b""):
        rc, out, err = run(args, stdin)
        self.assertEqual(rc, 2, err)
        self.assertEqual(err.count("\n"), 1, err)
        self.assertIn(message, err)

    def test_unknown_flag(self):
        self.check(["--frobnicate", "--", FAKE], "drawbridge: unknown flag --frobnicate")

    def test_bad_number(self):
        self.check(["--claim_margin=abc", "--", FAKE], "--claim_margin: 'abc' is not a whole number from 0 to 100000")
        self.check(["--quit-grace-ms", "-5", "--", FAKE], "'-5' is not a whole number")

    def test_bad_choice(self):
        self.check(["--claim=sometimes", "--", FAKE], "'sometimes' is not one of never, always, unless-winning")
        self.check(["--adjudicate", "never", "--", FAKE], "is not one of report, stop")

    def test_missing_value(self):
        self.check(["--events"], "--events needs a value (FILE)")

    def test_unknown_edition_lists_the_editions(self):
        self.check(["--rules=fide-1851", "--", FAKE], "unknown edition 'fide-1851' (editions: draughts-fmjd, draughts-ministry-100, draughts-russian, fide-2014, fide-2023")

    def test_perft_negative_depth(self):
        self.check(["perft", "-1"], "DEPTH '-1' is not a non-negative whole number")

    def test_perft_bad_fen(self):
        self.check(["perft", "--fen", "not a fen", "2"], "drawbridge perft:")

    def test_adjudicate_unknown_flag(self):
        self.check(["adjudicate", "--claim=never"], "drawbridge adjudicate: unknown flag --claim")


class ConfigFile(unittest.TestCase):
    def config(self, text):
        handle = tempfile.NamedTemporaryFile("w", suffix=".toml", delete=False)
        handle.write(text)
        handle.close()
        self.addCleanup(os.unlink, handle.name)
        return handle.name

    def test_dashed_keys_are_accepted(self):
        path = self.config("claim-margin = 30\nquit-grace-ms = 200\n")
        rc, out, err = run(["--config", path, "--", FAKE], b"uciok\nquit\n")  # the fake engine echoes uciok
        self.assertEqual(rc, 0, err)
        self.assertIn("option name Drawbridge Claim Margin type spin default 30", out)

    def test_unknown_edition_names_file_and_line(self):
        path = self.config("# laws\n\nrules = \"fide-1851\"\n")
        rc, _, err = run(["--config", path, "--", FAKE])
        self.assertEqual(rc, 2)
        self.assertIn(f"{path}:3: unknown edition 'fide-1851' (editions: draughts-fmjd, draughts-ministry-100, "
                      "draughts-russian, fide-2014, fide-2023, fide-pre2014-pl, "
                      "fide-pre2014-ru", err)

    def test_unreadable_config_says_why(self):
        rc, _, err = run(["--config", "/nonexistent/x.toml", "--", FAKE])
        self.assertEqual(rc, 2)
        self.assertIn("cannot read config file /nonexistent/x.toml: No such file or directory", err)

    def test_config_naming_a_directory(self):
        rc, _, err = run(["--config", "/tmp", "--", FAKE])
        self.assertEqual(rc, 2)
        self.assertIn("cannot read config file /tmp: Is a directory", err)


class Adjudicate(unittest.TestCase):
    def test_reads_files_and_exits_1_after_every_line_when_one_had_an_error(self):
        with tempfile.TemporaryDirectory() as tmp:
            good = os.path.join(tmp, "good.tsv")
            bad = os.path.join(tmp, "bad.tsv")
            with open(good, "w") as f:
                f.write("startpos\tg1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8\n")
            with open(bad, "w") as f:
                f.write("startpos\te2e4 e7e5 e1e3\nstartpos\te2e4\n")
            rc, out, err = run(["adjudicate", good, bad], b"ignored\tstdin\n")
            self.assertEqual(rc, 1)
            lines = out.splitlines()
            self.assertEqual(len(lines), 3)
            self.assertIn('"status":"ongoing"', lines[0])
            self.assertIn('"error":"ply 2: move \'e1e3\': not a legal move of the white king on e1"', lines[1])
            self.assertIn('"error":null', lines[2])
            self.assertIn("1 line had errors", err)
            self.assertEqual(run(["adjudicate", good])[0], 0)

    def test_stdin_and_dash(self):
        rc, out, _ = run(["adjudicate", "-"], b"startpos\te2e4\n")
        self.assertEqual(rc, 0)
        self.assertIn('"plies":1', out)

    def test_plural_of_one_ply(self):
        rc, out, _ = run(["adjudicate"], b"startpos\te2e4\tply=5 rule=fifty-move clocks=1/1\n")
        self.assertEqual(rc, 1)
        self.assertIn("the game has only 1 ply\"", out)

    def test_flag_fall_loses_or_draws_by_6_9(self):
        games = ("startpos\te2e4 e7e5\tflag=white@2\n"                    # black can mate: a loss
                 "4k3/8/8/8/8/8/8/4K2R w - - 0 1\t\tflag=white@0\n"        # a bare king cannot: a draw
                 "8/8/8/8/8/6p1/4k1Pp/6K1 w - - 0 66\t\tflag=white@0\n"    # dead already: the dead position stands
                 "4k3/8/8/8/8/8/8/4K2R w - - 0 1\t\tflag=black@0\n")       # not on move: an error
        rc, out, _ = run(["adjudicate"], games.encode())
        self.assertEqual(rc, 1)
        lines = out.splitlines()
        self.assertIn('"status":"timeout","result":"0-1","end":{"ply":2,"rule":"timeout","article":"6.9"}', lines[0])
        self.assertIn('"status":"drawn","result":"1/2-1/2","end":{"ply":0,"rule":"timeout","article":"6.9"}', lines[1])
        self.assertIn('"rule":"dead-position"', lines[2])
        self.assertIn("only the player on move can run out of time", lines[3])
        rc, out, _ = run(["adjudicate", "--rules", "fide-2014"], b"startpos\te2e4\tflag=black@1\n")
        self.assertIn('"article":"6.9"', out)

    def test_each_answer_comes_while_the_writer_waits(self):
        """A program that writes one line and waits for its answer gets it before it writes
        the next (the answer is flushed before drawbridge waits for more input)."""
        for args, line in ((["adjudicate"], b"startpos\te2e4\n"), (["dead"], b"8/8/8/8/8/8/8/K6k w - - 0 1\n")):
            with subprocess.Popen([DRAWBRIDGE] + args, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=subprocess.PIPE) as proc:
                for number in (1, 2):
                    proc.stdin.write(line)
                    proc.stdin.flush()
                    answer = read_line_within(proc.stdout, 30)
                    self.assertIn(b'"line":%d' % number, answer, args)
                proc.stdin.close()
                self.assertEqual(proc.stdout.read(), b"")
                self.assertEqual(proc.wait(timeout=30), 0)

    def test_missing_file(self):
        rc, _, err = run(["adjudicate", "/nonexistent.tsv"])
        self.assertEqual(rc, 2)
        self.assertIn("cannot read /nonexistent.tsv: No such file or directory", err)


class EngineFile(unittest.TestCase):
    """Started with no engine command, drawbridge reads <its own name>.toml beside itself (a
    link's own name), then drawbridge.toml: for GUIs that cannot pass arguments."""

    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.folder = os.path.join(self.tmp.name, "Jürgen Engines")
        os.makedirs(self.folder)

    def tearDown(self):
        self.tmp.cleanup()

    def link(self, name):
        path = os.path.join(self.folder, name)
        os.symlink(os.path.abspath(DRAWBRIDGE), path)
        return path

    def write(self, name, text):
        with open(os.path.join(self.folder, name), "w", encoding="utf-8") as f:
            f.write(text)

    def start(self, program, args=(), stdin=b"isready\nquit\n"):
        proc = subprocess.run([program, *args], input=stdin, capture_output=True, timeout=60)
        return proc.returncode, proc.stdout, proc.stderr.decode()

    def test_its_own_name_first(self):
        self.write("sf-drawbridge.toml", f'engine = ["{os.path.abspath(FAKE)}", "--uci", "e2e4"]\n')
        self.write("drawbridge.toml", 'engine = ["/nonexistent/engine"]\n')
        rc, out, err = self.start(self.link("sf-drawbridge"), stdin=b"go\nquit\n")
        self.assertEqual(rc, 0, err)
        self.assertIn(b"\nbestmove e2e4\n", out)

    def test_drawbridge_toml_when_none_has_its_name(self):
        self.write("drawbridge.toml", f'engine = "{os.path.abspath(FAKE)}"\n')
        rc, out, err = self.start(self.link("other"))
        self.assertEqual((rc, out), (0, b"isready\nreadyok\nquit\n"), err)

    def test_settings_in_the_file_and_flags_over_them(self):
        file_log, flag_log = (os.path.join(self.folder, name) for name in ("file.log", "flag.log"))
        self.write("sf-drawbridge.toml", f'engine = ["{os.path.abspath(FAKE)}"]\nlog = "{file_log}"\n'
                                         'quit_grace_ms = 300\n')
        rc, _, err = self.start(self.link("sf-drawbridge"), ["--log", flag_log])
        self.assertEqual(rc, 0, err)
        self.assertTrue(os.path.exists(flag_log))
        self.assertFalse(os.path.exists(file_log))

    def test_a_missing_file_is_said_to_the_gui_and_on_stderr(self):
        rc, out, err = self.start(self.link("sf-drawbridge"), stdin=b"uci\n")
        self.assertEqual(rc, 2)
        here = self.folder.encode()
        self.assertEqual(out, b"info string drawbridge event=error rule=none article=none detail=no engine given: "
                              b"drawbridge [OPTIONS] -- ENGINE [ARGS...], and there is no " + here +
                              b"/sf-drawbridge.toml or " + here + b"/drawbridge.toml\n")
        self.assertIn("no engine given", err)
        self.assertIn(f"{self.folder}/sf-drawbridge.toml", err)

    def test_a_bad_engine_key_names_its_line(self):
        self.write("sf-drawbridge.toml", 'rules = "fide-2014"\nengine = 5\n')
        rc, out, err = self.start(self.link("sf-drawbridge"), stdin=b"uci\n")
        self.assertEqual(rc, 2)
        self.assertIn(b"event=error rule=none article=none detail=", out)
        self.assertIn("sf-drawbridge.toml:2: key 'engine' must be a non-empty array of strings", err)

    def test_no_engine_key(self):
        self.write("sf-drawbridge.toml", 'rules = "fide-2014"\n')
        rc, out, err = self.start(self.link("sf-drawbridge"), stdin=b"uci\n")
        self.assertEqual(rc, 2)
        self.assertIn("sf-drawbridge.toml: no 'engine' key", err)
        self.assertTrue(out.startswith(b"info string drawbridge event=error"))

    def test_an_unknown_key_names_its_line(self):
        self.write("sf-drawbridge.toml", f'engine = ["{os.path.abspath(FAKE)}"]\nenigne = 3\n')
        rc, out, err = self.start(self.link("sf-drawbridge"), stdin=b"uci\n")
        self.assertEqual(rc, 2)
        self.assertIn("sf-drawbridge.toml:2: unknown key 'enigne'", err)

    def test_an_engine_on_the_command_line_ignores_the_file(self):
        self.write("sf-drawbridge.toml", 'engine = 5\n')
        rc, out, err = self.start(self.link("sf-drawbridge"), ["--", os.path.abspath(FAKE)])
        self.assertEqual((rc, out), (0, b"isready\nreadyok\nquit\n"), err)


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--drawbridge", required=True)
    parser.add_argument("--fake", required=True)
    options, rest = parser.parse_known_args()
    DRAWBRIDGE, FAKE = options.drawbridge, options.fake
    unittest.main(argv=[sys.argv[0]] + rest)
