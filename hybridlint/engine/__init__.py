"""The analysis engine: hybrid scope finder, value kinds, rule dispatch.

Layer ``engine``: imports only the rule and fix API (``hybridlint.diagnostics``,
``hybridlint.rule``), never ``rules``/``fixers`` (it is handed its rules) nor numpy or the runtime.

Public entry points (the CLI, the cache and the fixers use only these):

``index_module(source, path) -> ModuleIndex``
    A cheap, picklable summary of one file (its classes, their bases as
    dotted names, its imports) used to resolve HybridBlock subclasses across
    the files of one run.

``ProjectIndex.from_modules(indexes)``
    Joins module indexes; answers "is this class a HybridBlock?".

``analyze(source, path, project=None, *, rules) -> list[Diagnostic]``
    Every diagnostic of the given rule classes for one file (filtering by
    --select / --ignore and noqa is the caller's job).  Never raises on bad
    input: a file that does not parse gives one ``HYB000`` diagnostic.  The
    engine holds no rules of its own: it sits below them (rules ask it what
    code means), so the caller picks the set; ``hybridlint.rules.analyze``
    is this with the registered rules.  ``rules`` is iterated only for a file
    that passes the prefilter, so a lazy iterable
    (``hybridlint.rules.registered()``) costs nothing for the others.

``may_hold_hybrid_code(source, path, project=None) -> bool``
    The cheap text prefilter analyze() applies first.

Rules talk to the engine through :class:`FileContext` (``ctx.kind(expr)``,
``ctx.is_tensor``, ``ctx.in_eager_guard()``...); see ``hybridlint.rule``.

Where things are: ``pipeline.py`` (``ast`` pre-parse, libcst parse, scope
finder, rule dispatch), ``prefilter.py`` (the text prefilter), ``reduce.py``
(which statements and methods the libcst parse needs), ``index.py``
(module/project indexes, HybridBlock resolution; ``cst_index.py`` the same from
a libcst tree), ``scopes.py`` (hybrid scope finder, F-helpers), ``kinds.py``
(value kinds), ``deferred.py`` (children whose Parameter shapes wait for deferred
initialization), ``guards.py`` (``F is nd``...), ``context.py`` (what rules ask,
the one shared traversal, lazy positions), ``walk.py`` (fast read-only tree
iteration), ``catalogue.py`` (nd/sym names from ``runtime/catalogue.json``).

Importing this package does not import libcst: ``index_module``,
``ProjectIndex`` and ``may_hold_hybrid_code`` never need it, and the rest is
loaded on first use (the first ``analyze()`` call, or the first access to
``Kind``, ``FileContext``, ``Scope``, ``HybridClass``), so a run that analyzes
no file with hybrid code does not pay for libcst.  Call ``preload()`` (and
import the rules) before forking worker processes to give them all of it.

Diagnostics: ``line``/``col`` are 1-based (col in characters), ``end_col`` is
1-based and exclusive.  Files the prefilter rejects get no diagnostics at all
(not even HYB000 for a syntax error).

Nothing here imports numpy or the runtime.
"""
from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any, Iterable

from hybridlint.startup_gc import loading_modules

from .index import ModuleIndex, ProjectIndex, index_module
from .prefilter import may_hold_hybrid_code

if TYPE_CHECKING:  # pragma: no cover
    from hybridlint.diagnostics import Diagnostic

    from .context import FileContext
    from .kinds import Kind
    from .scopes import HybridClass, Scope

__all__ = ["analyze", "may_hold_hybrid_code", "index_module", "ModuleIndex", "ProjectIndex",
           "Kind", "FileContext", "Scope", "HybridClass", "preload"]

_LAZY = {"Kind": "kinds", "FileContext": "context", "Scope": "scopes", "HybridClass": "scopes"}


def analyze(source: str, path: str, project: ProjectIndex | None = None, *,
            rules: Iterable[type]) -> "list[Diagnostic]":
    """Diagnostics of ``rules`` for one file; never raises on bad input."""
    if not may_hold_hybrid_code(source, path, project):
        return []       # (before importing the pipeline: most files never need libcst)
    global _run
    if _run is None:
        # the first file past the prefilter: libcst, the pipeline and the rules (with the
        # fixers they import) are loaded together, outside the collector (startup_gc.py);
        # the pipeline would iterate `rules` for this file anyway
        with loading_modules():
            from .pipeline import analyze as run
            rules = list(rules)
        _run = run
    return _run(source, path, project, rules=rules)


_run = None     # pipeline.analyze, once loaded


def preload() -> None:
    """Import everything analyze() needs of the engine (libcst) now, e.g. before forking workers."""
    with loading_modules():
        from . import pipeline  # noqa: F401


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value
