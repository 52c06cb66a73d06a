"""A child block handed a tensor's spatial sizes to resize to (``self.up(y, x.shape[2:])``).

The call's sizes cannot be read from a Symbol, but the child need not have them: when the
child is a block of this file whose ``hybrid_forward``, given those sizes, returns
``F.contrib.BilinearResize2D(x, height=size[0], width=size[1])`` of its own unchanged input,
the same output is ``F.contrib.BilinearResize2D(x, like=t, mode='like')`` of the tensor the
sizes came from (``mode='like'`` reads axes 2 and 3 of ``like``; equal outputs checked in MXNet
1.9.1, align_corners default, True and False).  So the child gets a trailing ``like`` input
(default None) and, first in its body, a branch that resizes like it; the caller passes None
for the sizes and the tensor in the new place.  Other callers pass nothing there and run as
before.

This module reads the child from the stdlib tree of the whole file (a stubbed libcst parse
may lack the class's methods) and answers with the edits to the child, or why it refuses:

* ``self.NAME`` is assigned once, in the caller's ``__init__`` (nowhere else in the caller or
  a subclass of it in this file), an instance of ``CLS(...)``, ``CLS`` a block class this file
  defines once and binds nowhere else, with no ``forward``/``__call__`` of its own or of a base
  of this file (Gluon would not call ``hybrid_forward``);
* ``CLS.hybrid_forward`` takes no ``*args`` and no keyword-only inputs; with the sizes given
  (not None) and the new input None, every ``if`` on its way is decided by those two alone
  (other operands only read, never called) and it ends in that resize of its first input,
  the sizes reached only by aliases (``out = size`` or ``... if size is None else size``);
* Gluon's ``Block.__call__`` takes positional inputs only, so the new input is passed by
  position: no call of ``.NAME``/``.forward`` or ``.hybrid_forward`` in the file passes more
  positional inputs than the signature takes (a surplus one, which raised TypeError, would
  now be taken as ``like``), none spreads ``*args``, and the name is one the file never uses
  (Gluon also passes registered Parameters to ``hybrid_forward`` by their names).

A child that already has the branch (an earlier fix round, another caller) is reused as it is.

A child that runs other code before resizing (its convolutions on ``x``, then
``F.contrib.BilinearResize2D(x, height=size[0], width=size[1])``: FCN-style final blocks) has no
path that ends in a resize of its unchanged input; there each resize reading the sizes becomes
``(<resize like=like, mode='like'> if like is not None else <the resize as written>)`` in place
(``_inline_resizes``): the same tensor resized, evaluated once, to the sizes the caller's tensor
has, and as written when ``like`` is None.  That needs the sizes read nowhere else: only as
``size[0]``/``size[1]`` of such resizes, never rebound, shadowed or reached through
``locals()``/``vars()``/``eval``/``exec`` (the caller passes None for them).
"""
from __future__ import annotations

import ast
from dataclasses import dataclass

from hybridlint.engine.index import ast_dotted

from ._util import READS_LOCALS, text_mentions


@dataclass(frozen=True)
class ChildResize:
    cls: str                          # the child's class
    like_at: int                      # position of the like input among hybrid_forward's inputs after F
    fill: tuple[str, ...]             # the texts of the inputs between the call's last one and like
    edits: tuple                      # ((start, end), text) into the child; () when it has the branch
    like: str


def child_resize(source: str, stmts: list, caller: str, attr: str, given: int, at: int,
                 is_block) -> "ChildResize | str | None":
    """``self.<attr>(...)`` in a method of class ``caller`` with ``given`` positional inputs, the
    sizes at ``at``: the rewrite (see the module docstring), a reason to refuse, or None when
    ``self.<attr>`` is not an instance of a block class of this file (``is_block(name)``)."""
    classes = [n for n in _walk_all(stmts) if isinstance(n, ast.ClassDef)]
    owner = [c for c in stmts if isinstance(c, ast.ClassDef) and c.name == caller]
    if len(owner) != 1:
        return None
    family = _subclasses(classes, caller)
    stores = [n for c in family for n in ast.walk(c) if isinstance(n, (ast.Assign, ast.AnnAssign, ast.AugAssign))
              and any(_is_self_attr(t, attr) for t in _targets(n))]
    init = next((m for m in owner[0].body if isinstance(m, ast.FunctionDef) and m.name == "__init__"), None)
    if not stores or init is None:
        return None
    value = stores[0].value if len(stores) == 1 and isinstance(stores[0], ast.Assign) else None
    if not (isinstance(value, ast.Call) and isinstance(value.func, ast.Name)):
        return None
    name = value.func.id
    defs = [c for c in classes if c.name == name]
    if not is_block(name) or not any(c is d for c in stmts for d in defs):
        return None
    label = f"`self.{attr}` ({name})"
    if len(stores) != 1 or not any(n is stores[0] for n in ast.walk(init)):
        return f"{label} is assigned other than once in `__init__`"
    if len(defs) != 1 or _rebinds(stmts, name):
        return f"`{name}` is defined or bound more than once in this file"
    child = defs[0]
    for c in (child, *_bases_in_file(classes, child)):
        if any(isinstance(m, ast.FunctionDef) and m.name in ("forward", "__call__") for m in c.body):
            return f"`{c.name}` defines `forward`/`__call__`: calling {label} may not run its hybrid_forward"
    func = next((m for m in child.body if isinstance(m, ast.FunctionDef) and m.name == "hybrid_forward"), None)
    if func is None:
        return f"`{name}` does not define hybrid_forward itself"
    a = func.args
    if func.decorator_list or a.posonlyargs or a.vararg is not None or a.kwonlyargs or len(a.args) < 3:
        return f"`{name}.hybrid_forward` is decorated or takes *args, keyword-only or too few inputs"
    f_name, inputs = a.args[1].arg, [p.arg for p in a.args[2:]]
    defaults = dict(zip(inputs[len(inputs) - len(a.defaults):], a.defaults)) if a.defaults else {}
    existing = _like_branch(func, f_name, inputs, defaults)
    inlined = _inline_like(func, f_name, inputs, defaults) if existing is None else None
    existing = existing or inlined
    if at >= given or given > len(inputs) - (existing is not None):
        return f"{label} is called with more inputs than `{name}.hybrid_forward` takes"
    param = inputs[at]
    if param == inputs[0] or (existing is not None and param == existing):
        return f"{label} is handed the sizes as the tensor it resizes"
    known = {param: False} if existing is None else {param: False, existing: True}
    resizes = None
    if inlined is not None:
        resizes = _inline_resizes(func, f_name, param, inlined)
        if isinstance(resizes, str):
            return f"`{name}.hybrid_forward` given `{param}`: {resizes}"
        path = None
    else:
        path = _path(_after_docstring(func.body), known, inputs[0], f_name, {param})
    if isinstance(path, str):
        resizes = _inline_resizes(func, f_name, param) if existing is None else path
        if isinstance(resizes, str):
            return f"`{name}.hybrid_forward` given `{param}`: {path}"
        path = None
    extra = [ast.get_source_segment(source, k) for k in path.keywords if k.arg not in ("height", "width")] \
        if path is not None else []
    # the inputs between the call's last one and `like`: the sizes' place None, the others' defaults
    fill = []
    like_at = len(inputs) if existing is None else inputs.index(existing)
    for j in range(given, like_at):
        d = defaults.get(inputs[j])
        if not isinstance(d, ast.Constant):
            return f"{label} leaves out `{inputs[j]}`, whose default is not a literal to pass on"
        fill.append(ast.get_source_segment(source, d))
    if existing is not None:
        return ChildResize(name, like_at, tuple(fill), (), existing)
    surplus = _surplus_calls(stmts, attr, len(inputs))
    if surplus is not None:
        return surplus
    like = next(n for n in (f"like{'' if k == 1 else f'_{k}'}" for k in range(1, 100))
                if text_mentions(source, n) == 0)
    last = a.args[-1]
    sig_end = _end(source, defaults.get(last.arg) or last)
    first = _after_docstring(func.body)[0]
    lines = source.splitlines(keepends=True)
    line = lines[first.lineno - 1]
    indent = line[:_col_chars(line, first.col_offset)]
    if indent.strip():
        return f"`{name}.hybrid_forward`'s body does not start on a line of its own"
    head = lines[func.lineno - 1]
    unit = indent[len(head) - len(head.lstrip()):] or "    "
    newline = "\r\n" if line.endswith("\r\n") else "\n"
    signature = ((sig_end, sig_end), f", {like}=None")
    if resizes is not None:
        edits = [signature]
        for r in resizes:
            keep = [ast.get_source_segment(source, r.args[0])]
            keep += [ast.get_source_segment(source, k) for k in r.keywords if k.arg not in ("height", "width")]
            call = ", ".join([*keep, f"like={like}", "mode='like'"])
            edits.append(((_offset(lines, r.lineno, r.col_offset), _end(source, r)),
                          f"({f_name}.contrib.BilinearResize2D({call}) if {like} is not None "
                          f"else {ast.get_source_segment(source, r)})"))
        return ChildResize(name, like_at, tuple(fill), tuple(edits), like)
    call = ", ".join([inputs[0], *extra, f"like={like}", "mode='like'"])
    branch = (f"{indent}if {like} is not None:{newline}"
              f"{indent}{unit}return {f_name}.contrib.BilinearResize2D({call}){newline}")
    start = _offset(lines, first.lineno, 0)
    return ChildResize(name, like_at, tuple(fill), (signature, ((start, start), branch)), like)


def _path(stmts, known: dict, x: str, f_name: str, aliases: set):
    """The resize ``stmts`` end in with ``known`` inputs None (True) or given (False), or why not."""
    for s in stmts:
        if isinstance(s, ast.If):
            taken = _decide(s.test, known)
            if taken is None:
                return f"the `if` at line {s.lineno} is not decided by it"
            got = _path(s.body if taken else s.orelse, known, x, f_name, aliases)
            if got is not None:
                return got
            continue
        if isinstance(s, ast.Assign) and len(s.targets) == 1 and isinstance(s.targets[0], ast.Name):
            target, value = s.targets[0].id, s.value
            if isinstance(value, ast.IfExp):
                taken = _decide(value.test, known)
                value = None if taken is None else (value.body if taken else value.orelse)
            if target in (x, f_name) or target in known or not (isinstance(value, ast.Name) and value.id in aliases):
                return f"line {s.lineno} binds `{target}` other than to the sizes"
            aliases = aliases | {target}
            continue
        if isinstance(s, ast.Return):
            return _resize(s.value, x, f_name, aliases) or \
                f"it returns at line {s.lineno} other than a resize of `{x}` to `height=size[0], width=size[1]`"
        return f"line {s.lineno} runs other code first"
    return None


def _resize(node, x: str, f_name: str, aliases: set) -> "ast.Call | None":
    if not (isinstance(node, ast.Call) and ast_dotted(node.func) == f"{f_name}.contrib.BilinearResize2D"
            and len(node.args) == 1 and isinstance(node.args[0], ast.Name) and node.args[0].id == x):
        return None
    kw = {k.arg: k.value for k in node.keywords}
    if None in kw or any(k in kw for k in ("like", "mode", "scale_height", "scale_width", "data")):
        return None
    for key, index in (("height", 0), ("width", 1)):
        v = kw.get(key)
        if not (isinstance(v, ast.Subscript) and isinstance(v.value, ast.Name) and v.value.id in aliases
                and isinstance(v.slice, ast.Constant) and type(v.slice.value) is int and v.slice.value == index):
            return None
    if not all(_pure(v) and not (_names(v) & (aliases | {x})) for k, v in kw.items() if k not in ("height", "width")):
        return None
    return node


def _inline_resizes(func, f_name: str, size: str, like: "str | None" = None) -> "list | str":
    """The resizes of ``func`` that read ``size`` (``F.contrib.BilinearResize2D(t, height=size[0],
    width=size[1], ...)``), when those are its only reads; with ``like`` (a child an earlier caller
    rewrote) each must already be the ``else`` of ``(<resize like=like> if like is not None else
    ...)``.  A reason otherwise."""
    resizes, parents = [], {}
    for n in ast.walk(func):
        for c in ast.iter_child_nodes(n):
            parents[c] = n
        if isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id in READS_LOCALS:
            return f"line {n.lineno} reads the locals by name"
        if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)) and n is not func \
                and any(p.arg == size for p in ast.walk(n.args) if isinstance(p, ast.arg)):
            return f"line {n.lineno} shadows `{size}`"
        if isinstance(n, ast.Name) and n.id in (size, f_name) and not isinstance(n.ctx, ast.Load):
            return f"line {n.lineno} rebinds `{n.id}`"
        if _sized_resize(n, f_name, size):
            resizes.append(n)
    reads = [n for n in ast.walk(func) if isinstance(n, ast.Name) and n.id == size]
    if not resizes or len(reads) != 2 * len(resizes):
        return next((f"line {n.lineno} reads `{size}` other than as the height/width of a resize"
                     for n in reads if not any(_within(n, r, parents) for r in resizes)),
                    f"it reads `{size}` other than as the height/width of a resize")
    if any(_within(r, q, parents) for r in resizes for q in resizes if r is not q):
        return "a resize to the sizes holds another"
    if like is not None and not all(_wrapped(r, parents.get(r), f_name, like) for r in resizes):
        return f"a resize to `{size}` is not under the `{like}` branch an earlier fix wrote"
    return resizes


def _sized_resize(node, f_name: str, size: str) -> bool:
    """``<F>.contrib.BilinearResize2D(t, height=size[0], width=size[1], ...)``: one positional
    input that does not read ``size``, the other keywords only read (no mode, like or scale)."""
    if not (isinstance(node, ast.Call) and ast_dotted(node.func) == f"{f_name}.contrib.BilinearResize2D"
            and len(node.args) == 1 and not isinstance(node.args[0], ast.Starred)
            and size not in _names(node.args[0])):
        return False
    kw = {k.arg: k.value for k in node.keywords}
    if None in kw or len(kw) != len(node.keywords) or any(k in kw for k in ("like", "mode", "scale_height",
                                                                              "scale_width", "data")):
        return False
    for key, index in (("height", 0), ("width", 1)):
        v = kw.get(key)
        if not (isinstance(v, ast.Subscript) and isinstance(v.value, ast.Name) and v.value.id == size
                and isinstance(v.slice, ast.Constant) and type(v.slice.value) is int and v.slice.value == index):
            return False
    return all(_pure(v) and size not in _names(v) for k, v in kw.items() if k not in ("height", "width"))


def _within(node, outer, parents: dict) -> bool:
    while node is not None:
        node = parents.get(node)
        if node is outer:
            return True
    return False


def _wrapped(resize, parent, f_name: str, like: str) -> bool:
    """``resize`` is the ``else`` of ``(<F>.contrib.BilinearResize2D(..., like=like, mode='like')
    if like is not None else resize)``."""
    if not (isinstance(parent, ast.IfExp) and parent.orelse is resize
            and _decide(parent.test, {like: False}) is True and _decide(parent.test, {like: True}) is False):
        return False
    body = parent.body
    kw = {k.arg: k.value for k in getattr(body, "keywords", ())}
    return (isinstance(body, ast.Call) and ast_dotted(body.func) == f"{f_name}.contrib.BilinearResize2D"
            and isinstance(kw.get("like"), ast.Name) and kw["like"].id == like
            and isinstance(kw.get("mode"), ast.Constant) and kw["mode"].value == "like")


def _inline_like(func, f_name: str, inputs: list, defaults: dict) -> "str | None":
    """The last input, when it defaults to None and is read only by resizes this module put
    under ``(... if like is not None else ...)`` (an earlier caller's fix)."""
    last = inputs[-1]
    d = defaults.get(last)
    if not (isinstance(d, ast.Constant) and d.value is None):
        return None
    exps = [n for n in ast.walk(func) if isinstance(n, ast.IfExp) and _wrapped(n.orelse, n, f_name, last)]
    reads = [n for n in ast.walk(func) if isinstance(n, ast.Name) and n.id == last]
    return last if exps and len(reads) == 2 * len(exps) else None


def _decide(test, known: dict) -> "bool | None":
    """The test's truth with each of ``known`` None (True) or not; None when it depends on more.
    The operands an ``and``/``or`` evaluates before deciding are only read."""
    if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
        got = _decide(test.operand, known)
        return None if got is None else not got
    if isinstance(test, ast.Compare) and len(test.ops) == 1 and isinstance(test.left, ast.Name) \
            and test.left.id in known and isinstance(test.comparators[0], ast.Constant) \
            and test.comparators[0].value is None and isinstance(test.ops[0], (ast.Is, ast.IsNot)):
        return known[test.left.id] == isinstance(test.ops[0], ast.Is)
    if isinstance(test, ast.BoolOp):
        stop = isinstance(test.op, ast.Or)
        undecided = False
        for v in test.values:
            got = _decide(v, known)
            if got is stop:
                return stop
            if got is None:
                if not _pure(v):
                    return None
                undecided = True
        return None if undecided else not stop
    return None


def _pure(node) -> bool:
    """Names, attributes, literals and comparisons of them: evaluating it runs no code of ours."""
    return all(isinstance(n, (ast.Name, ast.Attribute, ast.Constant, ast.Compare, ast.BoolOp, ast.UnaryOp,
                              ast.Load, ast.cmpop, ast.boolop, ast.unaryop, ast.Tuple))
               for n in ast.walk(node))


def _names(node) -> set:
    return {n.id for n in ast.walk(node) if isinstance(n, ast.Name)}


def _like_branch(func, f_name: str, inputs: list, defaults: dict) -> "str | None":
    """The last input, when it defaults to None and the body starts with this module's branch
    resizing like it (an earlier round wrote it)."""
    body = _after_docstring(func.body)
    last = inputs[-1]
    d = defaults.get(last)
    if not (body and isinstance(d, ast.Constant) and d.value is None and isinstance(body[0], ast.If)):
        return None
    s = body[0]
    if s.orelse or len(s.body) != 1 or not isinstance(s.body[0], ast.Return) or _decide(s.test, {last: False}) \
            is not True or _decide(s.test, {last: True}) is not False:
        return None
    call = s.body[0].value
    if not (isinstance(call, ast.Call) and ast_dotted(call.func) == f"{f_name}.contrib.BilinearResize2D"
            and len(call.args) == 1 and isinstance(call.args[0], ast.Name) and call.args[0].id == inputs[0]):
        return None
    kw = {k.arg: k.value for k in call.keywords}
    if not (isinstance(kw.get("like"), ast.Name) and kw["like"].id == last and isinstance(kw.get("mode"), ast.Constant)
            and kw["mode"].value == "like"):
        return None
    return last


def _surplus_calls(stmts, attr: str, inputs: int) -> "str | None":
    for n in _walk_all(stmts):
        if not (isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute)
                and n.func.attr in (attr, "forward", "hybrid_forward")):
            continue
        limit = inputs + (n.func.attr == "hybrid_forward")
        if any(isinstance(a, ast.Starred) for a in n.args) or len(n.args) > limit:
            return (f"a call at line {n.lineno} (`.{n.func.attr}`) spreads *args or passes more inputs than the "
                    "signature takes: a trailing input would change what it binds")
    return None


def _subclasses(classes, name: str) -> list:
    """The classes named ``name`` and those deriving from them in this file (by a base's name)."""
    family = [c for c in classes if c.name == name]
    names = {name}
    grew = True
    while grew:
        grew = False
        for c in classes:
            if c not in family and any(isinstance(b, ast.Name) and b.id in names for b in c.bases):
                family.append(c)
                names.add(c.name)
                grew = True
    return family


def _bases_in_file(classes, cls) -> list:
    out, todo = [], [cls]
    while todo:
        c = todo.pop()
        for b in c.bases:
            found = [d for d in classes if isinstance(b, ast.Name) and d.name == b.id and d not in out]
            out += found
            todo += found
    return out


def _rebinds(stmts, name: str) -> bool:
    count = 0
    for n in _walk_all(stmts):
        if isinstance(n, (ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and n.name == name:
            count += 1
        elif isinstance(n, ast.Name) and n.id == name and not isinstance(n.ctx, ast.Load):
            count += 2
        elif isinstance(n, ast.alias) and (n.asname or n.name.split(".")[0]) == name:
            count += 2
        elif isinstance(n, (ast.Global, ast.Nonlocal)) and name in n.names:
            count += 2
    return count != 1


def _targets(n) -> list:
    return n.targets if isinstance(n, ast.Assign) else [n.target]


def _is_self_attr(t, attr: str) -> bool:
    if isinstance(t, (ast.Tuple, ast.List)):
        return any(_is_self_attr(e, attr) for e in t.elts)
    return isinstance(t, ast.Attribute) and t.attr == attr and isinstance(t.value, ast.Name) and t.value.id == "self"


def _after_docstring(body: list) -> list:
    if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) \
            and isinstance(body[0].value.value, str):
        return body[1:]
    return body


def _walk_all(stmts):
    for s in stmts:
        yield from ast.walk(s)


def _col_chars(line: str, col: int) -> int:
    return len(line.encode("utf-8")[:col].decode("utf-8", "replace"))


def _offset(lines: list, lineno: int, col: int) -> int:
    return sum(len(x) for x in lines[:lineno - 1]) + _col_chars(lines[lineno - 1], col)


def _end(source: str, node) -> int:
    return _offset(source.splitlines(keepends=True), node.end_lineno, node.end_col_offset)
