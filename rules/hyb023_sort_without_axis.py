"""HYB023: ``F.sort(x)`` without ``axis`` -- MXNet 1.9.1 cannot run it hybridized."""
from __future__ import annotations

import libcst as cst

from hybridlint.rule import FixerRef, Invalid, Rule, hybrid_forward_example

SortAxis = FixerRef("hybridlint.fixers.sort_axis:SortAxis")

_HEAD = """\
from mxnet.gluon import HybridBlock


class Net(HybridBlock):
"""


def _hf(body: str, signature: str = "self, F, x") -> str:
    return hybrid_forward_example(body, _HEAD, signature)


class SortWithoutAxis(Rule):
    code = "HYB023"
    name = "sort-without-axis"
    message = (
        "`{call}` leaves `axis` to its default: eagerly that sorts the last axis, but MXNet 1.9.1 "
        "cannot build the hybridized graph of a `sort` whose axis was not given (its backward node "
        "reads axis='' and raises MXNetError at the first call); write the axis out (`axis=-1`)"
    )
    severity = "error"
    fix = "safe"
    rationale = """
    ## What it does
    Finds the legacy `sort` operator called in hybrid code without an `axis`: `F.sort(x)`,
    `F.sort(x, is_ascend=False)`, `F.sort(data=x)`, and a tensor's fluent `x.sort()`.

    ## Why is this bad?
    `sort`'s `axis` defaults to -1, and NDArray code runs. Once hybridized, MXNet 1.9.1 builds
    the graph's backward node `_backward_topk` from the forward node's attributes, where an axis
    that was never given is the empty string, and the first call raises `MXNetError: Invalid
    Parameter format for axis expect int or None but value=''` -- for a sort of a Parameter
    (ordinal thresholds sorted in-graph), of a layer's output and of a bare input alike, in
    inference too. Measured in MXNet 1.9.1: `F.sort(x)`, `F.sort(x, is_ascend=False)`,
    `F.sort(data=x)` and `x.sort()` fail hybridized; `axis=-1`, `axis=1`, `axis=None` and a
    positional axis (`F.sort(x, 1)`) run and equal the eager result, and so do `F.argsort(x)`
    and `F.topk(x, k=3)` without an axis, which are not reported.

    A positional second argument (the axis), `*args`/`**kwargs` that may hold it, numpy-mode
    `np.sort` (another operator) and calls under an eager-only guard are not reported.

    ## Example
    ```python
    def hybrid_forward(self, F, x, thresholds):
        theta = F.sort(thresholds).reshape((1, -1))
        return F.sigmoid(F.broadcast_sub(theta, self.score(x)))
    ```

    ## Use instead
    ```python
    def hybrid_forward(self, F, x, thresholds):
        theta = F.sort(thresholds, axis=-1).reshape((1, -1))
        return F.sigmoid(F.broadcast_sub(theta, self.score(x)))
    ```

    ## Fix safety
    Safe: `axis=-1` is the default the eager call used, so the result does not change; the
    call is refused when `*args`/`**kwargs` are unpacked into it.
    """

    VALID = [
        # the axis written out, as a keyword or positionally (MXNet 1.9.1: eager and hybridized equal)
        _hf("return F.sort(x, axis=-1) + F.sort(x, 1) + x.sort(axis=1)"),
        # axis=None sorts the flattened array, and runs hybridized
        _hf("return F.sort(x, axis=None)"),
        # argsort and topk keep their default axis in the graph
        _hf("return F.argsort(x) + F.topk(x, k=1, ret_typ='value')"),
        # a python list's sort, not an operator
        _hf("sizes = [3, 1, 2]\nsizes.sort()\nreturn x * sizes[0]"),
        # eager-only branch
        "from mxnet import nd\nfrom mxnet.gluon import HybridBlock\n\n\nclass Net(HybridBlock):\n"
        "    def hybrid_forward(self, F, x):\n        if F is nd:\n            return F.sort(x)\n"
        "        return F.sort(x, axis=-1)\n",
        # numpy mode: np.sort is another operator
        "from mxnet import npx\nfrom mxnet.gluon import HybridBlock\nnpx.set_np()\n\n\n"
        "class Net(HybridBlock):\n    def hybrid_forward(self, F, x):\n        return F.np.sort(x)\n",
        # the keywords unpacked may hold the axis
        _hf("opts = dict(axis=-1)\nreturn F.sort(x, **opts)"),
        # plain Block: forward only sees NDArrays
        "from mxnet.gluon import Block\n\n\nclass Net(Block):\n"
        "    def forward(self, x):\n        return x.sort()\n",
    ]
    INVALID = [
        # ordinal regression thresholds sorted in-graph (MXNet 1.9.1: eager (4, 3), hybridized
        # MXNetError in _backward_topk)
        Invalid(_hf("return F.broadcast_sub(F.sort(t).reshape((1, -1)), x)", "self, F, x, t"),
                line=6, col=32, message="leaves `axis` to its default",
                fixed=_hf("return F.broadcast_sub(F.sort(t, axis=-1).reshape((1, -1)), x)", "self, F, x, t")),
        # descending, axis still left out
        Invalid(_hf("return F.sort(x, is_ascend=False)"), line=6, col=16,
                fixed=_hf("return F.sort(x, is_ascend=False, axis=-1)")),
        # the fluent method forwards to the same operator
        Invalid(_hf("return x.sort()"), line=6, col=16, fixed=_hf("return x.sort(axis=-1)")),
        # the data given by keyword
        Invalid(_hf("return F.sort(data=x)"), line=6, col=16, fixed=_hf("return F.sort(data=x, axis=-1)")),
        # an F-helper called from hybrid code: the same operator in the traced graph
        Invalid("from mxnet.gluon import HybridBlock\n\n\ndef ranked(F, scores):\n"
                "    return F.sort(scores, is_ascend=False)\n\n\n"
                "class Net(HybridBlock):\n    def hybrid_forward(self, F, x):\n"
                "        return ranked(F, x)\n", line=5, col=12, message="`F.sort(scores, is_ascend=False)`"),
    ]

    def visit_Call(self, node: cst.Call) -> None:
        if self.ctx.numpy_mode:
            return      # mx.np.sort is another operator; not measured here
        func = node.func
        path = self.ctx.f_path(func)
        if path is not None:
            if path[-1] != "sort" or len(path) != 1:
                return
            positional = 1      # F.sort(data, axis, ...)
        elif (isinstance(func, cst.Attribute) and func.attr.value == "sort"
              and self.ctx.is_tensor(func.value)):
            positional = 0      # x.sort(axis, ...)
        else:
            return
        if any(a.star for a in node.args):
            return      # unpacked arguments may hold the axis
        if any(a.keyword is not None and a.keyword.value == "axis" for a in node.args):
            return
        if sum(1 for a in node.args if a.keyword is None) > positional:
            return      # the axis given positionally
        call = self.ctx.code_for(node)
        if len(call) > 60:
            call = f"{self.ctx.code_for(func)}(...)"
        self.report(node, call=call, fix=SortAxis.offer(self.ctx, node))
