"""Input shapes a file's own code gives one of its blocks: ``foo = Foo()`` then
``foo(mx.nd.ones((10,)), mx.nd.ones((1,)))`` (the snippet of a bug report, a ``__main__`` smoke
test).

Only literal shapes count: ``nd.ones/zeros/empty/full(shape)``, ``nd.random.X(..., shape=...)``
and ``nd.array`` of a nested list literal, given directly or through a name bound once, in the
same body, to one of them; the block is a name bound once in that body to ``Cls(...)`` (or the
call ``Cls(...)(...)`` itself).  Such a call is one the file makes, so whatever fails on it
fails for the file's own use of the block; it says nothing of other calls.  Read from the stdlib
tree of the whole file, since module-level statements are blanked before the libcst parse
(reduce.py).
"""
from __future__ import annotations

import ast
from dataclasses import dataclass
from typing import Callable, TypeVar

from .astwalk import child_nodes as ast_child_nodes, code_child_nodes, walk as ast_walk, walk_statements
from .declared import keyword
from .index import ast_dotted

_MAKERS = frozenset({"ones", "zeros", "empty", "full"})
_EAGER_MODULES = ("mxnet.nd.", "mxnet.ndarray.")

Shape = tuple[int, ...]


@dataclass(frozen=True)
class CallShapes:
    """One call of an instance of a class: its line, and the literal shape of each argument
    (None where not known), positional and by keyword."""
    line: int
    positional: tuple[Shape | None, ...]
    keywords: dict[str, Shape | None]


def _shape_literal(node: ast.expr | None) -> Shape | None:
    if isinstance(node, ast.Constant) and type(node.value) is int and node.value >= 0:
        return (node.value,)
    if isinstance(node, (ast.Tuple, ast.List)):
        dims = []
        for e in node.elts:
            if not (isinstance(e, ast.Constant) and type(e.value) is int and e.value >= 0):
                return None
            dims.append(e.value)
        return tuple(dims)
    return None


def _nested_shape(node: ast.expr) -> Shape | None:
    """Shape of a rectangular nested list/tuple literal of numbers."""
    if isinstance(node, ast.Constant) and type(node.value) in (int, float, bool):
        return ()
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        return _nested_shape(node.operand)
    if isinstance(node, (ast.List, ast.Tuple)) and node.elts:
        inner = {_nested_shape(e) for e in node.elts}
        if len(inner) != 1 or None in inner:
            return None
        return (len(node.elts),) + inner.pop()
    return None


def _eager_member(node: ast.expr, resolve: Callable[[str], str]) -> list[str] | None:
    """The path below ``mxnet.nd`` of an eager call (``["random", "normal"]``), else None."""
    if not isinstance(node, ast.Call):
        return None
    dotted = ast_dotted(node.func)
    if dotted is None:
        return None
    full = resolve(dotted)
    if not full.startswith(_EAGER_MODULES):
        return None
    return full.split(".")[2:]


def _shape_given(call: ast.Call, member: list[str]) -> ast.expr | None:
    """The shape expression given to ``nd.zeros/ones/empty/full`` or ``nd.random.X(shape=...)``."""
    if member and member[0] in _MAKERS and len(member) == 1:
        return call.args[0] if call.args else keyword(call, "shape")
    if len(member) == 2 and member[0] == "random":
        return keyword(call, "shape")
    return None


def literal_shape(node: ast.expr, resolve: Callable[[str], str]) -> Shape | None:
    """The shape of an eager array built with a literal shape, else None."""
    member = _eager_member(node, resolve)
    if member is None:
        return None
    if member == ["array"] and node.args:
        return _nested_shape(node.args[0])
    return _shape_literal(_shape_given(node, member))


def _bodies(stmts: list[ast.stmt]):
    """The module body and every function body (each with its nested compound statements, not
    the functions or classes defined in it)."""
    for _, nodes in _named_bodies(stmts):
        yield nodes


def _named_bodies(stmts: list[ast.stmt]):
    """``_bodies`` with the name of the function owning each body ("" for the module)."""
    todo: list[tuple[str, list[ast.stmt]]] = [("", stmts)]
    while todo:
        owner, body = todo.pop()
        nodes: list[ast.AST] = []
        stack: list[ast.AST] = list(body)
        while stack:
            n = stack.pop()
            if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)):
                todo.append((n.name, n.body))
                continue
            if isinstance(n, (ast.ClassDef, ast.Lambda)):
                for m in n.body if isinstance(n, ast.ClassDef) else ():
                    if isinstance(m, (ast.FunctionDef, ast.AsyncFunctionDef)):
                        todo.append((m.name, m.body))
                continue
            nodes.append(n)
            # (less the context and operator leaves: every reader of these nodes looks for
            # names, calls, assignments or loops, and reads a name's context through it)
            stack.extend(code_child_nodes(n))
        yield owner, nodes


S = TypeVar("S")


def _argument_shapes(call: ast.Call, arrays: dict[str, S],
                     built_shape: Callable[[ast.expr, Callable[[str], str]], S | None],
                     resolve: Callable[[str], str]
                     ) -> tuple[tuple[S | None, ...], dict[str, S | None]] | None:
    """Each argument's shape, positional and by keyword: a name's from ``arrays`` (the names the
    body bound to an array), any other argument's as ``built_shape`` reads the expression.  None
    where an argument is unpacked (``*a``, ``**k``: which parameter gets what is unknown) or no
    argument's shape is known."""

    def shape_of(arg: ast.expr) -> S | None:
        if isinstance(arg, ast.Name):
            return arrays.get(arg.id)
        return built_shape(arg, resolve)

    if any(isinstance(a, ast.Starred) for a in call.args) or any(k.arg is None for k in call.keywords):
        return None
    positional = tuple(shape_of(a) for a in call.args)
    keywords = {k.arg: shape_of(k.value) for k in call.keywords}
    if any(s is not None for s in positional) or any(s is not None for s in keywords.values()):
        return positional, keywords
    return None


def _by_line(calls_by_class: dict[str, list]) -> dict[str, list]:
    # a body's nodes come off a stack, not in source order
    for calls in calls_by_class.values():
        calls.sort(key=lambda c: c.line)
    return calls_by_class


def call_shapes(stmts: list[ast.stmt], classes: frozenset[str],
                resolve: Callable[[str], str]) -> dict[str, list[CallShapes]]:
    """Class name -> the calls of its instances in this file that give a literal-shape argument."""
    out: dict[str, list[CallShapes]] = {}
    for nodes in _bodies(stmts):
        bound: dict[str, list[ast.expr | None]] = {}
        for n in nodes:
            if isinstance(n, ast.Name) and not isinstance(n.ctx, ast.Load):
                bound.setdefault(n.id, []).append(None)
            elif isinstance(n, ast.Assign) and len(n.targets) == 1 and isinstance(n.targets[0], ast.Name):
                bound.setdefault(n.targets[0].id, []).append(n.value)
        # (each Assign's target was also counted as a Name store, with no value)
        once = {name: values[-1] if values[0] is None else values[0] for name, values in bound.items()
                if len(values) == 2 and sum(v is not None for v in values) == 1}
        instances = {name: v.func.id for name, v in once.items()
                     if isinstance(v, ast.Call) and isinstance(v.func, ast.Name) and v.func.id in classes}
        arrays: dict[str, Shape] = {}
        for name, v in once.items():
            s = literal_shape(v, resolve)
            if s is not None:
                arrays[name] = s

        for n in nodes:
            if not isinstance(n, ast.Call):
                continue
            func = n.func
            if isinstance(func, ast.Name) and func.id in instances:
                cls = instances[func.id]
            elif (isinstance(func, ast.Call) and isinstance(func.func, ast.Name)
                  and func.func.id in classes):
                cls = func.func.id
            else:
                continue
            shapes = _argument_shapes(n, arrays, literal_shape, resolve)
            if shapes is not None:
                out.setdefault(cls, []).append(CallShapes(n.lineno, *shapes))
    return _by_line(out)


# A shape as its author spelled it: one source text per axis (`("self.batch * self.beam", "1")`).
Spelled = tuple[str, ...]


@dataclass(frozen=True)
class SpelledCall:
    """One call of an instance of a class: its line, and each argument's shape as spelled where
    the caller built it (None where not known), positional and by keyword."""
    line: int
    positional: tuple[Spelled | None, ...]
    keywords: dict[str, Spelled | None]


def _spelled(node: ast.expr | None) -> Spelled | None:
    if isinstance(node, (ast.Tuple, ast.List)) and node.elts:
        if any(isinstance(e, ast.Starred) for e in node.elts):
            return None
        return tuple("".join(ast.unparse(e).split()) for e in node.elts)
    if isinstance(node, ast.Constant) and type(node.value) is int:
        return (str(node.value),)
    return None


def spelled_shape(node: ast.expr, resolve: Callable[[str], str]) -> Spelled | None:
    """The shape of an eager ``nd.zeros/ones/empty/full`` or ``nd.random.X(shape=...)`` as
    spelled, symbolic sizes included, else None."""
    member = _eager_member(node, resolve)
    return None if member is None else _spelled(_shape_given(node, member))


def _self_attribute(node: ast.expr) -> str | None:
    if (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name)
            and node.value.id == "self"):
        return node.attr
    return None


def _attribute_classes(stmts: list[ast.stmt], classes: frozenset[str],
                       walk: bool = True) -> dict[str, str]:
    """``self.attr`` -> the class every assignment to it anywhere in the file constructs (with
    ``walk=False``, ``stmts`` are already all the file's assignments)."""
    attrs: dict[str, set[str]] = {}
    for n in ast_walk(ast.Module(body=list(stmts), type_ignores=[])) if walk else stmts:
        if isinstance(n, ast.Assign):
            for t in n.targets:
                attr = _self_attribute(t)
                if attr is None:
                    continue
                v = n.value
                cls = v.func.id if isinstance(v, ast.Call) and isinstance(v.func, ast.Name) else None
                attrs.setdefault(attr, set()).add(cls if cls in classes else "")
    return {a: next(iter(c)) for a, c in attrs.items() if len(c) == 1 and "" not in c}


def _assigned_values(nodes: list) -> dict[str, list[ast.expr]]:
    """Name -> the values of its plain ``name = value`` assignments in one body."""
    values: dict[str, list[ast.expr]] = {}
    for n in nodes:
        if isinstance(n, ast.Assign) and len(n.targets) == 1 and isinstance(n.targets[0], ast.Name):
            values.setdefault(n.targets[0].id, []).append(n.value)
    return values


def _local_instances(values: dict[str, list[ast.expr]], classes: frozenset[str]) -> dict[str, str]:
    return {name: vs[0].func.id for name, vs in values.items()
            if len(vs) == 1 and isinstance(vs[0], ast.Call) and isinstance(vs[0].func, ast.Name)
            and vs[0].func.id in classes}


def _instance_call(n: ast.AST, local: dict[str, str], attr_classes: dict[str, str]) -> str | None:
    """The class of the instance a call ``inst(...)`` / ``inst.forward(...)`` /
    ``self.attr(...)`` calls, else None."""
    if not isinstance(n, ast.Call):
        return None
    func = n.func
    if isinstance(func, ast.Attribute) and func.attr == "forward":
        func = func.value
    if isinstance(func, ast.Name) and func.id in local:
        return local[func.id]
    return attr_classes.get(_self_attribute(func) or "")


def _unspelled(node: ast.expr, resolve: Callable[[str], str]) -> None:
    """No expression's shape: only the held Parameters' names are read."""
    return None


def _held_parameter_shapes(stmts: list[ast.stmt]) -> "list[tuple[ast.FunctionDef, dict[str, Spelled]]]":
    """Each module-level class's ``hybrid_forward`` with those of its parameters that Gluon fills
    with a Parameter the class registers once in ``__init__`` as ``self.<name> =
    self.params.get(..., shape=<spelled>)``, by that shape: the array a child called on it in
    that body is handed (a (1, L, 2C) table, no batch axis).  Only ``__init__`` is walked."""
    out = []
    for cls in stmts:
        if not isinstance(cls, ast.ClassDef):
            continue
        methods = {m.name: m for m in cls.body if isinstance(m, ast.FunctionDef)}
        hf, init = methods.get("hybrid_forward"), methods.get("__init__")
        if hf is None or init is None or not hf.body or len(hf.args.args) < 3:
            continue
        inputs = {a.arg for a in hf.args.args[2:] + hf.args.kwonlyargs}
        stores: dict[str, list[ast.expr]] = {}
        for n in walk_statements(init):
            if isinstance(n, (ast.Assign, ast.AugAssign, ast.AnnAssign)):
                for t in n.targets if isinstance(n, ast.Assign) else [n.target]:
                    attr = _self_attribute(t)
                    if attr in inputs:
                        stores.setdefault(attr, []).append(n.value if isinstance(n, ast.Assign) else None)
        shapes: dict[str, Spelled] = {}
        for attr, values in stores.items():
            v = values[0] if len(values) == 1 else None
            if (isinstance(v, ast.Call) and isinstance(v.func, ast.Attribute) and v.func.attr == "get"
                    and ast_dotted(v.func.value) == "self.params"):
                spelled = _spelled(keyword(v, "shape"))
                if spelled is not None:
                    shapes[attr] = spelled
        if shapes:
            out.append((hf, shapes))
    return out


def spelled_call_shapes(stmts: list[ast.stmt], classes: frozenset[str],
                        resolve: Callable[[str], str], held: bool = False) -> dict[str, list[SpelledCall]]:
    """Class name -> the calls of its instances in this file whose arguments the caller built
    with a spelled shape: ``inst(...)``, ``inst.forward(...)``, ``self.attr(...)``,
    ``self.attr.forward(...)`` of a name or attribute bound only to ``Cls(...)``.

    Looser than ``call_shapes`` on purpose, and so only fit to *refute* a guess: an argument name
    counts when exactly one of its bindings in the calling body builds an array, however often it
    is rebound (a decoding loop's state: ``lengths = nd.zeros((n, 1))`` before the loop, the
    block's own outputs inside it).  That is the shape the author made the state with, which a
    rule guessing from one side's form (an ``expand_dims`` beside an operand of unknown shape)
    should not contradict; it is never evidence that shapes differ.

    ``held``: instead, only the arguments a ``hybrid_forward`` hands a child straight from the
    Parameters its class registers with a spelled shape (_held_parameter_shapes): arrays with
    no batch axis, unlike a smoke test's ``nd.ones((1, 3, 32, 32))`` of batch 1."""
    params = _held_parameter_shapes(stmts) if held else []
    if held and not params:
        return {}       # (no Parameter handed on: the file is not walked)
    if held:
        # (the assignments are statements: no walk of every expression for them)
        assigns = [n for n in walk_statements(ast.Module(body=list(stmts), type_ignores=[]))
                   if isinstance(n, ast.Assign)]
        attr_classes = _attribute_classes(assigns, classes, walk=False)
    else:
        attr_classes = _attribute_classes(stmts, classes)
    out: dict[str, list[SpelledCall]] = {}
    # (held: each such hybrid_forward's own body, the first _bodies gives, nested defs apart)
    for nodes, seeds in ([(next(_bodies(hf.body)), seeds) for hf, seeds in params] if held
                         else ((nodes, None) for nodes in _bodies(stmts))):
        values = _assigned_values(nodes)
        local = _local_instances(values, classes)
        arrays: dict[str, Spelled] = {}
        if held:
            arrays = {n: shape for n, shape in seeds.items() if n not in values}
        for name, vs in () if held else values.items():
            built = {s for s in (spelled_shape(v, resolve) for v in vs if v is not None) if s is not None}
            if len(built) == 1:
                arrays[name] = built.pop()

        for n in nodes:
            cls = _instance_call(n, local, attr_classes)
            if cls is None:
                continue
            shapes = _argument_shapes(n, arrays, _unspelled if held else spelled_shape, resolve)
            if shapes is not None:
                out.setdefault(cls, []).append(SpelledCall(n.lineno, *shapes))
    return _by_line(out)


# What a call hands an input, as far as the calling body shows it: a python list/tuple (of
# tensors, in working code), or a python constant (its source text).
LIST = "list"


@dataclass(frozen=True)
class CallForms:
    """One call of an instance of a class: its line, whether the calling function is traced
    code (a ``hybrid_forward``/``forward``, where a child may take python values), and each
    positional argument's form: ``LIST``, the source text of a python constant, or None."""
    line: int
    traced: bool
    positional: tuple[str | None, ...]


def _constant(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and type(node.value) in (bool, int, float, str)


def _form(arg: ast.expr, values: dict[str, list[ast.expr]]) -> str | None:
    if isinstance(arg, ast.Name):
        # a name bound once in the calling body (`x = [fm0, fm1]` then `net(x)`)
        vs = values.get(arg.id, ())
        if len(vs) != 1:
            return None
        arg = vs[0]
    if isinstance(arg, (ast.List, ast.Tuple)) and arg.elts and all(_constant(e) for e in arg.elts):
        # `(3, 4)`: a python value, not a list of tensors (hybridized it fails like a number)
        return ast.unparse(arg)
    if isinstance(arg, (ast.List, ast.Tuple, ast.ListComp)):
        return LIST
    if _constant(arg):
        return ast.unparse(arg)
    return None


def call_forms(stmts: list[ast.stmt], classes: frozenset[str],
               resolve: Callable[[str], str] | None = None) -> dict[str, list[CallForms]]:
    """Class name -> the calls of its instances in this file that hand some positional input a
    python list/tuple or a python constant (same call resolution as ``spelled_call_shapes``),
    and, given ``resolve``, the calls of a Gluon container that hand one its argument first."""
    bodies = list(_named_bodies(stmts))
    # (the bodies hold every `self.attr = ...`: one walk of the file, not two)
    attr_classes = _attribute_classes([n for _, nodes in bodies for n in nodes
                                       if isinstance(n, ast.Assign)], classes, walk=False)
    out: dict[str, list[CallForms]] = {}
    for owner, nodes in bodies:
        values = _assigned_values(nodes)
        local = _local_instances(values, classes)
        stores: dict[str, int] = {}
        for n in nodes:
            if isinstance(n, ast.Name) and not isinstance(n.ctx, ast.Load):
                stores[n.id] = stores.get(n.id, 0) + 1
        # a name bound elsewhere too (a loop target, a second assignment) says nothing
        values = {k: v for k, v in values.items() if stores.get(k) == 1}
        for n in nodes:
            cls = _instance_call(n, local, attr_classes)
            if cls is None or any(isinstance(a, ast.Starred) for a in n.args):
                continue
            forms = tuple(_form(a, values) for a in n.args)
            if any(f is not None for f in forms):
                out.setdefault(cls, []).append(
                    CallForms(n.lineno, owner in ("hybrid_forward", "forward"), forms))
    if resolve is not None and _may_hand_container_a_form(bodies, resolve):
        for cls, calls in _container_calls(stmts, classes, resolve).items():
            out.setdefault(cls, []).extend(calls)
    return _by_line(out)


# ---- calls through Gluon containers ----------------------------------------------------------
#
# MXNet 1.9.1's (Hybrid)Sequential runs `for block in children: x = block(x)`: a call of the
# container hands its one argument to its first child, unchanged, and `seq[i]` (an int) is the
# i-th child.  So `self.body([a, b])` is a call of the body's first child with that list.

_CONTAINERS = frozenset({"mxnet.gluon.nn.HybridSequential", "mxnet.gluon.nn.Sequential"})
# reading a container with these leaves its children as they were
_READERS = frozenset({"len", "zip", "enumerate", "reversed", "iter", "list", "print", "isinstance"})
_CHILD_METHODS = frozenset({"add", "append", "insert", "extend", "register_child", "pop", "remove",
                            "clear", "__setitem__"})


class _Container:
    """A container one method builds: the children of each `.add(...)` (a python list's
    `.append(...)`) in execution order, each with whether it always runs when the container is
    made (no `if`/loop/`try` between the two); escaped when read in a way not followed here (a
    helper given it may add children first)."""

    def __init__(self, callable_: bool, made_in: int, guards: tuple):
        self.callable = callable_
        self.made_in = made_in
        self.guards = guards
        self.adds: list[tuple[list, bool]] = []
        self.escaped = False

    def first_children(self) -> list:
        """The children that may come first: each add's first child up to the first add that
        always runs (none after that one is ever first)."""
        out = []
        for children, always in self.adds:
            if children:
                out.append(children[0])
            if always:
                break
        return out

    def children(self) -> list:
        return [c for children, _ in self.adds for c in children]


class _Children:
    """What a loop over a container binds its target to: each of its children in turn
    (`for blk in self.blocks`, `for i, (p, blk) in enumerate(zip(self.projs, self.blocks))`).
    MXNet 1.9.1's (Hybrid)Sequential is iterated by index (`__getitem__` over its children), so a
    call of the target is a call of one of the children with those arguments."""

    def __init__(self, container: _Container):
        self.container = container


def _receivers(c, indexed: bool, depth: int = 0) -> set[str]:
    """The file's classes a call of the container `c` (of `c[i]` when indexed) hands its
    argument to; empty where that is not known."""
    if depth > 8 or not isinstance(c, _Container) or c.escaped:
        return set()
    if indexed:
        items = c.children()
    elif c.callable:
        items = c.first_children()
    else:
        return set()
    out: set[str] = set()
    for item in items:
        if isinstance(item, tuple):
            out.add(item[1])
        elif isinstance(item, _Container) and item.callable:
            out |= _receivers(item, False, depth + 1)
    return out


def _only_called(name: str, body: list[ast.stmt]) -> bool:
    """Every read of `name` in `body` is the callee of a call (`name(...)`)."""
    called = {id(n.func) for b in body for n in ast_walk(b) if isinstance(n, ast.Call)}
    return all(id(n) in called for b in body for n in ast_walk(b)
               if isinstance(n, ast.Name) and n.id == name and isinstance(n.ctx, ast.Load))


def _stored_names(node: ast.AST) -> set[str]:
    return {n.id for n in ast_walk(node) if isinstance(n, ast.Name) and not isinstance(n.ctx, ast.Load)}


def _branch_form(arg: ast.expr) -> str | None:
    if isinstance(arg, ast.IfExp):
        forms = {_branch_form(arg.body), _branch_form(arg.orelse)}
        return forms.pop() if len(forms) == 1 else None
    return _form(arg, {})


# statements that hold no statement (the grammar's simple statements): `_Walk.statement` need not
# look inside one for a compound statement it does not follow
_SIMPLE_STATEMENTS = (ast.Expr, ast.Return, ast.Assign, ast.AugAssign, ast.AnnAssign, ast.Delete,
                      ast.Raise, ast.Assert, ast.Import, ast.ImportFrom, ast.Global, ast.Nonlocal,
                      ast.Pass, ast.Break, ast.Continue)


class _Walk:
    """One function body in execution order: the containers it builds (for `self.attr`, shared
    by the methods of a class, and for local names) and the calls of them.  A name bound inside
    an `if`/loop/`try` is unknown at the head of that statement and after it: which binding
    reaches a use there depends on the run."""

    def __init__(self, func_id: int, traced: bool, classes: frozenset[str],
                 resolve: Callable[[str], str], attrs: set[str], self_env: dict):
        self.func_id = func_id
        self.traced = traced
        self.classes = classes
        self.resolve = resolve
        self.attrs = attrs          # the class's self attributes assigned exactly once
        self.self_env = self_env
        self.env: dict[str, object] = {}
        self.exprs: dict[str, ast.expr] = {}
        self.guards: tuple = ()
        self.calls: list[tuple[ast.Call, object, bool, str | None]] = []

    def value(self, node: ast.expr | None):
        """A `_Container`, ("cls", Cls) for an instance of a class of the file, or None."""
        if isinstance(node, ast.Name):
            return self.env.get(node.id)
        attr = _self_attribute(node) if node is not None else None
        if attr is not None:
            return self.self_env.get(attr)
        if isinstance(node, ast.IfExp):
            # `Cls(...) if flag else nn.HybridLambda('identity')`: when the call reaches a child
            # of the file's class, it is that one (the other branch's block is not the file's)
            values = [self.value(node.body), self.value(node.orelse)]
            made = {v for v in values if isinstance(v, tuple)}
            if len(made) == 1 and all(v is None or isinstance(v, tuple) for v in values):
                return made.pop()
            return None
        if isinstance(node, ast.Call):
            if isinstance(node.func, ast.Name) and node.func.id in self.classes:
                return ("cls", node.func.id)
            dotted = ast_dotted(node.func)
            if dotted is not None and self.resolve(dotted) in _CONTAINERS:
                return _Container(True, self.func_id, self.guards)
        if isinstance(node, ast.List) and not node.elts:
            return _Container(False, self.func_id, self.guards)
        return None

    def forget(self, names: set[str]) -> None:
        for name in names:
            self.env.pop(name, None)
            self.exprs.pop(name, None)

    def statements(self, body: list[ast.stmt]) -> None:
        for s in body:
            self.statement(s)

    def statement(self, s: ast.stmt) -> None:
        if isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            # a nested function may add children whenever it runs
            self.escape_all(s)
            self.forget({s.name})
            return
        if isinstance(s, ast.Assign) and len(s.targets) == 1:
            t = s.targets[0]
            self.expression(s.value, bare=isinstance(t, ast.Name) or _self_attribute(t) in self.attrs)
            if isinstance(t, ast.Name):
                self.env[t.id] = self.value(s.value)
                self.exprs[t.id] = s.value
            elif _self_attribute(t) in self.attrs:
                self.self_env[_self_attribute(t)] = self.value(s.value)
            else:
                self.expression(t)
            return
        if isinstance(s, (ast.With, ast.AsyncWith)):
            for item in s.items:
                self.expression(item.context_expr)
                if item.optional_vars is not None:
                    self.forget(_stored_names(item.optional_vars))
            self.statements(s.body)
            return
        if isinstance(s, (ast.If, ast.For, ast.AsyncFor, ast.While, ast.Try)):
            unknown = _stored_names(s)
            self.forget(unknown)
            looped = {}
            if isinstance(s, ast.For):
                # a target the body only calls is one child after another; one the body rebinds,
                # or reads another way (`blk.add(...)`, `helper(blk)`: the children may change),
                # is not followed (a container iterated bare then escapes as before)
                body = s.body + s.orelse
                body_stores = set().union(*(_stored_names(b) for b in body))
                looped = {name: c for name, c in self._loop_children(s.target, s.iter).items()
                          if name not in body_stores and _only_called(name, body)}
            for field in ("test", "iter"):
                node = getattr(s, field, None)
                if node is not None and not (looped and node is s.iter and isinstance(node, (ast.Name, ast.Attribute))):
                    self.expression(node)
            for name, c in looped.items():
                self.env[name] = _Children(c)
            outer = self.guards
            self.guards = outer + (id(s),)
            for field in ("body", "orelse", "finalbody"):
                self.statements(getattr(s, field, []))
            for h in getattr(s, "handlers", []):
                self.statements(h.body)
            self.guards = outer
            self.forget(unknown)
            return
        if not isinstance(s, _SIMPLE_STATEMENTS) and any(isinstance(n, ast.stmt) for n in ast_walk(s) if n is not s):
            # a compound statement not followed here (`match`, `try*`): its adds are unseen
            self.escape_all(s)
        else:
            for n in ast_child_nodes(s):
                if isinstance(n, ast.expr):
                    self.expression(n)
        self.forget(_stored_names(s))

    def _loop_children(self, target: ast.expr, it: ast.expr) -> dict:
        """The loop target names bound to the children of a container the loop iterates: the
        container itself, or one of the sequences of `zip(...)`, under `enumerate`/`reversed`."""
        if isinstance(it, ast.Call) and isinstance(it.func, ast.Name) and not it.keywords \
                and it.args and not any(isinstance(a, ast.Starred) for a in it.args):
            name = it.func.id
            if name in ("enumerate", "reversed") and len(it.args) == 1:
                if name == "reversed":
                    return self._loop_children(target, it.args[0])
                if isinstance(target, (ast.Tuple, ast.List)) and len(target.elts) == 2:
                    return self._loop_children(target.elts[1], it.args[0])
                return {}
            if name == "zip" and isinstance(target, (ast.Tuple, ast.List)) \
                    and len(target.elts) == len(it.args):
                out: dict = {}
                for t, a in zip(target.elts, it.args):
                    out.update(self._loop_children(t, a))
                return out
            return {}
        if isinstance(target, ast.Name) and isinstance(it, (ast.Name, ast.Attribute)):
            c = self.value(it)
            if isinstance(c, _Container):
                return {target.id: c}
        return {}

    def _binds_container(self) -> bool:
        """Whether a name or `self.` attribute holds a container now: where none does, `value` of a
        name or attribute is never one, so nothing can escape, be added to or be called."""
        return any(isinstance(v, (_Container, _Children)) for v in self.env.values()) or \
            any(isinstance(v, _Container) for v in self.self_env.values())

    def escape_all(self, node: ast.AST) -> None:
        if not self._binds_container():
            return
        for n in ast_walk(node):
            if isinstance(n, (ast.Name, ast.Attribute)):
                v = self.value(n)
                if isinstance(v, _Container):
                    v.escaped = True

    def expression(self, e: ast.expr, bare: bool = False) -> None:
        """Note the adds to containers and the calls of them in `e`; a container read any other
        way escapes.  `bare`: `e` is an assigned value, where a container may stand alone."""
        if not self._binds_container():
            return
        followed: set[int] = set()
        if bare and isinstance(e, (ast.Name, ast.Attribute)):
            followed.add(id(e))
        nodes = list(ast_walk(e))       # (read three times below, in this order)
        # what runs later, or as often as a loop says (a lambda, a comprehension), is not followed
        deferred = {id(m) for n in nodes
                    if isinstance(n, (ast.Lambda, ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp))
                    for m in ast_walk(n)}
        for n in nodes:
            if not isinstance(n, ast.Call) or id(n) in deferred:
                continue
            func = n.func
            if isinstance(func, ast.Attribute) and isinstance(func.value, (ast.Name, ast.Attribute)):
                owner = self.value(func.value)
                if isinstance(owner, _Container):
                    method = func.attr
                    if method in _CHILD_METHODS:
                        if (method != ("add" if owner.callable else "append") or n.keywords
                                or any(isinstance(a, ast.Starred) for a in n.args)
                                or owner.made_in != self.func_id):
                            continue        # (left unfollowed: the owner escapes below)
                        children = []
                        for a in n.args:
                            children.append(self.value(a))
                            if isinstance(a, (ast.Name, ast.Attribute)):
                                followed.add(id(a))
                        owner.adds.append((children, self.guards == owner.guards))
                    followed.add(id(func.value))    # (`seq.hybridize()`, `seq.name_scope()`)
                    continue
            if isinstance(func, ast.Name) and func.id in _READERS:
                followed.update(id(a) for a in n.args)
                continue
            if isinstance(func, ast.Name) and isinstance(self.env.get(func.id), _Children):
                if not any(isinstance(a, ast.Starred) for a in n.args):
                    forms = tuple(_branch_form(self.exprs.get(a.id, a) if isinstance(a, ast.Name) else a)
                                  for a in n.args)
                    self.calls.append((n, self.env[func.id].container, True, forms))
                continue
            indexed = False
            target = func
            if isinstance(func, ast.Subscript) and not isinstance(func.slice, ast.Slice) \
                    and not (isinstance(func.slice, ast.Constant)):
                indexed, target = True, func.value
            if not isinstance(target, (ast.Name, ast.Attribute)):
                continue
            c = self.value(target)
            if isinstance(c, _Container):
                followed.add(id(target))
                if len(n.args) == 1 and not n.keywords and not isinstance(n.args[0], ast.Starred):
                    arg = n.args[0]
                    if isinstance(arg, ast.Name) and arg.id in self.exprs:
                        arg = self.exprs[arg.id]
                    self.calls.append((n, c, indexed, (_branch_form(arg),)))
        for n in nodes:
            if id(n) in followed or not isinstance(n, (ast.Name, ast.Attribute)):
                continue
            if isinstance(n, ast.Attribute) and _self_attribute(n) is None:
                continue
            v = self.value(n)
            if isinstance(v, _Container) and (isinstance(n, ast.Attribute) or isinstance(n.ctx, ast.Load)):
                # (`seq[0].add(...)`, `for b in seq`, `helper(seq)`: its children may change)
                v.escaped = True


def _methods(cls: ast.ClassDef) -> list:
    ms = [m for m in cls.body if isinstance(m, (ast.FunctionDef, ast.AsyncFunctionDef))]
    # the constructor first: the other methods see what it built
    return sorted(ms, key=lambda m: m.name != "__init__")


def _may_hand_container_a_form(bodies: list, resolve: Callable[[str], str]) -> bool:
    """Whether the file makes a Gluon container and has a call `_Walk` could take for a call of
    one -- one argument, no keywords, of a local name, a `self.` attribute or a non-constant
    subscript of either, or any call of a name a `for` binds (a child the loop takes from a
    container) -- that hands a form (an argument, or its name's assigned value, a list, tuple or
    constant). Where not, `_container_calls` finds nothing, and its walk of the whole file costs
    ~6% of a corpus run."""
    made = False
    bound: set[str] = set()         # names of single-name assignments: what `_Walk.env` holds
    formed: set[str] = set()        # those some assignment gives a form
    calls: list[ast.Call] = []
    looped: set[str] = set()        # names a `for` binds (`_Walk._loop_children` may bind them)
    for _, nodes in bodies:
        for n in nodes:
            if isinstance(n, ast.For):
                looped.update(_stored_names(n.target))
            elif isinstance(n, ast.Assign):
                if len(n.targets) == 1 and isinstance(n.targets[0], ast.Name):
                    bound.add(n.targets[0].id)
                    if _branch_form(n.value) is not None:
                        formed.add(n.targets[0].id)
            elif isinstance(n, ast.Call):
                if not made:
                    dotted = ast_dotted(n.func)
                    made = dotted is not None and resolve(dotted) in _CONTAINERS
                if len(n.args) == 1 and not n.keywords or isinstance(n.func, ast.Name) and n.func.id in looped:
                    calls.append(n)
    if not made:
        return False
    for n in calls:
        if isinstance(n.func, ast.Name) and n.func.id in looped and any(
                (a.id in formed) if isinstance(a, ast.Name) else _branch_form(a) is not None for a in n.args):
            return True
        if len(n.args) != 1 or n.keywords:
            continue
        func = n.func
        if isinstance(func, ast.Subscript):
            if isinstance(func.slice, (ast.Slice, ast.Constant)):
                continue
            func = func.value
        if not (isinstance(func, ast.Name) and func.id in bound or _self_attribute(func) is not None):
            continue
        arg = n.args[0]
        if arg.id in formed if isinstance(arg, ast.Name) else _branch_form(arg) is not None:
            return True
    return False


def _container_calls(stmts: list[ast.stmt], classes: frozenset[str],
                     resolve: Callable[[str], str]) -> dict[str, list[CallForms]]:
    """Class name -> the calls of a container (`self.body(x)`, `self.stages[i](x)`, `seq(x)`)
    that reach one of its instances first, with the argument's form."""
    walks: list[_Walk] = []
    module = ast.Module(body=list(stmts), type_ignores=[])
    # (classes, functions and assignments are statements: the walks need not enter expressions,
    # and they meet them in the same order)
    nodes = list(walk_statements(module))
    methods = {id(m) for n in nodes if isinstance(n, ast.ClassDef) for m in n.body}
    for node in nodes:
        if isinstance(node, ast.ClassDef):
            counts: dict[str, int] = {}
            for m in _methods(node):
                for n in walk_statements(m):
                    if isinstance(n, (ast.Assign, ast.AugAssign, ast.AnnAssign)):
                        for t in (n.targets if isinstance(n, ast.Assign) else [n.target]):
                            for sub in ast_walk(t):
                                a = _self_attribute(sub)
                                if a is not None:
                                    counts[a] = counts.get(a, 0) + 1
            attrs = {a for a, k in counts.items() if k == 1}
            self_env: dict = {}
            for m in _methods(node):
                w = _Walk(id(m), m.name in ("hybrid_forward", "forward"), classes, resolve, attrs, self_env)
                w.statements(m.body)
                walks.append(w)
        elif isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef)):
            if id(node) not in methods:
                w = _Walk(id(node), node.name in ("hybrid_forward", "forward") if not isinstance(node, ast.Module)
                          else False, classes, resolve, set(), {})
                w.statements(node.body)
                walks.append(w)
    out: dict[str, list[CallForms]] = {}
    for w in walks:
        for call, c, indexed, forms in w.calls:
            if all(f is None for f in forms):
                continue
            for cls in sorted(_receivers(c, indexed)):
                out.setdefault(cls, []).append(CallForms(call.lineno, w.traced, forms))
    return out
