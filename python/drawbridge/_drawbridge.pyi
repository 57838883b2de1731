# The extension module under the package drawbridge; use the package's functions.
from typing import Any, Callable, Dict, Iterable, List, Optional, Tuple

__version__: str

class _Laws:
    def __init__(self, rules: str, policy: List[str], rules_dirs: List[str]) -> None: ...
    @property
    def edition(self) -> str: ...

class _Scan:
    def __init__(
        self,
        laws: _Laws,
        inputs: List[Tuple[str, str]],
        threads: int,
        part: Optional[Tuple[int, Optional[int], int, int]] = None,
    ) -> None: ...
    def run(self, emit: Callable[[str], None]) -> None: ...
    def write(self, json_path: str, fixed_path: str) -> Dict[str, Any]: ...
    def close(self) -> None: ...

def _editions(rules_dirs: List[str]) -> List[str]: ...
def _adjudicate(laws: _Laws, start: str, moves: Any, claims: str, chess960: bool) -> Dict[str, Any]: ...
def _uci(move: Any) -> str: ...
def _adjudicate_many(laws: _Laws, games: Iterable[Any], chess960: bool) -> List[Dict[str, Any]]: ...
def _blocks(path: str, block_bytes: int) -> List[Tuple[int, Optional[int]]]: ...
def _cut_range(path: str, begin: int, end: Optional[int]) -> Tuple[int, Optional[int], int, int]: ...
def _dead(fen: str, budget: Optional[int], max_ms: Optional[int]) -> Dict[str, Any]: ...

class EventKind:
    """claim, offer, result, error, notice, ruling, flag_fall: equal to (and hashed as) the
    contract's names, "flag-fall" for flag_fall; str() gives that name."""
    claim: "EventKind"
    offer: "EventKind"
    result: "EventKind"
    error: "EventKind"
    notice: "EventKind"
    ruling: "EventKind"
    flag_fall: "EventKind"
    __members__: Dict[str, "EventKind"]
    def __eq__(self, other: object) -> bool: ...
    def __hash__(self) -> int: ...

class Rule:
    """The rules as the contract names them, "-" written "_": equal to (and hashed as) the names."""
    threefold_repetition: "Rule"
    fifty_move: "Rule"
    fivefold_repetition: "Rule"
    seventy_five_move: "Rule"
    dead_position: "Rule"
    checkmate: "Rule"
    stalemate: "Rule"
    draw_offer: "Rule"
    timeout: "Rule"
    kings_only_moves: "Rule"
    lone_king: "Rule"
    unchanged_material: "Rule"
    no_move: "Rule"
    __members__: Dict[str, "Rule"]
    def __eq__(self, other: object) -> bool: ...
    def __hash__(self) -> int: ...

class Event:
    event: EventKind
    rule: Optional[Rule]
    article: Optional[str]
    edition: Optional[str]
    ply: Optional[int]
    move: Optional[str]
    result: Optional[str]
    fen: Optional[str]
    game: int
    detail: Optional[str]
    moves: List[str]
    side: Optional[str]
    def to_dict(self) -> Dict[str, Any]: ...

class _Referee:
    def __init__(self, laws: _Laws, start: str, chess960: bool) -> None: ...
    def play(self, move: Any) -> List[Event]: ...
    def claim(self, rule: str, move: Optional[Any], claimant: float, opponent: float) -> List[Event]: ...
    def offer(self, side: str) -> List[Event]: ...
    def accept(self, side: str) -> List[Event]: ...
    def flag_fall(self, side: str) -> List[Event]: ...
    def claimable(self) -> List[Event]: ...
    result: Optional[str]
    ending: Optional[Dict[str, Any]]
    ply: int
    fen: str
    edition: str
    side_to_move: str

class _Tablebase:
    def __init__(self, paths: List[str], pieces: int) -> None: ...
    def probe(self, fen: str, laws: _Laws, claims: bool) -> Optional[Dict[str, Any]]: ...
    pieces: int
    problems: List[str]
