"""`drawbridge watch URL`: a round's PGN served over HTTPS by a local server that this test starts
(127.0.0.1 only), with a test CA made here by the `openssl` command. The round is served move by
move with ETags, gzip-encoded when asked: the alerts come at their plies, an unchanged round is
answered 304, and each fault of the server (404, 429, an HTML page, a refused connection, a stall
past the timeout, a certificate from an untrusted CA) is said once, then the feed reads again.
Through a CONNECT proxy that the test runs too, as HTTPS_PROXY names it, unless NO_PROXY names
the host.
Every expectation waits with a deadline; nothing sleeps for a fixed time.

usage: watch_url_test.py DRAWBRIDGE OPENSSL [-- unittest args, such as the classes to run]"""
import gzip
import http.server
import os
import socket
import ssl
import subprocess
import sys
import tempfile
import threading
import time
import unittest
from unittest import mock

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import watch_test as wt  # noqa: E402  the watch child, its lines and the round's PGN

TIMEOUT_DEADLINE = 30.0  # the watch gives a request 10 s before it says it timed out
COUNTING_DEADLINE = 15.0  # a few polls, 1 s apart, on a busy machine
OPENSSL = "openssl"


def openssl(*args, cwd):
    subprocess.run([OPENSSL, *args], cwd=cwd, check=True, capture_output=True)


def make_ca(folder, name):
    """A CA certificate and key, `name`.pem and `name`.key in `folder`."""
    openssl("req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
            "-keyout", f"{name}.key", "-out", f"{name}.pem", "-days", "2", "-subj", f"/CN=drawbridge {name}",
            "-addext", "basicConstraints=critical,CA:TRUE", "-addext", "keyUsage=critical,keyCertSign,cRLSign",
            cwd=folder)


def make_server_cert(folder, ca, name):
    """A certificate for 127.0.0.1 signed by `ca`: `name`.pem and `name`.key."""
    openssl("req", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-keyout", f"{name}.key",
            "-out", f"{name}.csr", "-subj", "/CN=127.0.0.1", cwd=folder)
    with open(os.path.join(folder, f"{name}.ext"), "w") as f:
        f.write("subjectAltName=IP:127.0.0.1\nextendedKeyUsage=serverAuth\nbasicConstraints=CA:FALSE\n")
    openssl("x509", "-req", "-in", f"{name}.csr", "-CA", f"{ca}.pem", "-CAkey", f"{ca}.key", "-CAcreateserial",
            "-out", f"{name}.pem", "-days", "2", "-extfile", f"{name}.ext", cwd=folder)


class Round:
    """What the server serves, set by the test, and what it was asked."""

    def __init__(self):
        self.lock = threading.Lock()
        self.body, self.version = b"", 0
        self.fault = None  # None, or (status, headers, body) to answer instead
        self.stall = False
        self.ended = threading.Event()  # set when the test ends: a stalled answer waits for it
        self.answers = []  # the status of each answer, in order
        self.gzipped = 0
        self.connections = 0  # accepted, TLS or not
        self.keep_alive = True  # answers leave the connection open (else `Connection: close`)
        self.hang_up = False  # the connection closes after each answer, unsaid, as idle ones do
        self.moved_to = "/round.pgn"  # where /moved.pgn redirects

    def serve(self, text):
        with self.lock:
            self.body, self.version, self.fault = text.encode(), self.version + 1, None

    def fail(self, status, body=b"", headers=()):
        with self.lock:
            self.fault = (status, body, list(headers))

    def count(self, status):
        with self.lock:
            return self.answers.count(status)


def write_whole(handler, status, body=b"", headers=(), keep_alive=False):
    """One whole answer on `handler`'s connection, which closes after it unless `keep_alive`."""
    handler.send_response(status)
    for name, value in headers:
        handler.send_header(name, value)
    handler.send_header("Content-Length", str(len(body)))
    if not keep_alive:
        handler.send_header("Connection", "close")
    handler.end_headers()
    handler.wfile.write(body)


def serve_https(test, handler, folder, cert):
    """A threading HTTPS server on 127.0.0.1 with the certificate `cert` (.pem and .key in
    `folder`), serving from a thread of its own until `test` cleans up."""
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    httpd.daemon_threads = True
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(os.path.join(folder, f"{cert}.pem"), os.path.join(folder, f"{cert}.key"))
    httpd.socket = context.wrap_socket(httpd.socket, server_side=True)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    test.addCleanup(httpd.server_close)
    test.addCleanup(httpd.shutdown)
    return httpd


def handler_for(round_):
    class Handler(http.server.BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, *args):
            pass

        def setup(self):
            super().setup()
            with round_.lock:
                round_.connections += 1

        def answer(self, status, body=b"", headers=()):
            with round_.lock:
                round_.answers.append(status)
                keep_alive, hang_up = round_.keep_alive, round_.hang_up
            write_whole(self, status, body, headers, keep_alive)
            if hang_up:
                self.close_connection = True

        def do_GET(self):
            if self.path == "/moved.pgn":
                return self.answer(302, headers=[("Location", round_.moved_to)])
            with round_.lock:
                fault, body, version, stall = round_.fault, round_.body, round_.version, round_.stall
            if stall:
                round_.ended.wait()  # no answer, for as long as the test lasts
                return
            if fault:
                return self.answer(*fault)
            etag = f'"v{version}"'
            if self.headers.get("If-None-Match") == etag:
                return self.answer(304, headers=[("ETag", etag)])
            headers = [("ETag", etag), ("Content-Type", "application/x-chess-pgn")]
            if "gzip" in self.headers.get("Accept-Encoding", ""):
                body = gzip.compress(body)
                headers.append(("Content-Encoding", "gzip"))
                with round_.lock:
                    round_.gzipped += 1
            self.answer(200, body, headers)

    return Handler


class Server:
    """An HTTPS server on 127.0.0.1 with the certificate `cert` (.pem and .key in `folder`)."""

    def __init__(self, test, folder, cert):
        self.round = Round()
        self.httpd = serve_https(test, handler_for(self.round), folder, cert)
        test.addCleanup(self.round.ended.set)
        self.url = f"https://127.0.0.1:{self.httpd.server_address[1]}/round.pgn"


class ConnectProxy:
    """A proxy on 127.0.0.1 that opens CONNECT tunnels (or refuses them with `refuse`), and notes
    the authority each names."""

    def __init__(self, test, refuse=None):
        self.sock = socket.create_server(("127.0.0.1", 0))
        self.refuse = refuse
        self.tunnels = []
        test.addCleanup(self.sock.close)
        threading.Thread(target=self._accept, daemon=True).start()
        self.url = f"http://127.0.0.1:{self.sock.getsockname()[1]}"

    def _accept(self):
        while True:
            try:
                client, _ = self.sock.accept()
            except OSError:
                return
            threading.Thread(target=self._tunnel, args=(client,), daemon=True).start()

    def _tunnel(self, client):
        with client:
            head = b""
            while b"\r\n\r\n" not in head:
                chunk = client.recv(4096)
                if not chunk:
                    return
                head += chunk
            method, authority, _ = head.split(b"\r\n", 1)[0].decode().split(" ", 2)
            self.tunnels.append((method, authority))
            if method != "CONNECT" or self.refuse:
                client.sendall(f"HTTP/1.1 {self.refuse or 405} No\r\nContent-Length: 0\r\n\r\n".encode())
                return
            host, port = authority.rsplit(":", 1)
            with socket.create_connection((host, int(port))) as server:
                client.sendall(b"HTTP/1.1 200 Connection established\r\n\r\n")
                threading.Thread(target=self._pipe, args=(server, client), daemon=True).start()
                self._pipe(client, server)

    @staticmethod
    def _pipe(source, sink):
        try:
            while chunk := source.recv(65536):
                sink.sendall(chunk)
        except OSError:
            pass
        try:
            sink.shutdown(socket.SHUT_WR)
        except OSError:
            pass


PROXY_VARIABLES = ("http_proxy", "HTTP_PROXY", "https_proxy", "HTTPS_PROXY", "no_proxy", "NO_PROXY")


def wait_until(condition, what, deadline=wt.DEADLINE):
    end = time.monotonic() + deadline
    while not condition():
        if time.monotonic() > end:
            raise AssertionError(f"not within {deadline}s: {what}")
        time.sleep(0.05)


class HttpsRound(unittest.TestCase):
    """A test CA and certificates, made once per class, and the watch of a URL that trusts the CA."""

    @classmethod
    def setUpClass(cls):
        cls.certs = tempfile.TemporaryDirectory()
        folder = cls.certs.name
        make_ca(folder, "ca")
        make_server_cert(folder, "ca", "server")
        make_ca(folder, "rogue")
        make_server_cert(folder, "rogue", "rogue_server")
        cls.ca = os.path.join(folder, "ca.pem")
        # The watch's children see no proxy of the machine's, only those a test names.
        cls.environment = mock.patch.dict(os.environ)
        cls.environment.start()
        for name in PROXY_VARIABLES:
            os.environ.pop(name, None)

    @classmethod
    def tearDownClass(cls):
        cls.environment.stop()
        cls.certs.cleanup()

    def serve(self, cert="server"):
        return Server(self, self.certs.name, cert)

    def watch(self, url, *args, environment=None):
        with mock.patch.dict(os.environ, environment or {}):
            return wt.Watch(self, ["--boards", "--poll", "1", "--ca-file", self.ca, *args, url])


class UrlFeed(HttpsRound):
    def test_a_round_served_move_by_move_gives_each_alert_at_its_ply_and_304s_while_unchanged(self):
        server = self.serve()
        server.round.serve(wt.game(1, "") + wt.game(2, ""))
        w = self.watch(server.url)
        for plies in range(1, 9):
            server.round.serve(wt.game(1, wt.prefix(wt.SHUFFLE, plies)) + wt.game(2, "1. e4"))
            w.expect(type="board", key=wt.key(1), ply=plies)
        on_board = w.expect(type="alert", key=wt.key(1), kind="claim", article="9.2.1.2")
        self.assertEqual(on_board["ply"], 8)
        self.assertEqual([a["ply"] for a in w.alerts()], [7, 8])
        # Unchanged: the server answers 304 and the watch says nothing more.
        answered = server.round.count(304)
        wait_until(lambda: server.round.count(304) >= answered + 2, "two more 304 answers")
        self.assertGreater(server.round.gzipped, 0)
        server.round.serve(wt.game(1, wt.prefix(wt.SHUFFLE, 8)) + wt.game(2, "1. f3 e5 2. g4 Qh4#", "0-1"))
        w.expect(type="alert", key=wt.key(2), rule="checkmate")
        ids = [wt.identity(a) for a in w.alerts()]
        self.assertEqual(len(ids), len(set(ids)), ids)
        self.assertEqual([b["ply"] for b in w.seen if b["type"] == "board" and b["key"] == wt.key(1)],
                         list(range(1, 9)))

    def test_each_fault_is_said_once_then_the_feed_reads_again(self):
        server = self.serve()
        server.round.serve(wt.game(1, "1. e4"))
        w = self.watch(server.url)
        w.expect(type="board", key=wt.key(1), ply=1)
        faults = [
            ((404, b"no such round"), "error", "HTTP 404 Not Found"),
            ((429, b"", [("Retry-After", "1")]), "notice", "HTTP 429 Too Many Requests, the server asks to wait 1 s"),
            ((200, b"<!DOCTYPE html><html><body>Log in</body></html>", [("Content-Type", "text/html")]), "error",
             "the answer is an HTML page, not read"),
            ((500, b""), "error", "HTTP 500 Internal Server Error (a fault of the server)"),
        ]
        for fault, kind, words in faults:
            server.round.fail(*fault)
            said = w.expect(type="alert", key=server.url, detail=f"{server.url}: {words}")
            self.assertEqual(said["kind"], kind)
            asked = len(server.round.answers)
            wait_until(lambda: len(server.round.answers) >= asked + 1, "the server asked again")
        server.round.serve(wt.game(1, "1. e4 e5"))
        w.expect(type="alert", key=server.url, kind="notice", detail=f"{server.url}: read again")
        w.expect(type="board", key=wt.key(1), ply=2)
        details = [a["detail"] for a in w.alerts() if a["key"] == server.url]
        self.assertEqual(len(details), len(faults) + 1, details)

    def test_a_game_that_leaves_the_round_is_said_once(self):
        server = self.serve()
        server.round.serve(wt.game(1, "1. e4") + wt.game(2, "1. d4"))
        w = self.watch(server.url)
        w.expect(type="board", key=wt.key(2), ply=1)
        server.round.serve(wt.game(2, "1. d4 d5"))
        w.expect(type="board", key=wt.key(2), ply=2)
        gone = w.expect(type="alert", key=wt.key(1), kind="notice")  # once gone for 1.5 s
        self.assertEqual(gone["detail"], f"the game is no longer in {server.url}")
        asked = len(server.round.answers)
        wait_until(lambda: len(server.round.answers) >= asked + 2, "two more answers", COUNTING_DEADLINE)
        server.round.serve(wt.game(2, "1. d4 d5 2. c4"))
        w.expect(type="board", key=wt.key(2), ply=3)
        self.assertEqual([a["kind"] for a in w.alerts() if a["key"] == wt.key(1)], ["notice"])

    def test_a_redirect_is_followed(self):
        server = self.serve()
        server.round.serve(wt.game(1, "1. d4 d5"))
        w = self.watch(server.url.replace("/round.pgn", "/moved.pgn"))
        w.expect(type="board", key=wt.key(1), ply=2)

    def test_a_certificate_from_an_untrusted_ca_is_an_error_and_never_read(self):
        server = self.serve("rogue_server")
        server.round.serve(wt.game(1, "1. e4"))
        w = self.watch(server.url)
        said = w.expect(type="alert", key=server.url)
        self.assertEqual(said["kind"], "error")
        self.assertIn("TLS refused", said["detail"])
        self.assertIn("certificate verify failed", said["detail"])
        self.assertEqual([i for i in w.seen if i["type"] == "board"], [])

    def test_a_refused_connection_is_an_error(self):
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            port = s.getsockname()[1]
        url = f"https://127.0.0.1:{port}/round.pgn"
        w = self.watch(url)
        said = w.expect(type="alert", key=url)
        self.assertEqual((said["kind"], said["detail"]), ("error", f"{url}: connection refused"))

    def test_credentials_in_a_url_are_never_shown(self):
        server = self.serve()
        server.round.serve(wt.game(1, "1. e4"))
        w = self.watch(server.url.replace("https://", "https://arbiter:secret@"))
        w.expect(type="board", key=wt.key(1), ply=1)
        server.round.fail(404)
        said = w.expect(type="alert", kind="error")
        self.assertEqual(said["key"], server.url)
        self.assertNotIn("secret", said["detail"])


class SlowServer(HttpsRound):
    # Apart from the rest (its own ctest entry), as it waits out the watch's 10 s.
    def test_a_server_that_stalls_is_a_notice_after_the_timeout(self):
        server = self.serve()
        server.round.stall = True
        w = self.watch(server.url)
        old, wt.DEADLINE = wt.DEADLINE, TIMEOUT_DEADLINE
        try:
            said = w.expect(type="alert", key=server.url)
        finally:
            wt.DEADLINE = old
        self.assertEqual((said["kind"], said["detail"]), ("notice", f"{server.url}: no whole answer within 10 s"))


class ThroughAProxy(HttpsRound):
    def test_https_goes_through_the_proxy_in_a_tunnel_unless_no_proxy_names_the_host(self):
        server = self.serve()
        server.round.serve(wt.game(1, "1. e4 e5 2. Nf3"))
        proxy = ConnectProxy(self)
        w = self.watch(server.url, environment={"HTTPS_PROXY": proxy.url})
        w.expect(type="board", key=wt.key(1), ply=3)
        self.assertEqual(proxy.tunnels[0], ("CONNECT", f"127.0.0.1:{server.httpd.server_address[1]}"))
        unused = ConnectProxy(self)
        direct = self.watch(server.url, environment={"HTTPS_PROXY": unused.url, "NO_PROXY": "localhost, 127.0.0.1"})
        direct.expect(type="board", key=wt.key(1), ply=3)
        self.assertEqual(unused.tunnels, [])

    def test_a_proxy_that_refuses_the_tunnel_is_an_error_naming_it(self):
        server = self.serve()
        proxy = ConnectProxy(self, refuse=407)
        w = self.watch(server.url, environment={"https_proxy": proxy.url})
        said = w.expect(type="alert", key=server.url)
        self.assertEqual((said["kind"], said["detail"]),
                         ("error", f"{server.url}: the proxy {proxy.url} refused the tunnel: HTTP 407"))


def main():
    """Runs the calling script's cases: argv is DRAWBRIDGE OPENSSL [-- unittest args]."""
    global OPENSSL
    wt.DRAWBRIDGE, OPENSSL = sys.argv[1], sys.argv[2]
    rest = sys.argv[3:]
    if rest[:1] == ["--"]:
        rest = rest[1:]
    unittest.main(module="__main__", argv=[sys.argv[0]] + rest, verbosity=2)


if __name__ == "__main__":
    main()
