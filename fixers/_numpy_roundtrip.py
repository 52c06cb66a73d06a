"""A tensor taken to numpy with ``.asnumpy()``, put through elementwise numpy arithmetic and brought
back with ``F.array`` / ``nd.array``::

    k = np.floor(self.m * theta.asnumpy() / np.pi)
    k_nd = F.array(k)                     ->   k = F.floor(self.m * theta / np.pi)
                                               k_nd = k

The same computation in F operators, at the same place. Only what is elementwise and exists with
the same meaning on both sides is taken: the numpy functions in ``NUMPY_UNARY`` (one tensor argument),
``maximum``/``minimum`` and ``power`` with one python-number side, ``clip`` with number bounds,
``+ - * / **`` where one side is a python number, ``%`` of an array by a non-zero python number
(both take the divisor's sign), the same operators, comparisons and
``maximum``/``minimum``/``hypot`` between two arrays as ``F.broadcast_*`` (numpy's broadcasting is
MXNet's), one comparison of an array with a number (numpy's
bool array comes back from ``array`` as float32 0/1, what MXNet's comparison gives a float32
tensor), ``sum``/``mean``/``max``/``min``/``prod``/``argmax``/``argmin`` over literal axes (the
same values; numpy's int64 argmax comes back as float32, F.argmax's dtype), ``cumsum`` of the
flattened array or over one literal non-negative axis (``F.cumsum`` flattens the same way; MXNet
1.9.1's takes no negative axis), ``.astype('float32')`` of an array piece (``F.cast`` to float32:
a comparison's bool data or float data as float32 either way), and numpy constant
arrays ``ones/zeros/full`` of python sizes and ``ones_like/zeros_like`` of an array piece (numpy's
float64 comes back float32, F's default); data built only from such constants is taken too. Numbers are literals, ``np.pi``/``np.e`` (and
``math``'s) and names or ``self.`` attributes the analyzer knows to be python scalars. Every tensor
reaches numpy through ``<t>.asnumpy()`` of an expression proven to be one tensor (a name, an F
operator's or a tensor method's result: ``mask.sum(axis=1).asnumpy()``). The numpy name must be
bound once and read only as the data of ``array`` calls (any other use needs the numpy value).

The computation is wrapped in ``F.stop_gradient``: what ``array`` makes of numpy data is a new
array autograd did not record, so no gradient flowed through it (``np.exp(-np.abs(t.asnumpy()))``
is a constant weight, not a function of ``t`` to differentiate).

Unsafe: numpy computes integer data in float64 where MXNet keeps the tensor's integer dtype, so
the rewrite equals the original for floating-point tensors (float32 data, python numbers: numpy
keeps float32, and ``F.array`` keeps the numpy array's dtype).
"""
from __future__ import annotations

import math

import libcst as cst

from hybridlint.engine.kinds import Kind
from hybridlint.engine.walk import int_literal, iter_descendants, memoized

from . import Refusal, make_fix
from ._util import name_nodes, number_literal

NUMPY_UNARY = {
    "floor": "floor", "ceil": "ceil", "trunc": "trunc", "fix": "fix", "exp": "exp", "expm1": "expm1",
    "log": "log", "log2": "log2", "log10": "log10", "log1p": "log1p", "sqrt": "sqrt", "cbrt": "cbrt",
    "abs": "abs", "absolute": "abs", "fabs": "abs", "sign": "sign", "square": "square",
    "negative": "negative", "sin": "sin", "cos": "cos", "tan": "tan", "arcsin": "arcsin",
    "arccos": "arccos", "arctan": "arctan", "sinh": "sinh", "cosh": "cosh", "tanh": "tanh",
    "arcsinh": "arcsinh", "arccosh": "arccosh", "arctanh": "arctanh", "degrees": "degrees",
    "radians": "radians", "reciprocal": "reciprocal",
}
_BINARY_SCALAR = {"maximum": "maximum", "minimum": "minimum", "power": None}
# reductions over literal axes: numpy's and MXNet's agree on values (numpy's argmax/argmin give
# int64, which ``array`` brings back as float32, F.argmax's own dtype); without an axis numpy gives
# a scalar, not taken
NUMPY_REDUCTIONS = {"sum": "sum", "mean": "mean", "max": "max", "min": "min", "amax": "max", "amin": "min",
           "prod": "prod", "argmax": "argmax", "argmin": "argmin"}
# running sums: ``np.cumsum(a)`` flattens ``a`` as ``F.cumsum(a)`` does, ``axis=k`` scans one axis
# (MXNet 1.9.1's cumsum: the values of numpy's for float data, the input's dtype kept)
_SCAN = {"cumsum": "cumsum"}
# the 2-norm over one literal axis: numpy's `sqrt(sum(x * x, axis))` in the data's float dtype, F.norm's
# default ord=2 (several axes are a matrix norm in numpy, not taken)
_NORM = "linalg.norm"
# constant arrays: numpy's float64 comes back from ``array`` as float32, F's default
_MAKE = frozenset({"ones", "zeros", "full", "ones_like", "zeros_like"})
# numpy broadcasts two arrays as MXNet 1.9.1's broadcast_* do: ranks aligned from the right, size-1
# axes stretched (checked eagerly and as a Symbol: (2, 3) with (3,), (4, 1, 3) with (2, 1)); a
# legacy tensor is never 0-d. Two tensors meet only through these, never elemwise python operators
# (a Symbol's `*` does not broadcast)
BROADCAST_OPERATORS = {cst.Add: "broadcast_add", cst.Subtract: "broadcast_sub", cst.Multiply: "broadcast_mul",
                        cst.Divide: "broadcast_div", cst.Power: "broadcast_power"}
_BROADCAST_COMPARE = {cst.GreaterThan: "broadcast_greater", cst.LessThan: "broadcast_lesser",
                      cst.GreaterThanEqual: "broadcast_greater_equal", cst.LessThanEqual: "broadcast_lesser_equal",
                      cst.Equal: "broadcast_equal", cst.NotEqual: "broadcast_not_equal"}
_BROADCAST_FUNCTIONS = {"maximum": "broadcast_maximum", "minimum": "broadcast_minimum", "hypot": "broadcast_hypot"}
_COMPARE = (cst.GreaterThan, cst.LessThan, cst.GreaterThanEqual, cst.LessThanEqual, cst.Equal, cst.NotEqual)
_CONSTANTS = {"numpy.pi", "numpy.e", "math.pi", "math.e"}
_OPERATORS = (cst.Add, cst.Subtract, cst.Multiply, cst.Divide, cst.Power)


def array_data_name(ctx, call: cst.Call) -> cst.BaseExpression | None:
    positional = [a for a in call.args if a.keyword is None]
    return positional[0].value if len(positional) == 1 and not positional[0].star else None


def propose(ctx, call: cst.Call) -> object | None:
    """A fix for ``F.array(<numpy of .asnumpy()>)``, a Refusal when the data is such a computation
    that cannot be moved, or None when the data is not computed from ``.asnumpy()`` at all."""
    data = array_data_name(ctx, call)
    if data is None:
        return None
    counted = _class_counts(ctx, call, data)
    if counted is not None:
        return counted
    f = ctx.scope.f_name
    extra = {a.keyword.value: a.value for a in call.args if a.keyword is not None}
    if set(extra) - {"dtype", "ctx"}:
        return None
    cast = f".astype({ctx.code_for(extra['dtype'])})" if "dtype" in extra else ""
    if isinstance(data, cst.Name):
        func = ctx.scope.func
        assign = only_assignment(func, data.value)
        if assign is None or not _numpy_data(ctx, assign.value):
            return None
        why = why_no_f_equivalent(ctx, assign.value)
        if why:
            return Refusal(f"`{data.value}` is computed in numpy from `.asnumpy()`, and {why}")
        calls = _array_calls_of(ctx, func, data.value)
        if calls is None:
            return Refusal(f"`{data.value}` is computed in numpy from `.asnumpy()` and used as a numpy "
                           "array elsewhere")
        if any(c is not call and set(_keywords(c)) - {"ctx"} for c in calls) or call not in calls:
            return Refusal(f"`{data.value}` is given to several `array` calls with different arguments")
        if not _before(ctx, assign, calls):
            return Refusal(f"`{data.value}` is read before it is computed")
        edits = [(assign.value, _no_gradient(ctx, assign.value, f))]
        edits += [(c, data.value + cast) for c in calls]
        return make_fix(ctx, edits, "unsafe",
                        f"compute `{data.value}` with {f} operators instead of numpy (equal for "
                        "floating-point tensors)")
    if not _numpy_data(ctx, data):
        return None
    why = why_no_f_equivalent(ctx, data)
    if why:
        return Refusal(f"the data is computed in numpy from `.asnumpy()`, and {why}")
    text = _no_gradient(ctx, data, f)
    if text == f_text(ctx, data, f) and isinstance(data, (cst.BinaryOperation, cst.UnaryOperation, cst.Comparison)) \
            and not data.lpar:
        text = f"({text})"         # it replaces a call: keep it one operand wherever the call stood
    return make_fix(ctx, [(call, text + cast)],
                    "unsafe", f"compute it with {f} operators instead of numpy (equal for floating-point tensors)")


# the int dtypes numpy's ``astype`` truncates a float to (toward zero) without wrapping small counts
_INT_DTYPES = frozenset({"numpy.int_", "numpy.int32", "numpy.int64", "numpy.intp", "numpy.int"})
_INT_DTYPE_TEXT = frozenset({"int", "int32", "int64"})


def _int_dtype(ctx, node) -> bool:
    if isinstance(node, cst.Name) and node.value == "int" and ctx.resolve(node) in (None, "int", "builtins.int"):
        return True
    if isinstance(node, cst.SimpleString):
        return node.evaluated_value in _INT_DTYPE_TEXT
    return ctx.resolve(node) in _INT_DTYPES


def _bincount_labels(ctx, node) -> cst.Name | None:
    """``t`` of ``np.bincount(t.asnumpy().astype(int))`` (no weights, no minlength)."""
    if not (isinstance(node, cst.Call) and ctx.resolve(node.func) == "numpy.bincount"):
        return None
    if len(node.args) != 1 or node.args[0].keyword is not None or node.args[0].star:
        return None
    cast = node.args[0].value
    if not (isinstance(cast, cst.Call) and isinstance(cast.func, cst.Attribute) and cast.func.attr.value == "astype"
            and len(cast.args) == 1 and cast.args[0].keyword is None and _int_dtype(ctx, cast.args[0].value)):
        return None
    src = asnumpy_of(cast.func.value)
    return src if isinstance(src, cst.Name) else None


def _take_of(ctx, node, labels: str, parents: dict | None = None) -> cst.Call | None:
    """The call ``F.take(node, labels)`` whose first argument is ``node`` (nothing else given).
    ``parents``: a map for nodes the rules' walk has not reached yet (ctx.parent knows only those
    it has)."""
    parent = ctx.parent if parents is None else (lambda n: parents.get(id(n)))
    arg = parent(node)
    take = parent(arg) if isinstance(arg, cst.Arg) else None
    if not (isinstance(take, cst.Call) and (ctx.f_path(take.func) == ("take",)
                                            or ctx.resolve(take.func) in ("mxnet.nd.take", "mxnet.ndarray.take"))):
        return None
    if len(take.args) != 2 or take.args[0] is not arg or any(a.keyword is not None or a.star for a in take.args):
        return None
    index = take.args[1].value
    return take if isinstance(index, cst.Name) and index.value == labels else None


def _bound_after(ctx, func, name: str, pos: int) -> bool:
    """``name`` is bound anywhere in ``func`` from offset ``pos`` on."""
    for node in iter_descendants(func.body):
        if isinstance(node, cst.Assign):
            targets = [t.target for t in node.targets]
        elif isinstance(node, (cst.AugAssign, cst.AnnAssign, cst.For, cst.NamedExpr, cst.CompFor)):
            targets = [node.target]
        elif isinstance(node, cst.WithItem) and node.asname is not None:
            targets = [node.asname.name]
        else:
            continue
        if ctx.span(node)[1] > pos and any(isinstance(n, cst.Name) and n.value == name
                                           for t in targets for n in (t, *iter_descendants(t))):
            return True
    return False


def _class_counts(ctx, call: cst.Call, data) -> object | None:
    """``F.take(F.array(np.bincount(t.asnumpy().astype(int))), t)``, the histogram bound to a name first
    or not: each sample's count of samples in its class, ``sum_j [trunc(t_j) == trunc(t_i)]``.

    np.bincount takes only a 1-d array of non-negative ints (it raises otherwise), so wherever the
    original runs the truncated labels index the histogram in range; MXNet's take truncates a
    float index toward zero as numpy's astype(int) does (checked in MXNet 1.9.1: take of
    [-0.5, 1.7, 2.5] reads rows 0, 1, 2). array makes the int64 counts float32 (or the dtype=
    given), hence the cast. The histogram itself has a size read from the data: only its reads by
    take of the same labels are taken."""
    labels = _bincount_labels(ctx, data)
    if labels is None:
        return None
    extra = {a.keyword.value: a.value for a in call.args if a.keyword is not None}
    if set(extra) - {"dtype"}:
        return Refusal("the class counts are computed in numpy from `.asnumpy()` and given "
                       f"`{', '.join(sorted(set(extra) - {'dtype'}))}=`")
    if not ctx.proven_tensor(labels):
        return Refusal(f"the class counts are computed in numpy from `{labels.value}.asnumpy()`, and "
                       f"`{labels.value}` is not proven to be one tensor")
    f, t = ctx.scope.f_name, labels.value
    dtype = ctx.code_for(extra["dtype"]).strip() if "dtype" in extra else "'float32'"
    trunc = f"{f}.fix({t})"
    counts = (f"{f}.cast({f}.sum({f}.broadcast_equal({f}.reshape({trunc}, shape=(-1, 1)), "
              f"{f}.reshape({trunc}, shape=(1, -1))), axis=1), dtype={dtype})")
    why = "count each sample's class with F operators instead of numpy's histogram (the same counts)"
    take = _take_of(ctx, call, t)
    if take is not None:
        return make_fix(ctx, [(take, counts)], "unsafe", why)
    assign = ctx.parent(call)
    func = ctx.scope.func
    if not (isinstance(assign, cst.Assign) and len(assign.targets) == 1
            and isinstance(assign.targets[0].target, cst.Name)):
        return Refusal("the class histogram computed in numpy is read other than by `take` of the same labels")
    hist = assign.targets[0].target.value
    line = ctx.parent(assign)
    if only_assignment(func, hist) is not assign or not isinstance(func.body, cst.IndentedBlock) \
            or not any(stmt is line for stmt in func.body.body):
        return Refusal(f"`{hist}` (the class histogram computed in numpy) is bound more than once or "
                       "inside a block")
    takes = []
    parents = {id(c): n for n in (func.body, *iter_descendants(func.body)) for c in n.children}
    for node in iter_descendants(func.body):
        if isinstance(node, cst.Name) and node.value == hist and node is not assign.targets[0].target:
            take = _take_of(ctx, node, t, parents)
            if take is None:
                return Refusal(f"`{hist}` (the class histogram computed in numpy) is read other than by "
                               f"`take(..., {t})`")
            takes.append(take)
    end = ctx.span(assign)[1]
    if not takes or any(ctx.span(c)[0] < end for c in takes):
        return Refusal(f"`{hist}` is read before it is computed")
    if _bound_after(ctx, func, t, end):
        return Refusal(f"`{t}` is bound again after the class histogram is computed")
    return make_fix(ctx, [(call, counts)] + [(c, hist) for c in takes], "unsafe",
                    why + f"; `{hist}` then holds each sample's count")


def _no_gradient(ctx, data, f: str) -> str:
    """The F text of ``data``; under ``stop_gradient`` when it reads a tensor (numpy constants alone
    have no gradient to stop)."""
    text = f_text(ctx, data, f)
    return f"{f}.stop_gradient({text})" if _reads_asnumpy(data) else text


def _keywords(call: cst.Call) -> list[str]:
    return [a.keyword.value for a in call.args if a.keyword is not None]


def _reads_asnumpy(node) -> bool:
    return any(asnumpy_of(n) is not None for n in (node, *iter_descendants(node)))


def _numpy_data(ctx, node) -> bool:
    """``node`` reads a tensor's ``.asnumpy()`` or builds a numpy constant array (``np.ones(...)``)."""
    return any(asnumpy_of(n) is not None
               or (isinstance(n, cst.Call) and numpy_function(ctx, n) in _MAKE)
               for n in (node, *iter_descendants(node)))


def asnumpy_of(node):
    """``t`` of ``t.asnumpy()``."""
    if isinstance(node, cst.Call) and not node.args and isinstance(node.func, cst.Attribute) \
            and node.func.attr.value == "asnumpy":
        return node.func.value
    return None


def only_assignment(func, name: str) -> cst.Assign | None:
    """The one plain ``name = value`` assignment in ``func``; None where there are more, or
    ``name`` is also bound otherwise (unpacked, augmented, annotated, a loop, walrus or ``with``
    target)."""
    found, other = memoized("assignments", func, _assignments)
    if name in other:
        return None
    assigns = found.get(name, ())
    if len(assigns) != 1 or len(assigns[0].targets) != 1:
        return None
    return assigns[0]


def _assignments(func) -> "tuple[dict[str, list[cst.Assign]], set[str]]":
    """(name -> the plain assignments binding it, names also bound otherwise) in ``func``."""
    found: dict[str, list[cst.Assign]] = {}
    other: set[str] = set()
    for node in iter_descendants(func.body):
        if isinstance(node, cst.Assign):
            for t in node.targets:
                if isinstance(t.target, cst.Name):
                    found.setdefault(t.target.value, []).append(node)
                else:
                    other.update(s.value for s in iter_descendants(t.target) if isinstance(s, cst.Name))
        elif isinstance(node, (cst.AugAssign, cst.AnnAssign, cst.For, cst.NamedExpr)):
            other.update(s.value for s in (node.target, *iter_descendants(node.target)) if isinstance(s, cst.Name))
        elif isinstance(node, cst.WithItem) and node.asname is not None:
            other.update(s.value for s in iter_descendants(node.asname) if isinstance(s, cst.Name))
    return found, other


def _array_calls_of(ctx, func, name: str) -> list[cst.Call] | None:
    """Every ``array(name)`` call in ``func``; None when ``name`` is read anywhere else."""
    calls, inside = [], set()
    for node in iter_descendants(func.body):
        if isinstance(node, cst.Call) and _is_array_call(ctx, node):
            data = array_data_name(ctx, node)
            if isinstance(data, cst.Name) and data.value == name:
                calls.append(node)
                inside.add(id(data))
    for node in iter_descendants(func.body):
        if isinstance(node, cst.Name) and node.value == name and id(node) not in inside:
            parent = ctx.parent(node)
            if isinstance(parent, cst.AssignTarget):
                continue
            return None
    return calls


def _is_array_call(ctx, call: cst.Call) -> bool:
    if ctx.f_path(call.func) == ("array",):
        return True
    return ctx.resolve(call.func) in ("mxnet.nd.array", "mxnet.ndarray.array")


def _before(ctx, assign, calls) -> bool:
    _, end = ctx.span(assign)
    return all(ctx.span(c)[0] >= end for c in calls)


def why_no_f_equivalent(ctx, node) -> str:
    """Why ``node`` (numpy) has no F equivalent here ('' when it has): each piece is a tensor's
    ``.asnumpy()``, a python number, or an elementwise numpy function / operator over them."""
    kind = _piece(ctx, node)
    if kind == "tensor":
        return ""
    return "the result is a number, not an array" if kind == "number" else kind


def _piece(ctx, node):
    """'tensor', 'number', or the reason it is neither."""
    src = asnumpy_of(node)
    if src is not None:
        if not ctx.proven_tensor(src):
            return f"`{ctx.code_for(src)}` is not proven to be one tensor"
        return "tensor"
    if isinstance(node, (cst.Integer, cst.Float)):
        return "number"
    if isinstance(node, (cst.Name, cst.Attribute)):
        if number_name(ctx, node):
            return "number"
        return f"`{ctx.code_for(node)}` is not known to be a python number"
    if isinstance(node, cst.UnaryOperation) and isinstance(node.operator, (cst.Minus, cst.Plus)):
        return _piece(ctx, node.expression)
    if isinstance(node, cst.BinaryOperation):
        if isinstance(node.operator, cst.Modulo):
            return _remainder(ctx, node)
        if not isinstance(node.operator, _OPERATORS):
            return f"`{ctx.code_for(node)}` uses an operator kept to numpy here"
        left, right = _piece(ctx, node.left), _piece(ctx, node.right)
        for p in (left, right):
            if p not in ("tensor", "number"):
                return p
        if left == right == "tensor" and type(node.operator) not in BROADCAST_OPERATORS:
            return f"`{ctx.code_for(node)}` combines two arrays with an operator kept to numpy here"
        return "tensor" if "tensor" in (left, right) else "number"
    if isinstance(node, cst.Comparison):
        # `t > 0` of a tensor and a number: numpy's bool array comes back from `array` as float32
        # 0/1, what MXNet's comparison gives a float32 tensor
        if len(node.comparisons) != 1 or not isinstance(node.comparisons[0].operator, _COMPARE):
            return f"`{ctx.code_for(node)}` is a chained or non-arithmetic comparison"
        pieces = sorted((_piece(ctx, node.left), _piece(ctx, node.comparisons[0].comparator)))
        for p in pieces:
            if p not in ("tensor", "number"):
                return p
        if "tensor" not in pieces:
            return f"`{ctx.code_for(node)}` does not compare an array"
        return "tensor"
    if isinstance(node, cst.ListComp):
        return _stacked(ctx, node)
    if _float32_cast_of(ctx, node) is not None:
        # `(t > 0.5).astype('float32')`: numpy's bool or float data as float32, what F.cast gives
        piece = _piece(ctx, _float32_cast_of(ctx, node))
        return f"`{ctx.code_for(node)}` casts a number" if piece == "number" else piece
    if isinstance(node, cst.Call) and numpy_function(ctx, node) in NUMPY_REDUCTIONS:
        return _reduction(ctx, node)
    if isinstance(node, cst.Call) and numpy_function(ctx, node) in _MAKE:
        return _made(ctx, node)
    if isinstance(node, cst.Call) and numpy_function(ctx, node) in _SCAN:
        return _scan(ctx, node)
    if isinstance(node, cst.Call) and numpy_function(ctx, node) == _NORM:
        return _norm(ctx, node)
    if isinstance(node, cst.Call):
        name = numpy_function(ctx, node)
        if name is None:
            return f"`{ctx.code_for(node.func)}` is not an elementwise numpy function"
        args = [a for a in node.args]
        if any(a.keyword is not None or a.star for a in args):
            return f"`{ctx.code_for(node.func)}` is given keyword or starred arguments"
        pieces = [_piece(ctx, a.value) for a in args]
        for p in pieces:
            if p not in ("tensor", "number"):
                return p
        if name in NUMPY_UNARY and len(pieces) == 1:
            return pieces[0]
        if name in _BROADCAST_FUNCTIONS and pieces == ["tensor", "tensor"]:
            return "tensor"
        if name in _BINARY_SCALAR and len(pieces) == 2 and sorted(pieces) == ["number", "tensor"]:
            if name == "power" and pieces[0] != "tensor":
                return "`power` with the array as the exponent"
            return "tensor"
        if name == "clip" and len(pieces) == 3 and pieces == ["tensor", "number", "number"]:
            return "tensor"
        return f"`{ctx.code_for(node.func)}` is not taken with these arguments"
    return f"`{ctx.code_for(node)}` has no known F counterpart"


def _stacked(ctx, node: cst.ListComp) -> str:
    """``[<tensor piece of s> for s in seeds]``: ``array`` of a list of equal-shape arrays stacks
    them on a new axis 0, as ``F.stack`` does. ``s`` takes python numbers from a literal tuple or
    list, or a ``self.`` attribute ``__init__`` sets only to tuple displays (an argument's default
    read as its value), none empty (``F.stack`` of nothing raises where ``array([])`` made an empty
    array); it is read only as an operand of arithmetic or comparisons, so every item has one
    shape."""
    loop = node.for_in
    if loop.inner_for_in is not None or loop.ifs or loop.asynchronous or not isinstance(loop.target, cst.Name):
        return f"`{ctx.code_for(node)}` is not one plain `for` over python numbers"
    if not _number_displays(ctx, loop.iter):
        return f"`{ctx.code_for(loop.iter)}` is not proven a non-empty tuple or list of python numbers"
    name = loop.target.value
    parents = {id(c): n for n in (node.elt, *iter_descendants(node.elt)) for c in n.children}
    for read in (node.elt, *iter_descendants(node.elt)):
        if isinstance(read, cst.Name) and read.value == name:
            up = parents.get(id(read))
            if not isinstance(up, (cst.BinaryOperation, cst.Comparison, cst.ComparisonTarget)):
                return f"`{name}` is read other than as an operand of arithmetic, where it could change a shape"
    kind = _piece(_LoopNumbers(ctx, name), node.elt)
    if kind == "number":
        return f"`{ctx.code_for(node.elt)}` is a number, not an array"
    return kind


def _number_displays(ctx, node) -> bool:
    # a list kept on the block could be emptied in place elsewhere; a tuple cannot
    inline = isinstance(node, (cst.Tuple, cst.List))
    values = [node] if inline else _attr_values(ctx, node)
    return bool(values) and all(
        isinstance(v, (cst.Tuple, cst.List) if inline else cst.Tuple) and v.elements
        and all(isinstance(e, cst.Element) and isinstance(_signless(e.value), (cst.Integer, cst.Float))
                for e in v.elements)
        for v in values)


def _signless(node):
    while isinstance(node, cst.UnaryOperation) and isinstance(node.operator, (cst.Minus, cst.Plus)):
        node = node.expression
    return node


class _LoopNumbers:
    """The context, with a comprehension's loop variable known to hold python numbers."""

    def __init__(self, ctx, name: str):
        self._ctx, self._name = ctx, name

    def __getattr__(self, attr):
        return getattr(self._ctx, attr)

    def kind(self, node):
        if isinstance(node, cst.Name) and node.value == self._name:
            return Kind.SCALAR
        return self._ctx.kind(node)


def _remainder(ctx, node: cst.BinaryOperation) -> str:
    """``t % k`` of an array and a python number stays ``%`` on the tensor (MXNet's ``_mod_scalar``):
    both take the divisor's sign (Python's rule), exactly equal in MXNet 1.9.1 for float32 data of
    either sign and divisors 7, 3, 0.1, 2.5, -3, -0.7, eagerly and as a Symbol. Where the divisor is
    0 numpy gives NaN and MXNet 0, so the divisor is a non-zero literal or a ``self.`` attribute
    ``__init__`` sets only to non-zero literals or to arguments defaulting to them (a hash's bucket
    count); a number over an array (``k % t``) is kept to numpy: a 0 in the array differs."""
    left, right = _piece(ctx, node.left), _piece(ctx, node.right)
    for p in (left, right):
        if p not in ("tensor", "number"):
            return p
    if left == right == "number":
        return "number"
    if (left, right) != ("tensor", "number") or not _nonzero_number(ctx, node.right):
        return f"`{ctx.code_for(node)}` takes a remainder by a value not proven a non-zero python number"
    return "tensor"


def _nonzero_number(ctx, node) -> bool:
    if isinstance(node, cst.UnaryOperation) and isinstance(node.operator, (cst.Minus, cst.Plus)):
        return _nonzero_number(ctx, node.expression)
    if isinstance(node, (cst.Integer, cst.Float)):
        return node.evaluated_value != 0
    values = _number_attr_values(ctx, node)
    return bool(values) and all(v.evaluated_value != 0 for v in values)


def _axes(node) -> tuple | None:
    """The literal axis (an int, or a tuple of ints) of a reduction; None otherwise."""
    if isinstance(node, cst.Integer) or (isinstance(node, cst.UnaryOperation) and isinstance(node.operator, cst.Minus)
                                         and isinstance(node.expression, cst.Integer)):
        return (node,)
    if isinstance(node, cst.Tuple) and node.elements and all(_axes(e.value) for e in node.elements):
        return tuple(e.value for e in node.elements)
    return None


def _reduction_args(call: cst.Call):
    """(data, axis, keepdims) of ``np.sum(a, axis=k, keepdims=b)`` (axis also positional)."""
    positional = [a.value for a in call.args if a.keyword is None]
    keywords = {a.keyword.value: a.value for a in call.args if a.keyword is not None}
    if any(a.star for a in call.args) or set(keywords) - {"axis", "keepdims"} or not 1 <= len(positional) <= 2 \
            or (len(positional) == 2 and "axis" in keywords):
        return None
    axis = positional[1] if len(positional) == 2 else keywords.get("axis")
    return positional[0], axis, keywords.get("keepdims")


def _reduction(ctx, node: cst.Call) -> str:
    name = numpy_function(ctx, node)
    args = _reduction_args(node)
    if args is None:
        return f"`{ctx.code_for(node.func)}` is given arguments other than the array, axis and keepdims"
    data, axis, keep = args
    axes = _axes(axis) if axis is not None else None
    if axes is None:
        return f"`{ctx.code_for(node.func)}` without a literal axis gives a number"
    if name in ("argmax", "argmin") and (len(axes) != 1 or isinstance(axis, cst.Tuple) or keep is not None):
        return f"`{ctx.code_for(node.func)}` over several axes or with keepdims"
    return _kept_tensor(ctx, data, keep, f"`{ctx.code_for(node)}` reduces a number")


def _kept_tensor(ctx, data, keep, of_a_number: str) -> str:
    """"tensor" when a reduction's keepdims is a literal bool (or absent) and its data is a tensor
    piece; else the refusal (``of_a_number`` where the data is a python number)."""
    if keep is not None and not (isinstance(keep, cst.Name) and keep.value in ("True", "False")):
        return "keepdims is not a literal True/False"
    piece = _piece(ctx, data)
    if piece != "tensor":
        return piece if piece != "number" else of_a_number
    return "tensor"


def _norm_args(call: cst.Call):
    """(data, axis, keepdims) of ``np.linalg.norm(a, axis=k, keepdims=b)`` whose ord, if given, is
    2 or None (the vector 2-norm over one axis); None otherwise (numpy's second positional is ord)."""
    positional = [a.value for a in call.args if a.keyword is None]
    keywords = {a.keyword.value: a.value for a in call.args if a.keyword is not None}
    if any(a.star for a in call.args) or len(positional) != 1 or set(keywords) - {"axis", "keepdims", "ord"}:
        return None
    order = keywords.get("ord")
    if order is not None and not (int_literal(order) == 2 or (isinstance(order, cst.Name) and order.value == "None")):
        return None
    axis = keywords.get("axis")
    if axis is None or isinstance(axis, cst.Tuple) or _axes(axis) is None:
        return None
    return positional[0], axis, keywords.get("keepdims")


def _norm(ctx, node: cst.Call) -> str:
    args = _norm_args(node)
    if args is None:
        return f"`{ctx.code_for(node.func)}` is taken only as the 2-norm over one literal axis"
    data, _, keep = args
    return _kept_tensor(ctx, data, keep, f"`{ctx.code_for(node)}` is the norm of a number")


def _scan_args(call: cst.Call):
    """(data, axis) of ``np.cumsum(a)`` / ``np.cumsum(a, k)`` / ``np.cumsum(a, axis=k)`` with a
    literal non-negative int ``k`` (axis None when absent); None for anything else (a negative
    axis, ``dtype=``, ``out=``)."""
    positional = [a.value for a in call.args if a.keyword is None]
    keywords = {a.keyword.value: a.value for a in call.args if a.keyword is not None}
    if any(a.star for a in call.args) or set(keywords) - {"axis"} or not 1 <= len(positional) <= 2 \
            or (len(positional) == 2 and "axis" in keywords):
        return None
    axis = positional[1] if len(positional) == 2 else keywords.get("axis")
    if axis is not None and not isinstance(axis, cst.Integer):
        return None
    return positional[0], axis


def _scan(ctx, node: cst.Call) -> str:
    args = _scan_args(node)
    if args is None:
        # MXNet 1.9.1's cumsum takes no negative axis (`axis=-1` fails its check when it runs)
        return (f"`{ctx.code_for(node.func)}` is given arguments other than the array and one "
                "literal non-negative axis")
    piece = _piece(ctx, args[0])
    if piece != "tensor":
        return piece if piece != "number" else f"`{ctx.code_for(node)}` scans a number"
    return "tensor"


def _made(ctx, node: cst.Call) -> str:
    """``np.ones((n, 4))`` / ``np.zeros(shape)`` / ``np.full(shape, v)`` of python sizes (literals,
    known numbers, a proven tensor's ``.shape[k]``: what the F constructor takes, a size read from
    a tensor then rewritten by the shape fixers), ``np.ones_like(a)`` of an array piece."""
    name = numpy_function(ctx, node)
    if any(a.star or a.keyword is not None for a in node.args):
        return f"`{ctx.code_for(node.func)}` is given keyword or starred arguments"
    args = [a.value for a in node.args]
    if name in ("ones_like", "zeros_like"):
        if len(args) != 1:
            return f"`{ctx.code_for(node.func)}` is not taken with these arguments"
        p = _piece(ctx, args[0])
        return p if p != "number" else f"`{ctx.code_for(node)}` of a number"
    if len(args) != (2 if name == "full" else 1):
        return f"`{ctx.code_for(node.func)}` is not taken with these arguments"
    if name == "full" and _piece(ctx, args[1]) != "number":
        return f"`{ctx.code_for(node)}` is not filled with a python number"
    sizes = [e.value for e in args[0].elements] if isinstance(args[0], (cst.Tuple, cst.List)) else [args[0]]
    for size in sizes:
        if not (_piece(ctx, size) == "number" or _tensor_size(ctx, size)):
            return f"`{ctx.code_for(size)}` is not a python size"
    return "tensor"


def _tensor_size(ctx, node) -> bool:
    """``t.shape[k]`` of a proven tensor (a python int eagerly)."""
    return (isinstance(node, cst.Subscript) and isinstance(node.value, cst.Attribute)
            and node.value.attr.value == "shape" and isinstance(node.value.value, cst.Name)
            and ctx.proven_tensor(node.value.value) and len(node.slice) == 1
            and isinstance(node.slice[0].slice, cst.Index))


def number_name(ctx, node) -> bool:
    """A name or attribute holding a python number: ``math.pi``-like constants, what the kinds read
    as a python value, ``self.<attr>`` that ``__init__`` sets to number literals only."""
    return ctx.resolve(node) in _CONSTANTS or ctx.kind(node) is Kind.SCALAR or _number_attr(ctx, node)


# float32's largest finite value and smallest normal magnitude: python computes on a number read
# from a tensor in float64 (numpy 1.23: np.float32 times a python number is np.float64), a rewrite
# on the one-element tensor in float32 (scalar-local-condition's and held-counts' range proofs)
F32_MAX, F32_TINY = 3.4028234663852886e38, 2.0 ** -126


def number_values(ctx, node, depth: int = 3) -> list[float] | None:
    """The python numbers ``node`` may hold, where the code declares them: a literal (``-2``,
    ``math.log(0.5)``), ``math.pi``, a module constant, ``self.<attr>`` that ``__init__`` sets to
    literals (or to arguments with literal defaults), a local each of whose bindings in the function
    is such a value or a conditional expression of them (``f = 1.0 if self.on else 0.0``); else
    None: nothing bounds it."""
    literal = number_literal(node)
    if isinstance(literal, (int, float)) and not isinstance(literal, bool):
        return [float(literal)]
    if depth <= 0:
        return None
    if isinstance(node, cst.UnaryOperation) and isinstance(node.operator, cst.Minus):
        inner = number_values(ctx, node.expression, depth - 1)
        return None if inner is None else [-v for v in inner]
    if isinstance(node, cst.IfExp):
        body, orelse = number_values(ctx, node.body, depth - 1), number_values(ctx, node.orelse, depth - 1)
        return None if body is None or orelse is None else body + orelse
    fn = number_function(ctx, node)
    if fn is not None:
        inner = number_values(ctx, node.args[0].value, depth - 1)
        try:
            return None if inner is None else [float(getattr(math, fn)(v)) for v in inner]
        except (ValueError, OverflowError):
            return None     # python raised there: the code never ran with it
    dotted = ctx.resolve(node) if isinstance(node, (cst.Name, cst.Attribute)) else None
    if dotted in _CONSTANTS:
        return [getattr(math, dotted.rpartition(".")[2])]
    attrs = _number_attr_values(ctx, node)
    if attrs:
        return [float(v.evaluated_value) for v in attrs]
    if isinstance(node, cst.Name):
        return _local_values(ctx, node.value, depth - 1)
    return None


def _local_values(ctx, name: str, depth: int) -> list[float] | None:
    """The numbers every binding of ``name`` in the function (a plain ``name = value``) declares;
    a module constant if the function never binds it; None for any other binding."""
    func = ctx.scope.func
    if any(p.name.value == name for p in func.params.params + func.params.kwonly_params):
        return None
    values, bound = [], False
    for n in iter_descendants(func.body):
        target = n.target if isinstance(n, (cst.AugAssign, cst.AnnAssign, cst.For, cst.NamedExpr)) else None
        if target is not None and name in {t.value for t in name_nodes(target)}:
            return None     # rebound by something other than a plain assignment
        if isinstance(n, cst.Assign) and any(name in {t.value for t in name_nodes(t.target)} for t in n.targets):
            if len(n.targets) != 1 or not isinstance(n.targets[0].target, cst.Name):
                return None
            got = number_values(ctx, n.value, depth)
            if got is None:
                return None
            values, bound = values + got, True
    if bound:
        return values
    module = ctx.number_literals.get(name)
    return None if module is None else [float(module)]


def _number_attr(ctx, node) -> bool:
    """``self.<attr>`` that ``__init__`` sets only to number literals or to its own arguments whose
    defaults are number literals (``self.m = m`` with ``m=4``)."""
    return bool(_number_attr_values(ctx, node))


def _attr_values(ctx, node) -> list:
    """The values ``__init__`` sets ``self.<attr>`` to, an argument of it read as its default;
    empty when it is set otherwise, or anywhere else."""
    if not (isinstance(node, cst.Attribute) and isinstance(node.value, cst.Name) and node.value.value == "self"):
        return []
    cls = ctx.scope.cls
    init = cls.methods.get("__init__") if cls is not None else None
    if init is None:
        return []
    defaults = {p.name.value: p.default for p in init.params.params if p.default is not None}
    values = []
    for n in iter_descendants(cls.node):
        if isinstance(n, (cst.Assign, cst.AugAssign, cst.AnnAssign)):
            targets = [t.target for t in n.targets] if isinstance(n, cst.Assign) else [n.target]
            for t in targets:
                if isinstance(t, cst.Attribute) and isinstance(t.value, cst.Name) and t.value.value == "self" \
                        and t.attr.value == node.attr.value:
                    if not isinstance(n, cst.Assign) or not _inside(init, n):
                        return []
                    values.append(n.value)
    return [defaults[v.value] if isinstance(v, cst.Name) and v.value in defaults else v for v in values]


def _number_attr_values(ctx, node) -> list:
    """The number literals (signs dropped) ``__init__`` sets ``self.<attr>`` to, directly or as the
    defaults of its arguments; empty when it is set otherwise, or anywhere else."""
    literals = []
    for v in _attr_values(ctx, node):
        if isinstance(v, cst.UnaryOperation) and isinstance(v.operator, cst.Minus):
            v = v.expression
        if not isinstance(v, (cst.Integer, cst.Float)):
            return []
        literals.append(v)
    return literals


def _inside(outer, inner) -> bool:
    return any(n is inner for n in iter_descendants(outer))


_FLOAT32 = frozenset({"'float32'", '"float32"', "'f4'", '"f4"', "'f'", '"f"'})


def _float32_cast_of(ctx, node):
    """``a`` of ``a.astype('float32')`` / ``a.astype(np.float32)`` (one positional dtype)."""
    if not (isinstance(node, cst.Call) and isinstance(node.func, cst.Attribute)
            and node.func.attr.value == "astype" and len(node.args) == 1
            and node.args[0].keyword is None and not node.args[0].star):
        return None
    dtype = node.args[0].value
    spelled = isinstance(dtype, cst.SimpleString) and dtype.value in _FLOAT32
    if spelled or ctx.resolve(dtype) == "numpy.float32":
        return node.func.value
    return None


# python's and numpy's functions of one number whose F operator computes the same on a
# one-element tensor (numpy's give nan outside their domain as F's do; math's raise there, so code
# that ran never handed them such a value)
_NUMBER_FUNCTIONS = ("sqrt", "exp", "log", "log10", "log2", "log1p", "expm1")


def number_function(ctx, call) -> str | None:
    """The F name of ``math.log(v)`` / ``np.log(v)`` (one plain argument, a function of
    ``_NUMBER_FUNCTIONS``), else None."""
    if not isinstance(call, cst.Call) or len(call.args) != 1 or call.args[0].keyword is not None \
            or call.args[0].star:
        return None
    module, _, name = (ctx.resolve(call.func) or "").rpartition(".")
    return NUMPY_UNARY[name] if module in ("math", "numpy") and name in _NUMBER_FUNCTIONS else None


def numpy_function(ctx, call: cst.Call) -> str | None:
    dotted = ctx.resolve(call.func)
    if dotted is None or not dotted.startswith("numpy."):
        return None
    name = dotted[len("numpy."):]
    return name if (name in NUMPY_UNARY or name in _BINARY_SCALAR or name in NUMPY_REDUCTIONS or name in _MAKE
                    or name in _BROADCAST_FUNCTIONS or name in _SCAN or name in ("clip", _NORM)) else None


class _ToF(cst.CSTTransformer):
    def __init__(self, ctx, f: str):
        self.ctx, self.f = ctx, f
        self._outer: list = []

    def _broadcast(self, op: str, left, right) -> cst.Call:
        return cst.Call(func=cst.Attribute(value=cst.Name(self.f), attr=cst.Name(op)),
                        args=[cst.Arg(left.with_changes(lpar=[], rpar=[]) if hasattr(left, "lpar") else left),
                              cst.Arg(right.with_changes(lpar=[], rpar=[]) if hasattr(right, "lpar") else right)])

    def leave_BinaryOperation(self, original: cst.BinaryOperation, updated: cst.BinaryOperation):
        if _piece(self.ctx, original.left) == _piece(self.ctx, original.right) == "tensor":
            call = self._broadcast(BROADCAST_OPERATORS[type(original.operator)], updated.left, updated.right)
            return call.with_changes(lpar=updated.lpar, rpar=updated.rpar) if updated.lpar else call
        return updated

    def leave_Comparison(self, original: cst.Comparison, updated: cst.Comparison):
        comp = original.comparisons[0]
        if _piece(self.ctx, original.left) == _piece(self.ctx, comp.comparator) == "tensor":
            return self._broadcast(_BROADCAST_COMPARE[type(comp.operator)], updated.left,
                                   updated.comparisons[0].comparator)
        return updated

    def visit_ListComp(self, node: cst.ListComp):
        self._outer.append(self.ctx)
        self.ctx = _LoopNumbers(self.ctx, node.for_in.target.value)

    def leave_ListComp(self, original: cst.ListComp, updated: cst.ListComp):
        self.ctx = self._outer.pop()
        return cst.Call(func=cst.Attribute(value=cst.Name(self.f), attr=cst.Name("stack")),
                        args=[cst.Arg(updated, star="*"),
                              cst.Arg(cst.Integer("0"), keyword=cst.Name("axis"),
                                      equal=cst.AssignEqual(whitespace_before=cst.SimpleWhitespace(""),
                                                            whitespace_after=cst.SimpleWhitespace("")))])

    def leave_Call(self, original: cst.Call, updated: cst.Call):
        src = asnumpy_of(updated)
        if src is not None:
            return src
        if _float32_cast_of(self.ctx, original) is not None and _piece(self.ctx, original) == "tensor":
            data = updated.func.value
            if hasattr(data, "lpar"):
                data = data.with_changes(lpar=[], rpar=[])
            return cst.Call(func=cst.Attribute(value=cst.Name(self.f), attr=cst.Name("cast")),
                            args=[cst.Arg(data), cst.Arg(cst.SimpleString("'float32'"), keyword=cst.Name("dtype"),
                                                         equal=cst.AssignEqual(
                                                             whitespace_before=cst.SimpleWhitespace(""),
                                                             whitespace_after=cst.SimpleWhitespace("")))])
        name = numpy_function(self.ctx, original)
        if name is None:
            return updated
        if name in NUMPY_REDUCTIONS or name == _NORM:
            data, axis, keep = (_norm_args if name == _NORM else _reduction_args)(updated)
            args = [cst.Arg(data), cst.Arg(axis, keyword=cst.Name("axis"),
                                           equal=cst.AssignEqual(whitespace_before=cst.SimpleWhitespace(""),
                                                                 whitespace_after=cst.SimpleWhitespace("")))]
            if keep is not None:
                args.append(cst.Arg(keep, keyword=cst.Name("keepdims"),
                                    equal=cst.AssignEqual(whitespace_before=cst.SimpleWhitespace(""),
                                                          whitespace_after=cst.SimpleWhitespace(""))))
            op = "norm" if name == _NORM else NUMPY_REDUCTIONS[name]
            return cst.Call(func=cst.Attribute(value=cst.Name(self.f), attr=cst.Name(op)), args=args)
        if name in _BROADCAST_FUNCTIONS and all(_piece(self.ctx, a.value) == "tensor" for a in original.args):
            return self._broadcast(_BROADCAST_FUNCTIONS[name], updated.args[0].value, updated.args[1].value)
        if name in _SCAN:
            data, axis = _scan_args(updated)
            args = [cst.Arg(data)]
            if axis is not None:
                args.append(cst.Arg(axis, keyword=cst.Name("axis"),
                                    equal=cst.AssignEqual(whitespace_before=cst.SimpleWhitespace(""),
                                                          whitespace_after=cst.SimpleWhitespace(""))))
            return cst.Call(func=cst.Attribute(value=cst.Name(self.f), attr=cst.Name(_SCAN[name])), args=args)
        if name == "power":
            return cst.BinaryOperation(left=updated.args[0].value, operator=cst.Power(),
                                       right=updated.args[1].value,
                                       lpar=[cst.LeftParen()], rpar=[cst.RightParen()])
        op = NUMPY_UNARY.get(name) or _BINARY_SCALAR.get(name) or name
        return updated.with_changes(func=cst.Attribute(value=cst.Name(self.f), attr=cst.Name(op)))


def f_text(ctx, node, f: str) -> str:
    new = node.visit(_ToF(ctx, f))
    return " ".join(ctx.module.code_for_node(new).split())
