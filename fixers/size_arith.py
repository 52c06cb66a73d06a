"""HYB001 fixer: ``F.sum(x) / x.size`` -> the element count as a graph value, ``F.size_array``."""
from __future__ import annotations

import libcst as cst

from hybridlint.diagnostics import Fix

from . import Example, Fixer, Refusal, example_module, make_fix

_OPS = {cst.Add: "add", cst.Subtract: "sub", cst.Multiply: "mul", cst.Divide: "div"}
NO_TENSOR_OPERAND = "the element count does not meet a tensor in `+ - * /`"


class SizeArith(Fixer):
    code = "HYB001"
    name = "size-arith"
    applicability = "unsafe"
    needs_f = True
    description = """
    Rewrites `t / x.size` (and `+ - *`, either side, also `float(x.size)`) where `t` is a tensor
    into `F.broadcast_div(t, F.size_array(x).astype('float32'))`: the element count as a one-element
    tensor of the graph, broadcast as the python number was. Unsafe: the count is float32, so a
    tensor of another dtype needs a cast. Any other use of `.size` is reported without a fix.
    """
    EXAMPLES = [
        Example(example_module("return F.sum(x) / x.size"),
                example_module("return F.broadcast_div(F.sum(x), F.size_array(x).astype('float32'))"),
                shapes=[[(2, 3)], [(4,)], [(2, 2, 3)]]),
        Example(example_module("y = F.square(x)\nreturn 0.5 * F.sum(y, axis=1) / float(y.size)"),
                example_module("y = F.square(x)\nreturn F.broadcast_div(0.5 * F.sum(y, axis=1), "
                               "F.size_array(y).astype('float32'))"),
                shapes=[[(2, 3)], [(3, 1, 2)]]),
        Example(example_module("m = F.mean(x, axis=0)\nreturn x.size * m - 1"),
                example_module("m = F.mean(x, axis=0)\nreturn F.broadcast_mul(F.size_array(x).astype('float32'), m) - 1"),
                shapes=[[(2, 3)], [(4, 2)]]),
        Example(example_module("n = x.size\nreturn F.sum(x) / n"), None, reason="for an element-count tensor",
                shapes=[[(2, 3)]]),
    ]

    @staticmethod
    def receivers(node: cst.Attribute):
        return (node.value,)

    @classmethod
    def propose(cls, ctx, node: cst.Attribute) -> Fix | Refusal:
        f = ctx.scope.f_name
        size: cst.CSTNode = node
        parent = ctx.parent(size)
        if isinstance(parent, cst.Arg):
            call = ctx.parent(parent)
            if not (isinstance(call, cst.Call) and isinstance(call.func, cst.Name)
                    and call.func.value == "float" and len(call.args) == 1 and call.args[0].keyword is None):
                return Refusal(NO_TENSOR_OPERAND)
            size, parent = call, ctx.parent(call)
        if not (isinstance(parent, cst.BinaryOperation) and type(parent.operator) in _OPS):
            return Refusal(NO_TENSOR_OPERAND)
        other = parent.right if parent.left is size else parent.left
        if not ctx.is_tensor(other, loose=True):
            return Refusal(NO_TENSOR_OPERAND)
        count = f"{f}.size_array({' '.join(ctx.code_for(node.value).split())}).astype('float32')"
        t = " ".join(ctx.code_for(other).split())
        a, b = (t, count) if parent.right is size else (count, t)
        text = f"{f}.broadcast_{_OPS[type(parent.operator)]}({a}, {b})"
        if parent.lpar:
            text = f"({text})"
        return make_fix(ctx, [(parent, text)], "unsafe",
                        f"read the element count as a tensor ({f}.size_array, float32)")
