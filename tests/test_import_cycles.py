"""No import cycle inside the ludoteca package — counting every import statement, those inside
functions and under `if TYPE_CHECKING:` too: a cycle hidden in a function still means two
modules that cannot be read (or tested, or moved) one without the other.

The graph is read from the source with `ast` (nothing is imported). `from .pkg import name`
points at the module `pkg.name` when there is one, else at the package `pkg` (its
`__init__.py`). A package's `__init__` that an import passes through is not counted: Python
imports it first, but it is the named module that the importing one depends on.
"""

from __future__ import annotations

import ast
import pathlib

ROOT = pathlib.Path(__file__).resolve().parent.parent / "py"
PACKAGE = "ludoteca"


def module_files() -> dict[str, pathlib.Path]:
    """Every module of the package by dotted name (a package by its own name)."""
    found = {}
    for path in sorted((ROOT / PACKAGE).rglob("*.py")):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


def _imported(module: str, is_package: bool, node: ast.Import | ast.ImportFrom, known: set[str]) -> set[str]:
    """The package's modules one import statement names."""
    if isinstance(node, ast.Import):
        names = [alias.name for alias in node.names]
        return {_nearest(name, known) for name in names if name.split(".")[0] == PACKAGE} - {None}  # type: ignore[operator]
    if node.level:
        base = module.split(".") if is_package else module.split(".")[:-1]
        base = base[: len(base) - (node.level - 1)]
        source = ".".join(base + ([node.module] if node.module else []))
    else:
        source = node.module or ""
    if source.split(".")[0] != PACKAGE:
        return set()
    targets = set()
    for alias in node.names:
        submodule = f"{source}.{alias.name}"
        targets.add(submodule if submodule in known else _nearest(source, known))
    return targets - {None}  # type: ignore[operator]


def _nearest(name: str, known: set[str]) -> str | None:
    """`name`, or the closest enclosing package the index knows."""
    parts = name.split(".")
    while parts:
        if ".".join(parts) in known:
            return ".".join(parts)
        parts.pop()
    return None


def import_graph() -> dict[str, set[str]]:
    files = module_files()
    known = set(files)
    graph: dict[str, set[str]] = {}
    for module, path in files.items():
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        is_package = path.name == "__init__.py"
        edges: set[str] = set()
        for node in ast.walk(tree):  # every statement: in functions, classes, `if TYPE_CHECKING:`
            if isinstance(node, ast.Import | ast.ImportFrom):
                edges |= _imported(module, is_package, node, known)
        edges.discard(module)
        graph[module] = edges
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan), each with one cycle
    through it spelled out, sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    components: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                components.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return sorted(_one_cycle(graph, c) for c in components)


def _one_cycle(graph: dict[str, set[str]], component: list[str]) -> list[str]:
    """A path start → … → start inside the component (breadth first: a shortest one)."""
    members, start = set(component), component[0]
    came_from: dict[str, str] = {}
    frontier = [start]
    while frontier:
        following = []
        for v in frontier:
            for w in sorted(graph[v] & members):
                if w == start:
                    path = [v]
                    while path[-1] != start:
                        path.append(came_from[path[-1]])
                    return [*reversed(path), start]
                if w not in came_from:
                    came_from[w] = v
                    following.append(w)
        frontier = following
    return component


def test_the_package_has_no_import_cycle():
    found = cycles(import_graph())
    assert not found, "import cycles in py/ludoteca:\n" + "\n".join(" → ".join(c) for c in found)


def test_the_graph_sees_imports_in_functions_and_under_type_checking():
    """The reader itself: an import inside a function and one under TYPE_CHECKING are edges,
    and a cycle through them is named."""
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert cycles(graph) == [["a", "b", "c", "a"]]
    tree = ast.parse(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    from .table import Table\n"
        "def f():\n    from .core import clone\n    from . import stats\n"
        "import ludoteca.core.game\n"
    )
    known = {"ludoteca.table", "ludoteca.core", "ludoteca.stats", "ludoteca.core.game", "ludoteca.coach"}
    edges = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import | ast.ImportFrom):
            edges |= _imported("ludoteca.coach", False, node, known)
    assert edges == {"ludoteca.table", "ludoteca.core", "ludoteca.stats", "ludoteca.core.game"}
    assert "ludoteca.core.game" in import_graph()["ludoteca.core"]  # a real package's __init__
