#!/usr/bin/env python3
"""`drawbridge watch --serve` in a real browser. The watch follows a round file; Debian's headless
Chromium, driven through its DevTools pipe (no WebSocket library needed), opens the page, and the
test rewrites the round file in place, as DGT LiveChess does, with the move that completes a
threefold repetition. The new alert must reach the page's DOM within a second of the write; the
page is then saved as a screenshot, kept as a test artifact. An error leaves a board's card once
a corrected version of the game reads, and a page reloaded then does not show it there.

usage: watch_page_browser_test.py DRAWBRIDGE CHROMIUM ARTIFACT_DIR   (fails, naming chromium, when it is absent)
"""
import base64
import json
import os
import re
import select
import signal
import subprocess
import sys
import tempfile
import time
import unittest

DRAWBRIDGE = sys.argv[1] if len(sys.argv) > 1 else ""
CHROMIUM = sys.argv[2] if len(sys.argv) > 2 else ""
ARTIFACTS = sys.argv[3] if len(sys.argv) > 3 else "."
WIDTH, HEIGHT = 1280, 860

TAGS = """[Event "Club championship"]
[Site "Hall A"]
[Date "2026.12.02"]
[Round "4"]
[Board "{board}"]
[White "{white}"]
[Black "{black}"]
[Result "*"]

"""
# Board 1: the knights go out and back; Black's Ng8 makes the start position stand a third time.
SHUFFLE = "1. Nf3 {[%clk 1:29:50]} Nf6 {[%clk 1:29:40]} 2. Ng1 {[%clk 1:29:30]} Ng8 {[%clk 1:29:20]} " \
          "3. Nf3 {[%clk 1:29:10]} Nf6 {[%clk 1:29:00]} 4. Ng1 {[%clk 1:28:50]}"
THREEFOLD = " Ng8 {[%clk 1:28:40]}"
# Board 2: a quiet game beside it.
OTHER = "1. e4 {[%clk 1:29:55]} c5 {[%clk 1:29:50]} 2. Nf3 {[%clk 1:29:00]} d6 {[%clk 1:28:30]} 3. d4 {[%clk 1:28:00]}"


def round_text(first_moves):
    return (TAGS.format(board=1, white="Carlsen, Magnus", black="Caruana, Fabiano") + first_moves + " *\n\n" +
            TAGS.format(board=2, white="Ju, Wenjun", black="Muzychuk, Anna") + OTHER + " *\n")


def running_in_group(group):
    """Whether a process of process group `group` still runs (a zombie, waiting for its parent to
    reap it, writes nothing)."""
    for entry in filter(str.isdigit, os.listdir("/proc")):
        try:
            with open(f"/proc/{entry}/stat") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
        except (FileNotFoundError, ProcessLookupError):  # it ended while the list was read
            continue
        if fields[0] != "Z" and int(fields[2]) == group:
            return True
    return False


class DevTools:
    """Chromium's DevTools protocol over --remote-debugging-pipe: JSON messages ended by NUL on the
    browser's descriptors 3 (in) and 4 (out)."""

    def __init__(self, chromium, profile):
        to_browser, self.to_browser = os.pipe()
        self.from_browser, from_browser_w = os.pipe()

        def descriptors_3_and_4():
            a, b = os.dup(to_browser), os.dup(from_browser_w)
            os.dup2(a, 3)
            os.dup2(b, 4)

        command = [chromium, "--headless", "--disable-gpu", "--no-sandbox", "--no-first-run", "--disable-extensions",
                   "--disable-background-networking", "--hide-scrollbars", "--remote-debugging-pipe",
                   f"--user-data-dir={profile}", f"--window-size={WIDTH},{HEIGHT}", "about:blank"]
        # A session of its own: its helper processes write into the profile too, and close() waits
        # for all of them before the profile's folder is removed.
        self.process = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                        stderr=subprocess.DEVNULL, close_fds=False, preexec_fn=descriptors_3_and_4,
                                        env=dict(os.environ, HOME=profile), start_new_session=True)
        os.close(to_browser)
        os.close(from_browser_w)
        self.pending, self.next_id, self.session = b"", 0, None

    def call(self, method, session=True, timeout=20, **params):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params}
        if session and self.session:
            message["sessionId"] = self.session
        os.write(self.to_browser, json.dumps(message).encode() + b"\0")
        deadline = time.monotonic() + timeout
        while True:
            while b"\0" in self.pending:
                raw, self.pending = self.pending.split(b"\0", 1)
                reply = json.loads(raw)
                if reply.get("id") == self.next_id:
                    if "error" in reply:
                        raise RuntimeError(f"{method}: {reply['error']}")
                    return reply["result"]
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([self.from_browser], [], [], left)[0]:
                raise TimeoutError(f"{method}: no answer from Chromium")
            chunk = os.read(self.from_browser, 1 << 20)
            if not chunk:
                raise RuntimeError("Chromium closed its DevTools pipe")
            self.pending += chunk

    def open(self, url):
        target = self.call("Target.createTarget", session=False, url=url)["targetId"]
        self.session = self.call("Target.attachToTarget", session=False, targetId=target, flatten=True)["sessionId"]
        self.call("Emulation.setDeviceMetricsOverride", width=WIDTH, height=HEIGHT, deviceScaleFactor=1, mobile=False)

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", expression=expression, returnByValue=True)
        return result["result"].get("value")

    def wait_for(self, expression, seconds, what):
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            value = self.evaluate(expression)
            if value:
                return value
            time.sleep(0.02)
        raise AssertionError(f"the page did not show {what} within {seconds} s")

    def close(self):
        """Kills the browser and every process of its session, and waits until none is left."""
        group = self.process.pid
        os.killpg(group, signal.SIGKILL)
        self.process.wait(timeout=10)
        deadline = time.monotonic() + 10
        while running_in_group(group):
            if time.monotonic() > deadline:
                raise AssertionError("Chromium's helper processes outlived it by 10 s")
            time.sleep(0.01)
        os.close(self.to_browser)
        os.close(self.from_browser)


def start_watch(folder, pgn):
    """`drawbridge watch --serve 127.0.0.1:0 round.pgn` and the page's address from its stderr line."""
    out = open(os.path.join(folder, "watch.jsonl"), "wb")
    watch = subprocess.Popen([DRAWBRIDGE, "watch", "--serve", "127.0.0.1:0", pgn], stdin=subprocess.DEVNULL,
                             stdout=out, stderr=subprocess.PIPE)
    out.close()
    deadline, seen = time.monotonic() + 15, b""
    while time.monotonic() < deadline and select.select([watch.stderr], [], [], deadline - time.monotonic())[0]:
        chunk = os.read(watch.stderr.fileno(), 4096)
        if not chunk:
            break
        seen += chunk
        found = re.search(rb"drawbridge watch: serving (http://127\.0\.0\.1:\d+/)\n", seen)
        if found:
            return watch, found.group(1).decode()
    watch.kill()
    raise AssertionError(f"drawbridge watch did not say where it serves: {seen.decode(errors='replace')}")


class WatchPageInChromium(unittest.TestCase):
    def test_a_threefold_reaches_the_page_within_a_second(self):
        with tempfile.TemporaryDirectory(prefix="watch-page-") as folder:
            pgn = os.path.join(folder, "round.pgn")
            with open(pgn, "w") as f:
                f.write(round_text(SHUFFLE))
            watch, url = start_watch(folder, pgn)
            browser = DevTools(CHROMIUM, os.path.join(folder, "profile"))
            try:
                browser.open(url)
                browser.wait_for("document.querySelectorAll('article.game svg.board').length === 2 && "
                                 "document.getElementById('status').textContent === 'live'", 15, "both boards")
                count = "document.querySelectorAll('#alerts li[data-rule=\"threefold-repetition\"]').length"
                before = browser.evaluate(count)
                # In place, as LiveChess rewrites its file: the same file, truncated and written again.
                written_ms = time.time() * 1000
                with open(pgn, "w") as f:
                    f.write(round_text(SHUFFLE + THREEFOLD))
                browser.wait_for(f"{count} > {before}", 10, "the threefold alert")
                delay_ms = browser.evaluate("window.lastAlertAt") - written_ms
                print(f"write to alert in the page's DOM: {delay_ms:.0f} ms")
                self.assertLess(delay_ms, 1000)
                card = "document.querySelector('article.game.alerted')"
                self.assertIn("Carlsen", browser.evaluate(f"{card} && {card}.querySelector('h2').textContent"))
                self.assertEqual(browser.evaluate(f"{card}.querySelector('.last-move').textContent"), "4… Ng8")
                self.assertTrue(browser.evaluate(f"!!{card}.querySelector('rect.last-to[data-square=\"g8\"]')"))
                screenshot = browser.call("Page.captureScreenshot", format="png")["data"]
                os.makedirs(ARTIFACTS, exist_ok=True)
                png = os.path.join(ARTIFACTS, "watch-page.png")
                with open(png, "wb") as f:
                    f.write(base64.b64decode(screenshot))
                self.assertGreater(os.path.getsize(png), 20_000)
                print(f"screenshot: {png}")
            finally:
                browser.close()
                watch.kill()
                watch.wait(timeout=10)
                watch.stderr.close()

    def test_an_error_leaves_the_card_once_the_game_reads(self):
        with tempfile.TemporaryDirectory(prefix="watch-page-") as folder:
            pgn = os.path.join(folder, "round.pgn")
            with open(pgn, "w") as f:
                f.write(TAGS.format(board=1, white="A", black="B") + "1. e4 e5 2. Ke3 Nc6 *\n")
            watch, url = start_watch(folder, pgn)
            browser = DevTools(CHROMIUM, os.path.join(folder, "profile"))
            card_errors = "document.querySelectorAll('article.game .current li.error').length"
            listed_errors = "document.querySelectorAll('#alerts li.error').length"
            try:
                browser.open(url)
                browser.wait_for(f"{card_errors} === 1", 15, "the error on the board's card")
                with open(pgn, "w") as f:
                    f.write(TAGS.format(board=1, white="A", black="B") + "1. e4 e5 2. Ke2 Nc6 *\n")
                browser.wait_for(f"{card_errors} === 0 && document.querySelector('article.game.alerted') === null",
                                 10, "the card without its error")
                self.assertEqual(browser.evaluate(listed_errors), 1)
                # A page opened late shows the card as it is now, and the error among the alerts.
                browser.call("Page.reload")
                browser.wait_for(f"{listed_errors} === 1", 15, "the error among the alerts after a reload")
                self.assertEqual(browser.evaluate(card_errors), 0)
            finally:
                browser.close()
                watch.kill()
                watch.wait(timeout=10)
                watch.stderr.close()


if __name__ == "__main__":
    if not CHROMIUM or not os.path.exists(CHROMIUM):
        print(f"FAIL: chromium not found ({CHROMIUM!r}): install Debian's chromium (scripts/install-deps.sh --tests)")
        sys.exit(1)
    unittest.main(argv=sys.argv[:1], verbosity=2)
