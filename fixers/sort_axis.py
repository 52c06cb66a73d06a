"""HYB023 fixer: ``F.sort(x)`` -> ``F.sort(x, axis=-1)``."""
from __future__ import annotations

import libcst as cst

from hybridlint.diagnostics import Fix

from . import Example, Fixer, Refusal, example_module, make_fix


class SortAxis(Fixer):
    code = "HYB023"
    name = "sort-axis"
    applicability = "safe"
    description = """
    Writes out the axis a legacy `sort` takes by default: `F.sort(x)` -> `F.sort(x, axis=-1)`,
    `x.sort(is_ascend=False)` -> `x.sort(is_ascend=False, axis=-1)`. Safe: -1 is the operator's
    default, so the eager result is the same, and the traced graph then has an axis its
    backward node can read.
    """
    EXAMPLES = [
        Example(example_module("return F.sort(x)"), example_module("return F.sort(x, axis=-1)"),
                shapes=[[(2, 3)], [(4,)]]),
        Example(example_module("return x.sort(is_ascend=False) * 2"),
                example_module("return x.sort(is_ascend=False, axis=-1) * 2"), shapes=[[(3, 5)]]),
    ]

    @staticmethod
    def propose(ctx, node: cst.Call) -> Fix | Refusal:
        if any(a.star for a in node.args):
            return Refusal("the call unpacks `*args`/`**kwargs`, which may hold the axis")
        last = node.args[-1] if node.args else None
        if last is None:
            # `x.sort()`: the only argument is the keyword
            return make_fix(ctx, [(node, f"{ctx.code_for(node.func)}(axis=-1)")], "safe", "add `axis=-1`")
        return make_fix(ctx, [(last.value, f"{ctx.code_for(last.value)}, axis=-1")], "safe",
                        "add `axis=-1`")
