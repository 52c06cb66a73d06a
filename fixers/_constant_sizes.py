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
"""
from __future__ import annotations

import libcst as cst

from hybridlint.engine.walk import iter_descendants

from . import Refusal, make_fix
from ._arith import Evaluator, NotConstant, Sym, constant, text
from ._shapes import Dim, ShapeFlow
from ._util import number_literal

_THROUGH = (cst.Element, cst.Arg, cst.Index, cst.SubscriptElement, cst.Slice)
_PAD_HINT = ("MXNet's Pad takes constant widths: declare the input size (a fixed reshape or "
             "crop before) or pad a fixed amount")


class _Cone:
    """The walk over the statements after one binding of sizes."""

    def __init__(self, ctx, flow: ShapeFlow, params: "dict | None") -> None:
        self.ctx, self.flow, self.params = ctx, flow, params
        self.taint: dict = {}
        self.labels: dict[str, str] = {}
        self.position = 0
        self.ev = Evaluator(self._name, self._attr, ctx.resolve, lambda n: " ".join(ctx.code_for(n).split()))

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
        for klass in _with_bases(cls):
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
                if not constant(returned):
                    raise NotConstant(self._open(returned, ret))
                continue
            for n in reads:
                sinks.append(self._largest(n))
        return derived, sinks, returned

    def _largest(self, name: cst.Name):
        """The largest expression around a read of a size-derived name that evaluates to a
        number, with that number."""
        top, value = name, self.taint[name.value]
        cur = name
        while True:
            parent = self.flow.parent(cur)
            if isinstance(parent, _THROUGH):
                cur = parent
                continue
            if not isinstance(parent, cst.BaseExpression):
                break
            try:
                got = self.ev.value(parent)
            except NotConstant:
                break
            cur = parent
            if constant(got):
                top, value = parent, got
        if not constant(value):
            raise NotConstant(self._open(value, top))
        return top, value

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
        return _refusal(rewriter, stmt, names, cone.label(str(exc)))
    if not sinks:
        return None
    edits: list = []
    for node, value in sinks:
        if not any(e[0] is node for e in edits):
            written = text(value)
            if getattr(node, "lpar", None) and written.startswith("("):
                written = written[1:-1] if not written.endswith(",)") else written[1:-1]
            edits.append((node, written))
    for s in (stmt, *derived):
        edits.append((rewriter._lines_of(s), ""))
    numbers = ", ".join(dict.fromkeys(text(v) for _, v in sinks))
    return make_fix(ctx, edits, "unsafe", f"write the numbers the size arithmetic computes for every "
                    f"input size ({numbers}) and drop the {len(derived) + 1} line(s) computing them")


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
            reason = cone.label(str(exc))
            break
        if returned is None:
            return None
        edits.append((call, text(returned)))
    if reason is not None:
        return _refusal(rewriter, stmt, names, reason)
    return make_fix(ctx, edits, "unsafe", "replace each call of the helper by the number it returns "
                     "for every input size (" + ", ".join(t for _, t in edits) + ")")


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
    given: dict = {}
    pos = 0
    positional = [*func.params.posonly_params, *func.params.params]
    for a in call.args:
        if a.star:
            return None
        if a.keyword is not None:
            given[a.keyword.value] = a.value
        elif pos < len(positional):
            given[positional[pos].name.value] = a.value
            pos += 1
        else:
            return None
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


def _with_bases(cls):
    seen, todo = [], [cls]
    while todo:
        c = todo.pop()
        if any(c is s for s in seen):
            continue
        seen.append(c)
        todo.extend(c.base_classes)
    return seen


def _self_attrs(target) -> list[str]:
    if isinstance(target, cst.Attribute) and isinstance(target.value, cst.Name) and target.value.value == "self":
        return [target.attr.value]
    if isinstance(target, (cst.Tuple, cst.List)):
        return [a for e in target.elements for a in _self_attrs(e.value)]
    return []

