"""Sizes whose python arithmetic ends in a number that does not depend on them (shape-uses step).

TF-style 'same' padding reads the input's size only to cancel it again: with stride 1,
``max((ceil(h / 1) - 1) * 1 + (k - 1) * d + 1 - h, 0)`` is ``(k - 1) * d`` for every ``h``.  This
step evaluates every statement that computes from the sizes a binding reads (``_arith``: exact,
over the sizes as symbols), and where each use outside that arithmetic receives a number, writes
the number there and drops the arithmetic and the binding.  Anything the evaluation cannot reduce
(a stride above 1 leaves ``h % s``; a kernel size the file does not fix) refuses with the reason.

The numbers the arithmetic needs besides the sizes: literals, names bound once in the function to
a literal, module-level number constants (``LAST = -1``, bound once, never rebound), ``self.attr`` assigned once in ``__init__`` to a literal
(never a constructor argument: a caller may pass another value), and, for a helper of this file
whose whole body is that arithmetic (``calc_tf_padding(x, kernel_size=3)``), the literal
arguments of each call -- each call is then replaced by the number it returns.

A constructor argument kept in ``self.attr`` that a convolution built in ``__init__`` also takes as
its channels or kernel size is an int in every block MXNet can build (conv_int_argument): when the
walk fails, each read of the sizes may still sit in int arithmetic that cancels them around such
attributes, which ``_python_parts`` writes without the sizes, keeping the code around it.
"""
from __future__ import annotations

import re
from fractions import Fraction

import libcst as cst

from hybridlint.engine.arguments import bound_arguments
from hybridlint.engine.walk import iter_descendants, parent_map, weak_method

from . import Refusal, make_fix
from ._arith import Evaluator, NotConstant, Sym, constant, python_text, text
from ._shapes import Dim, ShapeFlow, call_arguments, conv_int_argument
from ._tf_same import PAD_OPS, emit, guard_truth, mode_of, plan
from ._util import line_start, number_literal, self_targets as _self_attrs

_WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_THROUGH = (cst.Element, cst.Arg, cst.Index, cst.SubscriptElement, cst.Slice)
_PAD_HINT = ("MXNet's Pad takes constant widths: declare the input size (a fixed reshape or "
             "crop before) or pad a fixed amount")


class _Cone:
    """The walk over the statements after one binding of sizes."""

    def __init__(self, ctx, flow: ShapeFlow, params: "dict | None", floors: "dict | None" = None,
                 python_atoms: bool = False) -> None:
        self.ctx, self.flow, self.params = ctx, flow, params
        # ``self.attr`` holding an int the block is built with (conv_int_argument) read as an atom
        # of its own name, the ones read so far kept here (see _python_parts)
        self.python_atoms: "set[str] | None" = set() if python_atoms else None
        self.taint: dict = {}
        self.labels: dict[str, str] = {}
        self.position = 0
        # with a floor table: a stride's arithmetic is kept (TF-'same' padding), its pads are sinks
        self.floors = floors
        self.pads: list = []
        # `if pad_h > 0 or pad_w > 0:` around a pad, true for every size: id -> the If to fold
        self.folded: dict = {}
        # (the cone's own methods held weakly: bound ones here were a cycle holding ctx's trees)
        self.ev = Evaluator(weak_method(self._name), weak_method(self._attr), ctx.resolve,
                            lambda n: " ".join(ctx.code_for(n).split()), floors)

    # ---- the numbers besides the sizes -----------------------------------------------------------

    def _name(self, name: str):
        if name in self.taint:
            return self.taint[name]
        if name in ("max", "min", "int", "float", "abs") or name in self.ctx.index.imports:
            raise NotConstant(f"`{name}` is not a number")
        if self.params is not None and name in self.params:
            return self.params[name]
        flow = self.flow
        binders = [s for s in flow.body if name in flow.binds(s) or name in flow.inner.get(id(s), ())]
        func = self.ctx.scope.func
        is_param = name in {p.name.value for p in (*func.params.posonly_params, *func.params.params,
                                                   *func.params.kwonly_params)}
        if len(binders) == 1 and not is_param and (flow.index(binders[0]) or 0) < self.position:
            value = _literal_assign(binders[0], name)
            if value is not None:
                return value
        if not binders and not is_param and name in self.ctx.int_constants:
            return self.ctx.int_constants[name]
        if not binders and not is_param and name in self.ctx.number_literals:
            return self.ctx.number_literals[name]
        raise NotConstant(f"`{name}` is not a python number fixed in this file")

    def _attr(self, attr: str):
        cls = self.ctx.scope.cls
        if cls is None or attr not in cls.scalar_attrs or attr in cls.param_names:
            raise NotConstant(f"`self.{attr}` is not a python number fixed in this file")
        found = []
        for klass in cls.lineage():
            for fn_name, fn in klass.methods.items():
                for node in iter_descendants(fn.body):
                    if isinstance(node, cst.Assign) and any(
                            attr in _self_attrs(t.target) for t in node.targets):
                        found.append((fn_name, node))
        if len(found) == 1 and found[0][0] == "__init__" and len(found[0][1].targets) == 1 \
                and isinstance(found[0][1].targets[0].target, cst.Attribute):
            value = number_literal(found[0][1].value)
            if value is not None:
                return value
        if self.python_atoms is not None and conv_int_argument(self.ctx, cls, attr):
            self.python_atoms.add(f"self.{attr}")
            return Sym.of({((f"self.{attr}", 1),): Fraction(1)}, False)
        raise NotConstant(f"`self.{attr}` is not set once, in `__init__`, to a python number "
                          "(a constructor argument may differ from its default)")

    # ---- the walk --------------------------------------------------------------------------------

    def seed(self, names: list[str], after) -> bool:
        for n in names:
            d = after.dims.get(n)
            value = _dim_value(d) if isinstance(d, Dim) else None
            if value is None:
                return False
            self.taint[n] = value
            if isinstance(value, Sym):
                for m, _ in value.terms:
                    for atom, _ in m:
                        self.labels.setdefault(atom, n)
        return True

    def walk(self, start: int):
        """(statements computing from the sizes, [(use node, number)], the final return's value
        when it is one) -- or raises NotConstant."""
        flow = self.flow
        derived: list = []
        sinks: list = []
        returned = None
        for j in range(start, len(flow.body)):
            self.position = j
            stmt = flow.body[j]
            reads = [n for n in flow.names(stmt) if n.value in self.taint]
            bound = flow.binds(stmt) | flow.inner.get(id(stmt), frozenset())
            if not reads and not bound & self.taint.keys():
                continue
            if self.floors is not None and reads and all(self._pad_width(n, False) for n in reads):
                for n in reads:
                    self._pad_width(n)          # `y = F.pad(x, pad_width=(.., ph // 2, ..))`: a sink
                continue
            if self.floors is not None and reads and isinstance(stmt, cst.If):
                self._fold(stmt)
                continue
            assign = _plain_assign(stmt)
            if assign is not None and reads:
                value = self.ev.value(assign.value)
                for name, part in _unpack(assign.targets[0].target, value):
                    self.taint[name] = part
                derived.append(stmt)
                continue
            if bound & self.taint.keys():
                raise NotConstant(f"`{sorted(bound & self.taint.keys())[0]}` is rebound where its value "
                                  "is not computed from the sizes alone")
            ret = _plain_return(stmt)
            if self.params is not None:
                if ret is None or j != len(flow.body) - 1:
                    raise NotConstant("the helper does more than compute a number from the sizes")
                returned = self.ev.value(ret)
                if not constant(returned) and self.floors is None:
                    raise NotConstant(self._open(returned, ret))
                continue
            for n in reads:
                if self.floors is not None and self._pad_width(n):
                    continue
                sinks.append(self._largest(n))
        return derived, sinks, returned

    def _fold(self, stmt: cst.If) -> None:
        """Take a guard over the widths around a pad (timm's ``if pad_h > 0 or pad_w > 0:``) as
        its body, when the test holds for every size; raises NotConstant otherwise."""
        code = " ".join(self.ctx.code_for(stmt.test).split())
        if stmt.orelse is not None or not isinstance(stmt.body, cst.IndentedBlock) \
                or stmt.body.header.comment is not None \
                or not all(isinstance(b, cst.SimpleStatementLine) for b in stmt.body.body):
            raise NotConstant(f"the guard `{code}` holds more than simple statements, or an else")
        try:
            holds = guard_truth(stmt.test, self.ev.value, self.floors)
        except NotConstant as exc:
            raise NotConstant(f"the guard `{code}` is no python constant: {exc}") from None
        if not holds:
            raise NotConstant(f"the guard `{code}` is false for every size: its pad never runs")
        body_reads = [n for b in stmt.body.body for n in self.flow.names(b) if n.value in self.taint]
        if not body_reads or not all(self._pad_width(n, False) for n in body_reads):
            raise NotConstant(f"the guard `{code}` holds more than a pad of the widths")
        for n in body_reads:
            self._pad_width(n)
        self.folded[id(stmt)] = stmt

    def _pad_width(self, name: cst.Name, record: bool = True) -> bool:
        """``name`` is read inside the ``pad_width`` of an F.pad call (recorded once, with the
        widths' value, when ``record``)."""
        cur = name
        while True:
            parent = self.flow.parent(cur)
            if parent is None or isinstance(parent, (cst.BaseStatement, cst.BaseSmallStatement, cst.Lambda)):
                return False
            if isinstance(parent, cst.Arg):
                call = self.flow.parent(parent)
                if isinstance(call, cst.Call) and self.ctx.f_path(call.func) in PAD_OPS and _is_width(call, parent):
                    if record and not any(c is call for c, _ in self.pads):
                        self.pads.append((call, self.ev.value(parent.value)))
                    return True
            cur = parent

    def _evaluable_parents(self, name: cst.Name):
        """(expression, its value) for each enclosing expression of a read, inside out, as long
        as each evaluates (parentheses and the like passed through)."""
        cur = name
        while True:
            parent = self.flow.parent(cur)
            if isinstance(parent, _THROUGH):
                cur = parent
                continue
            if not isinstance(parent, cst.BaseExpression):
                return
            try:
                got = self.ev.value(parent)
            except NotConstant:
                return
            cur = parent
            yield parent, got

    def _largest(self, name: cst.Name):
        """The largest expression around a read of a size-derived name that evaluates to a
        number, with that number."""
        top, value = name, self.taint[name.value]
        for parent, got in self._evaluable_parents(name):
            if constant(got):
                top, value = parent, got
        if not constant(value):
            raise NotConstant(self._open(value, top))
        return top, value

    def python_part(self, name: cst.Name):
        """(the largest expression around a read of a size-derived name whose value is an int, or
        int arithmetic on python atoms alone, with that value), or None."""
        best = None
        for parent, got in self._evaluable_parents(name):
            if type(got) is int or (isinstance(got, Sym) and not got.flt and got.integral() and all(
                    a in self.python_atoms for m in got.variable() for a, _ in m)):
                best = (parent, got)
        return best

    def _open(self, value, node) -> str:
        code = " ".join(self.ctx.code_for(node).split())
        if len(code) > 50:
            code = code[:47] + "..."
        return f"`{code}` still depends on the input size"

    def label(self, reason: str) -> str:
        for atom, name in self.labels.items():
            reason = reason.replace(f"`{atom}`", f"`{name}`")
        return reason


def fixed_number(ctx, flow: ShapeFlow, node) -> int | float | None:
    """The python number ``node`` computes on every call, from the numbers this file fixes
    (literals, names bound once before ``node``'s statement to a literal, module-level constants,
    ``self.attr`` set once in ``__init__`` to a literal) and arithmetic on them; None otherwise."""
    stmt = flow.top_statement(node)
    position = flow.index(stmt) if stmt is not None else None
    if position is None:
        return None
    cone = _Cone(ctx, flow, None)
    cone.position = position
    try:
        value = cone.ev.value(node)
    except NotConstant:
        return None
    return value if type(value) in (int, float) else None      # noqa: E721 - a bool is no size offset


def constant_sizes(rewriter, stmt, names: list[str], after):
    """A Fix writing the numbers that size arithmetic after ``stmt`` ends in, a Refusal saying why
    arithmetic that feeds a pad is not constant, or None (not such arithmetic)."""
    ctx, flow = rewriter.ctx, rewriter.flow
    i = flow.index(stmt)
    if i is None or after is None or any(n in after.guarded for n in names):
        return None
    if flow.reads_locals_by_name():
        return None
    scope = ctx.scope
    if scope.style == "helper" and scope.callers:
        return _helper(rewriter, stmt, names, after, i)
    cone = _Cone(ctx, flow, None)
    if not cone.seed(names, after):
        return None
    try:
        derived, sinks, _ = cone.walk(i + 1)
    except NotConstant as exc:
        strided = _strided(rewriter, stmt, names, after, i)
        if strided is not None and not isinstance(strided, Refusal):
            return strided
        return _python_parts(rewriter, stmt, names, after, i) or strided \
            or _refusal(rewriter, stmt, names, cone.label(str(exc)))
    if not sinks:
        return None
    edits = _number_edits(sinks)
    for s in (stmt, *derived):
        edits.append((rewriter._lines_of(s), ""))
    numbers = ", ".join(dict.fromkeys(text(v) for _, v in sinks))
    return make_fix(ctx, edits, "unsafe", f"write the numbers the size arithmetic computes for every "
                    f"input size ({numbers}) and drop the {len(derived) + 1} line(s) computing them")


def _python_parts(rewriter, stmt, names, after, i):
    """A Fix for sizes whose reads each sit in int arithmetic that cancels them around python ints
    the block is built with (a stride-1 TF-'same' pad ``max((n - 1) + self._kernel - n, 0)``, with
    ``self._kernel`` a constructor argument that is also a convolution's kernel size): each such
    expression becomes that arithmetic without the size (``self._kernel - 1``), the rest of the
    code is kept, and the line reading the sizes goes.  Exact: python computes ints exactly, and
    every block that could be built holds an int there (conv_int_argument).  None otherwise."""
    ctx, flow = rewriter.ctx, rewriter.flow
    cone = _Cone(ctx, flow, None, python_atoms=True)
    if not cone.seed(names, after):
        return None
    seeds = set(names)
    parts: list = []
    for j in range(i + 1, len(flow.body)):
        cone.position = j
        s = flow.body[j]
        if (flow.binds(s) | flow.inner.get(id(s), frozenset())) & seeds:
            return None
        for n in flow.names(s):
            if n.value not in seeds:
                continue
            got = cone.python_part(n)
            if got is None:
                return None
            if not any(node is got[0] for node, _ in parts):
                parts.append(got)
    if not any(isinstance(v, Sym) for _, v in parts):
        return None         # numbers only: the sizes' own walk writes them
    edits: list = []
    for node, value in parts:
        written = python_text(value)
        parent = flow.parent(node)
        if node.lpar or (" " in written and not isinstance(parent, (*_THROUGH, cst.Assign, cst.Return))):
            written = f"({written})"
        edits.append((node, written))
    edits.append((rewriter._lines_of(stmt), ""))
    shown = ", ".join(dict.fromkeys(f"`{python_text(v)}`" for _, v in parts))
    return make_fix(ctx, edits, "unsafe", f"write the int arithmetic the sizes cancel in ({shown}, python ints the "
                    "block is built with) and drop the line reading the sizes")


def _number_edits(sinks) -> list:
    edits: list = []
    for node, value in sinks:
        if not any(e[0] is node for e in edits):
            written = text(value)
            if getattr(node, "lpar", None) and written.startswith("("):
                written = written[1:-1] if not written.endswith(",)") else written[1:-1]
            edits.append((node, written))
    return edits


def _strided(rewriter, stmt, names, after, i):
    """The Fix for TF-'same' padding with a stride (``_tf_same``), its Refusal, or None (the
    arithmetic is not that)."""
    ctx, flow = rewriter.ctx, rewriter.flow
    floors: dict = {}
    cone = _Cone(ctx, flow, None, floors)
    if not cone.seed(names, after):
        return None
    try:
        derived, sinks, _ = cone.walk(i + 1)
    except NotConstant as exc:
        return _refusal(rewriter, stmt, names, cone.label(str(exc)))
    if not cone.pads:
        return None
    edits = _number_edits(sinks)
    notes = []
    for call, widths in cone.pads:
        # the pad on a line of the straight-line body: there the flow's value of the padded name
        # is the one the sizes were read from (inside a loop or branch it may have been rebound)
        top = flow.top_statement(call)
        guard = cone.folded.get(id(top))
        if guard is not None:
            line = next((b for b in guard.body.body if any(n is call for n in iter_descendants(b))), None)
            if line is None or line is not guard.body.body[0]:
                return _refusal(rewriter, stmt, names, "the pad is not the first statement the guard holds")
            env = flow.before.get(id(guard))  # the pad is the first line: x as it was before the `if`
        elif not (isinstance(top, cst.SimpleStatementLine) and any(n is call for n in iter_descendants(top))):
            return _refusal(rewriter, stmt, names, "the pad is inside a loop or a branch, where the "
                            "padded tensor may not be the one whose size was read")
        else:
            env = flow.env_at(call)
        data = _pad_data(call)
        shape = env.tensors.get(data.value) if env is not None and isinstance(data, cst.Name) else None
        got = _pad_edits(ctx, call, widths, floors, shape.value if shape is not None else None,
                         flow.parent, ctx.scope.func, guard)
        if isinstance(got, str):
            return _refusal(rewriter, stmt, names, cone.label(got))
        edits += got[0]
        notes.append(got[1])
    for s in (stmt, *derived):
        edits.append((rewriter._lines_of(s), ""))
    return make_fix(ctx, edits, "unsafe", "; ".join(notes) + f"; drop the {len(derived) + 1} line(s) "
                    "computing the widths from the size")


def _pad_data(call: cst.Call):
    positional = [a for a in call.args if a.keyword is None and not a.star]
    return next((a.value for a in call.args if a.keyword is not None and a.keyword.value == "data"),
                positional[0].value if positional else None)


def _is_width(call: cst.Call, arg: cst.Arg) -> bool:
    """``arg`` is ``call``'s pad_width (F.pad(data, mode, pad_width, constant_value))."""
    if arg.keyword is not None:
        return arg.keyword.value == "pad_width"
    positional = [a for a in call.args if a.keyword is None and not a.star]
    return len(positional) > 2 and positional[2] is arg and not any(a.star for a in call.args)


def _pad_edits(ctx, call: cst.Call, widths, floors: dict, value, parent, func, guard=None):
    """(edits writing ``call`` as TF-'same' padding without the size, a note) or why not.
    ``value``: the padded tensor's value in the flow that holds the size atoms; ``guard``: an
    ``if`` around the pad, true for every size, whose line goes and whose body moves out a level."""
    data = _pad_data(call)
    if not isinstance(data, cst.Name) or value is None:
        return "the padded data is not a tensor held by a name"
    if not isinstance(call.func, cst.Attribute):
        return "the pad is not called on a namespace"
    got = plan(widths, value, floors)
    if isinstance(got, str):
        return got
    pairs, same = got
    if any(not isinstance(v, int) or isinstance(v, bool) or v < 0
           for pair in pairs for v in pair if v is not None):
        return "a constant width is not a non-negative int"
    mode = mode_of(call)
    if isinstance(mode, str):
        return mode
    # the statement the pad runs in, the pad evaluated whenever the statement runs
    cur, stmt = call, None
    while True:
        up = parent(cur)
        if up is None or up is func or isinstance(up, (cst.Lambda, cst.IfExp, cst.BooleanOperation,
                                                       cst.ListComp, cst.SetComp, cst.DictComp,
                                                       cst.GeneratorExp)) \
                or (isinstance(up, cst.BaseCompoundStatement) and up is not guard):
            return "the pad is not evaluated whenever its statement runs"
        if isinstance(up, cst.SimpleStatementLine):
            stmt = up
            break
        cur = up
    start, _ = ctx.span(stmt)
    at = line_start(ctx.source, start)
    indent = ctx.source[at:start]
    if indent.strip():
        return "the pad's statement shares its line"
    base = data.value
    taken = set(_words(ctx.source))
    fresh = []
    for stem in ["padded"] + [f"{kind}{a}" for a in sorted(same) for kind in ("rows", "keep")]:
        name, n = f"{base}_{stem}", 2
        while name in taken:
            name, n = f"{base}_{stem}{n}", n + 1
        taken.add(name)
        fresh.append(name)
    ns = ctx.code_for(call.func.value)
    newline = "\r\n" if "\r\n" in ctx.source else "\n"
    shown = ", ".join(f"axis {a}: kernel extent {k}, stride {s}" for a, (k, s) in sorted(same.items()))
    note = f"pad TF's 'same' way without the input's size ({shown})"
    if guard is None:
        code = emit(ns, base, mode[0], mode[1], pairs, same, fresh, indent, newline)
        return [((at, at), code), (call, fresh[0])], note
    # the guard's line becomes the code, and each line of its body moves out one level
    g_start, g_end = ctx.span(guard)
    head = line_start(ctx.source, g_start)
    outer = ctx.source[head:g_start]
    if outer.strip() or not indent.startswith(outer) or len(indent) <= len(outer):
        return "the guard shares its line, or its body is not indented under it"
    code = emit(ns, base, mode[0], mode[1], pairs, same, fresh, outer, newline)
    edits: list = [((head, at), code), (call, fresh[0])]
    extra = len(indent) - len(outer)
    # the pad call's own text is replaced whole: a line that starts inside it (the pad written
    # over several lines, as timm-style code wraps its long pad_width) is gone from the output,
    # and an edit of its indent would overlap the call's
    c_start, c_end = ctx.span(call)
    pos = at
    while pos < g_end:
        nxt = ctx.source.find("\n", pos)
        nxt = len(ctx.source) if nxt < 0 else nxt + 1
        line = ctx.source[pos:nxt]
        if c_start < pos < c_end:
            pass
        elif line.strip() and line.startswith(indent):
            edits.append(((pos, pos + extra), ""))
        elif line.strip() and pos != at:
            return "a line of the guard's body is not indented as its first"
        pos = nxt
    return edits, note + f"; the guard `{' '.join(ctx.code_for(guard.test).split())}` holds for every size"


def _words(source: str):
    return _WORD.findall(source)


def _helper(rewriter, stmt, names, after, i):
    ctx, flow = rewriter.ctx, rewriter.flow
    func = ctx.scope.func
    # nothing but a docstring before the binding: the call is replaced by its value, so the helper
    # must have no other effect
    for s in flow.body[:i]:
        if not _docstring(s):
            return None
    # only a helper that is nothing but assignments and a final return can be a padding helper;
    # any other is no business of this step, whatever its callers pass (the caller's own refusal)
    rest = flow.body[i + 1:]
    if not rest or _plain_return(rest[-1]) is None or any(_plain_assign(s) is None for s in rest[:-1]) \
            or not all(_arithmetic(ctx, _plain_assign(s).value) for s in rest[:-1]) \
            or not _arithmetic(ctx, _plain_return(rest[-1])):
        return None
    edits: list = []
    strided: list = []
    notes: list = []
    reason = None
    for _caller, call in ctx.scope.callers:
        params = _call_numbers(func, call)
        if params is None:
            return _refusal(rewriter, stmt, names, "a call of the helper passes something other than the "
                            "tensor and python number literals")
        cone = _Cone(ctx, flow, params)
        if not cone.seed(names, after):
            return None
        try:
            _, _, returned = cone.walk(i + 1)
        except NotConstant as exc:
            got = _strided_call(rewriter, stmt, names, after, i, params, _caller, call)
            if got is None or isinstance(got, str):
                reason = got or cone.label(str(exc))
                break
            strided += got[0]
            notes.append(got[1])
            continue
        if returned is None:
            return None
        edits.append((call, text(returned)))
    if reason is not None:
        return _refusal(rewriter, stmt, names, reason)
    message = "replace each call of the helper by the number it returns for every input size (" \
        + ", ".join(t for _, t in edits) + ")" if edits else ""
    return make_fix(ctx, edits + strided, "unsafe", "; ".join(m for m in (message, *dict.fromkeys(notes)) if m))


def _strided_call(rewriter, stmt, names, after, i, params, caller, call):
    """For a padding helper's ``call`` whose widths a stride leaves depending on the size: the
    edits writing the caller's F.pad TF's way without the size (with a note), why not, or None
    (not such widths)."""
    ctx, flow = rewriter.ctx, rewriter.flow
    floors: dict = {}
    cone = _Cone(ctx, flow, params, floors)
    if not cone.seed(names, after):
        return None
    try:
        _, _, returned = cone.walk(i + 1)
    except NotConstant as exc:
        return cone.label(str(exc))
    if returned is None or constant(returned):
        return None
    parents = parent_map(caller.func)
    arg = parents.get(id(call))
    pad = parents.get(id(arg)) if isinstance(arg, cst.Arg) else None
    if not (isinstance(pad, cst.Call) and arg.value is call and _is_width(pad, arg)
            and isinstance(pad.func, cst.Attribute) and pad.func.attr.value in ("pad", "Pad")
            and isinstance(pad.func.value, cst.Name) and pad.func.value.value == caller.f_name):
        return "the widths the helper returns are not the pad_width of an F.pad"
    data = _pad_data(pad)
    passed = call_arguments(ctx.scope.func, call)
    held = [p for p, a in passed.items() if isinstance(data, cst.Name) and isinstance(a, cst.Name)
            and a.value == data.value and p in after.tensors]
    value = after.tensors[held[0]].value if len(held) == 1 else None
    got = _pad_edits(ctx, pad, returned, floors, value, lambda n: parents.get(id(n)), caller.func)
    return cone.label(got) if isinstance(got, str) else got



def _refusal(rewriter, stmt, names, reason: str):
    """A refusal naming why, when the arithmetic feeds a pad (else the caller's own refusal)."""
    if not rewriter._feeds_pad(stmt) and rewriter.ctx.scope.style != "helper":
        return None
    return Refusal(f"`{', '.join(names)}` computes a padding from the input's size (TF-style 'same') "
                   f"that is not a constant: {reason}; " + _PAD_HINT)


# ---- small pieces ----------------------------------------------------------------------------------

_ARITH_CALLS = frozenset({"math.ceil", "math.floor", "int", "float", "max", "min", "abs"})
_ARITH_NODES = (cst.Name, cst.Integer, cst.Float, cst.Attribute, cst.BinaryOperation,
                cst.UnaryOperation, cst.Tuple, cst.List, cst.Element, cst.Subscript,
                cst.SubscriptElement, cst.Index, cst.Slice, cst.Call, cst.Arg, cst.LeftParen,
                cst.RightParen, cst.BaseBinaryOp, cst.BaseUnaryOp, cst.Comma, cst.Dot,
                cst.LeftSquareBracket, cst.RightSquareBracket, cst.Colon, cst.BaseParenthesizableWhitespace)


def _arithmetic(ctx, node) -> bool:
    """``node`` is python number arithmetic in form (numbers, names, ``self.x``, operators,
    ceil/floor/int/float/max/min/abs, tuples and indexing): what the evaluator could reduce.
    A helper whose statements are anything else is not a padding helper."""
    if not isinstance(node, _ARITH_NODES):
        return False
    if isinstance(node, cst.Call) and ctx.resolve(node.func) not in _ARITH_CALLS:
        return False
    if isinstance(node, cst.Attribute) and not (isinstance(node.value, cst.Name) and node.value.value
                                                in ("self", "math")):
        return False
    return all(_arithmetic(ctx, c) for c in node.children)

def _dim_value(d: Dim):
    if any(e < 0 for _, e in d.atoms) or d.coef.denominator != 1:
        return None
    if not d.atoms:
        return int(d.coef)
    return Sym.of({d.atoms: d.coef}, False)


def _literal_assign(stmt, name: str):
    """The number ``name = 3`` (or ``k, name = 4, 3``) binds."""
    assign = _plain_assign(stmt)
    if assign is None:
        return None
    target, value = assign.targets[0].target, assign.value
    if isinstance(target, cst.Name):
        return number_literal(value) if target.value == name else None
    if not isinstance(value, (cst.Tuple, cst.List)) or len(value.elements) != len(target.elements) \
            or not all(isinstance(e, cst.Element) for e in value.elements):
        return None
    for t, v in zip(target.elements, value.elements):
        if t.value.value == name:
            return number_literal(v.value)
    return None


def _plain_assign(stmt) -> "cst.Assign | None":
    if not isinstance(stmt, cst.SimpleStatementLine) or len(stmt.body) != 1:
        return None
    small = stmt.body[0]
    if not isinstance(small, cst.Assign) or len(small.targets) != 1:
        return None
    target = small.targets[0].target
    if isinstance(target, cst.Name) or (isinstance(target, (cst.Tuple, cst.List)) and all(
            isinstance(e, cst.Element) and isinstance(e.value, cst.Name) for e in target.elements)):
        return small
    return None


def _plain_return(stmt):
    if isinstance(stmt, cst.SimpleStatementLine) and len(stmt.body) == 1 \
            and isinstance(stmt.body[0], cst.Return) and stmt.body[0].value is not None:
        return stmt.body[0].value
    return None


def _unpack(target, value):
    if isinstance(target, cst.Name):
        return [(target.value, value)]
    if not isinstance(value, (tuple, list)) or len(value) != len(target.elements):
        raise NotConstant("an unpacking of a value that is not a sequence of that length")
    return [(e.value.value, v) for e, v in zip(target.elements, value)]


def _docstring(stmt) -> bool:
    return isinstance(stmt, cst.SimpleStatementLine) and len(stmt.body) == 1 \
        and isinstance(stmt.body[0], cst.Expr) and isinstance(stmt.body[0].value,
                                                               (cst.SimpleString, cst.ConcatenatedString))


def _call_numbers(func: cst.FunctionDef, call: cst.Call) -> "dict | None":
    """Each non-tensor parameter's number at this call (its literal argument or literal default);
    None when an argument is neither a plain name (the tensor) nor a number literal."""
    params = [*func.params.posonly_params, *func.params.params, *func.params.kwonly_params]
    if func.params.star_arg not in (None, cst.MaybeSentinel.DEFAULT) or func.params.star_kwarg is not None:
        return None
    positional = len(func.params.posonly_params) + len(func.params.params)
    if any(a.star for a in call.args) or sum(a.keyword is None for a in call.args) > positional:
        return None
    given = bound_arguments(func, call.args, 0, any_keyword=True)
    out: dict = {}
    for p in params:
        node = given.get(p.name.value, p.default)
        if node is None:
            return None
        if isinstance(node, cst.Name) and p.name.value in given:
            continue        # the tensor (or another name): not a number the arithmetic may read
        value = number_literal(node)
        if value is None:
            return None
        out[p.name.value] = value
    return out
