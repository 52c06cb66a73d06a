"""HYB007 fixer: ``F.contrib.isnan/isinf/isfinite(e)`` -> the comparisons MXNet's own functions are.

In MXNet 1.9.1 these three are python functions of ``mx.nd.contrib`` only (ndarray/contrib.py), so
a traced block fails on ``F.contrib.isnan``; their bodies are plain operators that Symbols have:
``isnan(data)`` is ``data != data``, ``isinf(data)`` is ``data.abs() == np.inf`` and
``isfinite(data)`` is ``logical_and(data.abs() != np.inf, data == data)``, where nd's
``logical_and`` of two arrays runs ``broadcast_logical_and``.
"""
from __future__ import annotations

import libcst as cst

from hybridlint.diagnostics import Fix

from . import Example, Fixer, Refusal, example_module, make_fix
from ._shared import CHECKS
from ._util import repeatable

TWICE = ("the argument would be computed twice in the rewrite (`e != e`); bind it to a name "
         "first")


class NanChecks(Fixer):
    code = "HYB007"
    name = "nan-checks"
    applicability = "safe"
    needs_f = True
    description = """
    Rewrites `F.contrib.isnan(e)` as `(e != e)`, `F.contrib.isinf(e)` as `(F.abs(e) ==
    float('inf'))` and `F.contrib.isfinite(e)` as `F.broadcast_logical_and(F.abs(e) !=
    float('inf'), e == e)`. Safe: MXNet 1.9.1 defines the three only in `mx.nd.contrib`, as these
    very operators (ndarray/contrib.py), which mx.sym has too; the results, 1 or 0 in e's dtype,
    and the (zero) gradients are the same, for any `e` (isfinite: a proven tensor, whose
    `logical_and` is the broadcast one). Where `e` would be written twice, only names,
    attributes, number literals and arithmetic of them are accepted (a call -- a child block, a
    random draw -- would run twice).
    """
    EXAMPLES = [
        # a masked softmax's normalization: 0/0 where the mask empties a row (Relational Fusion
        # Networks' MaskedNormalization)
        Example(example_module("z = x * 0\nreturn F.where(F.contrib.isnan(z / z), F.zeros_like(x), z / z)"),
                example_module("z = x * 0\nreturn F.where((z / z != z / z), F.zeros_like(x), z / z)"),
                shapes=[[(2, 3)], [(4,)]]),
        Example(example_module("s = F.sum(x, axis=1, keepdims=True)\ny = F.broadcast_div(x, s)\n"
                               "return F.where(F.contrib.isnan(y), F.zeros_like(y), y)"),
                example_module("s = F.sum(x, axis=1, keepdims=True)\ny = F.broadcast_div(x, s)\n"
                               "return F.where((y != y), F.zeros_like(y), y)"),
                shapes=[[(2, 3)], [(3, 1)]]),
        Example(example_module("return F.contrib.isinf(x / (x * 0)) + x"),
                example_module("return (F.abs(x / (x * 0)) == float('inf')) + x"),
                shapes=[[(2, 3)], [(5,)]]),
        Example(example_module("y = F.log(x)\nreturn F.where(F.contrib.isfinite(y), y, F.zeros_like(y))"),
                example_module("y = F.log(x)\nreturn F.where(F.broadcast_logical_and(F.abs(y) != float('inf'), y == y), "
                               "y, F.zeros_like(y))"),
                shapes=[[(2, 3)], [(3, 2, 2)]]),
        Example(example_module("return F.contrib.isnan(F.log(x)) * x"), None, reason="computed twice",
                shapes=[[(2, 3)]]),
    ]

    @staticmethod
    def receivers(call: cst.Call):
        # isnan is `data != data` and isinf `data.abs() == inf` whatever data is (an array that
        # is not one fails both ways alike); isfinite's nd.logical_and is broadcast_logical_and
        # only between two arrays
        isfinite = isinstance(call.func, cst.Attribute) and call.func.attr.value == "isfinite"
        return tuple(a.value for a in call.args[:1]) if isfinite else ()

    @staticmethod
    def propose(ctx, call: cst.Call) -> Fix | Refusal:
        name = call.func.attr.value
        if name not in CHECKS:
            return Refusal(f"`{name}` is not one of MXNet's NaN/infinity checks")
        arg = call.args[0] if len(call.args) == 1 else None
        if arg is None or arg.star or arg.keyword is not None and arg.keyword.value != "data":
            return Refusal("the check is not given exactly its one array argument")
        e = call.args[0].value
        f = ctx.scope.f_name
        text = " ".join(ctx.code_for(e).split())
        inf = "float('inf')"
        if name == "isinf":
            out = f"({f}.abs({text}) == {inf})"
        else:
            if not repeatable(e):
                return Refusal(TWICE)
            out = (f"({text} != {text})" if name == "isnan" else
                   f"{f}.broadcast_logical_and({f}.abs({text}) != {inf}, {text} == {text})")
        return make_fix(ctx, [(call, out)], "safe", f"write {name} as the comparison MXNet's own function is")
