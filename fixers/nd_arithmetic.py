"""HYB007 fixer: ``nd.add(a, b)`` (and the other NDArray-only arithmetic and comparison
functions) of two tensors -> ``F.broadcast_add(a, b)``; of a tensor and a number literal ->
``(a + 2)``."""
from __future__ import annotations

import libcst as cst

from hybridlint.diagnostics import Fix

from . import Example, Fixer, Refusal, example_module, make_fix
from ._shared import BROADCAST_OF
from ._util import needs_parens, number_literal

# The same functions given an NDArray and a python number call the scalar operator
# (`_ufunc_helper(lhs, rhs, ..., _internal._not_equal_scalar, ...)`, the reflected one for a
# number on the left, `_rminus_scalar`), which is what the python operator calls on an NDArray
# and on a Symbol (`Symbol.__ne__` -> `_not_equal_scalar`, `__rsub__` -> `_rminus_scalar`):
# checked in MXNet 1.9.1 for each function here, number on either side, eager and symbolic.
# The logical functions have no operator form and are left alone.
OPERATOR_OF = {
    "add": "+", "subtract": "-", "multiply": "*", "divide": "/", "true_divide": "/",
    "modulo": "%", "equal": "==", "not_equal": "!=", "greater": ">", "greater_equal": ">=",
    "lesser": "<", "lesser_equal": "<=",
}

def _module(body: str, init: str = "", nd_import: str = "from mxnet import nd") -> str:
    return example_module(body, nd_import + "\n", init, gluon="HybridBlock, nn")


def _operands(node: cst.Call) -> tuple[cst.BaseExpression, cst.BaseExpression] | None:
    """The (lhs, rhs) of ``add(a, b)`` / ``add(lhs=a, rhs=b)``; None for any other call form."""
    if any(a.star for a in node.args) or len(node.args) != 2:
        return None
    positional = [a.value for a in node.args if a.keyword is None]
    named = {a.keyword.value: a.value for a in node.args if a.keyword is not None}
    if len(positional) == 2:
        return positional[0], positional[1]
    if len(positional) == 1 and set(named) == {"rhs"}:
        return positional[0], named["rhs"]
    if set(named) == {"lhs", "rhs"}:
        return named["lhs"], named["rhs"]
    return None


def _number_side(operands) -> int | None:
    """The index of the one operand that is a number literal (a bool or a name bound to a number
    is not taken: the Symbol scalar operators reject `True`), else None."""
    numbers = [i for i, o in enumerate(operands) if number_literal(o) is not None
               and not isinstance(number_literal(o), bool)]
    return numbers[0] if len(numbers) == 1 else None


def _operand_text(ctx, node) -> str:
    text = ctx.code_for(node).strip()
    return f"({text})" if needs_parens(node) else text


class NdArithmeticToBroadcast(Fixer):
    code = "HYB007"
    name = "nd-arithmetic-to-broadcast"
    applicability = "safe"
    needs_f = True
    description = """
    Rewrites the NDArray-only python functions `nd.add/subtract/multiply/divide/true_divide/modulo`
    and the comparisons and logical ones (`nd.equal`, `nd.greater`, `nd.logical_and`, ...) of two
    tensors as the broadcast operator they call, `F.broadcast_add(a, b)` ... (also when imported by
    name, `from mxnet.ndarray import add`, and when reached through F, `F.multiply(a, b)`, which
    mx.sym lacks: eagerly F is mx.nd). Safe: given two NDArrays, MXNet's function calls
    exactly that operator, which mx.sym has too. Only calls whose two operands are both proven
    legacy tensors are rewritten. With a number literal on one side (`F.not_equal(x, 0.0)`,
    `nd.subtract(1.0, p)`) the function calls the scalar operator, as the python operator does on
    an NDArray and on a Symbol alike, and the call becomes that operator, `(x != 0.0)`,
    `(1.0 - p)`, the other operand proven a tensor; a name bound to a number is left alone (it
    may be a bool, which the Symbol scalar operators reject), and so are the logical functions.
    """
    EXAMPLES = [
        Example(_module("res = self.residual(x)\ny = F.relu(self.conv(x))\nreturn nd.add(res, y)",
                        init="self.residual = nn.Conv2D(4, 1)\nself.conv = nn.Conv2D(4, 3, padding=1)"),
                _module("res = self.residual(x)\ny = F.relu(self.conv(x))\nreturn F.broadcast_add(res, y)",
                        init="self.residual = nn.Conv2D(4, 1)\nself.conv = nn.Conv2D(4, 3, padding=1)"),
                shapes=[[(2, 3, 5, 5)], [(1, 1, 3, 4)]]),
        # the broadcasting an NDArray function did is kept: (N, C) against (N, 1)
        Example(_module("m = F.mean(x, axis=1, keepdims=True)\nreturn nd.subtract(x, m) * nd.divide(x, m + 2)"),
                _module("m = F.mean(x, axis=1, keepdims=True)\n"
                        "return F.broadcast_sub(x, m) * F.broadcast_div(x, m + 2)"),
                shapes=[[(2, 3)], [(4, 5, 2)]]),
        Example(_module("g = F.sigmoid(x)\nreturn nd.greater(g, F.ones_like(g) * 0.5) + nd.multiply(lhs=g, rhs=x)"),
                _module("g = F.sigmoid(x)\nreturn F.broadcast_greater(g, F.ones_like(g) * 0.5) + "
                        "F.broadcast_mul(g, x)"),
                shapes=[[(2, 3)], [(3, 1, 2)]]),
        Example(_module("return add(F.relu(x), F.tanh(x))",
                        nd_import="from mxnet.ndarray import add"),
                _module("return F.broadcast_add(F.relu(x), F.tanh(x))",
                        nd_import="from mxnet.ndarray import add"),
                shapes=[[(2, 3)], [(4,)]]),
        # the same functions reached through F, which is mx.nd when the block runs eagerly
        Example(_module("m = F.mean(x, axis=-1, keepdims=True)\nreturn F.multiply(x, F.sigmoid(m))"),
                _module("m = F.mean(x, axis=-1, keepdims=True)\nreturn F.broadcast_mul(x, F.sigmoid(m))"),
                shapes=[[(2, 3)], [(4, 5, 2)]]),
        Example(_module("s = F.sort(F.reshape(x, shape=(-1,)), axis=0)\n"
                        "return F.where(F.greater(s, F.mean(s)), s, F.zeros_like(s))"),
                _module("s = F.sort(F.reshape(x, shape=(-1,)), axis=0)\n"
                        "return F.where(F.broadcast_greater(s, F.mean(s)), s, F.zeros_like(s))"),
                shapes=[[(2, 3)], [(3, 4)]]),
        Example(_module("a = x > 0.5\nb = F.abs(x) < 0.2\nreturn F.logical_not(F.logical_or(a, b))"),
                _module("a = x > 0.5\nb = F.abs(x) < 0.2\nreturn F.logical_not(F.broadcast_logical_or(a, b))"),
                shapes=[[(2, 3)], [(6, 4)]]),
        # a number literal on one side: the scalar operator, which the python operator calls too
        Example(_module("m = F.not_equal(x, 0.0).astype('float32')\nreturn x * m"),
                _module("m = (x != 0.0).astype('float32')\nreturn x * m"),
                shapes=[[(2, 3)], [(4, 1, 2)]]),
        Example(_module("p = F.sigmoid(x)\nreturn F.multiply(x, 2) + nd.subtract(1.0, p)"),
                _module("p = F.sigmoid(x)\nreturn (x * 2) + (1.0 - p)"),
                shapes=[[(2, 3)], [(3, 4)]]),
        Example(_module("g = F.greater(F.abs(x) + 1, 1.5)\nk = nd.lesser_equal(-0.5, x)\n"
                        "return F.where(g, x, F.zeros_like(x)) + nd.modulo(x, 3) * k"),
                _module("g = ((F.abs(x) + 1) > 1.5)\nk = ((-0.5) <= x)\n"
                        "return F.where(g, x, F.zeros_like(x)) + (x % 3) * k"),
                shapes=[[(2, 3)], [(5,)]]),
        Example(_module("return F.true_divide(x, 4) - F.equal(F.round(x * 2), 1)"),
                _module("return (x / 4) - (F.round(x * 2) == 1)"),
                shapes=[[(2, 3)], [(2, 2, 2)]]),
        # a name bound to a number may be a bool, which the Symbol scalar operators reject
        Example(_module("n = 2.0\nreturn nd.add(x, n)"), None, reason="use F.broadcast_add instead",
                shapes=[[(2, 3)]]),
        Example(_module("n = 2.0\nreturn F.multiply(x, n)"), None, reason="use F.broadcast_mul instead",
                shapes=[[(2, 3)]]),
    ]

    @staticmethod
    def receivers(node: cst.Call):
        operands = _operands(node)
        if operands is None:
            return ()
        side = _number_side(operands)
        return operands if side is None else (operands[1 - side],)

    @staticmethod
    def propose(ctx, node: cst.Call) -> Fix | Refusal:
        member = node.func.attr.value if isinstance(node.func, cst.Attribute) else (
            (ctx.resolve(node.func) or "").rpartition(".")[2])
        op = BROADCAST_OF.get(member)
        if op is None:
            return Refusal(f"`{member}` is not one of the NDArray arithmetic functions")
        operands = _operands(node)
        if operands is None:
            return Refusal(f"`{member}` is not called with two operands (lhs, rhs)")
        if _number_side(operands) is not None:
            symbol = OPERATOR_OF.get(member)
            if symbol is None:
                return Refusal(f"`{member}` of a number has no operator form")
            lhs, rhs = (_operand_text(ctx, o) for o in operands)
            return make_fix(ctx, [(node, f"({lhs} {symbol} {rhs})")], "safe",
                            f"use the `{symbol}` operator")
        f = ctx.scope.f_name
        lhs, rhs = (ctx.code_for(o).strip() for o in operands)
        return make_fix(ctx, [(node, f"{f}.{op}({lhs}, {rhs})")], "safe", f"use {f}.{op}")
