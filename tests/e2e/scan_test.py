"""`drawbridge scan` (issue 12) through the built binary: the findings on hand-made PGN, every
time-forfeit convention, Chess960 and a skipped variant, broken games in the middle of a file,
gzip, zstd and stdin input, --fixed re-scanned, --threads 1 against 4, and usage errors.

usage: scan_test.py DRAWBRIDGE SCAN_DATA GAMES.pgn... [-- unittest args]
(GAMES.pgn: the games the Threads case reads, one and four threads.)"""
import json
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

DRAWBRIDGE = SCAN_DATA = GAMES = None


def run(args, stdin=None):
    proc = subprocess.run([DRAWBRIDGE, "scan"] + args, input=stdin, capture_output=True, timeout=120)
    return proc.returncode, proc.stdout, proc.stderr.decode()


def games_of(out):
    # Not splitlines(): U+0085 and U+2028 in a tag are not line ends of JSON Lines.
    return [json.loads(line) for line in out.decode().split("\n") if line]


def data(name):
    return os.path.join(SCAN_DATA, name)


def kinds(game):
    return [f["kind"] for f in game["findings"]]


def lawful_kinds(game):
    return [k for k in kinds(game) if k != "claimable-draw-not-claimed"]


class Findings(unittest.TestCase):
    def test_every_finding_kind(self):
        rc, out, err = run(["--quiet", data("findings.pgn")])
        self.assertEqual(rc, 0, err)
        g = games_of(out)
        self.assertEqual([x["index"] for x in g], list(range(6)))
        self.assertEqual(kinds(g[0]), ["played-past-end"])
        self.assertEqual((g[0]["end"]["rule"], g[0]["end"]["ply"], g[0]["moves_after_end"]), ("checkmate", 4, 2))
        self.assertEqual(kinds(g[1]), ["result-contradicts-laws"])
        self.assertEqual((g[1]["status"], g[1]["result"]), ("stalemate", "1/2-1/2"))
        self.assertEqual(kinds(g[2]), ["result-contradicts-laws"])  # a draw recorded in a checkmate
        self.assertEqual(g[2]["tags"]["Result"], "1/2-1/2")
        self.assertEqual(kinds(g[3]), ["played-past-end", "result-contradicts-laws", "claimable-draw-not-claimed"])
        self.assertEqual(g[3]["end"], {"ply": 16, "rule": "fivefold-repetition", "article": "9.6.1"})
        self.assertEqual(kinds(g[4]), ["claimable-draw-not-claimed"])
        claim = g[4]["findings"][0]
        self.assertEqual((claim["ply"], claim["rule"], claim["article"]), (7, "threefold-repetition", "9.2.1.1"))
        self.assertEqual(kinds(g[5]), [])
        for game in g:
            for f in game["findings"]:
                self.assertEqual(set(f), {"kind", "ply", "rule", "article", "sentence"})
                self.assertTrue(f["sentence"].endswith("."))

    def test_place_and_tags(self):
        g = games_of(run(["--quiet", data("findings.pgn")])[1])
        with open(data("findings.pgn"), "rb") as f:
            text = f.read()
        for game in g:
            self.assertTrue(text[game["offset"]:].startswith(b"[Event"))
            self.assertEqual(text[:game["offset"]].count(b"\n") + 1, game["line"])
            self.assertEqual(game["file"], data("findings.pgn"))
        self.assertEqual(g[3]["tags"], {"Event": "fivefold repetition played on and won", "Site": None, "Date": None,
                                        "Round": None, "White": "A", "Black": "B", "Result": "1-0",
                                        "Termination": "normal"})

    def test_time_forfeit_conventions(self):
        rc, out, err = run(["--quiet", data("time_forfeit.pgn")])
        self.assertEqual(rc, 0, err)
        g = games_of(out)
        for game in g[:5]:
            self.assertEqual(kinds(game), ["timeout-should-be-draw"], game["tags"]["Event"])
            self.assertEqual((game["status"], game["result"]), ("drawn", "1/2-1/2"))
            self.assertEqual(game["end"]["rule"], "timeout")
            self.assertEqual(game["events"][-1]["event"], "flag-fall")
        self.assertEqual(kinds(g[5]), [])
        self.assertEqual((g[5]["status"], g[5]["result"]), ("timeout", "1-0"))

    def test_chess960_and_skipped_variant(self):
        rc, out, err = run([data("variants.pgn")])
        self.assertEqual(rc, 0, err)
        g = games_of(out)
        self.assertEqual(g[0]["fen"], "r4rk1/1ppppppp/p7/8/8/P7/1PPPPPPP/R4RK1 w - - 0 3")
        self.assertEqual(g[1]["fen"], "2krr3/pppppppp/8/8/8/8/PPPPPPPP/2KRR3 w - - 2 2")
        self.assertEqual((g[2]["status"], g[2]["variant"]), ("skipped", "Crazyhouse"))
        self.assertEqual(g[3]["status"], "ongoing")
        self.assertIn("4 games (1 skipped, 0 with errors)", err)

    def test_broken_games_in_the_middle(self):
        rc, out, err = run([data("broken.pgn")])
        self.assertEqual(rc, 1)
        g = games_of(out)
        self.assertEqual([x["status"] for x in g], ["ongoing", "error", "error", "error", "ongoing"])
        self.assertEqual([x["line"] for x in g], [1, 6, 11, 18, 23])
        self.assertEqual(g[1]["error"], "ply 2: SAN 'Ke3': no legal white king move to e3")
        self.assertTrue(g[2]["error"].startswith("bad FEN: "))
        self.assertIn("ambiguous", g[3]["error"])
        self.assertIn("3 with errors", err)


class Inputs(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.mkdtemp()

    def tearDown(self):
        shutil.rmtree(self.tmp)

    def without_file(self, out):
        games = games_of(out)
        for g in games:
            del g["file"]
        return games

    def test_gzip_zstd_and_stdin(self):
        plain = data("findings.pgn")
        expected = self.without_file(run(["--quiet", plain])[1])
        gz = os.path.join(self.tmp, "games.pgn.gz")
        with open(gz, "wb") as f:  # two gzip members, as `cat a.gz b.gz` makes
            with open(plain, "rb") as p:
                text = p.read()
            half = text.index(b"[Event", 10)
            for part in (text[:half], text[half:]):
                f.write(subprocess.run(["gzip", "-c"], input=part, capture_output=True, check=True).stdout)
        zst = os.path.join(self.tmp, "games.bin")  # named for nothing: the content tells
        subprocess.run(["zstd", "-q", "-f", plain, "-o", zst], check=True)
        for path in (gz, zst):
            rc, out, err = run(["--quiet", path])
            self.assertEqual(rc, 0, err)
            self.assertEqual(self.without_file(out), expected, path)
        with open(zst, "rb") as f:
            rc, out, err = run(["--quiet", "-"], stdin=f.read())
        self.assertEqual(rc, 0, err)
        self.assertEqual(self.without_file(out), expected)
        self.assertEqual(games_of(out)[0]["file"], "-")

    def test_several_files_number_games_on(self):
        rc, out, _ = run(["--quiet", data("findings.pgn"), data("time_forfeit.pgn")])
        g = games_of(out)
        self.assertEqual([x["index"] for x in g], list(range(12)))
        self.assertEqual((g[6]["file"], g[6]["line"]), (data("time_forfeit.pgn"), 1))

    def test_corrupt_zstd_is_an_unreadable_file(self):
        bad = os.path.join(self.tmp, "bad.zst")
        with open(data("findings.pgn"), "rb") as p:
            packed = subprocess.run(["zstd", "-q", "-c"], input=p.read(), capture_output=True, check=True).stdout
        with open(bad, "wb") as f:
            f.write(packed[: len(packed) // 2])
        rc, _, err = run(["--quiet", bad])
        self.assertEqual(rc, 2)
        self.assertIn("zstd", err)


class Garbage(unittest.TestCase):
    def test_mangled_pgn_and_random_bytes_never_crash(self):
        import random
        rng = random.Random(12)
        with open(data("findings.pgn"), "rb") as f:
            text = bytearray(f.read() * 5)
        alphabet = b"[]{}()\"\\;%$.!?+#=-/*01KQRBNxO \n\t\rabcdefgh12345678\xef\xbb\xbf"
        for _ in range(30):
            mangled = bytearray(text)
            for _ in range(rng.randrange(1, 40)):
                mangled[rng.randrange(len(mangled))] = rng.choice(alphabet)
            cut = rng.randrange(len(mangled))
            for stdin in (bytes(mangled), bytes(mangled[:cut]), bytes(rng.randrange(256) for _ in range(2000))):
                rc, out, err = run(["--quiet", "--fixed", os.devnull, "--threads", "2", "-"], stdin=stdin)
                self.assertIn(rc, (0, 1), err)
                for game in games_of(out):
                    self.assertIn(game["status"], ("ongoing", "checkmate", "stalemate", "drawn", "timeout", "error",
                                                   "skipped"))


class Fixed(unittest.TestCase):
    def test_fixed_rescanned_has_no_findings_and_clean_games_unchanged(self):
        with tempfile.TemporaryDirectory() as tmp:
            fixed = os.path.join(tmp, "fixed.pgn")
            inputs = [data("findings.pgn"), data("time_forfeit.pgn"), data("variants.pgn")]
            rc, out, err = run(["--quiet", "--fixed", fixed] + inputs)
            self.assertEqual(rc, 0, err)
            before = games_of(out)
            rc, out, err = run(["--quiet", fixed])
            self.assertEqual(rc, 0, err)
            after = games_of(out)
            self.assertEqual(len(before), len(after))
            original = b""
            for p in inputs:
                with open(p, "rb") as f:
                    original += f.read()
            with open(fixed, "rb") as f:
                rewritten = f.read()
            starts = [0] + [g["offset"] for g in after[1:]] + [len(rewritten)]
            texts_after = [rewritten[a:b] for a, b in zip(starts, starts[1:])]
            bases, base = [], 0
            for p in inputs:
                bases.append(base)
                base += os.path.getsize(p)
            file_index = {p: i for i, p in enumerate(inputs)}
            offsets = [bases[file_index[g["file"]]] + g["offset"] for g in before]
            offsets[0] = 0
            texts_before = [original[a:b] for a, b in zip(offsets, offsets[1:] + [len(original)])]
            for b, a, tb, ta in zip(before, after, texts_before, texts_after):
                self.assertEqual(lawful_kinds(a), [], a["tags"]["Event"])
                if lawful_kinds(b):
                    self.assertEqual(a["tags"]["Result"], a["result"])
                    self.assertIn(b"{drawbridge scan: ", ta)
                    self.assertEqual(a["moves_after_end"], 0)
                    if b"[PlyCount " in ta:
                        self.assertIn(f'[PlyCount "{a["plies"]}"]'.encode(), ta)
                else:
                    self.assertEqual(ta, tb, b["tags"]["Event"])


class Html(unittest.TestCase):
    def test_one_board_per_finding(self):
        with tempfile.TemporaryDirectory() as tmp:
            page = os.path.join(tmp, "report.html")
            inputs = [data("findings.pgn"), data("time_forfeit.pgn"), data("variants.pgn")]
            rc, out, err = run(["--quiet", "--html", page] + inputs)
            self.assertEqual(rc, 0, err)
            # The informational claims are counted, not drawn.
            findings = sum(len(lawful_kinds(g)) for g in games_of(out))
            with open(page, encoding="utf-8") as f:
                html = f.read()
            self.assertEqual(html.count('<svg class="board"'), findings)
            self.assertNotIn("<script", html)
            self.assertIn("timeout-should-be-draw", html)
            self.assertIn("fivefold repetition played on and won", html)
            self.assertNotIn("threefold repetition not claimed", html)


def count_games(path):
    with open(path, "rb") as f:
        return sum(1 for line in f if line.startswith(b"[Event "))


class Threads(unittest.TestCase):
    def test_one_and_four_threads_agree(self):
        with tempfile.TemporaryDirectory() as tmp:
            outs = []
            for n in ("1", "4"):
                fixed = os.path.join(tmp, f"fixed{n}.pgn")
                rc, out, err = run(["--quiet", "--threads", n, "--fixed", fixed, *GAMES])
                self.assertEqual(rc, 0, err)
                with open(fixed, "rb") as f:
                    outs.append((out, f.read()))
            self.assertEqual(len(outs[0][0].splitlines()), sum(count_games(path) for path in GAMES))
            self.assertTrue(outs[0][0] == outs[1][0], "JSON lines differ")
            self.assertTrue(outs[0][1] == outs[1][1], "fixed PGN differs")


class Usage(unittest.TestCase):
    def test_usage_errors_exit_2(self):
        for args in (["--threads", "0"], ["--threads", "x"], ["--bogus"], ["--rules", "no-such-edition"],
                     ["/no/such/file.pgn"], ["/"], ["--fixed", "/no/such/dir/f.pgn", data("findings.pgn")],
                     ["--html", "/no/such/dir/r.html", data("findings.pgn")]):
            rc, out, err = run(args)
            self.assertEqual(rc, 2, args)
            self.assertEqual(out, b"", args)
            self.assertIn("drawbridge scan: ", err, args)
            self.assertEqual(len(err.strip().splitlines()), 1, err)

    def test_help(self):
        rc, out, err = run(["--help"])
        self.assertEqual(rc, 0, err)
        for flag in ("--rules", "--threads", "--fixed", "--html", "--quiet"):
            self.assertIn(flag, out.decode())

    def test_summary_on_a_pipe_without_bar_and_quiet_silent(self):
        rc, _, err = run([data("findings.pgn")])
        self.assertEqual(rc, 0)
        self.assertNotIn("\r", err)
        self.assertIn("drawbridge scan: 6 games", err)
        self.assertIn("findings: played-past-end 2, result-contradicts-laws 3, timeout-should-be-draw 0, "
                      "claimable-draw-not-claimed 2", err)
        self.assertEqual(run(["--quiet", data("findings.pgn")])[2], "")


if __name__ == "__main__":
    split = sys.argv.index("--") if "--" in sys.argv else len(sys.argv)
    DRAWBRIDGE, SCAN_DATA, GAMES = sys.argv[1], sys.argv[2], sys.argv[3:split]
    unittest.main(argv=sys.argv[:1] + sys.argv[split + 1:])
