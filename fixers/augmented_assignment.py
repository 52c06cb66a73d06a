"""HYB004 fixer: ``x += y`` -> ``x = x + y`` (every augmented operator)."""
from __future__ import annotations

import libcst as cst

from . import Example, Fixer, Refusal, make_fix
from ._util import needs_parens

OPERATORS = {
    cst.AddAssign: "+", cst.SubtractAssign: "-", cst.MultiplyAssign: "*", cst.DivideAssign: "/",
    cst.FloorDivideAssign: "//", cst.ModuloAssign: "%", cst.PowerAssign: "**",
    cst.MatrixMultiplyAssign: "@", cst.BitAndAssign: "&", cst.BitOrAssign: "|",
    cst.BitXorAssign: "^", cst.LeftShiftAssign: "<<", cst.RightShiftAssign: ">>",
}

_HEAD = "from mxnet.gluon import HybridBlock\n\n\nclass Net(HybridBlock):\n    def hybrid_forward(self, F, x):\n"


def _module(body: str) -> str:
    return _HEAD + "".join(f"        {line}\n" for line in body.splitlines())


class AugmentedToBinary(Fixer):
    code = "HYB004"
    name = "augmented-to-binary"
    applicability = "safe"
    description = """
    Rewrites an augmented assignment to a tensor name (`x += y`, `loss *= 2`, `x **= 2`...) as a
    plain assignment of the binary operation (`x = x + y`); the right-hand side is parenthesized
    when needed (`x *= a + b` -> `x = x * (a + b)`). Safe: the value is the same on NDArray and
    Symbol; only NDArray's in-place aliasing is lost, which hybrid code cannot rely on.
    """
    EXAMPLES = [
        Example(_module("y = F.relu(x)\ny += x\nreturn y"),
                _module("y = F.relu(x)\ny = y + x\nreturn y"), shapes=[[(2, 3)], [(4, 1, 5)]]),
        Example(_module("y = F.exp(x)\ny *= x + 1\nreturn y"),
                _module("y = F.exp(x)\ny = y * (x + 1)\nreturn y"), shapes=[[(3,)], [(2, 4)]]),
        Example(_module("y = F.sigmoid(x)\ny -= 0.5\ny /= 2\ny **= 2\nreturn y"),
                _module("y = F.sigmoid(x)\ny = y - 0.5\ny = y / 2\ny = y ** 2\nreturn y"),
                shapes=[[(2, 3)], [(5,)]]),
        Example(_module("total = 0\nfor i in range(3):\n    total += F.sum(x * i)\nreturn total"),
                _module("total = 0\nfor i in range(3):\n    total = total + F.sum(x * i)\nreturn total"),
                shapes=[[(2, 3)], [(4,)]]),
    ]

    @staticmethod
    def propose(ctx, node: cst.AugAssign):
        target = node.target
        if not isinstance(target, cst.Name):
            return Refusal("only a plain name can be rewritten")
        op = OPERATORS.get(type(node.operator))
        if op is None:
            return Refusal("unknown operator")
        value = ctx.code_for(node.value)
        if needs_parens(node.value):
            value = f"({value})"
        name = target.value
        return make_fix(ctx, [(node, f"{name} = {name} {op} {value}")], "safe",
                        f"rewrite as `{name} = {name} {op} ...`")

    @staticmethod
    def operator(node: cst.AugAssign) -> str:
        return OPERATORS.get(type(node.operator), "?")
