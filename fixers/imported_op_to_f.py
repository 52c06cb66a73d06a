"""HYB007 fixer: an operator imported by name from an NDArray module and called in hybrid code
(``from mxnet.contrib.ndarray import BilinearResize2D`` ... ``BilinearResize2D(y, ...)``) ->
the same operator through the block's F (``F.contrib.BilinearResize2D(y, ...)``)."""
from __future__ import annotations

import libcst as cst

from hybridlint.diagnostics import Fix
from hybridlint.engine.guards import space_of

from . import Example, Fixer, Refusal, example_module, make_fix

def _module(head: str, body: str) -> str:
    return example_module(body, f"{head}\n")


class ImportedOpToF(Fixer):
    code = "HYB007"
    name = "imported-op-to-f"
    applicability = "safe"
    needs_f = True
    description = """
    Replaces an operator imported by name from an NDArray module and called in hybrid code by the
    same operator through the block's `F`: `from mxnet.contrib.ndarray import BilinearResize2D`
    ... `BilinearResize2D(y, height=h, width=w)` -> `F.contrib.BilinearResize2D(y, height=h,
    width=w)`; `from mxnet.ndarray import softmax` ... `softmax(x)` -> `F.softmax(x)`. The module
    decides the sub-namespace (`mxnet.contrib.ndarray` re-exports `mxnet.ndarray.contrib`). Offered
    only when the operator exists in both `mx.nd` and `mx.sym` (by the op catalogue), so eagerly
    `F` is the very function the import named. The import itself stays (eager code may still use
    it). Safe. Refused where the scope has no F (a helper): pass the block's F to it.
    """
    EXAMPLES = [
        Example(_module("from mxnet.contrib.ndarray import BilinearResize2D",
                        "y = BilinearResize2D(x, height=6, width=4)\nreturn y * 2"),
                _module("from mxnet.contrib.ndarray import BilinearResize2D",
                        "y = F.contrib.BilinearResize2D(x, height=6, width=4)\nreturn y * 2"),
                shapes=[[(1, 2, 3, 2)], [(2, 1, 5, 7)]]),
        # SSD anchors: MultiBoxPrior over a feature map, then joined with another input
        Example(_module("from mxnet.ndarray.contrib import MultiBoxPrior",
                        "a = MultiBoxPrior(x, sizes=[.2, .3], ratios=[1, 2])\nreturn a + 1"),
                _module("from mxnet.ndarray.contrib import MultiBoxPrior",
                        "a = F.contrib.MultiBoxPrior(x, sizes=[.2, .3], ratios=[1, 2])\nreturn a + 1"),
                shapes=[[(1, 3, 4, 4)], [(2, 2, 3, 5)]]),
        Example(_module("from mxnet.ndarray import softmax, concat as cat",
                        "return cat(softmax(x), x, dim=1)"),
                _module("from mxnet.ndarray import softmax, concat as cat",
                        "return F.concat(F.softmax(x), x, dim=1)"),
                shapes=[[(2, 3)], [(4, 5)]]),
        Example(_module("from mxnet.nd import UpSampling",
                        "return UpSampling(x, scale=2, sample_type='nearest')"),
                _module("from mxnet.nd import UpSampling",
                        "return F.UpSampling(x, scale=2, sample_type='nearest')"),
                shapes=[[(1, 2, 3, 3)], [(2, 1, 2, 5)]]),
        # a helper without F: nothing to call the operator through
        Example("from mxnet.ndarray import softmax\nfrom mxnet.gluon import HybridBlock\n\n\n"
                "def norm(t):\n    return softmax(t)\n\n\n"
                "class Net(HybridBlock):\n    def hybrid_forward(self, F, x):\n        return norm(x)\n",
                None, reason="use F.softmax", shapes=[[(2, 3)]]),
    ]

    @staticmethod
    def propose(ctx, node: cst.Name) -> Fix | Refusal:
        found = space_of(ctx.resolve(node))
        if found is None:
            return Refusal("the module this name was imported from is not one whose operators F holds")
        space, member = found
        cat = ctx.catalogue
        nd_names = cat.namespace(f"nd.{space}" if space else "nd")
        sym_names = cat.namespace(f"sym.{space}" if space else "sym")
        if member not in nd_names or member not in sym_names:
            return Refusal(f"`{member}` is not an operator of both mx.nd and mx.sym")
        f = ctx.scope.f_name
        target = f"{f}.{space}.{member}" if space else f"{f}.{member}"
        return make_fix(ctx, [(node, target)], "safe", f"use {target}")
