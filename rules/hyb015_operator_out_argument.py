"""HYB015: ``F.op(..., out=t)`` -- an NDArray writes into ``t``, a Symbol op ignores ``out=``."""
from __future__ import annotations

import libcst as cst

from hybridlint.rule import FixerRef, Invalid, Rule, hybrid_forward_example

OutToAssignment = FixerRef("hybridlint.fixers.out_to_assignment:OutToAssignment")
rebinds_fresh = FixerRef("hybridlint.fixers.out_to_assignment:rebinds_fresh")

_HEAD = """\
from mxnet.gluon import HybridBlock


class Net(HybridBlock):
"""


def _hf(body: str, signature: str = "self, F, x") -> str:
    return hybrid_forward_example(body, _HEAD, signature)


class OperatorOutArgument(Rule):
    code = "HYB015"
    name = "operator-out-argument"
    message = (
        "`{call}` writes into `{target}` only eagerly: a Symbol operator ignores `out=`, so after "
        "hybridize() `{target}` keeps its old value and the block computes something else "
        "without an error; assign the result instead (`{target} = ...`){note}"
    )
    severity = "error"
    fix = "safe"
    rationale = """
    ## What it does
    Finds operator calls given `out=` in hybrid code: `F.broadcast_div(a, b, out=w)`,
    `F.relu(x, out=t)`, and the same keyword on a tensor's fluent method (`x.relu(out=t)`).

    ## Why is this bad?
    An NDArray operator called with `out=t` writes its result into `t`'s buffer (and returns
    `t`). MXNet 1.9.1's Symbol operators accept the keyword and drop it: no error, `t` is not
    changed, and only the returned Symbol holds the result. Code that reads `t` afterwards
    therefore computes with the new values eagerly and with the old ones once hybridized.
    Measured in MXNet 1.9.1: a weight standardization that ends in
    `F.broadcast_div(weight_sub, std, out=weight)` and then convolves with `weight` gives 0.5
    eagerly and 1.0 hybridized; `t = F.zeros_like(x)` then `F.relu(x, out=t)` returns `x`'s
    ReLU eagerly and zeros hybridized. The returned value is the same on both, so code that uses
    only the result is not wrong, but then `out=` does nothing one can rely on. Eagerly, an
    `out=` naming an input or a Parameter's array also overwrites the caller's array, which no
    graph can do.

    `out=None`, calls under an eager-only guard (`if F is nd:`), and functions that are not
    operators (a python function's own `out` keyword) are not reported; nor is numpy-mode code.

    ## Example
    ```python
    def hybrid_forward(self, F, x, weight, bias=None):
        mean = F.mean(weight, axis=(1, 2, 3), keepdims=True)
        std = F.sqrt(F.mean(F.square(F.broadcast_sub(weight, mean)), axis=(1, 2, 3), keepdims=True))
        F.broadcast_div(F.broadcast_sub(weight, mean), std + 1e-5, out=weight)
        return F.Convolution(x, weight, bias, kernel=(3, 3), num_filter=8)
    ```

    ## Use instead
    ```python
    def hybrid_forward(self, F, x, weight, bias=None):
        mean = F.mean(weight, axis=(1, 2, 3), keepdims=True)
        std = F.sqrt(F.mean(F.square(F.broadcast_sub(weight, mean)), axis=(1, 2, 3), keepdims=True))
        weight = F.broadcast_div(F.broadcast_sub(weight, mean), std + 1e-5)
        return F.Convolution(x, weight, bias, kernel=(3, 3), num_filter=8)
    ```

    ## Fix safety
    Offered only where `t = F.op(...)` provably keeps the eager meaning (see the fixer): the
    call is a statement of its own, outside loops, and `t` a local name bound once by an
    allocating operator and not mentioned in between, so no other value shares its buffer.
    Otherwise the message says why not: for an input or Parameter, the eager write into the
    caller's array is a side effect the assignment drops (and the graph never had); for a view
    (`t = u.reshape(-1)`), the eager write changes `u` as well. `t = F.op(..., out=t)` is not
    reported where `t` is fresh in that sense: the graph rebinds `t` to the result just as eager
    MXNet does.
    """

    VALID = [
        # eager-only branch: there F is mx.nd and out= writes
        _hf("if F is nd:\n    t = F.zeros_like(x)\n    F.relu(x, out=t)\n    return t\nreturn F.relu(x)").replace(
            "from mxnet.gluon", "from mxnet import nd\nfrom mxnet.gluon"),
        # a python function's own `out` keyword, not an operator
        "from mxnet.gluon import HybridBlock\n\n\ndef combine(a, b, out=None):\n    return a + b if out is None else out\n\n\n"
        "class Net(HybridBlock):\n    def hybrid_forward(self, F, x):\n"
        "        return combine(x, x, out=None) * combine(x, x, out=3)\n",
        # a method of the block with its own `out` keyword
        _hf("return self.scale(F, x, out=2)") + "\n    def scale(self, F, x, out=1):\n        return x * out\n",
        # out=None: nothing is written on either
        _hf("return F.relu(x, out=None)"),
        # the result assigned, no out=
        _hf("t = F.relu(x)\nreturn t"),
        # the result bound to the fresh name it was written into: the graph rebinds `t` as eager
        # does (MXNet 1.9.1: eager == hybridized)
        _hf("t = F.zeros_like(x)\nt = F.relu(x - 0.5, out=t)\nreturn t * 2 + x"),
        # a numpy array's out= (not a tensor receiver)
        "import numpy as np\nfrom mxnet.gluon import HybridBlock\n\n\n"
        "class Net(HybridBlock):\n    def hybrid_forward(self, F, x):\n"
        "        buf = np.zeros(3)\n        np.add(buf, 1, out=buf)\n        return x * float(buf[0])\n",
        # numpy mode: mx.np operators are another family, not measured here
        "from mxnet import npx\nfrom mxnet.gluon import HybridBlock\nnpx.set_np()\n\n\n"
        "class Net(HybridBlock):\n    def hybrid_forward(self, F, x):\n"
        "        t = F.np.zeros_like(x)\n        F.np.add(x, 1, out=t)\n        return t\n",
        # plain Block: forward only sees NDArrays
        "from mxnet.gluon import Block\n\n\nclass Net(Block):\n"
        "    def forward(self, x):\n        t = x.zeros_like()\n        x.relu(out=t)\n        return t\n",
    ]
    INVALID = [
        # round 14's weight-standardized convolution
        Invalid(_hf("std = F.sqrt(F.mean(F.square(weight), axis=(1, 2, 3), keepdims=True)) + 1e-5\n"
                    "F.broadcast_div(weight, std * 2, out=weight)\n"
                    "return F.Convolution(x, weight, bias, kernel=(1, 1), num_filter=2)",
                    "self, F, x, weight, bias=None"),
                line=7, col=9, message="an input or Parameter of the block"),
        # a fresh buffer read afterwards: rewritten as an assignment
        Invalid(_hf("t = F.zeros_like(x)\nF.relu(x, out=t)\nreturn t"), line=7, col=9,
                message="keeps its old value",
                fixed=_hf("t = F.zeros_like(x)\nt = F.relu(x)\nreturn t")),
        # the result used too: no fix
        Invalid(_hf("t = F.zeros_like(x)\ny = F.relu(x, out=t)\nreturn y + t"), line=7, col=13,
                message="result is used"),
        # apache/mxnet#17471: a reshape view of the input, squared in place -- eagerly the input
        # changes too (hybridized [2, 6, 12] against [2, 8, 18] for [1, 2, 3]): no fix
        Invalid(_hf("y = x.reshape(-1)\ny = F.square(y, out=y)\nreturn x + y"), line=7, col=13,
                message="a view of `x`"),
        # a tensor out of F._internal's operators (`_plus` is elemwise_add, one output) clipped
        # in place: held-out round 55's LSTMP cell (MXNet 1.9.1, this example on [[0.2, 0.9, 3],
        # [-1, 0.4, 2]]: eager [[0.4, 1, 1], [-1, 0.8, 1]], hybridized [[0.4, 1.8, 6], [-2, 0.8, 4]])
        Invalid(_hf("c = F._internal._plus(x, x)\nc.clip(a_min=-1, a_max=1, out=c)\nreturn c"),
                line=7, col=9, message="writes into `c` only eagerly"),
        # fluent method on a tensor
        Invalid(_hf("t = F.zeros_like(x)\nx.sigmoid(out=t)\nreturn t"), line=7, col=9,
                fixed=_hf("t = F.zeros_like(x)\nt = x.sigmoid()\nreturn t")),
        # F-helper called from hybrid code
        Invalid(
            "from mxnet.gluon import HybridBlock\n\n\n"
            "def _act(F, x, t):\n    F.relu(x, out=t)\n    return t\n\n\n"
            "class Net(HybridBlock):\n    def hybrid_forward(self, F, x):\n"
            "        return _act(F, x, F.zeros_like(x))\n",
            line=5, col=5, message="input or Parameter"),
    ]

    def visit_Call(self, node: cst.Call) -> None:
        out = next((a for a in node.args if a.keyword is not None and a.keyword.value == "out"), None)
        if out is None or (isinstance(out.value, cst.Name) and out.value.value == "None"):
            return
        if self.ctx.numpy_mode:
            return      # mx.np operators are another family; not measured here
        func = node.func
        if self.ctx.f_path(func) is None:
            # a tensor's fluent method forwards its keywords to the same operator
            if not (isinstance(func, cst.Attribute) and self.ctx.is_tensor(func.value)):
                return
        fix, note = OutToAssignment.offer_noted(self.ctx, node, out)
        if rebinds_fresh(self.ctx, node, out, fix):
            return      # `t = F.op(..., out=t)` of a fresh `t`: the graph computes what eager does
        call = self.ctx.code_for(node)
        if len(call) > 60:
            call = f"{self.ctx.code_for(func)}(..., out={self.ctx.code_for(out.value)})"
        self.report(node, call=call, target=self.ctx.code_for(out.value), note=note, fix=fix)
