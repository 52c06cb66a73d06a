"""HYB001 fixer: values made in another tensor's dtype, ``dtype=t.dtype`` -> operators whose
result takes ``t``'s dtype.

MXNet 1.9.1 has no cast to another tensor's dtype (mask_cast.py), but two things need none:

- a cast of a value already in t's dtype (``F.zeros_like(t).astype(t.dtype)``, what the
  creation fixers write for ``F.zeros(t.shape, dtype=t.dtype)``) is a copy: dropped;
- a creation of python numbers in t's dtype is made from ``B = F.zeros_like(F.sum(t))`` (shape
  (1,), t's dtype and device): ``F.zeros/ones(S, dtype=t.dtype)`` -> B (or ``F.ones_like``)
  reshaped to len(S) axes and broadcast to S; ``F.full(S, v, ...)`` -> ``B + v`` so broadcast
  (a scalar operator casts v to the dtype as full does); ``F.arange(args, dtype=t.dtype)`` ->
  ``F.contrib.arange_like(F.broadcast_like(B, F.arange(args)), start=, step=, repeat=)``:
  the float32 arange of the same arguments gives the length (computed in double whatever the
  dtype), arange_like the values ``DType(start) + i * DType(step)`` that arange computes too.
  ``F.linspace(0, n - 1, n)`` holds the integers 0..n-1: the arange_like of ``F.arange(n)``.
  ``/work/eval/s22/h51/mx_forms.py``: 693 cases (7 dtypes, 3 shapes of t, 10 argument lists
  with and without ``repeat``, 5 shapes and values of full/ones/zeros) equal in values, dtype
  and shape, NDArray and Symbol.
"""
from __future__ import annotations

import libcst as cst

from hybridlint.diagnostics import Fix

from . import Example, Fixer, Refusal, example_module, make_fix
from ._shared import NOT_HANDLED, SIZE_FROM_TENSOR, SIZE_NOT_SHOWN
from ._util import int_literal, kwarg, number_literal, param_default

_CREATIONS = frozenset({"zeros", "ones", "full", "arange", "linspace"})
LINSPACE = ("F.linspace computes its values in double precision and rounds them once to the dtype, and "
            "no operator of MXNet 1.9.1 makes them in another tensor's dtype (only `F.linspace(0, n - 1, "
            "n)`, the integers 0..n-1, has a rewrite): give a fixed dtype (the one the block runs in), "
            "or build the values with F.contrib.arange_like(t, start=..., step=...) when they are a range")
# F operators whose result has the dtype of their data (first) argument and is a new array
# (never a view of it): a cast of that result to the data's dtype is a copy
_KEEP_DTYPE = frozenset({
    "zeros_like", "ones_like", "contrib.arange_like", "broadcast_like", "broadcast_to",
    "broadcast_axis", "broadcast_axes", "slice_axis", "slice", "slice_like", "reshape",
    "reshape_like", "expand_dims", "squeeze", "transpose", "swapaxes", "SwapAxis", "flatten",
    "Flatten", "tile", "repeat", "flip", "reverse"})
_KEEP_DTYPE_METHODS = frozenset({
    "reshape", "expand_dims", "squeeze", "transpose", "swapaxes", "flatten", "tile", "repeat",
    "flip", "broadcast_to", "broadcast_like", "slice_axis", "slice", "zeros_like", "ones_like"})


def _dtype_module(body: str) -> str:
    return example_module(body, init="self.n = 3")


class DtypeLike(Fixer):
    code = "HYB001"
    name = "dtype-like"
    applicability = "unsafe"
    needs_f = True
    description = """
    Values made in another tensor's dtype without a cast operator (MXNet 1.9.1 has none that
    takes the dtype from a tensor): `E.astype(t.dtype)` / `F.cast(E, dtype=t.dtype)` where E is
    an F operator's new array in t's dtype already (`F.zeros_like(t)`, `F.contrib.arange_like(t)`,
    shape operators of them) -> E; `F.zeros/ones(S, dtype=t.dtype)`, `F.full(S, v, dtype=t.dtype)`
    and `F.arange(start, stop, step, repeat=, dtype=t.dtype)` of python numbers (a `ctx=t.context`
    of the same tensor dropped: the result is made on t's device) -> built from
    `F.zeros_like(F.sum(t))`: broadcast to S (plus v), or `F.contrib.arange_like` over a
    broadcast to the float32 `F.arange` of the same arguments; `F.linspace(0, n - 1, n, ...)`, the
    integers 0..n-1, -> the same arange_like of `F.arange(n)`. Checked in MXNet 1.9.1 for 7
    dtypes, NDArray and Symbol: equal values, dtype and shape. Refused for any other `F.linspace`
    (values computed in double and rounded once: no operator makes them in t's dtype), sizes that are not
    python numbers (a tensor's `.shape`: the shape fixers rewrite those), a device of another
    tensor or a fixed one, a literal size 0. Unsafe: python sizes are taken to be positive
    (`broadcast_to` reads 0 as "keep the axis").
    """
    EXAMPLES = [
        # a causal mask's positions in the input's dtype (a transformer decoder)
        Example(_dtype_module("pos = F.arange(self.n, dtype=x.dtype)\n"
                              "return F.broadcast_add(x, pos.reshape((1, -1)))"),
                _dtype_module("pos = F.contrib.arange_like(F.broadcast_like(F.zeros_like(F.sum(x)), "
                              "F.arange(self.n)))\nreturn F.broadcast_add(x, pos.reshape((1, -1)))"),
                shapes=[[(2, 3)], [(4, 3)]]),
        # a start, a step and the same tensor's device
        Example(_dtype_module("r = F.arange(1, 7, 2, ctx=x.context, dtype=x.dtype)\n"
                              "return F.broadcast_mul(x, r)"),
                _dtype_module("r = F.contrib.arange_like(F.broadcast_like(F.zeros_like(F.sum(x)), "
                              "F.arange(1, 7, 2)), start=1, step=2)\nreturn F.broadcast_mul(x, r)"),
                shapes=[[(2, 3)], [(1, 3)]], dtype="float64"),
        # a large negative fill (an attention bias) of python sizes
        Example(_dtype_module("bias = F.full((1, self.n), -1e4, dtype=x.dtype)\n"
                              "return F.broadcast_add(x, bias)"),
                _dtype_module("bias = F.broadcast_to((F.zeros_like(F.sum(x)) + -1e4).reshape((1, 1)), "
                              "shape=(1, self.n))\nreturn F.broadcast_add(x, bias)"),
                shapes=[[(2, 3)], [(5, 3)]], dtype="float16"),
        # ones of a literal shape
        Example(_dtype_module("one = F.ones((1, 1), dtype=x.dtype)\nreturn F.concat(x, F.broadcast_like(one, x, "
                              "lhs_axes=(0,), rhs_axes=(0,)), dim=1)"),
                _dtype_module("one = F.ones_like(F.sum(x)).reshape((1, 1))\nreturn F.concat(x, F.broadcast_like("
                              "one, x, lhs_axes=(0,), rhs_axes=(0,)), dim=1)"),
                shapes=[[(2, 3)], [(4, 1)]]),
        # a fill on the tensor's device in a fixed dtype (the device's finding carries the fix)
        Example(_dtype_module("z = F.full((2, self.n), 5, ctx=x.context)\nreturn x + z"),
                _dtype_module("z = F.broadcast_to((F.zeros_like(F.sum(x)).astype('float32') + 5).reshape((1, 1)), "
                              "shape=(2, self.n))\nreturn x + z"),
                shapes=[[(2, 3)]]),
        # a cast the shape fixers leave on a value already in the dtype
        Example(_dtype_module("z = F.zeros_like(x).astype(x.dtype)\nreturn x + z"),
                _dtype_module("z = F.zeros_like(x)\nreturn x + z"),
                shapes=[[(2, 3)], [(3,)]]),
        Example(_dtype_module("p = F.cast(F.contrib.arange_like(x, axis=1), dtype=x.dtype)\n"
                              "return F.broadcast_add(x, p.reshape((1, -1)))"),
                _dtype_module("p = F.contrib.arange_like(x, axis=1)\n"
                              "return F.broadcast_add(x, p.reshape((1, -1)))"),
                shapes=[[(2, 3)], [(4, 5)]], dtype="float64"),
        # the integers 0..n-1 as a linspace (positional-encoding frequencies), on x's device
        Example(_dtype_module("e = 2.0 ** F.linspace(0.0, self.n - 1, self.n, dtype=x.dtype, ctx=x.context)\n"
                              "return F.broadcast_mul(x, e)"),
                _dtype_module("e = 2.0 ** F.contrib.arange_like(F.broadcast_like(F.zeros_like(F.sum(x)), "
                              "F.arange(self.n)))\nreturn F.broadcast_mul(x, e)"),
                shapes=[[(2, 3)], [(4, 3)]], dtype="float16"),
        # any other linspace rounds once from double: not arange_like's arithmetic
        Example(_dtype_module("t = F.linspace(0, 1, 3, dtype=x.dtype)\nreturn F.broadcast_mul(x, t)"),
                None, reason="F.linspace", shapes=[[(2, 3)]]),
        # another tensor's device
        Example(example_module("r = F.arange(3, ctx=y.context, dtype=x.dtype)\nreturn F.broadcast_mul(x, r) + y",
                               signature="self, F, x, y"),
                None, reason="another tensor's device", shapes=[[(2, 3), (2, 3)]]),
        # a size 0 is "keep the axis" to broadcast_to
        Example(_dtype_module("z = F.zeros((2, 0), dtype=x.dtype)\nreturn F.concat(x, z, dim=1)"), None,
                reason="size 0", shapes=[[(2, 3)]]),
        # a cast of a value in another dtype stays refused
        Example(example_module("return x + F.zeros_like(y).astype(x.dtype)", signature="self, F, x, y"), None,
                reason="no cast to another tensor's dtype", shapes=[[(2, 3), (2, 3)]]),
    ]

    @staticmethod
    def receivers(node: cst.Attribute):
        return (node.value,)

    @classmethod
    def propose(cls, ctx, node: cst.Attribute) -> Fix | Refusal:
        arg = ctx.parent(node)
        call = ctx.parent(arg) if isinstance(arg, cst.Arg) else None
        if not isinstance(call, cst.Call) or arg.value is not node or any(a.star for a in call.args):
            return Refusal(NOT_HANDLED)
        if not isinstance(node.value, cst.Name):
            return Refusal("the dtype is read from an expression, not a named tensor")
        t = node.value.value
        path = ctx.f_path(call.func)
        if path is None and isinstance(call.func, cst.Attribute) and call.func.attr.value == "astype":
            if len(call.args) != 1 or (arg.keyword is not None and arg.keyword.value != "dtype"):
                return Refusal(NOT_HANDLED)
            return _drop_cast(ctx, call, call.func.value, t)
        if path in (("cast",), ("Cast",)):
            data = [a.value for a in call.args if a.keyword is None or a.keyword.value == "data"]
            if len(call.args) != 2 or len(data) != 1 or arg.keyword is None or arg.keyword.value != "dtype":
                return Refusal(NOT_HANDLED)
            return _drop_cast(ctx, call, data[0], t)
        if path is None or len(path) != 1 or path[0] not in _CREATIONS:
            return Refusal(NOT_HANDLED)
        if arg.keyword is None or arg.keyword.value != "dtype":
            return Refusal("the dtype is given by position (nd's and sym's argument orders differ)")
        if not ctx.proven_tensor(node.value):
            return Refusal(ctx.value(node.value).why or f"`{t}` is not known to be a tensor")
        return creation(ctx, call, t, path[0])


def _drop_cast(ctx, call: cst.Call, data: cst.BaseExpression, t: str) -> Fix | Refusal:
    if not (isinstance(data, cst.Call) and ctx.f_path(data.func) is not None and _in_dtype_of(ctx, data, t)):
        return Refusal("MXNet 1.9.1 has no cast to another tensor's dtype (Cast takes a fixed dtype), "
                       f"and the value is not shown to be in `{t}`'s dtype already")
    return make_fix(ctx, [(call, ctx.code_for(data).strip())], "unsafe",
                    f"drop the cast: the value is in `{t}`'s dtype already")


def _in_dtype_of(ctx, node, t: str, depth: int = 0) -> bool:
    """``node`` is ``t`` or an operator result of ``t`` that keeps its dtype."""
    if depth > 30:
        return False
    if isinstance(node, cst.Name):
        return node.value == t and ctx.proven_tensor(node)
    if not isinstance(node, cst.Call) or any(a.star for a in node.args) or not node.args:
        return False
    path = ctx.f_path(node.func)
    if path is not None:
        data = node.args[0]
        return (".".join(path) in _KEEP_DTYPE and data.keyword in (None,) and "dtype" not in _keywords(node)
                and _in_dtype_of(ctx, data.value, t, depth + 1))
    if isinstance(node.func, cst.Attribute) and node.func.attr.value in _KEEP_DTYPE_METHODS:
        return "dtype" not in _keywords(node) and _in_dtype_of(ctx, node.func.value, t, depth + 1)
    return False


def _keywords(call: cst.Call) -> set[str]:
    return {a.keyword.value for a in call.args if a.keyword is not None}


def on_device_of(ctx, node: cst.Attribute) -> Fix | Refusal | None:
    """``F.arange/full(..., ctx=t.context)`` of python numbers (``node`` the device read) made on
    ``t``'s device in the call's dtype; None where the call is no such creation."""
    arg = ctx.parent(node)
    call = ctx.parent(arg) if isinstance(arg, cst.Arg) else None
    if not (isinstance(call, cst.Call) and isinstance(node.value, cst.Name) and arg.keyword is not None
            and arg.keyword.value == "ctx" and not any(a.star for a in call.args)):
        return None
    path = ctx.f_path(call.func)
    if path not in (("arange",), ("full",), ("linspace",)):
        return None
    t = node.value.value
    if not ctx.proven_tensor(node.value):
        return Refusal(ctx.value(node.value).why or f"`{t}` is not known to be a tensor")
    dtype = kwarg(call, "dtype")
    if isinstance(dtype, cst.Attribute) and dtype.attr.value == "dtype":
        if not (isinstance(dtype.value, cst.Name) and dtype.value.value == t):
            return Refusal("the dtype is another tensor's than the device's")
        return creation(ctx, call, t, path[0])
    return creation(ctx, call, t, path[0], "'float32'" if dtype is None else ctx.code_for(dtype).strip())


def creation(ctx, call: cst.Call, t: str, kind: str, dtype: str | None = None) -> Fix | Refusal:
    """``F.zeros/ones/full/arange`` of python numbers made on ``t``'s device, in ``t``'s dtype
    (``dtype`` None) or in ``dtype``."""
    f = ctx.scope.f_name
    device = kwarg(call, "ctx")
    if device is not None and not (isinstance(device, cst.Attribute) and device.attr.value in ("context", "ctx")
                                   and isinstance(device.value, cst.Name) and device.value.value == t):
        return Refusal("the call places its result on another tensor's device or a fixed one "
                       f"(the rewrite makes it on `{t}`'s)")
    if kind == "linspace":
        return _linspace(ctx, call, t, f"{f}.zeros_like({f}.sum({t}))" + ("" if dtype is None else f".astype({dtype})"))
    allowed = {"zeros": ("shape",), "ones": ("shape",), "full": ("shape", "val", "value"),
               "arange": ("start", "stop", "step", "repeat")}[kind]
    positional = [a.value for a in call.args if a.keyword is None]
    named = {a.keyword.value: a.value for a in call.args if a.keyword is not None}
    if any(k not in (*allowed, "ctx", "dtype") for k in named):
        return Refusal(f"`{next(k for k in named if k not in (*allowed, 'ctx', 'dtype'))}=` has no "
                       "form in another tensor's dtype here")
    if len(positional) > len(allowed) - (kind == "full"):
        return Refusal("a positional argument follows the values (nd's and sym's argument orders differ)")
    values = dict(zip(allowed, positional))
    for k, v in named.items():
        if k in allowed:
            values["val" if k == "value" else k] = v
    for v in values.values():
        why = _not_number(ctx, v)
        if why:
            return Refusal(why)
    cast = "" if dtype is None else f".astype({dtype})"
    zero = f"{f}.zeros_like({f}.sum({t})){cast}"
    if kind == "arange":
        code = lambda n: ctx.code_for(n).strip()  # noqa: E731
        carrier = ", ".join((f"{a.keyword.value}=" if a.keyword is not None else "") + code(a.value)
                            for a in call.args if a.keyword is None or a.keyword.value not in ("ctx", "dtype"))
        start = values.get("start")
        parts = [f"start={code(start)}"] if "stop" in values and start is not None else []
        if "step" in values:
            parts.append(f"step={code(values['step'])}")
        if "repeat" in values:
            parts.append(f"repeat={code(values['repeat'])}")
        if "stop" not in values and start is None:
            return Refusal("the call gives no stop")
        text = f"{f}.contrib.arange_like({', '.join([f'{f}.broadcast_like({zero}, {f}.arange({carrier}))', *parts])})"
        return make_fix(ctx, [(call, text)], "unsafe",
                        f"make the range with {f}.contrib.arange_like from `{t}` (its dtype and device)")
    shape = values.get("shape")
    if shape is None or ("val" not in values and kind == "full"):
        return Refusal("the call gives no shape or value")
    sizes = [e.value for e in shape.elements] if isinstance(shape, (cst.Tuple, cst.List)) else [shape]
    if not sizes:
        return Refusal("the shape is empty")
    if any(int_literal(s) == 0 for s in sizes):
        return Refusal("a size 0 reads as \"keep the axis\" in broadcast_to")
    base = f"{f}.ones_like({f}.sum({t})){cast}" if kind == "ones" else zero
    if kind == "full":
        base = f"({base} + {ctx.code_for(values['val']).strip()})"
    if len(sizes) > 1:
        base += f".reshape(({', '.join('1' for _ in sizes)}))"
    if any(int_literal(s) != 1 for s in sizes):
        shape_text = ", ".join(ctx.code_for(s).strip() for s in sizes) + ("," if len(sizes) == 1 else "")
        base = f"{f}.broadcast_to({base}, shape=({shape_text}))"
    return make_fix(ctx, [(call, base)], "unsafe",
                    f"build it from `{t}` with {f}.zeros_like (its dtype and device)")


def _linspace(ctx, call: cst.Call, t: str, zero: str) -> Fix | Refusal:
    """``F.linspace(0, n - 1, n)``: the integers 0..n-1, exact in every dtype (below 2**24 entries,
    where float32 holds each integer), which ``arange_like`` computes as ``0 + i * 1``."""
    f = ctx.scope.f_name
    positional = [a.value for a in call.args if a.keyword is None]
    named = {a.keyword.value: a.value for a in call.args if a.keyword is not None}
    values = dict(zip(("start", "stop", "num"), positional))
    values.update((k, v) for k, v in named.items() if k in ("start", "stop", "num"))
    start, stop, num = values.get("start"), values.get("stop"), values.get("num")
    if len(positional) > 3 or set(named) - {"start", "stop", "num", "ctx", "dtype"} or num is None \
            or number_literal(start) != 0 or not (
                isinstance(stop, cst.BinaryOperation) and isinstance(stop.operator, cst.Subtract)
                and int_literal(stop.right) == 1 and _same(ctx, stop.left, num)):
        return Refusal(LINSPACE)
    why = _not_number(ctx, num)
    if why:
        return Refusal(why)
    text = f"{f}.contrib.arange_like({f}.broadcast_like({zero}, {f}.arange({ctx.code_for(num).strip()})))"
    return make_fix(ctx, [(call, text)], "unsafe",
                    f"make the integers 0..n-1 with {f}.contrib.arange_like from `{t}` (its dtype and device)")


def _same(ctx, a, b) -> bool:
    return " ".join(ctx.code_for(a).split()) == " ".join(ctx.code_for(b).split())


def _not_number(ctx, node, depth: int = 0) -> str | None:
    """Why ``node`` is not shown to be a python number fixed before the call (None when it is):
    literals, ``self`` attributes, module constants, arithmetic of those, tuples of them."""
    if depth > 20:
        return "the expression is too deep to read"
    if number_literal(node) is not None:
        return None
    if any(isinstance(n, cst.Attribute) and n.attr.value in ("shape", "size", "ndim")
           for n in _attributes(node)):
        return SIZE_FROM_TENSOR
    if isinstance(node, (cst.Tuple, cst.List)):
        return next((w for w in (_not_number(ctx, e.value, depth + 1) for e in node.elements) if w), None)
    if isinstance(node, cst.Attribute):
        root = node
        while isinstance(root, cst.Attribute):
            root = root.value
        if isinstance(root, cst.Name) and root.value == "self":
            return None
        return f"`{ctx.code_for(node).strip()}` is not shown to be a python number"
    if isinstance(node, cst.Name):
        if node.value in ctx.int_constants or number_literal(param_default(ctx, node)) is not None:
            return None
        return SIZE_NOT_SHOWN
    if isinstance(node, cst.UnaryOperation) and isinstance(node.operator, (cst.Minus, cst.Plus)):
        return _not_number(ctx, node.expression, depth + 1)
    if isinstance(node, cst.BinaryOperation) and isinstance(
            node.operator, (cst.Add, cst.Subtract, cst.Multiply, cst.FloorDivide, cst.Divide, cst.Power)):
        return _not_number(ctx, node.left, depth + 1) or _not_number(ctx, node.right, depth + 1)
    return f"`{ctx.code_for(node).strip()}` is not shown to be a python number"



def _attributes(node):
    """The attribute reads under ``node``."""
    stack = [node]
    while stack:
        n = stack.pop()
        if isinstance(n, cst.Attribute):
            yield n
        stack.extend(n.children)
