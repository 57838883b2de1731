"""The laws a call judges by: an edition the package carries (or an edition file) and a policy,
loaded once in C++ and kept for the calls that name the same ones."""

from __future__ import annotations

import functools
import os
from typing import Any, Iterable, List, Tuple, Union

from . import _drawbridge

Rules = Union[str, "os.PathLike[str]"]
Policy = Union[None, str, Iterable[str]]

# The editions travel with the package (drawbridge/rules/<id>.toml).
RULES_DIRS = [os.path.join(os.path.dirname(os.path.abspath(__file__)), "rules")]


def editions() -> List[str]:
    """The ids of the chess editions of the Laws this package carries, sorted (``fide-2023``, ...)."""
    return _drawbridge._editions(RULES_DIRS)


def policy_names(policy: Policy) -> Tuple[str, ...]:
    """The policy's names, from a list or a comma-separated string."""
    if isinstance(policy, str):
        return tuple(name for name in policy.split(",") if name)
    return tuple(policy or ())


@functools.lru_cache(maxsize=32)
def loaded_laws(rules: str, policy: Tuple[str, ...]) -> Any:
    """The chess laws of an edition id or file and policy names, loaded once."""
    return _drawbridge._Laws(rules, list(policy), RULES_DIRS)


def laws(rules: Rules, policy: Policy) -> Any:
    """The chess edition (an id, or a path to a .toml file) and the policy, loaded once."""
    if policy is None and type(rules) is str:  # the common call, kept short: it runs once a game
        return loaded_laws(rules, ())
    return loaded_laws(os.fspath(rules), policy_names(policy))


@functools.lru_cache(maxsize=32)
def loaded_draughts_laws(rules: str, policy: Tuple[str, ...]) -> Any:
    """The draughts laws of an edition id or file and policy names, loaded once."""
    return _drawbridge._DraughtsLaws(rules, list(policy), RULES_DIRS)


def draughts_laws(rules: Rules, policy: Policy) -> Any:
    """A draughts edition (an id, or a path to a .toml file) and the policy, loaded once."""
    return loaded_draughts_laws(os.fspath(rules), policy_names(policy))
