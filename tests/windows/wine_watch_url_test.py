#!/usr/bin/env python3
"""`drawbridge.exe watch URL` under wine: WinHTTP (net/http_get_win.cpp) against local
servers that this test starts on 127.0.0.1, the Linux suite's (tests/e2e/watch_url_test.py)
served over plain http. Wine's WinHTTP verifies TLS against the machine's own trust store, so a
trusted https server would need a test CA there: over https only a certificate from an unknown CA
is tried, and it must be refused. The round is read, gzip-encoded, and an unchanged one is
answered 304; lichess's stream is read as it arrives; a 404 is an error; a redirect is
followed, an endless one given up after 5; HTTP_PROXY is asked unless NO_PROXY names the host,
HTTPS_PROXY for a CONNECT tunnel; a refused connection, a stalled server and --ca-file with https
are each said as an alert. Every expectation waits with a deadline.

usage: wine_watch_url_test.py DRAWBRIDGE [unittest args]
(DRAWBRIDGE: a wrapper that starts drawbridge.exe under wine, as run.sh writes it)"""
import http.server
import os
import socket
import sys
import tempfile
import threading
import unittest
from unittest import mock

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "e2e"))
import watch_test as wt  # noqa: E402  the watch child, its lines and the round's PGN
import watch_net_test as wn  # noqa: E402  lichess's stream
import watch_url_test as wu  # noqa: E402  the round's server, the proxy and the test CA

WINE_DEADLINE = 30.0  # a line of the watch: wine starts slowly on a busy machine


def serve_http(test, handler):
    """A threading http server on 127.0.0.1 until `test` cleans up: its URL without a path."""
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    httpd.daemon_threads = True
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    test.addCleanup(httpd.server_close)
    test.addCleanup(httpd.shutdown)
    return f"http://127.0.0.1:{httpd.server_address[1]}"


class Served:
    """The Linux suite's round server over plain http."""

    def __init__(self, test):
        self.round = wu.Round()
        self.url = serve_http(test, wu.handler_for(self.round)) + "/round.pgn"
        test.addCleanup(self.round.ended.set)


class WinHttp(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        # The watch sees no proxy of the machine's, only those a test names.
        cls.environment = mock.patch.dict(os.environ)
        cls.environment.start()
        for name in wu.PROXY_VARIABLES:
            os.environ.pop(name, None)

    @classmethod
    def tearDownClass(cls):
        cls.environment.stop()

    def watch(self, url, *args, environment=None):
        with mock.patch.dict(os.environ, environment or {}):
            return wt.Watch(self, ["--boards", "--poll", "1", *args, url])

    def test_a_round_is_read_gzipped_then_answered_304_while_unchanged(self):
        server = Served(self)
        server.round.serve(wt.game(1, "1. e4 e5 2. Nf3"))
        w = self.watch(server.url)
        w.expect(type="board", key=wt.key(1), ply=3)
        wu.wait_until(lambda: server.round.count(304) >= 2, "two 304 answers", WINE_DEADLINE)
        self.assertGreater(server.round.gzipped, 0)
        server.round.serve(wt.game(1, "1. e4 e5 2. Nf3 Nc6"))
        w.expect(type="board", key=wt.key(1), ply=4)
        self.assertEqual([a for a in w.alerts() if a["key"] == server.url], [])

    def test_lichess_s_stream_is_read_as_it_arrives(self):
        cast = wn.Broadcast()
        url = serve_http(self, wn.handler_for(cast)) + wn.STREAM_PATH
        self.addCleanup(cast.drop)  # ends the open stream, so that the server's shutdown does not wait
        cast.send(2, "1. e4")
        w = self.watch(url)
        w.expect(type="board", key=wt.key(2), ply=1)
        for plies in range(1, 5):
            cast.send(1, wt.prefix(wt.SHUFFLE, plies))
            w.expect(type="board", key=wt.key(1), ply=plies)
        self.assertEqual(cast.connections, 1)

    def test_a_404_is_an_error(self):
        server = Served(self)
        server.round.fail(404, b"no such round")
        w = self.watch(server.url)
        said = w.expect(type="alert", key=server.url)
        self.assertEqual((said["kind"], said["detail"]), ("error", f"{server.url}: HTTP 404 Not Found"))

    def test_a_redirect_is_followed_and_an_endless_one_given_up(self):
        server = Served(self)
        server.round.serve(wt.game(1, "1. d4 d5"))
        moved = server.url.replace("/round.pgn", "/moved.pgn")
        self.watch(moved).expect(type="board", key=wt.key(1), ply=2)
        server.round.moved_to = "/moved.pgn"
        said = self.watch(moved).expect(type="alert", key=moved)
        self.assertEqual((said["kind"], said["detail"]), ("error", f"{moved}: more than 5 redirects"))

    def test_http_goes_through_the_proxy_unless_no_proxy_names_the_host(self):
        server = Served(self)
        server.round.serve(wt.game(1, "1. e4"))
        proxy = wu.ConnectProxy(self)  # it refuses what is not a CONNECT: 405
        # Named by another name than the server's host: wine's WinHTTP sends the whole URL only to
        # a proxy whose name differs from the server's.
        by_name = proxy.url.replace("127.0.0.1", "localhost")
        said = self.watch(server.url, environment={"HTTP_PROXY": by_name}).expect(type="alert", key=server.url)
        self.assertIn(f"{server.url}: HTTP 405", said["detail"])
        self.assertEqual(proxy.tunnels[0], ("GET", server.url))
        unused = wu.ConnectProxy(self)
        direct = self.watch(server.url, environment={"HTTP_PROXY": unused.url, "NO_PROXY": "127.0.0.1"})
        direct.expect(type="board", key=wt.key(1), ply=1)
        self.assertEqual(unused.tunnels, [])

    def test_https_asks_the_proxy_for_a_tunnel(self):
        proxy = wu.ConnectProxy(self, refuse=403)
        by_name = proxy.url.replace("127.0.0.1", "localhost")
        url = "https://127.0.0.1:9/round.pgn"
        said = self.watch(url, environment={"HTTPS_PROXY": by_name}).expect(type="alert", key=url)
        self.assertEqual(proxy.tunnels[0], ("CONNECT", "127.0.0.1:9"))
        # Wine's WinHTTP goes on to TLS after the refusal: the fault names the proxy all the same.
        self.assertEqual(said["kind"], "error")
        self.assertTrue(said["detail"].endswith(f"(through the proxy {by_name})"), said["detail"])

    def test_a_certificate_from_an_unknown_ca_is_refused_and_never_read(self):
        with tempfile.TemporaryDirectory() as folder:
            wu.make_ca(folder, "rogue")
            wu.make_server_cert(folder, "rogue", "server")
            round_ = wu.Round()
            round_.serve(wt.game(1, "1. e4"))
            httpd = wu.serve_https(self, wu.handler_for(round_), folder, "server")
        url = f"https://127.0.0.1:{httpd.server_address[1]}/round.pgn"
        w = self.watch(url)
        said = w.expect(type="alert", key=url)
        self.assertEqual(said["kind"], "error")
        self.assertTrue(said["detail"].startswith(f"{url}: TLS refused: "), said["detail"])
        self.assertEqual(round_.answers, [])
        self.assertEqual([i for i in w.seen if i["type"] == "board"], [])

    def test_ca_file_with_https_is_an_error_that_says_so(self):
        url = "https://127.0.0.1:9/round.pgn"
        said = self.watch(url, "--ca-file", "ca.pem").expect(type="alert", key=url)
        self.assertEqual(said["kind"], "error")
        self.assertIn("--ca-file is not supported on Windows", said["detail"])

    def test_a_refused_connection_is_an_error(self):
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            url = f"http://127.0.0.1:{s.getsockname()[1]}/round.pgn"
        said = self.watch(url).expect(type="alert", key=url)
        self.assertEqual((said["kind"], said["detail"]),
                         ("error", f"{url}: connection refused or the host unreachable"))

    def test_a_server_that_stalls_is_a_notice_after_the_timeout(self):
        server = Served(self)
        server.round.stall = True
        said = self.watch(server.url).expect(type="alert", key=server.url)
        self.assertEqual((said["kind"], said["detail"]), ("notice", f"{server.url}: no whole answer within 10 s"))


if __name__ == "__main__":
    wt.DRAWBRIDGE = sys.argv[1]
    wt.DEADLINE = WINE_DEADLINE
    unittest.main(argv=[sys.argv[0]] + sys.argv[2:], verbosity=2)
