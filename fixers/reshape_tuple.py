"""HYB009 fixer: ``x.reshape(a, b)`` -> ``x.reshape((a, b))``."""
from __future__ import annotations

import libcst as cst

from hybridlint.diagnostics import Edit, Fix

from . import Example, Fixer, Refusal, example_module


class ReshapeTuple(Fixer):
    code = "HYB009"
    name = "reshape-shape-tuple"
    applicability = "safe"
    description = """
    Wraps a shape passed to a fluent `reshape` as separate positional arguments in one tuple:
    `x.reshape(0, -1)` -> `x.reshape((0, -1))`, keeping keyword arguments
    (`x.reshape(0, -1, reverse=True)` -> `x.reshape((0, -1), reverse=True)`). Safe: the same
    on NDArray, and the correct call on Symbol.
    """
    EXAMPLES = [
        Example(example_module("return x.reshape(0, -1)"), example_module("return x.reshape((0, -1))"),
                shapes=[[(2, 3, 4)], [(5, 1)]]),
        Example(example_module("return F.relu(x).reshape(-1, 2)"), example_module("return F.relu(x).reshape((-1, 2))"),
                shapes=[[(2, 3, 4)], [(4,)]]),
        Example(example_module("return x.reshape(0, -1, reverse=True)"),
                example_module("return x.reshape((0, -1), reverse=True)"), shapes=[[(2, 3, 4)]]),
    ]

    @staticmethod
    def propose(ctx, node: cst.Call) -> Fix | Refusal:
        positional = [a for a in node.args if a.keyword is None]
        if len(positional) < 2 or any(a.star for a in positional):
            return Refusal("the shape is not spread over positional arguments")
        try:
            start, _ = ctx.span(positional[0].value)
            _, end = ctx.span(positional[-1].value)
        except Exception:
            return Refusal("the source positions of this code are unavailable")
        return Fix(edits=(Edit(start, start, "("), Edit(end, end, ")")), applicability="safe",
                   message="wrap the shape in one tuple")
