"""HYB007 fixer: ``nd.array(<numpy arithmetic over np.arange of sizes>)`` -> the same arithmetic on
``F.arange``.

Position weights and masks are often computed in numpy from a size and then wrapped:
DCG discounts ``mx.nd.array(1.0 / np.log2(np.arange(2, n + 2)))``, a band around the diagonal
``np.abs(np.arange(n)[:, None] - np.arange(n)[None, :]) < w``, decays ``np.exp(-np.arange(n) / tau)``.
Every step has an F twin that runs in the graph: ``F.arange`` for the range, ``F.log2`` and friends
for numpy's elementwise functions, a reshape to a column or a row for ``[:, None]`` / ``[None, :]``,
and numpy's broadcasting of two arrays of one rank is ``F.broadcast_*``'s. Once a size is read from a
tensor the shape fixers turn the ``arange`` into ``contrib.arange_like``.
"""
from __future__ import annotations

from typing import ClassVar

import libcst as cst

from hybridlint.diagnostics import Fix
from hybridlint.engine.kinds import Kind
from hybridlint.engine.walk import iter_descendants, memoized

from . import Example, Fixer, Refusal, example_module, make_fix
from ._util import dtype_only, int_literal, name_nodes, names_in, needs_parens, number_literal
from ._shared import BINARY, COMPARE

# numpy's elementwise functions whose F twin (MXNet 1.9.1, nd and sym alike) gives the same values
_UNARY = {f"numpy.{n}": n for n in ("log", "log2", "log10", "exp", "sqrt", "abs", "square",
                                   "sin", "cos", "tanh", "floor", "ceil", "sign")}
_UNARY["numpy.absolute"] = "abs"
# numpy's angle conversions are a product with a constant (numpy: `x * (pi / 180)`)
_SCALED = {"numpy.deg2rad": "0.017453292519943295", "numpy.radians": "0.017453292519943295",
           "numpy.rad2deg": "57.29577951308232", "numpy.degrees": "57.29577951308232"}
# a whole-array reduction: numpy's scalar, F's (1,) array, which MXNet 1.9.1's broadcast operators
# (nd and sym) spread against an array of any rank as numpy spreads the scalar (measured)
_REDUCE = {"mean": "mean", "sum": "sum", "max": "max", "min": "min"}
# numpy's broadcasting of two arrays of one rank is that of MXNet's broadcast operators; `%` is
# numpy's integer remainder, left out as `//`
_BROADCAST = {op: name for op, (_, name) in BINARY.items() if op is not cst.Modulo}
_FLOAT_DTYPES = frozenset({"'float32'", '"float32"', "'float64'", '"float64"', "np.float32", "np.float64",
                           "numpy.float32", "numpy.float64", "float"})
NOT_ARANGE_MATH = "the data is not numpy arithmetic over `np.arange` of sizes"
# the math module's real functions of python numbers, and its constants: python floats
_MATH_FUNCTIONS = frozenset({"log", "log2", "log10", "exp", "sqrt", "pow", "cos", "sin", "tan", "tanh",
                             "fabs", "floor", "ceil"})
_MATH_CONSTANTS = frozenset({"pi", "e", "tau"})
# numpy's constants of the same values, python floats too
_NUMPY_CONSTANTS = frozenset({"pi", "e"})


class _No(Exception):
    """A part of the numpy expression this fixer does not translate; its text says which."""


class ArrayArangeMath(Fixer):
    code = "HYB007"
    name = "array-arange-math"
    applicability = "unsafe"
    needs_f = True
    description = """
    Rewrites the eager `nd.array(D)` / `F.array(D)` of numpy arithmetic over `np.arange` of sizes --
    `np.arange(a[, b[, s]])` of python integers (literals, sizes read from tensors, configuration
    attributes), `np.linspace(a, b, n)` of number literals a, b and such an integer n (as
    `arange(n) * ((b - a) / max(n - 1, 1)) + a`), numpy's elementwise `log`, `log2`, `log10`, `exp`, `sqrt`, `abs`, `square`, `sin`,
    `cos`, `tanh`, `floor`, `ceil`, `sign`, `deg2rad`/`radians` (and back) as a product with the
    constant, `+ - * / **` and comparisons with python numbers (the math module's functions of them,
    its constants and numpy's `pi`, `e` included) or between two arrays of one rank, a whole-array
    `.mean()`/`.sum()`/`.max()`/`.min()` beside an array (`w / w.mean()`, F's (1,) array, which
    broadcasts as numpy's scalar does), `[:, None]` / `[None, :]` of a 1-D array, `.astype` to a
    float dtype, `np.outer` of two 1-D arrays (a column times a row), `np.eye(n)` / `np.identity(n)` of
    one such integer (`F.eye(n)`, 2-D), `a, b = np.meshgrid(u, v[, indexing=...])` of two 1-D
    arrays (each grid one array spread by a broadcast add of the other's zeros), `np.stack` of
    arrays of one rank along a literal axis, `[None]`, numpy's `.reshape` of literal sizes (one
    -1, no 0) and `.ravel()` -- into the same expression on
    `F.arange` (`np.arange(k, n + k)` as `F.arange(n) + k`, so the shape fixers can read the size
    from the tensor). D may read locals bound by plain statements of the function's body to such
    expressions (in turn reading others; sizes unpacked from `x.shape` are python integers), whose
    values nothing else reads but the data of other calls of the same constructor without a dtype
    (`cos = nd.array(np.cos(ang))` beside `sin = nd.array(np.sin(ang))`: those calls are rewritten by
    the same fix); each binding is rewritten
    in place. `nd.array` of a
    numpy array is float32 (MXNet 1.9.1), as every F value here is; numpy computes in float64 first,
    so values may differ in the last float32 place. Unsafe: the integers must stay within 2**24 for
    float32 `arange` to hold them exactly. Refused for `//` and `%`, a numpy function without an F
    twin, arrays of two ranks, a reduction alone, `nd.array` given anything but a float32 `dtype=`,
    and a local read elsewhere.
    """
    EXAMPLES: ClassVar[list[Example]] = [
        # DCG discounts of each list position: the size read from the input
        Example(example_module("disc = mx.nd.array(1.0 / np.log2(np.arange(2, x.shape[1] + 2)))\n"
                               "return F.broadcast_mul(x, disc)",
                               imports="import mxnet as mx\nimport numpy as np\n"),
                example_module("disc = 1.0 / F.log2(F.contrib.arange_like(x, axis=1) + 2)\n"
                               "return F.broadcast_mul(x, disc)",
                               imports="import mxnet as mx\nimport numpy as np\n"),
                shapes=[[(2, 4)], [(3, 1)], [(1, 7)]]),
        # a band mask around the diagonal, built in a local read once
        Example(example_module("n = x.shape[1]\n"
                               "band = np.abs(np.arange(n)[:, None] - np.arange(n)[None, :]) < self._w\n"
                               "mask = mx.nd.array(band.astype('float32'))\n"
                               "return F.batch_dot(x, x, transpose_b=True) * mask.expand_dims(0)",
                               imports="import mxnet as mx\nimport numpy as np\n", init="self._w = 2"),
                example_module("band = F.abs(F.broadcast_sub(F.reshape(F.contrib.arange_like(x, axis=1), (-1, 1)), "
                               "F.reshape(F.contrib.arange_like(x, axis=1), (1, -1)))) < self._w\n"
                               "mask = band\n"
                               "return F.broadcast_mul(F.batch_dot(x, x, transpose_b=True), mask.expand_dims(0))",
                               imports="import mxnet as mx\nimport numpy as np\n", init="self._w = 2"),
                shapes=[[(2, 4, 3)], [(1, 1, 2)], [(3, 5, 1)]]),
        # an exponential decay over a configured length
        Example(example_module("decay = nd.array(np.exp(-np.arange(self._n) / 2.0) ** 2)\n"
                               "return F.broadcast_mul(x, decay)",
                               imports="import numpy as np\nfrom mxnet import nd\n", init="self._n = 5"),
                example_module("decay = F.exp((-F.arange(self._n)) / 2.0) ** 2\n"
                               "return F.broadcast_mul(x, decay)",
                               imports="import numpy as np\nfrom mxnet import nd\n", init="self._n = 5"),
                shapes=[[(2, 5)], [(1, 5)]]),
        # a sinusoidal embedding's frequencies: the math module's functions of python numbers
        # stay python numbers in the F arithmetic
        Example(example_module("half = self._dim // 2\n"
                               "freqs = nd.array(np.exp(-math.log(10000) * np.arange(half) / half))\n"
                               "return F.broadcast_mul(x, freqs.reshape((1, -1)) * math.pi)",
                               imports="import math\nimport numpy as np\nfrom mxnet import nd\n", init="self._dim = 6"),
                example_module("half = self._dim // 2\n"
                               "freqs = F.exp((-math.log(10000) * F.arange(half)) / half)\n"
                               "return F.broadcast_mul(x, freqs.reshape((1, -1)) * math.pi)",
                               imports="import math\nimport numpy as np\nfrom mxnet import nd\n", init="self._dim = 6"),
                shapes=[[(2, 3)], [(1, 3)]]),
        # a DCT basis (a spectral layer's transform by a matmul): np.outer of two ranges is a
        # column times a row, numpy's pi a python number
        Example(example_module("w = nd.array(np.cos(np.pi * np.outer(np.arange(self._n), np.arange(self._m)) / self._n))\n"
                               "return F.dot(x, w)",
                               imports="import numpy as np\nfrom mxnet import nd\n", init="self._n = 4\nself._m = 3"),
                example_module("w = F.cos((np.pi * F.broadcast_mul(F.reshape(F.arange(self._n), (-1, 1)), "
                               "F.reshape(F.arange(self._m), (1, -1)))) / self._n)\n"
                               "return F.dot(x, w)",
                               imports="import numpy as np\nfrom mxnet import nd\n", init="self._n = 4\nself._m = 3"),
                shapes=[[(2, 4)], [(1, 4)]]),
        # one angle table read by two arrays (a DFT's cos and sin matrices, rotary tables): both
        # rewritten by one fix, the table's binding once
        Example(example_module("ang = np.outer(np.arange(self._n), np.arange(self._m)) * (np.pi / self._n)\n"
                               "cos = nd.array(np.cos(ang))\nsin = nd.array(np.sin(ang))\n"
                               "return F.broadcast_sub(F.dot(x, cos), F.dot(x, sin))",
                               imports="import numpy as np\nfrom mxnet import nd\n", init="self._n = 4\nself._m = 3"),
                example_module("ang = F.broadcast_mul(F.reshape(F.arange(self._n), (-1, 1)), "
                               "F.reshape(F.arange(self._m), (1, -1))) * (np.pi / self._n)\n"
                               "cos = F.cos(ang)\nsin = F.sin(ang)\n"
                               "return F.broadcast_sub(F.dot(x, cos), F.dot(x, sin))",
                               imports="import numpy as np\nfrom mxnet import nd\n", init="self._n = 4\nself._m = 3"),
                shapes=[[(2, 4)], [(1, 4)]]),
        Example(example_module("n = np.arange(self._n)\nang = 2 * np.pi * np.outer(n, n) / self._n\n"
                               "cos, sin = nd.array(np.cos(ang)), nd.array(np.sin(ang))\n"
                               "return F.broadcast_add(F.dot(x, cos), F.dot(x, sin))",
                               imports="import numpy as np\nfrom mxnet import nd\n", init="self._n = 5"),
                example_module("n = F.arange(self._n)\n"
                               "ang = (2 * np.pi * F.broadcast_mul(F.reshape(n, (-1, 1)), F.reshape(n, (1, -1)))) / self._n\n"
                               "cos, sin = F.cos(ang), F.sin(ang)\n"
                               "return F.broadcast_add(F.dot(x, cos), F.dot(x, sin))",
                               imports="import numpy as np\nfrom mxnet import nd\n", init="self._n = 5"),
                shapes=[[(2, 5)], [(3, 5)]]),
        # ... but not where another reader needs the numpy table (a python number of it), nor an
        # other array of another dtype
        Example(example_module("ang = np.outer(np.arange(self._n), np.arange(self._m)) * 0.5\n"
                               "cos = nd.array(np.cos(ang))\nreturn F.dot(x, cos) * float(np.abs(ang).max())",
                               imports="import numpy as np\nfrom mxnet import nd\n", init="self._n = 4\nself._m = 3"),
                None, reason="no automatic fix"),
        Example(example_module("ang = np.outer(np.arange(self._n), np.arange(self._m)) * 0.5\n"
                               "cos = nd.array(np.cos(ang))\nsin = nd.array(np.sin(ang), dtype='float16')\n"
                               "return F.broadcast_sub(F.dot(x, cos), F.dot(x, sin.astype('float32')))",
                               imports="import numpy as np\nfrom mxnet import nd\n", init="self._n = 4\nself._m = 3"),
                None, reason="no automatic fix"),
        # a coordinate grid over the input's length (CoordConv, a PINN's collocation points):
        # one point (a length of 1) is the start, as in numpy
        Example(example_module("grid = mx.nd.array(np.linspace(-1, 1, x.shape[1]))\n"
                               "return F.broadcast_add(x, grid.reshape((1, -1)))",
                               imports="import mxnet as mx\nimport numpy as np\n"),
                example_module("grid = F.broadcast_mul(F.contrib.arange_like(x, axis=1), (2.0 / F.maximum((F.slice_axis("
                               "F.contrib.arange_like(x, start=1, axis=1), axis=0, begin=-1, end=None) - 1), 1))) - 1.0\n"
                               "return F.broadcast_add(x, grid.reshape((1, -1)))",
                               imports="import mxnet as mx\nimport numpy as np\n"),
                shapes=[[(2, 4)], [(3, 1)], [(1, 7)]]),
        # the array read through a method: the rewrite is parenthesized, `(a + b).reshape(...)`
        Example(example_module("w = mx.nd.array(np.linspace(0.5, 1.5, self._n)).reshape((1, -1))\n"
                               "return F.broadcast_mul(x, w)",
                               imports="import mxnet as mx\nimport numpy as np\n", init="self._n = 3"),
                example_module("w = (F.arange(self._n) * (1.0 / max(self._n - 1, 1)) + 0.5).reshape((1, -1))\n"
                               "return F.broadcast_mul(x, w)",
                               imports="import mxnet as mx\nimport numpy as np\n", init="self._n = 3"),
                shapes=[[(2, 3)], [(1, 3)]]),
        Example(example_module("grid = mx.nd.array(np.linspace(0, self._hi, x.shape[1]))\n"
                               "return F.broadcast_add(x, grid.reshape((1, -1)))",
                               imports="import mxnet as mx\nimport numpy as np\n", init="self._hi = 2.0"), None,
                reason="start or stop is not a number literal", shapes=[[(2, 4)]]),
        # integer division of the positions: numpy's int floor, not the float one
        Example(example_module("half = mx.nd.array(np.arange(x.shape[1]) // 2)\n"
                               "return F.broadcast_add(x, half)",
                               imports="import mxnet as mx\nimport numpy as np\n"), None,
                reason="`//`", shapes=[[(2, 4)]]),
        # a column against a 1-D array: two ranks
        Example(example_module("d = mx.nd.array(np.arange(x.shape[1])[:, None] - np.arange(x.shape[1]))\n"
                               "return F.dot(d, x.T)",
                               imports="import mxnet as mx\nimport numpy as np\n"), None,
                reason="two ranks", shapes=[[(2, 3)]]),
        # a configured numpy array: not a python number, and an NDArray times it is no array math
        Example(example_module("w = mx.nd.array(np.arange(x.shape[1]) * self._freqs)\n"
                               "return F.broadcast_mul(x, w)",
                               imports="import mxnet as mx\nimport numpy as np\n",
                               init="self._freqs = np.array([1.0, 2.0, 4.0])"), None,
                reason="`self._freqs`", shapes=[[(2, 3)]]),
        # a weight normalised by its own sum: the whole-array reduction is F's (1,) array, which
        # broadcasts against the 1-D weight as numpy's scalar does
        Example(example_module("pos = np.log(np.arange(1, x.shape[1] + 1))\n"
                               "w = mx.nd.array(pos / pos.sum())\n"
                               "return F.broadcast_mul(x, w)",
                               imports="import mxnet as mx\nimport numpy as np\n"),
                example_module("pos = F.log(F.contrib.arange_like(x, axis=1) + 1)\n"
                               "w = F.broadcast_div(pos, F.sum(pos))\n"
                               "return F.broadcast_mul(x, w)",
                               imports="import mxnet as mx\nimport numpy as np\n"),
                shapes=[[(2, 3)], [(1, 7)]]),
        # latitude weights (climate grids): a chain of numpy locals, each rewritten in place, and the
        # array rebinding the name that its data reads
        Example(example_module("lat = np.linspace(-90, 90, x.shape[1])\n"
                               "w = np.cos(np.deg2rad(lat))\n"
                               "w = mx.nd.array(w / w.mean())\n"
                               "return F.broadcast_mul(x, w.reshape((1, -1)))",
                               imports="import mxnet as mx\nimport numpy as np\n"),
                example_module("lat = F.broadcast_mul(F.contrib.arange_like(x, axis=1), (180.0 / F.maximum(("
                               "F.slice_axis(F.contrib.arange_like(x, start=1, axis=1), axis=0, begin=-1, end=None)"
                               " - 1), 1))) - 90.0\n"
                               "w = F.cos(lat * 0.017453292519943295)\n"
                               "w = F.broadcast_div(w, F.mean(w))\n"
                               "return F.broadcast_mul(x, w.reshape((1, -1)))",
                               imports="import mxnet as mx\nimport numpy as np\n"),
                shapes=[[(2, 5)], [(3, 1)], [(1, 8)]]),
        # the numpy local is read again, after the array: there it stays a numpy array
        Example(example_module("lat = np.linspace(-90, 90, x.shape[1])\n"
                               "w = mx.nd.array(np.cos(lat))\n"
                               "return F.broadcast_mul(x, w) * lat.max()",
                               imports="import mxnet as mx\nimport numpy as np\n"), None,
                reason="not a literal list of numbers", shapes=[[(2, 3)]]),
        # ... or read by a function defined before it, which may run after the rewrite
        Example(example_module("total = lambda: float(lat.sum())\n"
                               "lat = np.linspace(-90, 90, x.shape[1])\n"
                               "w = mx.nd.array(np.cos(lat))\n"
                               "return F.broadcast_mul(x, w) * total()",
                               imports="import mxnet as mx\nimport numpy as np\n"), None,
                reason="not a literal list of numbers", shapes=[[(2, 3)]]),
        # a reduction alone is numpy's scalar, F's (1,) array: not the same array
        Example(example_module("t = np.arange(x.shape[1]) * 2.0\n"
                               "k = mx.nd.array(t.sum() + 1.0)\n"
                               "return F.broadcast_mul(x, k)",
                               imports="import mxnet as mx\nimport numpy as np\n"), None,
                reason="a whole-array reduction beside other than an array", shapes=[[(2, 3)]]),
        # a 2-D grid normalised by its sum
        Example(example_module("g = np.arange(x.shape[1])[:, None] * np.arange(x.shape[1])[None, :]\n"
                               "k = mx.nd.array(g / g.sum())\n"
                               "return F.dot(x, k)",
                               imports="import mxnet as mx\nimport numpy as np\n"),
                example_module("g = F.broadcast_mul(F.reshape(F.contrib.arange_like(x, axis=1), (-1, 1)), "
                               "F.reshape(F.contrib.arange_like(x, axis=1), (1, -1)))\n"
                               "k = F.broadcast_div(g, F.sum(g))\n"
                               "return F.dot(x, k)",
                               imports="import mxnet as mx\nimport numpy as np\n"),
                shapes=[[(2, 3)], [(1, 4)]]),
        # LinUCB's inverse design matrix before any update, an identity over lambda of the
        # context width: the identity in the graph, sized from the tensor by the shape fixers
        Example(example_module("a_inv = nd.array(np.eye(x.shape[1]) / self._lam)\n"
                               "return F.sqrt((F.dot(x, a_inv) * x).sum(axis=1))",
                               imports="import numpy as np\nfrom mxnet import nd\n", init="self._lam = 2.0"),
                example_module("a_inv = F.cast(F.broadcast_equal(F.reshape(F.contrib.arange_like(x, axis=1), (-1, 1)), "
                               "F.reshape(F.contrib.arange_like(x, axis=1), (1, -1))), dtype='float32') / self._lam\n"
                               "return F.sqrt((F.dot(x, a_inv) * x).sum(axis=1))",
                               imports="import numpy as np\nfrom mxnet import nd\n", init="self._lam = 2.0"),
                shapes=[[(2, 3)], [(1, 5)]]),
        # the off-diagonal pairs of a configured count of agents
        Example(example_module("off = nd.array(1 - np.identity(self._n))\n"
                               "return F.dot(x, off)",
                               imports="import numpy as np\nfrom mxnet import nd\n", init="self._n = 4"),
                example_module("off = 1 - F.eye(self._n)\n"
                               "return F.dot(x, off)",
                               imports="import numpy as np\nfrom mxnet import nd\n", init="self._n = 4"),
                shapes=[[(2, 4)], [(3, 4)]]),
        # a band above the diagonal: np.eye's offset has no one-argument F.eye form here
        Example(example_module("up = nd.array(np.eye(x.shape[1], k=1) * 2.0)\n"
                               "return F.dot(x, up)",
                               imports="import numpy as np\nfrom mxnet import nd\n"), None,
                reason="arguments by keyword", shapes=[[(2, 3)]]),
        # a CoordConv grid of the input's height and width: np.meshgrid of two normalised ranges,
        # each grid the one range spread along its axis (a broadcast add of the other's zeros: exact)
        Example(example_module("_, _, h, w = x.shape\n"
                               "ys, xs = np.meshgrid(np.arange(h) / h, np.arange(w) / w, indexing='ij')\n"
                               "grid = mx.nd.array(np.stack([ys, xs])[None])\n"
                               "return F.broadcast_add(x, grid)",
                               imports="import mxnet as mx\nimport numpy as np\n"),
                example_module("ys, xs = F.broadcast_add(F.reshape(F.broadcast_div(F.contrib.arange_like(x, axis=2), F.slice_axis(F."
                               "contrib.arange_like(x, start=1, axis=2), axis=0, begin=-1, end=None)), (-1, 1)), F.zeros_like(F.resh"
                               "ape(F.broadcast_div(F.contrib.arange_like(x, axis=3), F.slice_axis(F.contrib.arange_like(x, start=1,"
                               " axis=3), axis=0, begin=-1, end=None)), (1, -1)))), F.broadcast_add(F.zeros_like(F.reshape(F.broadca"
                               "st_div(F.contrib.arange_like(x, axis=2), F.slice_axis(F.contrib.arange_like(x, start=1, axis=2), axi"
                               "s=0, begin=-1, end=None)), (-1, 1))), F.reshape(F.broadcast_div(F.contrib.arange_like(x, axis=3), F."
                               "slice_axis(F.contrib.arange_like(x, start=1, axis=3), axis=0, begin=-1, end=None)), (1, -1)))\n"
                               "grid = F.expand_dims(F.stack(ys, xs, axis=0), axis=0)\n"
                               "return F.broadcast_add(x, grid)",
                               imports="import mxnet as mx\nimport numpy as np\n"),
                shapes=[[(2, 2, 3, 4)], [(1, 2, 1, 5)], [(3, 2, 4, 1)]]),
        # numpy's default 'xy' indexing, the grids flattened into points (row-major, as MXNet's Reshape)
        Example(example_module("gx, gy = np.meshgrid(np.arange(x.shape[1]), np.arange(x.shape[0]))\n"
                               "pts = mx.nd.array(np.stack([gx.ravel(), gy.ravel()], axis=1))\n"
                               "return F.broadcast_mul(x.reshape((-1, 1)), pts)",
                               imports="import mxnet as mx\nimport numpy as np\n"),
                example_module("gx, gy = F.broadcast_add(F.zeros_like(F.reshape(F.contrib.arange_like(x, axis=0), (-1, 1))), F.resha"
                               "pe(F.contrib.arange_like(x, axis=1), (1, -1))), F.broadcast_add(F.reshape(F.contrib.arange_like(x, a"
                               "xis=0), (-1, 1)), F.zeros_like(F.reshape(F.contrib.arange_like(x, axis=1), (1, -1))))\n"
                               "pts = F.stack(F.reshape(gx, (-1,)), F.reshape(gy, (-1,)), axis=1)\n"
                               "return F.broadcast_mul(x.reshape((-1, 1)), pts)",
                               imports="import mxnet as mx\nimport numpy as np\n"),
                shapes=[[(2, 3)], [(1, 4)], [(3, 1)]]),
        # anchor centres `(j + 0.5) / w` of each cell, points of (x, y)
        Example(example_module("ys, xs = np.meshgrid((np.arange(x.shape[2]) + 0.5) / x.shape[2], (np.arange(x.shape[3]) + 0.5) / x.s"
                               "hape[3], indexing='ij')\n"
                               "centers = mx.nd.array(np.stack([xs, ys], -1).reshape(-1, 2))\n"
                               "return F.dot(x.reshape((0, 0, -1)), centers)",
                               imports="import mxnet as mx\nimport numpy as np\n"),
                example_module("ys, xs = F.broadcast_add(F.reshape(F.broadcast_div(F.contrib.arange_like(x, axis=2) + 0.5, F.slice_a"
                               "xis(F.contrib.arange_like(x, start=1, axis=2), axis=0, begin=-1, end=None)), (-1, 1)), F.zeros_like("
                               "F.reshape(F.broadcast_div(F.contrib.arange_like(x, axis=3) + 0.5, F.slice_axis(F.contrib.arange_like"
                               "(x, start=1, axis=3), axis=0, begin=-1, end=None)), (1, -1)))), F.broadcast_add(F.zeros_like(F.resha"
                               "pe(F.broadcast_div(F.contrib.arange_like(x, axis=2) + 0.5, F.slice_axis(F.contrib.arange_like(x, sta"
                               "rt=1, axis=2), axis=0, begin=-1, end=None)), (-1, 1))), F.reshape(F.broadcast_div(F.contrib.arange_l"
                               "ike(x, axis=3) + 0.5, F.slice_axis(F.contrib.arange_like(x, start=1, axis=3), axis=0, begin=-1, end="
                               "None)), (1, -1)))\n"
                               "centers = F.reshape(F.stack(xs, ys, axis=-1), (-1, 2))\n"
                               "return F.dot(x.reshape((0, 0, -1)), centers)",
                               imports="import mxnet as mx\nimport numpy as np\n"),
                shapes=[[(2, 4, 2, 3)], [(1, 3, 1, 5)]]),
        # a grid read again as a python number: it stays numpy
        Example(example_module("ys, xs = np.meshgrid(np.arange(x.shape[0]), np.arange(x.shape[1]), indexing='ij')\n"
                               "g = mx.nd.array(np.stack([ys, xs]))\n"
                               "return F.broadcast_add(x, g[0]) * float(xs.max())",
                               imports="import mxnet as mx\nimport numpy as np\n"), None,
                reason='not a literal list of numbers', shapes=[[(2, 3)]]),
        # a SIREN grid of linspaces: their float32 points round twice (1 ulp off numpy's), which
        # the grid spreads (sin(30 * ...) of it changed by 1e-5): refused
        Example(example_module("_, _, h, w = x.shape\n"
                               "ys, xs = np.meshgrid(np.linspace(-1, 1, h), np.linspace(-1, 1, w), indexing='ij')\n"
                               "return F.broadcast_add(x, mx.nd.array(np.stack([ys, xs])[None]))",
                               imports="import mxnet as mx\nimport numpy as np\n"), None,
                reason='an `np.meshgrid` of `np.linspace`', shapes=[[(2, 2, 3, 4)]]),
        # sparse grids (numpy broadcasts them later): not taken
        Example(example_module("ys, xs = np.meshgrid(np.arange(x.shape[0]), np.arange(x.shape[1]), sparse=True)\n"
                               "return F.broadcast_add(x, mx.nd.array(ys + xs))",
                               imports="import mxnet as mx\nimport numpy as np\n"), None,
                reason='an `np.meshgrid` of other than two arrays', shapes=[[(2, 3)]]),
        # a stack of a grid and a range: two ranks
        Example(example_module("ys, xs = np.meshgrid(np.arange(x.shape[0]), np.arange(x.shape[1]), indexing='ij')\n"
                               "return F.broadcast_add(x, mx.nd.array(np.stack([ys, np.arange(x.shape[1])])))",
                               imports="import mxnet as mx\nimport numpy as np\n"), None,
                reason='an `np.stack` of other than arrays of one rank', shapes=[[(2, 3)]]),
        # numpy's 0 in a reshape is a size, MXNet's a code
        Example(example_module("ys, xs = np.meshgrid(np.arange(x.shape[0]), np.arange(x.shape[1]), indexing='ij')\n"
                               "return F.broadcast_add(x, mx.nd.array(np.stack([ys, xs]).reshape(0, -1)))",
                               imports="import mxnet as mx\nimport numpy as np\n"), None,
                reason='`.reshape` of other than literal sizes', shapes=[[(2, 3)]]),
    ]

    @staticmethod
    def claims(ctx, call: cst.Call) -> bool:
        """Whether the call's data (or the local it names) is numpy arithmetic that reads
        ``np.arange``: this fixer's to answer, else the constant fixer's."""
        data = _data(call)
        if data is None:
            return False
        chain = _local_chain(ctx, call, data)
        return bool(chain and chain[0]) or _reads_arange(ctx, data)

    @classmethod
    def propose(cls, ctx, call: cst.Call) -> Fix | Refusal:
        f = ctx.scope.f_name
        data = _data(call)
        if data is None:
            return Refusal(NOT_ARANGE_MATH)
        dtype = dtype_only(ctx, call.args[1:], "arange")
        if isinstance(dtype, Refusal):
            return dtype
        if dtype is not None and dtype not in _FLOAT32:
            return Refusal("`nd.array` is given a dtype other than float32, in which the F operators "
                           "would not compute")
        chain = _local_chain(ctx, call, data)
        try:
            if chain is None:
                return Refusal(NOT_ARANGE_MATH)
            links, roots = chain
            if not links and not _reads_arange(ctx, data):
                return Refusal(NOT_ARANGE_MATH)
            # each local rewritten in place, in the order it is bound: a later one (or the data)
            # reads the F array the binding reaching it now holds, with that array's rank
            ranks: dict[int, int] = {}
            rounded: set[int] = set()
            edits = []
            for assign, deps in links:
                translate = _Translate(ctx, f, {n: ranks[id(a)] for n, a in deps.items()},
                                       frozenset(n for n, a in deps.items() if id(a) in rounded))
                names = _unpacked_names(assign)
                text, rank = translate.meshgrid(assign.value, len(names)) if names else translate.expr(assign.value)
                if translate.rounded or translate.rounded_names:
                    rounded.add(id(assign))
                if rank == 0:
                    raise _No("a local holding a python number, not an array")
                edits.append((assign.value, _placed(ctx, assign.value, text)))
                ranks[id(assign)] = rank
            # the call's data, and that of each other call reading one of the locals
            for root, root_data, reads in roots:
                text, rank = _Translate(ctx, f, {n: ranks[id(a)] for n, a in reads.items()}).expr(root_data)
                if rank == 0:
                    raise _No("the data is a python number, not an array")
                edits.append((root, _placed(ctx, root, text)))
        except _No as no:
            return Refusal(f"numpy arithmetic over `np.arange` with {no}, which this fixer does not "
                           "rewrite")
        return make_fix(ctx, edits, "unsafe",
                        f"compute the numpy arithmetic over the range with {f}.arange and F operators")


# numpy's reshapes of an array by a method: row-major, as MXNet's Reshape
_RESHAPES = frozenset({"reshape", "ravel", "flatten"})
_FLOAT32 = frozenset({"'float32'", '"float32"', "np.float32", "numpy.float32"})


def _data(call: cst.Call) -> cst.BaseExpression | None:
    if not call.args or call.args[0].keyword is not None or call.args[0].star:
        return None
    return call.args[0].value


def _astype_dtype(node) -> cst.BaseExpression | None:
    """The dtype of ``v.astype(dtype)``, else None."""
    if isinstance(node, cst.Call) and isinstance(node.func, cst.Attribute) and node.func.attr.value == "astype" \
            and len(node.args) == 1 and node.args[0].keyword is None and not node.args[0].star:
        return node.args[0].value
    return None


def _strip_astype(node):
    while _astype_dtype(node) is not None:
        node = node.func.value
    return node


def _reads_arange(ctx, node) -> bool:
    """Whether a numpy expression (calls, arithmetic, comparisons, subscripts) holds ``np.arange``."""
    node = _strip_astype(node)
    if isinstance(node, cst.Call):
        name = ctx.resolve(node.func)
        if name in ("numpy.arange", "numpy.linspace", "numpy.eye", "numpy.identity"):
            return True
        if name == "numpy.outer" and len(node.args) == 2:
            return any(_reads_arange(ctx, a.value) for a in node.args)
        return (name in _UNARY or name in _SCALED) and len(node.args) == 1 and _reads_arange(ctx, node.args[0].value)
    if isinstance(node, (cst.BinaryOperation,)):
        return _reads_arange(ctx, node.left) or _reads_arange(ctx, node.right)
    if isinstance(node, cst.Comparison):
        return _reads_arange(ctx, node.left) or any(_reads_arange(ctx, c.comparator) for c in node.comparisons)
    if isinstance(node, cst.UnaryOperation):
        return _reads_arange(ctx, node.expression)
    if isinstance(node, cst.Subscript):
        return _reads_arange(ctx, node.value)
    return False


def _simple_binding(stmt, name: str | None = None) -> cst.Assign | None:
    """``stmt`` as ``name = value`` (one target, a plain name), else None."""
    if isinstance(stmt, cst.SimpleStatementLine) and len(stmt.body) == 1 \
            and isinstance(stmt.body[0], cst.Assign) and len(stmt.body[0].targets) == 1:
        target = stmt.body[0].targets[0].target
        if isinstance(target, cst.Name) and (name is None or target.value == name):
            return stmt.body[0]
    return None


def _binding(ctx, stmt, name: str) -> cst.Assign | None:
    """``stmt`` binding ``name``: ``name = value``, or ``a, b = np.meshgrid(...)`` naming it (the
    only unpacking whose items this fixer computes), else None."""
    assign = _simple_binding(stmt, name)
    if assign is not None:
        return assign
    if isinstance(stmt, cst.SimpleStatementLine) and len(stmt.body) == 1 \
            and isinstance(stmt.body[0], cst.Assign) and len(stmt.body[0].targets) == 1:
        assign = stmt.body[0]
        names = _unpacked_names(assign)
        if names and name in names and isinstance(assign.value, cst.Call) \
                and ctx.resolve(assign.value.func) == "numpy.meshgrid":
            return assign
    return None


def _unpacked_names(assign: cst.Assign) -> list[str] | None:
    """The names of ``a, b = ...`` (a tuple or list of plain names), else None."""
    target = assign.targets[0].target
    if not isinstance(target, (cst.Tuple, cst.List)) \
            or not all(isinstance(e, cst.Element) and isinstance(e.value, cst.Name) for e in target.elements):
        return None
    return [e.value.value for e in target.elements]


def _target_names(assign: cst.Assign) -> list[cst.Name]:
    target = assign.targets[0].target
    return [e.value for e in target.elements] if _unpacked_names(assign) else [target]


def _deferred(stmt) -> list:
    """The lambdas and functions defined in ``stmt``, whose bodies run when called."""
    out, stack = [], [stmt]
    while stack:
        n = stack.pop()
        if isinstance(n, (cst.Lambda, cst.FunctionDef)):
            out.append(n)
            continue
        stack.extend(n.children)
    return out


def _within(node, outer) -> bool:
    return any(n is node for n in name_nodes(outer))


Deps = dict[str, cst.Assign]


Root = tuple  # (the array call, its data, the locals its data reads by name: Deps)


def _local_chain(ctx, call: cst.Call, data) -> tuple[list[tuple[cst.Assign, Deps]], list[Root]] | None:
    """The bindings, in order, of the locals the data reads (and they read, in turn) that hold
    numpy arithmetic over ``np.arange``: ``lat = np.linspace(-90, 90, x.shape[2])``, then
    ``w = np.cos(np.deg2rad(lat))``, then ``nd.array(w / w.mean())``. Each is a statement
    ``name = value`` of the function's own body (no branch, no loop), and every read of the value
    it binds is in another such binding, in the data, or in the data of another call of the same
    array constructor (``cos = nd.array(np.cos(ang))`` beside ``sin = nd.array(np.sin(ang))``:
    rewritten by the same fix, a root of its own), so rewriting it into an F array changes no
    other reader; mentions of the name before the binding, or after a later plain binding of it
    (the call's own statement may be one, ``w = nd.array(w / w.mean())``), read other values.
    Returns the bindings, each with the bindings its value reads by name, and the roots -- the
    call first, then those other calls -- each with the bindings its data reads; ([], [root])
    when the data reads no such local, None when one is read elsewhere too."""
    func = ctx.scope.func if ctx.scope is not None else None
    alone = [(call, data, {})]
    if not isinstance(func, cst.FunctionDef) or not isinstance(func.body, cst.IndentedBlock):
        return [], alone
    body = list(func.body.body)
    at = _body_index(ctx, func, body, call)
    if at is None:
        return [], alone
    roots = [(call, data, at)]
    while True:
        found, reads, tops = _chain_of(ctx, body, roots)
        if not found:
            return [], alone
        other = None
        for j in found:
            for target in _target_names(body[j].body[0]):
                stray = _stray_read(ctx, body, j, target.value, reads)
                if stray is False:
                    return None
                if stray is not None:
                    other = _sibling_array(ctx, func, body, call, stray)
                    if other is None or len(roots) > 8:
                        return None
                    break
            if other is not None:
                break
        if other is None:
            return [(body[j].body[0], found[j]) for j in sorted(found)], tops
        roots.append(other)


def _body_index(ctx, func, body, node) -> int | None:
    """The index in ``body`` of the statement of the function's own body holding ``node``."""
    stmt = node
    while stmt is not None and ctx.parent(stmt) is not func.body:
        stmt = ctx.parent(stmt)
    return next((i for i, s in enumerate(body) if s is stmt), None) if stmt is not None else None


def _sibling_array(ctx, func, body, call: cst.Call, read: cst.Name):
    """``(other, its data, its statement's index)`` where ``read`` lies in the data of ``other``,
    another call of the constructor ``call`` makes (``nd.array(np.sin(ang))``), else None."""
    want, cur = ctx.resolve(call.func), ctx.parent(read)
    while cur is not None and cur is not func:
        if isinstance(cur, cst.Call) and cur is not call and ctx.resolve(cur.func) == want:
            data = _data(cur)
            at = _body_index(ctx, func, body, cur)
            if data is None or at is None or not _within(read, data) \
                    or dtype_only(ctx, cur.args[1:], "arange") is not None:
                return None
            return cur, data, at
        cur = ctx.parent(cur)
    return None


def _chain_of(ctx, body, roots):
    """``(found, reads, tops)`` for ``_local_chain``: the statements binding arrays the roots' data
    read (index -> the bindings its value reads), the parts rewritten in each statement, and each
    root with the bindings its data reads."""
    found: dict[int, Deps] = {}
    reads: dict[int, list[cst.CSTNode]] = {}

    def latest(name: str, before: int) -> int | None:
        return next((j for j in range(before - 1, -1, -1) if _binding(ctx, body[j], name) is not None), None)

    def deps_of(part, t: int, depth: int) -> Deps:
        deps = {}
        for n in name_nodes(part):
            j = latest(n.value, t)
            if j is not None and holds_array(j, depth + 1):
                deps[n.value] = body[j].body[0]
        return deps

    def holds_array(j: int, depth: int) -> bool:
        if j in found:
            return True
        if depth > len(body):
            return False
        value = body[j].body[0].value
        deps = deps_of(value, j, depth)
        ranges = value.args if _unpacked_names(body[j].body[0]) else [cst.Arg(value)]
        if not (deps or any(_reads_arange(ctx, a.value) for a in ranges)):
            return False
        found[j] = deps
        reads[j] = [value]
        return True

    for _, data, at in roots:
        reads.setdefault(at, []).append(data)
    tops = [(c, data, deps_of(data, at, 0)) for c, data, at in roots]
    deps_of = None      # (it and holds_array call each other: a cycle that kept the file's trees)
    return found, reads, tops


def _stray_read(ctx, body, j: int, name: str, reads):
    """None when every read of the binding of ``name`` at ``body[j]`` is inside a part rewritten
    with it (``reads``); False when a function defined before it reads the name (it may run
    after, reading the F array); else the first read outside those parts."""
    nxt = next((k for k in range(j + 1, len(body)) if _binding(ctx, body[k], name) is not None), None)
    for t, s in enumerate(body):
        if t < j and any(name in names_in(d) for d in _deferred(s)):
            return False
        if t <= j or (nxt is not None and t > nxt):
            continue
        for m in name_nodes(s):
            if m.value != name or (t == nxt and any(m is n for n in _target_names(_binding(ctx, s, name)))):
                continue
            # a read of this binding: only inside a part rewritten with it
            if not (t in reads and any(_within(m, part) for part in reads[t])):
                return m
    return None


class _Translate:
    """numpy expression -> (F text, rank); rank 0 is a python number left as written."""

    def __init__(self, ctx, f: str, arrays: dict[str, int] | None = None, rounded_names=frozenset()):
        self.ctx, self.f, self.arrays = ctx, f, arrays or {}
        # whether a linspace was translated (points rounded twice), and the locals holding one
        self.rounded, self.rounded_names = False, rounded_names

    def code(self, node) -> str:
        return " ".join(self.ctx.code_for(node).split())

    def expr(self, node) -> tuple[str, int]:
        dtype = _astype_dtype(node)
        if dtype is not None:
            if self.code(dtype) not in _FLOAT_DTYPES:
                raise _No(f"`.astype({self.code(dtype)})` (not a float dtype)")
            text, rank = self.expr(node.func.value)
            if rank == 0:
                raise _No("`.astype` of a python number")
            return text, rank
        if isinstance(node, cst.Name) and node.value in self.arrays:
            return node.value, self.arrays[node.value]
        if isinstance(node, (cst.Call, cst.Attribute)) and self.number(node):
            return self.code(node), 0
        if isinstance(node, cst.Call):
            return self.call(node)
        if isinstance(node, cst.BinaryOperation):
            return self.binary(node)
        if isinstance(node, cst.Comparison):
            return self.compare(node)
        if isinstance(node, cst.UnaryOperation) and isinstance(node.operator, (cst.Minus, cst.Plus)):
            text, rank = self.expr(node.expression)
            sign = "-" if isinstance(node.operator, cst.Minus) else "+"
            return (f"{sign}{text}" if rank == 0 else f"({sign}{text})"), rank
        if isinstance(node, cst.Subscript) and not _size_read(node):
            return self.subscript(node)
        if self.number(node):
            return self.code(node), 0
        raise _No(f"`{self.code(node)}`")

    def number(self, node, ops=(cst.Add, cst.Subtract, cst.Multiply, cst.Divide, cst.FloorDivide),
               literal=number_literal) -> bool:
        """A python number while tracing, never a numpy array: a literal, a size read from a
        tensor, a name the engine knows as a python scalar, an attribute every store of which is
        a python number or string (a configured `self._freqs` may hold a numpy array), and
        arithmetic of those."""
        if literal(node) is not None or _size_read(node):
            return True
        if literal is number_literal and self.math(node, ops, literal):
            return True
        if isinstance(node, cst.Name):
            return self.ctx.kind(node) is Kind.SCALAR or node.value in _shape_names(self.ctx)
        cls = self.ctx.scope.cls if self.ctx.scope is not None else None
        if isinstance(node, cst.Attribute) and isinstance(node.value, cst.Name) and node.value.value == "self":
            return cls is not None and node.attr.value in cls.scalar_attrs
        if isinstance(node, cst.UnaryOperation) and isinstance(node.operator, (cst.Minus, cst.Plus)):
            return self.number(node.expression, ops, literal)
        return isinstance(node, cst.BinaryOperation) and isinstance(node.operator, ops) \
            and self.number(node.left, ops, literal) and self.number(node.right, ops, literal)

    def math(self, node, ops, literal) -> bool:
        """``math.log(10000)``, ``math.pi``: the math module's real functions of python numbers
        and its constants are python floats (a sinusoidal embedding's ``-math.log(10000) / half``)."""
        resolved = self.ctx.resolve(node.func if isinstance(node, cst.Call) else node) or ""
        head, _, fn = resolved.rpartition(".")
        if head == "numpy" and not isinstance(node, cst.Call):
            return fn in _NUMPY_CONSTANTS
        if head != "math":
            return False
        if not isinstance(node, cst.Call):
            return fn in _MATH_CONSTANTS
        return fn in _MATH_FUNCTIONS and bool(node.args) and all(
            not a.star and a.keyword is None and self.number(a.value, ops, literal) for a in node.args)

    def size(self, node) -> bool:
        """A python integer while tracing, as ``number`` reads one, without ``/``."""
        return self.number(node, (cst.Add, cst.Subtract, cst.Multiply, cst.FloorDivide), int_literal)

    def call(self, node: cst.Call) -> tuple[str, int]:
        name = self.ctx.resolve(node.func)
        if name == "numpy.stack":
            return self.stack(node)
        if isinstance(node.func, cst.Attribute) and node.func.attr.value in _RESHAPES \
                and not (name or "").startswith("numpy."):
            return self.reshaped(node)
        if any(a.star or a.keyword is not None for a in node.args):
            raise _No(f"arguments by keyword in `{self.code(node.func)}`")
        f = self.f
        if name == "numpy.arange":
            if not 1 <= len(node.args) <= 3 or not all(self.size(a.value) for a in node.args):
                raise _No("an `np.arange` of something else than python integers")
            args = [a.value for a in node.args]
            if len(args) == 2:
                start, stop = int_literal(args[0]), args[1]
                # `np.arange(k, n + k)` is `arange(n) + k`: a range from 0 the shape fixers can size
                if start == 0:
                    return f"{f}.arange({self.code(stop)})", 1
                if start is not None and isinstance(stop, cst.BinaryOperation) \
                        and isinstance(stop.operator, cst.Add) and int_literal(stop.right) == start:
                    return f"({f}.arange({self.code(stop.left)}) + {start})", 1
            return f"{f}.arange({', '.join(self.code(a) for a in args)})", 1
        if name == "numpy.linspace":
            return self.linspace(node)
        if name in ("numpy.eye", "numpy.identity"):
            # one size, no offset (keywords are refused above): numpy's float64 identity, whose 0s
            # and 1s F.eye holds exactly in float32; the shape fixers then size it from the tensor
            if len(node.args) != 1 or not self.size(node.args[0].value):
                raise _No(f"`{self.code(node.func)}` of other than one python integer size")
            return f"{f}.eye({self.code(node.args[0].value)})", 2
        if name == "numpy.outer" and len(node.args) == 2:
            # numpy flattens both; of two 1-D arrays, a column times a row
            (a, ra), (b, rb) = (self.expr(arg.value) for arg in node.args)
            if ra != 1 or rb != 1:
                raise _No("an `np.outer` of other than two 1-D arrays")
            return f"{f}.broadcast_mul({f}.reshape({_bare(a)}, (-1, 1)), {f}.reshape({_bare(b)}, (1, -1)))", 2
        if name in _UNARY and len(node.args) == 1:
            text, rank = self.expr(node.args[0].value)
            if rank == 0:
                raise _No(f"`{self.code(node.func)}` of a python number")
            return f"{f}.{_UNARY[name]}({_bare(text)})", rank
        if name in _SCALED and len(node.args) == 1:
            text, rank = self.expr(node.args[0].value)
            if rank == 0:
                raise _No(f"`{self.code(node.func)}` of a python number")
            return f"({text} * {_SCALED[name]})", rank
        raise _No(f"`{self.code(node.func)}`")

    def meshgrid(self, node: cst.Call, count: int) -> tuple[str, int]:
        """``np.meshgrid(a, b[, indexing='ij'])`` of two 1-D arrays, unpacked into ``count`` names ->
        the two 2-D grids, each the one array spread along its axis by a broadcast add of the other
        array's zeros (exact: ``v + 0.0`` is ``v``). numpy's default ``'xy'`` indexing gives shape
        ``(len(b), len(a))`` with ``a`` along the rows, ``'ij'`` ``(len(a), len(b))``."""
        args = [a for a in node.args if a.keyword is None and not a.star]
        kw = {a.keyword.value: a.value for a in node.args if a.keyword is not None}
        indexing = self.code(kw.pop("indexing")) if "indexing" in kw else "'xy'"
        if len(args) != 2 or count != 2 or kw or any(a.star for a in node.args) \
                or indexing not in ("'ij'", '"ij"', "'xy'", '"xy"'):
            raise _No("an `np.meshgrid` of other than two arrays unpacked into two names")
        (a, ra), (b, rb) = (self.expr(arg.value) for arg in args)
        if self.rounded or any(n.value in self.rounded_names for arg in args for n in name_nodes(arg.value)):
            # a linspace's float32 points round twice (`i * step + start`), 1 ulp off numpy's at
            # some points; a grid spreads them over every pixel, which a SIREN's sin(30 * ...)
            # turns into a 1e-5 change (measured): only exact ranges are spread
            raise _No("an `np.meshgrid` of `np.linspace` (float32 rounds its points twice)")
        if ra != 1 or rb != 1:
            raise _No("an `np.meshgrid` of other than two 1-D arrays")
        f = self.f
        col = lambda v: f"{f}.reshape({_bare(v)}, (-1, 1))"
        row = lambda v: f"{f}.reshape({_bare(v)}, (1, -1))"
        if "ij" in indexing:
            first = f"{f}.broadcast_add({col(a)}, {f}.zeros_like({row(b)}))"
            second = f"{f}.broadcast_add({f}.zeros_like({col(a)}), {row(b)})"
        else:
            first = f"{f}.broadcast_add({f}.zeros_like({col(b)}), {row(a)})"
            second = f"{f}.broadcast_add({col(b)}, {f}.zeros_like({row(a)}))"
        return f"{first}, {second}", 2

    def stack(self, node: cst.Call) -> tuple[str, int]:
        """``np.stack([a, b, ...][, axis])`` of arrays of one rank -> ``F.stack(a, b, ..., axis=k)``."""
        args = [a for a in node.args if a.keyword is None and not a.star]
        kw = {a.keyword.value: a.value for a in node.args if a.keyword is not None}
        axis = kw.pop("axis", args[1].value if len(args) == 2 else None)
        if not args or len(args) > 2 or kw or (len(args) == 2 and len(node.args) > 2) \
                or not isinstance(args[0].value, (cst.List, cst.Tuple)) \
                or any(not isinstance(e, cst.Element) for e in args[0].value.elements):
            raise _No("an `np.stack` of other than a list of arrays and an axis")
        k = 0 if axis is None else int_literal(axis)
        parts = [self.expr(e.value) for e in args[0].value.elements]
        ranks = {r for _, r in parts}
        if not parts or len(ranks) != 1 or 0 in ranks or k is None or not -ranks.pop() - 1 <= k <= parts[0][1]:
            raise _No("an `np.stack` of other than arrays of one rank along a literal axis")
        return f"{self.f}.stack({', '.join(_bare(t) for t, _ in parts)}, axis={k})", parts[0][1] + 1

    def reshaped(self, node: cst.Call) -> tuple[str, int]:
        """numpy's ``a.reshape(-1, 2)`` / ``a.reshape((-1, 2))`` of positive sizes and one -1, and
        ``a.ravel()`` / ``a.flatten()`` (row-major, as MXNet's Reshape), -> ``F.reshape``; 0 and
        MXNet's other negative codes mean other things in numpy and are refused."""
        method = node.func.attr.value
        sizes = [a.value for a in node.args]
        if len(sizes) == 1 and isinstance(sizes[0], cst.Tuple):
            sizes = [e.value for e in sizes[0].elements]
        values = [int_literal(v) for v in sizes]
        if any(a.keyword is not None or a.star for a in node.args) or (method != "reshape") == bool(sizes) \
                or any(v is None or v == 0 or v < -1 for v in values) or values.count(-1) > 1:
            raise _No(f"`.{method}` of other than literal sizes")
        text, rank = self.expr(node.func.value)
        if rank == 0:
            raise _No(f"`.{method}` of a python number")
        shape = ", ".join(str(v) for v in values) if values else "-1"
        return f"{self.f}.reshape({_bare(text)}, ({shape},))" if len(values) <= 1 else \
            f"{self.f}.reshape({_bare(text)}, ({shape}))", max(len(values), 1)

    def reduced(self, node) -> tuple[str, int] | None:
        """``a.mean()`` / ``np.mean(a)`` (sum, max, min) of an array ``a``, as F's (1,) array, which
        stands for numpy's scalar only beside another array (``w / w.mean()``), never alone;
        else None."""
        if not isinstance(node, cst.Call) or any(a.star or a.keyword is not None for a in node.args):
            return None
        if isinstance(node.func, cst.Attribute) and node.func.attr.value in _REDUCE and not node.args:
            op, operand = _REDUCE[node.func.attr.value], node.func.value
        else:
            name = self.ctx.resolve(node.func) or ""
            if not name.startswith("numpy.") or name[6:] not in _REDUCE or len(node.args) != 1:
                return None
            op, operand = _REDUCE[name[6:]], node.args[0].value
        text, rank = self.expr(operand)
        if rank == 0:
            raise _No(f"`{self.code(node)}` of a python number")
        return f"{self.f}.{op}({_bare(text)})", 0

    def linspace(self, node: cst.Call) -> tuple[str, int]:
        """``np.linspace(a, b, n)`` -> ``a + arange(n) * ((b - a) / max(n - 1, 1))``: numpy's
        step over ``n - 1`` intervals; one point (``n == 1``) is ``[a]`` in both, where a step
        over 0 intervals would make it NaN. The span is written as the number it is, so the step
        is a literal over a size, which the shape fixers read from the tensor."""
        if len(node.args) != 3 or not self.size(node.args[2].value):
            raise _No("an `np.linspace` of other than a start, a stop and a python integer count")
        start, stop = (number_literal(a.value) for a in node.args[:2])
        if not all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in (start, stop)):
            raise _No("an `np.linspace` whose start or stop is not a number literal")
        self.rounded = True
        n = self.code(node.args[2].value)
        steps = f"max({n} - 1, 1)" if not needs_parens(node.args[2].value) else f"max(({n}) - 1, 1)"
        ramp = f"{self.f}.arange({n}) * ({float(stop) - float(start)!r} / {steps})"
        if not start:
            return f"({ramp})", 1
        return (f"({ramp} + {float(start)!r})" if start > 0 else f"({ramp} - {-float(start)!r})"), 1

    def binary(self, node: cst.BinaryOperation) -> tuple[str, int]:
        op = type(node.operator)
        if op not in _BROADCAST:
            raise _No(f"`{self.code(node)}`" if op not in (cst.FloorDivide, cst.Modulo)
                      else f"`{'//' if op is cst.FloorDivide else '%'}` (numpy's integer result)")
        return self.pair(node.left, node.right, self.code(node.operator).strip(), _BROADCAST[op], node)

    def compare(self, node: cst.Comparison) -> tuple[str, int]:
        if len(node.comparisons) != 1 or type(node.comparisons[0].operator) not in COMPARE:
            raise _No(f"`{self.code(node)}`")
        target = node.comparisons[0]
        return self.pair(node.left, target.comparator, self.code(target.operator).strip(),
                         COMPARE[type(target.operator)][1], node)

    def pair(self, left, right, symbol: str, broadcast: str, node) -> tuple[str, int]:
        lred, rred = self.reduced(left), self.reduced(right)
        if lred or rred:
            other = self.expr(right if lred else left)
            if (lred and rred) or other[1] == 0:
                raise _No(f"`{self.code(node)}`: a whole-array reduction beside other than an array")
            lt, rt = (lred[0], other[0]) if lred else (other[0], rred[0])
            return f"{self.f}.{broadcast}({_bare(lt)}, {_bare(rt)})", other[1]
        lt, lr = self.expr(left)
        rt, rr = self.expr(right)
        if lr == 0 and rr == 0:
            if _reads_arange(self.ctx, node):
                raise _No(f"`{self.code(node)}`")
            return self.code(node), 0
        if lr and rr:
            if lr != rr:
                raise _No("arrays of two ranks, which numpy aligns from the last axis")
            return f"{self.f}.{broadcast}({_bare(lt)}, {_bare(rt)})", lr
        return f"({lt} {symbol} {rt})", max(lr, rr)

    def subscript(self, node: cst.Subscript) -> tuple[str, int]:
        text, rank = self.expr(node.value)
        parts = [e.slice for e in node.slice]
        full = [isinstance(p, cst.Slice) and p.lower is None and p.upper is None and p.step is None for p in parts]
        none = [isinstance(p, cst.Index) and isinstance(p.value, cst.Name) and p.value.value == "None"
                for p in parts]
        if len(parts) == 1 and none[0] and rank:
            return f"{self.f}.expand_dims({_bare(text)}, axis=0)", rank + 1     # `a[None]`
        if rank != 1 or len(parts) != 2:
            raise _No(f"`{self.code(node)}`")
        if full[0] and none[1]:
            return f"{self.f}.reshape({_bare(text)}, (-1, 1))", 2
        if none[0] and full[1]:
            return f"{self.f}.reshape({_bare(text)}, (1, -1))", 2
        raise _No(f"`{self.code(node)}`")


def _shape_names(ctx) -> frozenset[str]:
    """The names of the function that only unpacking a tensor's sizes binds (``n, c, h, w =
    x.shape``, ``H, W = img.shape[2:]``): python integers while tracing, which the engine's kinds
    leave unknown (the elements of a shape)."""
    func = ctx.scope.func if ctx.scope is not None else None
    return frozenset() if not isinstance(func, cst.FunctionDef) else memoized("shape-unpacked-names", func, _unpacked_sizes)


def _unpacked_sizes(func: cst.FunctionDef) -> frozenset[str]:
    sizes: set[str] = set()
    other = {p.name.value for p in (*func.params.params, *func.params.posonly_params, *func.params.kwonly_params)}
    for node in iter_descendants(func.body):
        if isinstance(node, cst.Assign):
            for t in node.targets:
                names = [n.value for n in iter_descendants(t.target) if isinstance(n, cst.Name)] \
                    if not isinstance(t.target, cst.Name) else [t.target.value]
                shape = node.value.value if isinstance(node.value, cst.Subscript) and isinstance(
                    node.value.slice[0].slice, cst.Slice) and len(node.value.slice) == 1 else node.value
                if isinstance(t.target, (cst.Tuple, cst.List)) and isinstance(shape, cst.Attribute) \
                        and shape.attr.value == "shape" and all(
                            isinstance(e, cst.Element) and isinstance(e.value, cst.Name) for e in t.target.elements):
                    sizes.update(names)
                else:
                    other.update(names)
        elif isinstance(node, (cst.AugAssign, cst.AnnAssign, cst.For, cst.NamedExpr, cst.CompFor)):
            other.update(n.value for n in (node.target, *iter_descendants(node.target)) if isinstance(n, cst.Name))
        elif isinstance(node, cst.WithItem) and node.asname is not None:
            other.update(n.value for n in iter_descendants(node.asname) if isinstance(n, cst.Name))
        elif isinstance(node, (cst.FunctionDef, cst.ClassDef, cst.Lambda, cst.ImportAlias, cst.ExceptHandler,
                               cst.Global, cst.Nonlocal)):
            other.update(n.value for n in iter_descendants(node) if isinstance(n, cst.Name))
    return frozenset(sizes - other)


def _size_read(node) -> bool:
    """``t.shape[k]`` with an integer literal k."""
    return isinstance(node, cst.Subscript) and isinstance(node.value, cst.Attribute) \
        and node.value.attr.value == "shape" and len(node.slice) == 1 \
        and isinstance(node.slice[0].slice, cst.Index) and int_literal(node.slice[0].slice.value) is not None


def _placed(ctx, node, text: str) -> str:
    """``text`` to stand where ``node`` is: bare where a whole expression stands (an argument, an
    assignment's value), parenthesized where an operator or an attribute binds tighter than its
    own operators (``nd.array(np.linspace(...)).reshape(...)``: ``(a + b).reshape``, not
    ``a + b.reshape``)."""
    parent = ctx.parent(node)
    tight = (isinstance(parent, (cst.Attribute, cst.Subscript)) and parent.value is node
             or isinstance(parent, (cst.BinaryOperation, cst.UnaryOperation, cst.Comparison,
                                    cst.ComparisonTarget)))
    bare = _bare(text)
    if not tight:
        return bare
    if bare != text:
        return text
    try:
        atom = isinstance(cst.parse_expression(text), (cst.Call, cst.Name, cst.Attribute, cst.Subscript))
    except cst.ParserSyntaxError:
        atom = False
    return text if atom else f"({text})"


def _bare(text: str) -> str:
    """An argument's text without the parentheses of a whole operator expression."""
    if text.startswith("(") and text.endswith(")"):
        depth = 0
        for i, ch in enumerate(text):
            depth += ch == "("
            depth -= ch == ")"
            if depth == 0 and i < len(text) - 1:
                return text
        return text[1:-1]
    return text
