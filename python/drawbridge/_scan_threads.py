"""The threads behind :func:`drawbridge.scan`: a feeder that writes bytes or a file object's
content into a pipe the C++ scan reads, and a worker that runs the scan and hands each batch's
games (dicts built in C++) through a small queue to the reader of the iterator."""

from __future__ import annotations

import os
import queue
import threading
from typing import Any, Dict, Iterator, List, Optional


class Feeder:
    """Writes bytes or a binary file object's content into a pipe the scan reads."""

    _CHUNK = 1 << 16

    def __init__(self, source: Any) -> None:
        self._source = source
        self.read_fd, self._write_fd = os.pipe()
        self._thread = threading.Thread(target=self._feed, name="drawbridge-scan-feeder", daemon=True)
        self._thread.start()

    def _chunks(self) -> Iterator[bytes]:
        if isinstance(self._source, (bytes, bytearray, memoryview)):
            data = memoryview(self._source)
            for begin in range(0, len(data), self._CHUNK):
                yield data[begin : begin + self._CHUNK]
            return
        while True:
            chunk = self._source.read(self._CHUNK)
            if not chunk:
                return
            yield chunk

    def _feed(self) -> None:
        try:
            for chunk in self._chunks():
                view = memoryview(chunk)
                while view:
                    view = view[os.write(self._write_fd, view) :]
        except OSError:
            pass  # the scan stopped reading (a closed generator): nothing more to give it
        finally:
            os.close(self._write_fd)

    def join(self) -> None:
        self._thread.join()


class _Stopped(Exception):
    """Raised in the scan's callback once the reader has closed the iterator."""


_DONE = object()


def results(run: Any, feeder: Optional[Feeder]) -> Iterator[Dict[str, Any]]:
    """The games of `run` (a ``_Scan``), run on a worker thread while the iterator is read;
    closing the iterator stops the scan, and the pipe of `feeder` with it."""
    batches: "queue.Queue[Any]" = queue.Queue(maxsize=4)
    stop = threading.Event()

    def emit(games: List[Dict[str, Any]]) -> None:
        if stop.is_set():
            raise _Stopped
        batches.put(games)

    def work() -> None:
        try:
            run.run(emit)
            batches.put(_DONE)
        except BaseException as error:  # handed to the reader, who raises it
            batches.put(error)

    worker = threading.Thread(target=work, name="drawbridge-scan", daemon=True)
    worker.start()
    finished = False
    try:
        while not finished:
            item = batches.get()
            finished = item is _DONE or isinstance(item, BaseException)
            if isinstance(item, BaseException):
                raise item
            if not finished:
                yield from item
    finally:
        stop.set()
        while not finished:  # the worker puts one more item, _DONE or _Stopped, after the last batch
            item = batches.get()
            finished = item is _DONE or isinstance(item, BaseException)
        worker.join()
        run.close()  # closes the pipe, so that a feeder still writing stops
        if feeder is not None:
            feeder.join()
