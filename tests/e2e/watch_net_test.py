"""`drawbridge watch` following broadcasts the way their servers serve them, against a local HTTPS
server that this test starts (127.0.0.1 only, a test CA made here by the `openssl` command, as
watch_url_test.py does):
- lichess's round stream (`/api/stream/broadcast/round/{id}.pgn`): one long-lived chunked answer
  that sends every game of the round, then a game's whole PGN again each time it changes; a round's
  page URL is followed through it. The stream drops, fails (500, an HTML page, 429) and comes back:
  each fault said once, the comeback said, no alert repeated.
- a DGT LiveChess Cloud tree (`/get/{id}/tournament.json`, `round-N/index.json`,
  `round-N/game-M.json`) with ETags, the clocks as [%clk].
The alerts come at the plies the file and URL tests expect (watch_test.py's games).
Every expectation waits with a deadline; nothing sleeps for a fixed time.

usage: watch_net_test.py DRAWBRIDGE OPENSSL [-- unittest args]"""
import http.server
import json
import os
import sys
import threading
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import watch_test as wt  # noqa: E402
import watch_url_test as wu  # noqa: E402

ROUND_ID = "AbCd1234"
STREAM_PATH = f"/api/stream/broadcast/round/{ROUND_ID}.pgn"
EXPORT_PATH = "/export/round.pgn"  # not lichess's export path, which is followed through the stream
RECONNECT_DEADLINE = 15.0  # a few reconnections, each after at most 1, 2, 4 s


def stream_game(board, moves, result="*"):
    """A game as lichess's stream sends it: with its GameURL, three line ends after it."""
    text = wt.game(board, moves, result, extra=[f'[GameURL "https://lichess.org/broadcast/-/-/{ROUND_ID}/g{board}"]'])
    return text.rstrip("\n") + "\n\n\n"


class Broadcast:
    """What the server serves, set by the test: the stream's games and the LiveChess Cloud tree."""

    def __init__(self):
        self.changed = threading.Condition()
        self.games = {}  # board -> its stream text, in the order they came
        self.version = 0
        self.generation = 0  # bumped to drop every open stream
        self.fault = None  # (status, body, headers) for the next connections
        self.connections = 0  # of the stream
        self.accepted = 0  # every connection, TLS or not
        self.files = {}  # LiveChess Cloud: path -> JSON text
        self.answers = []

    def send(self, board, moves, result="*"):
        with self.changed:
            self.games[board] = (stream_game(board, moves, result), self.version + 1)
            self.version += 1
            self.changed.notify_all()

    def drop(self, fault=None):
        with self.changed:
            self.fault = fault
            self.generation += 1
            self.changed.notify_all()

    def heal(self):
        with self.changed:
            self.fault = None
            self.changed.notify_all()


def handler_for(cast):
    class Handler(http.server.BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, *args):
            pass

        def setup(self):
            super().setup()
            with cast.changed:
                cast.accepted += 1

        def whole(self, status, body=b"", headers=()):
            cast.answers.append((self.path, status))
            wu.write_whole(self, status, body, headers, keep_alive=self.path != STREAM_PATH)

        def chunk(self, data):
            self.wfile.write(b"%x\r\n%s\r\n" % (len(data), data))
            self.wfile.flush()

        def do_GET(self):
            if self.path == STREAM_PATH:
                return self.stream()
            if "/get/t1/" in self.path:
                return self.tree()
            if self.path == EXPORT_PATH:
                return self.export()
            self.whole(404)

        def export(self):
            """The round's export, as a polling feed reads it: every game, with an ETag."""
            with cast.changed:
                etag, body = f'"v{cast.version}"', "".join(text for text, _ in cast.games.values()).encode()
            if self.headers.get("If-None-Match") == etag:
                return self.whole(304, headers=[("ETag", etag)])
            self.whole(200, body, [("ETag", etag), ("Content-Type", "application/x-chess-pgn")])

        def tree(self):
            path = self.path.split("/get/t1/", 1)[1]
            body = cast.files.get(path)
            if body is None:
                return self.whole(404)
            etag = f'"{hash(body) & 0xffffffff:x}"'
            if self.headers.get("If-None-Match") == etag:
                return self.whole(304, headers=[("ETag", etag)])
            self.whole(200, body.encode(), [("ETag", etag), ("Content-Type", "application/json")])

        def stream(self):
            with cast.changed:
                cast.connections += 1
                fault, generation = cast.fault, cast.generation
            if fault == "hang":
                with cast.changed:  # no header until the fault is healed or the test ends
                    cast.changed.wait_for(lambda: cast.fault != "hang" or cast.generation != generation, timeout=20)
                return
            if fault:
                return self.whole(*fault)
            cast.answers.append((self.path, 200))
            self.send_response(200)
            self.send_header("Content-Type", "application/x-chess-pgn")
            self.send_header("Transfer-Encoding", "chunked")
            self.end_headers()
            sent = 0
            while True:
                with cast.changed:
                    cast.changed.wait_for(lambda: cast.version > sent or cast.generation != generation, timeout=1)
                    if cast.generation != generation:
                        break  # dropped: the connection closes without the last chunk
                    news = [(text, v) for text, v in cast.games.values() if v > sent]
                    sent = cast.version
                for text, _ in sorted(news, key=lambda item: item[1]):
                    self.chunk(text.encode())
            self.close_connection = True
            self.connection.close()

    return Handler


class Server:
    def __init__(self, test, folder):
        self.cast = Broadcast()
        self.httpd = wu.serve_https(test, handler_for(self.cast), folder, "server")
        test.addCleanup(self.cast.drop)  # ends the open streams, so that shutdown does not wait
        self.base = f"https://127.0.0.1:{self.httpd.server_address[1]}"
        self.stream_url = self.base + STREAM_PATH


def with_deadline(seconds, expect, **fields):
    old, wt.DEADLINE = wt.DEADLINE, seconds
    try:
        return expect(**fields)
    finally:
        wt.DEADLINE = old


class LichessStream(wu.HttpsRound):
    def test_a_round_page_is_followed_through_the_stream_with_each_alert_at_its_ply(self):
        server = Server(self, self.certs.name)
        server.cast.send(2, "1. e4")
        w = self.watch(f"{server.base}/broadcast/open/round-3/{ROUND_ID}")
        w.expect(type="board", key=wt.key(2), ply=1)
        for plies in range(1, 9):
            server.cast.send(1, wt.prefix(wt.SHUFFLE, plies))
            w.expect(type="board", key=wt.key(1), ply=plies)
        claim = w.expect(type="alert", key=wt.key(1), kind="claim", article="9.2.1.2")
        self.assertEqual(claim["ply"], 8)
        self.assertEqual([a["ply"] for a in w.alerts()], [7, 8])
        server.cast.send(2, "1. f3 e5 2. g4 Qh4#", "0-1")
        w.expect(type="alert", key=wt.key(2), rule="checkmate")
        self.assertEqual(server.cast.connections, 1)  # read as it arrives: never asked again
        self.assertEqual([b["ply"] for b in w.seen if b["type"] == "board" and b["key"] == wt.key(1)],
                         list(range(1, 9)))

    def test_a_stream_that_drops_or_fails_is_said_once_a_fault_and_comes_back_without_repeats(self):
        server = Server(self, self.certs.name)
        server.cast.send(1, wt.prefix(wt.SHUFFLE, 6))
        url = server.stream_url
        w = self.watch(url)
        w.expect(type="board", key=wt.key(1), ply=6)
        server.cast.drop()
        said = w.expect(type="alert", key=url, kind="notice")
        self.assertIn("reconnecting", said["detail"])
        self.assertEqual(w.expect(type="feed", key=url)["state"], "reconnecting")
        w.expect(type="alert", key=url, detail=f"{url}: read again")
        state = w.expect(type="feed", key=url)
        self.assertEqual((state["state"], state["detail"]), ("live", None))
        server.cast.send(1, wt.prefix(wt.SHUFFLE, 8))
        w.expect(type="alert", key=wt.key(1), kind="claim", article="9.2.1.2", ply=8)
        faults = [((500, b""), "error", "HTTP 500 Internal Server Error (a fault of the server)"),
                  ((200, b"<!DOCTYPE html><html>Log in</html>", [("Content-Type", "text/html")]), "error",
                   "the answer is an HTML page, not read")]
        for fault, kind, words in faults:
            server.cast.drop(fault)
            said = with_deadline(RECONNECT_DEADLINE, w.expect, type="alert", key=url, detail=f"{url}: {words}")
            self.assertEqual(said["kind"], kind)
            self.assertEqual(w.expect(type="feed", key=url)["state"], "failing")
        server.cast.heal()
        with_deadline(RECONNECT_DEADLINE, w.expect, type="alert", key=url, kind="notice",
                      detail=f"{url}: read again")
        server.cast.send(1, wt.prefix(wt.SHUFFLE, 8) + " 9. Nf3")
        w.expect(type="board", key=wt.key(1), ply=9)
        ids = [wt.identity(a) for a in w.alerts() if a["key"] != url]
        self.assertEqual(len(ids), len(set(ids)), ids)
        feed = [a["detail"].removeprefix(url + ": ") for a in w.alerts() if a["key"] == url]
        self.assertEqual(feed, ["the connection closed in the middle of reading the stream; reconnecting", "read again",
                                "the connection closed in the middle of reading the stream; reconnecting",
                                "HTTP 500 Internal Server Error (a fault of the server)",
                                "the answer is an HTML page, not read", "read again"])
        # A 429: lichess's rule, a full minute at least, whatever Retry-After says.
        server.cast.drop((429, b"", [("Retry-After", "1")]))
        words = "HTTP 429 Too Many Requests, the server asks to wait 1 s; asked again in 60 s"
        said = with_deadline(RECONNECT_DEADLINE, w.expect, type="alert", key=url, detail=f"{url}: {words}")
        self.assertEqual(said["kind"], "notice")


    def test_a_server_that_hangs_before_its_header_is_a_notice_after_the_timeout_then_reads_again(self):
        server = Server(self, self.certs.name)
        server.cast.send(1, "1. e4")
        server.cast.fault = "hang"
        url = server.stream_url
        w = self.watch(url)
        said = with_deadline(wu.TIMEOUT_DEADLINE, w.expect, type="alert", key=url)
        self.assertEqual((said["kind"], said["detail"]), ("notice", f"{url}: no whole answer within 10 s"))
        self.assertEqual(w.expect(type="feed", key=url)["state"], "reconnecting")
        server.cast.heal()
        with_deadline(RECONNECT_DEADLINE, w.expect, type="alert", key=url, detail=f"{url}: read again")
        w.expect(type="board", key=wt.key(1), ply=1)


def lcc_game(moves, result=None):
    return json.dumps({"moves": moves, "result": result})


class LiveChessCloud(wu.HttpsRound):
    def test_a_tree_is_read_round_by_round_with_clocks_and_alerts_at_their_plies(self):
        server = Server(self, self.certs.name)
        files = server.cast.files
        files["tournament.json"] = json.dumps({"name": "Open", "location": "Hall",
                                               "rounds": [{"count": 2, "live": 0}, {"count": 0, "live": 0},
                                                          {"count": 2, "live": 2}]})
        files["round-3/index.json"] = json.dumps({"date": "2026-12-04", "pairings": [
            {"white": {"fname": None, "lname": "White"}, "black": {"lname": "Black"}, "result": "*"},
            {"white": {"lname": "White"}, "black": {"lname": "Black"}, "result": "*"}]})
        w = self.watch(f"{server.base}/get/t1/tournament.json")
        w.expect(type="board", key=wt.key(2), ply=0)  # no game file yet: the pairing
        moves = [t for t in wt.SHUFFLE if not t.endswith(".")]
        for plies in range(1, 9):
            files["round-3/game-1.json"] = lcc_game([f"{m} {5400 - 10 * i}+10" for i, m in enumerate(moves[:plies])])
            board = w.expect(type="board", key=wt.key(1), ply=plies)
        self.assertEqual(board["clocks"], {"white": "1:29:00", "black": "1:28:50"})
        claim = w.expect(type="alert", key=wt.key(1), kind="claim", article="9.2.1.2")
        self.assertEqual(claim["ply"], 8)
        self.assertEqual([a["ply"] for a in w.alerts()], [7, 8])
        files["round-3/game-2.json"] = lcc_game(["f3", "e5", "g4", "Qh4#"], "0-1")
        w.expect(type="alert", key=wt.key(2), rule="checkmate")
        # Unchanged files cost 304s; a finished game is asked for no more.
        asked = len(server.cast.answers)
        wu.wait_until(lambda: len(server.cast.answers) >= asked + 6, "more requests")
        self.assertIn(("/get/t1/round-3/game-1.json", 304), server.cast.answers)
        late = [p for p, _ in server.cast.answers[asked:]]
        self.assertNotIn("/get/t1/round-3/game-2.json", late)
        self.assertEqual(server.cast.accepted, 1)  # every file of every poll on one kept connection
        # Board 2 taken out of the round's index: its game is said gone, once.
        index = json.loads(files["round-3/index.json"])
        files["round-3/index.json"] = json.dumps({**index, "pairings": index["pairings"][:1]})
        gone = w.expect(type="alert", key=wt.key(2), kind="notice")
        self.assertEqual(gone["detail"], f"the game is no longer in {server.base}/get/t1/tournament.json")
        files["round-3/game-1.json"] = lcc_game([f"{m} 5000+10" for m in moves[:9]])
        w.expect(type="board", key=wt.key(1), ply=9)
        self.assertEqual([a["kind"] for a in w.alerts() if a["key"] == wt.key(2) and a["rule"] != "checkmate"],
                         ["notice"])
        # The tree gone: an error once, then read again.
        index = files.pop("round-3/index.json")
        said = w.expect(type="alert", key=f"{server.base}/get/t1/tournament.json")
        self.assertEqual((said["kind"], said["detail"]),
                         ("error", f"{server.base}/get/t1/round-3/index.json: HTTP 404 Not Found"))
        files["round-3/index.json"] = index
        w.expect(type="alert", key=f"{server.base}/get/t1/tournament.json", kind="notice")
        ids = [wt.identity(a) for a in w.alerts()]
        self.assertEqual(len(ids), len(set(ids)), ids)


if __name__ == "__main__":
    wu.main()
