"""HYB001 fixer: the ``.shape`` of a tensor computed from a declared Parameter -> python sizes
read from the Parameter's declared shape.

A block that builds its own kernel (StyleGAN's fused up/down-sampling: the weight scaled, padded
by one and averaged over four shifted slices) hands an operator attribute the kernel's size:
``F.Convolution(x, w, kernel=w.shape[-2:], num_filter=w.shape[1])``.  Attributes take python
values fixed when the graph is built, so no shape-free operator can stand in; but a Parameter's
shape is a python tuple while tracing (``self.weight.shape``), and every operator between it and
the read fixes each size as that size plus a constant, or a constant.  This module follows the
tensor back to the Parameter through such operators only and writes each size in python.
"""
from __future__ import annotations

import ast

import libcst as cst

from hybridlint.diagnostics import Fix
from hybridlint.engine.kinds import Kind
from hybridlint.engine.walk import iter_descendants, kwarg

from . import Example, Fixer, Refusal, example_class, make_fix
from ._shapes import SAME_SHAPE_OPS, declared_param_attrs, declared_shape, kwargs_key, none_tuple
from ._util import int_literal

# an axis of a tensor computed from a Parameter: (index of the Parameter's axis or None, offset);
# its size is `self.<param>.shape[index] + offset`, or `offset` alone
Axis = tuple["int | None", int]

_ELEMENTWISE = (cst.Add, cst.Subtract, cst.Multiply, cst.Divide, cst.Power)
# calls that return a python number whatever they are given (or raise): `math`'s real functions
# and the int/float constructors (an NDArray of one element converts)
_NUMBER_CALLS = frozenset({f"math.{f}" for f in ("sqrt", "exp", "log", "log2", "log10", "pow", "cos", "sin",
                                                 "tan", "fabs", "ceil", "floor", "erf", "tanh")}
                          | {"float", "int"})
# refusal shown when this fixer does not apply: the other `.shape` fixers are asked next
_NOT_DERIVED = "the tensor is not computed from a declared Parameter by operators that fix its sizes"


def _members(forward: str, params: str) -> str:
    """A block declaring ``params`` (``__init__`` lines) whose hybrid_forward is ``forward``."""
    init = "".join(f"    {line}\n" for line in params.splitlines())
    return ("def __init__(self, **kwargs):\n    super().__init__(**kwargs)\n" + init + "\n" + forward)


class DerivedParamShape(Fixer):
    code = "HYB001"
    name = "derived-param-shape"
    applicability = "unsafe"
    description = """
    Reads the sizes of a tensor that hybrid_forward computes from one of its block's declared
    Parameters (`w = F.pad(kwargs['weight'] * self.gain, pad_width=...)`, slices of it added up,
    `F.slice_axis` of it) from the Parameter's declared shape: `w.shape[1]` ->
    `self.weight.shape[1]`, `w.shape[-2:]` -> `(self.weight.shape[2] + 1, self.weight.shape[3] + 1)`.
    A Symbol has no shape, but `self.<param>.shape` is a python tuple while tracing and operator
    attributes (`kernel=`, `num_filter=`) need python values. The tensor is followed back through
    straight-line assignments of hybrid_forward's body (a name bound again inside a branch or loop
    stops it) and only through operators that fix each size as a Parameter size plus a constant:
    arithmetic with a python number, or between two such tensors of the same sizes (a tensor
    operand of any other shape could broadcast); `F.<op>` that keep the shape (relu, exp, clip,
    ...); `F.pad` with a literal `pad_width` (each axis grows by its two widths); `F.slice` with
    literal begin/end and no step, `F.slice_axis` with literal bounds, and subscripts of literal
    slices and indices (an index drops its axis). A slice begin counted from the end with an end
    counted from the start is refused (its size depends on the axis's). Unsafe: a slice is taken to
    stay inside its axis, as it does wherever the operator that reads the sizes ran (a slice that
    python or MXNet clamps would give an empty kernel). Refused when the declaration lets Gluon
    infer the shape at the first call (`allow_deferred_init=True` with a size left 0).
    """
    EXAMPLES = [
        # a scaled weight (equalized learning rate) handed to FullyConnected
        Example(example_class(_members(
            "def hybrid_forward(self, F, x, w):\n"
            "    scaled = w * self.gain\n"
            "    return F.FullyConnected(x, scaled, num_hidden=scaled.shape[0], no_bias=True)\n",
            "self.w = self.params.get('w', shape=(5, 3))\nself.gain = 0.5\n")),
            example_class(_members(
                "def hybrid_forward(self, F, x, w):\n"
                "    scaled = w * self.gain\n"
                "    return F.FullyConnected(x, scaled, num_hidden=self.w.shape[0], no_bias=True)\n",
                "self.w = self.params.get('w', shape=(5, 3))\nself.gain = 0.5\n")),
            shapes=[[(2, 3)], [(4, 3)]]),
        # a kernel padded by one on each spatial side: its kernel and filter count
        Example(example_class(_members(
            "def hybrid_forward(self, F, x, **kwargs):\n"
            "    k = F.pad(kwargs['k'], mode='constant', constant_value=0, pad_width=(0, 0, 0, 0, 1, 1, 1, 1))\n"
            "    return F.Convolution(x, k, kernel=k.shape[2:], num_filter=k.shape[0], no_bias=True)\n",
            "self.k = self.params.get('k', shape=(4, 2, 3, 3))\n")),
            example_class(_members(
                "def hybrid_forward(self, F, x, **kwargs):\n"
                "    k = F.pad(kwargs['k'], mode='constant', constant_value=0, pad_width=(0, 0, 0, 0, 1, 1, 1, 1))\n"
                "    return F.Convolution(x, k, kernel=(self.k.shape[2] + 2, self.k.shape[3] + 2), "
                "num_filter=self.k.shape[0], no_bias=True)\n",
                "self.k = self.params.get('k', shape=(4, 2, 3, 3))\n")),
            shapes=[[(2, 2, 6, 6)], [(1, 2, 5, 7)]]),
        # the padded kernel averaged over two shifted slices, into a stride-2 transposed convolution
        Example(example_class(_members(
            "def hybrid_forward(self, F, x, k):\n"
            "    p = F.pad(F.relu(k), mode='constant', constant_value=0, pad_width=(0, 0, 0, 0, 1, 1, 1, 1))\n"
            "    s = F.slice(p, begin=(None, None, 1, 1), end=(None, None, None, None)) + "
            "F.slice(p, begin=(None, None, 0, 0), end=(None, None, -1, -1))\n"
            "    s = s / 2\n"
            "    return F.Deconvolution(x, s, kernel=s.shape[-2:], stride=(2, 2), num_filter=s.shape[1], no_bias=True)\n",
            "self.k = self.params.get('k', shape=(2, 4, 3, 3))\n")),
            example_class(_members(
                "def hybrid_forward(self, F, x, k):\n"
                "    p = F.pad(F.relu(k), mode='constant', constant_value=0, pad_width=(0, 0, 0, 0, 1, 1, 1, 1))\n"
                "    s = F.slice(p, begin=(None, None, 1, 1), end=(None, None, None, None)) + "
                "F.slice(p, begin=(None, None, 0, 0), end=(None, None, -1, -1))\n"
                "    s = s / 2\n"
                "    return F.Deconvolution(x, s, kernel=(self.k.shape[2] + 1, self.k.shape[3] + 1), "
                "stride=(2, 2), num_filter=self.k.shape[1], no_bias=True)\n",
                "self.k = self.params.get('k', shape=(2, 4, 3, 3))\n")),
            shapes=[[(2, 2, 4, 4)], [(1, 2, 3, 5)]]),
        # the first rows of a weight (a fixed size) and a kept column count
        Example(example_class(_members(
            "def hybrid_forward(self, F, x, table):\n"
            "    head = F.slice_axis(table, axis=0, begin=0, end=2)\n"
            "    y = F.FullyConnected(x, head, num_hidden=head.shape[0], no_bias=True)\n"
            "    return y.reshape((-1, head.shape[0], 1))\n",
            "self.table = self.params.get('table', shape=(6, 3))\n")),
            example_class(_members(
                "def hybrid_forward(self, F, x, table):\n"
                "    head = F.slice_axis(table, axis=0, begin=0, end=2)\n"
                "    y = F.FullyConnected(x, head, num_hidden=2, no_bias=True)\n"
                "    return y.reshape((-1, 2, 1))\n",
                "self.table = self.params.get('table', shape=(6, 3))\n")),
            shapes=[[(2, 3)], [(5, 3)]]),
        # a tensor operand (the input's mean, which broadcasts): not followed
        Example(example_class(_members(
            "def hybrid_forward(self, F, x, w):\n"
            "    shifted = w - x.mean()\n"
            "    return F.FullyConnected(x, shifted, num_hidden=shifted.shape[0], no_bias=True)\n",
            "self.w = self.params.get('w', shape=(5, 3))\n")), None,
            reason="goes into the `num_hidden=` attribute of `F.FullyConnected`", shapes=[[(2, 3)]]),
        # bound again in a branch: which binding reaches the read depends on the flag
        Example(example_class(_members(
            "def hybrid_forward(self, F, x, w):\n"
            "    v = w * 2\n"
            "    if self.wide:\n"
            "        v = F.concat(v, v, dim=0)\n"
            "    return F.FullyConnected(x, v, num_hidden=v.shape[0], no_bias=True)\n",
            "self.w = self.params.get('w', shape=(5, 3))\nself.wide = True\n")), None,
            reason="goes into the `num_hidden=` attribute of `F.FullyConnected`", shapes=[[(2, 3)]]),
    ]

    @staticmethod
    def propose(ctx, node: cst.Attribute) -> Fix | Refusal:
        scope = ctx.scope
        if scope is None or scope.style != "hybrid_forward" or scope.cls is None \
                or not isinstance(scope.func, cst.FunctionDef) or not isinstance(node.value, cst.Name):
            return Refusal(_NOT_DERIVED)
        follow = _Follow(ctx, scope)
        axes = follow.before(node)
        if axes is None:
            return Refusal(follow.why or _NOT_DERIVED)
        attr = follow.attr
        refused = declared_shape(scope.cls, attr)
        if refused is not None:
            return refused
        parent = ctx.parent(node)
        if all(a == (i, 0) for i, a in enumerate(axes)):
            # the Parameter's own sizes: read its shape as written (`self.w.shape[-2:]`)
            return make_fix(ctx, [(node.value, f"self.{attr}")], "unsafe",
                            f"read the size from the declared parameter's shape (`self.{attr}.shape`, "
                            f"a python tuple while tracing): `{node.value.value}` has it")
        if isinstance(parent, cst.Subscript) and parent.value is node and len(parent.slice) == 1:
            picked = _pick(parent.slice[0].slice, axes)
            if picked is None:
                return Refusal(_NOT_DERIVED)
            target, text = parent, picked(attr)
        else:
            target, text = node, _tuple_text(attr, axes)
        return make_fix(ctx, [(target, text)], "unsafe",
                        f"read the size from the declared parameter's shape (`self.{attr}.shape`, "
                        f"a python tuple while tracing) through the operators that computed "
                        f"`{node.value.value}` from it")


def _size_text(attr: str, axis: Axis) -> str:
    index, offset = axis
    if index is None:
        return str(offset)
    base = f"self.{attr}.shape[{index}]"
    if offset == 0:
        return base
    return f"{base} + {offset}" if offset > 0 else f"{base} - {-offset}"


def _tuple_text(attr: str, axes: "list[Axis]", whole: bool = True) -> str:
    """The sizes as a python tuple; the declared shape itself when they are its own axes."""
    if whole and all(a == (i, 0) for i, a in enumerate(axes)):
        return f"self.{attr}.shape"
    parts = [_size_text(attr, a) for a in axes]
    return "(" + ", ".join(parts) + ("," if len(parts) == 1 else "") + ")"


def _pick(index, axes: "list[Axis]"):
    """A function of the parameter's name giving the text of ``shape[index]``; None when the
    index is not a literal one."""
    if isinstance(index, cst.Index):
        i = int_literal(index.value)
        if i is None or not -len(axes) <= i < len(axes):
            return None
        return lambda attr: _size_text(attr, axes[i])
    if isinstance(index, cst.Slice) and index.step is None:
        lo = 0 if index.lower is None else int_literal(index.lower)
        hi = len(axes) if index.upper is None else int_literal(index.upper)
        if lo is None or hi is None:
            return None
        chosen = axes[lo:hi]
        if not chosen:
            return None
        return lambda attr: _tuple_text(attr, chosen, whole=False)
    return None


def _sliced(axis: Axis, begin: "int | None", end: "int | None") -> "Axis | None":
    """The size of ``[begin:end]`` (step 1) of an axis, assuming the bounds lie inside it."""
    index, offset = axis
    b = 0 if begin is None else begin
    if index is None:
        n = len(range(offset)[b:end])
        return (None, n) if n > 0 else None
    if b >= 0 and end is None:
        return index, offset - b
    if b >= 0 and end < 0:
        return index, offset + end - b
    if b >= 0:
        return (None, end - b) if end - b > 0 else None
    if end is None:
        return None, -b
    if end < 0:
        return (None, end - b) if end - b > 0 else None
    return None         # from the end to a point from the start: depends on the axis's size


def _int_or_none(node) -> "tuple[bool, int | None]":
    """(ok, value) for a literal int or None."""
    if node is None or (isinstance(node, cst.Name) and node.value == "None"):
        return True, None
    v = int_literal(node)
    return (v is not None), v


class _Follow:
    """Follows a name of hybrid_forward back to one declared Parameter."""

    def __init__(self, ctx, scope):
        self.ctx = ctx
        self.scope = scope
        self.func: cst.FunctionDef = scope.func
        self.attr: "str | None" = None
        self.why = ""
        self.declared = declared_param_attrs(scope.cls)
        star = self.func.params.star_kwarg
        self.kwargs_name = star.name.value if isinstance(star, cst.Param) else None
        self.ranks = {a: _declared_rank(call) for a, call in self.declared.items()}

    def before(self, node: cst.Attribute) -> "list[Axis] | None":
        """The axes of the tensor named by ``node.value`` where ``node`` reads it."""
        stmt = self._top_statement(node)
        if stmt is None:
            return None
        name = node.value.value
        env: dict[str, list[Axis] | None] = {}
        owner: dict[str, str] = {}
        for p in self.func.params.params:
            rank = self.ranks.get(p.name.value)
            if rank is not None:
                env[p.name.value] = [(i, 0) for i in range(rank)]
                owner[p.name.value] = p.name.value
        seeded = set(env)
        for s in self.func.body.body:
            if s is stmt:
                break
            self._statement(s, env, owner)
            seeded &= set(env)
            seeded -= _bound_names(s)
        if stmt is not None and not isinstance(stmt, cst.SimpleStatementLine):
            # the read sits inside a compound statement: a binding of the name there, before the
            # read or on a later pass of a loop, is not followed
            if name in _bound_names(stmt):
                return None
        axes = env.get(name)
        if axes is None or name in seeded:
            # hybrid_forward's own Parameter argument: the parameter-shape rewrite of shape-uses
            return None
        self.attr = owner[name]
        return axes

    def _top_statement(self, node):
        body = self.func.body
        cur = node
        while cur is not None:
            parent = self.ctx.parent(cur)
            if parent is body:
                return cur
            cur = parent
        return None

    def _statement(self, s, env, owner) -> None:
        if isinstance(s, cst.SimpleStatementLine):
            for small in s.body:
                if isinstance(small, cst.Assign) and len(small.targets) == 1 \
                        and isinstance(small.targets[0].target, cst.Name):
                    target = small.targets[0].target.value
                    got = self._value(small.value, env, owner)
                    if got is None:
                        env.pop(target, None)
                        owner.pop(target, None)
                    else:
                        env[target], owner[target] = got
                    for n in _bound_names(small.value):
                        env.pop(n, None)
                else:
                    for n in _bound_names(small):
                        env.pop(n, None)
            return
        for n in _bound_names(s):
            env.pop(n, None)

    def _value(self, node, env, owner) -> "tuple[list[Axis], str] | None":
        """(axes, parameter) of an expression computed from one declared Parameter."""
        if isinstance(node, cst.Name):
            if node.value in env and env[node.value] is not None:
                return env[node.value], owner[node.value]
            return None
        key = kwargs_key(node, self.kwargs_name)
        if key is not None:
            rank = self.ranks.get(key)
            return ([(i, 0) for i in range(rank)], key) if rank is not None else None
        if isinstance(node, cst.BinaryOperation) and isinstance(node.operator, _ELEMENTWISE):
            left, right = self._value(node.left, env, owner), self._value(node.right, env, owner)
            if left is not None and right is not None:
                return left if left == right else None
            if left is not None and self._number(node.right):
                return left
            if right is not None and self._number(node.left):
                return right
            return None
        if isinstance(node, cst.UnaryOperation) and isinstance(node.operator, cst.Minus):
            return self._value(node.expression, env, owner)
        if isinstance(node, cst.Subscript):
            src = self._value(node.value, env, owner)
            return self._subscript(node, src) if src is not None else None
        if isinstance(node, cst.Call):
            return self._call(node, env, owner)
        return None

    def _number(self, node) -> bool:
        """A python number: a literal, what the kind inference proves one, or an attribute of the
        block that its methods only ever set to what ``math``'s functions, ``float`` or ``int``
        return -- a python number whatever they were given (an NDArray converts or raises)."""
        if isinstance(node, (cst.Integer, cst.Float)):
            return True
        if self.ctx.kind(node) is Kind.SCALAR:
            return True
        if isinstance(node, cst.Attribute) and isinstance(node.value, cst.Name) and node.value.value == "self":
            return self._number_attr(node.attr.value)
        return False

    def _number_attr(self, attr: str) -> bool:
        values = []
        for method in self.scope.cls.ast_methods.values():
            for n in ast.walk(method):
                targets = n.targets if type(n) is ast.Assign else \
                    [n.target] if type(n) in (ast.AugAssign, ast.AnnAssign, ast.NamedExpr) else []
                for t in targets:
                    for one in ast.walk(t):
                        if type(one) is ast.Attribute and one.attr == attr \
                                and type(one.value) is ast.Name and one.value.id == "self":
                            if type(n) is not ast.Assign or t is not one:
                                return False    # augmented, unpacked or nested: not followed
                            values.append(n.value)
        return bool(values) and all(self._number_expr(v) for v in values)

    def _number_expr(self, node) -> bool:
        if type(node) is ast.Constant:
            return type(node.value) in (int, float) and type(node.value) is not bool
        if type(node) is ast.Call:
            dotted = _ast_dotted(node.func)
            return dotted is not None and self.ctx.resolve_dotted(dotted) in _NUMBER_CALLS
        if type(node) is ast.BinOp:
            return self._number_expr(node.left) and self._number_expr(node.right)
        if type(node) is ast.UnaryOp and type(node.op) in (ast.USub, ast.UAdd):
            return self._number_expr(node.operand)
        return False

    def _call(self, call: cst.Call, env, owner):
        path = self.ctx.f_path(call.func)
        if path is None or len(path) != 1:
            return None
        op = path[0]
        positional = [a for a in call.args if a.keyword is None and not a.star]
        data = positional[0].value if positional else kwarg(call, "data")
        if data is None:
            return None
        src = self._value(data, env, owner)
        if src is None:
            return None
        axes, attr = src
        if op in SAME_SHAPE_OPS and op != "where":
            return src
        if op in ("pad", "Pad"):
            widths = none_tuple(kwarg(call, "pad_width"))
            if widths is None or None in widths or len(widths) != 2 * len(axes):
                return None
            return [(i, o + widths[2 * k] + widths[2 * k + 1]) for k, (i, o) in enumerate(axes)], attr
        if op == "slice":
            if kwarg(call, "step") is not None or len(positional) > 1:
                return None
            begin, end = none_tuple(kwarg(call, "begin")), none_tuple(kwarg(call, "end"))
            if begin is None or end is None or len(begin) != len(end) or len(begin) > len(axes):
                return None
            out = list(axes)
            for k, (b, e) in enumerate(zip(begin, end)):
                if b is None and e is None:
                    continue
                got = _sliced(axes[k], b, e)
                if got is None:
                    return None
                out[k] = got
            return out, attr
        if op == "slice_axis":
            if len(positional) > 1:
                return None
            axis = int_literal(kwarg(call, "axis")) if kwarg(call, "axis") is not None else None
            ok_b, b = _int_or_none(kwarg(call, "begin"))
            ok_e, e = _int_or_none(kwarg(call, "end"))
            if axis is None or not ok_b or not ok_e or kwarg(call, "begin") is None \
                    or not -len(axes) <= axis < len(axes):
                return None
            got = _sliced(axes[axis], b, e)
            if got is None:
                return None
            out = list(axes)
            out[axis] = got
            return out, attr
        return None

    def _subscript(self, node: cst.Subscript, src):
        axes, attr = src
        out: list[Axis] = []
        k = 0
        for el in node.slice:
            sl = el.slice
            if k >= len(axes):
                return None
            if isinstance(sl, cst.Index):
                if int_literal(sl.value) is None:
                    return None
                k += 1              # an index drops its axis
                continue
            if not isinstance(sl, cst.Slice) or sl.step is not None:
                return None
            ok_b, b = _int_or_none(sl.lower)
            ok_e, e = _int_or_none(sl.upper)
            if not ok_b or not ok_e:
                return None
            if b is None and e is None:
                out.append(axes[k])
            else:
                got = _sliced(axes[k], b, e)
                if got is None:
                    return None
                out.append(got)
            k += 1
        return out + list(axes[k:]), attr


def _ast_dotted(node) -> "str | None":
    if type(node) is ast.Name:
        return node.id
    if type(node) is ast.Attribute:
        head = _ast_dotted(node.value)
        return None if head is None else f"{head}.{node.attr}"
    return None


def _declared_rank(call: ast.Call) -> "int | None":
    shape = next((kw.value for kw in call.keywords if kw.arg == "shape"), None)
    if type(shape) in (ast.Tuple, ast.List) and not any(type(e) is ast.Starred for e in shape.elts):
        return len(shape.elts)
    return None


def _bound_names(node) -> set[str]:
    """Names a statement or expression binds anywhere in it (assignments, loop and ``with``
    targets, walrus, imports, nested definitions)."""
    # (a walk of the code-bearing nodes, not a libcst visitor, which enters every whitespace
    # node and rebuilds none: the same nodes of these types, and the answer is a set)
    out: set[str] = set()
    for n in (node, *iter_descendants(node)):
        t = type(n)
        if t in _TARGET_OWNERS:
            out.update(_target_names(n.target))
        elif t is cst.WithItem:
            if n.asname is not None:
                out.update(_target_names(n.asname.name))
        elif t is cst.FunctionDef or t is cst.ClassDef:
            out.add(n.name.value)
        elif t is cst.ImportAlias:
            name = n.asname.name if n.asname is not None else n.name
            if isinstance(name, cst.Name):
                out.add(name.value)
        elif t is cst.ExceptHandler:
            if n.name is not None and isinstance(n.name.name, cst.Name):
                out.add(n.name.name.value)
    return out


# the nodes whose ``target`` is bound (libcst's classes are final: tested by type)
_TARGET_OWNERS = frozenset({cst.AssignTarget, cst.AugAssign, cst.AnnAssign, cst.For, cst.CompFor,
                            cst.NamedExpr})


def _target_names(t) -> set[str]:
    if isinstance(t, cst.Name):
        return {t.value}
    if isinstance(t, (cst.Tuple, cst.List)):
        return {n for e in t.elements for n in _target_names(e.value)}
    if isinstance(t, cst.StarredElement):
        return _target_names(t.value)
    return set()
