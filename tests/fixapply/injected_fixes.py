"""Fixes the real rules do not (yet) make, injected into the real engine's findings,
so that fix application and ``--verify`` can be driven through any edit."""
from __future__ import annotations

from hybridlint import analysis
from hybridlint.diagnostics import Diagnostic, Edit, Fix

# taken at import, before any test monkeypatches analysis.load_engine
_REAL_LOAD_ENGINE = analysis.load_engine


def engine_with(extra):
    """The real engine, plus diagnostics ``extra(source, path)`` adds to every analysis
    (not to a file that does not parse: HYB000)."""
    engine = _REAL_LOAD_ENGINE()
    analyze = engine.analyze

    def wrapped(source, path, project=None):
        out = list(analyze(source, path, project))
        if not any(d.code == "HYB000" for d in out):
            out.extend(extra(source, path))
        return out

    engine.analyze = wrapped
    return engine


def replace_fix(source: str, path: str, old: str, new: str, *, code: str, applicability: str,
                title: str) -> list[Diagnostic]:
    """A finding at 1:1 whose fix replaces the first ``old`` in ``source`` by ``new``
    (none when ``old`` does not occur)."""
    start = source.find(old)
    if start < 0:
        return []
    return [Diagnostic(path, 1, 1, code, "test fix",
                       fix=Fix((Edit(start, start + len(old), new),), applicability, title))]
