"""HYB009 fixer: ``x.reshape(*shape)`` of a ``*args`` tuple -> one shape argument, chosen as
``NDArray.reshape`` chooses it."""
from __future__ import annotations

import ast

import libcst as cst

from hybridlint.diagnostics import Fix
from hybridlint.engine.walk import binds, iter_descendants

from . import Example, Fixer, Refusal, make_fix

NOT_VARARGS = "the spread shape is not a `*args` tuple"


def _layer(init_args: str, call: str, members: str = "", also: str = "") -> str:
    """A reshape layer keeping its ``*shape`` constructor arguments as ``self.shape``, and ``Net``
    building it with ``init_args``; ``call`` is the body of its hybrid_forward.  ``also``: the
    arguments of a second subclass ``Flat`` (a layer the file only ever builds with one entry
    is not reported: it hybridizes as written)."""
    body = "".join(f"        {line}\n" for line in call.splitlines())
    return ("from mxnet.gluon import HybridBlock\n\n\n"
            "class Reshape(HybridBlock):\n"
            "    def __init__(self, *shape, **kwargs):\n"
            "        super(Reshape, self).__init__(**kwargs)\n"
            "        self.shape = shape\n\n"
            f"{members}"
            "    def hybrid_forward(self, F, x):\n"
            f"{body}\n\n"
            "class Net(Reshape):\n"
            "    def __init__(self):\n"
            f"        super(Net, self).__init__({init_args})\n"
            + (f"\n\nclass Flat(Reshape):\n    def __init__(self):\n"
               f"        super(Flat, self).__init__({also})\n" if also else ""))


def _spread(shape: str) -> str:
    return f"{shape}[0] if len({shape}) == 1 else {shape}"


def _star_param(fn: cst.FunctionDef) -> str | None:
    star = fn.params.star_arg
    return star.name.value if isinstance(star, cst.Param) else None


def _attribute_writes(module: cst.Module, attr: str) -> list[cst.CSTNode]:
    """Every statement of the file that may set or delete an attribute named ``attr`` on any
    object: assignment targets, ``+=``, annotations, ``del``, ``setattr(o, "attr", v)``, loop and
    ``with`` targets."""
    out: list[cst.CSTNode] = []
    for node in iter_descendants(module):
        targets: list[cst.CSTNode] = []
        if isinstance(node, cst.Assign):
            targets = [t.target for t in node.targets]
        elif isinstance(node, (cst.AugAssign, cst.AnnAssign)):
            targets = [node.target]
        elif isinstance(node, cst.Del):
            targets = [node.target]
        elif isinstance(node, (cst.For, cst.CompFor)):
            targets = [node.target]
        elif isinstance(node, cst.AsName):
            targets = [node.name]
        elif isinstance(node, cst.Call) and isinstance(node.func, cst.Name) \
                and node.func.value in ("setattr", "delattr"):
            out.append(node)        # a computed name may be this one: counted as a write
            continue
        for t in targets:
            for n in (t, *iter_descendants(t)):
                if isinstance(n, cst.Attribute) and n.attr.value == attr:
                    out.append(node)
    return out


def _hands_tensors(helper) -> bool:
    """Whether a hybrid caller of ``helper`` in this file may pass a tensor into its ``*args``
    (an argument past its named positional parameters that is, or may be, one)."""
    fp = helper.func.params
    named = len(fp.posonly_params) + len(fp.params)
    for caller, call in helper.callers:
        kinds = caller.kinds
        positional = [a for a in call.args if a.keyword is None]
        for i, a in enumerate(positional):
            if (a.star or i >= named) and (kinds is None or kinds.kind(a.value).tensorish):
                return True
    return False


def varargs_tuple(ctx, value: cst.BaseExpression) -> str | None:
    """Why ``value`` (the ``*`` argument of a call) is a ``*args`` tuple, or None (see
    ``varargs_origin``)."""
    origin = varargs_origin(ctx, value)
    return origin[0] if origin else None


def varargs_origin(ctx, value: cst.BaseExpression) -> "tuple[str, str, str, int] | None":
    """Why ``value`` (the ``*`` argument of a call) is a ``*args`` tuple, and whose: (why,
    ``"class"`` or ``"function"``, the class or function name, how many named positional
    parameters its calls fill before the ``*args``), or None.

    A name that is the enclosing helper's ``*args`` parameter (not a block's: those are its
    inputs), bound nowhere else in it and not taken for tensors;
    or ``self.attr`` when the only write of an attribute of that name anywhere in the file is
    ``self.attr = args`` in the ``__init__`` of this block's class (or a base of it in this
    file), ``args`` being that ``__init__``'s ``*args`` parameter, bound nowhere else in it."""
    scope = ctx.scope
    if scope is None or not isinstance(scope.func, cst.FunctionDef):
        return None
    if isinstance(value, cst.Name):
        star = _star_param(scope.func)
        if star != value.value or binds(scope.func.body, star):
            return None
        # a block's `*args` are its inputs, and a helper's may be tensors its callers hand on
        elem = scope.elem_params.get(star)
        if scope.style != "helper" or (elem is not None and elem.tensorish) \
                or _hands_tensors(scope):
            return None
        fp = scope.func.params
        return (f"`{star}` is the `*{star}` parameter of `{scope.func.name.value}`", "function",
                scope.func.name.value, len(fp.posonly_params) + len(fp.params))
    if not (isinstance(value, cst.Attribute) and isinstance(value.value, cst.Name)
            and value.value.value == "self" and scope.cls is not None):
        return None
    attr = value.attr.value
    writes = _attribute_writes(ctx.module, attr)
    if len(writes) != 1 or not isinstance(writes[0], cst.Assign) or len(writes[0].targets) != 1:
        return None
    write = writes[0]
    target = write.targets[0].target
    if not (isinstance(target, cst.Attribute) and isinstance(target.value, cst.Name)
            and target.value.value == "self" and isinstance(write.value, cst.Name)):
        return None
    for cls in scope.cls.lineage():     # (a base's `__init__` may bind the attribute)
        init = cls.methods.get("__init__") if getattr(cls, "methods", None) else None
        if init is None or not any(n is write for n in iter_descendants(init.body)):
            continue
        star = _star_param(init)
        if star is None or star != write.value.value or binds(init.body, star):
            return None
        fp = init.params
        return (f"`self.{attr}` is the `*{star}` tuple `{cls.name}.__init__` keeps", "class",
                cls.name, max(0, len(fp.posonly_params) + len(fp.params) - 1))
    return None


def _call_text(source: str, call: ast.Call) -> str:
    text = ast.get_source_segment(source, call) or ""
    if text and "\n" not in text and len(text) <= 40:
        return text
    name = call.func.id if isinstance(call.func, ast.Name) else "..."
    return f"{name}(...)"


def spread_entries(ctx, value: cst.BaseExpression) -> "tuple[str, str]":
    """How many entries the ``*args`` tuple ``value`` holds, read from every call of its
    owner in this file (the stdlib tree of the whole source: code blanked before the libcst
    parse counts too): ``("one", "")`` when the file calls the class (directly, through a
    subclass's ``super().__init__(...)`` or ``Base.__init__(self, ...)``, or by constructing a
    subclass without an ``__init__``) or the function, at least once, with at most one entry
    each time, and names it nowhere else; ``("several", why)`` when a call gives two or more;
    ``("unknown", why)`` otherwise (no call, a spread ``*`` argument, or the name used some
    other way: handed on, rebound, imported, a subclass with several bases)."""
    origin = varargs_origin(ctx, value)
    if origin is None:
        return "unknown", "it is not a `*args` tuple"
    _, kind, owner, named = origin
    try:
        stmts = ctx.stdlib_statements()
    except Exception:       # noqa: BLE001
        stmts = []
    if not stmts:
        return "unknown", "this file's calls could not be read"
    tree = ast.Module(body=list(stmts), type_ignores=[])
    parents: dict[int, ast.AST] = {}
    nodes = []
    for node in ast.walk(tree):
        nodes.append(node)
        for child in ast.iter_child_nodes(node):
            parents[id(child)] = node
    classes: dict[str, list[ast.ClassDef]] = {}
    functions: dict[str, list[ast.AST]] = {}
    imported: set[str] = set()
    for node in nodes:
        if isinstance(node, ast.ClassDef):
            classes.setdefault(node.name, []).append(node)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            functions.setdefault(node.name, []).append(node)
        elif isinstance(node, ast.alias):
            imported.add(node.asname or node.name.split(".")[0])
    what = "class" if kind == "class" else "function"
    if kind == "function" and (len(functions.get(owner, ())) != 1
                               or not isinstance(parents.get(id(functions[owner][0])), ast.Module)):
        return "unknown", f"the calls of `{owner}` are not all plain calls of one top-level function"
    several: list[str] = []
    unknown: list[str] = []
    calls = 0

    def entries(args: list, line: int, text: str) -> None:
        nonlocal calls
        calls += 1
        if any(isinstance(a, ast.Starred) for a in args):
            unknown.append(f"`{text}` (line {line}) spreads a sequence of unknown length")
        elif len(args) - named >= 2:
            several.append(f"`{text}` (line {line}) passes {len(args) - named} shape entries")

    todo, seen = [owner], set()
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        if name in imported or len(classes.get(name, ())) + len(functions.get(name, ())) != 1:
            unknown.append(f"the name `{name}` is bound more than once in this file")
            continue
        for node in nodes:
            if isinstance(node, ast.Attribute) and node.attr == name:
                unknown.append(f"`...{name}` (line {node.lineno}) may name it through a module")
                continue
            if not (isinstance(node, ast.Name) and node.id == name):
                continue
            parent = parents.get(id(node))
            grand = parents.get(id(parent)) if parent is not None else None
            if isinstance(parent, ast.Call) and parent.func is node:
                entries(parent.args, parent.lineno, _call_text(ctx.source, parent))
            elif isinstance(parent, ast.Call) and isinstance(parent.func, ast.Name) \
                    and parent.func.id == "super" and parent.args and parent.args[0] is node:
                continue            # super(Name, self)
            elif isinstance(parent, ast.Attribute) and parent.attr == "__init__" \
                    and isinstance(grand, ast.Call) and grand.func is parent and kind == "class":
                entries(grand.args[1:], grand.lineno, _call_text(ctx.source, grand))
            elif isinstance(parent, ast.ClassDef) and node in parent.bases and kind == "class":
                sub = parent
                if len(sub.bases) != 1 or sub.keywords:
                    unknown.append(f"`{sub.name}` (line {sub.lineno}) has several bases")
                    continue
                init = [s for s in sub.body if isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef))
                        and s.name == "__init__"]
                if not init:
                    todo.append(sub.name)   # built with the base's own arguments
                    continue
                supers = [c for c in ast.walk(init[-1]) if isinstance(c, ast.Call)
                          and isinstance(c.func, ast.Attribute) and c.func.attr == "__init__"
                          and isinstance(c.func.value, ast.Call)
                          and isinstance(c.func.value.func, ast.Name)
                          and c.func.value.func.id == "super"]
                for c in supers:
                    entries(c.args, c.lineno, _call_text(ctx.source, c))
                if not supers and not any(
                        isinstance(c, ast.Attribute) and c.attr == "__init__"
                        and isinstance(c.value, ast.Name) and c.value.id == name
                        for c in ast.walk(init[-1])):
                    unknown.append(f"`{sub.name}.__init__` (line {init[-1].lineno}) calls no "
                                   f"`__init__` of `{name}` that this reading follows")
            else:
                unknown.append(f"`{name}` is used other than by calling it (line {node.lineno})")
    if several:
        return "several", several[0]
    if unknown:
        return "unknown", unknown[0]
    if not calls:
        return "unknown", f"this file never calls the {what} `{owner}`"
    return "one", ""


class StarReshape(Fixer):
    code = "HYB009"
    name = "star-reshape-shape"
    applicability = "unsafe"
    description = """
    `x.reshape(*shape)` whose `shape` is a `*args` tuple -- a helper's own `*shape` parameter
    (no caller in the file hands it a tensor), or `self.shape` when the file's only write of that
    attribute is `self.shape = shape` in the block's `__init__(self, *shape)` -- becomes `x.reshape(shape[0] if len(shape)
    == 1 else shape)`: the argument `NDArray.reshape(*shape)` itself settles on (one list or
    tuple given alone is the shape; otherwise the arguments are), written as the one shape
    argument a Symbol takes. The same on an NDArray for every tuple the original accepts; on a
    Symbol, two or more entries otherwise fill `shape` and then `reverse`. Unsafe: the
    attribute's proof reads this file only (a subclass elsewhere, or code holding the block,
    may set it to something else). Refused when a `shape=` keyword is given too and when the
    receiver is not proven a legacy tensor.  (Not offered where the file's every call filling
    the tuple gives it one entry: the rule does not report that spread, which hybridizes.)
    """
    EXAMPLES = [
        # a reshape layer whose shape is its constructor's arguments (the "Nebulae" wrapper)
        Example(_layer("-1, 12", "return x.reshape(*self.shape)"),
                _layer("-1, 12", f"return x.reshape({_spread('self.shape')})"),
                shapes=[[(2, 3, 4)], [(5, 12)]]),
        # one tuple given alone is the shape on an NDArray: kept as one argument (the file
        # also builds the layer with two entries, so the finding stands)
        Example(_layer("(0, -1)", "return F.relu(x).reshape(*self.shape)", also="0, -1"),
                _layer("(0, -1)", f"return F.relu(x).reshape({_spread('self.shape')})",
                       also="0, -1"),
                shapes=[[(2, 3, 4)], [(3, 5)]]),
        # one integer alone: a one-element shape on both
        Example(_layer("-1", "y = F.relu(x) * 2\nreturn y.reshape(*self.shape, reverse=True)",
                       also="-1, 3"),
                _layer("-1", f"y = F.relu(x) * 2\nreturn y.reshape({_spread('self.shape')}, reverse=True)",
                       also="-1, 3"),
                shapes=[[(2, 3)], [(4, 1, 5)]]),
        # a helper's own `*shape`
        Example("from mxnet.gluon import HybridBlock\n\n\n"
                "def flat(F, x, *shape):\n    return F.tanh(x).reshape(*shape)\n\n\n"
                "class Net(HybridBlock):\n    def hybrid_forward(self, F, x):\n"
                "        return flat(F, x, 0, 2, -1)\n",
                "from mxnet.gluon import HybridBlock\n\n\n"
                f"def flat(F, x, *shape):\n    return F.tanh(x).reshape({_spread('shape')})\n\n\n"
                "class Net(HybridBlock):\n    def hybrid_forward(self, F, x):\n"
                "        return flat(F, x, 0, 2, -1)\n",
                shapes=[[(3, 2, 4)], [(2, 2, 3, 5)]]),
        # refused: a `shape=` keyword beside the spread arguments
        Example(_layer("0, -1", "return x.reshape(*self.shape, shape=(0, -1))"), None,
                reason="`shape=` keyword", shapes=[[(2, 3, 4)]]),
        # refused: the receiver is a child block's output, not proven one tensor
        Example(_layer("0, -1", "return self.body(x).reshape(*self.shape)",
                       members="    def body(self, x):\n        return x\n\n"), None,
                reason="not", shapes=[[(2, 3, 4)]]),
    ]

    @staticmethod
    def receivers(node: cst.Call):
        return [node.func.value] if isinstance(node.func, cst.Attribute) else []

    @staticmethod
    def propose(ctx, node: cst.Call) -> Fix | Refusal:
        positional = [a for a in node.args if a.keyword is None]
        if len(positional) != 1 or positional[0].star != "*":
            return Refusal("the shape is not one spread `*args` tuple")
        if any(a.keyword is not None and a.keyword.value == "shape" for a in node.args):
            return Refusal("a `shape=` keyword is given beside the spread arguments")
        if any(a.star == "**" for a in node.args):
            return Refusal("`**` keyword arguments may hold `shape=`")
        star = positional[0]
        if varargs_tuple(ctx, star.value) is None:
            return Refusal(NOT_VARARGS)
        shape = ctx.code_for(star.value)
        try:
            start, end = ctx.span(star.value)
        except Exception:
            return Refusal("the source positions of this code are unavailable")
        ws = star.whitespace_after_star
        if not isinstance(ws, cst.SimpleWhitespace):
            return Refusal("a line break follows the `*`")
        start -= 1 + len(ws.value)      # the `*` and the space after it
        if ctx.source[start] != "*":
            return Refusal("the source positions of this code are unavailable")
        return make_fix(ctx, [((start, end), _spread(shape))], "unsafe",
                        "pass the spread shape as one argument")
