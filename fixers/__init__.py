"""The fixers: one module per rewrite, each holding one :class:`Fixer` subclass.

Rules keep detection, fixers keep the rewrite: a rule that found a problem
asks the fixer for it (``SomeFixer.offer(ctx, node)``, which calls the fixer's
``propose`` and turns an unexpected exception into a refusal) and attaches what it
gets to its diagnostic.  A rule module names the fixers it asks with
:class:`hybridlint.rule.FixerRef` (``"hybridlint.fixers.module:Class"``), so a
fixer module is imported at the first finding that asks it, not with the rules;
what a rule compares a refusal with (texts, refusal types) and the op tables both
sides read are in ``_shared``.  A fixer answers either a
:class:`hybridlint.diagnostics.Fix` (edits + applicability) or a
:class:`Refusal` whose ``reason`` the rule puts in its message: fixers refuse,
and say why, rather than guess.

Each fixer's class attributes are data, also its documentation and the source
of its generated tests (``tests/fixers/``)::

    code = "HYB004"                  # the rule whose findings it fixes
    name = "augmented-to-binary"     # kebab-case, names the rewrite
    applicability = "safe"           # "safe" | "unsafe": the weakest of the fixes it offers
    description = "..."              # one paragraph: what it rewrites, when it refuses
    EXAMPLES = [Example(before, after, shapes=[[(2, 3)], [(4, 5)]]), ...]

An :class:`Example` is a complete module holding one HybridBlock class (or the blocks it uses
as children and one named ``Net``) that
can be built without arguments; ``shapes`` lists input-shape sets (one shape
per ``hybrid_forward`` input) the generated test runs both versions on.  An
example whose ``after`` is None shows a refusal: the finding carries no fix
and its message contains ``reason``.  ``compare_before=False`` (with ``why_not``
set) marks an example whose ``before`` cannot run (it fails eagerly, or cannot
even be built): only the fixed block is checked, eager against hybridized.
``runtime=False`` (with ``why_not``) skips the runtime check altogether.

Layer ``rules`` (shared with ``hybridlint.rules``, which ask the fixers): imports the engine and the
rule and fix API only. The lint path imports this package: it must never import numpy or the runtime.
"""
from __future__ import annotations

import functools
import importlib
import os
import pkgutil
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from hybridlint.diagnostics import Edit, Fix
from hybridlint.rule import hybrid_forward_example

if TYPE_CHECKING:  # pragma: no cover
    import libcst as cst

    from hybridlint.engine.context import FileContext

__all__ = ["Example", "Fixer", "Refusal", "all_fixers", "example_class", "example_module", "fixers_for", "make_fix"]


@dataclass(frozen=True)
class Refusal:
    """No fix is offered; ``reason`` completes "no automatic fix: ..." in the rule's message."""

    reason: str

    def note(self) -> str:
        return f" (no automatic fix: {self.reason})"


@dataclass(frozen=True)
class Example:
    before: str
    after: str | None
    shapes: Sequence[Sequence[tuple[int, ...]]] = (((2, 3),),)   # shape sets, one shape per input
    reason: str | None = None          # for refusals: a substring of the finding's message
    runtime: bool = True               # run the example in the runtime at all
    compare_before: bool = True        # also run `before` and compare (False: only `after` is run)
    why_not: str = ""                  # why runtime or compare_before is False
    dtype: str = "float32"
    applicability: str | None = None   # when it differs from the fixer's (a safe special case)


def _example_class(imports: str, gluon: str) -> str:
    return f"{imports}from mxnet.gluon import {gluon}\n\n\nclass Net(HybridBlock):\n"


def example_module(body: str, imports: str = "", init: str = "", signature: str = "self, F, x",
                   gluon: str = "HybridBlock") -> str:
    """An Example's module: ``imports``, ``from mxnet.gluon import {gluon}``, then one block
    ``Net``: an ``__init__`` running ``init`` where one is given, and a
    ``hybrid_forward(signature)`` whose body is ``body`` (statements unindented)."""
    head = _example_class(imports, gluon)
    if init:
        head += ("    def __init__(self, **kwargs):\n        super().__init__(**kwargs)\n"
                 + "".join(f"        {line}\n" for line in init.splitlines()) + "\n")
    return hybrid_forward_example(body, head, signature)


def example_class(members: str, imports: str = "") -> str:
    """An Example's module: ``imports``, then one block ``Net`` whose class body is ``members``
    (whole methods, unindented; blank lines stay empty)."""
    return _example_class(imports, "HybridBlock") + "".join(
        f"    {line}\n" if line else "\n" for line in members.splitlines())


class Fixer:
    """Base class of every fixer; see the module docstring."""

    code: ClassVar[str] = ""
    name: ClassVar[str] = ""
    applicability: ClassVar[str] = "safe"
    needs_f: ClassVar[bool] = False
    # a rewrite into numpy mode's own namespaces (F.npx): the only kind offered in numpy-mode code
    numpy_mode: ClassVar[bool] = False
    description: ClassVar[str] = ""
    EXAMPLES: ClassVar[list[Example]] = []

    @classmethod
    def offer_noted(cls, ctx: FileContext, *args) -> "tuple[Fix | None, str]":
        """``offer``'s answer for a finding: the fix, or None and the note its refusal adds to
        the message."""
        proposal = cls.offer(ctx, *args)
        return (None, proposal.note()) if isinstance(proposal, Refusal) else (proposal, "")

    @classmethod
    def offer(cls, ctx: FileContext, *args) -> Fix | Refusal:
        """What rules call: ``propose`` (each fixer's own), never raising -- a fixer that trips
        over unexpected code refuses instead of breaking the analysis of the file.

        A fixer whose rewrite calls the block's F namespace sets ``needs_f``: its ``propose`` is
        only asked when the scope has one, and reads it as ``ctx.scope.f_name``."""
        if cls.needs_f and (ctx.scope is None or not ctx.scope.f_name):
            return Refusal("this scope has no F namespace to call")
        try:
            if ctx.scope is not None and ctx.scope.call_site and ctx.scope.site_refusal is not None:
                return Refusal(f"this helper is read with the arguments of one caller "
                               f"(`{ctx.scope.reached_via[0]}`), and a rewrite of it would run "
                               f"for its other callers too: {ctx.scope.site_refusal}")
            if not ctx.fixes_wanted:
                return Refusal("this helper is checked from another file's hybrid code, and fixes "
                               "are made one file at a time")
            if ctx.numpy_mode and not cls.numpy_mode:
                return Refusal("this code runs in numpy mode (mx.np arrays), where the legacy "
                               "operators a rewrite would use do not apply")
            # an input taken for a python list on a guess: if it is a tensor, a hybridized loop
            # over it runs once and nothing reports it, so the failing line is the only sign
            looped = ctx.guessed_list_loop(args[0]) if args else None
            if looped:
                return Refusal(f"this line runs once per item of a loop over the input `{looped}`, "
                               "taken for a python list on a guess: if it is one tensor, the loop "
                               "visits its outputs (one) once hybridized, not its rows, and a "
                               "rewrite letting the block hybridize would turn this failure into "
                               "a silent difference")
            # a rewrite changes code only where every value it treats as a tensor is proven one
            for node in cls.receivers(*args):
                value = ctx.value(node)
                if not value.proven:
                    return Refusal(value.why or "the value is not known to be a tensor")
            proposal = cls.propose(ctx, *args)   # type: ignore[attr-defined]
            if ctx.scope is not None and ctx.scope.site_unpassed and isinstance(proposal, Fix):
                return _none_guarded(ctx, proposal)
            return proposal
        except Exception as exc:  # noqa: BLE001 - a failed rewrite must not cost the diagnostic
            # the test suite sets this: there a fixer's bug (a NameError after a refactoring) must
            # fail the test, not read as one more refusal that quietly drops a fix
            if os.environ.get("HYBRIDLINT_STRICT_FIXERS") == "1":
                raise
            return Refusal(f"the {cls.name} fixer failed on this code ({type(exc).__name__}); "
                           "please report it")

    @staticmethod
    def receivers(*args) -> "Sequence[cst.CSTNode]":
        """The expressions the rewrite treats as legacy tensors (``offer`` refuses unless each
        is proven one); the arguments are those ``offer`` was called with."""
        return ()

    @classmethod
    def doc(cls) -> str:
        return f"### {cls.code} `{cls.name}` ({cls.applicability})\n\n{' '.join(cls.description.split())}\n"


def make_fix(ctx: FileContext, replacements: Sequence[tuple[object, str]], applicability: str,
             message: str) -> Fix | Refusal:
    """A Fix replacing each node's source span by its text; a Refusal when positions are unknown."""
    edits = []
    try:
        for node, text in replacements:
            if isinstance(node, tuple):          # (start, end) offsets already
                start, end = node
            else:
                start, end = ctx.span(node)
            edits.append(Edit(start, end, text))
    except Exception:   # positions unavailable: no fix rather than a wrong one
        return Refusal("the source positions of this code are unavailable")
    return Fix(edits=tuple(edits), applicability=applicability, message=message)


def _none_guarded(ctx: FileContext, fix: Fix) -> Fix | Refusal:
    """``fix`` of a call-site reading some call of whose helper leaves parameters at their
    ``None`` default (``Scope.site_unpassed``): kept when every edit sits in the body of an
    ``if <param> is not None:`` for each such parameter (the helper never rebinds them), code
    those calls never run; else a Refusal naming the parameter."""
    scope = ctx.scope
    guards = scope.none_guards()
    for name in sorted(scope.site_unpassed):
        bodies = []
        for stmt in guards.get(name, ()):
            start, _ = ctx.span(stmt.body.body[0])
            _, end = ctx.span(stmt.body.body[-1])
            bodies.append((start, end))
        if not all(any(a <= e.start and e.end <= b for a, b in bodies) for e in fix.edits):
            return Refusal(f"`{scope.func.name.value}` is also called without `{name}` (left at "
                           f"`None`), and this line is not under `if {name} is not None:`, so the "
                           "rewrite would also run for that call")
    return fix


_MODULE_SKIP = frozenset({"_util"})


@functools.lru_cache(maxsize=1)
def _discover() -> tuple[type[Fixer], ...]:
    found: list[type[Fixer]] = []
    for info in pkgutil.iter_modules(__path__):
        if info.name.startswith("_") or info.name in _MODULE_SKIP:
            continue
        mod = importlib.import_module(f"{__name__}.{info.name}")
        for value in vars(mod).values():
            if (isinstance(value, type) and issubclass(value, Fixer) and value is not Fixer
                    and value.__module__ == mod.__name__ and value.code):
                found.append(value)
    return tuple(sorted(found, key=lambda f: (f.code, f.name)))


def all_fixers() -> list[type[Fixer]]:
    return list(_discover())


def fixers_for(code: str) -> list[type[Fixer]]:
    return [f for f in _discover() if f.code == code.upper()]
