"""Which parts of a file the libcst parse needs: the rest is blanked before parsing.

The libcst parse is most of the linter's time (about a microsecond per
character, eight times the stdlib parser), so analyze() hands it only what
the scope finder and the rules can read, with every other line emptied: line
numbers and columns stay those of the file, and the stdlib ``ast`` tree
(parsed first, at C speed) decides what goes.

Top level: imports (and ``try``/``if`` blocks holding imports) stay; classes
and functions stay when they can hold hybrid code (they mention ``Hybrid`` or
``hybrid_forward``, or are subclasses of a project HybridBlock) or take an
``F`` parameter.  Of those, three kinds are blanked again because nothing can
read them:

* a function that takes no ``F`` and holds no class and no lambda (or a class that is not a
  block and holds neither), unless its name appears in kept code that may be or hold a scope (a model-zoo
  factory whose docstring says "HybridBlock" goes; ``def _head(ops, x)``
  called as ``_head(F, x)`` or ``def _norm(w)`` called as ``_norm(weight)``
  from a hybrid_forward stays): helpers are only ever found through calls
  from scopes;
* a class the scope finder would not take (the project index proves it is not
  a HybridBlock, or its bases are unknown and it has no
  ``hybrid_forward(self, F, ...)``) that holds no class and no lambda;
* inside a kept class, a method that nothing reads: see
  :func:`_method_needed` for what is kept whoever calls it; the others stay
  only when scope-like code names them.  This step is only taken while every
  rule with a ``check_class`` hook is one whose needs are listed in
  ``CLASS_HOOK_NEEDS`` (a new class-level rule sees whole classes until it is
  added there).

A file left with no class that can be hybrid is not parsed by libcst at all, nor one whose
kept statements hold no class the scope finder would take, no lambda that could be a
``HybridLambda``'s and no function handed to tracing by name (``HybridLambda(fn)``,
``HybridLambda(function=fn)``, ``X.hybrid_forward = fn``, ``type(name, bases,
dict(hybrid_forward=fn))``: :func:`hands_function`, whose text test
:func:`hands_function_text` is also the scope finder's; such a statement is never blanked)
(:func:`_may_hold_scope`): a function kept for the word "HybridBlock" and a
plain class nested in it gives the finder nothing to start from.

``FileContext.code_for`` gives back the original text of a class whose
methods were blanked, so fixers that read a whole class see all of it.
"""
from __future__ import annotations

import ast
import re
from dataclasses import dataclass, field

from .astwalk import walk as ast_walk
from .index import HYBRID, NOT_HYBRID, ModuleIndex, ProjectIndex, ast_dotted

NEWLINE = re.compile(r"\r\n|\r|\n")

# Class-level rules (``check_class`` hooks) whose needs _method_needed() covers, by code:
# HYB010 reads the methods other than hybrid_forward/forward for child registrations
# (``self.x = ...``, ``setattr(self, ...)``, ``.add(...)``, ``.register_child(...)``);
# HYB016 reads calls of ``Constant`` (a PARAM_FACTORIES name: a method naming it is kept);
# HYB018 reads ``forward`` and ``hybrid_forward`` of the class and its bases (_SCOPES: always kept).
CLASS_HOOK_NEEDS = frozenset({"HYB010", "HYB016", "HYB018"})

def word_start(name: str) -> str:
    r"""Pattern text for ``\bNAME``, led by the literal: ``NAME(?<!\wNAME)``. The same matches
    (before a word character, ``\b`` means no word character precedes it), but the regex engine
    scans for a literal first at C speed, while a pattern led by ``\b`` is tried at every
    character: a whole-file search 4-30x slower (the eager-module spellings, ~3% of a cold corpus
    run's CPU). A name that does not start with a word character keeps ``\b``."""
    escaped = re.escape(name)
    if not name or not (name[0].isalnum() or name[0] == "_"):
        return r"\b" + escaped
    return f"{escaped}(?<!\\w{escaped})"


# Callees whose calls declare Gluon parameters (declared.declared_params reads them).
PARAM_FACTORIES = frozenset({"get", "get_constant", "Parameter", "Constant"})
# Calls that register child blocks (HYB010).
_REGISTRATIONS = frozenset({"setattr", "add", "register_child"})
_TRIGGER_CALLS = re.compile(f"(?:{'|'.join(word_start(n) for n in sorted(PARAM_FACTORIES | _REGISTRATIONS))})\\b")
# Methods the scope finder, the rules and the fixers always read; the first two may be scopes.
# (a `hybridize` override that raises makes the class's hybrid code eager-only: scopes.py reads it)
_SCOPES = frozenset({"hybrid_forward", "forward"})
_ALWAYS = _SCOPES | {"__init__", "hybridize"}


@dataclass
class Reduction:
    text: str                              # the source with unneeded lines emptied
    kept: list[ast.stmt]                   # the top-level statements left in ``text``
    blanked: set[int] = field(default_factory=set)  # lines emptied inside kept classes
    # ``text`` with the bodies of the methods whose ``def`` lines are in ``stubbed`` (each
    # ``__init__``, and each other method kept only for what it holds that no scope-like code
    # names) replaced by ``pass`` (lines kept): what libcst parses first (stubs.py); None if none
    stubbed_text: str | None = None
    stubbed: set[int] = field(default_factory=set)
    # lines emptied between the kept top-level statements (and after the last): what the libcst
    # parse is not handed at all (without_gaps)
    gaps: set[int] = field(default_factory=set)

    def without_gaps(self, text: str) -> "tuple[str, list[int] | None]":
        """``text`` (``self.text`` or ``self.stubbed_text``) without its gap lines, and the line of
        ``text`` each of its lines is (None when nothing is left out).

        libcst builds nodes for every empty line (a quarter of the lines it was handed over the
        pinned corpus were such gaps, ~8% of its parse).  The lines of each kept statement stay
        together and unchanged, so a statement's positions, generated from its line in the
        stdlib tree (``FileContext._statement_positions``), are those of the file; positions
        generated for the whole module go through the returned lines."""
        if not self.gaps:
            return text, None
        pieces, ends = _split_lines(text)
        lines = [n for n in range(1, len(pieces) + 1) if n not in self.gaps]
        return "".join(pieces[n - 1] + ends[n - 1] for n in lines), lines


def first_line(stmt: ast.stmt) -> int:
    decos = getattr(stmt, "decorator_list", None)
    return min([stmt.lineno] + [d.lineno for d in decos]) if decos else stmt.lineno


def _last_line(stmt: ast.stmt) -> int:
    return getattr(stmt, "end_lineno", None) or stmt.lineno


def takes_f(stmt: ast.AST) -> bool:
    if not isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)):
        return False
    a = stmt.args
    return any(p.arg == "F" for p in (*a.posonlyargs, *a.args, *a.kwonlyargs))


def _relevant(stmt: ast.stmt, text: str, index: ModuleIndex, project: ProjectIndex,
              ) -> tuple[bool, bool]:
    """(keep the statement, it may hold a hybrid class)."""
    if isinstance(stmt, (ast.Import, ast.ImportFrom)):
        return True, False
    if "hybrid_forward" in text or "Hybrid" in text:
        return True, True
    if isinstance(stmt, ast.ClassDef) and project.class_verdict(index, stmt.name) == HYBRID:
        return True, True
    if isinstance(stmt, ast.ClassDef) and stmt.bases and "self, F," in text \
            and overrides_f_methods(stmt.body):
        return True, True
    if takes_f(stmt):
        return True, False
    if isinstance(stmt, (ast.Try, ast.If)) and "import" in text:
        return True, False
    return False, False


# A function handed to MXNet's tracing without a HybridBlock class of its own, as text (scopes.py
# ``_find_handed_functions`` takes it from here, so that a statement this module keeps for it and
# the scope finder's walk agree): ``nn.HybridLambda(fn)`` or ``HybridLambda(self.fn)`` by name,
# positionally or as the ``function=`` keyword (MXNet 1.9.1 traces ``HybridLambda(function=fn)``
# with Symbols as it does ``HybridLambda(fn)``), but not a lambda (found as a lambda) nor an
# operator's name (``HybridLambda('tanh')``); ``X.hybrid_forward = fn``.
_NAMED_LAMBDA = re.compile(r"HybridLambda\((?:[^()]*?\bfunction\s*=\s*|\s*)(?!lambda\b)[A-Za-z_][\w.]*\s*[,)]")
_INSTALLS = re.compile(r"\.hybrid_forward\s*=[^=]")
# `self.<attr> = name` / `self.<attr> = name if ... else other`: the names a held function may be
_SELF_NAME_STORE = re.compile(r"self\.\w+\s*=\s*\(?\s*([A-Za-z_]\w*)\b(?!\s*[.(\[])(?:[^\n]*?\belse\s+([A-Za-z_]\w*))?")
# a class namespace for type(name, bases, namespace): dict(hybrid_forward=fn) or {'hybrid_forward': fn}
# (led by the literal, which the regex engine finds fast; a loose gate, the finder checks the call)
_NAMESPACE_KEY = re.compile(r"""hybrid_forward['"]?\s*[=:]""")


def hands_function_text(text: str) -> bool:
    """``text`` may hand a function to tracing by name (a cheap test: the scope finder checks
    that the name is a function)."""
    return ("HybridLambda" in text and _NAMED_LAMBDA.search(text) is not None) or (
        ".hybrid_forward" in text and _INSTALLS.search(text) is not None) or _builds_class_text(text)


def _builds_class_text(text: str) -> bool:
    return "type(" in text and "hybrid_forward" in text and _NAMESPACE_KEY.search(text) is not None


def hands_function(stmt: ast.stmt, text: str) -> bool:
    """``stmt`` hands a function to tracing by name: ``HybridLambda(fn)`` (or ``function=fn``),
    an assignment to an attribute ``hybrid_forward``, or a class built by ``type(name, bases,
    namespace)`` with a ``hybrid_forward`` in its namespace."""
    if "HybridLambda" in text and _NAMED_LAMBDA.search(text):
        return True
    if _builds_class_text(text) and any(type(node) is ast.Call and type(node.func) is ast.Name
                                        and node.func.id == "type" and len(node.args) == 3
                                        for node in ast_walk(stmt)):
        return True
    # (a text test first: `super().hybrid_forward(F, x)` is common, an assignment rare)
    if ".hybrid_forward" not in text or not _INSTALLS.search(text):
        return False
    return any(type(node) is ast.Assign and any(type(t) is ast.Attribute and t.attr == "hybrid_forward"
                                                 for t in node.targets)
               for node in ast_walk(stmt))


def _constructed_in(name: str, text: str) -> bool:
    """``name(`` appears in ``text``: a class built there (not only named, as in isinstance)."""
    return re.search(rf"{word_start(name)}\s*\(", text) is not None


def _droppable_function(stmt: ast.stmt, text: str) -> bool:
    """A kept top-level function that only matters if kept code names it (see module doc)."""
    return (isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)) and not takes_f(stmt)
            and "lambda" not in text and not _holds_class(stmt.body) and not hands_function(stmt, text))


def _droppable_class(stmt: ast.stmt, text: str, index: ModuleIndex, project: ProjectIndex) -> bool:
    """A class the scope finder would not take (not a HybridBlock, and no
    ``hybrid_forward(self, F, ...)`` making it one by convention) holding no class and no lambda."""
    if not isinstance(stmt, ast.ClassDef) or "lambda" in text or _holds_class(stmt.body) \
            or hands_function(stmt, text):
        return False
    verdict = project.class_verdict(index, stmt.name)
    if verdict == HYBRID:
        return False
    if verdict == NOT_HYBRID:
        return True
    hf = None
    for item in stmt.body:       # the last definition wins, as in the class summary
        if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)) and item.name == "hybrid_forward":
            hf = item
    if hf is None:
        return not (stmt.bases and overrides_f_methods(stmt.body))
    return len(hf.args.posonlyargs) + len(hf.args.args) < 2


def overrides_f_methods(body: list[ast.stmt]) -> bool:
    """A class body with no ``forward``/``hybrid_forward`` whose methods take ``F`` right after
    ``self`` and call operators on it: a subclass overriding the F-methods of a block its file
    cannot resolve (a GluonCV loss whose ``hybrid_forward`` calls ``self._aux_forward(F, ...)``).
    ``F.`` calls are required so that a parameter merely named F is no evidence."""
    methods = [s for s in body if isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef))]
    if any(m.name in _SCOPES for m in methods):
        return False
    for m in methods:
        args = m.args.args
        if len(args) >= 2 and args[1].arg == "F" and any(
                isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute)
                and isinstance(n.func.value, ast.Name) and n.func.value.id == "F"
                for n in ast_walk(m)):
            return True
    return False


def _holds_class(body: list[ast.stmt]) -> bool:
    """Whether a class statement is nested anywhere in these statements (classes are statements:
    expressions are not walked)."""
    stack = list(body)
    while stack:
        stmt = stack.pop()
        t = type(stmt)
        if t is ast.ClassDef:
            return True
        if t is ast.Expr or t is ast.Assign or t is ast.Return or t is ast.AugAssign or t is ast.Raise:
            continue
        _push_blocks(stmt, stack)
    return False


def _push_blocks(stmt: ast.stmt, stack: list[ast.stmt]) -> None:
    for name in ("body", "orelse", "finalbody"):
        block = getattr(stmt, name, None)
        if type(block) is list:
            stack.extend(block)
    for handler in getattr(stmt, "handlers", ()):
        stack.extend(handler.body)
    for case in getattr(stmt, "cases", ()):
        stack.extend(case.body)


def _method_needed(fn: ast.FunctionDef | ast.AsyncFunctionDef, text: str) -> tuple[bool, bool]:
    """(anything can read this method of a kept class, its body may hold or be a scope).

    Needed: hybrid_forward, forward, __init__, hybridize, methods taking ``F`` (F-helpers by
    convention), and methods holding any of: an assignment to ``self.<attr>``
    (child blocks, declared parameters: declared.declared_params, HYB010),
    a call of ``get``/``get_constant``/``Parameter``/``Constant`` (declared
    parameters), of ``setattr``/``.add``/``.register_child`` (HYB010's child
    registrations), a class (nested HybridBlocks) or a lambda
    (``nn.HybridLambda(lambda F, x: ...)``).  Scope-like: hybrid_forward,
    forward, methods taking ``F``, and methods holding a class or a lambda.
    Other methods stay when scope-like code names them (:func:`reduce_source`).

    Calls and lambdas are found in the text (any mention keeps the method:
    cheaper than walking every expression, and never less safe); classes and
    assignments to ``self.<attr>`` by a walk over the statements only.
    """
    if fn.name in _SCOPES or takes_f(fn):
        return True, True
    if "lambda" in text or _holds_class(fn.body):
        return True, True
    if fn.name in _ALWAYS or _TRIGGER_CALLS.search(text) is not None:
        return True, False
    return _assigns_self_attribute(fn.body), False


def _assigns_self_attribute(body: list[ast.stmt]) -> bool:
    stack = list(body)
    while stack:
        stmt = stack.pop()
        t = type(stmt)
        if t is ast.Assign or t is ast.AnnAssign:
            for target in (stmt.targets if t is ast.Assign else (stmt.target,)):
                if (type(target) is ast.Attribute and type(target.value) is ast.Name
                        and target.value.id == "self"):
                    return True
            continue
        if t is ast.Expr or t is ast.Return or t is ast.AugAssign or t is ast.Raise:
            continue
        _push_blocks(stmt, stack)
    return False


def function_table(body: list[ast.stmt], name: str) -> list[str] | None:
    """The names of the module-level ``NAME = {key: function_name, ...}`` dict literal, when the
    module binds ``NAME`` once and every other mention is a ``NAME[...]`` read: no
    ``NAME[k] = f``, ``global``, ``NAME.update(...)`` or bare handle that could change what it
    holds (a helper picked from it, ``self._pool = POOLS[pool]``, is one of these names)."""
    table = _bound_once(body, name)
    if type(table) is not ast.Dict or not table.values or None in table.keys \
            or not all(type(v) is ast.Name for v in table.values):
        return None
    return [v.id for v in table.values] if _only_used(body, name, _is_table_read) else None


# `for step in STEPS:` / `for step in (shift, scale):`: (loop name, the display's opening or the
# name looped over), the only loops function_sequence and scopes.ScopeFinder._loop_picks read
# (no \b before `for`: the literal prefix lets the scan skip ahead; a match inside a longer word
# only costs a look at the function it names)
LOOP_OVER_FUNCTIONS = re.compile(r"for\s+(\w+)\s+in\s+(?:([(\[])\s*\w+\s*[,)\]]|(\w+)\s*:)")


def looped_over(source: str) -> "list[tuple[str, str]]":
    """(the name a ``for`` binds, the name it loops over or "" for a display of bare names) for
    each loop LOOP_OVER_FUNCTIONS finds in the text."""
    return [(t, n) for t, _, n in LOOP_OVER_FUNCTIONS.findall(source)] if "for " in source else []


def function_sequence(body: list[ast.stmt], name: str) -> list[str] | None:
    """The names of the module-level ``NAME = (f, g, ...)`` tuple or list display, when the
    module binds ``NAME`` once and every other mention is what a ``for`` loop iterates (a loop
    over it calls each function in turn: no ``NAME.append(h)``, subscript, ``global`` or bare
    handle that could change what it holds)."""
    seq = _bound_once(body, name)
    if type(seq) not in (ast.Tuple, ast.List) or not seq.elts or not all(type(e) is ast.Name for e in seq.elts):
        return None
    return [e.id for e in seq.elts] if _only_used(body, name, _is_loop_over) else None


def _bound_once(body: list[ast.stmt], name: str) -> ast.expr | None:
    """The value of the module's one top-level ``NAME = value``; None when there is none or more."""
    found = [stmt.value for stmt in body
             if type(stmt) is ast.Assign and len(stmt.targets) == 1
             and type(stmt.targets[0]) is ast.Name and stmt.targets[0].id == name]
    return found[0] if len(found) == 1 else None


def _is_table_read(node: ast.AST, name: str) -> bool | None:
    """True for a ``NAME[...]`` read, None (disqualifying) for a ``NAME[...]`` store or delete."""
    if type(node) is ast.Subscript and type(node.value) is ast.Name and node.value.id == name:
        return True if type(node.ctx) is ast.Load else None
    return False


def _is_loop_over(node: ast.AST, name: str) -> bool:
    return (type(node) is ast.For or type(node) is ast.AsyncFor) and type(node.iter) is ast.Name \
        and node.iter.id == name


def _only_used(body: list[ast.stmt], name: str, use) -> bool:
    """Every mention of ``NAME`` but its one binding is a ``use`` (``use`` answers True for one,
    None to disqualify the module), and no function declares it ``global``/``nonlocal``."""
    uses = mentions = 0
    for node in ast_walk(ast.Module(body=body, type_ignores=[])):
        t = type(node)
        if t is ast.Name and node.id == name:
            mentions += 1
            continue
        if (t is ast.Global or t is ast.Nonlocal) and name in node.names:
            return False
        got = use(node, name)
        if got is None:
            return False
        uses += got
    return mentions == uses + 1


def _split_lines(source: str) -> tuple[list[str], list[str]]:
    """Lines without their ends, and the ends (the last one ""), as ``ast`` counts lines."""
    if "\r" not in source:
        pieces = source.split("\n")
        return pieces, ["\n"] * (len(pieces) - 1) + [""]
    return NEWLINE.split(source), NEWLINE.findall(source) + [""]


def _lines_of(pieces: list[str], stmt: ast.stmt) -> str:
    return "\n".join(pieces[first_line(stmt) - 1:_last_line(stmt)])


def _is_function(stmt: ast.stmt) -> bool:
    return isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef))


def reduce_source(source: str, tree: ast.Module, index: ModuleIndex, project: ProjectIndex,
                  blank_methods: bool = True, stub_inits: bool = False) -> Reduction | None:
    """The source with irrelevant statements blanked; None when no statement can hold hybrid code.

    What stays is decided in two steps: what is needed whoever calls it (see
    the module doc and :func:`_method_needed`), then, transitively, every
    droppable function or method whose name appears in the text of code that
    may be or hold a scope (hybrid_forward, forward, code taking ``F``, code
    holding a class or a lambda): those are the only places an F-helper call
    can come from.
    """
    pieces, ends = _split_lines(source)
    kept_ids: set[int] = set()
    roots: list[str] = []                              # text of scope-like kept code
    optional: dict[str, list[ast.stmt]] = {}           # droppable functions and methods by name
    any_class = False
    tables: dict[str, ast.stmt] = {}                   # module dicts of functions by name
    looped: set[str] | None = None                     # names `for` loops go over (asked once)
    needed_text: list[str] = []                        # __init__ & co. of kept classes
    stubbable: list[ast.stmt] = []                     # methods the first parse may leave out
    # methods kept for what they hold (a trigger word, a `self.x =`) but not scope-like, by name:
    # scope-like code naming one makes it a possible helper whose own callees must stay
    callable_kept: dict[str, list[str]] = {}
    # classes of this file another class of it lists as a base: a mixin's methods run as the
    # subclass's own (`class Net(StatsMixin, HybridBlock)` then `self.spread(F, y)`), so such a
    # class is kept like scope-like code (scopes.ScopeFinder._mixin_method)
    based_on = {b.id if isinstance(b, ast.Name) else b.attr
                for cls in tree.body if isinstance(cls, ast.ClassDef)
                for b in cls.bases if isinstance(b, (ast.Name, ast.Attribute))}
    own_classes = {cls.name for cls in tree.body if isinstance(cls, ast.ClassDef)}
    for stmt in tree.body:
        text = _lines_of(pieces, stmt)
        k, c = _relevant(stmt, text, index, project)
        if not k and isinstance(stmt, ast.ClassDef) and stmt.name in based_on and "self" in text:
            k = True
        if not k:
            if _is_function(stmt) and not _holds_class(stmt.body):
                # a helper without F stays if hybrid code calls it with a tensor (scopes.py); a
                # lambda inside (`reduce(lambda a, b: a * b, w.shape)`) does not change that
                optional.setdefault(stmt.name, []).append(stmt)
            elif (type(stmt) is ast.Assign and type(stmt.value) is ast.Dict and len(stmt.targets) == 1
                  and type(stmt.targets[0]) is ast.Name
                  and function_table(tree.body, stmt.targets[0].id) is not None):
                # a table of functions stays if code that may be or build a scope picks from it
                # (scopes.ScopeFinder._held_table_pick): the functions it names may be helpers
                tables[stmt.targets[0].id] = stmt
            elif (type(stmt) is ast.Assign and len(stmt.targets) == 1 and type(stmt.targets[0]) is ast.Name
                  and ((type(stmt.value) is ast.Call and "partial(" in text)
                       or (type(stmt.value) in (ast.Tuple, ast.List)
                           and stmt.targets[0].id in (looped if looped is not None
                                                      else (looped := {n for _, n in looped_over(source)}))
                           and function_sequence(tree.body, stmt.targets[0].id) is not None))):
                # `_rescale = functools.partial(rescale, target=2.0)`: hybrid code calling
                # `_rescale` runs the module function it names (scopes.ScopeFinder._module_partial);
                # `STEPS = (shift, scale)` that hybrid code loops over calls each (_loop_picks).
                # The functions stay with it, as the text kept here names them
                optional.setdefault(stmt.targets[0].id, []).append(stmt)
            elif isinstance(stmt, ast.ClassDef) and "lambda" not in text and not _holds_class(stmt.body) \
                    and project.class_verdict(index, stmt.name) != NOT_HYBRID:
                # a plain class (not a Gluon block) stays if hybrid code builds it: its methods may
                # run on the tensors hybrid code hands them (scopes._held_object_method)
                optional.setdefault(stmt.name, []).append(stmt)
            continue
        if c and _droppable_function(stmt, text):
            optional.setdefault(stmt.name, []).append(stmt)
            continue
        if c and _droppable_class(stmt, text, index, project):
            continue
        any_class = any_class or c
        kept_ids.add(id(stmt))
        if isinstance(stmt, ast.ClassDef) and blank_methods:
            _split_class(stmt, pieces, kept_ids, roots, optional, needed_text, stubbable,
                         callable_kept)
        elif not isinstance(stmt, (ast.Import, ast.ImportFrom)):
            roots.append(text)
    if not any_class:
        return None
    # a table `__init__` picks a helper from (`self._pool = POOLS[pool]`): read as scope-like
    # code, so the functions it names stay as helpers do
    init_text = "\n".join(needed_text + roots)
    for name, stmt in tables.items():
        if name in init_text and re.search(rf"{word_start(name)}\b", init_text):
            kept_ids.add(id(stmt))
            roots.append(_lines_of(pieces, stmt))
    # a module function `__init__` binds with `functools.partial(rescale, target=2.0)` on self:
    # hybrid code calling the attribute runs it (scopes.ScopeFinder._held_partial)
    partials = set(re.findall(r"\bpartial\(\s*(\w+)", init_text)) if "partial(" in init_text else ()
    for name in [n for n in partials if n in optional]:
        if all(_is_function(stmt) for stmt in optional[name]):
            for stmt in optional.pop(name):
                kept_ids.add(id(stmt))
                roots.append(_lines_of(pieces, stmt))
    # a module function `__init__` stores on self by its bare name (`self.partition =
    # window_partition`, or a choice `f if c else g`): hybrid code calling the attribute runs it
    # (scopes.ScopeFinder._held_function)
    for found in _SELF_NAME_STORE.findall(init_text) if "self." in init_text else ():
        for name in [n for n in found if n in optional]:
            if all(_is_function(stmt) for stmt in optional[name]):
                for stmt in optional.pop(name):
                    kept_ids.add(id(stmt))
                    roots.append(_lines_of(pieces, stmt))
    # a module function that builds a Sequential and is called where children are declared
    # (`self.body = conv_bn(8, 3)`): declared.sequential_builders reads it
    while needed_text and optional:
        text = "\n".join(needed_text)
        needed_text = []
        for name in [n for n in optional if n in text and re.search(rf"{word_start(n)}\b", text)]:
            if all(isinstance(stmt, ast.ClassDef) for stmt in optional[name]):
                # a plain object `__init__` builds (`self.issm = LevelTrendISSM()`): hybrid code
                # may call its methods, so it is read as scope-like code
                if not _constructed_in(name, text):
                    continue
                for stmt in optional.pop(name):
                    kept_ids.add(id(stmt))
                    roots.append(_lines_of(pieces, stmt))
                continue
            # ... or builds a block class of this file (`self.vgg = get_vgg(16)` returning
            # `VGG(...)`): declared.chain_facts reads what that block's Sequentials hold
            builders = [stmt for stmt in optional[name]
                        if _is_function(stmt) and ("Sequential" in _lines_of(pieces, stmt) or any(
                            _constructed_in(c, _lines_of(pieces, stmt)) for c in own_classes))]
            if len(builders) != len(optional[name]):
                continue
            for stmt in optional.pop(name):
                kept_ids.add(id(stmt))
                needed_text.append(_lines_of(pieces, stmt))
    while roots and (optional or callable_kept):
        text = "\n".join(roots)
        # (a substring test first: most candidates are not mentioned at all)
        found = [name for name in optional
                 if name in text and re.search(rf"{word_start(name)}\b", text) is not None
                 and (not all(isinstance(stmt, ast.ClassDef) for stmt in optional[name])
                      or _constructed_in(name, text))]
        reached = [name for name in callable_kept
                   if name in text and re.search(rf"{word_start(name)}\b", text) is not None]
        roots = []
        for name in reached:
            # already kept; what it calls may run on the tensors scope-like code hands it
            roots.extend(callable_kept.pop(name))
        for name in found:
            for stmt in optional.pop(name):
                kept_ids.add(id(stmt))
                roots.append(_lines_of(pieces, stmt))
    blanked: set[int] = set()
    for stmt in tree.body:
        if id(stmt) in kept_ids and isinstance(stmt, ast.ClassDef):
            blanked |= _blanked_methods(stmt, kept_ids)
    kept_lines: set[int] = set()
    spans = []
    for stmt in tree.body:
        first, last = first_line(stmt), _last_line(stmt)
        spans.append((first, last))
        if id(stmt) in kept_ids:
            kept_lines.update(range(first, last + 1))
    # a statement sharing a line with a kept one (`a = 1; import b`) is kept whole
    changed = True
    while changed:
        changed = False
        for first, last in spans:
            rng = range(first, last + 1)
            if any(i in kept_lines for i in rng) and not all(i in kept_lines for i in rng):
                kept_lines.update(rng)
                changed = True
    kept_lines -= blanked
    kept = [stmt for stmt, (first, _) in zip(tree.body, spans) if first in kept_lines]
    lambdas = "HybridLambda" in source
    if not any(_may_hold_scope(stmt, pieces, lambdas, index, project) for stmt in kept):
        return None
    out = [(pieces[i] if (i + 1) in kept_lines else "") + ends[i] for i in range(len(pieces))]
    # a method scope-like code names (`reached` above) may be a helper the scope finder reads,
    # which would trip: of the methods kept for what they hold, only the others are left out of
    # the first parse (a fifth of the parsed nodes of the corpus were such methods).  A text that
    # may hand a function to tracing by name has none: the scope finder then walks every def
    # body of the file for it (ScopeFinder._find_handed_functions, same text test), so a stubbed
    # body would surely trip, and the stubbed analysis be thrown away (a trip costs time only)
    stub_inits = stub_inits and not hands_function_text(source)
    stubbable = [fn for fn in stubbable if fn.lineno in kept_lines
                 and (fn.name == "__init__" or fn.name in callable_kept)] if stub_inits else []
    return Reduction(text="".join(out), kept=kept, blanked=blanked,
                     stubbed_text=_stub_text(out, pieces, ends, stubbable) if stubbable else None,
                     stubbed={fn.lineno for fn in stubbable},
                     gaps=_gaps(pieces, kept_lines | blanked))


def _gaps(pieces: list[str], inside: set[int]) -> set[int]:
    """The emptied lines outside the kept top-level statements (``inside``: their lines) that
    the libcst parse can go without: not the first line (libcst takes the file's newline from
    the first line end), nor one that a backslash at the end of the line before continues."""
    gaps: set[int] = set()
    previous = ""        # the last line handed on, emptied or not
    for n in range(1, len(pieces) + 1):
        if n in inside:
            previous = pieces[n - 1]
        elif n == 1 or previous.endswith("\\"):
            previous = ""
        else:
            gaps.add(n)
    return gaps


def _may_hold_scope(stmt: ast.stmt, pieces: list[str], lambdas: bool, index: ModuleIndex,
                    project: ProjectIndex) -> bool:
    """Whether the scope finder can find anything in this kept statement: a class it takes as a
    HybridBlock (at any depth of statements, as ``scopes._iter_statements`` looks), or, in a file
    that spells ``HybridLambda``, a lambda. Every scope starts from one of those (helpers are
    only reached from scopes), so a file whose kept statements hold neither yields no finding
    and needs no libcst parse (``quantize_net_v2``: "HybridBlock" in its docstring, a
    ``TemporaryDirectory(object)`` class inside)."""
    if lambdas and "lambda" in _lines_of(pieces, stmt):
        return True
    if hands_function(stmt, _lines_of(pieces, stmt)):
        return True
    stack = [stmt]
    while stack:
        node = stack.pop()
        if type(node) is ast.ClassDef and _may_be_taken(node, index, project):
            return True
        _push_blocks(node, stack)
    return False


def _may_be_taken(cls: ast.ClassDef, index: ModuleIndex, project: ProjectIndex) -> bool:
    """``ScopeFinder._hybrid_class`` answered from the stdlib tree, erring towards yes: the
    verdict of the class's name in this module, else (a nested class) of its bases; without a
    verdict, any method named ``hybrid_forward`` (the finder also needs two parameters), or a
    subclass overriding only F-methods (``overrides_f_methods``, which the finder takes too)."""
    verdict = project.class_verdict(index, cls.name)
    if verdict is None and cls.name not in index.classes:
        for base in cls.bases:
            # (libcst keeps `*bases` among the bases and names its value)
            dotted = ast_dotted(base.value if type(base) is ast.Starred else base)
            if dotted is None:
                continue
            if dotted in index.classes and dotted not in index.imports:
                found = project.class_verdict(index, dotted)
            else:
                found = project.verdict(index.resolve_name(dotted))
            if found == HYBRID:
                verdict = HYBRID
                break
    if verdict == HYBRID:
        return True
    if verdict == NOT_HYBRID:
        return False
    if any(_is_function(item) and item.name == "hybrid_forward" for item in cls.body):
        return True
    return bool(cls.bases) and overrides_f_methods(cls.body)


def _split_class(cls: ast.ClassDef, pieces: list[str], kept_ids: set[int], roots: list[str],
                 optional: dict[str, list[ast.stmt]], needed_text: list[str],
                 stubbable: list[ast.FunctionDef], callable_kept: dict[str, list[str]]) -> None:
    """Sort the body of a kept class into needed code, scope-like text and optional methods
    (``needed_text`` gets the text of the needed methods that are not scope-like)."""
    decided: dict[str, list[tuple[ast.stmt, bool]]] = {}
    for stmt in cls.body:
        if not _is_function(stmt):
            kept_ids.add(id(stmt))
            roots.append(_lines_of(pieces, stmt))
            continue
        text = _lines_of(pieces, stmt)
        needed, scope_like = _method_needed(stmt, text)
        decided.setdefault(stmt.name, []).append((stmt, needed))
        if scope_like:
            roots.append(text)
        elif needed:
            needed_text.append(text)
            if stmt.name not in _SCOPES and stmt.name != "hybridize" and _stubbable(stmt, pieces):
                stubbable.append(stmt)
            if stmt.name not in _ALWAYS:
                # (a word like "get" in a comment keeps `_box_encoder`; hybrid code may still
                # call it, and then the static helper it calls through the class is needed)
                callable_kept.setdefault(stmt.name, []).append(text)
    for name, group in decided.items():
        # methods of one name (property getter and setter...): the class summary keeps the
        # last one, so they stay or go together
        if any(needed for _, needed in group):
            kept_ids.update(id(m) for m, _ in group)
        else:
            optional.setdefault(name, []).extend(m for m, _ in group)


def _stubbable(fn: ast.FunctionDef | ast.AsyncFunctionDef, pieces: list[str]) -> bool:
    """A method (``__init__``, or one kept for what it holds) whose body the first libcst parse
    may leave out (stubs.py): not
    scope-like (no class, lambda or ``F`` in it: _method_needed), undecorated (a ``@use_np``
    would make what it defines numpy code), and with its body on lines of its own (not
    ``def __init__(self): pass``)."""
    if fn.decorator_list or not fn.body:
        return False
    first = fn.body[0]
    line = first_line(first)
    if line <= fn.lineno:
        return False
    return pieces[line - 1][:first.col_offset].strip() == ""


def _stub_text(out: list[str], pieces: list[str], ends: list[str], fns: list[ast.stmt]) -> str:
    """``out`` (the reduced lines with their ends) with each of ``fns``' bodies replaced by
    ``pass`` at its indentation, every line kept."""
    out = list(out)
    for fn in fns:
        first = first_line(fn.body[0])
        line = pieces[first - 1]
        out[first - 1] = line[:len(line) - len(line.lstrip())] + "pass" + ends[first - 1]
        for i in range(first, _last_line(fn)):
            out[i] = ends[i]
    return "".join(out)


def _blanked_methods(cls: ast.ClassDef, kept_ids: set[int]) -> set[int]:
    """Lines of the methods of a kept class that nothing reads (none if that would empty it)."""
    if not any(id(stmt) in kept_ids for stmt in cls.body):
        return set()     # an empty class body would not parse
    lines: set[int] = set()
    for stmt in cls.body:
        if id(stmt) not in kept_ids:
            lines.update(range(first_line(stmt), _last_line(stmt) + 1))
    return lines
