"""HYB007 fixer: ``F.zeros(shape, ctx)`` -> ``F.zeros(shape, ctx=ctx)``."""
from __future__ import annotations

import libcst as cst

from . import Example, Fixer, Refusal, example_module, make_fix

# MXNet 1.9.1's creation operators whose mx.nd function takes `ctx` at a position where the mx.sym
# function takes something else (inspect.signature of both, compared): F path -> (index of `ctx`
# among the positional arguments, the mx.nd parameter names from there on that mx.sym also takes
# by keyword; empty where mx.sym takes no `ctx` at all)
CONTEXT_SLOT: dict[tuple[str, ...], tuple[int, tuple[str, ...]]] = {
    ("zeros",): (1, ("ctx", "dtype", "stype")),
    ("ones",): (1, ("ctx", "dtype")),
    ("full",): (2, ("ctx", "dtype")),
    ("eye",): (3, ("ctx", "dtype")),
    # mx.sym.arange / linspace take `name` there, and no `ctx` keyword either (TypeError)
    ("arange",): (5, ()),
    ("linspace",): (4, ()),
    # mx.nd.random.X(..., dtype, ctx, out): mx.sym.random.X stops at dtype
    ("random", "uniform"): (4, ("ctx",)),
    ("random", "normal"): (4, ("ctx",)),
    ("random", "randint"): (4, ("ctx",)),
    ("random", "gamma"): (4, ("ctx",)),
    ("random", "negative_binomial"): (4, ("ctx",)),
    ("random", "generalized_negative_binomial"): (4, ("ctx",)),
    ("random", "exponential"): (3, ("ctx",)),
    ("random", "poisson"): (3, ("ctx",)),
}


class ContextKeyword(Fixer):
    code = "HYB007"
    name = "context-keyword"
    applicability = "safe"
    description = """
    Passes a context given positionally to a creation operator by keyword:
    `F.zeros(shape, ctx)` -> `F.zeros(shape, ctx=ctx)`, and the positional arguments after it by
    their mx.nd names (`F.ones(shape, ctx, 'float16')` -> `F.ones(shape, ctx=ctx,
    dtype='float16')`). Safe: mx.nd binds the same parameters, and mx.sym, which takes `dtype` in
    that position, accepts `ctx=` (MXNet 1.9.1). Not offered for `F.arange` / `F.linspace`, whose
    mx.sym functions take no context at all.
    """
    EXAMPLES = [
        Example(example_module("return x + F.zeros((2, 3), mx.cpu())", imports="import mxnet as mx\n"),
                example_module("return x + F.zeros((2, 3), ctx=mx.cpu())", imports="import mxnet as mx\n")),
        Example(example_module("return x + F.ones((2, 3), mx.cpu(), 'float32')", imports="import mxnet as mx\n"),
                example_module("return x + F.ones((2, 3), ctx=mx.cpu(), dtype='float32')",
                               imports="import mxnet as mx\n")),
        Example(example_module("return x + F.full((2, 3), 2.0, mx.cpu())", imports="import mxnet as mx\n"),
                example_module("return x + F.full((2, 3), 2.0, ctx=mx.cpu())", imports="import mxnet as mx\n")),
        Example(example_module("return x * F.random.uniform(1, 1, (2, 3), 'float32', mx.cpu())",
                               imports="import mxnet as mx\n"),
                example_module("return x * F.random.uniform(1, 1, (2, 3), 'float32', ctx=mx.cpu())",
                               imports="import mxnet as mx\n")),
    ]

    @staticmethod
    def propose(ctx, node: cst.Call, path: tuple[str, ...]) -> "object":
        at, names = CONTEXT_SLOT[path]
        if not names:
            return Refusal(f"mx.sym.{'.'.join(path)} takes no context, by keyword either")
        if any(a.star for a in node.args):
            return Refusal("the arguments are unpacked from a sequence")
        positional = [a for a in node.args if a.keyword is None]
        moved = positional[at:]
        if len(moved) > len(names):
            return Refusal("more positional arguments than mx.sym takes by keyword")
        given = {a.keyword.value for a in node.args if a.keyword is not None}
        if given & set(names[:len(moved)]):
            return Refusal("a moved argument is also given by keyword")
        return make_fix(ctx, [(arg.value, f"{name}={ctx.code_for(arg.value)}")
                              for arg, name in zip(moved, names)],
                        "safe", "pass the context (and what follows it) by keyword")
