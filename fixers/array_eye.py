"""HYB007 fixer: ``nd.array(np.eye(n))`` of a size that is not a literal -> ``F.eye(n)``.

Retrieval and contrastive losses mask a similarity matrix's diagonal with an identity built in
numpy from the batch size (``mx.nd.array(np.eye(x.shape[0]))``) or a configured count
(``np.eye(self._n)``). ``nd.array`` of a numpy array is float32 whatever numpy's dtype (MXNet
1.9.1), and so is ``F.eye``: the same values, built in the graph; once the size is read from a
tensor the shape fixers turn the ``eye`` into the outer equality of ``contrib.arange_like``. An
``np.eye`` of literal sizes is the constant fixer's (a constant, not a computation).
"""
from __future__ import annotations

import libcst as cst

from hybridlint.diagnostics import Fix

from . import Example, Fixer, Refusal, example_module, make_fix
from ._util import dtype_only, int_literal, numpy_data

NOT_AN_EYE = "the data is not `np.eye(n)` of one size"


class ArrayEye(Fixer):
    code = "HYB007"
    name = "array-eye"
    applicability = "unsafe"
    needs_f = True
    description = """
    Rewrites the eager `nd.array(np.eye(n))` (also `F.array`, `numpy.eye`, an `np.eye` given
    `dtype=`) whose size `n` is not an integer literal -- a tensor's size, a configured count --
    into `F.eye(n)`, keeping `nd.array`'s `dtype=`: `nd.array` makes a numpy array float32 unless
    told otherwise (MXNet 1.9.1), as `F.eye` does, so the values are the same, and the shape fixers
    then write a size read from a tensor shape-free. Unsafe: `n` is evaluated where `F.eye` runs,
    which needs it a python integer there (a size a fixer writes shape-free, or a configured
    count). Refused for `np.eye` with a second size or a diagonal offset, and for `nd.array`
    given a device or anything but `dtype=`.
    """
    EXAMPLES = [
        # the diagonal of a self-similarity matrix masked out: the identity follows the batch
        Example(example_module("s = F.dot(x, x, transpose_b=True)\neye = mx.nd.array(np.eye(x.shape[0]))\n"
                               "return s - 10 * eye", imports="import mxnet as mx\nimport numpy as np\n"),
                example_module("s = F.dot(x, x, transpose_b=True)\n"
                               "eye = F.cast(F.broadcast_equal(F.reshape(F.contrib.arange_like(x, axis=0), (-1, 1)), "
                               "F.reshape(F.contrib.arange_like(x, axis=0), (1, -1))), dtype='float32')\n"
                               "return s - 10 * eye", imports="import mxnet as mx\nimport numpy as np\n"),
                shapes=[[(3, 2)], [(5, 4)]]),
        # a configured count of classes: the same identity in the graph
        Example(example_module("return F.dot(x, nd.array(np.eye(self._k), dtype='float32') * 2)",
                               imports="import numpy as np\nfrom mxnet import nd\n", init="self._k = 4"),
                example_module("return F.dot(x, F.eye(self._k, dtype='float32') * 2)",
                               imports="import numpy as np\nfrom mxnet import nd\n", init="self._k = 4"),
                shapes=[[(2, 4)], [(3, 4)]]),
        # numpy's dtype is dropped by nd.array (float32 either way)
        Example(example_module("n = x.shape[1]\nmask = mx.nd.array(np.eye(n, dtype=np.int64))\n"
                               "return F.broadcast_mul(x, 1 - mask.sum(axis=0))",
                               imports="import mxnet as mx\nimport numpy as np\n"),
                example_module("mask = F.cast(F.broadcast_equal(F.reshape(F.contrib.arange_like(x, axis=1), (-1, 1)), "
                               "F.reshape(F.contrib.arange_like(x, axis=1), (1, -1))), dtype='float32')\n"
                               "return F.broadcast_mul(x, 1 - mask.sum(axis=0))",
                               imports="import mxnet as mx\nimport numpy as np\n"),
                shapes=[[(2, 3)], [(1, 5)]]),
        # an off-diagonal identity has no one-size F.eye form here
        Example(example_module("return F.dot(x, mx.nd.array(np.eye(x.shape[1], k=1)))",
                               imports="import mxnet as mx\nimport numpy as np\n"), None,
                reason="a second size or a diagonal offset", shapes=[[(2, 3)]]),
        # a device argument: the graph runs on its inputs' device
        Example(example_module("return F.dot(x, mx.nd.array(np.eye(x.shape[1]), mx.cpu()))",
                               imports="import mxnet as mx\nimport numpy as np\n"), None,
                reason="arguments F.eye does not take", shapes=[[(2, 3)]]),
    ]

    @staticmethod
    def claims(ctx, call: cst.Call) -> bool:
        """Whether the call's data is ``np.eye(...)`` of a size that is not a literal (this
        fixer's to answer; a literal identity is the constant fixer's)."""
        eye = _numpy_eye(ctx, call)
        return eye is not None and not (eye.args and int_literal(eye.args[0].value) is not None)

    @classmethod
    def propose(cls, ctx, call: cst.Call) -> Fix | Refusal:
        f = ctx.scope.f_name
        eye = _numpy_eye(ctx, call)
        if eye is None:
            return Refusal(NOT_AN_EYE)
        size = [a for a in eye.args if a.keyword is None]
        if len(size) != 1 or any(a.star or (a.keyword is not None and a.keyword.value != "dtype") for a in eye.args):
            return Refusal("`np.eye` is given a second size or a diagonal offset, which this fixer "
                           "does not carry over to F.eye")
        dtype = dtype_only(ctx, call.args[1:], "eye")
        if isinstance(dtype, Refusal):
            return dtype
        n = ctx.code_for(size[0].value).strip()
        text = f"{f}.eye({n}{f', dtype={dtype}' if dtype else ''})"
        return make_fix(ctx, [(call, text)], "unsafe", f"build the identity with {f}.eye")


def _numpy_eye(ctx, call: cst.Call) -> cst.Call | None:
    """The ``np.eye(...)`` call that is ``call``'s data (its first argument), else None."""
    return numpy_data(ctx, call, ("numpy.eye",))
