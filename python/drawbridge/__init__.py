"""The FIDE draw laws of drawbridge, in-process.

The same C++ core as the ``drawbridge`` program answers every call, and each answer is a
dict with exactly the fields of one JSON line of the matching subcommand:

- :class:`Referee`: one game refereed move by move, each call's :class:`Event` objects;
- :func:`adjudicate` and :func:`adjudicate_board`: ``drawbridge adjudicate``;
- :func:`dead`: ``drawbridge dead``;
- :func:`scan`: ``drawbridge scan`` (one dict per game);
- :func:`editions`: the editions of the Laws this package carries;
- :mod:`drawbridge.draughts`: draughts, its :class:`~drawbridge.draughts.Referee` and its
  :func:`~drawbridge.draughts.adjudicate`;
- :class:`Tablebase`: Syzygy tables probed, and what the tables and the Laws decide together;
- :mod:`drawbridge.dask`: ``drawbridge scan`` of large archives on a Dask cluster.

The package is one module per concept: ``_laws`` (the editions, loaded once), ``_adjudication``
(adjudicate, dead), ``_scan`` (scan's input) and ``_scan_threads`` (its feeder and worker
threads), ``_game_referee`` (what both referees share), ``referee`` (chess), ``tablebase``, ``draughts`` and
``dask``; none imports the package itself, so no import runs in a circle, and this file
gathers their public names.

Bad input (a bad FEN, an illegal move, an unknown edition) raises :class:`ValueError` with the
program's message. The long calls release the GIL, so that threads run them side by side.
Moves are UCI strings or move objects: python-chess's ``Move`` (read by its squares), or any
object with a ``.uci()`` method;
a board is anything with ``root().fen()`` and ``move_stack``, such as python-chess's ``Board``.
"""

from . import _drawbridge, draughts
from ._adjudication import adjudicate, adjudicate_board, adjudicate_many, dead
from ._drawbridge import Event, EventKind, Rule
from ._laws import editions
from ._scan import scan
from .referee import Referee
from .tablebase import Tablebase, TablebaseProbe

__version__: str = _drawbridge.__version__

__all__ = ["Referee", "Tablebase", "TablebaseProbe", "Event", "EventKind", "Rule", "adjudicate", "adjudicate_many", "adjudicate_board", "dead", "scan", "editions", "draughts", "__version__"]
