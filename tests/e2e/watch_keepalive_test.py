"""`drawbridge watch URL` keeps its connection open between polls (HTTP/1.1 keep-alive), against
the local HTTPS server of watch_url_test.py, which counts the connections it accepts: the polls
share one; a server that closes each connection after its answer, unsaid, is survived without an
alert; `Connection: close` gets a connection a request; a redirect to another server is asked on
a connection of its own. Every expectation waits with a deadline; nothing sleeps for a fixed time.

usage: watch_keepalive_test.py DRAWBRIDGE OPENSSL [-- unittest args]"""
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import watch_test as wt  # noqa: E402
import watch_url_test as wu  # noqa: E402


class KeptConnections(wu.HttpsRound):
    def test_polls_share_one_connection_and_a_server_that_closes_it_is_survived_unsaid(self):
        server = self.serve()
        server.round.serve(wt.game(1, "1. e4"))
        w = self.watch(server.url)
        w.expect(type="board", key=wt.key(1), ply=1)
        wu.wait_until(lambda: server.round.count(304) >= 3, "three 304 answers", wu.COUNTING_DEADLINE)
        self.assertEqual(server.round.connections, 1)
        # Closed after each answer without a word: each poll finds its kept connection closed and
        # asks again on a new one, unseen.
        server.round.hang_up = True
        asked, opened = len(server.round.answers), server.round.connections
        wu.wait_until(lambda: len(server.round.answers) >= asked + 3, "three more answers", wu.COUNTING_DEADLINE)
        self.assertGreaterEqual(server.round.connections, opened + 2)
        server.round.serve(wt.game(1, "1. e4 e5"))
        w.expect(type="board", key=wt.key(1), ply=2)
        # `Connection: close`: a connection a request.
        server.round.hang_up, server.round.keep_alive = False, False
        wu.wait_until(lambda: len(server.round.answers) >= asked + 6, "more answers", wu.COUNTING_DEADLINE)
        asked, opened = len(server.round.answers), server.round.connections
        wu.wait_until(lambda: len(server.round.answers) >= asked + 4, "four more answers", wu.COUNTING_DEADLINE)
        # The first may have been accepted before `opened` was read.
        self.assertGreaterEqual(server.round.connections, opened + 3)
        server.round.serve(wt.game(1, "1. e4 e5 2. Nf3"))
        w.expect(type="board", key=wt.key(1), ply=3)
        self.assertEqual([a for a in w.alerts() if a["key"] == server.url], [])

    def test_a_redirect_to_another_server_goes_on_a_connection_of_its_own(self):
        here, there = self.serve(), self.serve()
        here.round.serve(wt.game(1, "1. e4"))
        there.round.serve(wt.game(1, "1. d4 d5"))
        here.round.moved_to = there.url
        w = self.watch(here.url.replace("/round.pgn", "/moved.pgn"))
        w.expect(type="board", key=wt.key(1), ply=2)
        wu.wait_until(lambda: len(there.round.answers) >= 3, "three answers from the other server",
                      wu.COUNTING_DEADLINE)
        self.assertEqual(set(here.round.answers), {302})
        self.assertEqual([a for a in w.alerts()], [])


if __name__ == "__main__":
    wu.main()
