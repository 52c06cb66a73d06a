"""HYB024 fixer: ``a * b`` between two proven tensors of a block that fails anyway ->
``F.broadcast_mul(a, b)``: HYB008's rewrite, asked without its proof that the shapes differ."""
from __future__ import annotations

from dataclasses import replace

import libcst as cst

from hybridlint.diagnostics import Fix

from . import Example, Refusal, example_module
from ._shapes import Dim, built_layer_sizes
from .broadcast_operator import BroadcastOperator
from .shape_flow import call_flow_of


def _masked(body: str) -> str:
    """A block whose hybrid_forward(self, F, img, mask) runs ``body``."""
    return example_module(body, signature="self, F, img, mask")


# (the fix of a child's `.data()` imports nd after the file's imports)
_NN = "from mxnet.gluon import HybridBlock, nn\n"

_GATE = "\n\nclass Gate(HybridBlock):\n    def hybrid_forward(self, F, x, m):\n        {body}\n"


class CompanionBroadcast(BroadcastOperator):
    code = "HYB024"
    name = "companion-operator-to-broadcast"
    applicability = "unsafe"
    needs_f = False
    description = """
    Rewrites a python operator between two proven legacy tensors of a block that already fails to
    hybridize into the broadcasting operator (`+ - * / % **` -> `F.broadcast_add/sub/mul/div/mod/
    power`, comparisons -> `F.broadcast_equal/...`, `F.maximum/minimum/power(a, b)` ->
    `F.broadcast_maximum/...`), with HYB008's rewrite. On two NDArrays the operator *is* that
    broadcast op (`NDArray.__mul__` calls `broadcast_mul`), so the eager result is the same; the
    hybridized graph then broadcasts as the eager run did. Unsafe: the operands' shapes are not
    known to differ, so the rewrite may change nothing but the text. Refused where an operand
    is not proven a legacy tensor (a python number, a numpy-mode array, a value of unknown
    kind), and where the function's shape walk shows both operands have one shape. A Parameter's
    array is one (`self.fc.weight.data()` of a Gluon layer child, U-GAT-IT's CAM weights: an NDArray
    eagerly; HYB007 reads its symbol variable while tracing, and the broadcast then keeps the
    eager `x * w.reshape((0, 0, 1, 1))`).
    """
    EXAMPLES = [
        # a 1-channel mask beside a 3-channel image: the `.shape` read fails first; with it
        # fixed, `img * m` would fail hybridized on (2, 3, 4, 4) * (2, 1, 4, 4)
        Example(_masked("c = img.shape[1]\nm = F.sigmoid(mask)\nreturn img * m + F.ones((1, c, 1, 1))"),
                _masked("m = F.sigmoid(mask)\nreturn F.broadcast_add(F.broadcast_mul(img, m), "
                        "F.broadcast_like(F.ones((1, 1, 1, 1)), img, lhs_axes=(1,), rhs_axes=(1,)))"),
                shapes=[[(2, 3, 4, 4), (2, 1, 4, 4)], [(1, 3, 2, 5), (1, 3, 2, 5)]]),
        # the product lies inside the division the `.shape` fix rewrites, so it is rewritten in
        # the next round, when the block has no error left
        Example(_masked("n = img.shape[0]\nm = F.sigmoid(mask)\nreturn F.relu(img) * m / n"),
                _masked("m = F.sigmoid(mask)\nreturn F.broadcast_div(F.broadcast_mul(F.relu(img), m), "
                        "F.slice_axis(F.contrib.arange_like(img, start=1, axis=0), axis=0, begin=-1, end=None))"),
                shapes=[[(2, 3, 4, 4), (2, 1, 4, 4)], [(3, 2, 5), (1, 2, 5)]]),
        # a residual against a statistic whose axis is a variable HYB008 does not read (B, T)
        # minus (B, 1); the `+=` on a tensor is the block's error
        Example(_masked("a = 1\nm = F.mean(img, axis=a, keepdims=True)\nout = F.relu(img)\n"
                        "out += img - m\nreturn out * F.sigmoid(mask)"),
                _masked("a = 1\nm = F.mean(img, axis=a, keepdims=True)\nout = F.relu(img)\n"
                        "out = F.broadcast_add(out, (F.broadcast_sub(img, m)))\n"
                        "return F.broadcast_mul(out, F.sigmoid(mask))"),
                shapes=[[(2, 5), (2, 5)], [(3, 4), (1, 4)]]),
        # an input no F operator reads, met by a proven tensor: an NDArray operator raises on a
        # list or None, and a block made elsewhere takes no python number there hybridized
        # (operands.input_operand); `mask - m` would fail on (2, 1, 4, 4) - (2, 3, 4, 4)
        Example(_masked("n = img.shape[0]\nm = F.relu(img)\nreturn (mask - m) / n"),
                _masked("m = F.relu(img)\nreturn F.broadcast_div((F.broadcast_sub(mask, m)), "
                        "F.slice_axis(F.contrib.arange_like(m, start=1, axis=0), axis=0, begin=-1, end=None))"),
                shapes=[[(2, 3, 4, 4), (2, 1, 4, 4)], [(3, 2, 5), (3, 2, 5)]]),
        # a name bound to an input ordered against a number literal: the comparison raised on a
        # list, a tuple or None, and the input takes no python number (operands.compared_input);
        # `img * m` would fail on (2, 3, 4, 4) * (2, 1, 4, 4) hybridized
        Example(_masked("n = img.shape[0]\nm = mask > 0\nreturn img * m / n"),
                _masked("m = mask > 0\nreturn F.broadcast_div(F.broadcast_mul(img, m), F.slice_axis("
                        "F.contrib.arange_like(img, start=1, axis=0), axis=0, begin=-1, end=None))"),
                shapes=[[(2, 3, 4, 4), (2, 1, 4, 4)], [(3, 2, 5), (3, 2, 5)]]),
        # the inputs of a block this file makes, where every call here (`self.gate(...)` in
        # traced code, the only way the file makes one) hands them proven tensors
        # (operands.calls_prove_input): `x * m` would fail on (2, 3, 4, 4) * (2, 1, 4, 4)
        Example(example_module("return self.gate(F.relu(img), F.sigmoid(mask))", init="self.gate = Gate()",
                               signature="self, F, img, mask") + _GATE.format(body="n = x.shape[0]\n        "
                                                                             "return x * m / n"),
                example_module("return self.gate(F.relu(img), F.sigmoid(mask))", init="self.gate = Gate()",
                               signature="self, F, img, mask") + _GATE.format(
                    body="return F.broadcast_div(F.broadcast_mul(x, m), F.slice_axis(F.contrib.arange_like("
                         "x, start=1, axis=0), axis=0, begin=-1, end=None))"),
                shapes=[[(2, 3, 4, 4), (2, 1, 4, 4)], [(3, 2, 5), (3, 2, 5)]]),
        # ... or hands on the parent's own input, which the parent's callers (elsewhere: a
        # hybridized call takes no python number) give no number
        Example(example_module("return self.gate(F.relu(img), mask)", init="self.gate = Gate()",
                               signature="self, F, img, mask") + _GATE.format(body="n = x.shape[0]\n        "
                                                                             "return x * m / n"),
                example_module("return self.gate(F.relu(img), mask)", init="self.gate = Gate()",
                               signature="self, F, img, mask") + _GATE.format(
                    body="return F.broadcast_div(F.broadcast_mul(x, m), F.slice_axis(F.contrib.arange_like("
                         "x, start=1, axis=0), axis=0, begin=-1, end=None))"),
                shapes=[[(2, 3, 4, 4), (2, 1, 4, 4)], [(3, 2, 5), (3, 2, 5)]]),
        # a Parameter's array (FileContext._parameter_array): a Gluon layer child's weight read by
        # `.data()` into a local (U-GAT-IT's class-activation map), an NDArray in the eager run;
        # HYB007 reads the Parameter's symbol variable while tracing, and (2, 3, 4, 4) * (1, 3, 1, 1)
        # then needs the broadcast
        Example(example_module("w = self.fc.weight.data()\nreturn F.relu(x) * w.reshape((0, 0, 1, 1))",
                               init="self.fc = nn.Dense(1, use_bias=False, in_units=3)", gluon="HybridBlock, nn"),
                example_module("w = (self.fc.weight.data() if F is nd else self.fc.weight.var())\n"
                               "return F.broadcast_mul(F.relu(x), w.reshape((0, 0, 1, 1)))",
                               init="self.fc = nn.Dense(1, use_bias=False, in_units=3)",
                               gluon="HybridBlock, nn").replace(_NN, _NN + "from mxnet import nd\n", 1),
                shapes=[[(2, 3, 4, 4)], [(1, 3, 2, 5)]]),
        # ... that choice written by hand (a BatchNorm child's gamma), the block failing on `.shape`
        Example(example_module("n = x.shape[0]\ng = self.bn.gamma.data() if F is nd else self.bn.gamma.var()\n"
                               "return (x - g.reshape((1, 3, 1, 1))) / n", imports="from mxnet import nd\n",
                               init="self.bn = nn.BatchNorm(in_channels=3)", gluon="HybridBlock, nn"),
                example_module("g = self.bn.gamma.data() if F is nd else self.bn.gamma.var()\n"
                               "return F.broadcast_div((F.broadcast_sub(x, g.reshape((1, 3, 1, 1)))), "
                               "F.slice_axis(F.contrib.arange_like(x, start=1, axis=0), axis=0, begin=-1, end=None))",
                               imports="from mxnet import nd\n",
                               init="self.bn = nn.BatchNorm(in_channels=3)", gluon="HybridBlock, nn"),
                shapes=[[(2, 3, 4, 4)], [(1, 3, 2, 5)]]),
        # ... a convolution child's bias read in place
        Example(example_module("n = x.shape[0]\nreturn (F.relu(x) + self.conv.bias.data().reshape((1, -1, 1, 1))) / n",
                               init="self.conv = nn.Conv2D(3, 1, in_channels=3)", gluon="HybridBlock, nn"),
                example_module("return F.broadcast_div((F.broadcast_add(F.relu(x), (self.conv.bias.data() if F is nd "
                               "else self.conv.bias.var()).reshape((1, -1, 1, 1)))), F.slice_axis("
                               "F.contrib.arange_like(x, start=1, axis=0), axis=0, begin=-1, end=None))",
                               init="self.conv = nn.Conv2D(3, 1, in_channels=3)",
                               gluon="HybridBlock, nn").replace(_NN, _NN + "from mxnet import nd\n", 1),
                shapes=[[(2, 3, 4, 4)], [(1, 3, 2, 5)]]),
    ]

    @staticmethod
    def receivers(node=None, left=None, right=None, both: bool = True):
        # (both operands are asked in propose: an input of the block is proven by the other side)
        return ()

    @classmethod
    def propose(cls, ctx, node: cst.BaseExpression, left: cst.BaseExpression,
                right: cst.BaseExpression, both: bool = True) -> Fix | Refusal:
        why = operands_unproven(ctx, left, right)
        if why is not None:
            return Refusal(why)
        if same_shape(ctx, left, right):
            return Refusal("the function's shape walk shows both operands have one shape")
        proposal = super().propose(ctx, node, left, right, True)
        return replace(proposal, applicability="unsafe") if isinstance(proposal, Fix) else proposal


def same_shape(ctx, left: cst.BaseExpression, right: cst.BaseExpression) -> bool:
    """Whether both operands are known to have one shape: one expression twice, or the shape walk
    gives them one value or the same dims (dims are equal only when identical, so an unknown size
    equals only itself)."""
    if ctx.code_for(left).strip() == ctx.code_for(right).strip():
        return True
    flow = call_flow_of(ctx)
    env = flow.env_at(left) if flow is not None else None
    if env is None:
        return False
    a, b = (flow.reader.value_shape(side, env.copy()) for side in (left, right))
    if a is None or b is None:
        return False
    if a.value == b.value:
        return True
    sizes = built_layer_sizes(ctx, getattr(ctx.scope, "cls", None))
    da, db = a.full(), b.full()
    if da is not None or db is not None:
        return da is not None and db is not None and len(da) == len(db) and all(
            _built(x, sizes) == _built(y, sizes) for x, y in zip(da, db))
    # of unknown rank: each keeps every axis but the last of one value (a Dense with
    # flatten=False applied to the other, or a chain of them), and the last sizes agree
    if _kept_root(a) != _kept_root(b):
        return False
    la, lb = a.dims.get(-1), b.dims.get(-1)
    return la is not None and lb is not None and _built(la, sizes) == _built(lb, sizes)


def _kept_root(shape) -> int:
    """The value whose every axis but the last ``shape`` keeps (``Shape.kept``), through a chain."""
    seen = 0
    while shape.kept is not None and seen < 32:
        shape, seen = shape.kept, seen + 1
    return shape.value


def _built(d, sizes: dict):
    """``d`` with a child's kept size attribute (``self.fc._units``) replaced by the size
    ``__init__`` built it with (built_layer_sizes), so that two children built with one argument
    have one size."""
    if d is not None and len(d.atoms) == 1 and d.atoms[0][1] == 1 and d.atoms[0][0] in sizes:
        return Dim.const(d.coef) * sizes[d.atoms[0][0]]
    return d


def operands_unproven(ctx, left: cst.BaseExpression, right: cst.BaseExpression) -> "str | None":
    """None when both operands are certainly legacy tensors -- the rewrite keeps the eager meaning
    only there; an input of the block counts where the other operand proves it
    (``FileContext.operand_unproven``) -- else why not."""
    return ctx.operand_unproven(left, right) or ctx.operand_unproven(right, left)
