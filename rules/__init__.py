"""The rules: one module per rule, ``hybNNN_<name>.py``, each holding one :class:`Rule` subclass.

``all_rules()`` discovers them (adding a rule is adding a file) and returns
the classes sorted by code.  ``analyze(source, path, project=None)`` is the
engine's ``analyze`` run with them: the engine sits below the rules and is
handed its rule set, and this is the default one.

Layer ``rules`` (shared with ``hybridlint.fixers``): imports the engine, the rule and fix API and
the fixers' shared modules (``_shared``, ``_util``, ``_shapes``), and names the fixers it asks with
``FixerRef`` (imported at a finding's first offer); never the runner above it, numpy or the runtime.
"""
from __future__ import annotations

import functools
import importlib
import pkgutil
import re

from typing import TYPE_CHECKING, Iterable, Iterator

from hybridlint import engine
from hybridlint.engine.companions import keep_companions
from hybridlint.rule import Invalid, Rule

if TYPE_CHECKING:  # pragma: no cover
    from hybridlint.diagnostics import Diagnostic

__all__ = ["all_rules", "registered", "get_rule", "analyze", "Rule", "Invalid"]

_MODULE = re.compile(r"^hyb\d{3}_\w+$")


@functools.lru_cache(maxsize=1)
def _discover() -> tuple[type[Rule], ...]:
    found: dict[str, type[Rule]] = {}
    for info in pkgutil.iter_modules(__path__):
        if not _MODULE.match(info.name):
            continue
        mod = importlib.import_module(f"{__name__}.{info.name}")
        for value in vars(mod).values():
            if (isinstance(value, type) and issubclass(value, Rule) and value is not Rule
                    and value.__module__ == mod.__name__ and value.code):
                if value.code in found and found[value.code] is not value:
                    raise RuntimeError(f"rule code {value.code} defined twice "
                                       f"({found[value.code].__module__}, {mod.__name__})")
                found[value.code] = value
    return tuple(found[c] for c in sorted(found))


def all_rules() -> list[type[Rule]]:
    return list(_discover())


def registered() -> Iterator[type[Rule]]:
    """The registered rules, imported only once iterated. The engine iterates its rules only for a
    file that passes its text prefilter, so a run that meets no hybrid code never imports them
    (nor libcst, which they import)."""
    yield from _discover()


def get_rule(code: str) -> type[Rule] | None:
    code = code.upper()
    for rule in _discover():
        if rule.code == code:
            return rule
    return None


def analyze(source: str, path: str, project: "engine.ProjectIndex | None" = None, *,
            rules: Iterable[type[Rule]] | None = None) -> "list[Diagnostic]":
    """Diagnostics of every registered rule (or of ``rules``) for one file; never raises on bad
    input. Companion findings stand only beside another rule's error in their class, as the runner
    reports them (``engine/companions.py``)."""
    return keep_companions(engine.analyze(source, path, project, rules=registered() if rules is None else rules),
                           source)
