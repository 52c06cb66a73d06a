"""HYB001 fixer: a pooling window as long as some axes of the pooled tensor and 1 on the others
-> a reduction over those axes with ``keepdims=True``.

``F.Pooling(x, kernel=(x.shape[2], 1), pool_type='max')`` (CRNN's height collapse, a strip pool)
-> ``F.max(x, axis=2, keepdims=True)``; ``avg`` -> ``F.mean``, ``sum`` -> ``F.sum``.
"""
from __future__ import annotations

import libcst as cst

from hybridlint.diagnostics import Fix

from . import Example, Fixer, Refusal, example_module, make_fix
from ._shared import NO_USE_REWRITE as _NO_FIX
from ._util import int_literal, kwarg
from .global_pooling import placed_once, shape_index

_REDUCTIONS = {"max": "max", "avg": "mean", "sum": "sum"}
# the arguments whose meaning is checked below (p_value only comes with 'lp', refused); any
# other (a name...) refuses
_KNOWN = frozenset({"data", "kernel", "pool_type", "stride", "pad", "pooling_convention", "layout",
                    "global_pool", "cudnn_off", "count_include_pad", "p_value"})


class AxisPooling(Fixer):
    code = "HYB001"
    name = "axis-pooling"
    applicability = "safe"
    description = """
    Rewrites a pooling whose window is the pooled tensor's size on some spatial axes and 1 on
    the others, `F.Pooling(x, kernel=(x.shape[2], 1), pool_type='max')`, as the reduction over
    those axes, `F.max(x, axis=2, keepdims=True)` (`avg` -> `F.mean`, `sum` -> `F.sum`). Safe:
    with no padding a window as long as an axis is placed once along it under the 'valid' and
    'full' conventions, and a window of 1 with a stride of 1 keeps every position of the other
    axes, so each output is the max (mean, sum) of one column; a kernel of the wrong length
    raises eagerly, so a block that runs has one entry per spatial axis. Refused with padding,
    a stride other than 1 on an axis the window does not span, the 'same' convention, a
    channels-last layout, `lp` pooling, a kernel given positionally, or sizes of another tensor.
    """
    EXAMPLES = [
        Example(example_module("return F.Pooling(x, kernel=(x.shape[2], 1), pool_type='max')"),
                example_module("return F.max(x, axis=2, keepdims=True)"),
                shapes=[[(2, 3, 4, 5)], [(1, 2, 1, 3)]]),
        Example(example_module("y = F.relu(x)\nreturn F.Pooling(y, kernel=(1, y.shape[-1]), pool_type='avg', stride=(1, 2))"),
                example_module("y = F.relu(x)\nreturn F.mean(y, axis=3, keepdims=True)"),
                shapes=[[(2, 3, 4, 5)], [(1, 1, 3, 2)]]),
        Example(example_module("return F.Pooling(x, kernel=(x.shape[2], 1, x.shape[4]), pool_type='sum')"),
                example_module("return F.sum(x, axis=(2, 4), keepdims=True)"),
                shapes=[[(1, 2, 3, 4, 2)]]),
        Example(example_module("return F.Pooling(x, kernel=(x.shape[2], 1))"),
                example_module("return F.max(x, axis=2, keepdims=True)"),
                shapes=[[(2, 3, 4, 5)]]),
        Example(example_module("return F.Pooling(x, kernel=(x.shape[2], 1), pool_type='max', stride=(1, 2))"), None,
                reason="a stride other than 1", shapes=[[(2, 3, 4, 5)]]),
        Example(example_module("return F.Pooling(x, kernel=(x.shape[3], 1), pool_type='avg')"), None,
                reason="neither the pooled tensor's size on its axis nor 1", shapes=[[(2, 3, 4, 5)]]),
        Example(example_module("return F.Pooling(x, kernel=(x.shape[2], 1), pool_type='lp', p_value=2)"), None,
                reason="pool type", shapes=[[(2, 3, 4, 5)]]),
    ]

    @staticmethod
    def propose(ctx, node: cst.Attribute) -> Fix | Refusal:
        if not isinstance(node.value, cst.Name):
            return Refusal(_NO_FIX)
        x = node.value.value
        index = ctx.parent(node)
        element = ctx.parent(index) if isinstance(index, cst.Subscript) else None
        window = ctx.parent(element) if isinstance(element, cst.Element) else None
        holder = ctx.parent(window) if isinstance(window, (cst.Tuple, cst.List)) else None
        call = ctx.parent(holder) if isinstance(holder, cst.Arg) else None
        if (not isinstance(call, cst.Call) or ctx.f_path(call.func) != ("Pooling",)
                or holder.keyword is None or holder.keyword.value != "kernel"
                or not isinstance(call.func, cst.Attribute)):
            return Refusal(_NO_FIX)
        axes = _spanned_axes(window, x)
        if isinstance(axes, Refusal):
            return axes
        args = list(call.args)
        if (any(a.star for a in args) or sum(a.keyword is None for a in args) > 1
                or any(a.keyword is not None and a.keyword.value not in _KNOWN for a in args)
                or "#" in ctx.code_for(call)):
            return Refusal("the pooling call passes more than its data positionally, an argument "
                           "whose meaning is not checked, or comments")
        glob = kwarg(call, "global_pool")
        if glob is not None and not (isinstance(glob, cst.Name) and glob.value == "False"):
            return Refusal("`global_pool=` is not a literal False")
        why = placed_once(ctx, call, x)
        if why is not None:
            return Refusal(why)
        kind = kwarg(call, "pool_type")
        kind = "max" if kind is None else (kind.evaluated_value if isinstance(kind, cst.SimpleString) else None)
        if kind not in _REDUCTIONS:
            return Refusal("the pool type is not a literal 'max', 'avg' or 'sum'")
        stride = kwarg(call, "stride")
        if stride is not None:
            steps = ([int_literal(e.value) for e in stride.elements]
                     if isinstance(stride, (cst.Tuple, cst.List)) else None)
            if steps is None or len(steps) != len(window.elements) or any(
                    steps[i] != 1 for i in range(len(steps)) if 2 + i not in axes):
                return Refusal("a stride other than 1 on an axis the window does not span (or not a "
                               "literal) would skip positions a reduction keeps")
        axis = str(axes[0]) if len(axes) == 1 else "(" + ", ".join(map(str, axes)) + ")"
        text = (f"{ctx.code_for(call.func.value)}.{_REDUCTIONS[kind]}({x}, axis={axis}, keepdims=True)")
        return make_fix(ctx, [(call, text)], "safe",
                        f"a window spanning axis {axis} and 1 elsewhere is a reduction over it")


def _spanned_axes(window: cst.Tuple | cst.List, x: str) -> list[int] | Refusal:
    """The axes whose whole size the window reads from ``x`` (the others being 1)."""
    n = len(window.elements)
    if not any(int_literal(e.value) == 1 for e in window.elements):
        return Refusal(_NO_FIX)     # no strip: global pooling's rewrite and reasons
    axes = []
    for i, e in enumerate(window.elements):
        k = shape_index(e.value, x)
        if k is not None and k in (2 + i, i - n):
            axes.append(2 + i)
        elif int_literal(e.value) != 1:
            return Refusal("a window entry is neither the pooled tensor's size on its axis nor 1")
    if not axes:
        return Refusal(_NO_FIX)
    return axes
