"""HYB009 fixer: ``x.reshape(a, b)`` -> ``x.reshape((a, b))``."""
from __future__ import annotations

import libcst as cst

from hybridlint.diagnostics import Edit, Fix

from . import Example, Fixer, Refusal, example_module


def spread_shape(positional: list) -> bool:
    """The positional arguments of a fluent reshape are a shape spread over them: two or more
    plain ones, the first plain, and any others ``*seq`` (``act.reshape(b, k, *act.shape[-2:])``,
    CondConv's spelling). NDArray.reshape packs every positional entry into one shape, and with
    two plain entries that shape has at least two, so it is never the one-tuple it would unwrap;
    Symbol.reshape fills ``shape``, then ``reverse``, with them. A ``**`` spread is not a shape."""
    if any(a.star == "**" for a in positional) or not positional or positional[0].star:
        return False
    return sum(not a.star for a in positional) >= 2


class ReshapeTuple(Fixer):
    code = "HYB009"
    name = "reshape-shape-tuple"
    applicability = "safe"
    description = """
    Wraps a shape passed to a fluent `reshape` as separate positional arguments in one tuple:
    `x.reshape(0, -1)` -> `x.reshape((0, -1))`, keeping keyword arguments
    (`x.reshape(0, -1, reverse=True)` -> `x.reshape((0, -1), reverse=True)`), and `*seq`
    spreads after two or more plain entries inside the tuple (CondConv's `act.reshape(bs, k, oc,
    *act.shape[-2:])` -> `act.reshape((bs, k, oc, *act.shape[-2:]))`). Safe: the same on NDArray
    (which packs every positional entry into the shape, two or more here, so never a one-tuple it
    would unwrap), and the correct call on Symbol.
    """
    EXAMPLES = [
        Example(example_module("return x.reshape(0, -1)"), example_module("return x.reshape((0, -1))"),
                shapes=[[(2, 3, 4)], [(5, 1)]]),
        Example(example_module("return F.relu(x).reshape(-1, 2)"), example_module("return F.relu(x).reshape((-1, 2))"),
                shapes=[[(2, 3, 4)], [(4,)]]),
        Example(example_module("return x.reshape(0, -1, reverse=True)"),
                example_module("return x.reshape((0, -1), reverse=True)"), shapes=[[(2, 3, 4)]]),
        # spread entries after plain ones: the tuple holds the spread (CondConv's expert split)
        Example(example_module("t = (2, 3)\nreturn x.reshape(0, -1, *t).sum(axis=1)"),
                example_module("t = (2, 3)\nreturn x.reshape((0, -1, *t)).sum(axis=1)"),
                shapes=[[(2, 4, 2, 3)], [(1, 1, 6)]]),
        Example(example_module("return x.reshape(0, 2, -1, *(1, 1)) * 2"),
                example_module("return x.reshape((0, 2, -1, *(1, 1))) * 2"),
                shapes=[[(2, 4)], [(3, 2, 5)]]),
        Example(example_module("tail = [2]\nreturn F.relu(x).reshape(0, -1, *tail) + 1"),
                example_module("tail = [2]\nreturn F.relu(x).reshape((0, -1, *tail)) + 1"),
                shapes=[[(2, 4)], [(3, 2, 3)]]),
    ]

    @staticmethod
    def propose(ctx, node: cst.Call) -> Fix | Refusal:
        positional = [a for a in node.args if a.keyword is None]
        if not spread_shape(positional):
            return Refusal("the shape is not spread over positional arguments")
        try:
            start, _ = ctx.span(positional[0].value)
            _, end = ctx.span(positional[-1].value)
        except Exception:
            return Refusal("the source positions of this code are unavailable")
        return Fix(edits=(Edit(start, start, "("), Edit(end, end, ")")), applicability="safe",
                   message="wrap the shape in one tuple")
