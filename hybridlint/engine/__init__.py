"""The analysis engine: hybrid scope finder, value kinds, rule dispatch.

Public entry points (the CLI, the cache and the fixers use only these):

``index_module(source, path) -> ModuleIndex``
    A cheap, picklable summary of one file (its classes, their bases as
    dotted names, its imports) used to resolve HybridBlock subclasses across
    the files of one run.

``ProjectIndex.from_modules(indexes)``
    Joins module indexes; answers "is this class a HybridBlock?".

``analyze(source, path, project=None) -> list[Diagnostic]``
    Every diagnostic of every rule for one file (filtering by --select /
    --ignore and noqa is the caller's job).  Never raises on bad input: a
    file that does not parse gives one ``HYB000`` diagnostic.  Pass
    ``rules=[RuleClass, ...]`` to run only some rules.

``may_hold_hybrid_code(source, path, project=None) -> bool``
    The cheap text prefilter analyze() applies first.

Rules talk to the engine through :class:`FileContext` (``ctx.kind(expr)``,
``ctx.is_tensor``, ``ctx.in_eager_guard()``...); see ``hybridlint.rule``.

Where things are: ``analyze.py`` (the pipeline: prefilter, ``ast`` pre-parse,
blanking of irrelevant top-level statements, libcst parse), ``index.py``
(module/project indexes, HybridBlock resolution), ``scopes.py`` (hybrid scope
finder, F-helpers), ``kinds.py`` (value kinds), ``guards.py`` (``F is nd``...),
``context.py`` (what rules ask, the one shared traversal, lazy positions),
``walk.py`` (fast read-only tree iteration), ``catalogue.py`` (nd/sym names
from ``runtime/catalogue.json``).

Diagnostics: ``line``/``col`` are 1-based (col in characters), ``end_col`` is
1-based and exclusive.  Files the prefilter rejects get no diagnostics at all
(not even HYB000 for a syntax error).

Nothing here imports numpy or the runtime.
"""
from .analyze import analyze, may_hold_hybrid_code
from .context import FileContext
from .index import ModuleIndex, ProjectIndex, index_module
from .kinds import Kind
from .scopes import HybridClass, Scope

__all__ = ["analyze", "may_hold_hybrid_code", "index_module", "ModuleIndex", "ProjectIndex",
           "Kind", "FileContext", "Scope", "HybridClass"]
