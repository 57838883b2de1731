#!/usr/bin/env python3
"""The scan --html report in a real browser: Debian's headless Chromium renders the page of the
sample findings (tests/support/sample_findings.h, and a draughts game) to a PNG that must not be blank and must show
the board colours, and its DOM holds one board per finding (the draughts one 10x10 with its square numbers) and no script.

usage: scan_html_browser_test.py SCAN_HTML_SAMPLE CHROMIUM   (fails, naming chromium, when it is absent)
"""
import os
import struct
import subprocess
import sys
import tempfile
import unittest
import zlib

SAMPLE = sys.argv[1] if len(sys.argv) > 1 else ""
CHROMIUM = sys.argv[2] if len(sys.argv) > 2 else ""
WIDTH, HEIGHT = 1280, 2400
# Colours of svg_board.cpp: the dark squares, and the marked light and dark squares.
DARK_SQUARE = (0xB5, 0x88, 0x63)
MARKED = {(0xF7, 0xEC, 0x74), (0xDA, 0xC3, 0x4B)}


def decode_png(data):
    """Width, height and rows of (r, g, b) tuples of an 8-bit RGB or RGBA, non-interlaced PNG."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat, header = 8, b"", None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    width, height, depth, colour, _, _, interlace = header
    assert depth == 8 and colour in (2, 6) and interlace == 0, f"unexpected PNG format {header}"
    channels = 3 if colour == 2 else 4
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous, at = [], bytearray(stride), 0
    for _ in range(height):
        kind, line = raw[at], bytearray(raw[at + 1:at + 1 + stride])
        at += 1 + stride
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            up_left = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 255
            elif kind == 2:
                line[i] = (line[i] + up) & 255
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - up_left
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - up_left)
                pred = left if pa <= pb and pa <= pc else up if pb <= pc else up_left
                line[i] = (line[i] + pred) & 255
        rows.append([tuple(line[i:i + 3]) for i in range(0, stride, channels)])
        previous = line
    return width, height, rows


class ReportInChromium(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.TemporaryDirectory(prefix="scan-html-")
        cls.html = os.path.join(cls.tmp.name, "report.html")
        out = subprocess.run([SAMPLE, cls.html], check=True, capture_output=True, text=True, timeout=20)
        cls.findings = int(out.stdout.strip())
        cls.env = dict(os.environ, HOME=cls.tmp.name)

    @classmethod
    def tearDownClass(cls):
        cls.tmp.cleanup()

    def chromium(self, *args):
        # A fresh profile each run; no network is needed (the page is file://), none is used.
        profile = tempfile.mkdtemp(dir=self.tmp.name)
        command = [CHROMIUM, "--headless", "--disable-gpu", "--no-sandbox", "--no-first-run",
                   "--disable-extensions", "--disable-background-networking", "--hide-scrollbars",
                   f"--user-data-dir={profile}", *args, "file://" + self.html]
        return subprocess.run(command, capture_output=True, text=True, timeout=40, env=self.env)

    def test_dom_holds_one_board_per_finding_and_no_script(self):
        run = self.chromium("--dump-dom")
        self.assertEqual(run.returncode, 0, run.stderr[-2000:])
        dom = run.stdout
        self.assertEqual(self.findings, 5)
        self.assertEqual(dom.count('<svg class="board'), self.findings)
        # The draughts game's 10x10 board: its 50 square numbers, men and kings of both colours.
        draughts = dom[dom.index('<svg class="board draughts"'):]
        draughts = draughts[:draughts.index("</svg>")]
        self.assertEqual(draughts.count("</text>"), 50)
        for piece in ("king white", "king black", "man white", "man black"):
            self.assertIn(f'<g class="{piece}"', draughts)
        self.assertEqual(dom.count('class="last-from"'), self.findings)
        # assertIn would print the whole DOM on failure; say what is wrong instead.
        self.assertFalse("<script" in dom, "the DOM holds a <script element: a tag was not escaped")
        self.assertTrue("&lt;script&gt;alert('x')&lt;/script&gt;" in dom, "the hostile White tag is not shown as text")
        self.assertTrue("4. <mark>Qxf7#</mark>" in dom, "the numbered moves are missing")

    def test_screenshot_is_not_blank_and_shows_the_boards(self):
        png = os.path.join(self.tmp.name, "report.png")
        run = self.chromium(f"--screenshot={png}", f"--window-size={WIDTH},{HEIGHT}")
        self.assertEqual(run.returncode, 0, run.stderr[-2000:])
        with open(png, "rb") as f:
            data = f.read()
        if os.environ.get("SCAN_HTML_KEEP_PNG"):
            with open(os.environ["SCAN_HTML_KEEP_PNG"], "wb") as f:
                f.write(data)
        self.assertGreater(len(data), 20_000)
        width, height, rows = decode_png(data)
        self.assertEqual((width, height), (WIDTH, HEIGHT))
        counts = {}
        for row in rows[::2]:
            for pixel in row[::2]:
                counts[pixel] = counts.get(pixel, 0) + 1
        self.assertGreater(len(counts), 50, "too few colours: blank page?")
        # Not one colour everywhere, and boards drawn: the dark squares and the marked ones.
        self.assertLess(max(counts.values()), 0.95 * sum(counts.values()))
        self.assertGreater(counts.get(DARK_SQUARE, 0), 4 * 32 * 20 * 20 // 4 // 2)
        self.assertTrue(any(counts.get(c, 0) > 100 for c in MARKED))


if __name__ == "__main__":
    if not CHROMIUM or not os.path.exists(CHROMIUM):
        print(f"FAIL: chromium not found ({CHROMIUM!r}): install Debian's chromium (scripts/install-deps.sh --tests)")
        sys.exit(1)
    unittest.main(argv=sys.argv[:1], verbosity=2)
