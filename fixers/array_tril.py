"""HYB007 fixer: ``nd.array(np.tril(np.ones((n, n))))`` (or ``np.triu``) -> an outer comparison of
``F.arange(n)``.

Causal and banded attention masks are often built in numpy from the sequence length
(``mx.nd.array(np.tril(np.ones((x.shape[1], x.shape[1]))))``). Entry (i, j) of the lower
triangle of ones is 1 where j <= i, of the upper where j >= i: the outer ``>=`` / ``<=`` of a
column and a row of ``arange(n)``, built in the graph; a diagonal offset ``k`` shifts the column
(j <= i + k below, j >= i + k above). ``nd.array`` of a numpy array is float32
whatever numpy's dtype (MXNet 1.9.1), and so is ``F.arange`` and the comparison of two float32
tensors; once the size is read from a tensor the shape fixers turn the ``arange`` into
``contrib.arange_like``.
"""
from __future__ import annotations

import libcst as cst

from hybridlint.diagnostics import Fix
from hybridlint.engine.walk import int_literal

from . import Example, Fixer, Refusal, example_module, make_fix
from ._util import dtype_only, numpy_data

NOT_A_TRIANGLE = "the data is not `np.tril(np.ones((n, n)))` or `np.triu(...)` of one size"
# the comparison of a row index i (a column vector) with a column index j (a row vector)
_COMPARE = {"numpy.tril": "broadcast_greater_equal", "numpy.triu": "broadcast_lesser_equal"}


class ArrayTril(Fixer):
    code = "HYB007"
    name = "array-tril"
    applicability = "unsafe"
    needs_f = True
    description = """
    Rewrites the eager `nd.array(np.tril(np.ones((n, n))))` (also `F.array`, `numpy.tril`,
    `np.triu`, `np.ones` given `dtype=`) into the outer comparison of `F.arange(n)` as a column and
    as a row (`>=` for the lower triangle, `<=` for the upper; an integer literal diagonal offset
    `k` added to the column), keeping `nd.array`'s `dtype=`:
    `nd.array` makes a numpy array float32 unless told otherwise (MXNet 1.9.1), as `F.arange`
    and the comparison of two float32 tensors are, so the values are the same, and the shape
    fixers then write a size read from a tensor shape-free. Unsafe: `n` is evaluated where
    `F.arange` runs, which needs it a python integer there. Refused for an offset that is not an
    integer literal (a name may be a float, which numpy takes and shifts otherwise), two sizes that are not the same expression, ones of another rank, and for `nd.array` given a
    device or anything but `dtype=`.
    """
    EXAMPLES = [
        # a causal mask over the sequence axis: the triangle follows the input's length
        Example(example_module("s = F.batch_dot(x, x, transpose_b=True)\n"
                               "mask = mx.nd.array(np.tril(np.ones((x.shape[1], x.shape[1]))))\n"
                               "return F.broadcast_mul(s, mask.expand_dims(0))",
                               imports="import mxnet as mx\nimport numpy as np\n"),
                example_module("s = F.batch_dot(x, x, transpose_b=True)\n"
                               "mask = F.broadcast_greater_equal(F.reshape(F.contrib.arange_like(x, axis=1), (-1, 1)), "
                               "F.reshape(F.contrib.arange_like(x, axis=1), (1, -1)))\n"
                               "return F.broadcast_mul(s, mask.expand_dims(0))",
                               imports="import mxnet as mx\nimport numpy as np\n"),
                shapes=[[(2, 4, 3)], [(1, 1, 2)], [(3, 5, 1)]]),
        # the upper triangle of a configured size, the dtype nd.array is given kept
        Example(example_module("tri = nd.array(np.triu(np.ones((self._n, self._n), dtype=np.int64)), dtype='float32')\n"
                               "return F.dot(x, tri)",
                               imports="import numpy as np\nfrom mxnet import nd\n", init="self._n = 4"),
                example_module("tri = F.broadcast_lesser_equal(F.reshape(F.arange(self._n, dtype='float32'), (-1, 1)), "
                               "F.reshape(F.arange(self._n, dtype='float32'), (1, -1)))\n"
                               "return F.dot(x, tri)",
                               imports="import numpy as np\nfrom mxnet import nd\n", init="self._n = 4"),
                shapes=[[(2, 4)], [(3, 4)]]),
        # a cumulative sum over the last axis as a product with the upper triangle
        Example(example_module("n = x.shape[-1]\nreturn F.dot(x, mx.nd.array(numpy.triu(numpy.ones([n, n]))))",
                               imports="import mxnet as mx\nimport numpy\n"),
                example_module("return F.dot(x, F.broadcast_lesser_equal(F.reshape(F.contrib.arange_like(x, axis=-1), (-1, 1)), "
                               "F.reshape(F.contrib.arange_like(x, axis=-1), (1, -1))))",
                               imports="import mxnet as mx\nimport numpy\n"),
                shapes=[[(2, 3)], [(1, 5)]]),
        # strictly earlier steps (a Hawkes excitation, an exclusive scan): the offset shifts the column
        Example(example_module("return F.dot(x, mx.nd.array(np.tril(np.ones((x.shape[1], x.shape[1])), k=-1)))",
                               imports="import mxnet as mx\nimport numpy as np\n"),
                example_module("return F.dot(x, F.broadcast_greater_equal(F.reshape(F.contrib.arange_like(x, axis=1), (-1, 1)) + -1, "
                               "F.reshape(F.contrib.arange_like(x, axis=1), (1, -1))))",
                               imports="import mxnet as mx\nimport numpy as np\n"),
                shapes=[[(2, 3)], [(1, 1)], [(3, 5)]]),
        # a band above the diagonal given positionally, of a configured size
        Example(example_module("band = nd.array(np.triu(np.ones((self._n, self._n)), 2))\nreturn F.dot(x, band)",
                               imports="import numpy as np\nfrom mxnet import nd\n", init="self._n = 4"),
                example_module("band = F.broadcast_lesser_equal(F.reshape(F.arange(self._n), (-1, 1)) + 2, "
                               "F.reshape(F.arange(self._n), (1, -1)))\nreturn F.dot(x, band)",
                               imports="import numpy as np\nfrom mxnet import nd\n", init="self._n = 4"),
                shapes=[[(2, 4)], [(3, 4)]]),
        # an offset held in a name: it may be a float, which numpy shifts by otherwise
        Example(example_module("return F.dot(x, mx.nd.array(np.tril(np.ones((x.shape[1], x.shape[1])), self._k)))",
                               imports="import mxnet as mx\nimport numpy as np\n", init="self._k = -1"), None,
                reason="not an integer literal", shapes=[[(2, 3)]]),
        # a rectangle of ones: two sizes
        Example(example_module("return F.dot(mx.nd.array(np.tril(np.ones((x.shape[0], x.shape[1])))), x.T)",
                               imports="import mxnet as mx\nimport numpy as np\n"), None,
                reason="not the same expression", shapes=[[(2, 3)]]),
    ]

    @staticmethod
    def claims(ctx, call: cst.Call) -> bool:
        """Whether the call's data is ``np.tril(...)`` / ``np.triu(...)`` of ``np.ones(...)``."""
        tri = _numpy_triangle(ctx, call)
        return tri is not None and _ones(ctx, tri) is not None

    @classmethod
    def propose(cls, ctx, call: cst.Call) -> Fix | Refusal:
        f = ctx.scope.f_name
        tri = _numpy_triangle(ctx, call)
        ones = None if tri is None else _ones(ctx, tri)
        if ones is None:
            return Refusal(NOT_A_TRIANGLE)
        offset = _offset(tri)
        if offset is None:
            return Refusal("the diagonal offset of `np.tril`/`np.triu` is not an integer literal, "
                           "which this fixer carries over")
        if not ones.args or ones.args[0].keyword is not None or ones.args[0].star or any(
                a.star or a.keyword is None or a.keyword.value != "dtype" for a in ones.args[1:]):
            return Refusal("`np.ones` is given arguments besides its shape and dtype=")
        shape = ones.args[0].value
        sizes = shape.elements if isinstance(shape, (cst.Tuple, cst.List)) else ()
        if len(sizes) != 2 or any(isinstance(e, cst.StarredElement) for e in sizes):
            return Refusal("the ones are not a square matrix of two sizes")
        n, m = (" ".join(ctx.code_for(e.value).split()) for e in sizes)
        if n != m:
            return Refusal("the two sizes of the ones are not the same expression, so the matrix is "
                           "not proven square")
        dtype = dtype_only(ctx, call.args[1:], "arange")
        if isinstance(dtype, Refusal):
            return dtype
        arange = f"{f}.arange({n}{f', dtype={dtype}' if dtype else ''})"
        compare = _COMPARE[ctx.resolve(tri.func)]
        shift = f" + {offset}" if offset else ""
        text = f"{f}.{compare}({f}.reshape({arange}, (-1, 1)){shift}, {f}.reshape({arange}, (1, -1)))"
        return make_fix(ctx, [(call, text)], "unsafe",
                        f"build the triangle of ones as the outer comparison of {f}.arange")


def _numpy_triangle(ctx, call: cst.Call) -> cst.Call | None:
    """The ``np.tril(...)`` / ``np.triu(...)`` call that is ``call``'s data (its first argument)."""
    return numpy_data(ctx, call, _COMPARE)


def _ones(ctx, tri: cst.Call) -> cst.Call | None:
    """The ``np.ones(...)`` call that is the triangle's matrix, else None."""
    return numpy_data(ctx, tri, ("numpy.ones",))


def _offset(tri: cst.Call) -> int | None:
    """The triangle's diagonal offset (``np.tril(m, -1)``, ``k=1``): 0 without one, None unless it
    is an integer literal (numpy's ``k`` is compared with index differences, so a float shifts by
    other steps)."""
    rest = tri.args[1:]
    if not rest:
        return 0
    if len(rest) != 1 or rest[0].star or (rest[0].keyword is not None and rest[0].keyword.value != "k"):
        return None
    return int_literal(rest[0].value)
