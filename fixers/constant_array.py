"""HYB007 fixer: ``nd.array(<literal>)`` / ``F.array(<literal>)`` in hybrid code -> a graph constant.

A uniform literal becomes ``F.zeros`` / ``F.ones`` / ``F.full`` of its shape; any other literal
becomes a constant Parameter registered in ``__init__`` with ``self.params.get_constant`` and
received as a keyword argument of ``hybrid_forward``.
"""
from __future__ import annotations

import libcst as cst

from hybridlint.diagnostics import Fix
from hybridlint.engine.walk import iter_descendants

from . import Example, Fixer, Refusal, make_fix
from . import _numpy_roundtrip
from ._arrays import assignments_to as _assignments_to
from ._arrays import broadcast_edits
from ._arrays import self_attr_name as _self_attr_name
from ._util import line_end, line_start

_MODULE = """\
from mxnet import nd
from mxnet.gluon import HybridBlock


class Net(HybridBlock):
{body}"""


_GETF = """\
import mxnet as mx
from mxnet.gluon import HybridBlock


def getF(var):
    if isinstance(var, mx.nd.NDArray):
        return mx.nd
    return mx.sym


"""

# a plain object __init__ builds and hybrid code calls, as gluonts' DeepState holds its ISSM
_TREND = """\
import mxnet as mx
from mxnet.gluon import HybridBlock


class Trend:
    def coeff(self, t):
        F = mx.nd if isinstance(t, mx.nd.NDArray) else mx.sym
        m = {array}
        return F.broadcast_like(m.expand_dims(axis=0), t, lhs_axes=(0,), rhs_axes=(0,))


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.issm = Trend()

    def hybrid_forward(self, F, x):
        return self.issm.coeff(x) * 2
"""


def _module(body: str) -> str:
    return _MODULE.format(body="".join(f"    {line}\n" if line else "\n" for line in body.splitlines()))


_NP_MODULE = """\
import numpy as np
from mxnet.gluon import HybridBlock


class Net(HybridBlock):
{body}"""


def _np_module(body: str) -> str:
    return _NP_MODULE.format(body="".join(f"    {line}\n" if line else "\n" for line in body.splitlines()))


def _number(node: cst.BaseExpression) -> tuple[float, str] | None:
    sign = ""
    if isinstance(node, cst.UnaryOperation) and isinstance(node.operator, cst.Minus):
        sign, node = "-", node.expression
    if isinstance(node, (cst.Integer, cst.Float)) and not node.lpar:
        try:
            value = float(node.value.replace("_", "")) if isinstance(node, cst.Float) else int(node.value, 0)
        except ValueError:
            return None
        return (-value if sign else value), sign + node.value
    return None


_BOTH_MODULE = """\
import numpy as np
from mxnet import nd
from mxnet.gluon import HybridBlock


class Net(HybridBlock):
{body}"""


def _both_module(body: str) -> str:
    return _BOTH_MODULE.format(body="".join(f"    {line}\n" if line else "\n" for line in body.splitlines()))


def literal_array(node: cst.BaseExpression) -> tuple[tuple[int, ...], list[tuple[float, str]]] | None:
    """(shape, [(value, source)]) of a rectangular nested list/tuple of number literals."""
    if not isinstance(node, (cst.List, cst.Tuple)):
        return None
    elems = [e.value for e in node.elements if not isinstance(e, cst.StarredElement)]
    if len(elems) != len(node.elements) or not elems:
        return None
    scalars = [_number(e) for e in elems]
    if all(s is not None for s in scalars):
        return (len(elems),), scalars
    subs = [literal_array(e) for e in elems]
    if any(s is None for s in subs) or len({s[0] for s in subs}) != 1:
        return None
    return (len(elems),) + subs[0][0], [v for s in subs for v in s[1]]


def _shape_text(shape: tuple[int, ...]) -> str:
    return f"({shape[0]},)" if len(shape) == 1 else "(" + ", ".join(map(str, shape)) + ")"


# a helper's literal is rebuilt in the graph from runs of equal values; a longer one is a table
# that belongs in a constant Parameter of the block
_MAX_RUN_VALUES = 64


def _runs_text(f: str, shape: tuple[int, ...], values: list[tuple[float, str]], dtype: str) -> str:
    """``F.reshape(F.concat(F.full((2,), 1), F.full((1,), 0), ..., dim=0), shape=(2, 2))``: the
    literal's values in order, each run of equal values one ``F.full`` (float32 unless ``dtype``,
    as nd.array gives a list)."""
    runs: list[tuple[int, str]] = []
    last = None
    for value, text in values:
        if runs and value == last:
            runs[-1] = (runs[-1][0] + 1, runs[-1][1])
        else:
            runs.append((1, text))
        last = value
    pieces = [f"{f}.full(({n},), {text}{dtype})" for n, text in runs]
    flat = pieces[0] if len(pieces) == 1 else f"{f}.concat({', '.join(pieces)}, dim=0)"
    return flat if len(shape) == 1 else f"{f}.reshape({flat}, shape={_shape_text(shape)})"


class ConstantArray(Fixer):
    code = "HYB007"
    name = "constant-array"
    applicability = "unsafe"
    needs_f = True
    description = """
    Rewrites `nd.array(c)` / `mx.nd.array(c)` / `F.array(c)` of a literal `c` (nested lists of
    numbers) inside hybrid code. A uniform literal becomes `F.zeros(shape)`, `F.ones(shape)` or
    `F.full(shape, v)` (keeping a `dtype=` argument). Any other literal, and any literal given
    `ctx=x.context` (or `x.ctx`) of a proven tensor -- the device a constant Parameter is read on
    anyway -- or `ctx=mx.cpu()` (an eager run then had its inputs on the CPU too: MXNet's
    operators require every input on one device type) becomes a constant
    Parameter: `self.<name> = self.params.get_constant('<name>', c)` is added to `__init__` right
    after the `super().__init__(...)` call (or a new `__init__` is added), `<name>=None` is added
    to `hybrid_forward`'s parameters, and the call is replaced by `<name>` (an assignment
    `<name> = nd.array(c)` is removed and its name reused); where the constant (or a reshape or
    cast of it) meets an array in `+ - * / % **` (a proven tensor, an unrebound input, an array
    `__init__` built), the operation becomes the `F.broadcast_*` that NDArray arithmetic is, as
    the Symbol it becomes needs (`x * nd.array(self.scale)` -> `F.broadcast_mul(x, const0)`). Unsafe: the values and dtype
    (float32, as nd.array gives for lists) are the same and a constant is not trained, but it is
    a new Parameter: files saved by `save_parameters` before the fix lack it (MXNet 1.9.1's
    `load_parameters` then raises "Parameter '<name>' is missing"; pass `allow_missing=True`), and
    a block with no other Parameter now needs `initialize()`. Data held
    in `self.<attr>` becomes a constant registered right after the `__init__` line that sets it
    (unsafe: a later change to the attribute is not seen; refused when a branch or loop may set
    it). Data computed in numpy from a tensor's `.asnumpy()` with elementwise numpy functions and
    arithmetic on python numbers (`k = np.floor(m * t.asnumpy() / np.pi); F.array(k)`) becomes the
    same computation in F operators (unsafe: equal for floating-point tensors; numpy promotes
    integer data to float64); so do one comparison of such an array with a number (`F.array(t.asnumpy()
    > 0)` -> `(t > 0)`: numpy's bool array comes back as float32 0/1) and numpy sum/mean/max/min/prod/
    argmax/argmin over literal axes (`np.argmax(t.asnumpy(), axis=1)` -> `F.argmax(t, axis=1)`), and
    numpy constant arrays `np.ones/zeros/full` of python sizes (a tensor's `.shape[k]` among them,
    then rewritten by the shape fixers) and `np.ones_like/zeros_like` of such an array.
    Refuses other non-literal data, a `dtype=` other than float32 with a
    non-uniform literal, any other `ctx=` (a GPU's), `**kwargs` signatures and `__init__` without a
    `super().__init__` call. In an F-helper (a function or a method of a plain object that hybrid
    code calls, with no block to hold a constant) a non-uniform literal of at most 64 numbers and
    no `ctx=` is built in the graph instead, each run of equal values one `F.full` joined by
    `F.concat` and reshaped (`F.array([[1, 1], [0, 1]])` -> `F.reshape(F.concat(F.full((2,), 1),
    F.full((1,), 0), F.full((1,), 1), dim=0), shape=(2, 2))`): safe, the same values and dtype.
    """
    EXAMPLES = [
        # F-helpers: no block to hold a constant, so runs of F.full in the graph
        Example("from mxnet import nd\nfrom mxnet.gluon import HybridBlock\n\n\ndef _shift(F, x):\n"
                "    return F.broadcast_add(x, F.array([[1, 1], [0, 1]]))\n\n\n"
                "class Net(HybridBlock):\n    def hybrid_forward(self, F, x):\n        return _shift(F, x)\n",
                "from mxnet import nd\nfrom mxnet.gluon import HybridBlock\n\n\ndef _shift(F, x):\n"
                "    return F.broadcast_add(x, F.reshape(F.concat(F.full((2,), 1), F.full((1,), 0), "
                "F.full((1,), 1), dim=0), shape=(2, 2)))\n\n\n"
                "class Net(HybridBlock):\n    def hybrid_forward(self, F, x):\n        return _shift(F, x)\n",
                shapes=[[(2, 2)], [(3, 2, 2)]], applicability="safe"),
        Example(_GETF + "def weigh(t):\n    F = getF(t)\n"
                "    return F.broadcast_mul(t, F.array([0.5, -1.0, -1.0], dtype='float32'))\n\n\n"
                "class Net(HybridBlock):\n    def hybrid_forward(self, F, x):\n        return weigh(x)\n",
                _GETF + "def weigh(t):\n    F = getF(t)\n"
                "    return F.broadcast_mul(t, F.concat(F.full((1,), 0.5, dtype='float32'), "
                "F.full((2,), -1.0, dtype='float32'), dim=0))\n\n\n"
                "class Net(HybridBlock):\n    def hybrid_forward(self, F, x):\n        return weigh(x)\n",
                shapes=[[(2, 3)], [(4, 3)]], applicability="safe"),
        Example(_TREND.format(array="F.array([[1, 1], [0, 1]])"),
                _TREND.format(array="F.reshape(F.concat(F.full((2,), 1), F.full((1,), 0), F.full((1,), 1), "
                                    "dim=0), shape=(2, 2))"),
                shapes=[[(3, 2, 2)], [(1, 2, 2)]], applicability="safe"),
        Example(_TREND.format(array="F.array([[1, 1], [0, 1]], ctx=mx.cpu())"), None,
                reason="a helper builds in-graph only a literal of at most 64 numbers without ctx="),
        Example(_module("def hybrid_forward(self, F, x):\n    return F.broadcast_add(x, nd.array([1, 1, 1]))"),
                _module("def hybrid_forward(self, F, x):\n    return F.broadcast_add(x, F.ones((3,)))"),
                shapes=[[(2, 3)], [(4, 3)]], applicability="safe"),
        Example(_module("def hybrid_forward(self, F, x):\n    z = F.array([[0.5, 0.5]])\n"
                        "    return F.broadcast_mul(x, z)"),
                _module("def hybrid_forward(self, F, x):\n    z = F.full((1, 2), 0.5)\n"
                        "    return F.broadcast_mul(x, z)"),
                shapes=[[(3, 2)], [(1, 2)]], applicability="safe"),
        Example(_module("def hybrid_forward(self, F, x):\n    return F.broadcast_add(x, "
                        "nd.array([0, 0], dtype='float32') + nd.ones((2,)))"),
                _module("def hybrid_forward(self, F, x):\n    return F.broadcast_add(x, "
                        "F.zeros((2,), dtype='float32') + F.ones((2,)))"),
                shapes=[[(3, 2)]], applicability="safe"),
        Example(_module("def __init__(self, **kwargs):\n    super().__init__(**kwargs)\n    self.k = 2\n\n"
                        "def hybrid_forward(self, F, x):\n    scale = nd.array([[1, 2, 3]])\n"
                        "    return F.broadcast_mul(x, scale) * self.k"),
                _module("def __init__(self, **kwargs):\n    super().__init__(**kwargs)\n"
                        "    self.scale = self.params.get_constant('scale', [[1, 2, 3]])\n    self.k = 2\n\n"
                        "def hybrid_forward(self, F, x, scale=None):\n"
                        "    return F.broadcast_mul(x, scale) * self.k"),
                shapes=[[(2, 3)], [(5, 3)]], applicability="unsafe"),
        Example(_module("def hybrid_forward(self, F, x):\n    return F.broadcast_sub(x, F.array([0.5, -1.0]))"),
                _module("def __init__(self, *args, **kwargs):\n    super().__init__(*args, **kwargs)\n"
                        "    self.const0 = self.params.get_constant('const0', [0.5, -1.0])\n\n"
                        "def hybrid_forward(self, F, x, const0=None):\n"
                        "    return F.broadcast_sub(x, const0)"),
                shapes=[[(4, 2)], [(1, 2)]], applicability="unsafe"),
        # arithmetic with an eager array broadcast eagerly (NDArray.__mul__ is broadcast_mul): the
        # constant, a Symbol once hybridized, gets the broadcast written out
        Example(_both_module("def __init__(self, **kwargs):\n    super().__init__(**kwargs)\n"
                             "    self.scale = np.array([1.0, 2.0, 3.0], dtype='float32')\n\n"
                             "def hybrid_forward(self, F, x):\n    return x * nd.array(self.scale)"),
                _both_module("def __init__(self, **kwargs):\n    super().__init__(**kwargs)\n"
                             "    self.scale = np.array([1.0, 2.0, 3.0], dtype='float32')\n"
                             "    self.const0 = self.params.get_constant('const0', self.scale)\n\n"
                             "def hybrid_forward(self, F, x, const0=None):\n    return F.broadcast_mul(x, const0)"),
                shapes=[[(2, 3)], [(4, 1, 3)]], applicability="unsafe"),
        Example(_module("def hybrid_forward(self, F, x):\n    w = nd.array([[0.2, 0.7, 0.1]])\n"
                        "    return x * w + 1"),
                _module("def __init__(self, *args, **kwargs):\n    super().__init__(*args, **kwargs)\n"
                        "    self.w = self.params.get_constant('w', [[0.2, 0.7, 0.1]])\n\n"
                        "def hybrid_forward(self, F, x, w=None):\n    return F.broadcast_mul(x, w) + 1"),
                shapes=[[(2, 3)], [(3,)]], applicability="unsafe"),
        Example(_module("def hybrid_forward(self, F, x):\n    return nd.array([1.0, 2.0]).reshape((1, 2)) - F.relu(x)"),
                _module("def __init__(self, *args, **kwargs):\n    super().__init__(*args, **kwargs)\n"
                        "    self.const0 = self.params.get_constant('const0', [1.0, 2.0])\n\n"
                        "def hybrid_forward(self, F, x, const0=None):\n"
                        "    return F.broadcast_sub(const0.reshape((1, 2)), F.relu(x))"),
                shapes=[[(3, 2)], [(2,)]], applicability="unsafe"),
        Example(_module("def hybrid_forward(self, F, x):\n    return x / nd.array([2.0, 4.0, 8.0], ctx=x.context)"),
                _module("def __init__(self, *args, **kwargs):\n    super().__init__(*args, **kwargs)\n"
                        "    self.const0 = self.params.get_constant('const0', [2.0, 4.0, 8.0])\n\n"
                        "def hybrid_forward(self, F, x, const0=None):\n    return F.broadcast_div(x, const0)"),
                shapes=[[(2, 3)], [(5, 1, 3)]], applicability="unsafe"),
        Example(_module("def hybrid_forward(self, F, x, n):\n    return F.broadcast_add(x, nd.array(n))"),
                None, reason="not a literal"),
        # `ctx=` the input's device: where Gluon fetches a constant Parameter anyway
        Example(_module("def hybrid_forward(self, F, x):\n    w = nd.array([0.2, 0.7, 0.1], ctx=x.context)\n"
                        "    return F.broadcast_mul(x, w)"),
                _module("def __init__(self, *args, **kwargs):\n    super().__init__(*args, **kwargs)\n"
                        "    self.w = self.params.get_constant('w', [0.2, 0.7, 0.1])\n\n"
                        "def hybrid_forward(self, F, x, w=None):\n    return F.broadcast_mul(x, w)"),
                shapes=[[(2, 3)], [(4, 3)]], applicability="unsafe"),
        Example(_module("def hybrid_forward(self, F, x):\n    y = F.relu(x)\n"
                        "    return F.broadcast_sub(y, nd.array([[0.5], [0.5]], ctx=y.ctx))"),
                _module("def __init__(self, *args, **kwargs):\n    super().__init__(*args, **kwargs)\n"
                        "    self.const0 = self.params.get_constant('const0', [[0.5], [0.5]])\n\n"
                        "def hybrid_forward(self, F, x, const0=None):\n    y = F.relu(x)\n"
                        "    return F.broadcast_sub(y, const0)"),
                shapes=[[(2, 3)], [(2, 1)]], applicability="unsafe"),
        Example(_module("def __init__(self, **kwargs):\n    super().__init__(**kwargs)\n\n"
                        "def hybrid_forward(self, F, x):\n"
                        "    m = nd.array([[1, -1], [2, 0.5]], ctx=x.context, dtype='float32')\n"
                        "    return F.dot(x, m)"),
                _module("def __init__(self, **kwargs):\n    super().__init__(**kwargs)\n"
                        "    self.m = self.params.get_constant('m', [[1, -1], [2, 0.5]])\n\n"
                        "def hybrid_forward(self, F, x, m=None):\n"
                        "    return F.dot(x, m)"),
                shapes=[[(3, 2)], [(1, 2)]], applicability="unsafe"),
        Example(_np_module("def hybrid_forward(self, F, x):\n    k = F.array([[1, 0], [0, 3]], dtype=np.float32)\n"
                           "    return F.dot(x, k) + 1"),
                _np_module("def __init__(self, *args, **kwargs):\n    super().__init__(*args, **kwargs)\n"
                           "    self.k = self.params.get_constant('k', [[1, 0], [0, 3]])\n\n"
                           "def hybrid_forward(self, F, x, k=None):\n    return F.dot(x, k) + 1"),
                shapes=[[(3, 2)], [(2, 2)]], applicability="unsafe"),
        # built on the CPU: an eager run then had its inputs there too (MXNet 1.9.1's operators
        # require every input on the same device type), where the constant is read
        Example("import mxnet as mx\n" + _module("def hybrid_forward(self, F, x):\n"
                                                "    w = nd.array([1.0, 2.0], ctx=mx.cpu())\n"
                                                "    return F.broadcast_mul(x, w)"),
                "import mxnet as mx\n" + _module("def __init__(self, *args, **kwargs):\n"
                                                "    super().__init__(*args, **kwargs)\n"
                                                "    self.w = self.params.get_constant('w', [1.0, 2.0])\n\n"
                                                "def hybrid_forward(self, F, x, w=None):\n"
                                                "    return F.broadcast_mul(x, w)"),
                shapes=[[(3, 2)], [(1, 2)]], applicability="unsafe"),
        Example("import mxnet as mx\n" + _module("def hybrid_forward(self, F, x):\n"
                                                "    w = nd.array([1.0, 2.0], ctx=mx.gpu(0))\n"
                                                "    return F.broadcast_mul(x, w)"),
                None, reason="`ctx=` has no graph equivalent"),
        Example(_module("def hybrid_forward(self, F, x):\n    w = nd.array([[1, 2], [3, 4]], dtype='int32')\n"
                        "    return F.dot(x, w)"),
                None, reason="needs a cast by hand"),
        # data held by the block: registered after __init__ sets it
        Example(_module("def __init__(self, **kwargs):\n    super().__init__(**kwargs)\n"
                        "    self._anchors = [[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]\n\n"
                        "def hybrid_forward(self, F, x):\n    anchors = nd.array(self._anchors)\n"
                        "    return F.broadcast_mul(x, anchors.reshape((1, 3, 2)))"),
                _module("def __init__(self, **kwargs):\n    super().__init__(**kwargs)\n"
                        "    self._anchors = [[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]\n"
                        "    self.anchors = self.params.get_constant('anchors', self._anchors)\n\n"
                        "def hybrid_forward(self, F, x, anchors=None):\n"
                        "    return F.broadcast_mul(x, anchors.reshape((1, 3, 2)))"),
                shapes=[[(2, 3, 2)], [(1, 3, 1)]], applicability="unsafe"),
        Example(_module("def __init__(self, scale=2.0, **kwargs):\n    super().__init__(**kwargs)\n"
                        "    self.w = [scale, 1.0]\n\n"
                        "def hybrid_forward(self, F, x):\n    return F.broadcast_mul(x, F.array(self.w))"),
                _module("def __init__(self, scale=2.0, **kwargs):\n    super().__init__(**kwargs)\n"
                        "    self.w = [scale, 1.0]\n    self.const0 = self.params.get_constant('const0', self.w)\n\n"
                        "def hybrid_forward(self, F, x, const0=None):\n    return F.broadcast_mul(x, const0)"),
                shapes=[[(3, 2)]], applicability="unsafe"),
        Example(_module("def __init__(self, flip=False, **kwargs):\n    super().__init__(**kwargs)\n"
                        "    self.w = [1.0, 2.0]\n    if flip:\n        self.w = [2.0, 1.0]\n\n"
                        "def hybrid_forward(self, F, x):\n    return F.broadcast_mul(x, F.array(self.w))"),
                None, reason="straight-line code"),
        # numpy computed from `.asnumpy()` and brought back: the same elementwise computation in F
        Example(_np_module("def hybrid_forward(self, F, x):\n    t = F.arccos(F.clip(x, -1, 1))\n"
                           "    k = np.floor(4 * t.asnumpy() / np.pi)\n    return x * F.array(k) - 2 * F.array(k)"),
                _np_module("def hybrid_forward(self, F, x):\n    t = F.arccos(F.clip(x, -1, 1))\n"
                           "    k = F.floor(4 * t / np.pi)\n    return x * k - 2 * k"),
                shapes=[[(3, 4)], [(2, 5, 2)]]),
        Example(_np_module("def hybrid_forward(self, F, x):\n"
                           "    return F.array(np.exp(-np.abs(x.asnumpy())) + 0.5) * 3"),
                _np_module("def hybrid_forward(self, F, x):\n    return (F.exp(-F.abs(x)) + 0.5) * 3"),
                shapes=[[(2, 3)], [(4,)]]),
        Example(_np_module("def __init__(self, scale=0.5, **kwargs):\n    super().__init__(**kwargs)\n"
                           "    self.scale = scale\n\n"
                           "def hybrid_forward(self, F, x):\n    y = F.relu(x)\n"
                           "    w = np.clip(np.maximum(y.asnumpy() * self.scale, 0.1) ** 2, 0.0, 0.2)\n"
                           "    return F.array(w, dtype='float32') + x"),
                _np_module("def __init__(self, scale=0.5, **kwargs):\n    super().__init__(**kwargs)\n"
                           "    self.scale = scale\n\n"
                           "def hybrid_forward(self, F, x):\n    y = F.relu(x)\n"
                           "    w = F.clip(F.maximum(y * self.scale, 0.1) ** 2, 0.0, 0.2)\n"
                           "    return w.astype('float32') + x"),
                shapes=[[(2, 3)], [(3, 2, 2)]]),
        # a comparison with a number, reductions over literal axes
        Example(_np_module("def hybrid_forward(self, F, x):\n    return F.broadcast_mul(x, F.array(x.asnumpy() > 0))"),
                _np_module("def hybrid_forward(self, F, x):\n    return F.broadcast_mul(x, (x > 0))"),
                shapes=[[(2, 3)], [(4,)]]),
        Example(_np_module("def hybrid_forward(self, F, x):\n    idx = F.array(np.argmax(x.asnumpy(), axis=1))\n"
                           "    return F.pick(x, idx, axis=1)"),
                _np_module("def hybrid_forward(self, F, x):\n    idx = F.argmax(x, axis=1)\n"
                           "    return F.pick(x, idx, axis=1)"),
                shapes=[[(2, 3)], [(3, 5)]]),
        Example(_np_module("def hybrid_forward(self, F, x):\n    s = np.sum(x.asnumpy(), axis=-1, keepdims=True) / 2.0\n"
                           "    return F.broadcast_sub(x, F.array(s))"),
                _np_module("def hybrid_forward(self, F, x):\n    s = F.sum(x, axis=-1, keepdims=True) / 2.0\n"
                           "    return F.broadcast_sub(x, s)"),
                shapes=[[(2, 3)], [(2, 2, 4)]]),
        Example(_np_module("def hybrid_forward(self, F, x):\n    return x * F.array(np.sum(x.asnumpy()))"),
                None, reason="without a literal axis gives a number"),
        # numpy constant arrays (float64, which array brings back as float32, F's default)
        Example(_np_module("def hybrid_forward(self, F, x):\n    w = F.array(np.ones((x.shape[1],)) * 0.5)\n"
                           "    return F.broadcast_mul(x, w)"),
                _np_module("def hybrid_forward(self, F, x):\n    w = (F.broadcast_like(F.ones((1,)), x, lhs_axes=(0,), "
                           "rhs_axes=(1,)) * 0.5)\n    return F.broadcast_mul(x, w)"),
                shapes=[[(2, 3)], [(4, 1)]]),
        Example(_np_module("def hybrid_forward(self, F, x):\n    return F.broadcast_add(x, F.array(np.zeros((2, 3))))"),
                _np_module("def hybrid_forward(self, F, x):\n    return F.broadcast_add(x, F.zeros((2, 3)))"),
                shapes=[[(2, 3)], [(1, 3)]]),
        Example(_np_module("def hybrid_forward(self, F, x):\n    return F.array(np.ones_like(x.asnumpy()) * 3) - x"),
                _np_module("def hybrid_forward(self, F, x):\n    return (F.ones_like(x) * 3) - x"),
                shapes=[[(2, 3)], [(4,)]]),
        Example(_np_module("def hybrid_forward(self, F, x):\n    return x * F.array(np.full((2, 3), x.asnumpy()))"),
                None, reason="is not filled with a python number"),
        # numpy's round is half to even, MXNet's round half away from zero: not taken
        Example(_np_module("def hybrid_forward(self, F, x):\n    k = np.round(x.asnumpy() * 2)\n"
                           "    return F.array(k)"),
                None, reason="is not an elementwise numpy function"),
        Example(_np_module("def hybrid_forward(self, F, x):\n    k = np.floor(x.asnumpy() * 2)\n"
                           "    n = float(k.sum())\n    return F.array(k) * n"),
                None, reason="used as a numpy array elsewhere"),
    ]

    @classmethod
    def propose(cls, ctx, call: cst.Call) -> Fix | Refusal:
        f = ctx.scope.f_name
        roundtrip = _numpy_roundtrip.propose(ctx, call)
        if roundtrip is not None:
            return roundtrip
        positional = [a for a in call.args if a.keyword is None]
        if len(positional) != 1 or positional[0].star:
            return Refusal("nd.array takes the data as its one positional argument")
        extra = {a.keyword.value: a.value for a in call.args if a.keyword is not None}
        device = extra.pop("ctx", None)
        if set(extra) - {"dtype"}:
            return Refusal(f"`{', '.join(sorted(set(extra) - {'dtype'}))}=` has no graph equivalent")
        if device is not None and not _input_device(ctx, device) and not cpu_device(ctx, device):
            return Refusal("`ctx=` has no graph equivalent")
        # float32 is what a constant Parameter holds anyway
        other_dtype = "dtype" in extra and not _float32(extra["dtype"])
        parsed = literal_array(positional[0].value)
        if parsed is None:
            data = positional[0].value
            # (a numpy array held there keeps its own dtype in a constant: no dtype= taken)
            if "dtype" not in extra and _self_attr_name(data) is not None:
                return cls._constant(ctx, call, data, data_attr=_self_attr_name(data))
            return Refusal("the data is not a literal list of numbers or an attribute `__init__` sets; "
                           "register it with self.params.get_constant in __init__ and receive it in "
                           "hybrid_forward")
        shape, values = parsed
        if len({v for v, _ in values}) == 1 and device is None:
            v, text = values[0]
            dtype = f", dtype={ctx.code_for(extra['dtype'])}" if "dtype" in extra else ""
            if v == 0:
                new = f"{f}.zeros({_shape_text(shape)}{dtype})"
            elif v == 1:
                new = f"{f}.ones({_shape_text(shape)}{dtype})"
            else:
                new = f"{f}.full({_shape_text(shape)}, {text}{dtype})"
            return make_fix(ctx, [(call, new)], "safe", f"build the constant with {new.split('(')[0]}")
        scope = ctx.scope
        if scope.cls is None or scope.style != "hybrid_forward":
            # a helper has no block to hold a constant Parameter: build the values in the graph
            if device is not None or len(values) > _MAX_RUN_VALUES:
                return Refusal(f"only hybrid_forward of a HybridBlock can receive a constant Parameter, "
                               f"and a helper builds in-graph only a literal of at most {_MAX_RUN_VALUES} "
                               f"numbers without ctx=")
            dtype = f", dtype={ctx.code_for(extra['dtype'])}" if "dtype" in extra else ""
            return make_fix(ctx, [(call, _runs_text(f, shape, values, dtype))], "safe",
                            f"build the constant in the graph from {f}.full runs")
        if other_dtype:
            return Refusal("a constant Parameter is float32; the `dtype=` needs a cast by hand")
        return cls._constant(ctx, call, positional[0].value)

    @staticmethod
    def _constant(ctx, call: cst.Call, data: cst.BaseExpression, data_attr: str | None = None) -> Fix | Refusal:
        """``data_attr``: the data is ``self.<data_attr>``; the constant is registered after the
        ``__init__`` statement that sets it (unsafe: a later change to it is not seen)."""
        scope = ctx.scope
        if scope.cls is None or scope.style != "hybrid_forward" or not isinstance(scope.func, cst.FunctionDef):
            return Refusal("only hybrid_forward of a HybridBlock can receive a constant Parameter")
        func: cst.FunctionDef = scope.func
        params = func.params
        if params.star_kwarg is not None:
            return Refusal("hybrid_forward takes **kwargs; add the constant by hand")
        class_src = ctx.code_for(scope.cls.node)
        taken = {p.name.value for p in (*params.posonly_params, *params.params, *params.kwonly_params)}
        if isinstance(params.star_arg, cst.Param):
            taken.add(params.star_arg.name.value)
        # `name = nd.array(...)`: reuse the name and drop the assignment
        edits: list[tuple[object, str]] = []
        stmt_line = None
        name = None
        assign = ctx.parent(call)
        if isinstance(assign, cst.Assign) and len(assign.targets) == 1 and isinstance(
                assign.targets[0].target, cst.Name):
            line = ctx.parent(assign)
            if isinstance(line, cst.SimpleStatementLine) and len(line.body) == 1:
                candidate = assign.targets[0].target.value
                if candidate not in taken and f"self.{candidate}" not in class_src and \
                        _assignments_to(func, candidate) == 1:
                    name, stmt_line = candidate, line
        if name is None:
            k = 0
            while f"const{k}" in taken or f"const{k}" in class_src:
                k += 1
            name = f"const{k}"
        # 1. the use; arithmetic of the constant with an eager array broadcast eagerly, and the
        # Symbol it becomes needs the broadcast written out
        if stmt_line is not None:
            start, end = ctx.span(stmt_line)
            source = ctx.source
            first = line_start(source, start)
            if source[first:start].strip():
                return Refusal("the assignment shares its line with other code")
            edits.append(((first, line_end(source, end)), ""))
            target = assign.targets[0].target
            reads = [n for n in _name_reads(func.body, name) if n is not target]
            edits.extend(broadcast_edits(ctx, func, reads, ctx.code_for)[0])
        else:
            old_text = ctx.code_for(call)
            binop_edits, spans = broadcast_edits(ctx, func, [call],
                                                 lambda n: ctx.code_for(n).replace(old_text, name, 1))
            edits.extend(binop_edits)
            at = ctx.span(call)
            if not any(s[0] <= at[0] and at[1] <= s[1] for s in spans):
                edits.append((call, name))
        # 2. the signature: `name=None` after the last parameter
        arg = extra_argument(ctx, params, name)
        if isinstance(arg, Refusal):
            return arg
        edits.append(arg)
        # 3. the registration in __init__
        value = " ".join(ctx.code_for(data).split())
        register = f"self.{name} = self.params.get_constant('{name}', {value})"
        init = scope.cls.methods.get("__init__")
        indent_unit = ctx.module.default_indent
        nl = ctx.module.default_newline
        if init is None:
            start, _ = ctx.span(func)
            source = ctx.source
            first = line_start(source, start)
            ind = source[first:start]
            if func.decorators or ind.strip():
                return Refusal("hybrid_forward is decorated; add the constant by hand")
            inner = ind + indent_unit
            text = (f"{ind}def __init__(self, *args, **kwargs):{nl}{inner}super().__init__(*args, **kwargs)"
                    f"{nl}{inner}{register}{nl}{nl}")
            edits.append(((first, first), text))
        else:
            sup = _super_init_line(init) if data_attr is None else _sets_attr_line(init, data_attr)
            if sup is None:
                return Refusal("__init__ has no `super().__init__(...)` line to follow" if data_attr is None
                               else f"__init__ does not set `self.{data_attr}` in straight-line code")
            start, end = ctx.span(sup)
            source = ctx.source
            ind = source[line_start(source, start):start]
            after = line_end(source, end)
            if ind.strip() or after == len(source) and not source.endswith(("\n", "\r")):
                return Refusal("cannot place the constant in __init__")
            edits.append(((after, after), f"{ind}{register}{nl}"))
        if data_attr is not None:
            if init is None:
                return Refusal(f"no __init__ sets `self.{data_attr}`")
            return make_fix(ctx, edits, "unsafe",
                            f"register self.{data_attr} as a constant with self.params.get_constant('{name}', "
                            f"...) (later changes to self.{data_attr} are not seen)")
        # a new Parameter: parameter files saved before the fix lack it (load_parameters then
        # needs allow_missing=True) and a block without other Parameters now needs initialize()
        return make_fix(ctx, edits, "unsafe",
                        f"register the constant with self.params.get_constant('{name}', ...) (parameter "
                        f"files saved before lack it: load them with allow_missing=True)")


# contexts an eager array may be built on: a successful eager call then had its inputs on the CPU
# too (MXNet 1.9.1's imperative operators require every input on the same device type), where a
# constant Parameter is read as well
_CPU = frozenset({"mxnet.cpu", "mxnet.context.cpu"})


def cpu_device(ctx, node) -> bool:
    """``mx.cpu()`` / ``mx.cpu(0)`` / ``mx.context.cpu()``."""
    return isinstance(node, cst.Call) and ctx.resolve(node.func) in _CPU


def _input_device(ctx, node) -> bool:
    """``x.context`` / ``x.ctx`` of a proven tensor: the device a constant Parameter is fetched
    on anyway when the block runs on ``x`` (Gluon reads parameters on the input's context)."""
    return (isinstance(node, cst.Attribute) and node.attr.value in ("context", "ctx")
            and ctx.proven_tensor(node.value))


def _float32(node) -> bool:
    """``'float32'`` or ``np.float32`` / ``numpy.float32``: the dtype nd.array gives lists anyway."""
    if isinstance(node, cst.SimpleString):
        return node.value[1:-1] == "float32" and node.value[0] in "'\""
    return (isinstance(node, cst.Attribute) and node.attr.value == "float32"
            and isinstance(node.value, cst.Name) and node.value.value in ("np", "numpy"))


def _sets_attr_line(init: cst.FunctionDef, attr: str) -> cst.SimpleStatementLine | None:
    """The last straight-line statement of ``__init__`` (``with`` blocks included) that sets
    ``self.<attr>``; None when one inside a branch or loop could set it too."""
    found = None
    stack = list(getattr(init.body, "body", ()))
    order = []
    while stack:
        stmt = stack.pop(0)
        if isinstance(stmt, cst.With):
            stack[:0] = list(getattr(stmt.body, "body", ()))
            continue
        order.append(stmt)
    for stmt in order:
        if isinstance(stmt, cst.SimpleStatementLine):
            for small in stmt.body:
                if isinstance(small, cst.Assign) and any(_self_attr_name(t.target) == attr for t in small.targets):
                    found = stmt if len(stmt.body) == 1 else None
        elif any(_self_attr_name(n) == attr for n in iter_descendants(stmt)):
            return None             # a branch or loop mentions it: it may set it
    return found


def _super_init_line(init: cst.FunctionDef) -> cst.SimpleStatementLine | None:
    body = init.body
    if not isinstance(body, cst.IndentedBlock):
        return None
    for stmt in body.body:
        if not isinstance(stmt, cst.SimpleStatementLine) or len(stmt.body) != 1:
            continue
        expr = stmt.body[0]
        if not isinstance(expr, cst.Expr) or not isinstance(expr.value, cst.Call):
            continue
        func = expr.value.func
        if isinstance(func, cst.Attribute) and func.attr.value == "__init__":
            return stmt
    return None


def _name_reads(body: cst.CSTNode, name: str) -> list[cst.Name]:
    """The ``Name`` nodes of ``body`` that are the variable ``name`` (not an attribute or a keyword)."""
    nodes = list(iter_descendants(body))
    labels = {id(n.attr) for n in nodes if isinstance(n, cst.Attribute)}
    labels |= {id(n.keyword) for n in nodes if isinstance(n, cst.Arg) and n.keyword is not None}
    return [n for n in nodes if isinstance(n, cst.Name) and n.value == name and id(n) not in labels]


def extra_argument(ctx, params: cst.Parameters, name: str):
    """The edit adding ``, name=None`` after hybrid_forward's last parameter (Gluon hands a
    block's Parameters and constants to hybrid_forward by keyword), or a Refusal."""
    last = None
    for p in (*params.params, *([params.star_arg] if isinstance(params.star_arg, cst.Param) else []),
              *params.kwonly_params):
        last = p
    if last is None:
        return Refusal("hybrid_forward has no parameters")
    anchor = last.default or (last.annotation.annotation if last.annotation else None) or last.name
    _, at = ctx.span(anchor)
    return ((at, at), f", {name}=None")
