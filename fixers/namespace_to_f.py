"""HYB007 fixer: ``nd.relu(x)`` / ``mx.nd.relu(x)`` / ``mx.sym.relu(x)`` -> ``F.relu(x)``."""
from __future__ import annotations

import libcst as cst

from hybridlint.diagnostics import Fix

from . import Example, Fixer, Refusal, make_fix

_SUBSPACES = frozenset({"contrib", "random", "linalg", "sparse", "image", "op"})


def _module(body: str, head: str = "from mxnet import nd") -> str:
    lines = "".join(f"        {line}\n" for line in body.splitlines())
    return (f"import mxnet as mx\n{head}\nfrom mxnet.gluon import HybridBlock\n\n\n"
            f"class Net(HybridBlock):\n    def hybrid_forward(self, F, x):\n{lines}")


class NamespaceToF(Fixer):
    code = "HYB007"
    name = "namespace-to-f"
    applicability = "safe"
    needs_f = True
    description = """
    Replaces a hard-coded namespace in hybrid code by the `F` the block receives: `nd.relu(x)`,
    `mx.nd.relu(x)` and `mx.sym.relu(x)` -> `F.relu(x)`, keeping a sub-namespace
    (`nd.contrib.X` -> `F.contrib.X`). The rule offers it only when the operator exists in both
    `mx.nd` and `mx.sym` (by the op catalogue), so `F` is that same operator on the path that
    worked before. Safe. An original that calls `mx.sym` fails before hybridize(), so for it the
    runtime check can only run the fixed block (eager against hybridized).
    """
    EXAMPLES = [
        Example(_module("return nd.relu(x) + 1"), _module("return F.relu(x) + 1"),
                shapes=[[(2, 3)], [(4,)]]),
        Example(_module("y = mx.nd.Dropout(x, p=0.0)\nreturn mx.nd.sigmoid(y)"),
                _module("y = F.Dropout(x, p=0.0)\nreturn F.sigmoid(y)"), shapes=[[(2, 3)]]),
        Example(_module("return mx.sym.tanh(x)"), _module("return F.tanh(x)"), shapes=[[(3, 2)]],
                compare_before=False, why_not="the original fails before hybridize() (sym given NDArrays)"),
    ]

    @staticmethod
    def propose(ctx, node: cst.Attribute) -> Fix | Refusal:
        f = ctx.scope.f_name
        base = node.value
        if isinstance(base, cst.Attribute) and base.attr.value in _SUBSPACES:
            base = base.value     # keep the sub-namespace: nd.contrib.X -> F.contrib.X
        return make_fix(ctx, [(base, f)], "safe", f"use {f}")
