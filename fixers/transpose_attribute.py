"""HYB001 fixer: ``x.T`` -> ``F.transpose(x)``."""
from __future__ import annotations

import libcst as cst

from hybridlint.diagnostics import Fix

from . import Example, Fixer, Refusal, example_module, make_fix


class TransposeAttribute(Fixer):
    code = "HYB001"
    name = "transpose-attribute"
    applicability = "safe"
    needs_f = True
    description = """
    Rewrites the NDArray-only `x.T` as `F.transpose(x)`. Safe: both reverse the axes and leave
    1-d arrays unchanged.
    """
    EXAMPLES = [
        Example(example_module("return F.dot(x, x.T)"), example_module("return F.dot(x, F.transpose(x))"),
                shapes=[[(2, 3)], [(4, 4)]]),
        Example(example_module("return F.relu(x).T + 1"), example_module("return F.transpose(F.relu(x)) + 1"),
                shapes=[[(2, 3)], [(5,)]]),
    ]

    @staticmethod
    def propose(ctx, node: cst.Attribute) -> Fix | Refusal:
        f = ctx.scope.f_name
        return make_fix(ctx, [(node, f"{f}.transpose({ctx.code_for(node.value)})")], "safe",
                        f"rewrite as `{f}.transpose(...)`")
