"""The package drawbridge is one module per concept, and its modules import one another one way
only: the graph of their imports of each other, read from their source, has no circle, and no
module imports the package itself (whose __init__ imports them all)."""

from __future__ import annotations

import ast
import pathlib
from typing import Dict, List, Set

import drawbridge

PACKAGE = pathlib.Path(drawbridge.__file__).parent


def imports_of(source: pathlib.Path) -> Set[str]:
    """The package's modules `source` imports (`from . import x`, `from .x import y`), and "" when
    it imports the package by its name (`import drawbridge`, `from drawbridge import x`)."""
    found: Set[str] = set()
    for node in ast.walk(ast.parse(source.read_text())):
        if isinstance(node, ast.ImportFrom) and node.level == 0 and (node.module or "").startswith("drawbridge"):
            found.add("")  # an absolute import runs the package's __init__ first
        elif isinstance(node, ast.ImportFrom) and node.level == 1:
            found.update([node.module] if node.module else [alias.name for alias in node.names])
        elif isinstance(node, ast.Import) and any(alias.name.startswith("drawbridge") for alias in node.names):
            found.add("")
    return found


def graph(package: pathlib.Path = PACKAGE) -> Dict[str, Set[str]]:
    """Each module's imports of the others; a name `from . import` takes that is no module is
    the package's own ("")."""
    modules = {path.stem: path for path in package.glob("*.py") if path.stem != "__init__"}
    known = set(modules) | {"_drawbridge", ""}  # the extension imports nothing of the package
    return {
        name: {used if used in known else "" for used in imports_of(path)} - {"_drawbridge"}
        for name, path in modules.items()
    }


def circles(edges: Dict[str, Set[str]]) -> List[str]:
    """The modules that reach themselves, or import the package."""

    def reaches(start: str, target: str, seen: Set[str]) -> bool:
        for used in edges.get(start, ()):
            if used == target or (used not in seen and reaches(used, target, seen | {used})):
                return True
        return False

    return sorted(name for name, used in edges.items() if "" in used or reaches(name, name, set()))


def test_no_module_imports_the_package_and_no_circle():
    edges = graph()
    assert {"_laws", "_adjudication", "_scan", "_scan_threads", "referee", "draughts", "dask"} <= set(edges)
    assert circles(edges) == []


def test_the_reader_finds_imports(tmp_path):
    """The check above can fail: the reader finds the relative imports and an import by name."""
    assert imports_of(PACKAGE / "__init__.py") >= {"_adjudication", "_scan", "referee", "draughts"}
    (tmp_path / "late.py").write_text("def f():\n    import drawbridge.dask\n")
    (tmp_path / "helpers.py").write_text("from . import _laws, adjudicate\n")  # adjudicate: the package's
    (tmp_path / "_laws.py").write_text("from .a import b\n")
    (tmp_path / "a.py").write_text("from ._laws import c\n")
    assert graph(tmp_path) == {"late": {""}, "helpers": {"_laws", ""}, "_laws": {"a"}, "a": {"_laws"}}
    assert circles(graph(tmp_path)) == ["_laws", "a", "helpers", "late"]
