"""HYB007 fixer: ``npx.relu(x)`` / ``mx.npx.relu(x)`` in numpy-mode hybrid code -> ``F.npx.relu(x)``,
and ``np.exp(x)`` / ``mx.np.exp(x)`` -> ``F.np.exp(x)``."""
from __future__ import annotations

import libcst as cst

from hybridlint.diagnostics import Fix

from . import Example, Fixer, Refusal, make_fix
from ._shared import NPX_OPERATORS

# The functions of MXNet 1.9.1's mx.np whose inspect.signature is the same in mx.nd.np (what F.np
# is eagerly) and mx.sym.np, and whose mx.np form calls the same operator with the same arguments
# (a one-line ``return _mx_nd_np.X(...)``, or the ``_npi`` operator mx.nd.np.X calls too):
# /work/eval/s29/h123/np/ (sigs.py, wrap.py). Left out: the generated operators (sum, max,
# reshape, transpose, dot, ...), whose three signatures differ in defaults and in where `out`,
# `name` and `attr` sit; functions whose mx.np form branches first (clip, ones_like, zeros_like);
# may_share_memory / shares_memory (a python bool).
NP_OPERATORS = frozenset({
    "abs", "absolute", "add", "append", "arange", "arccos", "arccosh", "arcsin", "arcsinh", "arctan",
    "arctan2", "arctanh", "argmax", "argmin", "argsort", "around", "array_split", "average",
    "bincount", "bitwise_and", "bitwise_not", "bitwise_or", "bitwise_xor", "blackman",
    "broadcast_to", "cbrt", "ceil", "column_stack", "concatenate", "copysign", "cos", "cosh",
    "deg2rad", "degrees", "delete", "diag_indices_from", "divide", "dsplit", "dstack", "ediff1d",
    "einsum", "empty_like", "equal", "exp", "expand_dims", "expm1", "eye", "fabs", "fix", "flip",
    "floor", "full", "full_like", "greater", "greater_equal", "hamming", "hanning", "histogram",
    "hsplit", "hstack", "hypot", "identity", "indices", "insert", "isfinite", "isinf", "isnan",
    "isneginf", "isposinf", "lcm", "ldexp", "less", "less_equal", "linspace", "log", "log10",
    "log1p", "log2", "logical_not", "logspace", "maximum", "mean", "minimum", "mod", "multiply",
    "nan_to_num", "negative", "not_equal", "ones", "percentile", "polyval", "power", "quantile",
    "rad2deg", "radians", "ravel", "reciprocal", "resize", "rint", "rot90", "round", "round_",
    "row_stack", "sign", "sin", "sinh", "sort", "split", "sqrt", "square", "stack", "std",
    "subtract", "swapaxes", "take", "tan", "tanh", "tensordot", "tile", "tril", "true_divide",
    "trunc", "unique", "unravel_index", "var", "vsplit", "vstack",
})
_NP_MODULES = ("mxnet.np", "mxnet.numpy")

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
    namespace by the one the block receives: `npx.relu(x)` and `mx.npx.relu(x)` -> `F.npx.relu(x)`;
    likewise the eager numpy namespace, `np.exp(x)` / `mx.np.exp(x)` -> `F.np.exp(x)`, for the
    functions whose parameters mx.np, mx.nd.np and mx.sym.np share exactly and whose mx.np form
    calls the operator F.np's does (hybridized, mx.np's are given Symbols and raise TypeError or
    AssertionError, or build an eager array that an operator with a Symbol rejects: TypeError).
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
        Example(_HEAD + "        return mx.np.exp(x) + mx.np.ones((1, 3))\n",
                _HEAD + "        return F.np.exp(x) + F.np.ones((1, 3))\n", runtime=False, why_not=_NOT_RUN),
        Example(_HEAD.replace("from mxnet import npx", "from mxnet import np") + "        return np.concatenate([x, np.tanh(x)], axis=1)\n",
                _HEAD.replace("from mxnet import npx", "from mxnet import np") + "        return F.np.concatenate([x, F.np.tanh(x)], axis=1)\n",
                runtime=False, why_not=_NOT_RUN),
        # a generated operator: mx.np's and mx.sym.np's signatures differ (defaults, `out`'s place)
        Example(_HEAD + "        return mx.np.sum(x, axis=1)\n", None, reason="no automatic fix"),
    ]

    @staticmethod
    def propose(ctx, node: cst.Attribute) -> Fix | Refusal:
        member = node.attr.value
        space, table = ("np", NP_OPERATORS) if ctx.resolve(node.value) in _NP_MODULES else ("npx", NPX_OPERATORS)
        if member not in table:
            return Refusal(f"mx.{space}.{member} is not an operator that F.{space} holds with the same parameters")
        f = ctx.scope.f_name
        return make_fix(ctx, [(node.value, f"{f}.{space}")], "safe", f"use {f}.{space}")
