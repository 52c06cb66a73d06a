"""HYB001 fixer: ``F.arange(x.shape[i])`` -> ``F.contrib.arange_like(x, axis=i)``.

A position index over one axis (``F.arange(x.shape[1])``, masks built from it) is the second
most common reason real blocks read ``.shape``; ``arange_like`` gives the same values from the
tensor itself.
"""
from __future__ import annotations

import libcst as cst

from hybridlint.diagnostics import Fix

from . import Example, Fixer, Refusal, example_module, make_fix
from ._dtypes import float32_carrier, function_proof
from ._util import int_literal

NOT_AN_ARANGE = "this `.shape` is not the length of an F.arange"


class ArangeLike(Fixer):
    code = "HYB001"
    name = "arange-like"
    applicability = "unsafe"
    needs_f = True
    description = """
    Rewrites `F.arange(x.shape[i])` (also `F.arange(0, x.shape[i])`, `F.arange(0, stop=x.shape[i])`)
    into `F.contrib.arange_like(x, axis=i)`: the same values 0..n-1 read from the tensor, not from
    its shape. Unsafe: the result takes x's dtype where `F.arange` gave float32 (with an explicit
    `dtype=` the rewrite adds `.astype(dtype)` and is safe). Where the code casts x to another
    dtype (`h = x.astype('float16')`), the positions are taken from `F.cast(h, dtype='float32')`:
    float16 positions round past 2048 and integer ones meet float32 operands with a dtype error.
    """
    EXAMPLES = [
        Example(example_module("pos = F.arange(x.shape[1])\nreturn F.broadcast_add(x, pos)"),
                example_module("pos = F.contrib.arange_like(x, axis=1)\nreturn F.broadcast_add(x, pos)"),
                shapes=[[(2, 3)], [(4, 5)]]),
        Example(example_module("return F.broadcast_mul(x, F.arange(0, x.shape[-1]))"),
                example_module("return F.broadcast_mul(x, F.contrib.arange_like(x, axis=-1))"),
                shapes=[[(2, 3)], [(2, 3, 4)]]),
        Example(example_module("i = F.arange(0, x.shape[0], dtype='float32')\nreturn F.broadcast_add(F.transpose(x), i)"),
                example_module("i = F.contrib.arange_like(x, axis=0).astype('float32')\n"
                        "return F.broadcast_add(F.transpose(x), i)"),
                shapes=[[(3, 2)], [(4, 1)]], applicability="safe"),
        # (`F.arange(1, x.shape[1] + 1)`, an offset by the start, is shape-uses' `start=` rewrite;
        # a length that is no tensor's size has none)
        Example(example_module("return F.broadcast_add(x, F.arange(1, x.shape[1] + 2))"), None,
                reason="no known shape-free rewrite", shapes=[[(2, 3)]]),
        # a tensor the code casts to float16: positions from its float32 cast (float16 holds
        # 2049 as 2048)
        Example(example_module("h = x.astype('float16')\npos = F.arange(h.shape[1])\n"
                               "return F.broadcast_add(x, pos.reshape((1, -1)))"),
                example_module("h = x.astype('float16')\npos = F.contrib.arange_like(F.cast(h, dtype='float32'), axis=1)\n"
                               "return F.broadcast_add(x, pos.reshape((1, -1)))"),
                shapes=[[(2, 3)], [(1, 2100)]], applicability="safe"),
    ]

    @staticmethod
    def receivers(node: cst.Attribute):
        return (node.value,)

    @classmethod
    def propose(cls, ctx, node: cst.Attribute) -> Fix | Refusal:
        f = ctx.scope.f_name
        if not isinstance(node.value, cst.Name):
            return Refusal(NOT_AN_ARANGE)
        x = node.value.value
        sub = ctx.parent(node)
        if not (isinstance(sub, cst.Subscript) and len(sub.slice) == 1
                and isinstance(sub.slice[0].slice, cst.Index)):
            return Refusal(NOT_AN_ARANGE)
        axis = int_literal(sub.slice[0].slice.value)
        arg = ctx.parent(sub)
        call = ctx.parent(arg) if isinstance(arg, cst.Arg) else None
        if axis is None or not isinstance(call, cst.Call) or ctx.f_path(call.func) != ("arange",):
            return Refusal(NOT_AN_ARANGE)
        positional = [a for a in call.args if a.keyword is None]
        if any(a.star for a in call.args):
            return Refusal(NOT_AN_ARANGE)
        # the length is the stop: `arange(n)`, `arange(0, n)`, `arange(stop=n)`
        if positional and positional[0] is arg and len(positional) == 1:
            pass
        elif (len(positional) == 2 and positional[1] is arg and int_literal(positional[0].value) == 0):
            pass
        elif (len(positional) == 1 and int_literal(positional[0].value) == 0 and arg.keyword is not None
              and arg.keyword.value == "stop"):
            pass
        else:
            return Refusal(NOT_AN_ARANGE)
        dtype = None
        for other in call.args:
            key = other.keyword.value if other.keyword is not None else None
            if other is arg or any(other is p for p in positional) or key in ("start", "stop"):
                continue
            if key == "dtype":
                dtype = ctx.code_for(other.value)
            else:
                return Refusal("the F.arange call has arguments arange_like does not take "
                               "(step, repeat, ctx...)")
        carrier = float32_carrier(function_proof(ctx.scope.func, f), f, x, call)
        text = f"{f}.contrib.arange_like({carrier}, axis={axis})"
        if dtype is not None:
            return make_fix(ctx, [(call, f"{text}.astype({dtype})")], "safe",
                            f"use {f}.contrib.arange_like")
        if carrier != x:
            return make_fix(ctx, [(call, text)], "safe", f"use {f}.contrib.arange_like of `{x}` cast to float32")
        return make_fix(ctx, [(call, text)], "unsafe",
                        f"use {text} (it takes {x}'s dtype, not float32)")
