"""HYB007 fixer: ``nd.array(<literal>)`` / ``F.array(<literal>)`` in hybrid code -> a graph constant.

A uniform literal becomes ``F.zeros`` / ``F.ones`` / ``F.full`` of its shape; any other literal
becomes a constant Parameter registered in ``__init__`` with ``self.params.get_constant`` and
received as a keyword argument of ``hybrid_forward``.
"""
from __future__ import annotations

import re

import libcst as cst

from hybridlint.diagnostics import Fix
from hybridlint.engine.cst_index import cst_dotted
from hybridlint.engine.walk import iter_descendants, param_names

from . import Example, Fixer, Refusal, example_class, make_fix
from . import _numpy_roundtrip
from ._arrays import assignments_to as _assignments_to
from ._configured import numbers_configured, sets_attr_line, stored_only_in_init, super_init_line
from ._arrays import broadcast_edits
from ._util import name_reads, self_attr_name as _self_attr_name
from ._util import line_end, line_start
from ._shapes import shape_text
from ._held_init import self_initialized
from ._literal_data import literal_data
from ._numpy_of_attributes import numpy_of_attributes, stored_once
from .array_arange_math import ArrayArangeMath



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
    return example_class(body, "from mxnet import nd\n")


def _np_module(body: str) -> str:
    return example_class(body, "import numpy as np\n")


# the Parameter examples' blocks hold a layer too: such a block is initialize()d before it runs,
# which initializes the constant with it (a block holding no Parameter gets no constant Parameter)
_LAYER = "        self.head = nn.Dense(2, in_units=2)\n"


# numpy computed from the block's configuration (a noise ladder, segment weights) in forward
_CONFIG = """\
import numpy as np
from mxnet import nd
from mxnet.gluon import HybridBlock, nn


class Net(HybridBlock):
    def __init__(self, levels=3, **kwargs):
{init}        self.head = nn.Dense(3, in_units=3)
{more}
    def hybrid_forward(self, F, x{extra}):
{body}"""


# a masked convolution's weight (PixelCNN), the mask built in numpy from the declared shape
_MASKED = """\
import numpy as np
from mxnet import nd
from mxnet.gluon import HybridBlock


class Net(HybridBlock):
    def __init__(self, kind='A', **kwargs):
        super().__init__(**kwargs)
        self.kind = kind
        with self.name_scope():
            self.weight = self.params.get('weight', shape=(3, 2, 3, 3))
{init}
    def hybrid_forward(self, F, x, weight{extra}):
        {body}"""


def _config(init: str, body: str, extra: str = "", more: str = "") -> str:
    return _CONFIG.format(init="".join(f"        {line}\n" for line in init.splitlines()),
                          body="".join(f"        {line}\n" for line in body.splitlines()),
                          extra=extra, more=more)


def _holding_a_layer(ex: Example) -> Example:
    """``ex`` with ``nn.Dense(2, in_units=2)`` set last in ``Net.__init__`` (one made if none)."""
    def add(text: str, fixed: bool) -> str:
        text = "from mxnet.gluon import nn\n" + text
        if fixed:
            text = text.replace("    def __init__(self, *args, **kwargs):\n        super().__init__(*args, **kwargs)\n",
                                "    def __init__(self, **kwargs):\n        super().__init__(**kwargs)\n")
        if "    def __init__(" not in text:
            text = text.replace("    def hybrid_forward(", "    def __init__(self, **kwargs):\n"
                                "        super().__init__(**kwargs)\n" + _LAYER + "\n    def hybrid_forward(", 1)
            return text
        head, _, rest = text.partition("    def __init__(")
        body, sep, tail = rest.partition("\n\n")
        return f"{head}    def __init__({body}\n{_LAYER.rstrip(chr(10))}{sep}{tail}"
    return Example(add(ex.before, False), add(ex.after, True) if ex.after is not None else None,
                   shapes=ex.shapes, reason=ex.reason, runtime=ex.runtime, compare_before=ex.compare_before,
                   why_not=ex.why_not, dtype=ex.dtype, applicability=ex.applicability)


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


def _both_module(body: str) -> str:
    return example_class(body, "import numpy as np\nfrom mxnet import nd\n")


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


# a helper's literal is rebuilt in the graph from runs of equal values; a longer one is a table
# that belongs in a constant Parameter of the block
MAX_RUN_VALUES = 64


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
    return flat if len(shape) == 1 else f"{f}.reshape({flat}, shape={shape_text(shape)})"


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
    a block with no other Parameter now needs `initialize()`; in a block holding no Parameter
    (or a helper) a literal is built in the graph from `F.full` runs instead (safe), and so are
    numbers the file fixes elsewhere: `np.array(literal)` / `np.asarray` (no dtype or a float
    one), a module-level name bound once to such, an attribute every store of which in the file
    is one (`_literal_data.py`), and numbers the constructor is handed: an attribute `__init__`
    alone stores from a parameter defaulting to a tuple or list of numbers (`gains=(2.0, 1.0,
    1.5)`, as is or through `list()`/`tuple()`), read nowhere else but as this data, becomes
    `F.concat(*[F.full((1,), v) for v in self.gains], dim=0)`, read while tracing as nd.array
    reads it eagerly (unsafe: a caller may hand other data, a numpy array of another dtype). Data held
    in `self.<attr>` becomes a constant registered right after the `__init__` line that sets it
    (unsafe: a later change to the attribute is not seen; refused when a branch or loop may set
    it); a list of numbers and such attributes (`nd.array([self.eps])`) is registered after the
    last line setting one of them, and so is numpy arithmetic over such attributes and literals
    (`np.cumprod(1.0 - self._betas)`, an element of such a call, `np.where(self.keep)[0]`; numpy functions outside `numpy.random`, pure builtins, literal
    slices) where nothing else in the class stores the attributes; the same numpy of literals
    alone through locals bound once (`adj = np.array([[0, 1], [1, 0]])`, then `np.eye(2) - adj /
    adj.sum(axis=1, keepdims=True)`; each local read by nothing else, since a call may change it in
    place, and its binding removed) and of module-level arrays no code changes after the import
    (bound and changed only by top-level statements before the first class, read in functions
    only by that computation: `MAJOR = np.zeros(12); MAJOR[[0, 4, 7]] = 1`), and a local array
    filled in place before the use from a Parameter's complete declared shape (a PixelCNN mask,
    `mask = np.ones(self.weight.shape); mask[:, :, k // 2 + 1:] = 0`: the statements move to
    `__init__` under the local's name, which `__init__` must not mention). A numpy constructor given literals only (`np.arange(4)`,
    `np.eye(3)`, `np.linspace(0, 1, 5)`; also of attributes, `np.linspace(-1, 1, self.n_bins - 1)`,
    through a comprehension over a range of them or local names bound once at the top of the
    function, written in place, registered after the `__init__` line setting the last of them,
    `self.a, self.b = a, b` included) and a module-level name bound once at the top level and
    read nowhere else but as an array's data (`MEAN = np.array([...])`; `nd.array(MEAN)`) become
    a constant of that same expression (the Parameter converts it with nd.array, as the call
    did: float32). `nd.array(np.ones(t.shape))` (`np.zeros`, `np.full(t.shape, v)`) of a proven
    tensor becomes `F.cast(F.ones_like(t), dtype='float32')` (`* v`; the `dtype=` given kept). Data computed in numpy from a tensor's `.asnumpy()` with elementwise numpy functions and
    arithmetic on python numbers (`k = np.floor(m * t.asnumpy() / np.pi); F.array(k)`) becomes the
    same computation in F operators under `F.stop_gradient` (no gradient flowed through the
    array numpy data made; unsafe: equal for floating-point tensors; numpy promotes integer data
    to float64); so do one comparison of such an array with a number (`F.array(t.asnumpy()
    > 0)` -> `F.stop_gradient(t > 0)`: numpy's bool array comes back as float32 0/1) and numpy sum/mean/max/min/prod/
    argmax/argmin over literal axes (`np.argmax(t.asnumpy(), axis=1)` -> `F.argmax(t, axis=1)`), and
    a remainder by a non-zero python number (`F.array(ids.asnumpy() % self.buckets)` ->
    `F.stop_gradient(ids % self.buckets)`: both take the divisor's sign, exactly equal in MXNet
    1.9.1; a divisor that may be 0, where numpy gives NaN and MXNet 0, is refused: a tensor, a
    number over an array, an attribute not set to non-zero literals),
    a python list of such arrays over a non-empty tuple of numbers (`F.array([(ids * s % b).asnumpy()
    for s in self.seeds])` -> `F.stop_gradient(F.stack(*[ids * s % b for s in self.seeds], axis=0))`:
    `array` stacks equal-shape arrays on a new axis 0), two such arrays met by `+ - * / **`, a comparison, `np.maximum/minimum/hypot` (`np.hypot(a.asnumpy(),
    b.asnumpy())` -> `F.broadcast_hypot(a, b)`: numpy broadcasts as MXNet 1.9.1's broadcast_* do),
    numpy cumsum, flattened or over one literal non-negative axis (`np.cumsum(t.asnumpy())` ->
    `F.cumsum(t)`; MXNet 1.9.1's cumsum takes no negative axis), the 2-norm over one literal axis
    (`np.linalg.norm(t.asnumpy(), axis=1, keepdims=True)` -> `F.norm(t, axis=1, keepdims=True)`), and
    numpy constant arrays `np.ones/zeros/full` of python sizes (a tensor's `.shape[k]` among them,
    then rewritten by the shape fixers) and `np.ones_like/zeros_like` of such an array. A class
    histogram read by `take` of the same labels, `h = F.array(np.bincount(t.asnumpy().astype(int)))`
    then `F.take(h, t)` (a center loss's per-class counts), becomes each sample's count of samples
    in its class, `F.cast(F.sum(F.broadcast_equal(F.reshape(F.fix(t), shape=(-1, 1)),
    F.reshape(F.fix(t), shape=(1, -1))), axis=1), dtype='float32')`, and the takes `h`: bincount
    accepts only 1-d non-negative ints, so wherever the original runs the truncated labels index
    the histogram in range, and take truncates a float index as astype(int) does (MXNet 1.9.1);
    refused when the histogram is read otherwise or the labels are bound again after it.
    A block holding no other Parameter (no `self.params.get`, gluon `Parameter` or gluon layer that
    owns one, such as `nn.Dense`) runs without `initialize()` (a loss, a normalizer), and a constant
    Parameter would make that call fail (MXNet 1.9.1: "Parameter ... has not been initialized"):
    there a literal of at most 64 numbers without `ctx=` is built in the graph as in an F-helper
    (below, safe), and other data becomes the constant followed by `self.<name>.initialize()`
    (held-array's rule: MXNet 1.9.1 creates a Parameter of known shape at once, on the current
    context, where nd.array without `ctx=` built the array; `ctx=mx.cpu()` is handed on; a later
    `initialize()` of the block warns and keeps it), refused for `ctx=` of an input's device
    (unknown to `__init__`) and for attributes stored more than once or changed in place (the
    eager call read them afresh); a project's own child block is no evidence.
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
        _holding_a_layer(Example(_module("def __init__(self, **kwargs):\n    super().__init__(**kwargs)\n    self.k = 2\n\n"
                                         "def hybrid_forward(self, F, x):\n    scale = nd.array([[1, 2, 3]])\n"
                                         "    return F.broadcast_mul(x, scale) * self.k"),
                                 _module("def __init__(self, **kwargs):\n    super().__init__(**kwargs)\n"
                                         "    self.scale = self.params.get_constant('scale', [[1, 2, 3]])\n    self.k = 2\n\n"
                                         "def hybrid_forward(self, F, x, scale=None):\n"
                                         "    return F.broadcast_mul(x, scale) * self.k"),
                                 shapes=[[(2, 3)], [(5, 3)]], applicability="unsafe")),
        _holding_a_layer(Example(_module("def hybrid_forward(self, F, x):\n    return F.broadcast_sub(x, F.array([0.5, -1.0]))"),
                                 _module("def __init__(self, *args, **kwargs):\n    super().__init__(*args, **kwargs)\n"
                                         "    self.const0 = self.params.get_constant('const0', [0.5, -1.0])\n\n"
                                         "def hybrid_forward(self, F, x, const0=None):\n"
                                         "    return F.broadcast_sub(x, const0)"),
                                 shapes=[[(4, 2)], [(1, 2)]], applicability="unsafe")),
        # a block without Parameters (a loss, a normalizer) runs uninitialized, which a constant
        # Parameter would make fail: a literal is built in the graph as a helper's is (safe)
        Example(_module("def hybrid_forward(self, F, pred, label):\n"
                        "    w = nd.array([0.25, 0.5, 0.25])\n"
                        "    return -F.sum(F.broadcast_mul(F.log_softmax(pred) * label, w), axis=-1)"),
                _module("def hybrid_forward(self, F, pred, label):\n"
                        "    w = F.concat(F.full((1,), 0.25), F.full((1,), 0.5), F.full((1,), 0.25), dim=0)\n"
                        "    return -F.sum(F.broadcast_mul(F.log_softmax(pred) * label, w), axis=-1)"),
                shapes=[[(4, 3), (4, 3)]], applicability="safe"),
        # a numpy constructor of attributes (pitch bins): the same expression, registered after
        # the line setting the last of them
        _holding_a_layer(Example(_both_module("def __init__(self, n_bins=4, **kwargs):\n    super().__init__(**kwargs)\n"
                                              "    self.n_bins = n_bins\n\n"
                                              "def hybrid_forward(self, F, x):\n"
                                              "    bins = nd.array(np.linspace(-1.0, 1.0, self.n_bins - 1) * np.pi)\n"
                                              "    return F.broadcast_greater(x, bins)"),
                                 _both_module("def __init__(self, n_bins=4, **kwargs):\n    super().__init__(**kwargs)\n"
                                              "    self.n_bins = n_bins\n"
                                              "    self.bins = self.params.get_constant('bins', np.linspace(-1.0, 1.0, self.n_bins - 1) * np.pi)\n\n"
                                              "def hybrid_forward(self, F, x, bins=None):\n"
                                              "    return F.broadcast_greater(x, bins)"),
                                 shapes=[[(2, 3)], [(4, 1, 3)]], applicability="unsafe")),
        # ... through local names bound once to such and a comprehension over a range of them
        # (an N-BEATS trend basis), the locals written in place; attributes set by one unpacking
        _holding_a_layer(Example(_both_module("def __init__(self, n=4, degree=3, **kwargs):\n    super().__init__(**kwargs)\n"
                                              "    self.n, self.degree = n, degree\n\n"
                                              "def hybrid_forward(self, F, x):\n"
                                              "    t = np.arange(self.n) / self.n\n"
                                              "    basis = nd.array(np.stack([t ** p for p in range(self.degree)]))\n"
                                              "    return F.dot(x, basis)"),
                                 _both_module("def __init__(self, n=4, degree=3, **kwargs):\n    super().__init__(**kwargs)\n"
                                              "    self.n, self.degree = n, degree\n"
                                              "    self.basis = self.params.get_constant('basis', np.stack([(np.arange(self.n) / self.n) ** p "
                                              "for p in range(self.degree)]))\n\n"
                                              "def hybrid_forward(self, F, x, basis=None):\n"
                                              "    return F.dot(x, basis)"),
                                 shapes=[[(2, 3)], [(5, 3)]], applicability="unsafe")),
        # ... a local of numpy over attributes then an array method of it (a RealNVP checkerboard
        # mask: probes_s45 flows/p14)
        _holding_a_layer(Example(_both_module("def __init__(self, size=3, **kwargs):\n    super().__init__(**kwargs)\n"
                                              "    self._size = size\n\n"
                                              "def hybrid_forward(self, F, x):\n"
                                              "    checker = (np.indices((self._size, self._size)).sum(axis=0) % 2).astype('float32')\n"
                                              "    mask = nd.array(checker.reshape(1, self._size, self._size))\n"
                                              "    return F.broadcast_mul(x, mask)"),
                                 _both_module("def __init__(self, size=3, **kwargs):\n    super().__init__(**kwargs)\n"
                                              "    self._size = size\n"
                                              "    self.mask = self.params.get_constant('mask', ((np.indices((self._size, self._size))"
                                              ".sum(axis=0) % 2).astype('float32')).reshape(1, self._size, self._size))\n\n"
                                              "def hybrid_forward(self, F, x, mask=None):\n"
                                              "    return F.broadcast_mul(x, mask)"),
                                 shapes=[[(2, 3, 3)], [(4, 3, 3)]], applicability="unsafe")),
        # ... the transpose of such an array (a keyword spotter's DCT matrix from the constructor's
        # count, indexed by `None` to broadcast)
        _holding_a_layer(Example(_both_module("def __init__(self, n_out=3, **kwargs):\n    super().__init__(**kwargs)\n"
                                              "    self.n_out = n_out\n\n"
                                              "def hybrid_forward(self, F, x):\n"
                                              "    k = np.arange(4)\n"
                                              "    dct = np.cos(np.pi / 4 * (k[None, :] + 0.5) * np.arange(self.n_out)[:, None])\n"
                                              "    return F.dot(x, nd.array(dct.T))"),
                                 _both_module("def __init__(self, n_out=3, **kwargs):\n    super().__init__(**kwargs)\n"
                                              "    self.n_out = n_out\n"
                                              "    self.const0 = self.params.get_constant('const0', (np.cos(np.pi / 4 * ((np.arange(4))[None, :] "
                                              "+ 0.5) * np.arange(self.n_out)[:, None])).T)\n\n"
                                              "def hybrid_forward(self, F, x, const0=None):\n"
                                              "    return F.dot(x, const0)"),
                                 shapes=[[(2, 4)], [(5, 4)]], applicability="unsafe")),
        # ... an array filled in place before the use (a PixelCNN mask from the weight's declared
        # shape): the statements run in __init__ under the local's name, right after the lines
        # setting what they read; `k`, read elsewhere too, keeps its binding
        Example(_MASKED.format(body="k = self.weight.shape[2]\n"
                                    "        mask = np.ones(self.weight.shape, dtype='float32')\n"
                                    "        mask[:, :, k // 2, k // 2 + (self.kind == 'B'):] = 0\n"
                                    "        mask[:, :, k // 2 + 1:] = 0\n"
                                    "        w = F.broadcast_mul(weight, nd.array(mask))\n"
                                    "        return F.Convolution(x, w, kernel=(k, k), pad=(1, 1), num_filter=3, no_bias=True)\n",
                               init="", extra=""),
                _MASKED.format(body="k = self.weight.shape[2]\n"
                                    "        w = F.broadcast_mul(weight, const0)\n"
                                    "        return F.Convolution(x, w, kernel=(k, k), pad=(1, 1), num_filter=3, no_bias=True)\n",
                               init="            mask = np.ones(self.weight.shape, dtype='float32')\n"
                                    "            mask[:, :, (self.weight.shape[2]) // 2, (self.weight.shape[2]) // 2 + "
                                    "(self.kind == 'B'):] = 0\n"
                                    "            mask[:, :, (self.weight.shape[2]) // 2 + 1:] = 0\n"
                                    "            self.const0 = self.params.get_constant('const0', mask)\n",
                               extra=", const0=None"),
                shapes=[[(2, 2, 5, 5)], [(1, 2, 3, 4)]], applicability="unsafe"),
        # ... not when a fill runs under a condition (__init__ would fill once, or never), nor
        # from a weight whose shape Gluon infers at the first call
        Example(_MASKED.format(body="mask = np.ones(self.weight.shape, dtype='float32')\n"
                                    "        if self.kind == 'A':\n            mask[:, :, 1, 1:] = 0\n"
                                    "        w = F.broadcast_mul(weight, nd.array(mask))\n"
                                    "        return F.Convolution(x, w, kernel=(3, 3), pad=(1, 1), num_filter=3, no_bias=True)\n",
                               init="", extra=""),
                None, reason="not a literal list of numbers or an attribute", shapes=[[(2, 2, 5, 5)]]),
        Example(_MASKED.format(body="mask = np.ones(self.weight.shape, dtype='float32')\n"
                                    "        mask[:, :, 2:] = 0\n"
                                    "        w = F.broadcast_mul(weight, nd.array(mask))\n"
                                    "        return F.Convolution(x, w, kernel=(3, 3), pad=(1, 1), num_filter=3, no_bias=True)\n",
                               init="", extra="").replace("shape=(3, 2, 3, 3)", "shape=(3, 0, 3, 3), allow_deferred_init=True"),
                None, reason="not a literal list of numbers or an attribute", shapes=[[(2, 2, 5, 5)]]),
        # ... locals unpacked from such a call (a thin-plate spline's control grid), read as
        # its items; their binding is dead once every name moved
        _holding_a_layer(Example(_both_module("def __init__(self, grid=3, **kwargs):\n    super().__init__(**kwargs)\n"
                                              "    self.grid = grid\n\n"
                                              "def hybrid_forward(self, F, x):\n"
                                              "    ys, xs = np.meshgrid(np.linspace(-1, 1, self.grid), np.linspace(-1, 1, self.grid), "
                                              "indexing='ij')\n"
                                              "    ctrl = nd.array(np.stack([xs.ravel(), ys.ravel()], axis=1))\n"
                                              "    return F.dot(x, ctrl)"),
                                 _both_module("def __init__(self, grid=3, **kwargs):\n    super().__init__(**kwargs)\n"
                                              "    self.grid = grid\n"
                                              "    self.ctrl = self.params.get_constant('ctrl', np.stack([(np.meshgrid(np.linspace(-1, 1, "
                                              "self.grid), np.linspace(-1, 1, self.grid), indexing='ij')[1]).ravel(), (np.meshgrid("
                                              "np.linspace(-1, 1, self.grid), np.linspace(-1, 1, self.grid), indexing='ij')[0]).ravel()], "
                                              "axis=1))\n\n"
                                              "def hybrid_forward(self, F, x, ctrl=None):\n"
                                              "    return F.dot(x, ctrl)"),
                                 shapes=[[(2, 9)], [(1, 9)]], applicability="unsafe")),
        # ... not a grid sized by the input (a constant would hold one size; array-arange-math
        # computes a grid of two ranges in the graph, not one of three)
        Example(_both_module("def hybrid_forward(self, F, x):\n"
                             "    zs, ys, xs = np.meshgrid(np.arange(2), np.arange(x.shape[0]), np.arange(x.shape[1]), "
                             "indexing='ij')\n"
                             "    return F.broadcast_add(x, nd.array(ys + xs))"),
                None, reason="an `np.meshgrid` of other than two arrays", shapes=[[(2, 3)]]),
        # ... not the transpose of a random draw (each call drew anew)
        Example(_config("super().__init__(**kwargs)\nself._levels = levels",
                        "w = nd.array(np.random.uniform(0, 1, (self._levels, 3)).T)\nreturn F.dot(self.head(x), w)"),
                None, reason="not a literal list of numbers or an attribute", shapes=[[(2, 3)]]),
        # ... a local bound twice in straight-line code is array-arange-math's: both bindings
        # computed in the graph, in their order
        _holding_a_layer(Example(_both_module("def __init__(self, n=4, **kwargs):\n    super().__init__(**kwargs)\n"
                                              "    self.n = n\n\n"
                                              "def hybrid_forward(self, F, x):\n"
                                              "    t = np.arange(self.n) / self.n\n    t = t * 2\n"
                                              "    return F.broadcast_mul(x, nd.array(np.cos(t)))"),
                                 _both_module("def __init__(self, n=4, **kwargs):\n    super().__init__(**kwargs)\n"
                                              "    self.n = n\n\n"
                                              "def hybrid_forward(self, F, x):\n"
                                              "    t = F.arange(self.n) / self.n\n    t = t * 2\n"
                                              "    return F.broadcast_mul(x, F.cos(t))"),
                                 shapes=[[(2, 4)], [(1, 4)]], applicability="unsafe")),
        # ... and so are numbers the file fixes elsewhere: a numpy copy of a literal, an attribute
        # every store of which is one, a module constant bound once to one
        Example(_both_module("def hybrid_forward(self, F, x):\n"
                             "    return F.broadcast_sub(x, nd.array(np.array([0.5, -1.0])).reshape((1, 2)))"),
                _both_module("def hybrid_forward(self, F, x):\n"
                             "    return F.broadcast_sub(x, F.concat(F.full((1,), 0.5), F.full((1,), -1.0), dim=0).reshape((1, 2)))"),
                shapes=[[(4, 2)], [(1, 2)]], applicability="safe"),
        Example(_both_module("def __init__(self, **kwargs):\n    super().__init__(**kwargs)\n"
                             "    self.black = np.array([0.05, 0.06, 0.06], dtype='float32')\n\n"
                             "def hybrid_forward(self, F, x):\n    return F.broadcast_sub(x, nd.array(self.black))"),
                _both_module("def __init__(self, **kwargs):\n    super().__init__(**kwargs)\n"
                             "    self.black = np.array([0.05, 0.06, 0.06], dtype='float32')\n\n"
                             "def hybrid_forward(self, F, x):\n"
                             "    return F.broadcast_sub(x, F.concat(F.full((1,), 0.05), F.full((2,), 0.06), dim=0))"),
                shapes=[[(2, 3)], [(4, 1, 3)]], applicability="safe"),
        Example("import numpy as np\nfrom mxnet import nd\nfrom mxnet.gluon import HybridBlock\n\n"
                "CCM = np.array([[1.5, -0.5], [0.0, 1.0]])\n\n\nclass Net(HybridBlock):\n"
                "    def hybrid_forward(self, F, x):\n        return F.dot(x, nd.array(CCM))\n",
                "import numpy as np\nfrom mxnet import nd\nfrom mxnet.gluon import HybridBlock\n\n"
                "CCM = np.array([[1.5, -0.5], [0.0, 1.0]])\n\n\nclass Net(HybridBlock):\n"
                "    def hybrid_forward(self, F, x):\n        return F.dot(x, F.reshape(F.concat(F.full((1,), 1.5), "
                "F.full((1,), -0.5), F.full((1,), 0.0), F.full((1,), 1.0), dim=0), shape=(2, 2)))\n",
                shapes=[[(3, 2)], [(1, 2)]], applicability="safe"),
        # an integer dtype changes the numbers before nd.array's float32: not those of the literal,
        # so no F.full runs; a block without Parameters gets the constant initialized where it is
        # registered (it may run without initialize()), as nd.array built it: on the current context
        Example(_both_module("def hybrid_forward(self, F, x):\n"
                             "    return F.broadcast_sub(x, nd.array(np.array([0.5, -1.0], dtype='int32')))"),
                _both_module("def __init__(self, *args, **kwargs):\n    super().__init__(*args, **kwargs)\n"
                             "    self.const0 = self.params.get_constant('const0', np.array([0.5, -1.0], dtype='int32'))\n"
                             "    self.const0.initialize()\n\n"
                             "def hybrid_forward(self, F, x, const0=None):\n    return F.broadcast_sub(x, const0)"),
                shapes=[[(3, 2)], [(1, 2)]]),
        # numpy of the configuration (a window of the frame length) in a loss without Parameters
        Example(_both_module("def __init__(self, win=4, **kwargs):\n    super().__init__(**kwargs)\n"
                             "    self.win = win\n\n"
                             "def hybrid_forward(self, F, frames):\n"
                             "    window = nd.array(np.hanning(self.win).astype('float32'))\n"
                             "    return F.broadcast_mul(frames, window)"),
                _both_module("def __init__(self, win=4, **kwargs):\n    super().__init__(**kwargs)\n"
                             "    self.win = win\n"
                             "    self.window = self.params.get_constant('window', np.hanning(self.win).astype('float32'))\n"
                             "    self.window.initialize()\n\n"
                             "def hybrid_forward(self, F, frames, window=None):\n"
                             "    return F.broadcast_mul(frames, window)"),
                shapes=[[(2, 4)], [(3, 5, 4)]]),
        # ... not on the input's device: __init__ cannot know it
        Example(_both_module("def __init__(self, win=4, **kwargs):\n    super().__init__(**kwargs)\n"
                             "    self.win = win\n\n"
                             "def hybrid_forward(self, F, frames):\n"
                             "    window = nd.array(np.hanning(self.win), ctx=frames.context)\n"
                             "    return F.broadcast_mul(frames, window)"),
                None, reason="follows the input's device"),
        # numpy of literals through locals bound once (a fixed graph Laplacian): computed in
        # __init__ with the locals written in place; their bindings, read by nothing else, go
        Example(_both_module("def hybrid_forward(self, F, v):\n"
                             "    adj = np.array([[0, 1, 1], [1, 0, 0], [1, 0, 0]], dtype='float32')\n"
                             "    lap = np.eye(3) - adj / adj.sum(axis=1, keepdims=True)\n"
                             "    L = nd.array(lap)\n"
                             "    return F.dot(L, v)"),
                _both_module("def __init__(self, *args, **kwargs):\n    super().__init__(*args, **kwargs)\n"
                             "    self.L = self.params.get_constant('L', (np.eye(3) - (np.array([[0, 1, 1], [1, 0, 0], "
                             "[1, 0, 0]], dtype='float32')) / (np.array([[0, 1, 1], [1, 0, 0], [1, 0, 0]], "
                             "dtype='float32')).sum(axis=1, keepdims=True)))\n"
                             "    self.L.initialize()\n\n"
                             "def hybrid_forward(self, F, v, L=None):\n"
                             "    return F.dot(L, v)"),
                shapes=[[(3, 2)], [(3, 5)]]),
        # ... not a local a call may change in place: __init__ would miss the change
        Example(_both_module("def hybrid_forward(self, F, v):\n"
                             "    adj = np.ones((3, 3))\n"
                             "    np.fill_diagonal(adj, 0)\n"
                             "    return F.dot(nd.array(adj * 2), v)"),
                None, reason="not a literal list of numbers or an attribute", shapes=[[(3, 2)]]),
        # a module-level table built by top-level statements before the class (chord templates
        # rolled from a pattern set in place): fixed once the module is imported
        _holding_a_layer(Example("import numpy as np\nfrom mxnet import nd\nfrom mxnet.gluon import HybridBlock\n\n"
                                 "MAJOR = np.zeros(4)\nMAJOR[[0, 2]] = 1\n\n\nclass Net(HybridBlock):\n"
                                 "    def hybrid_forward(self, F, x):\n"
                                 "        t = nd.array(np.stack([np.roll(MAJOR, k) for k in range(4)]))\n"
                                 "        return F.dot(x, t, transpose_b=True)\n",
                                 "import numpy as np\nfrom mxnet import nd\nfrom mxnet.gluon import HybridBlock\n\n"
                                 "MAJOR = np.zeros(4)\nMAJOR[[0, 2]] = 1\n\n\nclass Net(HybridBlock):\n"
                                 "    def __init__(self, *args, **kwargs):\n        super().__init__(*args, **kwargs)\n"
                                 "        self.t = self.params.get_constant('t', np.stack([np.roll(MAJOR, k) for k in range(4)]))\n\n"
                                 "    def hybrid_forward(self, F, x, t=None):\n"
                                 "        return F.dot(x, t, transpose_b=True)\n",
                                 shapes=[[(2, 4)], [(3, 4)]])),
        # ... not one a function changes: the call reads it afresh
        Example("import numpy as np\nfrom mxnet import nd\nfrom mxnet.gluon import HybridBlock\n\n"
                "MAJOR = np.zeros(4)\n\n\ndef tune(k):\n    MAJOR[k] = 1\n\n\nclass Net(HybridBlock):\n"
                "    def hybrid_forward(self, F, x):\n"
                "        return F.dot(x, nd.array(np.stack([np.roll(MAJOR, k) for k in range(4)])), transpose_b=True)\n",
                None, reason="not a literal list of numbers or an attribute", shapes=[[(2, 4)]]),
        # ... and so are numbers the constructor is handed, read while tracing as nd.array reads
        # them eagerly: a parameter defaulting to a tuple of numbers, stored once, read only here
        Example(_module("def __init__(self, weights=(0.25, 0.5, 0.25), **kwargs):\n"
                        "    super().__init__(**kwargs)\n    self.w = list(weights)\n\n"
                        "def hybrid_forward(self, F, pred, label):\n"
                        "    return -F.sum(F.broadcast_mul(F.log_softmax(pred) * label, nd.array(self.w)), axis=-1)"),
                _module("def __init__(self, weights=(0.25, 0.5, 0.25), **kwargs):\n"
                        "    super().__init__(**kwargs)\n    self.w = list(weights)\n\n"
                        "def hybrid_forward(self, F, pred, label):\n"
                        "    return -F.sum(F.broadcast_mul(F.log_softmax(pred) * label, "
                        "F.concat(*[F.full((1,), v) for v in self.w], dim=0)), axis=-1)"),
                shapes=[[(2, 3), (2, 3)], [(1, 3), (1, 3)]]),
        Example(_module("def __init__(self, gains=(2.0,), **kwargs):\n"
                        "    super().__init__(**kwargs)\n    self.gains = gains\n\n"
                        "def hybrid_forward(self, F, x):\n"
                        "    return F.broadcast_mul(x, nd.array(self.gains).reshape((1, -1)))"),
                _module("def __init__(self, gains=(2.0,), **kwargs):\n"
                        "    super().__init__(**kwargs)\n    self.gains = gains\n\n"
                        "def hybrid_forward(self, F, x):\n"
                        "    return F.broadcast_mul(x, F.concat(*[F.full((1,), v) for v in self.gains], dim=0).reshape((1, -1)))"),
                shapes=[[(2, 1)], [(3, 1)]]),
        # ... not a list another method can grow: the graph would keep the numbers it traced
        Example(_module("def __init__(self, weights=(0.25, 0.5, 0.25), **kwargs):\n"
                        "    super().__init__(**kwargs)\n    self.w = list(weights)\n\n"
                        "def grow(self, v):\n    self.w.append(v)\n\n"
                        "def hybrid_forward(self, F, pred, label):\n"
                        "    return -F.sum(F.broadcast_mul(F.log_softmax(pred) * label, nd.array(self.w)), axis=-1)"),
                None, reason="holds no other Parameter"),
        # ... nor data hybrid_forward itself caches on the block (YOLOv5's grid, built on the
        # first call): a constant registered in __init__ would hold None
        _holding_a_layer(Example(_module("def __init__(self, **kwargs):\n    super().__init__(**kwargs)\n"
                                         "    self.grid = None\n\n"
                                         "def hybrid_forward(self, F, x):\n"
                                         "    if self.grid is None:\n        self.grid = [0.0, 1.0, 2.0, 3.0]\n"
                                         "    return F.broadcast_add(x, nd.array(self.grid))"),
                                 None, reason="is set outside __init__ too", shapes=[[(2, 4)]])),
        # arithmetic with an eager array broadcast eagerly (NDArray.__mul__ is broadcast_mul): the
        # constant, a Symbol once hybridized, gets the broadcast written out
        _holding_a_layer(Example(_both_module("def __init__(self, **kwargs):\n    super().__init__(**kwargs)\n"
                                              "    self.scale = np.array([1.0, 2.0, 3.0], dtype='float32')\n\n"
                                              "def hybrid_forward(self, F, x):\n    return x * nd.array(self.scale)"),
                                 _both_module("def __init__(self, **kwargs):\n    super().__init__(**kwargs)\n"
                                              "    self.scale = np.array([1.0, 2.0, 3.0], dtype='float32')\n"
                                              "    self.const0 = self.params.get_constant('const0', self.scale)\n\n"
                                              "def hybrid_forward(self, F, x, const0=None):\n    return F.broadcast_mul(x, const0)"),
                                 shapes=[[(2, 3)], [(4, 1, 3)]], applicability="unsafe")),
        _holding_a_layer(Example(_module("def hybrid_forward(self, F, x):\n    w = nd.array([[0.2, 0.7, 0.1]])\n"
                                         "    return x * w + 1"),
                                 _module("def __init__(self, *args, **kwargs):\n    super().__init__(*args, **kwargs)\n"
                                         "    self.w = self.params.get_constant('w', [[0.2, 0.7, 0.1]])\n\n"
                                         "def hybrid_forward(self, F, x, w=None):\n    return F.broadcast_mul(x, w) + 1"),
                                 shapes=[[(2, 3)], [(3,)]], applicability="unsafe")),
        _holding_a_layer(Example(_module("def hybrid_forward(self, F, x):\n    return nd.array([1.0, 2.0]).reshape((1, 2)) - F.relu(x)"),
                                 _module("def __init__(self, *args, **kwargs):\n    super().__init__(*args, **kwargs)\n"
                                         "    self.const0 = self.params.get_constant('const0', [1.0, 2.0])\n\n"
                                         "def hybrid_forward(self, F, x, const0=None):\n"
                                         "    return F.broadcast_sub(const0.reshape((1, 2)), F.relu(x))"),
                                 shapes=[[(3, 2)], [(2,)]], applicability="unsafe")),
        _holding_a_layer(Example(_module("def hybrid_forward(self, F, x):\n    return x / nd.array([2.0, 4.0, 8.0], ctx=x.context)"),
                                 _module("def __init__(self, *args, **kwargs):\n    super().__init__(*args, **kwargs)\n"
                                         "    self.const0 = self.params.get_constant('const0', [2.0, 4.0, 8.0])\n\n"
                                         "def hybrid_forward(self, F, x, const0=None):\n    return F.broadcast_div(x, const0)"),
                                 shapes=[[(2, 3)], [(5, 1, 3)]], applicability="unsafe")),
        Example(_module("def hybrid_forward(self, F, x, n):\n    return F.broadcast_add(x, nd.array(n))"),
                None, reason="not a literal"),
        # `ctx=` the input's device: where Gluon fetches a constant Parameter anyway
        _holding_a_layer(Example(_module("def hybrid_forward(self, F, x):\n    w = nd.array([0.2, 0.7, 0.1], ctx=x.context)\n"
                                         "    return F.broadcast_mul(x, w)"),
                                 _module("def __init__(self, *args, **kwargs):\n    super().__init__(*args, **kwargs)\n"
                                         "    self.w = self.params.get_constant('w', [0.2, 0.7, 0.1])\n\n"
                                         "def hybrid_forward(self, F, x, w=None):\n    return F.broadcast_mul(x, w)"),
                                 shapes=[[(2, 3)], [(4, 3)]], applicability="unsafe")),
        _holding_a_layer(Example(_module("def hybrid_forward(self, F, x):\n    y = F.relu(x)\n"
                                         "    return F.broadcast_sub(y, nd.array([[0.5], [0.5]], ctx=y.ctx))"),
                                 _module("def __init__(self, *args, **kwargs):\n    super().__init__(*args, **kwargs)\n"
                                         "    self.const0 = self.params.get_constant('const0', [[0.5], [0.5]])\n\n"
                                         "def hybrid_forward(self, F, x, const0=None):\n    y = F.relu(x)\n"
                                         "    return F.broadcast_sub(y, const0)"),
                                 shapes=[[(2, 3)], [(2, 1)]], applicability="unsafe")),
        _holding_a_layer(Example(_module("def __init__(self, **kwargs):\n    super().__init__(**kwargs)\n\n"
                                         "def hybrid_forward(self, F, x):\n"
                                         "    m = nd.array([[1, -1], [2, 0.5]], ctx=x.context, dtype='float32')\n"
                                         "    return F.dot(x, m)"),
                                 _module("def __init__(self, **kwargs):\n    super().__init__(**kwargs)\n"
                                         "    self.m = self.params.get_constant('m', [[1, -1], [2, 0.5]])\n\n"
                                         "def hybrid_forward(self, F, x, m=None):\n"
                                         "    return F.dot(x, m)"),
                                 shapes=[[(3, 2)], [(1, 2)]], applicability="unsafe")),
        _holding_a_layer(Example(_np_module("def hybrid_forward(self, F, x):\n    k = F.array([[1, 0], [0, 3]], dtype=np.float32)\n"
                                            "    return F.dot(x, k) + 1"),
                                 _np_module("def __init__(self, *args, **kwargs):\n    super().__init__(*args, **kwargs)\n"
                                            "    self.k = self.params.get_constant('k', [[1, 0], [0, 3]])\n\n"
                                            "def hybrid_forward(self, F, x, k=None):\n    return F.dot(x, k) + 1"),
                                 shapes=[[(3, 2)], [(2, 2)]], applicability="unsafe")),
        # built on the CPU: an eager run then had its inputs there too (MXNet 1.9.1's operators
        # require every input on the same device type), where the constant is read
        _holding_a_layer(Example("import mxnet as mx\n" + _module("def hybrid_forward(self, F, x):\n"
                                                                 "    w = nd.array([1.0, 2.0], ctx=mx.cpu())\n"
                                                                 "    return F.broadcast_mul(x, w)"),
                                 "import mxnet as mx\n" + _module("def __init__(self, *args, **kwargs):\n"
                                                                 "    super().__init__(*args, **kwargs)\n"
                                                                 "    self.w = self.params.get_constant('w', [1.0, 2.0])\n\n"
                                                                 "def hybrid_forward(self, F, x, w=None):\n"
                                                                 "    return F.broadcast_mul(x, w)"),
                                 shapes=[[(3, 2)], [(1, 2)]], applicability="unsafe")),
        Example("import mxnet as mx\n" + _module("def hybrid_forward(self, F, x):\n"
                                                "    w = nd.array([1.0, 2.0], ctx=mx.gpu(0))\n"
                                                "    return F.broadcast_mul(x, w)"),
                None, reason="`ctx=` has no graph equivalent"),
        _holding_a_layer(Example(_module("def hybrid_forward(self, F, x):\n    w = nd.array([[1, 2], [3, 4]], dtype='int32')\n"
                                         "    return F.dot(x, w)"),
                                 None, reason="needs a cast by hand")),
        # data held by the block: registered after __init__ sets it
        _holding_a_layer(Example(_module("def __init__(self, **kwargs):\n    super().__init__(**kwargs)\n"
                                         "    self._anchors = [[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]\n\n"
                                         "def hybrid_forward(self, F, x):\n    anchors = nd.array(self._anchors)\n"
                                         "    return F.broadcast_mul(x, anchors.reshape((1, 3, 2)))"),
                                 _module("def __init__(self, **kwargs):\n    super().__init__(**kwargs)\n"
                                         "    self._anchors = [[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]\n"
                                         "    self.anchors = self.params.get_constant('anchors', self._anchors)\n\n"
                                         "def hybrid_forward(self, F, x, anchors=None):\n"
                                         "    return F.broadcast_mul(x, anchors.reshape((1, 3, 2)))"),
                                 shapes=[[(2, 3, 2)], [(1, 3, 1)]], applicability="unsafe")),
        _holding_a_layer(Example(_module("def __init__(self, scale=2.0, **kwargs):\n    super().__init__(**kwargs)\n"
                                         "    self.w = [scale, 1.0]\n\n"
                                         "def hybrid_forward(self, F, x):\n    return F.broadcast_mul(x, F.array(self.w))"),
                                 _module("def __init__(self, scale=2.0, **kwargs):\n    super().__init__(**kwargs)\n"
                                         "    self.w = [scale, 1.0]\n    self.const0 = self.params.get_constant('const0', self.w)\n\n"
                                         "def hybrid_forward(self, F, x, const0=None):\n    return F.broadcast_mul(x, const0)"),
                                 shapes=[[(3, 2)]], applicability="unsafe")),
        # ... read through a local bound to it just before (`lens = self.lens`), or given the
        # float32 dtype= nd.array gives a python list anyway
        _holding_a_layer(Example(_module("def __init__(self, **kwargs):\n    super().__init__(**kwargs)\n"
                                         "    self.offsets = [0.5, -1.0, 2.0]\n\n"
                                         "def hybrid_forward(self, F, x):\n    o = self.offsets\n"
                                         "    return F.broadcast_add(x, nd.array(o))"),
                                 _module("def __init__(self, **kwargs):\n    super().__init__(**kwargs)\n"
                                         "    self.offsets = [0.5, -1.0, 2.0]\n"
                                         "    self.const0 = self.params.get_constant('const0', self.offsets)\n\n"
                                         "def hybrid_forward(self, F, x, const0=None):\n    o = self.offsets\n"
                                         "    return F.broadcast_add(x, const0)"),
                                 shapes=[[(2, 3)], [(4, 1, 3)]], applicability="unsafe")),
        _holding_a_layer(Example(_module("def __init__(self, w=(1.0, 2.0), **kwargs):\n    super().__init__(**kwargs)\n"
                                         "    self.w = list(w)\n\n"
                                         "def hybrid_forward(self, F, x):\n"
                                         "    return F.broadcast_mul(x, F.array(self.w, dtype='float32'))"),
                                 _module("def __init__(self, w=(1.0, 2.0), **kwargs):\n    super().__init__(**kwargs)\n"
                                         "    self.w = list(w)\n    self.const0 = self.params.get_constant('const0', self.w)\n\n"
                                         "def hybrid_forward(self, F, x, const0=None):\n    return F.broadcast_mul(x, const0)"),
                                 shapes=[[(3, 2)], [(2, 4, 2)]], applicability="unsafe")),
        _holding_a_layer(Example(_module("def __init__(self, lens=(3, 1), **kwargs):\n    super().__init__(**kwargs)\n"
                                         "    self.lens = [n for n in lens]\n\n"
                                         "def hybrid_forward(self, F, x):\n    lens = self.lens\n"
                                         "    lens = 1 + nd.array(lens, dtype='float32', ctx=x.context)\n"
                                         "    return F.SequenceMask(x, sequence_length=lens, use_sequence_length=True, axis=1)"),
                                 _module("def __init__(self, lens=(3, 1), **kwargs):\n    super().__init__(**kwargs)\n"
                                         "    self.lens = [n for n in lens]\n"
                                         "    self.const0 = self.params.get_constant('const0', self.lens)\n\n"
                                         "def hybrid_forward(self, F, x, const0=None):\n    lens = self.lens\n"
                                         "    lens = 1 + const0\n"
                                         "    return F.SequenceMask(x, sequence_length=lens, use_sequence_length=True, axis=1)"),
                                 shapes=[[(2, 5, 3)], [(2, 4)]], applicability="unsafe")),
        # ... not when the local is changed first, or the attribute may hold an array of another dtype
        Example(_module("def __init__(self, **kwargs):\n    super().__init__(**kwargs)\n"
                        "    self.offsets = [0.5, -1.0]\n\n"
                        "def hybrid_forward(self, F, x):\n    o = self.offsets\n    o = o + [2.0]\n"
                        "    return F.broadcast_add(x, nd.array(o))"),
                None, reason="not a literal list of numbers or an attribute", shapes=[[(2, 3)]]),
        Example(_module("def __init__(self, **kwargs):\n    super().__init__(**kwargs)\n"
                        "    self.offsets = [0.5, -1.0, 2.0]\n\n"
                        "def hybrid_forward(self, F, x):\n    o = self.offsets\n"
                        "    return F.broadcast_add(x, nd.array(o)) * len(o)"),
                None, reason="not a literal list of numbers or an attribute", shapes=[[(2, 3)]]),
        # (without a Parameter in the block: the numbers built in the graph while tracing)
        Example(_module("def __init__(self, w=(1.0, 2.0), **kwargs):\n    super().__init__(**kwargs)\n"
                        "    self.w = w\n\n"
                        "def hybrid_forward(self, F, x):\n"
                        "    return F.broadcast_mul(x, F.array(self.w, dtype='float32'))"),
                _module("def __init__(self, w=(1.0, 2.0), **kwargs):\n    super().__init__(**kwargs)\n"
                        "    self.w = w\n\n"
                        "def hybrid_forward(self, F, x):\n"
                        "    return F.broadcast_mul(x, F.concat(*[F.full((1,), v) for v in self.w], dim=0))"),
                shapes=[[(3, 2)], [(1, 2)]], applicability="unsafe"),
        _holding_a_layer(Example(_module("def __init__(self, flip=False, **kwargs):\n    super().__init__(**kwargs)\n"
                                         "    self.w = [1.0, 2.0]\n    if flip:\n        self.w = [2.0, 1.0]\n\n"
                                         "def hybrid_forward(self, F, x):\n    return F.broadcast_mul(x, F.array(self.w))"),
                                 None, reason="straight-line code")),
        # numpy computed from `.asnumpy()` and brought back: the same elementwise computation in F
        Example(_np_module("def hybrid_forward(self, F, x):\n    t = F.arccos(F.clip(x, -1, 1))\n"
                           "    k = np.floor(4 * t.asnumpy() / np.pi)\n    return x * F.array(k) - 2 * F.array(k)"),
                _np_module("def hybrid_forward(self, F, x):\n    t = F.arccos(F.clip(x, -1, 1))\n"
                           "    k = F.stop_gradient(F.floor(4 * t / np.pi))\n    return x * k - 2 * k"),
                shapes=[[(3, 4)], [(2, 5, 2)]]),
        Example(_np_module("def hybrid_forward(self, F, x):\n"
                           "    return F.array(np.exp(-np.abs(x.asnumpy())) + 0.5) * 3"),
                _np_module("def hybrid_forward(self, F, x):\n    return F.stop_gradient(F.exp(-F.abs(x)) + 0.5) * 3"),
                shapes=[[(2, 3)], [(4,)]]),
        Example(_np_module("def __init__(self, scale=0.5, **kwargs):\n    super().__init__(**kwargs)\n"
                           "    self.scale = scale\n\n"
                           "def hybrid_forward(self, F, x):\n    y = F.relu(x)\n"
                           "    w = np.clip(np.maximum(y.asnumpy() * self.scale, 0.1) ** 2, 0.0, 0.2)\n"
                           "    return F.array(w, dtype='float32') + x"),
                _np_module("def __init__(self, scale=0.5, **kwargs):\n    super().__init__(**kwargs)\n"
                           "    self.scale = scale\n\n"
                           "def hybrid_forward(self, F, x):\n    y = F.relu(x)\n"
                           "    w = F.stop_gradient(F.clip(F.maximum(y * self.scale, 0.1) ** 2, 0.0, 0.2))\n"
                           "    return w.astype('float32') + x"),
                shapes=[[(2, 3)], [(3, 2, 2)]]),
        # a comparison cast to float32 in numpy (a sampler's pen-up flags): F.cast of the comparison
        Example(_np_module("def hybrid_forward(self, F, x):\n    p = F.sigmoid(x)\n"
                           "    pen = F.array((p.asnumpy() > 0.5).astype('float32'))\n    return F.concat(x, pen, dim=1)"),
                _np_module("def hybrid_forward(self, F, x):\n    p = F.sigmoid(x)\n"
                           "    pen = F.stop_gradient(F.cast(p > 0.5, dtype='float32'))\n    return F.concat(x, pen, dim=1)"),
                shapes=[[(2, 3)], [(4, 1)]]),
        # a comparison with a number, reductions over literal axes
        Example(_np_module("def hybrid_forward(self, F, x):\n    return F.broadcast_mul(x, F.array(x.asnumpy() > 0))"),
                _np_module("def hybrid_forward(self, F, x):\n    return F.broadcast_mul(x, F.stop_gradient(x > 0))"),
                shapes=[[(2, 3)], [(4,)]]),
        Example(_np_module("def hybrid_forward(self, F, x):\n    idx = F.array(np.argmax(x.asnumpy(), axis=1))\n"
                           "    return F.pick(x, idx, axis=1)"),
                _np_module("def hybrid_forward(self, F, x):\n    idx = F.stop_gradient(F.argmax(x, axis=1))\n"
                           "    return F.pick(x, idx, axis=1)"),
                shapes=[[(2, 3)], [(3, 5)]]),
        Example(_np_module("def hybrid_forward(self, F, x):\n    s = np.sum(x.asnumpy(), axis=-1, keepdims=True) / 2.0\n"
                           "    return F.broadcast_sub(x, F.array(s))"),
                _np_module("def hybrid_forward(self, F, x):\n    s = F.stop_gradient(F.sum(x, axis=-1, keepdims=True) / 2.0)\n"
                           "    return F.broadcast_sub(x, s)"),
                shapes=[[(2, 3)], [(2, 2, 4)]]),
        Example(_np_module("def hybrid_forward(self, F, x):\n    return x * F.array(np.sum(x.asnumpy()))"),
                None, reason="without a literal axis gives a number"),
        # running sums: of the flattened array (a Cox partial likelihood's risk sets), over an axis
        Example(_np_module("def hybrid_forward(self, F, x):\n    r = F.exp(x)\n"
                           "    return F.log(F.array(np.cumsum(r.asnumpy())))"),
                _np_module("def hybrid_forward(self, F, x):\n    r = F.exp(x)\n    return F.log(F.stop_gradient(F.cumsum(r)))"),
                shapes=[[(4, 1)], [(2, 3)], [(5,)]]),
        Example(_np_module("def hybrid_forward(self, F, x):\n    c = np.cumsum(x.asnumpy(), axis=1) * 0.5\n"
                           "    return F.broadcast_add(x, F.array(c))"),
                _np_module("def hybrid_forward(self, F, x):\n    c = F.stop_gradient(F.cumsum(x, axis=1) * 0.5)\n"
                           "    return F.broadcast_add(x, c)"),
                shapes=[[(2, 3)], [(3, 4, 2)]]),
        Example(_np_module("def hybrid_forward(self, F, x):\n    return x - F.array(np.cumsum(x.asnumpy(), 0))"),
                _np_module("def hybrid_forward(self, F, x):\n    return x - F.stop_gradient(F.cumsum(x, axis=0))"),
                shapes=[[(2, 3)], [(4,)]]),
        # the 2-norm over one axis (GraphSAGE's output normalisation done on the host): F.norm's ord=2
        Example(_np_module("def hybrid_forward(self, F, x):\n    n = np.maximum(np.linalg.norm(x.asnumpy(), axis=-1, "
                           "keepdims=True), 1e-12)\n    return F.broadcast_div(x, F.array(n))"),
                _np_module("def hybrid_forward(self, F, x):\n    n = F.stop_gradient(F.maximum(F.norm(x, axis=-1, "
                           "keepdims=True), 1e-12))\n    return F.broadcast_div(x, n)"),
                shapes=[[(2, 3)], [(3, 4, 2)]]),
        # numpy's second positional is ord, and over two axes it is a matrix norm: not taken
        Example(_np_module("def hybrid_forward(self, F, x):\n    return x * F.array(np.linalg.norm(x.asnumpy(), 1))"),
                None, reason="only as the 2-norm over one literal axis"),
        Example(_np_module("def hybrid_forward(self, F, x):\n    return x * F.array(np.linalg.norm(x.asnumpy(), axis=(0, 1)))"),
                None, reason="only as the 2-norm over one literal axis"),
        # MXNet 1.9.1's cumsum rejects a negative axis when it runs
        Example(_np_module("def hybrid_forward(self, F, x):\n    return x - F.array(np.cumsum(x.asnumpy(), -1))"),
                None, reason="non-negative axis"),
        Example(_np_module("def hybrid_forward(self, F, x):\n    return x * F.array(np.cumsum(x.asnumpy(), dtype='float64'))"),
                None, reason="other than the array and one literal non-negative axis"),
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
                _np_module("def hybrid_forward(self, F, x):\n    return F.stop_gradient(F.ones_like(x) * 3) - x"),
                shapes=[[(2, 3)], [(4,)]]),
        Example(_np_module("def hybrid_forward(self, F, x):\n    return x * F.array(np.full((2, 3), x.asnumpy()))"),
                None, reason="is not filled with a python number"),
        # a class histogram read by take of the same labels: each sample's count of its class
        Example(_np_module("def hybrid_forward(self, F, x, y):\n    y = F.abs(y) * 3\n"
                           "    hist = F.array(np.bincount(y.asnumpy().astype(int)))\n"
                           "    n = F.take(hist, y)\n    return F.sum(x, axis=1) / n"),
                _np_module("def hybrid_forward(self, F, x, y):\n    y = F.abs(y) * 3\n"
                           "    hist = F.cast(F.sum(F.broadcast_equal(F.reshape(F.fix(y), shape=(-1, 1)), "
                           "F.reshape(F.fix(y), shape=(1, -1))), axis=1), dtype='float32')\n"
                           "    n = hist\n    return F.sum(x, axis=1) / n"),
                shapes=[[(6, 4), (6,)], [(9, 2), (9,)]]),
        Example(_np_module("def hybrid_forward(self, F, x, y):\n    c = F.floor(F.abs(y) * 2)\n"
                           "    return F.broadcast_mul(x, F.take(F.array(np.bincount(c.asnumpy().astype('int64'))), c)"
                           ".reshape((-1, 1)))"),
                _np_module("def hybrid_forward(self, F, x, y):\n    c = F.floor(F.abs(y) * 2)\n"
                           "    return F.broadcast_mul(x, F.cast(F.sum(F.broadcast_equal(F.reshape(F.fix(c), "
                           "shape=(-1, 1)), F.reshape(F.fix(c), shape=(1, -1))), axis=1), dtype='float32')"
                           ".reshape((-1, 1)))"),
                shapes=[[(5, 3), (5,)], [(8, 1), (8,)]]),
        Example(_np_module("def hybrid_forward(self, F, x, y):\n    y = F.abs(y) * 4\n"
                           "    hist = F.array(np.bincount(y.asnumpy().astype(np.int64)), dtype='float64')\n"
                           "    a = F.take(hist, y).astype('float32')\n"
                           "    return x / F.take(hist, y).astype('float32') + a"),
                _np_module("def hybrid_forward(self, F, x, y):\n    y = F.abs(y) * 4\n"
                           "    hist = F.cast(F.sum(F.broadcast_equal(F.reshape(F.fix(y), shape=(-1, 1)), "
                           "F.reshape(F.fix(y), shape=(1, -1))), axis=1), dtype='float64')\n"
                           "    a = hist.astype('float32')\n"
                           "    return x / hist.astype('float32') + a"),
                shapes=[[(7,), (7,)], [(3,), (3,)]]),
        Example(_np_module("def hybrid_forward(self, F, x, y):\n    y = F.abs(y) * 3\n"
                           "    hist = F.array(np.bincount(y.asnumpy().astype(int)))\n"
                           "    return F.take(hist, y) / F.sum(hist) + x"),
                None, reason="is read other than by `take(..., y)`"),
        Example(_np_module("def hybrid_forward(self, F, x, y):\n    y = F.abs(y) * 3\n"
                           "    hist = F.array(np.bincount(y.asnumpy().astype(int)))\n"
                           "    y = F.floor(y / 2)\n    return F.take(hist, y) + x"),
                None, reason="is bound again after the class histogram"),
        Example(_np_module("def hybrid_forward(self, F, x, y):\n    y = F.abs(y) * 3\n"
                           "    hist = F.array(np.bincount(y.asnumpy().astype(int), minlength=4))\n"
                           "    return F.take(hist, y) + x"),
                None, reason="not an elementwise numpy function"),
        # two tensors' numpy arithmetic: numpy broadcasts as F.broadcast_* do (MXNet 1.9.1)
        Example(_np_module("def hybrid_forward(self, F, x, y):\n"
                           "    return F.array(np.hypot(x.asnumpy(), y.asnumpy()) * 0.5)"),
                _np_module("def hybrid_forward(self, F, x, y):\n    return F.stop_gradient(F.broadcast_hypot(x, y) * 0.5)"),
                shapes=[[(2, 3), (2, 3)], [(4, 1, 3), (2, 1)]]),
        Example(_np_module("def hybrid_forward(self, F, x, y):\n    a = F.relu(x)\n"
                           "    w = np.maximum(a.asnumpy(), y.asnumpy()) / (a.asnumpy() + y.asnumpy() ** 2 + 1.0)\n"
                           "    return F.broadcast_mul(x, F.array(w))"),
                _np_module("def hybrid_forward(self, F, x, y):\n    a = F.relu(x)\n"
                           "    w = F.stop_gradient(F.broadcast_div(F.broadcast_maximum(a, y), F.broadcast_add(a, y ** 2) + 1.0))\n"
                           "    return F.broadcast_mul(x, w)"),
                shapes=[[(2, 3), (3,)], [(3, 2, 4), (2, 1)]]),
        Example(_np_module("def hybrid_forward(self, F, x, y):\n"
                           "    return x * F.array(x.asnumpy() > y.asnumpy())"),
                _np_module("def hybrid_forward(self, F, x, y):\n    return x * F.stop_gradient(F.broadcast_greater(x, y))"),
                shapes=[[(2, 3), (2, 3)], [(5,), (5,)]]),
        # a remainder by a non-zero python number: numpy's and MXNet's both take the divisor's sign
        # (a hash bucket; a negative divisor over data of either sign); a tensor's `.asnumpy()` of
        # any expression proven one tensor
        Example(_np_module("def __init__(self, buckets=7, **kwargs):\n    super().__init__(**kwargs)\n"
                           "    self.buckets = buckets\n\n"
                           "def hybrid_forward(self, F, x):\n    ids = F.floor(F.abs(x) * 1000)\n"
                           "    return x * F.array(ids.asnumpy() % self.buckets)"),
                _np_module("def __init__(self, buckets=7, **kwargs):\n    super().__init__(**kwargs)\n"
                           "    self.buckets = buckets\n\n"
                           "def hybrid_forward(self, F, x):\n    ids = F.floor(F.abs(x) * 1000)\n"
                           "    return x * F.stop_gradient(ids % self.buckets)"),
                shapes=[[(2, 3)], [(4, 5)]]),
        Example(_np_module("def hybrid_forward(self, F, x):\n"
                           "    h = np.floor(F.relu(x * 50).asnumpy()) % 11\n    return F.array(h) + x"),
                _np_module("def hybrid_forward(self, F, x):\n"
                           "    h = F.stop_gradient(F.floor(F.relu(x * 50)) % 11)\n    return h + x"),
                shapes=[[(3, 4)], [(2, 2, 3)]]),
        Example(_np_module("def hybrid_forward(self, F, x):\n"
                           "    return F.broadcast_add(x, F.array(x.sum(axis=1).asnumpy() % -0.75 + 1))"),
                _np_module("def hybrid_forward(self, F, x):\n"
                           "    return F.broadcast_add(x, F.stop_gradient(x.sum(axis=1) % -0.75 + 1))"),
                shapes=[[(3, 3)], [(4, 4)]]),
        # a list of such arrays, one per python number of a configured tuple (multi-probe hashing):
        # `array` of equal-shape arrays stacks them on a new axis 0
        Example(_np_module("def __init__(self, seeds=(3, 5), **kwargs):\n    super().__init__(**kwargs)\n"
                           "    self.seeds = seeds\n\n"
                           "def hybrid_forward(self, F, x):\n    ids = F.floor(F.abs(x) * 100)\n"
                           "    h = [((ids * s + 1) % 11).asnumpy() for s in self.seeds]\n"
                           "    return F.broadcast_add(F.array(h), x.expand_dims(0))"),
                _np_module("def __init__(self, seeds=(3, 5), **kwargs):\n    super().__init__(**kwargs)\n"
                           "    self.seeds = seeds\n\n"
                           "def hybrid_forward(self, F, x):\n    ids = F.floor(F.abs(x) * 100)\n"
                           "    h = F.stop_gradient(F.stack(*[((ids * s + 1) % 11) for s in self.seeds], axis=0))\n"
                           "    return F.broadcast_add(h, x.expand_dims(0))"),
                shapes=[[(2, 3)], [(4,)]]),
        Example(_np_module("def __init__(self, seeds=(), **kwargs):\n    super().__init__(**kwargs)\n"
                           "    self.seeds = seeds\n\n"
                           "def hybrid_forward(self, F, x):\n"
                           "    h = [(x * s).asnumpy() for s in self.seeds]\n    return F.array(h)"),
                None, reason="is not proven a non-empty tuple or list of python numbers"),
        Example(_np_module("def hybrid_forward(self, F, x):\n"
                           "    h = [np.ones((s,)) * x.asnumpy().sum() for s in (2, 3)]\n    return F.array(h)"),
                None, reason="is read other than as an operand of arithmetic"),
        # a divisor that may be 0 (numpy gives NaN, MXNet 0): a tensor, a literal 0, an attribute
        # defaulting to 0, and a number over an array
        Example(_np_module("def hybrid_forward(self, F, x, y):\n"
                           "    return F.array(x.asnumpy() % y.asnumpy())"),
                None, reason="takes a remainder by a value not proven a non-zero python number"),
        Example(_np_module("def hybrid_forward(self, F, x):\n    return x + F.array(x.asnumpy() % 0)"),
                None, reason="takes a remainder by a value not proven a non-zero python number"),
        Example(_np_module("def __init__(self, period=0, **kwargs):\n    super().__init__(**kwargs)\n"
                           "    self.period = period\n\n"
                           "def hybrid_forward(self, F, x):\n    return x + F.array(x.asnumpy() % self.period)"),
                None, reason="takes a remainder by a value not proven a non-zero python number"),
        Example(_np_module("def hybrid_forward(self, F, x):\n    return x + F.array(3 % x.asnumpy())"),
                None, reason="takes a remainder by a value not proven a non-zero python number"),
        # numpy's round is half to even, MXNet's round half away from zero: not taken
        Example(_np_module("def hybrid_forward(self, F, x):\n    k = np.round(x.asnumpy() * 2)\n"
                           "    return F.array(k)"),
                None, reason="is not an elementwise numpy function"),
        Example(_np_module("def hybrid_forward(self, F, x):\n    k = np.floor(x.asnumpy() * 2)\n"
                           "    n = float(k.sum())\n    return F.array(k) * n"),
                None, reason="used as a numpy array elsewhere"),
        # a list of numbers and attributes __init__ sets: registered after the last of those lines
        _holding_a_layer(Example(_module("def __init__(self, eps=1e-3, **kwargs):\n    super().__init__(**kwargs)\n"
                                         "    self.eps = eps\n\n"
                                         "def hybrid_forward(self, F, x):\n    return F.broadcast_maximum(x, nd.array([self.eps]))"),
                                 _module("def __init__(self, eps=1e-3, **kwargs):\n    super().__init__(**kwargs)\n"
                                         "    self.eps = eps\n    self.const0 = self.params.get_constant('const0', [self.eps])\n\n"
                                         "def hybrid_forward(self, F, x, const0=None):\n    return F.broadcast_maximum(x, const0)"),
                                 shapes=[[(2, 3)], [(4,)]])),
        _holding_a_layer(Example(_module("def __init__(self, lo=-0.5, hi=2.0, **kwargs):\n    self.hi = hi\n"
                                         "    super().__init__(**kwargs)\n    self.lo = lo\n\n"
                                         "def hybrid_forward(self, F, x):\n    r = nd.array([self.lo, 0.0, self.hi], ctx=x.context)\n"
                                         "    return F.broadcast_mul(x, r)"),
                                 _module("def __init__(self, lo=-0.5, hi=2.0, **kwargs):\n    self.hi = hi\n"
                                         "    super().__init__(**kwargs)\n    self.lo = lo\n"
                                         "    self.r = self.params.get_constant('r', [self.lo, 0.0, self.hi])\n\n"
                                         "def hybrid_forward(self, F, x, r=None):\n    return F.broadcast_mul(x, r)"),
                                 shapes=[[(2, 3)], [(3,)]])),
        _holding_a_layer(Example(_module("def __init__(self, w=(1.0, 2.0), **kwargs):\n    super().__init__(**kwargs)\n"
                                         "    self.w = w\n\n"
                                         "def hybrid_forward(self, F, x):\n    return F.dot(x, nd.array([self.w, self.w]))"),
                                 _module("def __init__(self, w=(1.0, 2.0), **kwargs):\n    super().__init__(**kwargs)\n"
                                         "    self.w = w\n    self.const0 = self.params.get_constant('const0', [self.w, self.w])\n\n"
                                         "def hybrid_forward(self, F, x, const0=None):\n    return F.dot(x, const0)"),
                                 shapes=[[(3, 2)]])),
        # a numpy constructor given literals: the same value built in __init__
        _holding_a_layer(Example(_both_module("def hybrid_forward(self, F, x):\n    pos = nd.array(np.arange(4), ctx=x.context)\n"
                                              "    return F.broadcast_add(x, pos.reshape((1, 4)))"),
                                 _both_module("def __init__(self, *args, **kwargs):\n    super().__init__(*args, **kwargs)\n"
                                              "    self.pos = self.params.get_constant('pos', np.arange(4))\n\n"
                                              "def hybrid_forward(self, F, x, pos=None):\n    return F.broadcast_add(x, pos.reshape((1, 4)))"),
                                 shapes=[[(2, 4)], [(1, 4)]])),
        _holding_a_layer(Example(_both_module("def hybrid_forward(self, F, x):\n    return F.dot(x, nd.array(np.eye(3)) * 2)"),
                                 _both_module("def __init__(self, *args, **kwargs):\n    super().__init__(*args, **kwargs)\n"
                                              "    self.const0 = self.params.get_constant('const0', np.eye(3))\n\n"
                                              "def hybrid_forward(self, F, x, const0=None):\n    return F.dot(x, const0 * 2)"),
                                 shapes=[[(2, 3)]])),
        _holding_a_layer(Example(_both_module("def hybrid_forward(self, F, x):\n"
                                              "    t = nd.array(np.linspace(0.0, 1.0, 5), dtype='float32')\n"
                                              "    return F.broadcast_mul(x, t)"),
                                 _both_module("def __init__(self, *args, **kwargs):\n    super().__init__(*args, **kwargs)\n"
                                              "    self.t = self.params.get_constant('t', np.linspace(0.0, 1.0, 5))\n\n"
                                              "def hybrid_forward(self, F, x, t=None):\n    return F.broadcast_mul(x, t)"),
                                 shapes=[[(2, 5)], [(5,)]])),
        Example(_both_module("def hybrid_forward(self, F, x):\n    return F.broadcast_add(x, nd.array(np.random.rand(3)))"),
                None, reason="not a literal"),
        # numpy arithmetic over attributes __init__ sets (a diffusion schedule's cumulative
        # product): the same expression registered right after the line setting them
        _holding_a_layer(Example(_both_module("def __init__(self, steps=4, **kwargs):\n    super().__init__(**kwargs)\n"
                                              "    self._betas = np.linspace(0.1, 0.4, steps)\n\n"
                                              "def hybrid_forward(self, F, x):\n"
                                              "    abar = nd.array(np.cumprod(1.0 - self._betas))\n"
                                              "    return F.broadcast_mul(x, F.sqrt(abar))"),
                                 _both_module("def __init__(self, steps=4, **kwargs):\n    super().__init__(**kwargs)\n"
                                              "    self._betas = np.linspace(0.1, 0.4, steps)\n"
                                              "    self.abar = self.params.get_constant('abar', np.cumprod(1.0 - self._betas))\n\n"
                                              "def hybrid_forward(self, F, x, abar=None):\n"
                                              "    return F.broadcast_mul(x, F.sqrt(abar))"),
                                 shapes=[[(2, 4)], [(4,)]], applicability="unsafe")),
        # ... or an element of such a call (channel pruning's kept indices, `np.where(mask)[0]`)
        _holding_a_layer(Example(_both_module("def __init__(self, **kwargs):\n    super().__init__(**kwargs)\n"
                                              "    self.keep = np.array([1, 0, 1, 1], dtype=bool)\n\n"
                                              "def hybrid_forward(self, F, x):\n"
                                              "    idx = nd.array(np.where(self.keep)[0])\n"
                                              "    return F.take(x, idx, axis=1)"),
                                 _both_module("def __init__(self, **kwargs):\n    super().__init__(**kwargs)\n"
                                              "    self.keep = np.array([1, 0, 1, 1], dtype=bool)\n"
                                              "    self.idx = self.params.get_constant('idx', np.where(self.keep)[0])\n\n"
                                              "def hybrid_forward(self, F, x, idx=None):\n"
                                              "    return F.take(x, idx, axis=1)"),
                                 shapes=[[(2, 4)], [(3, 4, 2)]], applicability="unsafe")),
        # ... not when the attribute is changed after it is set, or the arithmetic draws
        _holding_a_layer(Example(_both_module("def __init__(self, **kwargs):\n    super().__init__(**kwargs)\n"
                                              "    self._betas = np.linspace(0.1, 0.4, 4)\n\n"
                                              "def scale(self):\n    self._betas *= 2\n\n"
                                              "def hybrid_forward(self, F, x):\n"
                                              "    return F.broadcast_mul(x, nd.array(np.cumprod(1.0 - self._betas)))"),
                                 None, reason="not a literal list of numbers or an attribute")),
        _holding_a_layer(Example(_both_module("def __init__(self, **kwargs):\n    super().__init__(**kwargs)\n"
                                              "    self._betas = np.linspace(0.1, 0.4, 4)\n\n"
                                              "def hybrid_forward(self, F, x):\n"
                                              "    return F.broadcast_mul(x, nd.array(self._betas * np.random.rand(4)))"),
                                 None, reason="not a literal list of numbers or an attribute")),
        # numpy filled to a tensor's shape: the same values from the tensor, cast as nd.array does
        Example(_both_module("def hybrid_forward(self, F, x):\n    y = F.relu(x)\n"
                             "    w = nd.array(np.ones(y.shape), ctx=y.context)\n    return y * w + x"),
                _both_module("def hybrid_forward(self, F, x):\n    y = F.relu(x)\n"
                             "    w = F.cast(F.ones_like(y), dtype='float32')\n    return y * w + x"),
                shapes=[[(2, 3, 4)], [(5,)]]),
        Example(_both_module("def hybrid_forward(self, F, x):\n    y = F.tanh(x)\n"
                             "    return F.maximum(y, nd.array(np.zeros(y.shape)))"),
                _both_module("def hybrid_forward(self, F, x):\n    y = F.tanh(x)\n"
                             "    return F.maximum(y, F.cast(F.zeros_like(y), dtype='float32'))"),
                shapes=[[(2, 3)], [(1, 4, 2)]]),
        Example(_both_module("def hybrid_forward(self, F, x):\n    y = F.sigmoid(x)\n"
                             "    return y - F.array(np.full(y.shape, 0.5), dtype='float32')"),
                _both_module("def hybrid_forward(self, F, x):\n    y = F.sigmoid(x)\n"
                             "    return y - F.cast(F.ones_like(y), dtype='float32') * 0.5"),
                shapes=[[(2, 3)], [(3,)]]),
        Example(_both_module("def hybrid_forward(self, F, x):\n    y = F.relu(x)\n"
                             "    return y * nd.array(np.ones(y.shape[1:]))"),
                None, reason="is not a python size"),
        # a module-level constant only ever read as an array's data
        _holding_a_layer(Example("MEAN = [0.485, 0.456, 0.406]\n" + _module(
                                     "def hybrid_forward(self, F, x):\n    return F.broadcast_sub(x, nd.array(MEAN).reshape((1, 3, 1, 1)))"),
                                 "MEAN = [0.485, 0.456, 0.406]\n" + _module(
                                     "def __init__(self, *args, **kwargs):\n    super().__init__(*args, **kwargs)\n"
                                     "    self.const0 = self.params.get_constant('const0', MEAN)\n\n"
                                     "def hybrid_forward(self, F, x, const0=None):\n    return F.broadcast_sub(x, const0.reshape((1, 3, 1, 1)))"),
                                 shapes=[[(2, 3, 2, 2)]])),
        _holding_a_layer(Example("import numpy as np\nSTD = np.array([0.2, 0.25]).reshape((1, 2))\n" + _module(
                                     "def hybrid_forward(self, F, x):\n    std = nd.array(STD, ctx=x.context)\n    return F.broadcast_div(x, std)"),
                                 "import numpy as np\nSTD = np.array([0.2, 0.25]).reshape((1, 2))\n" + _module(
                                     "def __init__(self, *args, **kwargs):\n    super().__init__(*args, **kwargs)\n"
                                     "    self.std = self.params.get_constant('std', STD)\n\n"
                                     "def hybrid_forward(self, F, x, std=None):\n    return F.broadcast_div(x, std)"),
                                 shapes=[[(3, 2)], [(2, 1, 2)]])),
        _holding_a_layer(Example("from mxnet import nd as ND\nOFFSETS = ((0.5, 0.5), (1.0, 0.0))\n" + _module(
                                     "def hybrid_forward(self, F, x):\n    return F.dot(x, F.array(OFFSETS))"),
                                 "from mxnet import nd as ND\nOFFSETS = ((0.5, 0.5), (1.0, 0.0))\n" + _module(
                                     "def __init__(self, *args, **kwargs):\n    super().__init__(*args, **kwargs)\n"
                                     "    self.const0 = self.params.get_constant('const0', OFFSETS)\n\n"
                                     "def hybrid_forward(self, F, x, const0=None):\n    return F.dot(x, const0)"),
                                 shapes=[[(4, 2)]])),
        # numpy of literals and of attributes __init__ fixes from its arguments: computed there
        # once, after the line setting them (and after super().__init__(), which self.params needs)
        Example(_config("super().__init__(**kwargs)\nself._levels = levels",
                        "sig = nd.array(np.exp(np.linspace(0.0, -2.0, self._levels))).reshape((1, -1))\n"
                        "return self.head(x) * sig"),
                _config("super().__init__(**kwargs)\nself._levels = levels\n"
                        "self.const0 = self.params.get_constant('const0', np.exp(np.linspace(0.0, -2.0, self._levels)))",
                        "sig = const0.reshape((1, -1))\nreturn F.broadcast_mul(self.head(x), sig)", extra=", const0=None"),
                shapes=[[(2, 3)], [(4, 3)]], applicability="unsafe"),
        Example(_config("self._levels = levels\nsuper().__init__(**kwargs)",
                        "w = nd.array(np.linspace(0.5, 1.5, self._levels))\nreturn self.head(x) * w"),
                _config("self._levels = levels\nsuper().__init__(**kwargs)\n"
                        "self.w = self.params.get_constant('w', np.linspace(0.5, 1.5, self._levels))",
                        "return F.broadcast_mul(self.head(x), w)", extra=", w=None"),
                shapes=[[(2, 3)], [(4, 3)]], applicability="unsafe"),
        # ... not when another method may change the attribute, nor for a random draw (the
        # finding names array-arange-math's refusal here: it is asked first, and reads the
        # linspace's count as no python integer)
        Example(_config("super().__init__(**kwargs)\nself._levels = levels",
                        "w = nd.array(np.linspace(0.5, 1.5, self._levels))\nreturn self.head(x) * w",
                        more="\n    def grow(self):\n        self._levels = self._levels + 1\n"),
                None, reason="an `np.linspace` of other than a start, a stop and a python integer count",
                shapes=[[(2, 3)]]),
        Example(_config("super().__init__(**kwargs)\nself._levels = levels",
                        "w = nd.array(np.random.uniform(0, 1, self._levels))\nreturn self.head(x) * w"),
                None, reason="not a literal list of numbers or an attribute", shapes=[[(2, 3)]]),
        # the module changes it elsewhere: __init__ might read another value than the call did
        Example("MEAN = [0.5, 0.5]\n\ndef set_mean(m):\n    MEAN[0] = m\n\n" + _module(
                    "def hybrid_forward(self, F, x):\n    return F.broadcast_sub(x, nd.array(MEAN))"),
                None, reason="not a literal"),
    ]

    @classmethod
    def propose(cls, ctx, call: cst.Call) -> Fix | Refusal:
        f = ctx.scope.f_name
        roundtrip = _numpy_roundtrip.propose(ctx, call)
        positional = [a for a in call.args if a.keyword is None]
        like = _filled_like(ctx, positional[0].value) if len(positional) == 1 else None
        if roundtrip is not None and not (isinstance(roundtrip, Refusal) and like is not None):
            # (numpy filled to a proven tensor's shape is not a round trip: built below)
            return roundtrip
        if len(positional) != 1 or positional[0].star:
            return Refusal("nd.array takes the data as its one positional argument")
        extra = {a.keyword.value: a.value for a in call.args if a.keyword is not None}
        device = extra.pop("ctx", None)
        if set(extra) - {"dtype"}:
            return Refusal(f"`{', '.join(sorted(set(extra) - {'dtype'}))}=` has no graph equivalent")
        if device is not None and not _input_device(ctx, device) and not cpu_device(ctx, device):
            return Refusal("`ctx=` has no graph equivalent")
        # float32 is what a constant Parameter holds anyway
        other_dtype = "dtype" in extra and not is_float32_dtype(extra["dtype"])
        parsed = literal_array(positional[0].value)
        scope = ctx.scope
        in_helper = scope.cls is None or scope.style != "hybrid_forward"
        if parsed is None and (in_helper or not holds_parameter(ctx, scope.cls.node)):
            # no constant Parameter can hold it: numbers fixed where the code spells them are
            # built in the graph as a literal given here would be
            data = _aliased_attr(ctx, call, positional[0].value) or positional[0].value
            spelled = literal_data(ctx, data, _module_constant)
            parsed = None if spelled is None else literal_array(spelled)
        if parsed is None:
            data = _aliased_attr(ctx, call, positional[0].value) or positional[0].value
            held = _self_attr_name(data)
            if held is not None and not in_helper and not holds_parameter(ctx, scope.cls.node) \
                    and device is None and ("dtype" not in extra or is_float32_dtype(extra["dtype"])) \
                    and numbers_configured(ctx, held):
                # numbers the constructor is handed (`gains=(2.0, 1.0, 1.5)`), in a block without
                # Parameters: read while tracing, each one F.full, as nd.array reads them eagerly
                new = (f"{f}.concat(*[{f}.full((1,), v) for v in {ctx.code_for(data).strip()}], dim=0)")
                return make_fix(ctx, [(call, new)], "unsafe",
                                f"build the configured numbers in the graph, one {f}.full each")
            # (a numpy array held there keeps its own dtype in a constant: no dtype= taken, but
            # float32 when __init__ holds a python list there, which a constant converts so too)
            if held is not None and ("dtype" not in extra or is_float32_dtype(extra["dtype"])
                                     and _init_holds_list(ctx, held)):
                return cls._constant(ctx, call, data, data_attr=held, device=device)
            if like is not None:
                # nd.array gives numpy data float32 (or the dtype= given); ones_like keeps x's
                tensor, fill = like
                dtype = ctx.code_for(extra["dtype"]).strip() if "dtype" in extra else "'float32'"
                base = f"{f}.cast({f}.{'zeros' if fill == 0 else 'ones'}_like({ctx.code_for(tensor)}), dtype={dtype})"
                new = base if fill in (0, 1) else f"{base} * {fill}"
                return make_fix(ctx, [(call, new)], "unsafe",
                                f"build it with {f}.{'zeros' if fill == 0 else 'ones'}_like (on the tensor's device)")
            if "dtype" not in extra or is_float32_dtype(extra["dtype"]):
                # a constant Parameter converts its value with nd.array as the call did: float32
                attrs = _attribute_list(data)
                if attrs:
                    return cls._constant(ctx, call, data, data_attr=attrs, device=device)
                built = numpy_of_attributes(ctx, data, scope.func) if isinstance(scope.func, cst.FunctionDef) else None
                if built is not None:
                    return cls._constant(ctx, call, data, data_attr=built[0] or None, text=built[1], device=device,
                                         moved=built[2], prelude=built[3])
                if _literal_numpy_call(ctx, data) or _module_constant(ctx, data):
                    return cls._constant(ctx, call, data, device=device)
            return Refusal("the data is not a literal list of numbers or an attribute `__init__` sets; "
                           "register it with self.params.get_constant in __init__ and receive it in "
                           "hybrid_forward")
        shape, values = parsed
        dtype = f", dtype={ctx.code_for(extra['dtype'])}" if "dtype" in extra else ""
        if len({v for v, _ in values}) == 1 and device is None:
            v, text = values[0]
            if v == 0:
                new = f"{f}.zeros({shape_text(shape)}{dtype})"
            elif v == 1:
                new = f"{f}.ones({shape_text(shape)}{dtype})"
            else:
                new = f"{f}.full({shape_text(shape)}, {text}{dtype})"
            return make_fix(ctx, [(call, new)], "safe", f"build the constant with {new.split('(')[0]}")
        buildable = device is None and len(values) <= MAX_RUN_VALUES
        if in_helper and not buildable:
            return Refusal(f"only hybrid_forward of a HybridBlock can receive a constant Parameter, "
                           f"and a helper builds in-graph only a literal of at most {MAX_RUN_VALUES} "
                           f"numbers without ctx=")
        # a helper has no block to hold a constant Parameter, and a block without Parameters runs
        # uninitialized (a loss, a normalizer), which a constant Parameter would make fail: both
        # build the values in the graph
        if in_helper or (buildable and not holds_parameter(ctx, scope.cls.node)):
            return make_fix(ctx, [(call, _runs_text(f, shape, values, dtype))], "safe",
                            f"build the constant in the graph from {f}.full runs")
        if other_dtype:
            return Refusal("a constant Parameter is float32; the `dtype=` needs a cast by hand")
        return cls._constant(ctx, call, positional[0].value, device=device)

    @staticmethod
    def _constant(ctx, call: cst.Call, data: cst.BaseExpression,
                  data_attr: str | tuple[str, ...] | None = None, text: str | None = None,
                  device: cst.BaseExpression | None = None, moved: tuple[str, ...] = (),
                  prelude: tuple[str, ...] = ()) -> Fix | Refusal:
        """``data_attr``: the data is ``self.<data_attr>``; the constant is registered after the
        ``__init__`` statement that sets it (unsafe: a later change to it is not seen), the
        ``prelude`` statements (an array filled in place) right before the registration."""
        scope = ctx.scope
        if scope.cls is None or scope.style != "hybrid_forward" or not isinstance(scope.func, cst.FunctionDef):
            return Refusal("only hybrid_forward of a HybridBlock can receive a constant Parameter")
        func: cst.FunctionDef = scope.func
        params = func.params
        if params.star_kwarg is not None:
            return Refusal("hybrid_forward takes **kwargs; add the constant by hand")
        # a block without other Parameters runs without initialize() (a loss, a normalizer): the
        # constant is initialized where it is registered, on the device nd.array built the array on
        # (held-array's rule, fixers/_held_init.py); data another method may change is refused
        # there, since __init__ would freeze a value the eager call read afresh
        initialize = None
        if not holds_parameter(ctx, scope.cls.node):
            why = _uninitialized_why(ctx, device, data_attr)
            if why is not None:
                return Refusal("the block holds no other Parameter (no `self.params.get`, gluon `Parameter` "
                               "or parameterized gluon layer in the class), so it runs without initialize(); "
                               "with a constant Parameter that call fails ('Parameter ... has not been "
                               f"initialized'), and it cannot be initialized where it is registered: {why}")
            # numpy arithmetic over an arange computes in the graph instead, adding no Parameter
            if ArrayArangeMath.claims(ctx, call) and isinstance(ArrayArangeMath.propose(ctx, call), Fix):
                return Refusal("the block holds no other Parameter; array-arange-math computes the data "
                               "in the graph instead of a constant Parameter")
            initialize = "" if device is None else f"ctx={ctx.code_for(device).strip()}"
        class_src = ctx.code_for(scope.cls.node)
        taken = param_names(params)
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
            reads = [n for n in name_reads(func.body, name) if n is not target]
            edits.extend(broadcast_edits(ctx, func, reads, ctx.code_for)[0])
        else:
            old_text = ctx.code_for(call)
            binop_edits, spans = broadcast_edits(ctx, func, [call],
                                                 lambda n: ctx.code_for(n).replace(old_text, name, 1))
            edits.extend(binop_edits)
            at = ctx.span(call)
            if not any(s[0] <= at[0] and at[1] <= s[1] for s in spans):
                edits.append((call, name))
        # the locals the computation moved to __init__ reads, read nowhere else: dead once it moved
        dead = _dead_bindings(ctx, func, moved)
        if prelude and not dead:
            return Refusal("the statements filling the array share their lines with other code")
        edits.extend(dead)
        # 2. the signature: `name=None` after the last parameter
        arg = extra_argument(ctx, params, name)
        if isinstance(arg, Refusal):
            return arg
        edits.append(arg)
        # 3. the registration in __init__
        value = text or " ".join(ctx.code_for(data).split())
        register = f"self.{name} = self.params.get_constant('{name}', {value})"
        init = scope.cls.methods.get("__init__")
        indent_unit = ctx.module.default_indent
        nl = ctx.module.default_newline
        register = "".join(f"{line}{nl}{{indent}}" for line in prelude) + register

        def registration(indent: str) -> str:
            if initialize is None:
                return register.format(indent=indent) if prelude else register
            return f"{register.format(indent=indent) if prelude else register}{nl}{indent}self.{name}.initialize({initialize})"
        if init is None:
            start, _ = ctx.span(func)
            source = ctx.source
            first = line_start(source, start)
            ind = source[first:start]
            if func.decorators or ind.strip():
                return Refusal("hybrid_forward is decorated; add the constant by hand")
            inner = ind + indent_unit
            text = (f"{ind}def __init__(self, *args, **kwargs):{nl}{inner}super().__init__(*args, **kwargs)"
                    f"{nl}{inner}{registration(inner)}{nl}{nl}")
            edits.append(((first, first), text))
        else:
            if data_attr is None:
                sup = super_init_line(init)
            else:
                lines = [sets_attr_line(init, a) for a in _attrs(data_attr)]
                # (an attribute set before super().__init__(): self.params exists only after it)
                lines.append(super_init_line(init) or lines[0])
                sup = None if None in lines else max(lines, key=lambda line: ctx.span(line)[0])
            if sup is None:
                return Refusal("__init__ has no `super().__init__(...)` line to follow" if data_attr is None
                               else f"__init__ does not set `self.{', self.'.join(_attrs(data_attr))}` "
                                    "in straight-line code")
            start, end = ctx.span(sup)
            source = ctx.source
            ind = source[line_start(source, start):start]
            after = line_end(source, end)
            if ind.strip() or after == len(source) and not source.endswith(("\n", "\r")):
                return Refusal("cannot place the constant in __init__")
            edits.append(((after, after), f"{ind}{registration(ind)}{nl}"))
        then = (", initialized there (the block holds no other Parameter and may run without "
                "initialize())") if initialize is not None else ""
        if data_attr is not None:
            held = ", ".join(f"self.{a}" for a in _attrs(data_attr))
            if init is None:
                return Refusal(f"no __init__ sets `{held}`")
            moved = next((m for m in _attrs(data_attr) if not stored_only_in_init(ctx, m)), None)
            if moved is not None:
                # (a grid cached on the block and rebuilt in hybrid_forward: the constant would
                # hold __init__'s value, None, and the block would no longer run eagerly)
                return Refusal(f"`self.{moved}` is set outside __init__ too; the constant would keep "
                               "only the value __init__ gives it")
            return make_fix(ctx, edits, "unsafe",
                            f"register {held} as a constant with self.params.get_constant('{name}', "
                            f"...){then} (later changes to {held} are not seen)")
        # a new Parameter: parameter files saved before the fix lack it (load_parameters then
        # needs allow_missing=True) and a block without other Parameters now needs initialize()
        return make_fix(ctx, edits, "unsafe",
                        f"register the constant with self.params.get_constant('{name}', ...){then} (parameter "
                        f"files saved before lack it: load them with allow_missing=True)")


def _dead_bindings(ctx, func: cst.FunctionDef, names: tuple[str, ...]) -> list:
    """Edits removing the one-line top-level assignments of ``names`` (all or none: a binding
    sharing its line with other code stays, and so do the others, as harmless numpy)."""
    edits = []
    source = ctx.source
    done: set[int] = set()

    def binds(target, name: str) -> bool:
        # the name, or an unpacking of names all moved (`ys, xs = np.meshgrid(...)`)
        if isinstance(target, cst.Name):
            return target.value == name
        elements = [e.value for e in target.elements] if isinstance(target, (cst.Tuple, cst.List)) else []
        return any(isinstance(e, cst.Name) and e.value == name for e in elements) and all(
            isinstance(e, cst.Name) and e.value in names for e in elements)
    for name in names:
        line = next((stmt for stmt in func.body.body if isinstance(stmt, cst.SimpleStatementLine)
                     and len(stmt.body) == 1 and isinstance(stmt.body[0], cst.Assign)
                     and len(stmt.body[0].targets) == 1
                     and binds(stmt.body[0].targets[0].target, name)), None)
        if line is None:
            return []
        if id(line) in done:
            continue
        done.add(id(line))
        fills = [stmt for stmt in func.body.body if isinstance(stmt, cst.SimpleStatementLine)
                 and len(stmt.body) == 1 and isinstance(stmt.body[0], cst.Assign)
                 and len(stmt.body[0].targets) == 1 and isinstance(stmt.body[0].targets[0].target, cst.Subscript)
                 and isinstance(stmt.body[0].targets[0].target.value, cst.Name)
                 and stmt.body[0].targets[0].target.value.value == name]
        for stmt in (line, *fills):         # (an array filled in place: its fills die with it)
            start, end = ctx.span(stmt)
            first = line_start(source, start)
            if source[first:start].strip():
                return []
            edits.append(((first, line_end(source, end)), ""))
    return edits


def _uninitialized_why(ctx, device, data_attr) -> str | None:
    """Why a constant of a block that runs without ``initialize()`` cannot be initialized where it
    is registered, or None.  ``initialize()`` puts it on the current context, as nd.array without
    ``ctx=`` did (``ctx=mx.cpu()`` is handed on); ``ctx=x.context`` follows the input, which a
    constant made in ``__init__`` cannot."""
    if device is not None and not cpu_device(ctx, device):
        return "its `ctx=` follows the input's device, which __init__ does not know"
    if data_attr is not None and not stored_once(ctx, _attrs(data_attr)):
        return (f"`self.{', self.'.join(_attrs(data_attr))}` may change after __init__ "
                "(stored more than once, or changed in place)")
    return None


# gluon layers that own Parameters: a block holding one has to be initialize()d (or loaded) before it
# runs at all, and that same call initializes the constant the fix registers; a block without any
# runs uninitialized, and its first Parameter would make that working call fail
_PARAMETER_LAYERS = frozenset({
    "Dense", "Conv1D", "Conv2D", "Conv3D", "Conv1DTranspose", "Conv2DTranspose", "Conv3DTranspose",
    "BatchNorm", "SyncBatchNorm", "LayerNorm", "InstanceNorm", "GroupNorm", "Embedding", "PReLU",
    "RNN", "LSTM", "GRU", "RNNCell", "LSTMCell", "GRUCell", "DeformableConvolution",
    "ModulatedDeformableConvolution",
})


def holds_parameter(ctx, cls_node: cst.ClassDef) -> bool:
    """The class registers a Parameter itself (``self.params.get(...)``, ``gluon.Parameter(...)``)
    or builds a gluon layer that owns one; a project's own block is not evidence (it may hold none),
    nor a constant the class initializes itself where it registers it."""
    own_init = self_initialized(ctx, cls_node)
    for call in iter_descendants(cls_node):
        if not isinstance(call, cst.Call):
            continue
        if cst_dotted(call.func) in ("self.params.get", "self.params.get_constant") and id(call) not in own_init:
            return True
        dotted = ctx.resolve(call.func)
        if dotted is None or not dotted.startswith("mxnet.gluon."):
            continue
        last = dotted.rsplit(".", 1)[-1]
        if last in _PARAMETER_LAYERS or last in ("Parameter", "Constant"):
            return True
    return False


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


def is_float32_dtype(node) -> bool:
    """``'float32'`` or ``np.float32`` / ``numpy.float32``: the dtype nd.array gives lists anyway."""
    if isinstance(node, cst.SimpleString):
        return node.value[1:-1] == "float32" and node.value[0] in "'\""
    return (isinstance(node, cst.Attribute) and node.attr.value == "float32"
            and isinstance(node.value, cst.Name) and node.value.value in ("np", "numpy"))


def _aliased_attr(ctx, call: cst.Call, data) -> cst.Attribute | None:
    """``self.<attr>`` for the data ``a`` of ``call`` when the last binding of ``a`` before the
    statement holding ``call`` is ``a = self.<attr>`` and ``a`` is not mentioned in between:
    both straight-line statements of the function body, and ``call`` its only read of ``a`` in
    that statement (a mutation through ``a`` would change what the call reads)."""
    func = ctx.scope.func if ctx.scope is not None else None
    if not isinstance(data, cst.Name) or not isinstance(func, cst.FunctionDef) \
            or not isinstance(func.body, cst.IndentedBlock):
        return None
    name = data.value
    body = list(func.body.body)
    at = next((k for k, stmt in enumerate(body) if any(n is call for n in iter_descendants(stmt))), None)
    line = body[at] if at is not None else None
    small = line.body[0] if isinstance(line, cst.SimpleStatementLine) and len(line.body) == 1 else None
    # (`a = 1 + nd.array(a)` binds a new `a` after the read: its target is no read)
    value = small.value if isinstance(small, (cst.Assign, cst.Expr, cst.Return)) else None
    if value is None or len(name_reads(value, name)) != 1:
        return None
    for stmt in reversed(body[:at]):
        small = stmt.body[0] if isinstance(stmt, cst.SimpleStatementLine) and len(stmt.body) == 1 else None
        if isinstance(small, cst.Assign) and len(small.targets) == 1 \
                and isinstance(small.targets[0].target, cst.Name) and small.targets[0].target.value == name:
            return small.value if _self_attr_name(small.value) is not None else None
        if any(isinstance(n, cst.Name) and n.value == name for n in iter_descendants(stmt)):
            return None
    return None


def _init_holds_list(ctx, attr: str) -> bool:
    """``__init__`` sets ``self.<attr>``, in straight-line code, to a python list or tuple (a
    display, a comprehension, ``list(...)``/``tuple(...)``): nd.array makes it float32."""
    cls = ctx.scope.cls if ctx.scope is not None else None
    init = cls.methods.get("__init__") if cls is not None else None
    line = sets_attr_line(init, attr) if init is not None else None
    if line is None:
        return False
    value = line.body[0].value
    if isinstance(value, cst.Call):
        return isinstance(value.func, cst.Name) and ctx.resolve(value.func) in ("list", "tuple")
    return isinstance(value, (cst.List, cst.Tuple, cst.ListComp))


def _attrs(data_attr: str | tuple[str, ...]) -> tuple[str, ...]:
    return (data_attr,) if isinstance(data_attr, str) else data_attr


def _attribute_list(node) -> tuple[str, ...]:
    """The attributes of a list/tuple literal of numbers and ``self.<attr>`` (``[self.eps]``);
    empty when it holds anything else or no attribute."""
    if not isinstance(node, (cst.List, cst.Tuple)) or not node.elements:
        return ()
    attrs: list[str] = []
    for el in node.elements:
        if isinstance(el, cst.StarredElement):
            return ()
        attr = _self_attr_name(el.value)
        if attr is not None:
            attrs.append(attr)
        elif _number(el.value) is None:
            return ()
    return tuple(dict.fromkeys(attrs))


# numpy constructors whose result depends on their arguments only
_NUMPY_BUILDERS = frozenset({"arange", "ones", "zeros", "full", "eye", "identity", "linspace",
                             "array", "asarray", "tri"})


def _literal(node) -> bool:
    if _number(node) is not None or isinstance(node, cst.SimpleString):
        return True
    if isinstance(node, (cst.List, cst.Tuple)):
        return all(not isinstance(e, cst.StarredElement) and _literal(e.value) for e in node.elements)
    return False


def _literal_numpy_call(ctx, node) -> bool:
    """``np.arange(4)``, ``np.eye(3)``...: a numpy constructor given literals only, whose value in
    ``__init__`` is the one the call had."""
    if not isinstance(node, cst.Call) or not node.args:
        return False
    resolved = ctx.resolve(node.func) or ""
    head, _, fn = resolved.rpartition(".")
    return (head == "numpy" and fn in _NUMPY_BUILDERS
            and all(not a.star and _literal(a.value) for a in node.args))


def _filled_like(ctx, node):
    """(t, v) for ``np.ones(t.shape)`` (v 1), ``np.zeros(t.shape)`` (0), ``np.full(t.shape, v)``
    of a proven tensor ``t``: an array of t's shape filled with a python number."""
    if not isinstance(node, cst.Call) or any(a.star or a.keyword is not None for a in node.args):
        return None
    head, _, fn = (ctx.resolve(node.func) or "").rpartition(".")
    want = {"ones": 1, "zeros": 1, "full": 2}.get(fn) if head == "numpy" else None
    if want is None or len(node.args) != want:
        return None
    shape = node.args[0].value
    if not (isinstance(shape, cst.Attribute) and shape.attr.value == "shape"
            and ctx.proven_tensor(shape.value)):
        return None
    if fn == "full":
        v = _number(node.args[1].value)
        return None if v is None else (shape.value, v[1])
    return shape.value, 1 if fn == "ones" else 0


def _module_constant(ctx, node) -> bool:
    """A module-level name bound once, at the top level, and otherwise only read as the data of
    an array constructor (``nd.array(MEAN)``): ``__init__`` reads the same object the call did,
    which nothing can have changed in between."""
    if not isinstance(node, cst.Name):
        return False
    name = node.value
    func = ctx.scope.func
    if name in param_names(func.params) or _assignments_to(func, name):
        return False
    # the analysed module may have dropped top-level code no hybrid code needs: read the file
    module = cst.parse_module(ctx.source)
    bindings = 0
    for stmt in module.body:
        if isinstance(stmt, cst.SimpleStatementLine):
            for small in stmt.body:
                if isinstance(small, cst.Assign) and any(
                        isinstance(t.target, cst.Name) and t.target.value == name for t in small.targets):
                    bindings += 1 if len(small.targets) == 1 else 2
    if bindings != 1:
        return False
    nodes = list(iter_descendants(module))
    labels = {id(n.attr) for n in nodes if isinstance(n, cst.Attribute)}
    labels |= {id(n.keyword) for n in nodes if isinstance(n, cst.Arg) and n.keyword is not None}
    for n in nodes:
        if isinstance(n, (cst.Global, cst.Nonlocal)) and any(g.name.value == name for g in n.names):
            return False
        if isinstance(n, cst.FunctionDef) and n.name.value == "__init__" and (
                name in param_names(n.params) or _assignments_to(n, name)):
            return False
    seen = [n for n in nodes if isinstance(n, cst.Name) and n.value == name]
    if len(seen) != len(re.findall(rf"(?<![\w.]){re.escape(name)}\b", ctx.source)):
        return False                  # text the parse does not show as the name (strings, comments)
    parents = {}
    for n in (module, *nodes):
        for c in n.children:
            parents[id(c)] = n
    for n in nodes:
        if not isinstance(n, cst.Name) or n.value != name or id(n) in labels:
            continue
        parent = parents.get(id(n))
        if isinstance(parent, cst.AssignTarget) and isinstance(parents.get(id(parent)), cst.Assign):
            if parents.get(id(parents.get(id(parent)))) is not None and \
                    parents.get(id(parents.get(id(parents.get(id(parent)))))) is module:
                continue              # the top-level binding
            return False
        holder = parents.get(id(parent)) if isinstance(parent, cst.Arg) else None
        if not (isinstance(holder, cst.Call) and holder.args and holder.args[0] is parent
                and parent.keyword is None and _callee_name(holder.func) == "array"):
            return False
    return True


def _callee_name(func) -> str | None:
    if isinstance(func, cst.Attribute):
        return func.attr.value
    return func.value if isinstance(func, cst.Name) else None








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
