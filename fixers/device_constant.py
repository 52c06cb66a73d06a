"""HYB001 fixer: a constant of python sizes placed on a tensor's device, ``F.zeros(shape,
ctx=x.context)`` -> the constant built from one element of ``x``."""
from __future__ import annotations

import libcst as cst

from hybridlint.diagnostics import Fix

from . import Example, Fixer, Refusal, example_module, make_fix
from ._shared import NOT_A_CREATION, ONLY_ZEROS_ONES, SIZE_NOT_SHOWN
from ._util import kwarg

_KINDS = {("zeros",): "zeros", ("ones",): "ones"}


def _with_size(body: str) -> str:
    """An example block whose ``__init__`` sets ``self.n = 3``."""
    return example_module(body, init="self.n = 3")
_HEAD = "self.head = nn.HybridSequential()\nconv = nn.Conv2D(4, 1)\nself.head.add(conv)\nself.head.add(nn.GlobalAvgPool2D(), nn.Flatten())"
_DEVICE_ATTRS = frozenset({"context", "ctx"})


class DeviceConstant(Fixer):
    code = "HYB001"
    name = "device-constant"
    applicability = "unsafe"
    needs_f = True
    description = """
    `F.zeros(shape, ctx=x.context)` and `F.ones(...)` with python sizes (literals, `self`
    attributes, arithmetic of them) and `x` a tensor -> one element of `x` made 0 (or 1) with
    `F.zeros_like` / `F.ones_like`, cast to the dtype the call gives (float32 when it gives none,
    as F.zeros does), reshaped to as many size-1 axes as the shape has and broadcast to it with
    `F.broadcast_to`. Eagerly an operator puts its result on its input's device, so the constant
    is still made where `x` lives; traced, it is a Symbol of the same values (Symbols have no
    device: `x.context` raises). Refused for other creation operators, a device that is not a
    tensor's, positional arguments after the shape (nd's `(shape, ctx, dtype)` is sym's
    `(shape, dtype)`), sizes read from tensors (shape-uses builds those with broadcast_like) and
    a literal size 0 (`broadcast_to` reads 0 as "keep the axis"). Unsafe: `x` must hold at least
    one element, and python sizes are taken to be positive.
    """
    EXAMPLES = [
        # dynamic routing's starting weights (a PointNet segmentation net)
        Example(example_module("w = F.softmax(F.zeros(shape=(1, 1, 4), ctx=x.context), axis=2)\n"
                               "return F.broadcast_mul(x, w)"),
                example_module("w = F.softmax(F.broadcast_to(F.zeros_like(F.slice_axis(F.reshape(x, shape=(-1,)), "
                               "axis=0, begin=0, end=1)).astype('float32').reshape((1, 1, 1)), shape=(1, 1, 4)), "
                               "axis=2)\nreturn F.broadcast_mul(x, w)"),
                shapes=[[(2, 3, 4)], [(1, 5, 4)]]),
        # sizes from the block's attributes, a dtype given
        Example(_with_size("b = F.ones((self.n, 1), ctx=x.context, dtype='float64')\n"
                           "return F.broadcast_add(x, b.astype('float32'))"),
                _with_size("b = F.broadcast_to(F.ones_like(F.slice_axis(F.reshape(x, shape=(-1,)), axis=0, "
                           "begin=0, end=1)).astype('float64').reshape((1, 1)), shape=(self.n, 1))\n"
                           "return F.broadcast_add(x, b.astype('float32'))"),
                shapes=[[(3, 2)], [(3, 5)]]),
        # one size, of an operator result's device
        Example(example_module("y = F.relu(x)\nz = F.zeros(4, ctx=y.context)\nreturn F.broadcast_add(y, z)"),
                example_module("y = F.relu(x)\nz = F.broadcast_to(F.zeros_like(F.slice_axis(F.reshape(y, shape=(-1,)), "
                               "axis=0, begin=0, end=1)).astype('float32'), shape=(4,))\n"
                               "return F.broadcast_add(y, z)"),
                shapes=[[(2, 4)], [(3, 1, 4)]]),
        # a (1, 1) mask of ones: no broadcast needed
        Example(example_module("m = F.ones((1, 1), ctx=x.context)\nreturn F.broadcast_mul(x, m)"),
                example_module("m = F.ones_like(F.slice_axis(F.reshape(x, shape=(-1,)), axis=0, begin=0, end=1))"
                               ".astype('float32').reshape((1, 1))\nreturn F.broadcast_mul(x, m)"),
                shapes=[[(2, 3)], [(4, 1)]]),
        # the device of a Sequential's output whose layer is added by name (kept to share it)
        Example(example_module("z = self.head(x)\nreturn F.broadcast_add(z, F.ones((1, 4), ctx=z.context))",
                               imports="from mxnet.gluon import nn\n", init=_HEAD),
                example_module("z = self.head(x)\nreturn F.broadcast_add(z, F.broadcast_to(F.ones_like("
                               "F.slice_axis(F.reshape(z, shape=(-1,)), axis=0, begin=0, end=1)).astype('float32')"
                               ".reshape((1, 1)), shape=(1, 4)))",
                               imports="from mxnet.gluon import nn\n", init=_HEAD),
                shapes=[[(2, 3, 5, 5)], [(1, 2, 1, 1)]]),
        Example(example_module("z = F.zeros((2, 3), x.context)\nreturn x + z"), None,
                reason="positional", shapes=[[(2, 3)]]),
        # (F.arange / F.full of python numbers on a tensor's device: dtype-like.py)
        Example(example_module("z = F.eye(3, ctx=x.context)\nreturn F.dot(x, z)"), None,
                reason="only F.zeros / F.ones", shapes=[[(2, 3)]]),
        Example(example_module("z = F.zeros((2, 0), ctx=x.context)\nreturn F.concat(x, z, dim=1)"), None,
                reason="size 0", shapes=[[(2, 3)]]),
    ]

    @staticmethod
    def propose(ctx, node: cst.Attribute) -> Fix | Refusal:
        f = ctx.scope.f_name
        arg = ctx.parent(node)
        call = ctx.parent(arg) if isinstance(arg, cst.Arg) else None
        if not (isinstance(call, cst.Call) and node.attr.value in _DEVICE_ATTRS
                and (arg.keyword is None or arg.keyword.value == "ctx")):
            return Refusal(NOT_A_CREATION)
        kind = _KINDS.get(ctx.f_path(call.func) or ())
        if kind is None:
            if arg.keyword is None:
                return Refusal(NOT_A_CREATION)
            return Refusal(ONLY_ZEROS_ONES)
        # (the device's tensor is proven here, not through `receivers`: a device read outside a
        # creation keeps the rule's advice alone, whatever is known of its tensor)
        source_value = ctx.value(node.value)
        if not source_value.proven:
            return Refusal(source_value.why or "the value is not known to be a tensor")
        if any(a.star for a in call.args):
            return Refusal("the call unpacks its arguments")
        positional = [a for a in call.args if a.keyword is None]
        if len(positional) > 1:
            return Refusal("a positional argument follows the shape (nd's order is shape, ctx, dtype; "
                           "sym's is shape, dtype)")
        shape = positional[0].value if positional else kwarg(call, "shape")
        if shape is None:
            return Refusal("the call gives no shape")
        for a in call.args:
            if a.keyword is not None and a.keyword.value not in ("shape", "ctx", "dtype"):
                return Refusal(f"`{a.keyword.value}=` has no form without a device here")
        sizes = list(e.value for e in shape.elements) if isinstance(shape, (cst.Tuple, cst.List)) else [shape]
        if not sizes:
            return Refusal("the shape is empty")
        for size in sizes:
            why = _not_python_size(ctx, size)
            if why:
                return Refusal(why)
        dtype = kwarg(call, "dtype")
        dtype_text = ctx.code_for(dtype) if dtype is not None else "'float32'"
        source = ctx.code_for(node.value)
        text = element_like(f, kind, source, dtype_text)
        if len(sizes) > 1:
            text += f".reshape(({', '.join('1' for _ in sizes)}))"
        if any(not _literal_one(s) for s in sizes):
            shape_text = ", ".join(ctx.code_for(s) for s in sizes) + ("," if len(sizes) == 1 else "")
            text = f"{f}.broadcast_to({text}, shape=({shape_text}))"
        return make_fix(ctx, [(call, text)], "unsafe",
                        f"build the constant from an element of `{source}` (its device)")


def element_like(f: str, kind: str, source: str, dtype_text: str) -> str:
    """One element of the tensor ``source`` made 0 (``kind`` "zeros") or 1 ("ones") and cast:
    shape (1,), on that tensor's device when run eagerly."""
    return (f"{f}.{kind}_like({f}.slice_axis({f}.reshape({source}, shape=(-1,)), axis=0, begin=0, end=1))"
            f".astype({dtype_text})")


def _literal_one(node) -> bool:
    return isinstance(node, cst.Integer) and int(node.value, 0) == 1


def _not_python_size(ctx, node) -> str | None:
    """Why ``node`` is not a size known to be a python number here (None when it is one): a
    literal, a ``self`` attribute, a module constant, or arithmetic of those."""
    if isinstance(node, cst.Integer):
        return "a size 0 reads as \"keep the axis\" in broadcast_to" if int(node.value, 0) == 0 else None
    if isinstance(node, cst.Attribute):
        if node.attr.value in ("shape", "size", "ndim"):
            return "the shape reads a tensor's sizes (shape-uses builds such constants with broadcast_like)"
        if isinstance(node.value, cst.Name) and node.value.value == "self":
            return None
        return f"`{ctx.code_for(node)}` is not shown to be a python number"
    if isinstance(node, cst.Name):
        if node.value in ctx.int_constants:
            return None
        return SIZE_NOT_SHOWN
    if isinstance(node, cst.BinaryOperation) and isinstance(
            node.operator, (cst.Add, cst.Subtract, cst.Multiply, cst.FloorDivide)):
        return _not_python_size(ctx, node.left) or _not_python_size(ctx, node.right)
    return f"`{ctx.code_for(node)}` is not shown to be a python number"
