"""The rule framework: the :class:`Rule` base class and the :class:`Invalid` example type.

How to write a rule
===================

A rule is one module ``rules/hybNNN_<name>.py`` holding one subclass of
:class:`Rule`; ``hybridlint.rules.all_rules()`` finds it, the generic tests in
``tests/rules/`` run its ``VALID``/``INVALID`` examples, and ``doc()`` renders
its documentation.  Adding a rule is adding a file.

Class attributes (data, also the documentation)::

    code = "HYB001"                      # stable, never reused
    name = "ndarray-only-attribute"      # kebab-case, names the pattern
    message = "`{expr}` ... use {fix}"   # str.format template for report()
    severity = "error"                   # "error" | "warning" | "info"
    fix = None                           # None | "safe" | "unsafe" (applicability)
    rationale = '''markdown with the sections What it does / Why is this bad? /
                   Example / Use instead / Fix safety'''
    VALID = ["<module source>", ...]     # must produce no finding of this code
    INVALID = [Invalid("<module source>", line=4, col=16, message="substr"), ...]

Sources are dedented before use.  An ``Invalid`` with ``fixed="<source>"``
also checks the finding's fix: applying its edits must give exactly that
source, and the result must no longer trigger the rule.

Optional class attributes:

* ``styles`` -- the kinds of hybrid scope the rule runs in; default
  ``("hybrid_forward", "helper")``.  Add ``"forward"`` to also run inside
  MXNet-2 style ``forward(self, x)`` of HybridBlocks (no ``F`` there; be
  conservative).
* ``companion = True`` -- the rule's findings are kept only inside a class that
  holds an error of another rule (``hybridlint.engine.companions``): code legal
  where the block hybridizes, worth a rewrite where it fails anyway.
* ``visit_eager_guarded = False`` -- by default the engine does not call a
  rule inside eager-only regions (``if F is nd:``, ``isinstance(x, NDArray)``,
  the else-branch of ``if F is sym:``, the rest of a block after
  ``if F is sym: return ...``).  Set True to be called there too and ask
  ``self.ctx.in_eager_guard()`` yourself.

Hooks (all optional; the engine calls them during ONE shared traversal of each
hybrid scope's body, in source order, so never walk the scope yourself):

* ``visit_<Node>(self, node)`` / ``leave_<Node>(self, node)`` for any libcst
  node class name (``visit_Attribute``, ``visit_Subscript``, ``visit_If``...).
  Return values are ignored: children are always visited.
* ``begin_scope(self, scope)`` / ``end_scope(self, scope)`` around each scope
  (``scope`` is a :class:`hybridlint.engine.scopes.Scope`: ``.func`` the
  FunctionDef (a ``cst.Lambda`` for ``nn.HybridLambda(lambda F, x: ...)``),
  ``.cls`` the HybridClass or None, ``.name``, ``.style``, ``.f_name`` the name
  bound to the F namespace or None, ``.params`` name -> Kind).
* ``check_class(self, cls)`` once per HybridBlock class of the file (``cls``
  is a :class:`hybridlint.engine.scopes.HybridClass`: ``.node``, ``.name``,
  ``.bases`` as resolved dotted names, ``.methods`` name -> FunctionDef,
  ``.param_names`` declared Gluon parameters); for rules about ``__init__``
  (child blocks).  Walk ``cls.node`` yourself there, preferably with
  ``hybridlint.engine.walk.iter_descendants`` (read-only and much faster than
  libcst's ``node.visit``, which rebuilds the tree).

Questions a rule asks through ``self.ctx`` (a
:class:`hybridlint.engine.context.FileContext`):

* ``ctx.kind(expr) -> Kind`` -- the value kind of an expression in the current
  scope: ``Kind.TENSOR`` (certainly one Symbol after hybridize),
  ``Kind.TENSOR_OR_NONE`` (``mask=None`` arguments), ``Kind.TENSOR_OR_TUPLE``
  (child-block outputs ``self.fc(x)``: may be a tuple), ``Kind.MULTI`` (``F.split``
  with several outputs), ``Kind.CONTAINER`` (python list/tuple/dict),
  ``Kind.SCALAR``, ``Kind.NONE``, ``Kind.NAMESPACE`` (F itself, ``F.contrib``),
  ``Kind.UNKNOWN``.  **Unknown is not tensor: when in doubt, stay silent.**
* ``ctx.is_tensor(expr)`` -- strict: ``Kind.TENSOR`` only (use for indexing,
  truth tests, iteration, where a tuple/None/list would be legal);
  ``ctx.is_tensor(expr, loose=True)`` also accepts TENSOR_OR_NONE and
  TENSOR_OR_TUPLE (use for attributes/methods a tuple or None lacks too).
* ``ctx.value(expr) -> Value`` (``hybridlint.engine.values``) -- ``.kind``, ``.proven``
  (certainly one legacy tensor) and ``.why`` (why not proven, quotable in a refusal).
  ``ctx.proven_tensor(expr)`` is a shortcut.  **Fixers rewrite only proven tensors.**
* ``ctx.f_path(expr)`` -- for ``F.contrib.box_nms`` returns
  ``("contrib", "box_nms")``; None when ``expr`` is not rooted at F.
* ``ctx.resolve(expr)`` -- dotted name through the file's imports:
  ``nn.Sequential`` -> ``"mxnet.gluon.nn.Sequential"``, ``mx.nd.array`` ->
  ``"mxnet.nd.array"``; None for non-name expressions.
* ``ctx.in_eager_guard()`` -- True inside an eager-only region.
* ``ctx.guard_of(test)`` -- ``"eager"`` if ``test`` being true means the eager
  path (``F is nd``, ``isinstance(x, NDArray)``), ``"symbolic"`` (``F is sym``)
  or None; for rules that inspect conditions before the walk enters them.
* ``ctx.loop_depth`` -- how many for/while loops enclose the current node.
* ``ctx.parent(node)`` -- the parent of a node visited in this traversal.
* ``ctx.scope`` -- the current scope; ``ctx.catalogue`` -- names known to
  exist in ``nd``/``sym`` (:mod:`hybridlint.engine.catalogue`).
* ``ctx.index`` -- this file's :class:`~hybridlint.engine.index.ModuleIndex`
  (imports, classes); ``ctx.project`` -- the run's
  :class:`~hybridlint.engine.index.ProjectIndex` (``verdict(dotted)``,
  ``class_verdict(index, name)``, ``find_modules(dotted)``);
  ``ctx.classes`` -- the file's HybridBlock classes.
* ``ctx.code_for(node)`` -- source text of a node; ``ctx.span(node)`` ->
  ``(start, end)`` character offsets into the file (for :class:`Edit`).
* ``ctx.module`` -- the libcst module.  For speed it holds only the top-level
  statements that can matter (imports, statements mentioning
  ``Hybrid``/``hybrid_forward``, project HybridBlock subclasses, functions
  taking ``F``); the others are blank lines (positions are unchanged).  Use
  ``ctx.index`` for facts about the whole file; ``ctx.source`` is the full text.

Fixes: a rule names each fixer it asks as data, at module level,
``DeviceConstant = FixerRef("hybridlint.fixers.device_constant:DeviceConstant")``,
and calls it like the class (``DeviceConstant.offer(self.ctx, node)``): the
fixer's module is imported when a finding first asks it, not when the rules
load (most files ask a few of the ~60 fixers, many none).  Refusal texts and
types a rule compares with come from ``hybridlint.fixers._shared``.

Reporting: ``self.report(node, message=None, *, fix=None, silent=False, **fmt)``.
The message is ``message`` or ``self.message.format(**fmt)``; position
(line/col and end) is that of ``node`` (computed lazily, only for reported
nodes); ``fix`` is a :class:`hybridlint.diagnostics.Fix` or None; ``silent``
says the construct does not fail after hybridize() but computes other values
(``len(x)`` gives 1): the finding carries ``extra["silent"]``, and ``--fix``
holds back the other fixes of a block that keeps such a construct unfixed.  The same code on the
same node is reported once.  Messages say what breaks after hybridize() and
what to write instead.
"""
from __future__ import annotations

import importlib
import textwrap
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

if TYPE_CHECKING:  # pragma: no cover
    import libcst as cst

    from hybridlint.diagnostics import Fix
    from hybridlint.engine.context import FileContext

__all__ = ["FixerRef", "Invalid", "Rule", "held_op_example", "hybrid_forward_example"]

def hybrid_forward_example(body: str, head: str, signature: str = "self, F, x") -> str:
    """An example module for ``VALID``/``INVALID``: ``head`` (imports and the class line), then a
    ``hybrid_forward(signature)`` whose body is ``body`` (one statement a line, unindented)."""
    # (one join, not a generator: ~1,400 examples are built as the rules and fixers import)
    lines = body.splitlines()
    text = "        " + "\n        ".join(lines) + "\n" if lines else ""
    return f"{head}    def hybrid_forward({signature}):\n{text}"


def held_op_example(store: str, returned: str = "self.act(self.fc(x))", args: str = "",
                    head: str = "from mxnet import nd", members: str = "") -> str:
    """An example block whose class body opens with ``members`` (lines, indented), whose
    ``__init__(self{args})`` stores ``store`` (a line) beside a Dense(4) child of 6 inputs, and
    whose hybrid_forward returns ``returned`` (HYB007's attributes holding operators)."""
    return (f"import mxnet as mx\n{head}\nfrom mxnet.gluon import HybridBlock, nn\n\n\n"
            f"class Net(HybridBlock):\n{members}    def __init__(self{args}, **kwargs):\n"
            f"        super().__init__(**kwargs)\n        {store}\n"
            f"        with self.name_scope():\n            self.fc = nn.Dense(4, in_units=6)\n\n"
            f"    def hybrid_forward(self, F, x):\n        return {returned}\n")



class FixerRef:
    """A fixer (or another entry point of a fixer module) named by ``"module:attribute"``, and
    imported the first time it is used: an attribute read, a call, or ``isinstance(x, ref)``.

    The rules' registry of their fixers: a rule module binds one per fixer it asks, under the
    fixer's own name, so its code reads as if it held the class. The fixers sit beside the rules
    (one layer), so this is not a way around an import the layers forbid; it only moves the
    import of each fixer module from rule import to the first finding that asks it (or a test
    or ``--fix`` run that does). An unknown path raises ``ImportError``/``AttributeError`` at
    that first use; ``tests/rules/test_fixer_refs.py`` resolves every rule's refs.
    """

    __slots__ = ("_target", "path")

    def __init__(self, path: str) -> None:
        module, sep, attribute = path.partition(":")
        if not (sep and module and attribute):
            raise ValueError(f"a fixer is named `module:attribute`, not `{path}`")
        self.path = path
        self._target: Any = None

    def load(self) -> Any:
        target = self._target
        if target is None:
            module, _, attribute = self.path.partition(":")
            target = self._target = getattr(importlib.import_module(module), attribute)
        return target

    def __getattr__(self, name: str) -> Any:
        # only names the ref itself lacks arrive here (``offer``, ``name``, ``stack_of``...); its own
        # slots arrive only while unset (a copy made without __init__), and dunder names only from
        # protocols asking about the ref itself (copy's ``__deepcopy__``): neither is forwarded
        if name in FixerRef.__slots__ or (name.startswith("__") and name.endswith("__")):
            raise AttributeError(name)
        return getattr(self.load(), name)

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return self.load()(*args, **kwargs)

    def __instancecheck__(self, instance: Any) -> bool:
        return isinstance(instance, self.load())

    def __repr__(self) -> str:
        return f"FixerRef({self.path!r})"


@dataclass(frozen=True)
class Invalid:
    """An example that must produce exactly one finding of the rule.

    ``line``/``col`` (1-based) are checked when non-zero; ``message`` is a
    substring the finding's message must contain; ``fixed`` is the expected
    source after applying the rule's fix (for fixers).
    """

    code: str
    line: int = 0
    col: int = 0
    message: str | None = None
    fixed: str | None = None


class Rule:
    """Base class of every rule; see the module docstring."""

    code: ClassVar[str] = ""
    name: ClassVar[str] = ""
    message: ClassVar[str] = ""
    severity: ClassVar[str] = "error"
    fix: ClassVar[str | None] = None
    rationale: ClassVar[str] = ""
    VALID: ClassVar[list[str]] = []
    INVALID: ClassVar[list[Invalid]] = []

    styles: ClassVar[tuple[str, ...]] = ("hybrid_forward", "helper")
    visit_eager_guarded: ClassVar[bool] = False
    # findings that matter only beside another rule's error in their class (engine/companions.py)
    companion: ClassVar[bool] = False

    def __init__(self, ctx: "FileContext") -> None:
        self.ctx = ctx

    def report(self, node: "cst.CSTNode", message: str | None = None, *,
               fix: "Fix | None" = None, silent: bool = False, **fmt: Any) -> None:
        if message is None:
            message = self.message.format(**fmt) if fmt else self.message
        self.ctx.add_report(self, node, message, fix, silent)

    @classmethod
    def doc(cls) -> str:
        """The rule's own documentation as markdown; ``hybridlint.ruledocs.rule_doc`` adds the
        fixers' sections (the fixers sit above this API)."""
        head = f"# {cls.code} `{cls.name}`\n\n"
        meta = f"Severity: **{cls.severity}**. Fix: **{cls.fix or 'none'}**.\n\n"
        return head + meta + textwrap.dedent(cls.rationale).strip() + "\n"

    @classmethod
    def summary(cls) -> str:
        """First sentence of the "What it does" section, for tables."""
        text = textwrap.dedent(cls.rationale).strip().splitlines()
        for i, line in enumerate(text):
            if line.strip().lower().startswith("## what it does"):
                para = []
                for nxt in text[i + 1:]:
                    if not nxt.strip():
                        if para:
                            break
                        continue
                    if nxt.lstrip().startswith("#"):
                        break
                    para.append(nxt.strip())
                sentence = " ".join(para)
                # a sentence ends at ". " outside backticks (`x.T` holds a dot)
                in_code = False
                for k, ch in enumerate(sentence):
                    if ch == "`":
                        in_code = not in_code
                    elif ch == "." and not in_code and (k + 1 == len(sentence) or sentence[k + 1] == " "):
                        return sentence[:k + 1]
                return sentence
        return cls.name
