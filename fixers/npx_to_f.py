"""HYB007 fixer: ``npx.relu(x)`` / ``mx.npx.relu(x)`` in numpy-mode hybrid code -> ``F.npx.relu(x)``."""
from __future__ import annotations

import libcst as cst

from hybridlint.diagnostics import Fix

from . import Example, Fixer, Refusal, make_fix

# The operators of MXNet 1.9.1's mx.npx that mx.sym.npx (and mx.nd.npx, what F.npx is eagerly)
# hold under the same name with the same parameter names (inspect.signature of each, this box,
# /work/eval/s29/h119/np/): the generated operators, whose Symbol form only adds `attr` after
# `name`. Left out: `reshape`, `nonzero` and `constraint_check`, hand-written in mx.npx with other
# parameter names than their mx.sym.npx twins (`nonzero(a)` against `nonzero(x=None)`), and the
# python helpers mx.npx alone has (`set_np`, `cpu`, `waitall`, ...).
NPX_OPERATORS = frozenset({
    "activation", "arange_like", "batch_dot", "batch_flatten", "batch_norm", "cast", "convolution",
    "deconvolution", "dropout", "embedding", "erf", "erfinv", "fully_connected", "gamma", "gammaln",
    "gather_nd", "layer_norm", "leaky_relu", "log_softmax", "multibox_detection", "multibox_prior",
    "multibox_target", "one_hot", "pick", "pooling", "relu", "reshape_like", "rnn", "roi_pooling",
    "sequence_mask", "shape_array", "sigmoid", "slice", "smooth_l1", "softmax", "topk",
})

_HEAD = ("import mxnet as mx\nfrom mxnet import npx\nfrom mxnet.util import use_np\n"
         "from mxnet.gluon import nn\n\n\n@use_np\nclass Net(nn.HybridBlock):\n"
         "    def hybrid_forward(self, F, x):\n")
_NOT_RUN = ("the bundled runtime refuses numpy mode; checked in MXNet 1.9.1 instead (eager and "
            "hybridized equal, the original failing hybridized)")


class NpxToF(Fixer):
    code = "HYB007"
    name = "npx-to-f"
    applicability = "safe"
    needs_f = True
    numpy_mode = True
    description = """
    In numpy-mode hybrid code (`@use_np`, `npx.set_np()`), replaces the eager numpy-extension
    namespace by the one the block receives: `npx.relu(x)` and `mx.npx.relu(x)` -> `F.npx.relu(x)`.
    Hybridized, mx.npx's operators are handed numpy-mode Symbols and raise (MXNet 1.9.1:
    AssertionError "Argument data must have NDArray type, but got <_Symbol data>"); `F.npx` is
    mx.nd.npx eagerly, whose operators are mx.npx's, and mx.sym.npx while tracing. Offered for the
    operators both hold with the same parameter names (not `reshape`, `nonzero`,
    `constraint_check`, whose mx.npx forms are python functions with other parameters). Safe. Not
    in an MXNet-2 style `forward`, where mx.npx is the namespace to use.
    """
    EXAMPLES = [
        Example(_HEAD + "        return npx.relu(x) * 2\n", _HEAD + "        return F.npx.relu(x) * 2\n",
                runtime=False, why_not=_NOT_RUN),
        Example(_HEAD + "        return mx.npx.softmax(x, axis=-1)\n",
                _HEAD + "        return F.npx.softmax(x, axis=-1)\n", runtime=False, why_not=_NOT_RUN),
        Example(_HEAD + "        return mx.npx.sigmoid(mx.npx.batch_flatten(x))\n",
                _HEAD + "        return F.npx.sigmoid(F.npx.batch_flatten(x))\n", runtime=False, why_not=_NOT_RUN),
        # a python function of mx.npx with other parameters than mx.sym.npx's: reported, not rewritten
        Example(_HEAD + "        return npx.reshape(x, (-1,)) * 2\n", None, reason="no automatic fix"),
    ]

    @staticmethod
    def propose(ctx, node: cst.Attribute) -> Fix | Refusal:
        member = node.attr.value
        if member not in NPX_OPERATORS:
            return Refusal(f"mx.npx.{member} is not an operator that F.npx holds with the same parameters")
        f = ctx.scope.f_name
        return make_fix(ctx, [(node.value, f"{f}.npx")], "safe", f"use {f}.npx")
