"""HYB001 fixer: ``assert x.ndim == 2, ...`` (or a print/logging line of ``x.ndim``) -> the line
dropped, as the shape fixers drop the same line reading ``len(x.shape)``."""
from __future__ import annotations

import libcst as cst

from hybridlint.diagnostics import Fix

from . import Example, Fixer, Refusal, example_module
from .shape_flow import drop_trace_time


class TraceTimeRank(Fixer):
    code = "HYB001"
    name = "trace-time-rank"
    applicability = "unsafe"
    description = """
    Drops an `assert`, `print` or logging line of its own that reads a tensor's rank with
    `x.ndim` where the rank is not proven (a proven one becomes the number: rank-literal): the
    line ran once, while tracing, and a Symbol has no `ndim`. The same line reading
    `len(x.shape)` is dropped by shape-uses. Only where `x` is proven a tensor (or an input
    read as one). A loop or branch body left empty becomes `pass`. Unsafe: the check no longer
    runs eagerly either, so an input of another rank that the assert stopped now reaches the
    operators (which raise on most wrong ranks; a fully connected layer flattens any).
    """
    EXAMPLES = [
        # a dense layer's input rank checked and printed (FullyConnected flattens any rank, so
        # nothing proves it)
        Example(example_module("assert x.ndim == 2, 'expected (batch, features)'\nreturn F.relu(x)"),
                example_module("return F.relu(x)"), shapes=[[(2, 3)], [(4, 1)]]),
        Example(example_module("print('rank', x.ndim)\ny = F.relu(x)\nreturn y * 2"),
                example_module("y = F.relu(x)\nreturn y * 2"), shapes=[[(2, 3)], [(2, 3, 4)]]),
        Example(example_module("if self._debug:\n    assert x.ndim in (2, 3)\nreturn F.sigmoid(x)",
                               init="self._debug = True"),
                example_module("if self._debug:\n    pass\nreturn F.sigmoid(x)", init="self._debug = True"),
                shapes=[[(2, 3)], [(1, 2, 3)]]),
        # the rank used by the computation, or on a line doing something else too
        Example(example_module("return x * x.ndim"), None, reason="pass the rank in", shapes=[[(2, 3)]]),
        Example(example_module("k = x.ndim\nassert k == 2\nreturn F.relu(x)"), None, reason="pass the rank in",
                shapes=[[(2, 3)]]),
    ]

    @staticmethod
    def receivers(node: cst.Attribute):
        return (node.value,)

    @staticmethod
    def propose(ctx, node: cst.Attribute) -> Fix | Refusal:
        if node.attr.value != "ndim":
            return Refusal("not a rank read (`x.ndim`)")
        return drop_trace_time(ctx, node)
