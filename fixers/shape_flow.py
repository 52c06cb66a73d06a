"""HYB001 fixer: sizes read from ``.shape`` -> shape-free operators, proven on symbolic shapes.

Real blocks read ``.shape`` to hand sizes to something else: a reshape, a constructor, a
resize, a crop, an ``arange``, a mean, an attention scale.  This fixer follows each size to
where it is used (also through names: ``b, c, h, w = x.shape``) and rewrites every use with an
operator that reads the size from the tensor itself; when every use of a binding is rewritten
the binding goes too.  Each rewrite is checked on the symbolic shapes of ``_shapes.py``:

* a reshape (also of a tensor the code reshaped or transposed before) -> reshape codes
  ``0/-1/-2/-3/-4`` (two chained reshapes when a dimension splits into three or more); a
  reshape to some of the tensor's own sizes in order (``(x.shape[0], x.shape[2])``) -> the
  others squeezed (the element count proves them 1);
* ``F.zeros/ones/full((b, n))`` and ``F.random.normal/uniform(shape=...)`` ->
  ``F.broadcast_like(F.zeros((1, n)), x, lhs_axes=(0,), rhs_axes=(0,))`` (the dtype stays); ``n``
  may be the counter of an enclosing ``for n in range(...)`` over python bounds;
* ``F.Pooling(x, kernel=(h, w))`` with ``h, w`` x's own spatial sizes in order, placed once ->
  ``global_pool=True`` (global_pooling's rule for the sizes bound to names);
* ``F.contrib.BilinearResize2D(y, height=h, width=w)`` -> ``like=x, mode='like'``; to
  ``h // kh, w // kw`` of a tensor in scope -> ``like=`` one channel of it max-pooled by (kh, kw);
* sizes handed to a method or function of this file that uses them only as a resize's
  ``height=h, width=w`` (``self.upsample(F, y, h, w)``) -> the helper takes the tensor instead and
  resizes ``like=`` it, with every call of it rewritten; refused unless the file's text names the
  helper only in its ``def`` and calls in this function, each passing a tensor's spatial sizes;
* ``y[:, :, :h, :w]`` and ``F.slice_axis(y, axis=2, begin=0, end=h)`` (or ``y.slice_axis(axis=2, ...)``)
  -> ``F.slice_like``; other axes of the subscript cut at python integers (``w[:self._out,
  :x.shape[1]]``) by ``F.slice_axis`` first;
* ``y[:, :, :n]`` with ``n`` a tensor's size at another axis (a table over a maximum length cut to
  the actual one) -> ``F.slice_like`` to that axis's ``arange_like`` laid on the cut axis;
* ``F.zeros/ones(t.shape + (k,))`` (python ``k``, t's rank unknown) -> ``zeros_like(t)`` cast to
  the dtype, new axes appended by the reshape code -2 and repeated to their sizes;
* ``y[:, :n // 2]`` / ``y[:, n // 2:]`` -> ``F.slice_like`` to a stride-2 slice (odd ``n`` too);
* ``y[:, :n * k]`` with ``n = y.shape[1] // k`` (whole frames of a hop ``k`` fixed above 0) ->
  ``F.slice_like`` to a slice from ``k - 1`` with step ``k``, repeated ``k`` times along the axis;
* ``y[:, :, :n * k]`` with ``n`` the size of axis 2 of a tensor ``t`` in scope (a transposed
  conv's output cut to ``k`` times its input's length) -> ``F.slice_like`` to ``t`` repeated ``k``
  times along the axis;
* ``pad = (k - n % k) % k`` (or ``-n % k``, ``ceil(n / k) * k - n``) then ``if pad:`` (``pad > 0``,
  ``pad != 0``) ``x = F.concat(x, F.zeros(...pad at axis a...), dim=a)`` -> ``x`` concatenated with
  zeros like a slice with step ``k`` repeated ``k`` times, cropped to that length; the first (last)
  entry of x broadcast to the width before (after) x -> ``k`` copies of it, cropped to that length
  (from the end for a front pad); such widths after spatial axes of an
  ``F.pad`` (constant or edge) -> the pad by ``k - 1`` cropped to that template; reshapes after it
  by the padded length (``t + pad``; a size a Dense built with ``in_units=d`` proves for the padded
  tensor) -> codes or ``F.reshape_like`` of the padded tensor; DPRNN's segment padding ``gap = K -
  (P + n % K) % K`` (1 to K zeros; K a positive python int, P any python int) -> the zeros cropped to
  x and ``P % K + 1`` copies of its first entry sliced with step K, repeated K times, the first
  ``P % K`` dropped (n + gap entries);
* ``y[:, :, :-(-h // k)]`` / ``math.ceil(h / k)`` with ``h`` a tensor's size at that axis ->
  ``F.slice_like`` to a slice of it with step ``k``;
* ``F.arange(n)`` -> ``F.contrib.arange_like(x, axis=k)`` (``ctx=x.context`` dropped: the graph's
  device; ``dtype=x.dtype``: arange_like keeps its input's); ``F.arange(s, s + n)`` (positions
  after a cache of ``s``, 1-based ids) -> ``arange_like(x, start=s, axis=k)`` when ``s`` is a
  python int (a literal, or a local every binding of which is a literal or a ``.shape`` read);
  ``F.arange(0, n * k, k)`` (cell offsets at a stride) -> ``arange_like(x, step=k, axis=a)`` for an
  int ``k`` (a literal or a configured ``self.k``);
* ``F.eye(n)`` -> the outer ``broadcast_equal`` of ``arange_like(x, axis=k)``, cast to its dtype (a
  python ``k=`` offset added to the rows' range);
* ``F.one_hot(i, n)`` -> ``broadcast_equal`` of the truncated indices and ``arange_like(x, axis=k)``
  (both float64), cast to one_hot's dtype;
* ``F.clip(t, lo, x.shape[k] - 1)`` (a number ``lo``, an upper bound of sizes) -> ``F.where`` of
  ``t > H``, ``broadcast_minimum(t, H)`` and ``maximum(t, lo)`` with H the bound's (1,)-tensor
  (clip's own choice, also where the bound is below ``lo``);
* ``F.broadcast_axes(t, axis=0, size=x.shape[0])`` -> ``F.broadcast_like(t, x, lhs_axes=(0,),
  rhs_axes=(0,))`` (both raise on an axis not of size 1);
* ``F.sum(x, axis=k) / x.shape[k]`` -> ``F.mean(x, axis=k)``;
* ``F.repeat(t, x.shape[k])`` without an axis (it flattens) -> each element of ``t`` a row,
  broadcast like ``x`` on axis k, flattened;
* ``t.tile((x.shape[0], 1))`` / ``t.repeat(repeats=x.shape[0], axis=0)`` -> ``broadcast_like`` of
  the size-1 axis, or of a new axis merged back with reshape codes when the size is not 1;
  ``m.broadcast_to((x.shape[0], 1, 4, 4))`` -> the python sizes first, then ``broadcast_like``;
  where the data's rank or size there is unknown, the data times ones of the target's shape;
  a ``tile`` of a tensor whose rank is unknown but at least len(reps) -> the repeated axis counted
  from the end, merged with reverse reshape codes (that bound read from ``expand_dims``, or from a
  ``concat(..., dim=k)`` run on every call that returns, which takes only inputs of rank above k,
  carried through Dense(flatten=False), elementwise operators, one-axis reductions and expand_dims:
  ``_shapes.min_rank``);
* a size in arithmetic with a tensor (``+ - * / %``), also through ``math.sqrt``/``float``/``**``/``// k``/``c // n``/``± 1``/``- self.k``/
  a sum or difference of sizes -> the
  size as a graph value in that tensor's dtype (``F.contrib.arange_like`` of a tensor proven to
  share it, ``_dtypes.py``; ``F.shape_array`` cast to float32 where float32 is proven; else no
  fix; ``max(size - 1, 1)`` -> ``F.maximum``); such a number bound to a local read only in ``+ - * / %``
  with tensors (``scale = (c // self.heads) ** -0.5``), also through python arithmetic with
  literals (``/ dx ** 2``) -> the local holds the graph value and its uses become ``broadcast_*``;
* a reshape to sizes only a value held before a later line took its name (a window partition's
  6-axis ``win`` rebound by ``win = win.reshape(...)``) -> that value kept under a fresh name on its
  binding line (``win = win_kept = ...``) and ``F.reshape_like`` of it;
* a method-form reshape whose sizes cannot all be placed (some read from another tensor) -> one of
  them left to Reshape (-1): ``NDArray.reshape`` raises unless the sizes multiply to the element
  count, so wherever the original ran that entry is the count over the others;
* a declared parameter's ``weight.shape`` -> ``self.weight.shape`` (a python tuple); in a helper
  that every hybrid caller hands such a parameter, the helper takes the declared shape as
  ``weight_shape=None`` (passed ``self.weight.shape`` by those callers) and reads it where the
  array has no ``shape`` (a Symbol), its other callers' arrays keeping their own;
* a reshape to a run of another tensor's sizes, the reshaped value's shape unknown
  (``F.reshape(v, t.shape[0:2])``) -> ``F.reshape_like(v, t, rhs_begin=0, rhs_end=2)``, where a size of
  ``t`` read before at an axis >= hi - 1 proves the axes exist;
* a slice bound or index at the sliced axis's own size minus a constant (``y[:, :y.shape[1] - 1]``,
  ``y[..., :w - self.pad]``; a literal or a number the file fixes) -> counted from the end (``-1``);
  minus a python int of unknown sign -> ``-k`` at a begin or index, ``(-k if k > 0 else None)`` at an end;
* ``y[:, -m:]`` with ``m`` another tensor's size -> ``F.slice_like`` of the reversed axis;
* ``h[:, x.shape[1]:]`` with ``h`` the output of a convolution ``__init__`` builds with twice the
  channels it takes (``Conv1D(2 * c, k, in_channels=c)``), run on ``x`` -> the last x.shape[1]
  channels, ``F.slice_like`` of the reversed axis;
* a size that ``__init__`` declares (a ``Dense(units, flatten=False)`` output's last axis) ->
  the python value (``self._units``); likewise an input's size that a layer built with it
  (``Dense(in_units=n, flatten=False)``, an NC* ``Conv(in_channels=n)``) run on that input on every
  call that returns proves (``self.proj._in_units``), also where it is read before the call, and
  where a construct has no shape-free form of the size (``F.ones((x.shape[-1],))``);
* a ``print``/``assert``/logging statement that reads sizes -> removed (it ran once, while
  tracing, and cannot run on Symbols);
* python arithmetic on sizes that ends in a number for every size (TF-style 'same' padding at
  stride 1) -> that number, the arithmetic dropped (``_constant_sizes.py``); where it ends in int
  arithmetic on a ``self.attr`` holding a constructor argument that a convolution also takes as
  its channels or kernel size (an int in every block MXNet can build) -> that arithmetic
  (``max((n - 1) + self._kernel - n, 0)`` -> ``max(self._kernel - 1, 0)``), the line reading the
  sizes dropped;
* sizes bound and never read (``_, _, h, w = x.shape`` left over) -> the binding removed, unless a
  closure or ``locals()``/``vars()``/``eval``/``exec`` could still read them; in a loop or branch
  body too (``prev_shape = laterals[i - 1].shape[2:]``) where the names occur nowhere else in the
  function and the line calls nothing.

Sizes bound as a run (``in_size = x.shape[2:]``) are followed through their subscripts; a tensor
rebound before its sizes are used is kept under another name (``x_in = x``); sizes read in one
branch of a python condition (``self.size if self.fixed else x.shape[2:]``) are rewritten under
the same condition.  Anything else refuses, naming the use it could not rewrite; python math no
operator's shape inference follows (a square root of a size for a token grid's side, ``min``/``max``
that the code does not decide, a rounded fraction ``int(n * ratio)``, ``divmod``) is named as such.
"""
from __future__ import annotations

import itertools
import re
from dataclasses import dataclass

import libcst as cst

from hybridlint.diagnostics import Fix
from hybridlint.engine.kinds import Kind
from hybridlint.engine.op_arguments import op_argument
from hybridlint.engine.walk import iter_descendants, lexical_children, name_bindings, param_names, parent_map

from . import Example, Fixer, Refusal, example_class, example_module, make_fix
from ._configured import accumulated_int, configured_entry, int_configured, int_stored, numbers_stored, off_branch
from ._constant_sizes import constant_sizes, fixed_number
from ._tf_same import mode_of
from ._dtypes import OCCURRENCE, DtypeProof, float32_carrier
from ._handed_params import helper_parameter_shape
from ._shared import NO_USE_REWRITE
from ._shapes import (Dim, Env, Shape, ShapeFlow, bound_names, call_arguments, declared_children, declared_param_attrs,
                      declared_flattened_sizes, declared_input_sizes, declared_shape, declared_size,
                      doubles_its_input, holds_pad, keeps_shape, min_rank, multiple_width, nonzero_test,
                      offset_width, product, reshape_output, same_rank, shape_flow, solve_codes, solve_prefix,
                      sum_terms, TENSOR_ATOM)
from ._shapes import REDUCE_OPS as _SHAPE_REDUCE
from ._affine_grid import affine_grid_like
from ._centered_pad import pad_to_size
from ._arrays import assignments_to as _assignments_to
from ._child_resize import child_resize
from ._crop_guard import crop_guard
from .global_pooling import placed_once
from ._identity_guard import identity_guard
from ._strided_take import strided_take
from ._shape_why import why_left
from .rank_free_reshape import own_tail_text
from .scan_loop import is_target, scan_replacements
from .reshape_codes import DIM, LITERAL, MERGE, solve
from ._util import (READS_LOCALS, int_literal, is_pure, kwarg, line_end, line_start, names_in, needs_parens,
                    number_literal, python_int, text_mentions)

# the examples' module up to the body of hybrid_forward(self, F, x)
_HEAD = example_module("", gluon="HybridBlock, nn")
# operator attributes that only take python values (a Convolution's kernel, a split's count):
# read from a Symbol's shape they have no tensor form
_OP_ATTRIBUTES = frozenset({"kernel", "num_filter", "num_group", "num_outputs", "stride", "dilate",
                            "pad", "num_hidden", "output_size", "input_dim", "output_dim", "depth"})
_CONSTRUCTORS = {("zeros",): "zeros", ("ones",): "ones", ("full",): "full"}
_RANDOM = {("random", "normal"): ("normal_like", ("loc", "scale")),
           ("random", "uniform"): ("uniform_like", ("low", "high"))}
_LOGGERS = frozenset({"debug", "info", "warning", "warn", "error", "log", "critical"})


# an Embedding sized by a local of __init__ (the size is not kept on the block)
_EMBED_INIT = "d = kwargs.pop('dim', 6)\nself.embed = nn.Embedding(20, d)"

# Longformer's windows over x padded to a multiple of the window (examples of the padded reshapes)
_WINDOWED_INIT = "d = kwargs.pop('dim', 4)\nself.window = 3\nself.qkv = nn.Dense(3 * d, in_units=d, flatten=False)"
_WINDOWED = ("n, t, d = x.shape\nw = self.window\npad = -t % w\nif pad > 0:\n"
             "    x = F.concat(x, F.zeros((n, pad, d)), dim=1)\n"
             "q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)\n"
             "q = q.reshape((-1, w, d))\nk = k.reshape((-1, w, d))\nv = v.reshape((-1, w, d))\n"
             "att = F.softmax(F.batch_dot(q, k, transpose_b=True), axis=-1)\n"
             "out = F.batch_dot(att, v).reshape((n, -1, d))\nreturn out[:, :t]")
_PADDED_LENGTH = ("n, t, d = x.shape\npad = -t % 2\nif pad:\n    x = F.concat(x, F.zeros((n, pad, d)), dim=1)\n"
                  "y = x.reshape((n * (t + pad) // 2, 2, d))\n"
                  "y = F.broadcast_mul(y, F.softmax(y.sum(axis=2, keepdims=True), axis=1))\n"
                  "return y.reshape((n, t + pad, d))[:, :t]")
_HEADS_INIT = "d = kwargs.pop('dim', 4)\nself.heads = 2\nself.qkv = nn.Dense(3 * d, in_units=d, flatten=False)"
# a spatial gate from the input concatenated with its channel mean, the gated input projected
_GATE_INIT = "self.gate = nn.Conv2D(3, 1, in_channels=4)\nself.proj = nn.Conv2D(2, 3, padding=1, in_channels=3)"
_GATED_BY_MEAN = ("m = x.mean(axis=1, keepdims=True)\ng = F.sigmoid(self.gate(F.concat(x, m, dim=1)))\n"
                  "y = self.proj(x * g)\nb, c, h, w = y.shape\n"
                  "return F.batch_dot(y.reshape((b, c, h * w)), g.reshape((b, -1, h * w)), transpose_b=True)")


def _at_least(d: Dim, k: int) -> bool:
    """Whether the size ``d`` is proven at least ``k``: a sum of sizes (``dim_sum``: a concat or
    a pad of a tensor) whose constant terms alone reach k, its other terms sizes (>= 0)."""
    terms = sum_terms(d)
    if terms is None:
        return d.is_const and d.coef >= k
    return sum(t.coef for t in terms if t.is_const) >= k and all(t.coef > 0 for t in terms if not t.is_const)


def _module(body: str, init: str = "") -> str:
    return example_module(body, init=init, gluon="HybridBlock, nn")


# a subnet of 3x3 convs added in a loop, a score and an objectness conv (YOLOF's decoder)
_SUBNET_INIT = ("self.sub = nn.HybridSequential()\nfor _ in range(2):\n"
                "    self.sub.add(nn.Conv2D(4, 3, padding=1, in_channels=4))\n"
                "self.score = nn.Conv2D(6, 3, padding=1, in_channels=4)\nself.obj = nn.Conv2D(2, 1, in_channels=4)")


def _padded(body: str) -> str:
    """A block padding its input ``up`` to the size of its input ``skip``."""
    return example_module(body, signature="self, F, up, skip", gluon="HybridBlock, nn")


def _resized(body: str, signature: str = "self, F, x, y") -> str:
    """A block resizing an upsampled input to another's size (the crop guard's resize examples)."""
    return example_module(body, signature=signature, gluon="HybridBlock, nn")


def _count(name: str, axis: int) -> str:
    """The size of ``name`` at ``axis`` as a graph value (what the pad-to-size rewrite writes)."""
    return f"F.sum(F.ones_like(F.contrib.arange_like({name}, axis={axis})))"


def _taken(data: str, ref: str, axis: int, before, mask: str, cur: str, fill: str = "") -> str:
    """The three lines the pad-to-size rewrite writes for one axis."""
    src, out = f"{data}_src{axis}", f"{data}_pad{axis}"
    at = f"F.contrib.arange_like({ref}, axis={axis})"
    index = at if before is None else f"F.broadcast_sub({at}, {before})"
    return (f"{src} = {index}\n{out} = F.take({cur}, {src}, axis={axis}, mode='clip')\n"
            f"{out} = F.where(F.broadcast_like(F.broadcast_logical_and({src} >= 0, F.broadcast_lesser({src}, "
            f"{_count(data, axis)})).reshape({mask}), {out}), {out}, F.zeros_like({out}){fill})\n")


def _gain(body: str, init: str = "") -> str:
    """A block reshaping its input ``g`` by the sizes of its input ``x``."""
    return example_module(body, init=init, signature="self, F, x, g", gluon="HybridBlock, nn")


def _inception(layer: str, ret: str, extra: str = "") -> str:
    """TimesNet's inception block (session 67, h471): one conv per kernel size on the series
    laid out NCHW, averaged, laid back and folded by the input's sizes (``layer`` the item added
    per pass over ``i``; ``extra`` more members, e.g. a subclass)."""
    return example_class("def __init__(self, c=3, **kwargs):\n    super().__init__(**kwargs)\n"
                         "    self.kernels = nn.HybridSequential()\n    for i in range(3):\n"
                         f"        self.kernels.add({layer})\n\n"
                         "def hybrid_forward(self, F, x):\n    g = x.transpose((0, 2, 1)).expand_dims(3)\n"
                         "    y = F.stack(*[k(g) for k in self.kernels], axis=-1).mean(axis=-1)\n"
                         f"    return y.transpose((0, 2, 3, 1)).reshape({ret})",
                         imports="from mxnet.gluon import nn\n") + extra


def _conv_bn(layer: str, ret: str) -> str:
    """A Sequential whose first layer is built with its input size, run on a channels-last input
    laid out NCHW and back (session 67, h471)."""
    return example_class("def __init__(self, c=3, **kwargs):\n    super().__init__(**kwargs)\n"
                         "    self.body = nn.HybridSequential()\n"
                         f"    self.body.add({layer}, nn.BatchNorm())\n\n"
                         "def hybrid_forward(self, F, x):\n    y = self.body(x.transpose((0, 3, 1, 2)))\n"
                         f"    return y.transpose((0, 2, 3, 1)).reshape({ret})",
                         imports="from mxnet.gluon import nn\n")


def _seq_bias(layers: str, extra: str = "") -> str:
    """Biases ``w`` (rows of the channels' count) summed and laid out over the channels of a
    Sequential's output (session 67, h471)."""
    return example_class("def __init__(self, c=4, **kwargs):\n    super().__init__(**kwargs)\n"
                         f"    self.body = nn.HybridSequential()\n    {layers}\n{extra}\n"
                         "def hybrid_forward(self, F, x, w):\n    y = self.body(x)\n"
                         "    return F.broadcast_add(y, w.reshape((-1, y.shape[1])).sum(axis=0).reshape((1, -1, 1, 1)))",
                         imports="from mxnet.gluon import nn\n")


_SEQ_BIAS = "self.body.add(nn.Conv2D(c, 1, in_channels=3), nn.BatchNorm())"


_INCEPTION_RET = "(x.shape[0], -1, x.shape[2])"
_SUBCLASS = ("\n\nclass Wide(Net):\n    def __init__(self, **kwargs):\n        super().__init__(**kwargs)\n"
             "        self.kernels.add(nn.Conv2D(3, 1, in_channels=5))\n")


def _film(reshaped: str) -> str:
    """A FiLM block: a gain projected from the conditioning input ``c``, laid out over ``x``."""
    return example_class("def __init__(self, channels=3, cond=4, **kwargs):\n    super().__init__(**kwargs)\n"
                         "    self.film = nn.Dense(channels, in_units=cond)\n\n"
                         "def hybrid_forward(self, F, x, c):\n    gamma = self.film(c)\n"
                         f"    return F.broadcast_mul(x, {reshaped})", imports="from mxnet.gluon import nn\n")


def _splice(body: str) -> str:
    """A TDNN frame splicer: context frames cut from the time axis by its length, a window of
    ``2 * context + 1`` (a constructor argument) frames."""
    return example_class("def __init__(self, context=1, **kwargs):\n    super().__init__(**kwargs)\n"
                         "    self.context = context\n\n"
                         "def hybrid_forward(self, F, x):\n    k = 2 * self.context + 1\n"
                         f"    {body}\n    return spliced", imports="from mxnet.gluon import nn\n")


def _strided(body: str) -> str:
    """A block whose strided convolution halves its input's spatial sizes."""
    return example_class("def __init__(self, **kwargs):\n    super().__init__(**kwargs)\n"
                         "    self.body = nn.Conv2D(2, 3, strides=2, padding=1, in_channels=3)\n\n"
                         "def hybrid_forward(self, F, x):\n" + "".join(f"    {line}\n" for line in body.splitlines()),
                         imports="from mxnet.gluon import nn\n")


def _last(name: str, axis: int) -> str:
    """The size of ``name`` at ``axis`` as a (1,)-tensor in its dtype (what the fixer writes)."""
    return f"F.slice_axis(F.contrib.arange_like({name}, start=1, axis={axis}), axis=0, begin=-1, end=None)"


def _sized(body: str) -> str:
    """A block whose layers are built with their input sizes from constructor arguments."""
    return example_class("def __init__(self, units=4, skip=False, **kwargs):\n    super().__init__(**kwargs)\n"
                         "    self.skip = skip\n    self.proj = nn.Dense(2, in_units=units, flatten=False)\n"
                         "    self.conv = nn.Conv2D(units, 1, in_channels=units)\n\n"
                         "def hybrid_forward(self, F, x):\n"
                         + "".join(f"    {line}\n" for line in body.splitlines()),
                         imports="from mxnet.gluon import nn\n")


def _helper_module(body: str, helper: str, method: bool = True) -> str:
    """A block whose hybrid_forward calls ``helper``: a method of the block (``method``) or a
    function defined before the class."""
    lines = "".join(f"{'    ' if method else ''}{line}\n" if line else "\n" for line in helper.splitlines())
    if method:
        return _HEAD.replace("    def hybrid_forward", lines + "\n    def hybrid_forward") \
            + "".join(f"        {line}\n" for line in body.splitlines())
    return _HEAD.replace("\n\nclass Net", "\n\n" + lines + "\n\nclass Net") \
        + "".join(f"        {line}\n" for line in body.splitlines())


# children of a folded (batch * time) input that keep its axis 0 (examples of restoring the batch)
_FOLDED_SEQ = ("self.body = nn.HybridSequential()\nself.body.add(nn.Conv1D(4, 3, padding=1), nn.BatchNorm(), "
               "nn.Activation('relu'), nn.MaxPool1D(2))")
# a stem, then highway layers that keep its output's shape (Kim et al.'s character-aware LM)
_HIGHWAY = ("self.stem = nn.Dense(5, in_units=4)\nself.proj = nn.HybridSequential()\nself.gate = nn.HybridSequential()\n"
            "for _ in range(2):\n    self.proj.add(nn.Dense(5, in_units=5, activation='relu'))\n"
            "    self.gate.add(nn.Dense(5, in_units=5, activation='sigmoid'))")
# a block of the file that moves its input's axis 0 away: the walk cannot see through it
_SWAP_CHILD = ("class Up(HybridBlock):\n"
               "    def hybrid_forward(self, F, x):\n"
               "        return F.swapaxes(x, 0, 1)\n")

# child layers kept in a python list / a Sequential, filled in a loop (declared_child_items)
_TOWERS = ("self.towers = []\nfor i in range(2):\n    layer = nn.Dense(4, in_units=3)\n"
           "    self.register_child(layer)\n    self.towers.append(layer)")
_RNN_HEAD = "self.rnn = rnn.LSTM(4, layout='{layout}', input_size=3)\nself.mdn = nn.Dense(6, flatten=False, in_units=4)"
_TWO_SCALES = "self.a = nn.Conv2D(3, 1, in_channels=3)\nself.b = nn.Conv2D(3, 3, strides=2, padding=1, in_channels=3)"
_EXPERTS = "self.experts = nn.HybridSequential()\nfor _ in range(3):\n    self.experts.add(nn.Dense(5, in_units=4))"
_EXPERTS_FROM_STEM = ("self.stem = nn.Dense(5, in_units=4)\nself.experts = nn.HybridSequential()\nfor _ in range(3):\n"
                      "    self.experts.add(nn.Dense(5, in_units=5))")
_HEADS_LIST = "self.heads = [nn.Dense(3, in_units=4) for _ in range(2)]\nfor h in self.heads:\n    self.register_child(h)"
# a helper splitting heads off the last axis; its callers hand it one tensor at a time
_HEADS = ("def _heads(self, F, t):\n    b, n, w = t.shape\n"
          "    return t.reshape((b, n, 2, w // 2)).transpose((0, 2, 1, 3)).reshape((b * 2, n, -1))")
_HEADS_FIX = "def _heads(self, F, t):\n    return t.reshape((0, 0, -4, 2, -1)).transpose((0, 2, 1, 3)).reshape((-3, 0, 0))"
_FOLD = "def _fold(self, F, t):\n    b, n, w = t.shape\n    return t.reshape((b * n, w))"
_FOLD_FIX = "def _fold(self, F, t):\n    return t.reshape((-3, 0))"


def _with_init(module: str, init: str, imports: str = "") -> str:
    """``module`` (a _helper_module) with an ``__init__`` running ``init`` before its first method."""
    head = "    def __init__(self, **kwargs):\n        super().__init__(**kwargs)\n" \
        + "".join(f"        {line}\n" for line in init.splitlines()) + "\n"
    out = module.replace("class Net(HybridBlock):\n", "class Net(HybridBlock):\n" + head, 1)
    return out.replace("from mxnet", imports + "from mxnet", 1) if imports else out


# a child block of the file that resizes its input to sizes it is handed (`_child` examples)
_UP = ("class Up(HybridBlock):\n"
       "    def __init__(self, fixed=True, **kwargs):\n"
       "        super().__init__(**kwargs)\n"
       "        self.fixed = fixed\n\n"
       "    def hybrid_forward(self, F, x, size=None):\n"
       "        if self.fixed or size is not None:\n"
       "            out = (3, 5) if size is None else size\n"
       "            return F.contrib.BilinearResize2D(x, height=out[0], width=out[1]{extra})\n"
       "        return F.UpSampling(x, scale=2, sample_type='nearest')\n")
_UP_LIKE = _UP.replace("x, size=None)", "x, size=None, like=None)").replace(
    "        if self.fixed", "        if like is not None:\n"
    "            return F.contrib.BilinearResize2D(x{extra}, like=like, mode='like')\n        if self.fixed")
_POOL = "y = F.Pooling(x, kernel=(2, 2), stride=(2, 2), pool_type='avg')\n"
# a child that computes on its input before resizing it to the sizes (an FCN-style final block):
# the resize is rewritten in place (`_child_resize._inline_resizes`)
_HEAD_UP = ("class Up(HybridBlock):\n"
            "    def hybrid_forward(self, F, x, size):\n"
            "        y = F.relu(x) * 2\n"
            "        y = F.contrib.BilinearResize2D(y, height=size[0], width=size[1]{extra})\n"
            "        return y + 1\n")
_HEAD_UP_LIKE = _HEAD_UP.replace("x, size)", "x, size, like=None)").replace(
    "        y = F.contrib.BilinearResize2D(y, height=size[0], width=size[1]{extra})\n",
    "        y = (F.contrib.BilinearResize2D(y{extra}, like=like, mode='like') if like is not None "
    "else F.contrib.BilinearResize2D(y, height=size[0], width=size[1]{extra}))\n")
# two resizes to the sizes, one of a tensor computed in its input slot
_TWO_UP = ("class Up(HybridBlock):\n"
           "    def hybrid_forward(self, F, x, size):\n"
           "        a = F.contrib.BilinearResize2D(x, height=size[0], width=size[1])\n"
           "        b = F.contrib.BilinearResize2D(F.sigmoid(x), height=size[0], width=size[1])\n"
           "        return a - b\n")
_TWO_UP_LIKE = _TWO_UP.replace("x, size)", "x, size, like=None)").replace(
    "        a = F.contrib.BilinearResize2D(x, height=size[0], width=size[1])\n",
    "        a = (F.contrib.BilinearResize2D(x, like=like, mode='like') if like is not None "
    "else F.contrib.BilinearResize2D(x, height=size[0], width=size[1]))\n").replace(
    "        b = F.contrib.BilinearResize2D(F.sigmoid(x), height=size[0], width=size[1])\n",
    "        b = (F.contrib.BilinearResize2D(F.sigmoid(x), like=like, mode='like') if like is not None "
    "else F.contrib.BilinearResize2D(F.sigmoid(x), height=size[0], width=size[1]))\n")


def _child_module(body: str, child: str, init: str = "self.up = Up()", extra: str = "") -> str:
    """A block whose hybrid_forward calls ``self.up``, an instance of the class ``child`` (``Up``)
    defined before it."""
    return _module(body, init=init).replace("\n\nclass Net", "\n\n" + child.format(extra=extra)
                                            + "\n\nclass Net")


def _by_sizes(body: str) -> str:
    """A block scaling its input ``y`` by sizes of its input ``x`` (``nd`` imported)."""
    return example_module(body, imports="from mxnet import nd\n", signature="self, F, x, y", gluon="HybridBlock, nn")


def _factory_block(adds: str, body: str, init: str = "") -> str:
    """A block whose child ``self.proj`` a module function ``conv_bn(c, stride)`` builds (a
    Sequential filled by ``adds``), taking 3 channels at stride 2."""
    factory = ("from mxnet.gluon import nn\n\n\ndef conv_bn(c, stride):\n    seq = nn.HybridSequential()\n"
               + "".join(f"    {line}\n" for line in adds.splitlines()) + "    return seq\n\n\n")
    return example_module(body, imports=factory, init="self.proj = conv_bn(3, 2)" + (f"\n{init}" if init else ""))


# a body of spatial-keeping convs the base declares, and a subclass of the file that may extend it
_SUBCLASSED_BODY = """from mxnet.gluon import HybridBlock, nn


class Base(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.body = nn.HybridSequential()
        self.body.add(nn.Conv2D(4, 3, padding=1, in_channels=3))

    def hybrid_forward(self, F, x):
        %s


class Net(Base):
%s
"""


# a helper splitting (b, n, c) into two heads, (b * 2, n, c // 2), and what the fix makes of it
_TWO_HEADS = ("def _heads(self, t):\n    b, n, c = t.shape\n"
              "    return t.reshape((b, n, 2, c // 2)).transpose((0, 2, 1, 3)).reshape((b * 2, n, c // 2))\n\n")
_TWO_HEADS_FIXED = ("def _heads(self, t):\n"
                    "    return t.reshape((0, 0, -4, 2, -1)).transpose((0, 2, 1, 3)).reshape((-3, 0, 0))\n\n")


def _pair(body: str, init: str = "") -> str:
    """A block of two inputs ``x``, ``y`` with one projection of each (ShapeUses' examples)."""
    return example_module(body, init="self.wk = nn.Dense(8, flatten=False, in_units=8)\n"
                          "self.wq = nn.Dense(8, flatten=False, in_units=8)" + init,
                          signature="self, F, x, y", gluon="HybridBlock, nn")


# a branch whose transpose proves x 4-d, then a reshape of x after it (ShapeUses' examples)
_BRANCH_T = "    y = F.transpose(x, axes=(0, 1, 3, 2)).reshape((x.shape[0], x.shape[1], -1))\n"
_BRANCH_T_FIX = "    y = F.transpose(x, axes=(0, 1, 3, 2)).reshape((0, 0, -3))\n"
_BRANCH_RET = "return F.broadcast_add(x.reshape((x.shape[0], -1, x.shape[-1])), F.sum(y))"
_BRANCH_RET_FIX = ("return F.broadcast_add(F.reshape_like(F.reshape(x, shape=(-1, 0), reverse=True), "
                   "F.reshape(F.sum(x, axis=(-1,), keepdims=True), shape=(0, -1)), lhs_begin=0, lhs_end=1, "
                   "rhs_begin=0), F.sum(y))")

# what the TF-'same' padding step writes for one axis (``_tf_same.emit``)
_TF_NOTE = "# TF-'same' padding without the input's size: the widest pad, cut to lengths pooling gives\n"
_TF_ROWS = ("x_rows{a} = F.pad(F.repeat(F.Pooling(x, kernel=(1, 1), stride={s}, pool_type='max', "
            "pooling_convention='valid'), {n}, axis={a}), mode='constant', pad_width={w})\n")
_TF_KEEP = ("x_keep{a} = F.pad(F.Pooling(F.concat(x, x_rows{a}, dim={a}), kernel={k}, stride={k}, "
            "pool_type='max'), mode='constant', pad_width={w})\n")
_TF_CUT = ("x_padded = F.slice_like(F.reverse(F.slice_like(F.reverse(x_padded, axis={a}), x_keep{a}, "
           "axes=({a},)), axis={a}), x_rows{a}, axes=({a},))\n")
_SAME_PAD_HELPER = (
    "def same_pad(x, kernel_size, strides=1, dilation=1):\n"
    "    height, width = x.shape[2:]\n"
    "    pad_h = max((math.ceil(height / strides) - 1) * strides + (kernel_size - 1) * dilation + 1 - height, 0)\n"
    "    pad_w = max((math.ceil(width / strides) - 1) * strides + (kernel_size - 1) * dilation + 1 - width, 0)\n"
    "    return 0, 0, 0, 0, pad_h // 2, pad_h - pad_h // 2, pad_w // 2, pad_w - pad_w // 2")


def _built(init: str, body: str, args: str, signature: str = "self, F, x", imports: str = "") -> str:
    """A block whose ``__init__(self, <args>, **kwargs)`` runs ``init`` and whose hybrid_forward
    runs ``body``."""
    head = "".join(f"        {line}\n" for line in init.splitlines())
    return imports + _HEAD.replace("    def hybrid_forward(self, F, x)",
                                   f"    def __init__(self, {args}, **kwargs):\n        super().__init__(**kwargs)\n"
                                   f"{head}\n    def hybrid_forward({signature})") \
        + "".join(f"        {line}\n" for line in body.splitlines())


def _gated(conv: str, body: str, signature: str = "self, F, x") -> str:
    """A block built with ``channels=4`` holding ``self.conv = <conv>`` (a gated activation's
    convolution), its hybrid_forward running ``body``."""
    return _built(f"self.conv = {conv}", body, "channels=4", signature)


# a stride-1 TF-'same' pad of both spatial axes, by a kernel size from the constructor
_SAME1 = ("pad_h = max((h - 1) + self._kernel - h, 0)\npad_w = max((w - 1) + self._kernel - w, 0)\n"
          "y = F.pad(x, mode='constant', pad_width=(0, 0, 0, 0, pad_h // 2, pad_h - pad_h // 2, pad_w // 2, "
          "pad_w - pad_w // 2))\nreturn self.conv(y)")
_SAME1_FIX = _SAME1.replace("(h - 1) + self._kernel - h", "self._kernel - 1").replace(
    "(w - 1) + self._kernel - w", "self._kernel - 1")


# a module helper reading the shape of the array it is handed (a fan-in scale)
_FAN_HELPER = "def fan_scaled(w):\n    return w * (2.0 / w.shape[1]) ** 0.5\n\n\n"


def _params_module(body: str, init: str, params: str) -> str:
    """A block whose ``__init__`` declares parameters and whose hybrid_forward takes them
    (``params``: their names, or ``**kwargs``)."""
    return example_module(body, init=init, signature=f"self, F, x, {params}", gluon="HybridBlock, nn")



def _item_size_owner(bound: cst.CSTNode, axis: int) -> "cst.Subscript | None":
    """``feats[i]`` of the bound ``feats[i].shape[axis]`` (an item of a name taken by a name or an
    integer literal, its size at the axis the bound cuts); None for any other bound."""
    if not (type(bound) is cst.Subscript and len(bound.slice) == 1 and type(bound.slice[0].slice) is cst.Index
            and int_literal(bound.slice[0].slice.value) == axis and type(bound.value) is cst.Attribute
            and bound.value.attr.value == "shape"):
        return None
    item = bound.value.value
    if not (type(item) is cst.Subscript and type(item.value) is cst.Name and len(item.slice) == 1
            and type(item.slice[0].slice) is cst.Index):
        return None
    key = item.slice[0].slice.value
    return item if type(key) is cst.Name or int_literal(key) is not None else None


_NN = "from mxnet.gluon import nn\n"
# a child's output pooled, the pooled rows flattened by the child's batch size (U-GAT-IT's CAM)
_POOLED = ("y = self.body(x)\ng = F.Pooling(y, kernel=(1, 1), pool_type='avg', global_pool=True)\n"
           "return g.reshape(({}, -1))")
# a helper that may add anything to the list it is handed
_EXTEND = "def extend_layers(layers):\n    layers.append(nn.HybridLambda(lambda F, x: F.split(x, 2)))\n\n\n"
# a Sequential added a local list of layers, grown in a loop
_LISTED = ("layers = [nn.Conv2D(4, 1)]\nfor _ in range(2):\n    layers += [nn.Activation('relu')]\n"
           "    layers.append(nn.Dropout(0.0))\nself.body = nn.HybridSequential()\nself.body.add(*layers)")
# a HybridSequential subclass that adds its layers in its constructor (`{}`: the add's arguments)
_STEM = ("from mxnet.gluon import nn\n\n\nclass Stem(nn.HybridSequential):\n    def __init__(self, **kwargs):\n"
         "        super(Stem, self).__init__(**kwargs)\n        with self.name_scope():\n"
         "            for _ in range(2):\n                self.add({})\n\n\n")
# a block whose child is a Sequential one of its methods builds in a loop
_METHOD_SEQ = """def __init__(self, **kwargs):
    super().__init__(**kwargs)
    self.body = self._make(6)

def _make(self, units):
    blk = nn.HybridSequential()
    with blk.name_scope():
        for _ in range(2):
            blk.add(nn.Conv2D(4, 1))
        blk.add(nn.Activation('relu'))
    return blk

def hybrid_forward(self, F, x):
    y = self.body(x)
    g = F.Pooling(y, kernel=(1, 1), pool_type='avg', global_pool=True)
    return {}"""

# a backbone class of the module whose chain a builder fills, and a function making one
# (CRAFT's `get_vgg(16)`; `{}`: more of the builder's body)
_BACKBONE = """from mxnet.gluon import nn


class Backbone(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.features = self._make()

    def _make(self):
        seq = nn.HybridSequential()
        for _ in range(2):
            seq.add(nn.Conv2D(4, 1))
            seq.add(nn.Activation('relu')){}
        return seq


def get_backbone():
    net = Backbone()
    return net


"""
# a block cutting the backbone's chain into two Sequentials a method returns together (CRAFT's
# `self.feature1, ... = self._copy_vgg()` of `self.vgg_backbone.features._children[str(i)]`)
_CHAINED = """def __init__(self, **kwargs):
    super().__init__(**kwargs)
    self.backbone = get_backbone(){}
    self.stage1, self.stage2 = self._split()

def _split(self):
    first = nn.HybridSequential()
    second = nn.HybridSequential()
    for i in range(2):
        first.add(self.backbone.features._children[str(i)])
    for i in range(2, 4):
        second.add(self.backbone.features[i])
    return first, second

def hybrid_forward(self, F, x):
    y = self.stage1(x)
    z = self.stage2(F.Pooling(y, kernel=(2, 2), stride=(2, 2), pool_type='max'))
    return {}"""


def _local_backbone(members: str) -> str:
    """_CHAINED with the backbone made in the method that cuts it, held by a local name."""
    return members.replace("    self.backbone = get_backbone()\n", "").replace(
        "    first = nn.HybridSequential()\n", "    backbone = get_backbone()\n    first = nn.HybridSequential()\n"
    ).replace("self.backbone.features", "backbone.features")


# the use: the second stage's output resized back to the first's size (CRAFT's decoder)
_CHAINED_USE = "F.contrib.BilinearResize2D(z, height=y.shape[2], width=y.shape[3])"


# (session 71, H519) a head looping over a stride table through zip; `{param}` a parameter of
# __init__, `{table}` what it stores, `{more}` __init__'s next statements
_STRIDE_TABLE = """def __init__(self, {param}**kwargs):
    super().__init__(**kwargs)
    self.strides = {table}{more}

def hybrid_forward(self, F, x):
    outs = []
    for y, stride in zip((x, 2 * x), self.strides):
        outs.append(F.arange(0, y.shape[1] * stride, stride).reshape((1, -1)).sum(axis=1))
    return F.concat(*outs, dim=0)"""
_STRIDE_SUB = """

class Sub(Net):
    def __init__(self, **kwargs):
        super().__init__(strides=(0.1, 0.7), **kwargs)
"""
_STRIDE_HEADS = """

class Two(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.a = Net(stride=8)
        self.b = Net(stride=0.1)
"""


class ShapeUses(Fixer):
    code = "HYB001"
    name = "shape-uses"
    applicability = "unsafe"
    description = """
    Follows sizes read from `.shape` (inline, or bound to names as in `b, c, h, w = x.shape`) to
    where they are used and rewrites each use with an operator that reads the size from the
    tensor itself, proving each rewrite on symbolic shapes: reshapes (also of a tensor reshaped or
    transposed since) -> reshape codes, chained when a dimension splits in three (with the rank
    unknown, one size that cannot be placed at Reshape's cursor, in a target without -1, becomes
    -1: Reshape infers the number the original gave; python values it cannot read, such as
    `self._shape[0]` or a spread `*self.shape`, are kept as written after the sizes placed at the
    cursor; the tensor's own sizes held in names and read from the end, next to positive
    literals and one -1 (`n = x.shape[-1]` ... `x.reshape((-1, n))`) -> codes placed from the
    right with `reverse=True`, or read at their own axes after one -1 (`c = x.shape[2]` ...
    `F.reshape(x, (-1, c))`) -> the shape taken from the tensor itself, as rank-free-reshape
    writes it); a reshape to a
    tensor's own sizes at their axes and literal 1s (`g.reshape((b, c, 1, 1))` with `b, c, h, w =
    x.shape`, the tensor's rank proven) -> `F.reshape_like(g, F.sum(x, axis=(2, 3), keepdims=True))`,
    whose shape is the target's for any sizes; some of its sizes in their order with literal 1s, not
    at their own axes (`t.reshape((b, d, 1))` with `b, k, d = x.shape`), where no other form
    applies -> `F.reshape_like(t, F.expand_dims(F.sum(x, axis=(1,)), axis=2))`, the axes left out
    summed away and the 1s put back; a reshape to a run of another tensor's sizes
    (`F.reshape(v, t.shape[0:2])`, `v.reshape(t.shape[1:])`) with `v`'s shape unknown ->
    `F.reshape_like(v, t, rhs_begin=lo, rhs_end=hi)`, only where a size of `t` read before (always
    run) proves it has the axes (a python slice is clipped to the rank, reshape_like's range is not);
    such a run between positive literal sizes, the tensor's rank unknown (`g.reshape((x.shape[0],
    x.shape[1], 1, 1))`) -> `F.reshape_like(g.reshape((-1, 1, 1)), x, lhs_begin=0, lhs_end=1,
    rhs_begin=0, rhs_end=2)`, the run's axes in place of the one the -1 leaves; merged rows folded
    back to sizes a tensor holds with axes between them (`(b * h * w, C)` to `(b, h * w, C)` with
    `b, _, h, w = x.shape`) -> `F.reshape_like` of x with those axes cut to one entry and squeezed,
    then reshape codes; a two-entry
    target of another tensor's sizes, the reshaped tensor's shape unknown, whose result a Dense
    (flattening or not) declared with `in_units` takes whole (`self.fc(v.reshape((x.shape[0],
    -1)))`, inline or bound to a name read once, there, also through unary operators and layers
    that keep the shape: `F.relu`, `self.drop`) -> `(-1, in_units)` (the literal, or
    `self.fc._in_units`; a Sequential's first Dense only with a literal): MXNet checks the second
    size against the weight, so the original's target was that wherever it ran;
    `F.zeros/ones/full` and `F.random.normal/uniform` of such sizes -> `F.broadcast_like` of a
    constant with ones at those axes (dtype kept); `BilinearResize2D(height=h, width=w)` ->
    `like=x, mode='like'` (to `h // k` of a tensor: like it max-pooled by k); `F.Pooling(x,
    kernel=(h, w))` by x's own spatial sizes in order (or those of a tensor the walk proves of x's
    shape), unpadded, channels first -> `global_pool=True`
    (one placement of the window: every pool type's global values); sizes passed to a
    helper of this file that only resizes to them (`self.upsample(F, y, h, w)`, or one run
    `_upsample(F, y, size)` with `size = x.shape[2:]` read there as `height=size[0], width=size[1]`)
    -> the helper takes the tensor and resizes `like=` it, every call of it (all in view in this
    function) rewritten;
    sizes `x.shape[2:]` handed to a child block of this file (`self.up(y, x.shape[2:])`) whose
    hybrid_forward, given them, only resizes its input to them -> the child takes x as a new
    trailing input (default None) and resizes `like=` it first, the call passes None for the sizes
    and x there (its other callers pass nothing there and run as before); crops `y[:, :, :h, :w]` -> `F.slice_like`, and their ends `y[:, -m:]` (`F.slice_axis` with `begin=-m, end=None`) -> `F.slice_like` of the reversed axes, reversed back (`y[..., :m]` when y's rank is proven; a crop to more than the axis holds, which indexing clamps, raises as with the first entries); the rest of the channels after the input's, `h[:, x.shape[1]:]`, where h comes from a convolution built with twice the channels it takes (`Conv1D(2 * c, k, in_channels=c)`, products of literals and `__init__` arguments it never rebinds) that ran on x on every call that returns (MXNet checks x's channels against the weight) -> the last x.shape[1] channels, `F.slice_like` of the reversed axis (refused without that proof); halves of an axis (`y[:, :n // 2]`, `y[:, n // 2:]`, `int(n / 2)`, slice_axis with those bounds, n the axis's own size) -> `F.slice_like` to a stride-2 slice of it (floor(n/2) entries from 1, ceil(n/2) from 0; the second half on the reversed axis), exact for odd sizes too; a crop to k times a tensor's size at the same axis (`x[:, :, :length * self.up]` after a transposed conv of stride `self.up`, k a literal or an `__init__`-fixed int above 1) -> `F.slice_like` to that tensor repeated k times along the axis, and to ceil(n / k) of it (`-(-h // s)`, `math.ceil(h / s)`) -> to a slice of it with step k; a pad to a multiple of k (`(k - h % k) % k`, `-h % k` or `ceil(h / k) * k - h` in `F.concat` with zeros or after a spatial axis of a constant or edge `F.pad`) -> the widest pad (k - 1) cropped to a slice with step k repeated k times, and a pad by the first (last) entry broadcast to the width and concatenated before (after) x -> k copies of it, cropped to that template (from the end for a front pad), DPRNN's segment padding `gap = K - (P + t % K) % K` (1 to K zeros, K a positive python int, P any python int: a literal, int arithmetic `__init__` stores such as `self.hop = chunk // 2`, a local unpacked from those) in `F.concat` with zeros -> the zeros cropped to x and `P % K + 1` copies of its first entry sliced with step K, repeated K times, the first `P % K` dropped; and the reshapes after it by the padded length (`t + pad` in a reshape's target, the zeros' other sizes a layer built with `in_units=d` / `in_channels=d` proves for the padded tensor) -> reshape codes or `F.reshape_like` of the padded tensor; `F.eye(n)` -> `F.cast(F.broadcast_equal(r.reshape((-1, 1)), r.reshape((1, -1))), dtype='float32')` with `r = F.contrib.arange_like(x, axis=k)` (its `dtype=` kept; `ctx=` of a tensor dropped; a python `k=` offset added to the rows' `r`); `F.arange(n)` ->
    `F.contrib.arange_like` (`ctx=x.context` dropped, `dtype=x.dtype` given by arange_like's input x;
    `F.arange(s, s + n)` (also spelled with `start=`/`stop=`, `step=1`) -> its `start=s` where s is a python int: a literal or a local bound only to
    literals and `.shape` reads -- with a float start arange's length, ceil of a difference in doubles,
    can be n + 1); `F.arange(0, n * k, k)` -> `step=k` for an int literal or configured int k;
    `F.arange(n - 1, -1, -1)` -> that arange_like reversed (`F.reverse(..., axis=0)`); `F.arange(n - 1,
    -n, -1)` (relative positions) -> `(n - 1) - i` over a float32 carrier of 2n entries less the last; a length no
    tensor holds that is a sum of sizes or an int multiple of one (`mem.shape[1] + x.shape[1]`,
    `x.shape[1] + 2`, `4 * h.shape[1]`) -> `arange_like` of a float32 carrier of that length: each
    term's arange_like cast to float32 (tiled k times for `k * n`, `F.zeros((c,))` for an int c),
    concatenated (a difference refused); the same carrier's positions for a one_hot depth that sums sizes;
    `F.take(x, F.arange(0, x.shape[k], s), axis=k)` (the arange inline or bound to a local read
    only there; s a positive int literal or configured attribute; k >= 0) -> `F.slice(x, begin=(None,
    ...), end=(None, ...), step=(None, ..., s))`: every s-th entry from 0, what the take gathers;
    `F.one_hot(i, x.shape[k])` / `i.one_hot(depth)` (dtype a literal or none; no on/off values) ->
    `F.cast(F.broadcast_equal(F.expand_dims(F.fix(i64), axis=-1), arange_like(x, axis=k) in
    float64), dtype=...)`, i64 the indices in float64: one_hot truncates an index toward zero and
    gives a row of zeros for one outside the axis, which the comparison does too;
    `F.clip(t, lo, x.shape[k] - 1)` / `t.clip(...)` (lo a number; t a deterministic pure
    expression, written three times) -> `F.where(F.broadcast_greater(t, H), F.broadcast_minimum(t,
    H), F.maximum(t, lo))`, H the bound's (1,)-tensor: clip gives the bound above it, else
    max(t, lo), also where the bound lies below lo;
    `F.broadcast_axes(t, axis=a, size=x.shape[k])` -> `F.broadcast_like(t, x, lhs_axes=(a,),
    rhs_axes=(k,))`; `F.sum(x, axis=k) / x.shape[k]` -> `F.mean`; a size `__init__`
    declares (Dense units, Conv channels, Embedding output_dim; one __init__ does not keep is
    read where the layer keeps it, `self.fc._units`, `self.conv._channels`,
    `self.embed.weight.shape[1]`) -> that python value; a
    print/assert/logging statement reading sizes -> removed (a print/logging line, not an assert,
    also when it reads the `.shape` of a child's output not proven a tensor: a tuple of outputs
    has no `.shape` either; a loop or branch body left empty becomes `pass`); sizes bound and never read (no
    later use, no closure, no `locals()`; in a loop or branch body where the names occur nowhere else
    and the line calls nothing) -> the binding removed; `F.repeat(t, x.shape[k])` without an axis ->
    `F.broadcast_like(F.reshape(t, shape=(-1, 1)), x, lhs_axes=(1,), rhs_axes=(k,)).reshape((-1,))`;
    `t.tile`/`t.repeat` to a tensor's
    size -> `broadcast_like` (a new axis merged back when the repeated axis is not of size 1;
    counted from the end when the rank is unknown but at least the number of repetitions, a bound
    read from expand_dims or from a later `concat(..., dim=k)` that runs on every call that
    returns: MXNet's Concat takes only inputs of rank above k, carried back through Dense with
    flatten=False, elementwise operators, reductions over one axis and expand_dims; without that
    bound, or with a known rank other than the number of repetitions, on `F.tile(t, reps=(1,) * k)`,
    tile's own promotion to rank k by leading size-1 axes, so it holds for every rank; several
    sizes, a product of sizes (`k * k`) and python numbers beside them: the python factors in that
    one F.tile, each size a new axis broadcast and merged from the end, tile by a then b being
    tile by a * b);
    `y.broadcast_to(x.shape)` -> `y.broadcast_like(x)` where both ranks are proven (equal, a
    keepdims reduction's its input's, or y's lower: NDArray's fluent method prepends the missing
    axes, written as `F.expand_dims(y, axis=0)`; refused otherwise);
    `broadcast_to` of python and tensor sizes -> `broadcast_to` then `broadcast_like`, or where
    the data's rank or its size on such an axis is unknown (`static.expand_dims(1).broadcast_to((b,
    t, static.shape[1]))`, the context's batch 1 or b) `F.broadcast_mul(data, ones of the target's
    shape)`, the ones made from one element of the data (its dtype) and broadcast like the tensors
    holding the sizes (a data read from a name only: it is written twice); a size in
    tensor arithmetic (also under `math.sqrt`, `float`, `**`, `// k`, a product of two such sizes
    `n * (n - 1)`, a floor quotient of one `(t - 1) // 2 + 1`, `np.prod(x.shape[1:])` of a run
    of axes whose dims the walk knows; also bound to a local read
    only in `+ - * / %` with tensors, whose uses then broadcast) -> a (1,)-tensor in the dtype of the
    tensor it meets, which an operator between tensors needs (MXNet 1.9.1 has no cast to another
    tensor's dtype): the last entry of `F.contrib.arange_like(x, start=1, axis=k)` (a product of
    axes: their `broadcast_mul`) where x provably shares that dtype (the size's tensor itself, or
    one tied to it by an operator between tensors that ran: `F.sum(z)` with `z = x * y`), which
    rounds the size as MXNet rounds the python number to the data's dtype (measured in 1.9.1:
    float16 sizes to 2049, float32 to 2**24 + 1, float64, integers; above those arange_like
    rounds its index before adding 1, so 4608 of the float16 sizes 2050..70000 come out one
    float16 step off); else a `shape_array` value cast to float32 where a cast,
    `dtype='float32'` or a float32 constructor proves float32; else, where the size meets a
    name in one operator (`loss / x.shape[0]`), counted in that name's dtype (ones of it,
    `F.ones_like(F.sum(loss))`, broadcast like x's axis and counted by arange_like); else no fix
    (names the tensor); `F.full((1,), size)` -> the size from `shape_array` cast to float32;
    `nd.array([w, h])` of sizes -> those float32 values joined by `concat` (a display of equally
    long rows, `nd.array([[w, h]])`, reshaped to them); a
    method-form reshape whose sizes cannot all be placed -> one of them -1 (`NDArray.reshape`
    checks the element count, so that entry is the count over the others); a declared
    parameter's `.shape` -> `self.<name>.shape`, and in a helper every hybrid caller hands such a
    parameter (`VtoQ(V, F)`), `V.shape` -> `(V.shape if hasattr(V, 'shape') else V_shape)` with
    `V_shape=None` added to the helper and `V_shape=self.V.shape` to those calls (a Symbol has no
    `shape`; eager callers and callers outside the file keep the array's own); a slice bound or index at the sliced axis's own
    size minus a constant -> counted from the end (`y[:, :n - k]` -> `y[:, :-k]`, also after `...`,
    `y[..., :y.shape[-1] - 1]` -> `y[..., :-1]`), the constant a literal or a positive number this
    file fixes (a local bound once to a literal, `self.pad` set once in `__init__` to one); a
    python int of unknown sign (a constructor argument `self.chomp`) -> `-self.chomp` at a begin
    or an index (where it is not positive the original selected nothing and raised) and
    `(-self.chomp if self.chomp > 0 else None)` at an end (an open end where it is not positive,
    as the original's); a constant larger than the axis, which python would count from the end,
    raises after the fix. A reshape target built by tuple arithmetic
    (`(x.shape[0],) + (1,) * (x.ndim - 1)`) is read as the one display it evaluates to where each
    count is a number. A ratio of two tensors' sizes in tensor arithmetic (`up * ((d.shape[2] *
    d.shape[3]) / (h * w))`, also through a local bound once to it) -> each size a (1,)-tensor as
    above, the factors' quotients multiplied (as many factors over as many; otherwise only where
    float32 is proven, since an area alone may pass float16's largest number where python's
    ratio does not; the graph rounds each quotient, python the ratio once: the last place may
    differ). Sizes bound as a run (`in_size = x.shape[2:]`)
    are followed through subscripts; a tensor rebound before its sizes are used is kept as
    `x_in = x`; sizes read in one branch of a python condition are rewritten under that
    condition. Python arithmetic on sizes that ends in a number for every size (TF-style 'same'
    padding at stride 1: `max((ceil(h / 1) - 1) * 1 + (k - 1) * d + 1 - h, 0)` is `(k - 1) * d`),
    evaluated exactly over the sizes as symbols with literal or once-set `self` numbers -> that
    number, the arithmetic dropped; a helper of this file that only computes it has each call
    replaced by its value; where each read of the sizes sits in int arithmetic that cancels them
    around a `self` attribute holding a constructor argument that a convolution built in
    `__init__` also takes as its channels or kernel size (MXNet 1.9.1 builds only int ones), that
    arithmetic without the sizes (`max((n - 1) + self._kernel - n, 0)` -> `max(self._kernel - 1,
    0)`), the rest kept and the line reading the sizes dropped. With a stride s above 1 (`ceil(h / s)` depends on `h` modulo s), widths
    that are exactly TF's split `T // 2`, `T - T // 2` of `T = max((ceil(n / s) - 1) * s + K - n, 0)`
    for each padded axis's own size n, with kernel extent K >= s (read exactly, over floor
    atoms), make the `F.pad` (constant or edge) the widest padding, `(K - 1) // 2` before and the
    rest after, cut back to the lengths `n + T // 2 + ...` and `n + T` that (1, 1) pooling with
    stride s, repeat, pad and a stride-2 pooling carry (checked in MXNet 1.9.1); a guard around
    the pad (timm's `if pad_h > 0 or pad_w > 0:`, comparisons joined by and/or/not) is folded
    into the rewrite where it holds for every size (T is within [K - s, K - 1], so K > s makes
    `T > 0` true), and refused with the reason where it does not (K == s); widths from
    another axis's size (equal to TF's only on square inputs), K < s (the padding is 0 for some
    sizes), reflect padding, or a kernel size from a constructor argument refuse. A loop counted by
    one of the sizes (`for t in range(steps)`, or `range(c, steps)` from an int literal c, with `b, steps, c = x.shape`, `x` never rebound
    after) is rewritten with the other uses as scan-loop writes it, F.contrib.foreach over that
    axis, unless another use inside the loop needs a rewrite too. Sizes computed from sizes and
    bound pairwise on one line (`h, w = H // n, W // n`) are followed as one bound alone is, the
    line dropped only when every read of each is rewritten. When every use of a
    binding is rewritten the binding is deleted; when one use cannot be rewritten the fixer
    refuses and names it. Unsafe: python sizes in a reshape are taken to be positive, and the
    removed checks no longer run eagerly either.
    """
    EXAMPLES = [
        Example(_module("b, c, h, w = x.shape\nreturn x.reshape((b, c, h * w))"),
                _module("return x.reshape((0, 0, -3))"), shapes=[[(2, 3, 4, 5)], [(1, 2, 1, 3)]]),
        # a child a module function of the file builds (a conv-bn factory: a Sequential of
        # layers in a straight body, returned) keeps the batch axis as its layers do; a branch in
        # the factory, or a layer added to the child afterwards, leaves it unknown
        Example(_factory_block("seq.add(nn.Conv2D(c, 3, strides=stride, padding=1, in_channels=c), "
                               "nn.BatchNorm(in_channels=c))", "b = x.shape[0]\nreturn self.proj(x).reshape((b, -1))"),
                _factory_block("seq.add(nn.Conv2D(c, 3, strides=stride, padding=1, in_channels=c), "
                               "nn.BatchNorm(in_channels=c))", "return self.proj(x).reshape((0, -1))"),
                shapes=[[(2, 3, 4, 4)], [(1, 3, 5, 3)]]),
        Example(_factory_block("seq.add(nn.Conv2D(c, 3, strides=stride, padding=1, in_channels=c))\n"
                               "if stride > 1:\n    seq.add(nn.BatchNorm(in_channels=c))",
                               "b = x.shape[0]\nreturn self.proj(x).reshape((b, -1))"), None,
                reason="is used in `self.proj(x).reshape((b, -1))`", shapes=[[(2, 3, 4, 4)]]),
        Example(_factory_block("seq.add(nn.Conv2D(c, 3, strides=stride, padding=1, in_channels=c))",
                               "b = x.shape[0]\nreturn self.proj(x).reshape((b, -1))",
                               init="self.proj.add(nn.Activation('relu'))"), None,
                reason="is used in `self.proj(x).reshape((b, -1))`", shapes=[[(2, 3, 4, 4)]]),
        # a layer handed keywords on (`**kw` may hold flatten=False or a channels-last layout) keeps
        # no size known: the Dense's output is not read as (N, units) (session 63: a harm before,
        # `(0, -4, -1, 2)` split the time axis of its (N, T, 4) output)
        Example(example_module("b = x.shape[0]\ny = self.fc(x)\nreturn y.reshape((b, 2, -1))",
                               init="kw = dict(flatten=False)\nself.fc = nn.Dense(4, in_units=3, **kw)",
                               gluon="HybridBlock, nn"), None,
                reason="is used in `y.reshape((b, 2, -1))`", shapes=[[(2, 5, 3)]]),
        # a method called from several places is walked for each call with that call's argument
        # shapes (heads split by a helper, merged back after the attention)
        Example(example_class(_TWO_HEADS + "def hybrid_forward(self, F, x):\n    b, n, c = x.shape\n"
                              "    q, k = self._heads(x), self._heads(F.relu(x))\n"
                              "    att = F.softmax(F.batch_dot(q, k, transpose_b=True))\n"
                              "    return att.reshape((b, 2, n, n))"),
                example_class(_TWO_HEADS_FIXED + "def hybrid_forward(self, F, x):\n"
                              "    q, k = self._heads(x), self._heads(F.relu(x))\n"
                              "    att = F.softmax(F.batch_dot(q, k, transpose_b=True))\n"
                              "    return att.reshape((-4, -1, 2, 0, 0))"),
                shapes=[[(2, 3, 4)], [(1, 5, 2)]]),
        # ... at its one return: a helper that may return early gives no shape, so no codes;
        # the target's sizes are x's and a literal, so reshape_like to a template of exactly that
        # shape built from x (session 69, H494) is the same reshape whatever att's shape
        Example(example_class("def __init__(self, **kwargs):\n    super().__init__(**kwargs)\n    self.single = False\n\n"
                              "def _heads(self, t):\n    if self.single:\n        return t\n"
                              "    return t.reshape((0, 0, 2, -1)).transpose((0, 2, 1, 3)).reshape((-3, 0, 0))\n\n"
                              "def hybrid_forward(self, F, x):\n    b, n, c = x.shape\n"
                              "    q, k = self._heads(x), self._heads(F.relu(x))\n"
                              "    att = F.softmax(F.batch_dot(q, k, transpose_b=True))\n"
                              "    return att.reshape((b, 2, n, n))"),
                example_class("def __init__(self, **kwargs):\n    super().__init__(**kwargs)\n    self.single = False\n\n"
                              "def _heads(self, t):\n    if self.single:\n        return t\n"
                              "    return t.reshape((0, 0, 2, -1)).transpose((0, 2, 1, 3)).reshape((-3, 0, 0))\n\n"
                              "def hybrid_forward(self, F, x):\n"
                              "    q, k = self._heads(x), self._heads(F.relu(x))\n"
                              "    att = F.softmax(F.batch_dot(q, k, transpose_b=True))\n"
                              "    return F.reshape_like(att, F.broadcast_like(F.zeros((1, 2, 1, 1)), x, lhs_axes=(0, 2, 3), "
                              "rhs_axes=(0, 1, 1)))"),
                shapes=[[(2, 3, 4)], [(1, 5, 2)]]),
        # an eager array of sizes (a box normalised by the image's width and height) -> the
        # sizes as float32 (1,)-tensors joined, nd.array's dtype
        Example(_by_sizes("h, w = x.shape[2], x.shape[3]\nreturn F.broadcast_div(y, nd.array([w, h]))"),
                _by_sizes("return F.broadcast_div(y, F.concat(F.slice_axis(F.shape_array(x), axis=0, begin=3, end=4)"
                       ".astype('float32'), F.slice_axis(F.shape_array(x), axis=0, begin=2, end=3).astype('float32'), "
                       "dim=0))"),
                shapes=[[(2, 3, 4, 5), (2, 3, 2)], [(1, 1, 6, 2), (4, 2)]]),
        Example(_by_sizes("h, w = x.shape[2], x.shape[3]\nreturn F.broadcast_div(y, nd.array([w, h], dtype='float16'))"),
                None, reason="nd.array's `dtype` argument has no shape-free form here", shapes=[[(2, 3, 4, 5), (2, 3, 2)]]),
        # a chained assignment binds each of its targets to the one size, as two lines would
        Example(_module("b = n = x.shape[0]\ny = x.reshape((n, -1))\nreturn y.reshape((b, 2, -1))"),
                _module("y = x.reshape((0, -1))\nreturn y.reshape((0, -4, 2, -1))"),
                shapes=[[(2, 3, 4)], [(1, 6)]]),
        # ... and each name's use must have a rewrite: `w` is axis 2's half where axis 3 is read
        Example(_module("h = w = x.shape[2] // 2\nreturn x.reshape((0, 0, h, 2, w * 2))"), None,
                reason="`w` (line 7) is used in", shapes=[[(2, 3, 4, 4)]]),
        # rank unknown, one size away from Reshape's cursor and no -1: that size is inferred (an
        # STFT's `input_data.reshape(num_batches, 1, num_samples)`)
        Example(_module("n = x.shape[0]\ns = x.shape[1]\ny = F.relu(x)\nreturn y.reshape((n, 1, s))"),
                _module("y = F.relu(x)\nreturn y.reshape((0, 1, -1))"), shapes=[[(2, 3)], [(4, 5, 1)]]),
        # a comparison with a number keeps its operand's shape (MXNet's _greater_scalar)
        Example(_module("mask = x > 0.5\nreturn mask.reshape((x.shape[0], -1))"),
                _module("mask = x > 0.5\nreturn mask.reshape((0, -1))"), shapes=[[(2, 3)], [(3, 2, 2)]]),
        # (written in the target itself, `x.shape[1] // 2` next to its 2 is reshape-codes' -4)
        Example(_module("h = x.shape[1] // 2\nreturn x.reshape((x.shape[0], 2, h))"),
                _module("return x.reshape((0, 2, -1))"), shapes=[[(2, 6)], [(3, 4)]]),
        Example(_module("return F.relu(x.reshape((x.shape[0], 1, x.shape[1], 1)))"),
                _module("return F.relu(x.reshape((0, 1, -1, 1)))"), shapes=[[(2, 3)], [(3, 4, 1)]]),
        # two sizes away from the cursor (and a -1 already): not taken
        Example(_module("return x.reshape((x.shape[1], x.shape[0], -1))"), None,
                reason="cannot be placed as reshape codes", shapes=[[(2, 3, 4)]]),
        # a run of another tensor's sizes between positive numbers, the reshaped tensor of
        # unknown rank (a conditional norm's per-class gain laid out as (N, C, 1, 1)): one axis
        # left for the run, then reshape_like puts the run there (MXNet 1.9.1: bit-equal eager and
        # hybridized, bench/RESULTS.md session 46, H271)
        # a 1-d signal stretched to another's length (IMU samples to the EMG's rate) by a resize
        # of height 1, and a height and a width read from two tensors: the like map is built from
        # the axes holding each size
        Example(_gain("return F.contrib.BilinearResize2D(g.expand_dims(2), height=1, width=x.shape[2])"),
                _gain("return F.contrib.BilinearResize2D(g.expand_dims(2), like=F.reshape(F.sum(x, axis=2, "
                      "exclude=True), shape=(1, 1, 1, -1)), mode='like')"),
                shapes=[[(2, 8, 10), (2, 6, 5)], [(1, 2, 3), (1, 4, 7)]]),
        Example(_gain("return F.contrib.BilinearResize2D(x.expand_dims(2), height=g.shape[1], width=x.shape[2])"),
                _gain("return F.contrib.BilinearResize2D(x.expand_dims(2), like=F.broadcast_mul(F.reshape(F.sum(g, "
                      "axis=1, exclude=True), shape=(1, 1, -1, 1)), F.reshape(F.sum(x, axis=2, exclude=True), "
                      "shape=(1, 1, 1, -1))), mode='like')"),
                shapes=[[(2, 3, 5), (2, 4, 6)], [(1, 2, 2), (3, 5, 1)]]),
        Example(_gain("y = F.relu(g)\nreturn y.reshape((x.shape[0], x.shape[1], 1, 1))"),
                _gain("y = F.relu(g)\nreturn F.reshape_like(y.reshape((-1, 1, 1)), x, lhs_begin=0, lhs_end=1, "
                      "rhs_begin=0, rhs_end=2)"),
                shapes=[[(2, 3, 4, 5), (2, 3)], [(1, 4, 2, 2), (4,)], [(3, 2, 1, 1), (3, 2, 1)]]),
        Example(_gain("return F.reshape(g, (1, x.shape[1], x.shape[2], 1))"),
                _gain("return F.reshape_like(g.reshape((1, -1, 1)), x, lhs_begin=1, lhs_end=2, rhs_begin=1, "
                      "rhs_end=3)"),
                shapes=[[(2, 3, 4), (3, 4)], [(1, 2, 5, 2), (10,)], [(2, 1, 3), (1, 3, 1)]]),
        Example(_gain("b, c = x.shape[:2]\nreturn (g * 2).reshape((b, c, 1))"),
                _gain("return F.reshape_like((g * 2).reshape((-1, 1)), x, lhs_begin=0, lhs_end=1, rhs_begin=0, "
                      "rhs_end=2)"),
                shapes=[[(2, 3, 4), (2, 3)], [(4, 1, 2), (2, 2)], [(1, 5), (5, 1, 1)]]),
        # literal 1s inside the run (FastPitch's pitch targets (N, T) laid out as one channel of
        # the encoder states, `(n, 1, t)`): reshaped like the run, expand_dims puts each 1 back
        Example(_gain("return F.relu(g).reshape((x.shape[0], 1, x.shape[1]))"),
                _gain("return F.expand_dims(F.reshape_like(F.relu(g).reshape((-1,)), x, lhs_begin=0, lhs_end=1, "
                      "rhs_begin=0, rhs_end=2), axis=1)"),
                shapes=[[(2, 5, 4), (2, 5)], [(1, 3), (3,)], [(3, 2, 2), (6, 1)]]),
        Example(_gain("n, c, h, w = x.shape\nreturn g.reshape((2, c, 1, h, 1, w))"),
                _gain("return F.expand_dims(F.expand_dims(F.reshape_like(g.reshape((2, -1)), x, lhs_begin=1, "
                      "lhs_end=2, rhs_begin=1, rhs_end=4), axis=2), axis=4)"),
                shapes=[[(2, 3, 4, 5), (120,)], [(1, 1, 2, 2), (2, 4)]]),
        # a loop over a display pairing tensors with heads (an SSD-style head per level): each pass
        # holds one row, so what every row shares holds in the body -- both features keep x's
        # batch axis, both heads are 1x1 convs of 4 channels -- and the view to `(x.shape[0], -1,
        # 4)` is codes
        Example(_module("low = F.relu(x)\ntop = F.sigmoid(x)\npreds = []\n"
                        "for feat, head in ((low, self.h1), (top, self.h2)):\n"
                        "    p = head(feat).transpose((0, 2, 3, 1))\n"
                        "    preds.append(p.reshape((x.shape[0], -1, 4)))\n"
                        "return F.concat(*preds, dim=1)",
                        init="self.h1 = nn.Conv2D(4, 1)\nself.h2 = nn.Conv2D(4, 3, padding=1)"),
                _module("low = F.relu(x)\ntop = F.sigmoid(x)\npreds = []\n"
                        "for feat, head in ((low, self.h1), (top, self.h2)):\n"
                        "    p = head(feat).transpose((0, 2, 3, 1))\n"
                        "    preds.append(p.reshape((0, -3, 0)))\n"
                        "return F.concat(*preds, dim=1)",
                        init="self.h1 = nn.Conv2D(4, 1)\nself.h2 = nn.Conv2D(4, 3, padding=1)"),
                shapes=[[(2, 3, 4, 4)], [(1, 2, 3, 5)]]),
        # the items of the display do not share the batch axis the target reads (two inputs)
        Example(_padded("preds = []\nfor feat in (up, skip):\n    p = F.relu(feat).transpose((0, 2, 3, 1))\n"
                        "    preds.append(p.reshape((up.shape[0], -1, 3)))\nreturn F.concat(*preds, dim=1)"),
                None, reason="cannot be placed as reshape codes", shapes=[[(2, 3, 4, 4), (2, 3, 2, 2)]]),
        # a number other than 1 inside the run has no such form: a template of the target's shape
        # built from x's sizes and the number (session 69, H494)
        Example(_gain("return F.relu(g).reshape((x.shape[0], 2, x.shape[1]))"),
                _gain("return F.reshape_like(F.relu(g), F.broadcast_like(F.zeros((1, 2, 1)), x, lhs_axes=(0, 2), "
                      "rhs_axes=(0, 1)))"),
                shapes=[[(2, 3), (12,)], [(1, 4), (2, 4)]]),
        # the whole target a run of another tensor's sizes, the reshaped tensor of unknown shape
        # (MIL instance scores of a one-unit Dense(flatten=False) back to (bags, instances)):
        # reshape_like the run
        Example(_module("s = self.score(x).reshape((x.shape[0], x.shape[1]))\nreturn F.softmax(s, axis=1)",
                        init="self.score = nn.Dense(1, flatten=False)"),
                _module("s = F.reshape_like(self.score(x), x, rhs_begin=0, rhs_end=2)\nreturn F.softmax(s, axis=1)",
                        init="self.score = nn.Dense(1, flatten=False)"),
                shapes=[[(2, 5, 4)], [(1, 3, 2)], [(4, 1, 3)]]),
        Example(_gain("n, c, h, w = x.shape\nreturn (g * 2).reshape((c, h))"),
                _gain("return F.reshape_like((g * 2), x, rhs_begin=1, rhs_end=3)"),
                shapes=[[(2, 3, 4, 5), (12,)], [(1, 2, 1, 2), (1, 2)]]),
        # out of order: no run of one tensor's axes, but a template of x's sizes in that order
        Example(_gain("return g.reshape((x.shape[1], x.shape[0]))"),
                _gain("return F.reshape_like(g, F.broadcast_like(F.zeros((1, 1)), x, lhs_axes=(0, 1), rhs_axes=(1, 0)))"),
                shapes=[[(2, 3), (6,)], [(1, 4), (2, 2)]]),
        # a target built by tuple arithmetic, `(n,) + (1,) * k` (a per-sample weight laid out
        # against a feature map, as in drop path and loss weighting): read as the one display it
        # evaluates to when each count is a number (MXNet 1.9.1: equal eager and hybridized)
        Example(_gain("return g.reshape((x.shape[0],) + (1,) * 3)"),
                _gain("return g.reshape((-1,) + (1,) * 3)"),
                shapes=[[(2, 3), (2,)], [(3,), (3, 1)], [(1, 4, 2), (1, 1, 1)]]),
        Example(_gain("return g.reshape((x.shape[0], x.shape[1]) + 2 * (1,))"),
                _gain("return F.reshape_like(g.reshape((-1, 1, 1)), x, lhs_begin=0, lhs_end=1, rhs_begin=0, "
                      "rhs_end=2)"),
                shapes=[[(2, 3, 4), (2, 3)], [(1, 4, 2), (4,)], [(3, 2), (3, 2, 1)]]),
        Example(_module("return x.reshape((x.shape[0], -1) + (1,) * 2)"),
                _module("return x.reshape((0, -1, 1, 1))"), shapes=[[(2, 3)], [(2, 3, 4)], [(1, 5, 1, 2)]]),
        # a ratio of two tensors' sizes scaling a tensor (a density map resized to the image keeps
        # its sum: times its area over the image's): each size a (1,)-tensor, the factors'
        # quotients multiplied (MXNet 1.9.1: equal eager and hybridized, odd sizes too)
        Example(_strided("d = F.relu(self.body(x))\nup = F.contrib.BilinearResize2D(d, like=x, mode='like')\n"
                         "scale = (d.shape[2] * d.shape[3]) / (x.shape[2] * x.shape[3])\nreturn up * scale"),
                _strided("d = F.relu(self.body(x))\nup = F.contrib.BilinearResize2D(d, like=x, mode='like')\n"
                         "return F.broadcast_mul(up, F.broadcast_mul(F.broadcast_div(" + _last("d", 2) + ", "
                         + _last("x", 2) + "), F.broadcast_div(" + _last("d", 3) + ", " + _last("x", 3) + ")))"),
                shapes=[[(1, 3, 8, 8)], [(2, 3, 7, 5)], [(1, 3, 3, 9)]]),
        Example(_strided("h = self.body(x)\nreturn h * (h.shape[2] / x.shape[2])"),
                _strided("h = self.body(x)\nreturn F.broadcast_mul(h, F.broadcast_div(" + _last("h", 2) + ", "
                         + _last("x", 2) + "))"),
                shapes=[[(1, 3, 8, 8)], [(2, 3, 7, 5)]]),
        Example(_strided("d = F.relu(self.body(x))\nh, w = x.shape[2:]\n"
                         "up = F.contrib.BilinearResize2D(d, height=h, width=w)\n"
                         "return up * ((d.shape[2] * d.shape[3]) / (h * w))"),
                _strided("d = F.relu(self.body(x))\nup = F.contrib.BilinearResize2D(d, like=x, mode='like')\n"
                         "return F.broadcast_mul(up, F.broadcast_mul(F.broadcast_div(" + _last("d", 2) + ", "
                         + _last("x", 2) + "), F.broadcast_div(" + _last("d", 3) + ", " + _last("x", 3) + ")))"),
                shapes=[[(1, 3, 8, 8)], [(2, 3, 7, 5)], [(1, 3, 3, 9)]]),
        # two areas over one size (float32 not proven: the area alone may pass float16's largest
        # number where python's ratio does not), and `//`
        Example(_strided("h = self.body(x)\nreturn h * ((h.shape[2] * h.shape[3]) / x.shape[2])"),
                None, reason="is not a run of one tensor's dims", shapes=[[(1, 3, 8, 8)]]),
        # tensors not proven to share a dtype: y's size is counted in the dtype of x, which it meets
        Example(example_class("def hybrid_forward(self, F, x, y):\n    return x * (x.shape[1] / y.shape[1])"),
                example_class("def hybrid_forward(self, F, x, y):\n    return F.broadcast_mul(x, F.broadcast_div("
                              "F.slice_axis(F.contrib.arange_like(x, start=1, axis=1), axis=0, begin=-1, end=None), "
                              "F.slice_axis(F.contrib.arange_like(F.broadcast_like(F.ones_like(F.sum(x)), y, lhs_axes=(0,), "
                              "rhs_axes=(1,)), start=1, axis=0), axis=0, begin=-1, end=None)))"),
                shapes=[[(2, 3), (2, 4)], [(1, 5), (3, 2)]]),
        Example(_strided("h = self.body(x)\nreturn h * (x.shape[2] // h.shape[2])"),
                None, reason="is not a run of one tensor's dims", shapes=[[(1, 3, 8, 8)]]),
        # a count the reader does not know as a number: how many entries the target has is not
        # known either
        Example(_gain("return g.reshape((x.shape[0],) + (1,) * self._k)", init="self._k = kwargs.pop('k', 2)"),
                None, reason="is not known in full here", shapes=[[(2, 3), (2,)]]),
        Example(_gain("return g.reshape((x.shape[0],) + (1,) * (x.ndim - 1))"),
                None, reason="is not known in full here", shapes=[[(2, 3), (2,)]]),
        # the run out of axis order, or a python size that may be 0 or negative (a reshape code)
        Example(_gain("return g.reshape((x.shape[1], x.shape[0], 1))"),
                _gain("return F.reshape_like(g, F.broadcast_like(F.zeros((1, 1, 1)), x, lhs_axes=(0, 1), "
                      "rhs_axes=(1, 0)))"),
                shapes=[[(2, 3), (3, 2)], [(3, 1), (3,)]]),
        Example(_gain("return g.reshape((x.shape[0], x.shape[1], self._k))", init="self._k = kwargs.pop('k', 2)"),
                None, reason="is not known in full here", shapes=[[(2, 3), (3, 2, 2)]]),
        # sizes of two tensors, a product and a configured count: a template of exactly the
        # target's shape from zeros, each factor an axis set by broadcast_like to its holder's
        # axis, the factors of one entry merged by -3; reshape_like to it is the same reshape
        # (the same element-count check, the same row-major values) whatever g's shape
        # (session 69, H494)
        Example(example_class("def __init__(self, k=2, **kwargs):\n    super().__init__(**kwargs)\n    self.k = k\n\n"
                              "def hybrid_forward(self, F, x, y, g):\n    n, c = x.shape\n    t = y.shape[1]\n"
                              "    return g.reshape((n * t, self.k, c))"),
                example_class("def __init__(self, k=2, **kwargs):\n    super().__init__(**kwargs)\n    self.k = k\n\n"
                              "def hybrid_forward(self, F, x, y, g):\n"
                              "    return F.reshape_like(g, F.broadcast_like(F.broadcast_like(F.zeros((1, 1, self.k, 1)), x, "
                              "lhs_axes=(0, 3), rhs_axes=(0, 1)), y, lhs_axes=(1,), rhs_axes=(1,)).reshape((-3, 0, 0)))"),
                shapes=[[(2, 3), (5, 4), (48,)], [(1, 2), (1, 1), (2, 2)]]),
        # RAFT's convex upsampling: a mask of another input viewed by the flow's sizes and a
        # factor bound once from a positive configured count
        Example(example_class("def __init__(self, factor=2, **kwargs):\n    super().__init__(**kwargs)\n"
                              "    self.factor = factor\n\n"
                              "def hybrid_forward(self, F, x, m):\n    n, _, h, w = x.shape\n    f = self.factor\n"
                              "    m = F.softmax(m.reshape((n, 1, f, f, h, w)), axis=1)\n"
                              "    up = F.broadcast_mul(m, x.reshape((n, 2, 1, 1, h, w)))\n"
                              "    return up.transpose((0, 1, 4, 2, 5, 3)).reshape((n, 2, h * f, w * f))"),
                example_class("def __init__(self, factor=2, **kwargs):\n    super().__init__(**kwargs)\n"
                              "    self.factor = factor\n\n"
                              "def hybrid_forward(self, F, x, m):\n    f = self.factor\n"
                              "    m = F.softmax(F.reshape_like(m, F.broadcast_like(F.zeros((1, 1, f, f, 1, 1)), x, "
                              "lhs_axes=(0, 4, 5), rhs_axes=(0, 2, 3))), axis=1)\n"
                              "    up = F.broadcast_mul(m, x.reshape((-1, 2, -4, 1, -1, 0)).reshape((0, 0, 0, -4, 1, -1, 0)))\n"
                              "    return up.transpose((0, 1, 4, 2, 5, 3)).reshape((0, 0, -3, -3))"),
                shapes=[[(2, 2, 3, 4), (2, 4, 3, 4)], [(1, 2, 2, 2), (8, 2)]]),
        # refused: a configured count that may be 0 or negative (the original reads it as a reshape
        # code), and a floor division (the template would hold the exact quotient, the original
        # a floored one its element count checks)
        Example(_gain("n, c = x.shape\nreturn g.reshape((n, self.k, c))", init="self.k = kwargs.pop('k', 2) - 2"),
                None, reason="which has no known shape-free rewrite", shapes=[[(2, 3), (6,)]]),
        Example(_gain("return g.reshape((x.shape[0] // 2, x.shape[1]))"),
                None, reason="is not known in full here", shapes=[[(2, 3), (3,)]]),
        # the same where the reshaped value's rank is known but its sizes are not the run's (a
        # FiLM gain projected from another input): reshape_like holds for any shape of it
        Example(_film("gamma.reshape((x.shape[0], x.shape[1], 1, 1))"),
                _film("F.reshape_like(gamma.reshape((-1, 1, 1)), x, lhs_begin=0, lhs_end=1, rhs_begin=0, rhs_end=2)"),
                shapes=[[(2, 3, 4, 4), (2, 4)], [(1, 3, 2, 5), (1, 4)]]),
        # topk's values or indices keep every axis of their input but the one cut to k (MXNet
        # 1.9.1: (2, 3, 5) with axis=2, k=2 gives (2, 3, 2)); an Embedding adds one axis after
        # all of its input's
        Example(_module("h = F.topk(x, axis=2, k=2, ret_typ='value')\nreturn h.reshape((x.shape[0], -1))"),
                _module("h = F.topk(x, axis=2, k=2, ret_typ='value')\nreturn h.reshape((0, -1))"),
                shapes=[[(2, 3, 4)], [(1, 2, 5, 3)]]),
        Example(_module("h = self.conv(x)\nidx = F.topk(h, k=2)\nreturn idx.reshape((x.shape[0], -1))",
                        init="self.conv = nn.Conv1D(4, 3, in_channels=2)"),
                _module("h = self.conv(x)\nidx = F.topk(h, k=2)\nreturn idx.reshape((0, -3))",
                        init="self.conv = nn.Conv1D(4, 3, in_channels=2)"),
                shapes=[[(2, 2, 6)], [(1, 2, 5)]]),
        Example(_module("e = self.embed(F.floor(F.abs(x)))\nreturn e.reshape((x.shape[0], x.shape[1] * 3))",
                        init="self.embed = nn.Embedding(10, 3)"),
                _module("e = self.embed(F.floor(F.abs(x)))\nreturn e.reshape((0, -1))",
                        init="self.embed = nn.Embedding(10, 3)"),
                shapes=[[(2, 5)], [(3, 4)]]),
        # inside a loop body: what a pass binds before reading it (a child's output, its declared
        # channels) holds on every pass; a tensor the body rebinds after reading it does not
        Example(_module("parts = []\nfor p in (x, x * 2):\n    h = self.conv(p)\n    c = h.shape[1] // 2\n"
                        "    parts.append(F.slice_axis(h, axis=1, begin=0, end=c) + 1)\nreturn F.concat(*parts, dim=1)",
                        init="self.conv = nn.Conv1D(4, 1, in_channels=2)"),
                _module("parts = []\nfor p in (x, x * 2):\n    h = self.conv(p)\n    c = 4 // 2\n"
                        "    parts.append(F.slice_axis(h, axis=1, begin=0, end=c) + 1)\nreturn F.concat(*parts, dim=1)",
                        init="self.conv = nn.Conv1D(4, 1, in_channels=2)"),
                shapes=[[(2, 2, 3)], [(1, 2, 5)]]),
        Example(_module("h = self.conv(x)\nfor _ in range(2):\n    c = h.shape[1] // 2\n"
                        "    h = F.slice_axis(h, axis=1, begin=0, end=c)\nreturn h",
                        init="self.conv = nn.Conv1D(8, 1, in_channels=2)"),
                None, reason="no tensor in scope has those sizes on the same axes", shapes=[[(2, 2, 3)]]),
        # ...unless every pass keeps the shape the tensor held before the loop (a residual step):
        # then it holds that shape at the start of any pass
        Example(_module("h = self.conv(x)\nparts = []\nfor _ in range(2):\n    c = h.shape[1] // 2\n"
                        "    parts.append(F.slice_axis(h, axis=1, begin=0, end=c))\n"
                        "    h = F.broadcast_add(F.relu(self.mix(h)), h)\nreturn F.concat(*parts, dim=1)",
                        init="self.conv = nn.Conv1D(8, 1, in_channels=2)\nself.mix = nn.Conv1D(8, 1, in_channels=8)"),
                _module("h = self.conv(x)\nparts = []\nfor _ in range(2):\n    c = 8 // 2\n"
                        "    parts.append(F.slice_axis(h, axis=1, begin=0, end=c))\n"
                        "    h = F.broadcast_add(F.relu(self.mix(h)), h)\nreturn F.concat(*parts, dim=1)",
                        init="self.conv = nn.Conv1D(8, 1, in_channels=2)\nself.mix = nn.Conv1D(8, 1, in_channels=8)"),
                shapes=[[(2, 2, 3)], [(1, 2, 5)]]),
        # topk along axis 0 leaves k rows there, not x's: no code places x.shape[0]
        Example(_module("h = F.topk(x, axis=0, k=1, ret_typ='value')\nreturn h.reshape((x.shape[0], -1))"), None,
                reason="is not known in full here", shapes=[[(2, 3, 4)]]),
        # a layer built with its input size (Dense in_units, flatten=False; Conv in_channels) that
        # runs on every call that returns proves that size of its input, also where it is read
        # before the call: Gluon keeps it on the layer
        Example(_sized("h = F.LayerNorm(x, F.ones((x.shape[-1],)), F.zeros((x.shape[-1],)), axis=-1)\n"
                       "return self.proj(h)"),
                _sized("h = F.LayerNorm(x, F.ones((self.proj._in_units,)), F.zeros((self.proj._in_units,)), "
                       "axis=-1)\nreturn self.proj(h)"),
                shapes=[[(2, 4)], [(2, 3, 4)]]),
        Example(_sized("half = x.shape[1] // 2\nh = self.conv(x)\n"
                       "return F.concat(F.slice_axis(h, axis=1, begin=0, end=half), x, dim=1)"),
                _sized("h = self.conv(x)\n"
                       "return F.concat(F.slice_axis(h, axis=1, begin=0, end=self.conv._in_channels // 2), x, dim=1)"),
                shapes=[[(2, 4, 3, 3)], [(1, 4, 2, 5)]]),
        # the layer runs only on some calls (under a condition, after an early return): no proof,
        # the size is read from the tensor as before
        Example(_sized("y = F.LayerNorm(x, F.ones((x.shape[-1],)), F.zeros((x.shape[-1],)), axis=-1)\n"
                       "if self.skip:\n    return y\nreturn self.proj(y)"),
                _sized("y = F.LayerNorm(x, F.broadcast_like(F.ones((1,)), x, lhs_axes=(0,), rhs_axes=(-1,)), "
                       "F.broadcast_like(F.zeros((1,)), x, lhs_axes=(0,), rhs_axes=(-1,)), axis=-1)\n"
                       "if self.skip:\n    return y\nreturn self.proj(y)"),
                shapes=[[(2, 4)], [(2, 3, 4)]]),
        # sizes at the cursor, then python values the reader cannot read (which could be any
        # code at run time): kept as written after the codes, which reach them at the cursor the
        # original's sizes did (a neural-renderer `Reshape` block)
        Example(_module("shape_x = x.shape\nreturn F.reshape(x, (shape_x[0], self._shape[0], self._shape[1]))",
                        init="self._shape = (2, 6)"),
                _module("return F.reshape(x, (0, self._shape[0], self._shape[1]))", init="self._shape = (2, 6)"),
                shapes=[[(2, 12)], [(3, 3, 4)], [(1, 2, 2, 3)]]),
        Example(_module("b, c, h, w = x.shape\nreturn x.reshape((b, c, self._split[0], -1))",
                        init="self._split = (2, 3)"),
                _module("return x.reshape((0, 0, self._split[0], -1))", init="self._split = (2, 3)"),
                shapes=[[(2, 3, 4, 5)], [(1, 2, 2, 1)]]),
        Example(_module("n = x.shape[0]\ny = F.relu(x) * 2\nreturn y.reshape((n, self._cfg['groups'], -1)).sum(axis=1)",
                        init="self._cfg = {'groups': 3}"),
                _module("y = F.relu(x) * 2\nreturn y.reshape((0, self._cfg['groups'], -1)).sum(axis=1)",
                        init="self._cfg = {'groups': 3}"),
                shapes=[[(2, 6)], [(4, 3, 2)]]),
        # shapes through a squeeze-and-excitation gate (AdaptiveAvgPooling2D to 1x1, broadcast back)
        Example(_module("b, c, h, w = x.shape\ny = F.broadcast_mul(x, F.contrib.AdaptiveAvgPooling2D(x, output_size=1))\n"
                        "return y.reshape((b, c, h * w))"),
                _module("y = F.broadcast_mul(x, F.contrib.AdaptiveAvgPooling2D(x, output_size=1))\n"
                        "return y.reshape((0, 0, -3))"),
                shapes=[[(2, 3, 4, 5)], [(1, 2, 1, 3)]]),
        Example(_module("b, c, h, w = x.shape\np = F.contrib.AdaptiveAvgPooling2D(x, output_size=(1, 1))\n"
                        "return p.reshape((b, c))"),
                _module("p = F.contrib.AdaptiveAvgPooling2D(x, output_size=(1, 1))\nreturn p.reshape((0, 0))"),
                shapes=[[(2, 3, 4, 5)], [(1, 4, 2, 2)]]),
        # a BNNeck's global pooling flattened by the batch size: Pooling keeps axis 0 in every
        # layout, and global_pool=True makes the spatial axes 1 (MXNet 1.9.1: 3-5 axes)
        Example(_module("return F.Pooling(x, global_pool=True, pool_type='avg').reshape((x.shape[0], -1))"),
                _module("return F.Pooling(x, global_pool=True, pool_type='avg').reshape((0, -1))"),
                shapes=[[(2, 3, 4, 5)], [(1, 2, 3)], [(3, 2, 2, 1, 2)]]),
        Example(_module("b, c, h, w = x.shape\np = F.Pooling(x, global_pool=True, pool_type='max', kernel=(1, 1))\n"
                        "return p.reshape((b, c))"),
                _module("p = F.Pooling(x, global_pool=True, pool_type='max', kernel=(1, 1))\nreturn p.reshape((0, 0))"),
                shapes=[[(2, 3, 4, 5)], [(1, 4, 2, 2)]]),
        Example(_module("y = F.Pooling(x, kernel=(2, 2), stride=(2, 2), pool_type='avg')\n"
                        "return y.reshape((x.shape[0], -1))"),
                _module("y = F.Pooling(x, kernel=(2, 2), stride=(2, 2), pool_type='avg')\nreturn y.reshape((0, -1))"),
                shapes=[[(2, 3, 4, 4)], [(1, 2, 6, 2)]]),
        # a convolution's output keeps its data's batch too
        Example(_module("y = F.Convolution(x, F.ones((2, 3, 1, 1)), no_bias=True, kernel=(1, 1), num_filter=2)\n"
                        "return y.reshape((x.shape[0], -1))"),
                _module("y = F.Convolution(x, F.ones((2, 3, 1, 1)), no_bias=True, kernel=(1, 1), num_filter=2)\n"
                        "return y.reshape((0, -1))"),
                shapes=[[(2, 3, 4, 4)], [(1, 3, 2, 5)]]),
        # a windowed pooling's channels are not carried (only its batch): refused
        Example(_module("y = F.Pooling(x, kernel=(2, 2), stride=(2, 2), pool_type='avg')\n"
                        "return y.reshape((x.shape[0], x.shape[1], -1))"),
                None, reason="cannot be placed as reshape codes", shapes=[[(2, 3, 4, 4)]]),
        # pooled to 2x2: `h * w` is not the pooled axes' merge; the original runs only where it
        # is 4, which Reshape infers
        Example(_module("b, c, h, w = x.shape\np = F.contrib.AdaptiveAvgPooling2D(x, output_size=2)\n"
                        "return p.reshape((b, c, h * w))"),
                _module("p = F.contrib.AdaptiveAvgPooling2D(x, output_size=2)\nreturn p.reshape((0, 0, -1))"),
                shapes=[[(2, 3, 2, 2)], [(1, 2, 4, 1)]]),
        # a spread of python values (any number of them), kept as written after the cursor
        Example(_module("n = x.shape[0]\nreturn F.relu(x).reshape((n, *self._out))", init="self._out = (3, 2)"),
                _module("return F.relu(x).reshape((0, *self._out))", init="self._out = (3, 2)"),
                shapes=[[(2, 6)], [(4, 3, 2)], [(1, 2, 3)]]),
        Example(_module("n = x.shape[0]\nreturn x.reshape((*self._out, n))", init="self._out = (3, 2)"),
                None, reason="no known shape-free rewrite", shapes=[[(2, 6)]]),
        # an entry of a configured display of numbers (session 64, H433: `configured_entry`) is one
        # python size, so Reshape's cursor at the size read after it is known, as after a literal
        Example(_module("s = x.shape\nreturn F.reshape(x, (self._shape[0], s[1], -1))", init="self._shape = (2, 6)"),
                _module("return F.reshape(x, (self._shape[0], 0, -1))", init="self._shape = (2, 6)"),
                shapes=[[(2, 3, 4)], [(2, 5, 3)]]),
        Example(_module("s = x.shape\nreturn x.reshape((s[0], self._shape[0], s[2]))", init="self._shape = (3,)"),
                _module("return x.reshape((0, self._shape[0], 0))", init="self._shape = (3,)"),
                shapes=[[(2, 3, 4)], [(1, 3, 2)]]),
        # ... and after a merge (-3) too
        Example(_module("s = x.shape\nreturn x.reshape((s[0] * s[1], self._shape[0], -1))", init="self._shape = (2,)"),
                _module("return x.reshape((-3, self._shape[0], -1))", init="self._shape = (2,)"),
                shapes=[[(2, 3, 4)], [(3, 1, 4)]]),
        # an entry of a display stored from anything else stays unknown
        Example(_module("s = x.shape\nreturn F.reshape(x, (self._shape[0], s[1], -1))",
                        init="self._shape = kwargs.pop('shape', (2, 6))"),
                None, reason="no known shape-free rewrite", shapes=[[(2, 3, 4)]]),
        # pixel shuffle: split in three, transpose, merge
        Example(_module("b, c, h, w = x.shape\nr = self._factor\ny = x.reshape((b, c // (r * r), r, r, h, w))\n"
                        "y = F.transpose(y, axes=(0, 1, 4, 2, 5, 3))\n"
                        "return y.reshape((b, c // (r * r), h * r, w * r))", init="self._factor = 2"),
                _module("r = self._factor\ny = x.reshape((0, -4, -1, r * r, 0, 0)).reshape((0, 0, -4, -1, r, 0, 0))\n"
                        "y = F.transpose(y, axes=(0, 1, 4, 2, 5, 3))\n"
                        "return y.reshape((0, 0, -3, -3))", init="self._factor = 2"),
                shapes=[[(2, 8, 3, 5)], [(1, 4, 1, 2)]]),
        # channel shuffle
        Example(_module("b, c, h, w = x.shape\ny = x.reshape((b, 2, c // 2, h, w))\ny = F.swapaxes(y, 1, 2)\n"
                        "return y.reshape((b, c, h, w))"),
                _module("y = x.reshape((0, -4, 2, -1, 0, 0))\ny = F.swapaxes(y, 1, 2)\n"
                        "return y.reshape((0, -3, 0, 0))"),
                shapes=[[(2, 6, 3, 3)], [(1, 4, 2, 1)]]),
        # group norm / SGE: a factor of the channels merged into the batch, and back
        Example(_module("b, c, h, w = x.shape\ny = x.reshape((b * self.groups, -1, h, w))\ny = F.sigmoid(y) * y\n"
                        "return y.reshape((b, c, h, w))", init="self.groups = 2"),
                _module("y = x.reshape((0, -4, self.groups, -1, 0, 0)).reshape((-3, 0, 0, 0))\ny = F.sigmoid(y) * y\n"
                        "return y.reshape((-4, -1, self.groups, 0, 0, 0)).reshape((0, -3, 0, 0))", init="self.groups = 2"),
                shapes=[[(2, 6, 3, 3)], [(1, 4, 2, 1)]]),
        Example(_module("b, c, h, w = x.shape\ny = F.reshape(x, shape=(b * self.groups, -1, h, w))\n"
                        "return F.reshape(F.softmax(y, axis=1), shape=(b, c, h, w))", init="self.groups = 3"),
                _module("y = F.reshape(F.reshape(x, shape=(0, -4, self.groups, -1, 0, 0)), shape=(-3, 0, 0, 0))\n"
                        "return F.reshape(F.reshape(F.softmax(y, axis=1), shape=(-4, -1, self.groups, 0, 0, 0)), "
                        "shape=(0, -3, 0, 0))", init="self.groups = 3"),
                shapes=[[(2, 6, 2, 2)], [(1, 3, 1, 2)]]),
        # all of c * h * w / g in one entry: c / g need not be an integer, so c is not split
        Example(_module("b, c, h, w = x.shape\ny = F.reshape(x, shape=(b * self.groups, -1))\n"
                        "return F.softmax(y, axis=-1).reshape((b, c, h, w))", init="self.groups = 4"),
                None, reason="cannot be placed as reshape codes", shapes=[[(2, 6, 2, 2)]]),
        Example(_module("b, c, h, w = x.shape\nq = x.reshape((b, self.heads, -1, h * w))\nreturn F.softmax(q, axis=-1)",
                        init="self.heads = 2"),
                _module("q = x.reshape((0, -4, self.heads, -1, -3))\nreturn F.softmax(q, axis=-1)", init="self.heads = 2"),
                shapes=[[(2, 4, 3, 3)], [(1, 2, 1, 2)]]),
        # `c / g` only inside a merge: an integer where c / g may not be, so no split of c by g
        Example(_module("b, c, h, w = x.shape\ny = x.reshape((b * self.groups, -1, w))\nreturn y.reshape((b, c, h, w))",
                        init="self.groups = 4"),
                None, reason="cannot be placed as reshape codes", shapes=[[(1, 6, 2, 3)]]),
        Example(_module("n = x.shape[0]\nh0 = F.zeros((n, 5))\nreturn F.concat(x, h0, dim=1)"),
                _module("h0 = F.broadcast_like(F.zeros((1, 5)), x, lhs_axes=(0,), rhs_axes=(0,))\n"
                        "return F.concat(x, h0, dim=1)"),
                shapes=[[(2, 3)], [(4, 1)]]),
        # session 71 (H515): a size that is the product of two consecutive axes (YOLOX's per-level
        # stride column `(1, h * w, 1)`): broadcast like the tensor with those axes merged (code -3)
        Example(_module("b, c, h, w = x.shape\nm = F.ones((b, h * w, 1))\n"
                        "return F.broadcast_mul(x.reshape((0, 0, -1)).transpose((0, 2, 1)), m)"),
                _module("m = F.broadcast_like(F.ones((1, 1, 1)), F.reshape(x, shape=(0, 0, -3)), lhs_axes=(0, 1), "
                        "rhs_axes=(0, 2))\nreturn F.broadcast_mul(x.reshape((0, 0, -1)).transpose((0, 2, 1)), m)"),
                shapes=[[(2, 3, 4, 5)], [(1, 2, 1, 3)]]),
        # sizes of two tensors (a MAML buffer of the batch by the fast weights' rows): one broadcast each
        Example(_gain("return F.concat(g, F.zeros((g.shape[0], x.shape[1])), dim=1)"),
                _gain("return F.concat(g, F.broadcast_like(F.broadcast_like(F.zeros((1, 1)), g, lhs_axes=(0,), "
                      "rhs_axes=(0,)), x, lhs_axes=(1,), rhs_axes=(1,)), dim=1)"),
                shapes=[[(2, 3), (4, 5)], [(1, 1), (3, 2)]]),
        # axes 1 and 3 are not consecutive: no reshape merges them
        Example(_module("return F.concat(x.reshape((0, -1)), F.zeros((x.shape[0], x.shape[1] * x.shape[3])), dim=1)"),
                None, reason="no tensor in scope holds all the sizes it reads", shapes=[[(2, 3, 4, 5)]]),
        # a python sum in the shape (a causal conv's left pad of k - 1 steps): kept as python text
        Example(_module("pad = F.zeros((x.shape[0], x.shape[1], self.k - 1))\nreturn F.concat(pad, x, dim=2)",
                        init="self.k = 3"),
                _module("pad = F.broadcast_like(F.zeros((1, 1, (self.k - 1))), x, lhs_axes=(0, 1), rhs_axes=(0, 1))\n"
                        "return F.concat(pad, x, dim=2)", init="self.k = 3"),
                shapes=[[(2, 3, 4)], [(1, 1, 1)]]),
        Example(_module("m = F.ones((x.shape[0], 2 * self.k - 1))\nreturn F.concat(x, m, dim=1)", init="self.k = 2"),
                _module("m = F.broadcast_like(F.ones((1, (2 * self.k - 1))), x, lhs_axes=(0,), rhs_axes=(0,))\n"
                        "return F.concat(x, m, dim=1)", init="self.k = 2"),
                shapes=[[(2, 3)], [(4, 1)]]),
        # a size as full's value (a CTC loss's data lengths: every sequence as long as the time
        # axis): full's float32, from shape_array; a dtype other than float32 is not written
        Example(_module("n = F.full((1,), x.shape[0])\nreturn F.broadcast_like(n, x, lhs_axes=(0,), rhs_axes=(1,))"),
                _module("n = F.slice_axis(F.shape_array(x), axis=0, begin=0, end=1).astype('float32')\n"
                        "return F.broadcast_like(n, x, lhs_axes=(0,), rhs_axes=(1,))"),
                shapes=[[(2, 3)], [(5, 1)]]),
        Example(_module("return F.full((1, 1), x.shape[1] * x.shape[2], dtype='float32')"),
                _module("return F.reshape(F.prod(F.slice_axis(F.shape_array(x), axis=0, begin=1, end=3), keepdims=True).astype('float32'), (1, 1))"),
                shapes=[[(2, 3, 4)], [(1, 5, 1)]]),
        Example(_module("return F.full((1,), x.shape[0], dtype='int32')"), None,
                reason="full's `dtype` argument has no shape-free form here", shapes=[[(2, 3)]]),
        Example(_module("c = F.full((x.shape[0], self.k + 1), 0.5)\nreturn F.concat(x, c, dim=1)", init="self.k = 1"),
                _module("c = F.broadcast_like(F.full((1, (self.k + 1)), 0.5), x, lhs_axes=(0,), rhs_axes=(0,))\n"
                        "return F.concat(x, c, dim=1)", init="self.k = 1"),
                shapes=[[(2, 3)], [(3, 1)]]),
        # the counter of a `for` over a python range is a python size in the loop's body (a
        # stereo cost volume's zero pad of width d per disparity)
        Example(_module("outs = []\nfor k in range(1, 3):\n    outs.append(F.concat(x, F.zeros((x.shape[0], k)), dim=1))\n"
                        "return F.concat(*outs, dim=1)"),
                _module("outs = []\nfor k in range(1, 3):\n    outs.append(F.concat(x, F.broadcast_like(F.zeros((1, k)), x, "
                        "lhs_axes=(0,), rhs_axes=(0,)), dim=1))\nreturn F.concat(*outs, dim=1)"),
                shapes=[[(2, 3)], [(1, 1)]]),
        Example(_module("outs = []\nfor d in range(self.steps):\n    pad = F.zeros((x.shape[0], x.shape[1], d + 1))\n"
                        "    outs.append(F.concat(pad, x, dim=2))\nreturn F.concat(*outs, dim=2)", init="self.steps = 2"),
                _module("outs = []\nfor d in range(self.steps):\n    pad = F.broadcast_like(F.zeros((1, 1, (d + 1))), x, "
                        "lhs_axes=(0, 1), rhs_axes=(0, 1))\n    outs.append(F.concat(pad, x, dim=2))\n"
                        "return F.concat(*outs, dim=2)", init="self.steps = 2"),
                shapes=[[(2, 3, 4)], [(1, 2, 1)]]),
        # an inner range counting from the outer counter
        Example(_module("outs = []\nfor i in range(2):\n    for j in range(i, 3):\n"
                        "        outs.append(F.full((x.shape[0], j + 1), i))\nreturn F.concat(x, *outs, dim=1)"),
                _module("outs = []\nfor i in range(2):\n    for j in range(i, 3):\n"
                        "        outs.append(F.broadcast_like(F.full((1, (j + 1)), i), x, lhs_axes=(0,), rhs_axes=(0,)))\n"
                        "return F.concat(x, *outs, dim=1)"),
                shapes=[[(2, 3)], [(3, 1)]]),
        # a range over a tensor's size: the counter is no python size the graph can hold
        Example(_module("outs = []\nfor k in range(x.shape[1]):\n    outs.append(F.zeros((x.shape[0], k + 1)))\n"
                        "return F.concat(x, *outs, dim=1)"), None,
                reason="mixes sizes the fixer cannot read", shapes=[[(2, 3)]]),
        # a sum with a tensor's size has no python text
        Example(_module("pad = F.zeros((x.shape[0], x.shape[1] - 1))\nreturn F.concat(pad, x, dim=1)"), None,
                reason="mixes sizes the fixer cannot read", shapes=[[(2, 3)]]),
        # a tensor's whole shape and new trailing axes (an accumulator of one vector per token) at
        # any rank: zeros_like in the constructor's dtype, the new axes repeated to their sizes
        Example(_module("out = F.zeros(x.shape + (3,))\nreturn F.broadcast_add(out, x.expand_dims(-1))"),
                _module("out = F.repeat(F.cast(F.zeros_like(x), dtype='float32').reshape((-2, 1)), repeats=3, axis=-1)\n"
                        "return F.broadcast_add(out, x.expand_dims(-1))"),
                shapes=[[(2, 3)], [(1, 2, 4)]]),
        Example(_module("one = F.ones(x.shape + (2, 3), dtype='float16')\nreturn F.cast(one, dtype='float32') * 2"),
                _module("one = F.repeat(F.repeat(F.cast(F.ones_like(x), dtype='float16').reshape((-2, 1, 1)), repeats=2, "
                        "axis=-2), repeats=3, axis=-1)\nreturn F.cast(one, dtype='float32') * 2"),
                shapes=[[(2, 3)], [(3,)]]),
        # on a device, or a fill value: no such form
        Example(_module("out = F.zeros(x.shape + (3,), ctx=x.context)\nreturn F.broadcast_add(out, x.expand_dims(-1))"),
                None, reason="mixes sizes the fixer cannot read", shapes=[[(2, 3)]]),
        Example(_module("out = F.full(x.shape + (3,), 7)\nreturn F.broadcast_add(out, x.expand_dims(-1))"),
                None, reason="mixes sizes the fixer cannot read", shapes=[[(2, 3)]]),
        # a constant placed on a tensor's device (ctx=x.context): built from one of its elements
        Example(_module("h0 = F.zeros((x.shape[0], 4), ctx=x.context)\nreturn F.concat(x, h0, dim=1)"),
                _module("h0 = F.broadcast_like(F.broadcast_to(F.zeros_like(F.slice_axis(F.reshape(x, shape=(-1,)), "
                        "axis=0, begin=0, end=1)).astype('float32').reshape((1, 1)), shape=(1, 4)), x, lhs_axes=(0,), "
                        "rhs_axes=(0,))\nreturn F.concat(x, h0, dim=1)"),
                shapes=[[(2, 3)], [(1, 1)]]),
        Example(_module("b = x.shape[0]\nm = F.ones((b, 1), ctx=x.context, dtype='float64')\n"
                        "return F.broadcast_mul(x, m.astype('float32'))"),
                _module("m = F.broadcast_like(F.ones_like(F.slice_axis(F.reshape(x, shape=(-1,)), axis=0, begin=0, "
                        "end=1)).astype('float64').reshape((1, 1)), x, lhs_axes=(0,), rhs_axes=(0,))\n"
                        "return F.broadcast_mul(x, m.astype('float32'))"),
                shapes=[[(2, 3)], [(3, 1)]]),
        Example(_module("y = x.reshape((0, 2, -1)).reshape((-3, -1))\n"
                        "g = F.ones(x.shape[0] * 2, ctx=x.context)\nreturn F.broadcast_mul(y, g.reshape((-1, 1)))"),
                _module("y = x.reshape((0, 2, -1)).reshape((-3, -1))\n"
                        "g = F.broadcast_like(F.ones_like(F.slice_axis(F.reshape(x, shape=(-1,)), axis=0, begin=0, "
                        "end=1)).astype('float32'), y, lhs_axes=(0,), rhs_axes=(0,))\n"
                        "return F.broadcast_mul(y, g.reshape((-1, 1)))"),
                shapes=[[(2, 4)], [(3, 2, 2)]]),
        Example(_module("h0 = F.zeros((x.shape[0], 4), ctx=mx.cpu())\nreturn F.concat(x, h0, dim=1)"), None,
                reason="it places the constant on a device", shapes=[[(2, 3)]]),
        Example(_module("ones = F.ones((x.shape[0], 1, x.shape[2]), dtype='float64')\n"
                        "return F.broadcast_mul(x, ones.astype('float32'))"),
                _module("ones = F.broadcast_like(F.ones((1, 1, 1), dtype='float64'), x, lhs_axes=(0, 2), "
                        "rhs_axes=(0, 2))\nreturn F.broadcast_mul(x, ones.astype('float32'))"),
                shapes=[[(2, 3, 4)], [(1, 5, 2)]]),
        Example(_module("h, w = x.shape[2:]\ny = F.Pooling(x, kernel=(2, 2), stride=(2, 2), pool_type='max')\n"
                        "return x + F.contrib.BilinearResize2D(y, height=h, width=w)"),
                _module("y = F.Pooling(x, kernel=(2, 2), stride=(2, 2), pool_type='max')\n"
                        "return x + F.contrib.BilinearResize2D(y, like=x, mode='like')"),
                shapes=[[(1, 2, 4, 6)], [(2, 1, 8, 4)]]),
        # an SE gate's pool over the whole map by the sizes unpacked from the input (MobileOne's
        # `F.avg_pool2d(inputs, kernel_size=[h, w])` ported)
        Example(_module("b, c, h, w = x.shape\ny = F.Pooling(x, kernel=(h, w), pool_type='avg')\n"
                        "return F.broadcast_mul(x, F.sigmoid(y))"),
                _module("y = F.Pooling(x, global_pool=True, pool_type='avg')\nreturn F.broadcast_mul(x, F.sigmoid(y))"),
                shapes=[[(2, 3, 4, 5)], [(1, 2, 1, 3)]]),
        Example(_module("n, c, t = x.shape\nreturn F.Pooling(x, kernel=(t,), stride=(t,), pool_type='max')"),
                _module("return F.Pooling(x, global_pool=True, pool_type='max')"),
                shapes=[[(2, 3, 5)], [(1, 2, 1)]]),
        Example(_module("y = F.relu(x)\nreturn F.Pooling(y, kernel=(x.shape[2], x.shape[3]), pool_type='max')"),
                _module("y = F.relu(x)\nreturn F.Pooling(y, global_pool=True, pool_type='max')"),
                shapes=[[(2, 3, 4, 5)], [(1, 1, 2, 1)]]),
        Example(_module("b, c, h, w = x.shape\nreturn F.Pooling(x, kernel=(h, w), pad=(1, 1), pool_type='avg')"), None,
                reason="the pooling is padded", shapes=[[(2, 3, 4, 5)]]),
        Example(_module("b, c, h, w = x.shape\nreturn F.Pooling(x, kernel=(w, h), pool_type='avg')"), None,
                reason="goes into the `kernel=` attribute of `F.Pooling`", shapes=[[(2, 3, 4, 4)]]),
        Example(_module("h, w = x.shape[2:]\nreturn F.contrib.BilinearResize2D(x, height=h * 2, width=w * 2)"),
                _module("return F.contrib.BilinearResize2D(x, scale_height=2, scale_width=2)"),
                shapes=[[(1, 2, 3, 5)], [(2, 1, 4, 4)]]),
        Example(_module("y = F.relu(x)\nreturn F.contrib.BilinearResize2D(y, height=x.shape[2] // 2, "
                        "width=x.shape[3] // 2)"),
                _module("y = F.relu(x)\nreturn F.contrib.BilinearResize2D(y, scale_height=0.5, scale_width=0.5)"),
                shapes=[[(1, 2, 4, 6)], [(2, 1, 5, 3)]]),
        # a 2-D pooling of x in straight-line code proves it 4-d (any other rank raises there),
        # so pooling one channel of it gives the resize's size
        Example(_module("h = x.shape[2]\nw = x.shape[3]\ny = F.Pooling(x, kernel=(3, 3), stride=(3, 3), pool_type='max')\n"
                        "return F.contrib.BilinearResize2D(y, height=h // 2, width=w // 2)"),
                _module("y = F.Pooling(x, kernel=(3, 3), stride=(3, 3), pool_type='max')\n"
                        "return F.contrib.BilinearResize2D(y, like=F.Pooling(F.slice_axis(x, axis=1, begin=0, end=1), "
                        "kernel=(2, 2), stride=(2, 2), pool_type='max'), mode='like')"),
                shapes=[[(1, 2, 8, 8)], [(2, 1, 7, 10)]]),
        # the rank of x is not known (the pooling runs only under a condition): a 2-D pooling of
        # it could fail where the resize did not
        Example(_module("h = x.shape[2]\nw = x.shape[3]\ny = F.relu(x)\nif self.pooled:\n"
                        "    y = F.Pooling(x, kernel=(3, 3), stride=(3, 3), pool_type='max')\n"
                        "return F.contrib.BilinearResize2D(y, height=h // 2, width=w // 2)", init="self.pooled = True"),
                None, reason="no tensor in scope has that height and width", shapes=[[(1, 2, 8, 8)]]),
        # tile of a tensor of unknown rank >= len(reps): the repeated axis counted from the end
        Example(_module("return F.tile(x.expand_dims(axis=1), reps=(1, x.shape[-1]))"),
                _module("return F.broadcast_like(F.expand_dims(x.expand_dims(axis=1), axis=-2), x, lhs_axes=(-2,), "
                        "rhs_axes=(-1,)).reshape(shape=(-2, -3), reverse=True)"),
                shapes=[[(2,)], [(3, 4)], [(2, 3, 2)]]),
        Example(_module("s = F.sum(x, axis=-1)\nreturn F.tile(F.expand_dims(s, axis=0), reps=(x.shape[0], 1))"),
                _module("s = F.sum(x, axis=-1)\nreturn F.broadcast_like(F.expand_dims(F.expand_dims(s, axis=0), "
                        "axis=-3), x, lhs_axes=(-3,), rhs_axes=(0,)).reshape(shape=(-2, -3, 0), reverse=True)"),
                shapes=[[(3, 2)], [(2, 4, 3)]]),
        # rank unknown and possibly below len(reps): tile promotes x with leading 1s first, which
        # F.tile(x, reps=(1, 1)) alone does (a (2,) x is tiled as (1, 2)); then counted from the end
        Example(_module("return F.tile(x, reps=(1, x.shape[0]))"),
                _module("return F.broadcast_like(F.expand_dims(F.tile(x, reps=(1, 1)), axis=-2), x, lhs_axes=(-2,), "
                        "rhs_axes=(0,)).reshape(shape=(-2, -3), reverse=True)"),
                shapes=[[(2,)], [(2, 3)], [(3, 2, 2)]]),
        # a query expanded on axis 1 and tiled to another input's length: q of rank 1 is promoted
        # to (1, b, 1) by tile, q of rank 3 has its axis 2 repeated, as the rewrite does
        Example(_resized("return F.tile(y.expand_dims(1), reps=(1, x.shape[1], 1))"),
                _resized("return F.broadcast_like(F.expand_dims(F.tile(y.expand_dims(1), reps=(1, 1, 1)), axis=-3), x, "
                         "lhs_axes=(-3,), rhs_axes=(1,)).reshape(shape=(-2, -3, 0), reverse=True)"),
                shapes=[[(2, 3, 4), (2, 4)], [(2, 5, 4), (3,)], [(2, 3), (2, 3, 4)]]),
        # python numbers beside the sizes go into one F.tile (which also promotes the rank); a
        # product of sizes on one axis is tiles by each (tile by a then by b is tile by a * b)
        Example(_resized("return F.tile(y, reps=(2, x.shape[1], x.shape[0] * 3))"),
                _resized("return F.broadcast_like(F.expand_dims(F.broadcast_like(F.expand_dims(F.tile(y, reps=(2, 1, 3)), "
                         "axis=-3), x, lhs_axes=(-3,), rhs_axes=(1,)).reshape(shape=(-2, -3, 0), reverse=True), axis=-2), "
                         "x, lhs_axes=(-2,), rhs_axes=(0,)).reshape(shape=(-2, -3), reverse=True)"),
                shapes=[[(2, 3), (2, 2)], [(3, 2), (4,)], [(2, 2), (1, 2, 1, 2)]]),
        Example(_resized("return y.expand_dims(1).tile(reps=(1, x.shape[1] * x.shape[1], 1))"),
                _resized("return F.broadcast_like(F.expand_dims(F.broadcast_like(F.expand_dims(F.tile(y.expand_dims(1), "
                         "reps=(1, 1, 1)), axis=-3), x, lhs_axes=(-3,), rhs_axes=(1,)).reshape(shape=(-2, -3, 0), "
                         "reverse=True), axis=-3), x, lhs_axes=(-3,), rhs_axes=(1,)).reshape(shape=(-2, -3, 0), reverse=True)"),
                shapes=[[(2, 3, 4), (2, 4)], [(2, 2), (3,)]]),
        Example(_module("return F.tile(x, reps=(1, x.shape[0] // 2))"), None,
                reason="a repetition divides a size", shapes=[[(4, 3)]]),
        # a held rotation: the constant's nested list has a number literal beside the computed
        # entries, so every entry is a number (numpy builds no array otherwise) and its rank is
        # the list's depth; axis 0 of size 1 repeated to the batch is a broadcast
        Example(example_module("return F.batch_dot(x, F.tile(rot, (x.shape[0], 1, 1)))",
                               imports="import math\n", signature="self, F, x, rot",
                               init="c, s = math.cos(0.3), math.sin(0.3)\n"
                                    "self.rot = self.params.get_constant('rot', [[[c, -s, 0], [s, c, 0], [0, 0, 1]]])"),
                example_module("return F.batch_dot(x, F.broadcast_like(rot, x, lhs_axes=(0,), rhs_axes=(0,)))",
                               imports="import math\n", signature="self, F, x, rot",
                               init="c, s = math.cos(0.3), math.sin(0.3)\n"
                                    "self.rot = self.params.get_constant('rot', [[[c, -s, 0], [s, c, 0], [0, 0, 1]]])"),
                shapes=[[(2, 4, 3)], [(1, 1, 3)]]),
        # no literal beside the names: each could be a sequence, and the rank unknown (2 or 3):
        # promoted to rank 3 first, as tile does, then counted from the end
        Example(example_module("return F.batch_dot(x, F.tile(rot, (x.shape[0], 1, 1)))",
                               signature="self, F, x, rot",
                               init="c, s = [0.9, 0.1], [0.4, 0.2]\n"
                                    "self.rot = self.params.get_constant('rot', [[c, s]])"),
                example_module("return F.batch_dot(x, F.broadcast_like(F.expand_dims(F.tile(rot, reps=(1, 1, 1)), "
                               "axis=-4), x, lhs_axes=(-4,), rhs_axes=(0,)).reshape(shape=(-2, -3, 0, 0), reverse=True))",
                               signature="self, F, x, rot",
                               init="c, s = [0.9, 0.1], [0.4, 0.2]\n"
                                    "self.rot = self.params.get_constant('rot', [[c, s]])"),
                shapes=[[(2, 2, 2)], [(3, 2, 2)]]),
        # the rank bounded below by a later concat along an axis (MXNet 1.9.1 takes only inputs of a
        # rank above it), carried back through a reduction over one axis and an expand_dims, or a
        # Dense with flatten=False (a PointNet global feature tiled over the points)
        Example(_module("h = F.relu(x)\ng = F.max(h, axis=1)\nt = F.tile(g.expand_dims(1), reps=(1, x.shape[1], 1))\n"
                        "return F.concat(h, t, dim=2)"),
                _module("h = F.relu(x)\ng = F.max(h, axis=1)\nt = F.broadcast_like(F.expand_dims(g.expand_dims(1), "
                        "axis=-3), h, lhs_axes=(-3,), rhs_axes=(1,)).reshape(shape=(-2, -3, 0), reverse=True)\n"
                        "return F.concat(h, t, dim=2)"),
                shapes=[[(2, 5, 3)], [(1, 1, 2)], [(2, 3, 1)], [(2, 1, 3, 2)]]),
        Example(_module("h = F.tanh(x)\ng = F.sum(h, axis=2)\nt = F.tile(F.expand_dims(g, axis=2), reps=(1, 1, x.shape[2], 1))\n"
                        "return F.concat(h, t, dim=3)"),
                _module("h = F.tanh(x)\ng = F.sum(h, axis=2)\nt = F.broadcast_like(F.expand_dims(F.expand_dims(g, axis=2), "
                        "axis=-3), h, lhs_axes=(-3,), rhs_axes=(2,)).reshape(shape=(-2, -3, 0), reverse=True)\n"
                        "return F.concat(h, t, dim=3)"),
                shapes=[[(2, 3, 4, 2)], [(1, 2, 1, 3)], [(2, 1, 3, 1)]]),
        Example(_module("h = self.fc(x)\ng = F.max(self.out(h), axis=1)\n"
                        "return F.concat(h, F.tile(g.expand_dims(1), reps=(1, x.shape[1], 1)), dim=2)",
                        init="self.fc = nn.Dense(4, in_units=3, flatten=False)\n"
                             "self.out = nn.Dense(2, in_units=4, flatten=False)"),
                _module("h = self.fc(x)\ng = F.max(self.out(h), axis=1)\n"
                        "return F.concat(h, F.broadcast_like(F.expand_dims(g.expand_dims(1), axis=-3), x, lhs_axes=(-3,), "
                        "rhs_axes=(1,)).reshape(shape=(-2, -3, 0), reverse=True), dim=2)",
                        init="self.fc = nn.Dense(4, in_units=3, flatten=False)\n"
                             "self.out = nn.Dense(2, in_units=4, flatten=False)"),
                shapes=[[(2, 5, 3)], [(1, 1, 3)], [(3, 2, 3)]]),
        # no concat, one along axis 1 (rank >= 2 only), one under a condition (maybe not run): the
        # rank of g.expand_dims(1) is not bounded by 3, so tile's promotion is written first (a
        # rank-2 x gives a (b,) g tiled as (1, b * n, 1))
        Example(_module("g = F.max(x, axis=1)\nreturn F.tile(g.expand_dims(1), reps=(1, x.shape[1], 1))"),
                _module("g = F.max(x, axis=1)\nreturn "
                        "F.broadcast_like(F.expand_dims(F.tile(g.expand_dims(1), reps=(1, 1, 1)), axis=-3), x, "
                        "lhs_axes=(-3,), rhs_axes=(1,)).reshape(shape=(-2, -3, 0), reverse=True)"),
                shapes=[[(2, 5, 3)], [(4, 3)], [(2, 5, 3, 2)]]),
        Example(_module("g = F.max(x, axis=1)\nt = F.tile(g.expand_dims(1), reps=(1, x.shape[1], 1))\n"
                        "return F.concat(x, t, dim=1)"),
                _module("g = F.max(x, axis=1)\nt = "
                        "F.broadcast_like(F.expand_dims(F.tile(g.expand_dims(1), reps=(1, 1, 1)), axis=-3), x, "
                        "lhs_axes=(-3,), rhs_axes=(1,)).reshape(shape=(-2, -3, 0), reverse=True)\n"
                        "return F.concat(x, t, dim=1)"), shapes=[[(2, 5, 3)]]),
        Example(_module("g = F.max(x, axis=1)\nt = F.tile(g.expand_dims(1), reps=(1, x.shape[1], 1))\n"
                        "if self.joined:\n    return F.concat(x, t, dim=2)\nreturn t", init="self.joined = True"),
                _module("g = F.max(x, axis=1)\nt = "
                        "F.broadcast_like(F.expand_dims(F.tile(g.expand_dims(1), reps=(1, 1, 1)), axis=-3), x, "
                        "lhs_axes=(-3,), rhs_axes=(1,)).reshape(shape=(-2, -3, 0), reverse=True)\n"
                        "if self.joined:\n    return F.concat(x, t, dim=2)\nreturn t", init="self.joined = True"),
                shapes=[[(2, 5, 3)]]),
        # FPN: a deeper map resized to a fraction of the input's size -> like the input pooled to it
        Example(_module("_, _, hei, wid = x.shape\ny = F.Pooling(x, kernel=(4, 4), stride=(4, 4), pool_type='avg')\n"
                        "return F.contrib.BilinearResize2D(y, height=hei // 2, width=wid // 2)"),
                _module("y = F.Pooling(x, kernel=(4, 4), stride=(4, 4), pool_type='avg')\n"
                        "return F.contrib.BilinearResize2D(y, like=F.Pooling(F.slice_axis(x, axis=1, begin=0, end=1), "
                        "kernel=(2, 2), stride=(2, 2), pool_type='max'), mode='like')"),
                shapes=[[(1, 2, 8, 12)], [(2, 3, 11, 9)]]),
        Example(_module("_, _, hei, wid = x.shape\nx = F.Pooling(x, kernel=(8, 8), stride=(8, 8), pool_type='max')\n"
                        "x = F.contrib.BilinearResize2D(x, height=hei // 4, width=wid // 2)\n"
                        "return F.contrib.BilinearResize2D(x, height=hei, width=wid)"),
                _module("x_in = x\nx = F.Pooling(x, kernel=(8, 8), stride=(8, 8), pool_type='max')\n"
                        "x = F.contrib.BilinearResize2D(x, like=F.Pooling(F.slice_axis(x_in, axis=1, begin=0, end=1), "
                        "kernel=(4, 2), stride=(4, 2), pool_type='max'), mode='like')\n"
                        "return F.contrib.BilinearResize2D(x, like=x_in, mode='like')"),
                shapes=[[(2, 3, 16, 16)], [(1, 2, 19, 27)]]),
        Example(_module("_, _, h, w = x.shape\ny = F.relu(F.Pooling(x, kernel=(3, 3), stride=(3, 3), "
                        "pool_type='max'))\nreturn F.contrib.BilinearResize2D(y, height=h // 2, width=w)"),
                _module("y = F.relu(F.Pooling(x, kernel=(3, 3), stride=(3, 3), pool_type='max'))\n"
                        "return F.contrib.BilinearResize2D(y, like=F.Pooling(F.slice_axis(x, axis=1, begin=0, end=1), "
                        "kernel=(2, 1), stride=(2, 1), pool_type='max'), mode='like')"),
                shapes=[[(1, 1, 6, 9)], [(2, 4, 13, 7)]]),
        Example(_module("y = F.UpSampling(x, scale=2, sample_type='nearest')\n"
                        "return y[:, :, :x.shape[2], :x.shape[3]] + x"),
                _module("y = F.UpSampling(x, scale=2, sample_type='nearest')\n"
                        "return F.slice_like(y, x, axes=(2, 3)) + x"),
                shapes=[[(1, 2, 3, 3)], [(2, 1, 2, 4)]]),
        # the sizes of an item of a local list every value put into which is a proven tensor
        # (kinds: list_writes), read once by slice_like in the same statement; a list some
        # helper is handed may hold anything, and is refused
        Example(_module("fs = [x]\nfs.append(F.Pooling(x, kernel=(2, 2), stride=(2, 2), pool_type='max', pooling_convention='full'))\n"
                        "i = 0\ny = F.UpSampling(fs[1], scale=2, sample_type='nearest')\n"
                        "return y[:, :, :fs[i].shape[2], :fs[i].shape[3]] + x"),
                _module("fs = [x]\nfs.append(F.Pooling(x, kernel=(2, 2), stride=(2, 2), pool_type='max', pooling_convention='full'))\n"
                        "i = 0\ny = F.UpSampling(fs[1], scale=2, sample_type='nearest')\n"
                        "return F.slice_like(y, fs[i], axes=(2, 3)) + x"),
                shapes=[[(1, 2, 3, 3)], [(2, 1, 5, 4)]]),
        # the last entries: the first ones of the reversed axes
        Example(_module("y = F.UpSampling(x, scale=2, sample_type='nearest') * 2\n"
                        "return y[:, :, -x.shape[2]:, -x.shape[3]:] + x"),
                _module("y = F.UpSampling(x, scale=2, sample_type='nearest') * 2\n"
                        "return F.reverse(F.slice_like(F.reverse(y, axis=(2, 3)), x, axes=(2, 3)), axis=(2, 3)) + x"),
                shapes=[[(1, 2, 3, 3)], [(2, 1, 2, 4)]]),
        Example(_module("h, w = x.shape[2:]\ny = F.UpSampling(x, scale=2, sample_type='nearest') * 2\n"
                        "return y[:, :, :h, -w:] - x"),
                _module("y = F.UpSampling(x, scale=2, sample_type='nearest') * 2\n"
                        "return F.reverse(F.slice_like(F.reverse(y, axis=3), x, axes=(2, 3)), axis=3) - x"),
                shapes=[[(1, 2, 3, 3)], [(2, 1, 2, 4)]]),
        # a table over a maximum length cut to another tensor's size at another axis (a
        # synthesizer's attention logits, a (B, 2T, 2T) product cut to T by T): slice_like of
        # that axis's arange_like laid on the cut axis, one per axis
        Example(_module("w = F.concat(x, x, dim=2)\nreturn w[:, :, :x.shape[1]] * 2"),
                _module("w = F.concat(x, x, dim=2)\n"
                        "return F.slice_like(w, F.contrib.arange_like(x, axis=1).reshape((1, 1, -1)), axes=(2,)) * 2"),
                shapes=[[(2, 3, 4)], [(1, 2, 1)]]),
        Example(_module("n = x.shape[1]\ny = F.concat(x, x, dim=1)\nt = F.batch_dot(y, y, transpose_b=True)\n"
                        "return t[:, :n, :n]"),
                _module("y = F.concat(x, x, dim=1)\nt = F.batch_dot(y, y, transpose_b=True)\n"
                        "return F.slice_like(F.slice_like(t, F.contrib.arange_like(x, axis=1).reshape((1, -1)), axes=(1,)), "
                        "F.contrib.arange_like(x, axis=1).reshape((1, 1, -1)), axes=(2,))"),
                shapes=[[(2, 3, 4)], [(1, 2, 5)]]),
        # through `//` the bound is no tensor's size
        Example(_module("w = F.concat(x, x, dim=2)\nreturn w[:, :, :x.shape[1] // 2] * 2"), None,
                reason="no tensor in scope has those sizes", shapes=[[(2, 3, 4)]]),
        # a bounded slice keeps its axis (its size unknown) and the others: reshapes after it by
        # the sizes of the other axes are codes
        Example(_module("b, n, d = x.shape\ny = F.concat(x, x, dim=2)[:, :, 1:]\nreturn y.reshape((b * n, -1))"),
                _module("y = F.swapaxes(F.slice(F.swapaxes(F.concat(x, x, dim=2), dim1=0, dim2=2), begin=(1,), end=(None,)), dim1=0, dim2=2)\nreturn y.reshape((-3, 0))"),
                shapes=[[(2, 3, 4)], [(1, 2, 2)]]),
        Example(_module("b, n, d = x.shape\ny = x[:, :, 1:]\nreturn y.reshape((b, n, -1, 1))"),
                _module("y = F.swapaxes(F.slice(F.swapaxes(x, dim1=0, dim2=2), begin=(1,), end=(None,)), dim1=0, dim2=2)\nreturn y.reshape((0, 0, 0, 1))"),
                shapes=[[(2, 3, 4)], [(1, 1, 3)]]),
        Example(_module("y = F.concat(x, x * 2, dim=1)\nreturn F.slice_axis(y, axis=1, begin=-x.shape[1], end=None)"),
                _module("y = F.concat(x, x * 2, dim=1)\nreturn F.reverse(F.slice_like(F.reverse(y, axis=1), x, "
                        "axes=(1,)), axis=1)"),
                shapes=[[(2, 3)], [(1, 1, 4)]]),
        # a size of a Parameter whose declaration fixes its shape (not a literal: a configured
        # count) is a python int while tracing, read as `self.<param>.shape[i]`
        Example(example_module("return F.concat(F.zeros((x.shape[0], proto.shape[0])), x, dim=1)",
                               init="self._k = 4\nself.proto = self.params.get('proto', shape=(self._k, 3))",
                               signature="self, F, x, proto", gluon="HybridBlock, nn"),
                example_module("return F.concat(F.broadcast_like(F.zeros((1, self.proto.shape[0])), x, lhs_axes=(0,), "
                               "rhs_axes=(0,)), x, dim=1)",
                               init="self._k = 4\nself.proto = self.params.get('proto', shape=(self._k, 3))",
                               signature="self, F, x, proto", gluon="HybridBlock, nn"),
                shapes=[[(2, 3)], [(5, 2)]]),
        Example(example_module("s = F.ones((proto.shape[0], x.shape[1])) * 0.5\nreturn F.dot(proto, s)",
                               init="self._k = 3\nself.proto = self.params.get('proto', shape=(self._k, self._k))",
                               signature="self, F, x, proto", gluon="HybridBlock, nn"),
                example_module("s = F.broadcast_like(F.ones((self.proto.shape[0], 1)), x, lhs_axes=(1,), rhs_axes=(1,)) * 0.5\n"
                               "return F.dot(proto, s)",
                               init="self._k = 3\nself.proto = self.params.get('proto', shape=(self._k, self._k))",
                               signature="self, F, x, proto", gluon="HybridBlock, nn"),
                shapes=[[(2, 4)], [(1, 2)]]),
        Example(example_module("m = F.full((x.shape[0], w.shape[0], w.shape[1]), 0.25)\n"
                               "return F.broadcast_add(F.broadcast_mul(m, w.expand_dims(0)).sum(axis=2), x.sum(axis=1, keepdims=True))",
                               init="self._units = 2\nself.w = self.params.get('w', shape=(self._units, self._units + 1))",
                               signature="self, F, x, w", gluon="HybridBlock, nn"),
                example_module("m = F.broadcast_like(F.full((1, self.w.shape[0], self.w.shape[1]), 0.25), x, lhs_axes=(0,), "
                               "rhs_axes=(0,))\n"
                               "return F.broadcast_add(F.broadcast_mul(m, w.expand_dims(0)).sum(axis=2), x.sum(axis=1, keepdims=True))",
                               init="self._units = 2\nself.w = self.params.get('w', shape=(self._units, self._units + 1))",
                               signature="self, F, x, w", gluon="HybridBlock, nn"),
                shapes=[[(2, 3)], [(4, 1)]]),
        # a size Gluon infers at the first call: while tracing the Parameter's shape still holds 0
        Example(example_module("return F.concat(F.zeros((x.shape[0], proto.shape[0])), x, dim=1)",
                               init="self.proto = self.params.get('proto', shape=(0, 3), allow_deferred_init=True)",
                               signature="self, F, x, proto", gluon="HybridBlock, nn"),
                None, reason="no tensor in scope holds all the sizes it reads", shapes=[[(2, 3)]]),
        # other axes cut at python integers (a supernet's active width): slice_axis first
        Example(example_module("w = weight[:self._out, :x.shape[1]]\nreturn F.dot(x, w, transpose_b=True)",
                               init="self._out = 2\nself.weight = self.params.get('weight', shape=(6, 5))",
                               signature="self, F, x, weight", gluon="HybridBlock, nn"),
                example_module("w = F.slice_like(F.slice_axis(weight, axis=0, begin=0, end=self._out), x, axes=(1,))\n"
                               "return F.dot(x, w, transpose_b=True)",
                               init="self._out = 2\nself.weight = self.params.get('weight', shape=(6, 5))",
                               signature="self, F, x, weight", gluon="HybridBlock, nn"),
                shapes=[[(2, 3)], [(4, 5)]]),
        Example(_module("y = F.concat(x, x * 2, dim=2)\nreturn y[1:, :, :x.shape[2]] - 1"),
                _module("y = F.concat(x, x * 2, dim=2)\nreturn F.slice_like(F.slice_axis(y, axis=0, begin=1, end=None), x, axes=(2,)) - 1"),
                shapes=[[(3, 2, 4)], [(2, 1, 3)]]),
        Example(_module("y = F.concat(x, x * 2, dim=1)\nreturn y[:-1, -x.shape[1]:]"),
                _module("y = F.concat(x, x * 2, dim=1)\nreturn F.reverse(F.slice_like(F.reverse(F.slice_axis(y, axis=0, begin=0, end=-1), "
                        "axis=1), x, axes=(1,)), axis=1)"),
                shapes=[[(3, 2)], [(2, 4)]]),
        # a bound read through `//`: `n // 4 * 4` frames of a wave are its length only when 4
        # divides it (a 21-sample wave keeps 20), so no crop to the whole axis, but one to the
        # length of a slice with step 4 from 3, repeated 4 times (whole frames)
        Example(_module("n = x.shape[1] // 4\nreturn F.slice_axis(x, axis=1, begin=0, end=n * 4).sum(axis=1)"),
                _module("return F.slice_like(x, F.repeat(F.slice(x, begin=(None, 3), end=(None, None), step=(None, 4)), "
                        "repeats=4, axis=1), axes=(1,)).sum(axis=1)"),
                shapes=[[(2, 21)], [(1, 8)], [(3, 5, 2)]]),
        # the heads of three splits of one tensor, split by a comprehension over them: the name
        # holds their one shape, so the rewrite proven for it holds for each item (linear attention)
        Example(_module("b, l, d = x.shape\nq, k = F.split(x, num_outputs=2, axis=-1)\n"
                        "q, k = [t.reshape((b, l, 2, -1)).transpose((0, 2, 1, 3)).reshape((b * 2, l, -1)) "
                        "for t in (q, k)]\nreturn F.batch_dot(q, k, transpose_b=True)"),
                _module("q, k = F.split(x, num_outputs=2, axis=-1)\n"
                        "q, k = [t.reshape((0, 0, -4, 2, -1)).transpose((0, 2, 1, 3)).reshape((-3, 0, 0)) "
                        "for t in (q, k)]\nreturn F.batch_dot(q, k, transpose_b=True)"),
                shapes=[[(2, 3, 8)], [(1, 5, 4)]]),
        # a list display of per-scale head outputs, mapped by a comprehension over its name (YOLO's
        # `[o.transpose(...).reshape((b, -1, 5 + nc)) for o in outs]`): the items share the batch
        # only, which is all the codes read
        Example(_module("b = x.shape[0]\nouts = [self.a(x), self.b(x)]\n"
                        "outs = [o.transpose((0, 2, 3, 1)).reshape((b, -1, 3)) for o in outs]\n"
                        "return F.concat(*outs, dim=1)", init=_TWO_SCALES),
                _module("outs = [self.a(x), self.b(x)]\n"
                        "outs = [o.transpose((0, 2, 3, 1)).reshape((0, -3, 0)) for o in outs]\n"
                        "return F.concat(*outs, dim=1)", init=_TWO_SCALES),
                shapes=[[(2, 3, 5, 5)], [(1, 3, 4, 6)]]),
        # a fused RNN layer keeps its input's first two axes (batch and time, either layout), so an
        # MDN head's mixture split reshapes by codes (World Models' MDN-RNN)
        Example(example_module("b, t, _ = x.shape\nreturn self.mdn(self.rnn(x)).reshape((b, t, 2, 3))",
                               init=_RNN_HEAD.format(layout="NTC"), gluon="HybridBlock, nn, rnn"),
                example_module("return self.mdn(self.rnn(x)).reshape((0, 0, -4, -1, 3))",
                               init=_RNN_HEAD.format(layout="NTC"), gluon="HybridBlock, nn, rnn"),
                shapes=[[(2, 5, 3)], [(1, 1, 3)]]),
        Example(example_module("t, n, c = x.shape\nreturn self.mdn(self.rnn(x)).reshape((t, n, 2, -1))",
                               init=_RNN_HEAD.format(layout="TNC"), gluon="HybridBlock, nn, rnn"),
                example_module("return self.mdn(self.rnn(x)).reshape((0, 0, -4, -1, 3))",
                               init=_RNN_HEAD.format(layout="TNC"), gluon="HybridBlock, nn, rnn"),
                shapes=[[(4, 2, 3)], [(1, 3, 3)]]),
        # the list grows between its display and the comprehension: its items are not the display's
        Example(_module("b = x.shape[0]\nouts = [self.a(x), self.b(x)]\nouts.append(x.reshape((1, 3, -1, 1)))\n"
                        "outs = [o.transpose((0, 2, 3, 1)).reshape((b, -1, 3)) for o in outs]\n"
                        "return F.concat(*outs, dim=1)", init=_TWO_SCALES),
                None, reason="no automatic fix", shapes=[[(1, 3, 5, 5)]]),
        # items of different (unknown) shapes: the inner reshape keeps `b, l`, which the rewrite of
        # the outer one does not reach, so the line binding them stays and nothing is rewritten
        Example(example_module("b, l, d = x.shape\nouts = [t.reshape((b, l, 2, -1)).transpose((0, 2, 1, 3))"
                               ".reshape((b * 2, l, -1)) for t in (x, y)]\nreturn outs[0] + outs[1]",
                               signature="self, F, x, y", gluon="HybridBlock, nn"),
                None, reason="is left in code the rewrite of the construct around it does not change",
                shapes=[[(2, 3, 4), (2, 3, 4)]]),
        # a window of x's length from a counter that is never negative (a mean filter over shifted
        # copies of a padded sequence): from the counter to the end, then the first x.shape[1]
        Example(_module("w = F.concat(x, x, dim=1)\nreturn F.stack(*[w[:, i:i + x.shape[1]] for i in range(3)], axis=-1)"),
                _module("w = F.concat(x, x, dim=1)\nreturn F.stack(*[F.slice_like(F.slice_axis(w, axis=1, begin=i, "
                        "end=None), x, axes=(1,)) for i in range(3)], axis=-1)"),
                shapes=[[(2, 4)], [(1, 3, 2)]]),
        # a negative start counts from the end, which `i + x.shape[1]` does not: not cut
        Example(_module("w = F.concat(x, x, dim=1)\nreturn F.stack(*[w[:, i:i + x.shape[1]] for i in range(-2, 1)], axis=-1)"),
                None, reason="has no known shape-free rewrite", shapes=[[(2, 4)]]),
        # batch_dot's operands have one batch size (MXNet 1.9.1 checks it): the second's read
        # at axis 0 is the product's own axis 0, whatever the ranks (negative-sampling scores)
        Example(example_module("return F.batch_dot(x, y.expand_dims(2)).reshape((y.shape[0], -1))",
                               signature="self, F, x, y", gluon="HybridBlock, nn"),
                example_module("return F.batch_dot(x, y.expand_dims(2)).reshape((0, -1))",
                               signature="self, F, x, y", gluon="HybridBlock, nn"),
                shapes=[[(2, 4, 3), (2, 3)], [(1, 2, 5), (1, 5)]]),
        # a bound that is not a python integer, a step: not cut
        Example(example_module("y = F.concat(x, x, dim=1)\nreturn y[:k, :x.shape[1]]", signature="self, F, x, k",
                               gluon="HybridBlock, nn"),
                None, reason="no known shape-free rewrite", shapes=[[(2, 3), (1,)]], runtime=False,
                why_not="an NDArray is no slice bound: the original raises eagerly too"),
        Example(_module("y = F.concat(x, x, dim=1)\nreturn y[::2, :x.shape[1]]"),
                None, reason="no known shape-free rewrite", shapes=[[(2, 3)]]),
        # after `...` with the rank proven (a literal reshape): the axes counted from the start
        Example(_module("z = F.concat(x, x, dim=2).reshape((0, 0, -1))\nreturn z[..., :x.shape[2]] * x"),
                _module("z = F.concat(x, x, dim=2).reshape((0, 0, -1))\nreturn F.slice_like(z, x, axes=(2,)) * x"),
                shapes=[[(2, 3, 4)], [(1, 1, 1)]]),
        # an input used only by subscripts may be a python list; the rank of `...` not proven
        Example("from mxnet.gluon import HybridBlock\n\n\nclass Net(HybridBlock):\n"
                "    def hybrid_forward(self, F, x, y):\n        return F.relu(y) + x[-y.shape[0]:]\n",
                None, reason="no known shape-free rewrite", shapes=[[(4,), (2,)]]),
        Example("from mxnet.gluon import HybridBlock\n\n\nclass Net(HybridBlock):\n"
                "    def hybrid_forward(self, F, x, y):\n        x = F.relu(x)\n        return x[..., :y.shape[-1]] + y\n",
                None, reason="no known shape-free rewrite", shapes=[[(2, 5), (2, 3)]]),
        # rank unknown, the tail copied: head codes, then -2
        Example(_module("y = F.tanh(x)\nreturn F.reshape(y, shape=(-1,) + y.shape[2:])"),
                _module("y = F.tanh(x)\nreturn F.reshape(y, shape=(-3, -2))"),
                shapes=[[(2, 3, 4, 5)], [(2, 3)], [(1, 2, 3)]]),
        Example(_module("return x.reshape((2, -1, *x.shape[1:]))"),
                _module("return x.reshape((-4, 2, -1, -2))"),
                shapes=[[(4, 3, 2)], [(6, 5)]]),
        # another tensor of the same shape (relu keeps it): its sizes are the same
        Example(_module("y = F.relu(x)\nreturn y.reshape((x.shape[0], -1))"),
                _module("y = F.relu(x)\nreturn y.reshape((0, -1))"), shapes=[[(2, 3, 4)], [(3, 1)]]),
        Example(_module("s = F.sum(x, axis=2) / x.shape[2]\nreturn s"),
                _module("s = F.mean(x, axis=2)\nreturn s"), shapes=[[(2, 3, 4)], [(1, 2, 5, 2)]]),
        # keepdims given positionally is kept (it used to be dropped: (2, 3, 1) became (2, 3))
        Example(_module("s = F.sum(x, 2, True) / x.shape[2]\nreturn s"),
                _module("s = F.mean(x, axis=2, keepdims=True)\nreturn s"), shapes=[[(2, 3, 4)], [(1, 2, 5, 2)]]),
        Example(_module("s = x.sum(2, True) / x.shape[2]\nreturn s"),
                _module("s = F.mean(x, axis=2, keepdims=True)\nreturn s"), shapes=[[(2, 3, 4)], [(1, 2, 5, 2)]]),
        Example(_module("s = F.sum(x, (1, 2), True) / (x.shape[1] * x.shape[2])\nreturn s"),
                _module("s = F.mean(x, axis=(1, 2), keepdims=True)\nreturn s"), shapes=[[(2, 3, 4)], [(1, 2, 5)]]),
        # the summed tensor is another one whose axis 0 the walk carries from x: through a Dense,
        # an argmax over axis 1 and a one-hot (a mixture of experts' share of the batch per expert)
        Example(_module("p = F.softmax(self.router(x), axis=1)\nhot = F.one_hot(F.argmax(p, axis=1), 3)\n"
                        "return F.sum(hot, axis=0) / x.shape[0]", init="self.router = nn.Dense(3)"),
                _module("p = F.softmax(self.router(x), axis=1)\nhot = F.one_hot(F.argmax(p, axis=1), 3)\n"
                        "return F.mean(hot, axis=0)", init="self.router = nn.Dense(3)"),
                shapes=[[(4, 5)], [(1, 2)]]),
        # relation-network pairs: broadcast_to's target sizes, concat adding the halves' sizes
        # (d + d = 2 * d), three axes merged by two reshapes
        Example(_module("n, k, d = x.shape\nxi = x.expand_dims(1).broadcast_to((n, k, k, d))\n"
                        "xj = x.expand_dims(2).broadcast_to((n, k, k, d))\npairs = F.concat(xi, xj, dim=3)\n"
                        "return pairs.reshape((n * k * k, 2 * d))"),
                _module("xi = F.broadcast_like(x.expand_dims(1), x, lhs_axes=(1,), rhs_axes=(1,))\n"
                        "xj = x.expand_dims(2).broadcast_like(xi)\npairs = F.concat(xi, xj, dim=3)\n"
                        "return pairs.reshape((-3, 0, 0)).reshape((-3, 0))"),
                shapes=[[(2, 3, 4)], [(1, 2, 1)]]),
        # the pairs' outputs restored to (n, k * k, units): no tensor holds (n, k * k), the pairs
        # hold (n, k, k): reshape_like to that run, then codes merging it
        Example(_module("n, k, d = x.shape\nxi = x.expand_dims(1).broadcast_to((n, k, k, d))\n"
                        "h = self.g(xi.reshape((n * k * k, d)))\nreturn h.reshape((n, k * k, 5))",
                        init="self.g = nn.Dense(5, flatten=False)"),
                _module("xi = F.broadcast_like(x.expand_dims(1), x, lhs_axes=(1,), rhs_axes=(1,))\n"
                        "h = self.g(xi.reshape((-3, 0, 0)).reshape((-3, 0)))\n"
                        "return F.reshape_like(h, xi, lhs_begin=0, lhs_end=1, rhs_begin=0, rhs_end=3)"
                        ".reshape((0, -3, 0))", init="self.g = nn.Dense(5, flatten=False)"),
                shapes=[[(2, 3, 4)], [(1, 2, 1)]]),
        # the fluent argmax is the operator (a codebook lookup's codes, one-hot, flattened)
        Example(_module("idx = x.argmax(axis=2)\nreturn F.one_hot(idx, 4).reshape((x.shape[0], -1))"),
                _module("idx = x.argmax(axis=2)\nreturn F.one_hot(idx, 4).reshape((0, -1))"),
                shapes=[[(2, 3, 4)], [(1, 2, 5)]]),
        Example(_module("return F.one_hot(x.argmin(1), 3).reshape((x.shape[0], -1))"),
                _module("return F.one_hot(x.argmin(1), 3).reshape((0, -1))"),
                shapes=[[(2, 3, 4)], [(1, 2, 5)]]),
        # a one-hot of indices of unknown rank keeps their leading axes
        Example(_module("hot = F.one_hot(F.floor(F.abs(x) * 3), 4)\nreturn F.sum(hot, axis=0) / x.shape[0]"),
                _module("hot = F.one_hot(F.floor(F.abs(x) * 3), 4)\nreturn F.mean(hot, axis=0)"),
                shapes=[[(3,)], [(2, 3)], [(2, 1, 2)]]),
        # batch_dot's axis 0 is its first operand's (a copy distribution over the vocabulary)
        Example(_module("ids = F.floor(F.abs(x) * 3)\n"
                        "c = F.batch_dot(F.softmax(x).expand_dims(1), F.one_hot(ids, 3))\n"
                        "return c.reshape((x.shape[0], -1))"),
                _module("ids = F.floor(F.abs(x) * 3)\n"
                        "c = F.batch_dot(F.softmax(x).expand_dims(1), F.one_hot(ids, 3))\n"
                        "return c.reshape((0, -1))"),
                shapes=[[(2, 5)], [(1, 3)]]),
        # one value's shape on both sides of a python operator, whatever the rank; a broadcast_like
        # has the shape of the tensor it is broadcast like, whatever it broadcasts
        Example(_module("y = 0.7 * x + 0.3 * F.broadcast_like(self.bias.data(), x)\n"
                        "return F.softmax(y.reshape((x.shape[0], -1)))",
                        init="self.bias = self.params.get_constant('bias', [[0.5]])"),
                _module("y = 0.7 * x + 0.3 * F.broadcast_like(self.bias.data(), x)\n"
                        "return F.softmax(y.reshape((0, -1)))",
                        init="self.bias = self.params.get_constant('bias', [[0.5]])"),
                shapes=[[(2, 3)], [(3, 1)]], runtime=False,
                why_not="self.bias.data() is an NDArray: the block does not hybridize either way"),
        Example(_module("y = 0.7 * x + 0.3 * F.relu(x)\nreturn y.reshape((x.shape[0], -1))"),
                _module("y = 0.7 * x + 0.3 * F.relu(x)\nreturn y.reshape((0, -1))"),
                shapes=[[(2, 3, 4)], [(3, 2)]]),
        # two inputs of unknown ranks: the eager product's axis 0 may be y's (y of higher rank)
        Example(example_module("return (x * y).reshape((x.shape[0], -1))", signature="self, F, x, y",
                               gluon="HybridBlock, nn"),
                None, reason="no known shape-free rewrite", shapes=[[(2, 3), (2, 3)]]),
        # a positional exclude=True reduces the other axes: no mean over axis 1 (the size is read)
        Example(_module("s = F.sum(x, 1, True, True) / x.shape[1]\nreturn s"),
                _module("s = F.broadcast_div(F.sum(x, 1, True, True), F.slice_axis(F.contrib.arange_like(x, start=1, axis=1), axis=0, begin=-1, end=None))\nreturn s"), shapes=[[(2, 3, 4)], [(1, 2, 5)]]),
        Example(_module("q = self.proj(x)\nscores = F.batch_dot(q, q, transpose_b=True) / q.shape[-1] ** 0.5\n"
                        "return F.softmax(scores)", init="self._units = 4\nself.proj = nn.Dense(self._units, "
                        "flatten=False)"),
                _module("q = self.proj(x)\nscores = F.batch_dot(q, q, transpose_b=True) / self._units ** 0.5\n"
                        "return F.softmax(scores)", init="self._units = 4\nself.proj = nn.Dense(self._units, "
                        "flatten=False)"),
                shapes=[[(2, 3, 5)], [(1, 2, 3)]]),
        # a declared size's quotient put where an operator takes it keeps its parentheses
        Example(_module("h = self.proj(x)\nhalf = h.shape[1] // 2\nreturn h / half",
                        init="self._units = 6\nself.proj = nn.Dense(self._units)"),
                _module("h = self.proj(x)\nreturn h / (self._units // 2)",
                        init="self._units = 6\nself.proj = nn.Dense(self._units)"),
                shapes=[[(2, 3)], [(1, 4, 2)]]),
        Example(_module("h = self.proj(x)\nk = h.shape[-1] // 3\nreturn h * k + 1",
                        init="self._units = 9\nself.proj = nn.Dense(self._units, flatten=False)"),
                _module("h = self.proj(x)\nreturn h * (self._units // 3) + 1",
                        init="self._units = 9\nself.proj = nn.Dense(self._units, flatten=False)"),
                shapes=[[(2, 3)], [(1, 4, 2)]]),
        # a slice bound at a fraction of a declared width (a mixture density head's thirds, a GLU's
        # halves): the python value, then a python-int slice
        Example(_module("h = self.head(x)\nk = h.shape[-1] // 3\nreturn F.relu(h[:, :k]) + h[:, k:2 * k] * h[:, 2 * k:]",
                        init="self._k = 2\nself.head = nn.Dense(self._k * 3)"),
                _module("h = self.head(x)\nreturn F.relu(F.swapaxes(F.slice(F.swapaxes(h, dim1=0, dim2=1), begin=(None,), end=(self._k,)), dim1=0, dim2=1)) + "
                        "F.swapaxes(F.slice(F.swapaxes(h, dim1=0, dim2=1), begin=(self._k,), end=(2 * self._k,)), dim1=0, dim2=1) * "
                        "F.swapaxes(F.slice(F.swapaxes(h, dim1=0, dim2=1), begin=(2 * self._k,), end=(None,)), dim1=0, dim2=1)",
                        init="self._k = 2\nself.head = nn.Dense(self._k * 3)"),
                shapes=[[(2, 3)], [(1, 4, 2)]]),
        Example(_module("h = self.gate(x)\nreturn h[:, :h.shape[1] // 2] * F.sigmoid(h[:, h.shape[1] // 2:])",
                        init="self.gate = nn.Dense(8)"),
                _module("h = self.gate(x)\nreturn F.slice_axis(h, axis=1, begin=0, end=8 // 2) * "
                        "F.sigmoid(F.slice_axis(h, axis=1, begin=8 // 2, end=None))", init="self.gate = nn.Dense(8)"),
                shapes=[[(2, 3)], [(3, 1)]]),
        Example(_module("y = self.conv(x)\nc = y.shape[1] // 2\nreturn y[:, :c] * F.sigmoid(y[:, c:])",
                        init="self._ch = 2\nself.conv = nn.Conv2D(self._ch * 2, 3, padding=1)"),
                _module("y = self.conv(x)\nreturn F.swapaxes(F.slice(F.swapaxes(y, dim1=0, dim2=1), begin=(None,), end=(self._ch,)), dim1=0, dim2=1) * "
                        "F.sigmoid(F.swapaxes(F.slice(F.swapaxes(y, dim1=0, dim2=1), begin=(self._ch,), end=(None,)), dim1=0, dim2=1))",
                        init="self._ch = 2\nself.conv = nn.Conv2D(self._ch * 2, 3, padding=1)"),
                shapes=[[(2, 3, 4, 4)], [(1, 1, 3, 5)]]),
        # a width nothing declares: the thirds are not cut
        Example(_module("h = F.relu(x)\nk = h.shape[1] // 3\nreturn h[:, :k] * h[:, 2 * k:]"), None,
                reason="has no known shape-free rewrite", shapes=[[(2, 6)]]),
        # an Embedding whose output_dim __init__ does not store (a local, an argument): its weight
        # keeps the size, (input_dim, output_dim), and its output is the input's shape plus that
        # axis, so the input's sizes are the output's too
        Example(_module("b, t = x.shape\ne = self.embed(x)\nreturn F.reshape(e, (-1, 1, t, e.shape[-1]))",
                        init=_EMBED_INIT),
                _module("e = self.embed(x)\nreturn F.reshape(e, (0, -4, 1, -1, 0))", init=_EMBED_INIT),
                shapes=[[(2, 5)], [(3, 1)]]),
        Example(_module("e = self.embed(x)\nreturn e * e.shape[-1] ** 0.5", init=_EMBED_INIT),
                _module("e = self.embed(x)\nreturn e * (self.embed.weight.shape[1]) ** 0.5", init=_EMBED_INIT),
                shapes=[[(2, 5)], [(3, 2, 4)]]),
        Example(_module("e = self.embed(x)\nh = F.zeros((x.shape[0], e.shape[-1]))\n"
                        "return F.broadcast_add(F.sum(e, axis=1), h)", init=_EMBED_INIT),
                _module("e = self.embed(x)\nh = F.broadcast_like(F.zeros((1, (self.embed.weight.shape[1]))), e, "
                        "lhs_axes=(0,), rhs_axes=(0,))\nreturn F.broadcast_add(F.sum(e, axis=1), h)",
                        init=_EMBED_INIT),
                shapes=[[(2, 5)], [(4, 3)]]),
        # the input's second size is not the output's second axis once the batch axis is read
        # elsewhere: not placed
        Example(_module("e = self.embed(x)\nreturn e.reshape((x.shape[1], -1, e.shape[2]))", init=_EMBED_INIT),
                None, reason="constructs the solver does not read", shapes=[[(2, 5)]]),
        Example(_module("b, t, c = x.shape\npos = F.arange(t)\nreturn F.broadcast_add(x, pos.reshape((1, t, 1)))"),
                _module("pos = F.contrib.arange_like(x, axis=1)\nreturn F.broadcast_add(x, pos.reshape((1, -1, 1)))"),
                shapes=[[(2, 3, 4)], [(1, 5, 2)]]),
        # position ids built on the input's device and dtype: arange_like has both
        Example(_module("seq_len = x.shape[1]\npos = F.arange(seq_len, ctx=x.context, dtype=x.dtype)\n"
                        "return F.broadcast_add(x, pos.reshape((1, -1, 1)))"),
                _module("pos = F.contrib.arange_like(x, axis=1)\nreturn F.broadcast_add(x, pos.reshape((1, -1, 1)))"),
                shapes=[[(2, 3, 4)], [(1, 5, 2)]]),
        Example(_module("b, t = x.shape[0], x.shape[1]\npos = F.arange(t, ctx=x.context, dtype='float32')\n"
                        "return F.broadcast_mul(x, pos.reshape((1, -1)))"),
                _module("pos = F.contrib.arange_like(x, axis=1).astype('float32')\n"
                        "return F.broadcast_mul(x, pos.reshape((1, -1)))"),
                shapes=[[(2, 3)], [(4, 1)]]),
        Example(_module("y = F.relu(x)\nn = y.shape[-1]\nreturn F.broadcast_sub(y, F.arange(0, n, ctx=y.context))"),
                _module("y = F.relu(x)\nreturn F.broadcast_sub(y, F.contrib.arange_like(y, axis=-1))"),
                shapes=[[(2, 3)], [(2, 2, 4)]]),
        # positions after an offset (a cache's length, 1-based ids): arange_like's start
        Example(_module("pos = F.arange(1, x.shape[1] + 1)\nreturn F.broadcast_mul(x, pos.reshape((1, -1)))"),
                _module("pos = F.contrib.arange_like(x, start=1, axis=1)\nreturn F.broadcast_mul(x, pos.reshape((1, -1)))"),
                shapes=[[(2, 3)], [(4, 1)]]),
        Example(_module("b, t = x.shape[0], x.shape[1]\nif self.shifted:\n    offset = 3\nelse:\n    offset = 0\n"
                        "pos = F.arange(offset, offset + t, ctx=x.context, dtype='float32')\n"
                        "return F.broadcast_add(x, F.broadcast_axes(pos.expand_dims(0), axis=0, size=b))",
                        init="self.shifted = True"),
                _module("if self.shifted:\n    offset = 3\nelse:\n    offset = 0\n"
                        "pos = F.contrib.arange_like(x, start=offset, axis=1).astype('float32')\n"
                        "return F.broadcast_add(x, F.broadcast_like(pos.expand_dims(0), x, lhs_axes=(0,), rhs_axes=(0,)))",
                        init="self.shifted = True"),
                shapes=[[(2, 3)], [(1, 5)]]),
        Example(_module("rows = x.shape[2]\nr = F.arange(start=0, stop=rows, step=1)\nreturn F.broadcast_add(x, r.reshape((1, 1, -1, 1)))"),
                _module("r = F.contrib.arange_like(x, axis=2)\nreturn F.broadcast_add(x, r.reshape((1, 1, -1, 1)))"),
                shapes=[[(2, 3, 4, 5)], [(1, 1, 2, 1)]]),
        # positions counted down (`F.arange(n - 1, -1, -1)`): arange_like's reversed
        Example(_module("t = x.shape[1]\npos = F.arange(t - 1, -1, -1)\nreturn F.broadcast_mul(x, pos.reshape((1, -1)))"),
                _module("pos = F.reverse(F.contrib.arange_like(x, axis=1), axis=0)\n"
                        "return F.broadcast_mul(x, pos.reshape((1, -1)))"),
                shapes=[[(2, 3)], [(1, 5)], [(2, 1)]]),
        # Conformer's relative positions T-1 ... -(T-1) (`F.arange(T - 1, -T, -1)`): (T - 1) - i
        # over a float32 carrier of 2T entries less the last
        Example(_module("B, T, _ = x.shape\npos = F.arange(T - 1, -T, -1)\n"
                        "return F.broadcast_mul(F.sum(x, axis=2, keepdims=True), pos.reshape((1, 1, -1)))"),
                _module("pos = F.broadcast_sub(F.slice_axis(F.contrib.arange_like(F.cast(F.contrib.arange_like(x, axis=1), dtype='float32'), axis=0), axis=0, begin=-1, end=None), "
                        "F.slice_axis(F.contrib.arange_like(F.concat(F.contrib.arange_like(F.cast(F.contrib.arange_like(x, axis=1), dtype='float32'), axis=0), "
                        "F.contrib.arange_like(F.cast(F.contrib.arange_like(x, axis=1), dtype='float32'), axis=0), dim=0), axis=0), axis=0, begin=0, end=-1))\n"
                        "return F.broadcast_mul(F.sum(x, axis=2, keepdims=True), pos.reshape((1, 1, -1)))"),
                shapes=[[(2, 3, 4)], [(1, 1, 2)], [(2, 5, 1)]]),
        # ... in the dtype of a tensor: those positions are float32
        Example(_module("T = x.shape[1]\nreturn F.broadcast_add(F.sum(x), F.arange(T - 1, -T, -1, dtype=x.dtype))"),
                None, reason="built in float32", shapes=[[(2, 3)]]),
        # Transformer-XL's relative positions over the memory and the segment, klen - 1 ... 0:
        # a length that is a sum of sizes is the length of their arange_likes concatenated (cast
        # to float32, arange's dtype, so that parts of any dtype join; the other axes may differ)
        Example(example_module("klen = mem.shape[1] + x.shape[1]\npos = F.arange(klen - 1, -1, -1.0)\n"
                               "return F.dot(pos.reshape((-1, 1)), F.sum(x, axis=(0, 1)).reshape((1, -1)))",
                               signature="self, F, x, mem"),
                example_module("pos = F.reverse(F.contrib.arange_like(F.concat(F.cast(F.contrib.arange_like(x, axis=1), "
                               "dtype='float32'), F.cast(F.contrib.arange_like(mem, axis=1), dtype='float32'), dim=0), "
                               "axis=0), axis=0)\n"
                               "return F.dot(pos.reshape((-1, 1)), F.sum(x, axis=(0, 1)).reshape((1, -1)))",
                               signature="self, F, x, mem"),
                shapes=[[(2, 3, 4), (2, 2, 4)], [(1, 1, 3), (5, 4, 7)], [(2, 2, 2), (3, 1)]]),
        # ids over the tokens and two added ones ([CLS], [SEP]): a python int term is that many zeros
        Example(_module("n = x.shape[1] + 2\nreturn F.broadcast_add(F.arange(n).reshape((1, -1)), F.sum(x, axis=1, keepdims=True))"),
                _module("return F.broadcast_add(F.contrib.arange_like(F.concat(F.cast(F.contrib.arange_like(x, axis=1), "
                        "dtype='float32'), F.zeros((2,)), dim=0), axis=0).reshape((1, -1)), F.sum(x, axis=1, keepdims=True))"),
                shapes=[[(2, 3)], [(1, 1)]]),
        # a length regulator's frames, an int multiple of the tokens: their arange_like tiled
        Example(_module("frames = F.arange(4 * x.shape[1]).reshape((1, -1, 1))\n"
                        "return F.broadcast_greater_equal(frames, F.sum(x, axis=1).reshape((1, 1, -1)))"),
                _module("frames = F.contrib.arange_like(F.tile(F.cast(F.contrib.arange_like(x, axis=1), dtype='float32'), "
                        "reps=(4,)), axis=0).reshape((1, -1, 1))\n"
                        "return F.broadcast_greater_equal(frames, F.sum(x, axis=1).reshape((1, 1, -1)))"),
                shapes=[[(2, 3)], [(3, 1)]]),
        # a difference of sizes has no carrier (its length is no concatenation's)
        Example(example_module("klen = mem.shape[1] - x.shape[1]\npos = F.arange(klen - 1, -1, -1.0)\n"
                               "return F.dot(pos.reshape((-1, 1)), F.sum(x, axis=(0, 1)).reshape((1, -1)))",
                               signature="self, F, x, mem"),
                None, reason="is used other than in", shapes=[[(2, 1, 3), (2, 3)]]),
        # counted down by 2: not the entries of an arange reversed
        Example(_module("t = x.shape[1]\nreturn F.broadcast_add(x, F.arange(t - 1, -1, -2).reshape((1, -1)))"),
                None, reason="no known shape-free rewrite", shapes=[[(2, 2)]]),
        # every s-th frame gathered by index (a slow pathway's sampling): a strided slice, which
        # leaves the axes after the step's whole, so x's rank need not be known
        Example(_module("idx = F.arange(0, x.shape[2], self.stride)\nreturn F.take(x, idx, axis=2) * 2",
                        init="self.stride = 2"),
                _module("return F.slice(x, begin=(None, None, None), end=(None, None, None), step=(None, None, self.stride)) * 2",
                        init="self.stride = 2"),
                shapes=[[(2, 3, 5, 4)], [(1, 2, 4)]]),
        Example(_module("return F.take(x, F.arange(0, x.shape[0], 3), axis=0)"),
                _module("return F.slice(x, begin=(None,), end=(None,), step=(3,))"),
                shapes=[[(7, 2)], [(3,)]]),
        # the indices run over another axis's size than the one taken: no slice of that axis
        Example(_module("return F.take(x, F.arange(0, x.shape[1], 2), axis=2)"),
                None, reason="no known shape-free rewrite", shapes=[[(2, 3, 5)]]),
        Example(_module("t = x.shape[-1]\nreturn F.broadcast_add(x, F.arange(self.offset, self.offset + t))",
                        init="self.offset = 0.5"),
                None, reason="is not proven a python int", shapes=[[(2, 3)]]),
        Example(_module("t = x.shape[1]\nreturn F.broadcast_add(x, F.arange(0.5, 0.5 + t))"),
                None, reason="is not proven a python int", shapes=[[(2, 3)]]),
        # cell offsets at a stride (FCOS's `arange(0, w * stride, stride)`): w entries for an int step
        Example(_module("return F.broadcast_add(x, F.arange(0, x.shape[1] * self.stride, self.stride).reshape((1, -1)))",
                        init="self.stride = 4"),
                _module("return F.broadcast_add(x, F.contrib.arange_like(x, step=self.stride, axis=1).reshape((1, -1)))",
                        init="self.stride = 4"),
                shapes=[[(2, 3)], [(1, 5)]]),
        Example(_module("return F.broadcast_add(x, F.arange(0, x.shape[1] * self.stride, self.stride).reshape((1, -1)))",
                        init="self.stride = 0.5"),
                None, reason="is not proven a python int", shapes=[[(2, 3)]]),
        # session 71 (H515): the stride of each level from a configured table, through zip or
        # enumerate (AutoAssign's / FCOS's `for feat, stride in zip(feats, self.strides)`)
        Example(_module("outs = []\nfor y, stride in zip((x, 2 * x), self.strides):\n"
                        "    outs.append(F.broadcast_add(y, F.arange(0, y.shape[1] * stride, stride).reshape((1, -1))))\n"
                        "return F.concat(*outs, dim=0)", init="self.strides = (4, 8)"),
                _module("outs = []\nfor y, stride in zip((x, 2 * x), self.strides):\n"
                        "    outs.append(F.broadcast_add(y, F.contrib.arange_like(y, step=stride, axis=1).reshape((1, -1))))\n"
                        "return F.concat(*outs, dim=0)", init="self.strides = (4, 8)"),
                shapes=[[(2, 3)], [(1, 5)]]),
        Example(_module("outs = []\nfor i, s in enumerate(self.strides):\n"
                        "    outs.append(F.broadcast_add(x * i, F.arange(0, x.shape[0] * s, s).reshape((-1, 1))))\n"
                        "return F.concat(*outs, dim=1)", init="self.strides = [2, 3]"),
                _module("outs = []\nfor i, s in enumerate(self.strides):\n"
                        "    outs.append(F.broadcast_add(x * i, F.contrib.arange_like(x, step=s, axis=0).reshape((-1, 1))))\n"
                        "return F.concat(*outs, dim=1)", init="self.strides = [2, 3]"),
                shapes=[[(2, 3)], [(4, 1)]]),
        Example(_module("outs = []\nfor y, stride in zip((x, 2 * x), self.strides):\n"
                        "    outs.append(F.broadcast_add(y, F.arange(0, y.shape[1] * stride, stride).reshape((1, -1))))\n"
                        "return F.concat(*outs, dim=0)", init="self.strides = (4, 0.5)"),
                None, reason="is not proven a python int", shapes=[[(2, 3)]]),
        # session 71 (H519): the table the block holds is what the file builds it with -- a
        # subclass's `super().__init__(strides=...)` (arange(0, 3 * 0.1, 0.1) has 4 entries); an
        # item stored after the literal; a module's own `zip`; two heads of different strides
        Example(example_class(_STRIDE_TABLE.format(param="strides=(4, 8), ", table="strides", more=""),
                              "from mxnet.gluon import nn\n\n\n") + _STRIDE_SUB,
                None, reason="is not proven a python int", shapes=[[(2, 3)]]),
        Example(example_class(_STRIDE_TABLE.format(param="", table="[4, 8]", more="\n    self.strides[0] = 0.1"),
                              "from mxnet.gluon import nn\n\n\n"),
                None, reason="is not proven a python int", shapes=[[(2, 3)]]),
        Example(example_class(_STRIDE_TABLE.format(param="", table="(1, 7)", more=""),
                              "from mxnet.gluon import nn\n\n\ndef zip(feats, strides):\n"
                              "    return [(f, s / 10) for f, s in builtins.zip(feats, strides)]\n\n\n"
                              ).replace("from mxnet", "import builtins\n\nfrom mxnet", 1),
                None, reason="is not proven a python int", shapes=[[(2, 3)]]),
        Example(example_class("def __init__(self, stride=4, **kwargs):\n    super().__init__(**kwargs)\n"
                              "    self.stride = stride\n\ndef hybrid_forward(self, F, x):\n"
                              "    return F.arange(0, x.shape[1] * self.stride, self.stride).reshape((1, -1)).sum(axis=1)",
                              "from mxnet.gluon import nn\n\n\n") + _STRIDE_HEADS,
                None, reason="is not proven a python int", shapes=[[(2, 3)]]),
        # batch indices beside top-k ones (gather_nd's (2, n, k) index): the arange of a size has
        # that length, and the gathered rows keep the batch axis for the reshape after them
        Example(_module("idx = F.topk(F.sum(x, axis=2), axis=1, k=2)\n"
                        "batch = F.arange(x.shape[0]).reshape((-1, 1)).broadcast_to((x.shape[0], 2))\n"
                        "return F.gather_nd(x, F.stack(batch, idx, axis=0)).reshape((x.shape[0], -1))"),
                _module("idx = F.topk(F.sum(x, axis=2), axis=1, k=2)\n"
                        "batch = F.broadcast_to(F.contrib.arange_like(x, axis=0).reshape((-1, 1)), shape=(0, 2))\n"
                        "return F.gather_nd(x, F.stack(batch, idx, axis=0)).reshape((0, -1))"),
                shapes=[[(2, 3, 4)], [(3, 2, 2)]]),
        Example(_module("n = x.shape[1]\nreturn F.broadcast_add(x, F.arange(n, dtype=w.dtype))").replace(
                    "def hybrid_forward(self, F, x):", "def hybrid_forward(self, F, x, w):"),
                None, reason="does not hold that length", shapes=[[(2, 3), (3,)]]),
        # positions over the length (`F.arange(n) / n`): the arange becomes arange_like(x), in x's
        # dtype, so the size it is divided by is built from x as well and both uses go together
        Example(_module("n = x.shape[1]\nt = F.arange(n) / n\nreturn F.broadcast_mul(x, t.reshape((1, -1)))"),
                _module("t = F.broadcast_div(F.contrib.arange_like(x, axis=1), F.slice_axis(F.contrib.arange_like(x, start=1, axis=1), axis=0, begin=-1, end=None))\n"
                        "return F.broadcast_mul(x, t.reshape((1, -1)))"),
                shapes=[[(2, 3)], [(4, 6)], [(1, 1)]]),
        # FlowNet's correlation is in its maps' dtype, so the channel count is read from one
        Example(example_module("c = F.Correlation(x, y, kernel_size=1, max_displacement=1, pad_size=1)\n"
                               "return c / x.shape[1]", signature="self, F, x, y"),
                example_module("c = F.Correlation(x, y, kernel_size=1, max_displacement=1, pad_size=1)\n"
                               "return F.broadcast_div(c, F.slice_axis(F.contrib.arange_like(x, start=1, axis=1), "
                               "axis=0, begin=-1, end=None))", signature="self, F, x, y"),
                runtime=False, why_not="the runtime has no Correlation; MXNet 1.9.1 on (1, 4, 5, 5) twice: "
                                       "eager equal to the original, hybridized equal (bench fix_cases_probes_s53)"),
        # ... through a layout method of the arange (a guided-attention grid)
        Example(_module("n = x.shape[1]\nt = F.arange(n).reshape((1, -1)) / n\nreturn F.broadcast_mul(x, t)"),
                _module("t = F.broadcast_div(F.contrib.arange_like(x, axis=1).reshape((1, -1)), F.slice_axis(F.contrib.arange_like(x, start=1, axis=1), axis=0, begin=-1, end=None))\n"
                        "return F.broadcast_mul(x, t)"),
                shapes=[[(2, 3)], [(4, 6)], [(1, 1)]]),
        # ... through a broadcast of the arange over another tensor (CoordConv's x channel): the
        # output keeps the arange's dtype, so the size is read from the tensor it is built from
        Example(_module("w = x.shape[3]\nxx = F.broadcast_like(F.arange(w).reshape((1, 1, 1, w)), x, lhs_axes=(0, 2), rhs_axes=(0, 2)) / (w - 1)\n"
                        "return F.concat(x, xx, dim=1)"),
                _module("xx = F.broadcast_div(F.broadcast_like(F.contrib.arange_like(x, axis=3).reshape((1, 1, 1, -1)), x, lhs_axes=(0, 2), rhs_axes=(0, 2)), (F.slice_axis(F.contrib.arange_like(x, start=1, axis=3), axis=0, begin=-1, end=None) - 1))\n"
                        "return F.concat(x, xx, dim=1)"),
                shapes=[[(2, 3, 4, 5)], [(1, 1, 2, 3)]]),
        # the number of positions bound to a local (`n = h * w`, a non-local block's) and read
        # both in a reshape and as a divisor: each read rewritten as the size's, the line dropped
        Example(_module("b, c, h, w = x.shape\nn = h * w\ny = x.reshape((b, c, n))\n"
                        "return F.batch_dot(y, y, transpose_b=True) / n"),
                _module("y = x.reshape((0, 0, -3))\n"
                        "return F.broadcast_div(F.batch_dot(y, y, transpose_b=True), F.slice_axis(F.contrib.arange_like(y, start=1, axis=2), axis=0, begin=-1, end=None))"),
                shapes=[[(2, 3, 4, 5)], [(1, 1, 1, 2)]]),
        # ... but a read with no shape-free form (half the positions as a slice bound) keeps it
        Example(_module("b, c, h, w = x.shape\nn = h * w\ny = x.reshape((b, c, n))\n"
                        "return F.slice_axis(y, axis=2, begin=0, end=n // 2)"),
                None, reason="no known shape-free rewrite", shapes=[[(2, 3, 4, 5)]]),
        # the number of blocks of a configured size (BigBird's `nb = t // bs`) read beside the
        # batch size, `b * nb` (no tensor to hold it as): each read rewritten where it stands
        Example(_module("b, t, d = x.shape\nnb = t // self.bs\ny = x.reshape((b, nb, self.bs, d))\n"
                        "return y.reshape((b * nb, self.bs, d))", init="self.bs = 2"),
                _module("y = x.reshape((0, -4, -1, self.bs, 0))\nreturn y.reshape((-3, 0, 0))", init="self.bs = 2"),
                shapes=[[(2, 6, 3)], [(1, 2, 1)]]),
        # ... but a read that no reshape code places (the blocks split back off the folded batch) keeps it
        Example(_module("b, t, d = x.shape\nnb = t // self.bs\ny = x.reshape((b * nb, self.bs, d))\n"
                        "return F.batch_dot(y, y, transpose_b=True).reshape((b, nb, -1))", init="self.bs = 2"),
                None, reason="is used in `t // self.bs`, which has no known shape-free rewrite", shapes=[[(2, 6, 3)]]),
        # evenly spaced points over an axis's length (SOLO's coordinate grid `F.linspace(-1, 1,
        # x.shape[-1])`): arange_like times the step, in linspace's float32; one point is `start`
        Example(_module("g = F.linspace(-1, 1, x.shape[-1])\nreturn F.broadcast_add(x, g.reshape((1, -1)))"),
                _module("g = (F.broadcast_mul(F.cast(F.contrib.arange_like(x, axis=-1), dtype='float32'), 2 / F.maximum(F.slice_axis(F.cast(F.contrib.arange_like(x, start=1, axis=-1), dtype='float32'), axis=0, begin=-1, end=None) - 1, 1)) + (-1))\n"
                        "return F.broadcast_add(x, g.reshape((1, -1)))"),
                shapes=[[(2, 3)], [(1, 1)], [(2, 7)]]),
        Example(_module("h = x.shape[0]\ng = F.linspace(0.5, 2, num=h)\nreturn F.broadcast_mul(x, g.reshape((-1, 1)))"),
                _module("g = (F.broadcast_mul(F.cast(F.contrib.arange_like(x, axis=0), dtype='float32'), (2 - (0.5)) / F.maximum(F.slice_axis(F.cast(F.contrib.arange_like(x, start=1, axis=0), dtype='float32'), axis=0, begin=-1, end=None) - 1, 1)) + (0.5))\n"
                        "return F.broadcast_mul(x, g.reshape((-1, 1)))"),
                shapes=[[(4, 3)], [(1, 2)]]),
        # without its end point the step is another
        Example(_module("g = F.linspace(0, 1, x.shape[1], endpoint=False)\nreturn F.broadcast_add(x, g)"),
                None, reason="only a float32 linspace with its end point", shapes=[[(2, 3)]]),
        # a tensor compared with a size (HRNet's border test of argmax coordinates, `px < w - 1`):
        # the broadcast comparison with the size as a (1,)-tensor, either side; a chained
        # comparison is refused
        Example(_module("n = x.shape[1]\nidx = F.argmax(x, axis=1)\nreturn idx < n - 1"),
                _module("idx = F.argmax(x, axis=1)\nreturn F.broadcast_lesser(idx, (F.slice_axis(F.contrib.arange_like(x, start=1, axis=1), "
                        "axis=0, begin=-1, end=None) - 1))"),
                shapes=[[(2, 5)], [(3, 1)], [(4, 2)]]),
        Example(_module("w = x.shape[0]\nreturn w > x * 4"),
                _module("return F.broadcast_greater(F.slice_axis(F.contrib.arange_like(x, start=1, axis=0), axis=0, begin=-1, end=None), x * 4)"),
                shapes=[[(3, 2)], [(1, 1)]]),
        Example(_module("y = F.relu(x)\nreturn (y * 3 <= y.shape[-1]) * y"),
                _module("y = F.relu(x)\nreturn (F.broadcast_lesser_equal(y * 3, F.slice_axis(F.contrib.arange_like(y, start=1, axis=-1), "
                        "axis=0, begin=-1, end=None))) * y"),
                shapes=[[(3, 2)], [(2, 4, 3)]]),
        Example(_module("return 0 < x < x.shape[1]"), None, reason=NO_USE_REWRITE, shapes=[[(2, 3)]]),
        Example(_module("w = x.shape[-1]\ncentres = (F.arange(w) + 0.5) / w\nreturn F.broadcast_sub(x, centres)"),
                _module("centres = F.broadcast_div(F.contrib.arange_like(x, axis=-1) + 0.5, F.slice_axis(F.contrib.arange_like(x, start=1, axis=-1), axis=0, begin=-1, end=None))\n"
                        "return F.broadcast_sub(x, centres)"),
                shapes=[[(2, 3)], [(2, 3, 5)], [(4, 1)]]),
        Example(_module("y = F.relu(x)\nn = y.shape[0]\nw = n / (F.arange(n) + 1)\nreturn F.broadcast_mul(y, w.reshape((-1, 1)))"),
                _module("y = F.relu(x)\nw = F.broadcast_div(F.slice_axis(F.contrib.arange_like(y, start=1, axis=0), axis=0, begin=-1, end=None), F.contrib.arange_like(y, axis=0) + 1)\n"
                        "return F.broadcast_mul(y, w.reshape((-1, 1)))"),
                shapes=[[(3, 2)], [(1, 4)], [(5, 3)]]),
        # an arange times a python number unpacked from a configured display of numbers (LSS's
        # frustum `xs = F.arange(fW) * (ogfW - 1) / (fW - 1)`, `ogfH, ogfW = self.final_dim`): the
        # number keeps the tensor's dtype; an attribute not proven to hold numbers is refused
        Example(_module("ogfH, ogfW = self.final_dim\nw = x.shape[-1]\nxs = F.arange(w) * (ogfW - 1) / (w - 1)\n"
                        "return F.broadcast_add(x, xs)", init="self.final_dim = (12, 20)"),
                _module("ogfH, ogfW = self.final_dim\nxs = F.broadcast_div(F.contrib.arange_like(x, axis=-1) * (ogfW - 1), "
                        "(F.slice_axis(F.contrib.arange_like(x, start=1, axis=-1), axis=0, begin=-1, end=None) - 1))\n"
                        "return F.broadcast_add(x, xs)", init="self.final_dim = (12, 20)"),
                shapes=[[(2, 5)], [(3, 2)]]),
        Example(_module("ogfH, ogfW = self.final_dim\nw = x.shape[-1]\nxs = F.arange(w) * (ogfW - 1) / (w - 1)\n"
                        "return F.broadcast_add(x, xs)", init="self.final_dim = kwargs.pop('final_dim', (12, 20))"),
                None, reason="nothing proves that", shapes=[[(2, 5)]]),
        # a configured size over a tensor's (scaling keypoints back to the image,
        # `self.image_size[0] / x.shape[3]`): the entry of a display of numbers stays a python number
        Example(_module("s = F.array([self.image_size[0] / x.shape[3], self.image_size[1] / x.shape[2]])\n"
                        "return F.broadcast_mul(x, s.reshape((1, 2, 1, 1)))", init="self.image_size = (8, 6)"),
                _module("s = F.concat((self.image_size[0] / F.slice_axis(F.shape_array(x), axis=0, begin=3, end=4).astype('float32')), "
                        "(self.image_size[1] / F.slice_axis(F.shape_array(x), axis=0, begin=2, end=3).astype('float32')), dim=0)\n"
                        "return F.broadcast_mul(x, s.reshape((1, 2, 1, 1)))", init="self.image_size = (8, 6)"),
                shapes=[[(1, 2, 4, 3)], [(2, 2, 5, 7)]]),
        Example(_module("s = F.array([self.image_size[0] / x.shape[3], self.image_size[1] / x.shape[2]])\n"
                        "return F.broadcast_mul(x, s.reshape((1, 2, 1, 1)))", init="self.image_size = kwargs.pop('image_size', (8, 6))"),
                None, reason=NO_USE_REWRITE, shapes=[[(1, 2, 4, 3)]]),
        # ... bound to locals first (HRNet's `scale_x = self.image_size[0] / heatmap_width`): the
        # entry is a python size in the dim algebra, so each local is read as the size it holds
        Example(_module("h = x.shape[2]\nw = x.shape[3]\nsx = self.image_size[0] / w\nsy = self.image_size[1] / h\n"
                        "return F.broadcast_mul(x, F.array([sx, sy]).reshape((1, 1, 1, 2)))", init="self.image_size = (24, 32)"),
                _module("return F.broadcast_mul(x, F.concat((self.image_size[0] / F.slice_axis(F.shape_array(x), axis=0, begin=3, "
                        "end=4).astype('float32')), (self.image_size[1] / F.slice_axis(F.shape_array(x), axis=0, begin=2, "
                        "end=3).astype('float32')), dim=0).reshape((1, 1, 1, 2)))", init="self.image_size = (24, 32)"),
                shapes=[[(2, 3, 4, 2)], [(1, 1, 5, 2)]]),
        Example(_module("h = x.shape[2]\nw = x.shape[3]\nsx = self.image_size[0] / w\nsy = self.image_size[1] / h\n"
                        "return F.broadcast_mul(x, F.array([sx, sy]).reshape((1, 1, 1, 2)))",
                        init="self.image_size = kwargs.pop('image_size', (24, 32))"),
                None, reason="which has no known shape-free rewrite", shapes=[[(2, 3, 4, 2)]]),
        # farthest point sampling: `F.arange(B) * N` takes arange_like of `farthest` (B,), the
        # latest bound holder of B, and N, which only `distance` (B, N) holds, counted in
        # farthest's dtype by its ones spread along distance's axis 1 (session 68, H482)
        Example(_module("B, N, C = x.shape\ndistance = F.ones((B, N)) * 1e10\nfarthest = F.zeros((B,))\n"
                        "for _ in range(2):\n"
                        "    centroid = F.take(x.reshape((B * N, C)), farthest + F.arange(B) * N)\n"
                        "    distance = F.minimum(distance, F.sum(F.broadcast_sub(x, centroid.expand_dims(1)) ** 2, axis=-1))\n"
                        "    farthest = F.argmax(distance, axis=-1)\nreturn farthest"),
                _module("distance = F.broadcast_like(F.ones((1, 1)), x, lhs_axes=(0, 1), rhs_axes=(0, 1)) * 1e10\n"
                        "farthest = F.broadcast_like(F.zeros((1,)), distance, lhs_axes=(0,), rhs_axes=(0,))\n"
                        "for _ in range(2):\n"
                        "    centroid = F.take(x.reshape((-3, 0)), farthest + F.broadcast_mul("
                        "F.contrib.arange_like(farthest, axis=0), F.slice_axis(F.contrib.arange_like(F.broadcast_like("
                        "F.ones_like(F.sum(farthest)), distance, lhs_axes=(0,), rhs_axes=(1,)), start=1, axis=0), "
                        "axis=0, begin=-1, end=None)))\n"
                        "    distance = F.minimum(distance, F.sum(F.broadcast_sub(x, centroid.expand_dims(1)) ** 2, axis=-1))\n"
                        "    farthest = F.argmax(distance, axis=-1)\nreturn farthest"),
                shapes=[[(2, 5, 3)], [(3, 4, 2)]]),
        # an arange beside another tensor, or cast to a dtype other than float32: nothing gives
        # the size its dtype, and the whole binding is refused
        Example(example_module("n = x.shape[1]\nt = (F.arange(n) + y) / n\nreturn t, x",
                               signature="self, F, x, y"),
                None, reason="nothing proves that `(F.arange(n) + y)` has the dtype of `x`", shapes=[[(2, 3), (3,)]]),
        Example(_module("n = x.shape[1]\nt = F.arange(n, dtype='float16') / n\nreturn F.broadcast_mul(x, t.astype('float32'))"),
                None, reason="nothing proves that `F.arange(n, dtype='float16')` has the dtype of `x`", shapes=[[(2, 3)]]),
        # a size handed to a helper of this file that uses it only as `F.arange(n)` (a length
        # mask): the helper takes the tensor and builds the positions with arange_like there
        Example(_helper_module("mask = self.sequence_mask(F, F.sum(x, axis=1), x.shape[1])\nreturn F.broadcast_mul(x, mask)",
                               "def sequence_mask(self, F, lengths, max_len):\n    steps = F.arange(max_len).reshape((1, -1))\n"
                               "    return F.broadcast_lesser(steps, lengths.reshape((-1, 1)))"),
                _helper_module("mask = self.sequence_mask(F, F.sum(x, axis=1), x)\nreturn F.broadcast_mul(x, mask)",
                               "def sequence_mask(self, F, lengths, like):\n    steps = F.contrib.arange_like(like, axis=1).reshape((1, -1))\n"
                               "    return F.broadcast_lesser(steps, lengths.reshape((-1, 1)))"),
                shapes=[[(2, 3)], [(4, 1)], [(3, 5)]]),
        Example(_helper_module("return F.broadcast_add(x, positions(F, x.shape[-1]) * 2)",
                               "def positions(F, n):\n    return F.arange(n) / 4", method=False),
                _helper_module("return F.broadcast_add(x, positions(F, x) * 2)",
                               "def positions(F, like):\n    return F.contrib.arange_like(like, axis=-1) / 4", method=False),
                shapes=[[(2, 3)], [(2, 2, 5)], [(1,)]]),
        Example(_helper_module("y = F.relu(x)\nreturn F.broadcast_sub(y, self.ramp(F, n=y.shape[0]).reshape((-1, 1)))",
                               "def ramp(self, F, n):\n    return F.arange(n) * 0.5"),
                _helper_module("y = F.relu(x)\nreturn F.broadcast_sub(y, self.ramp(F, like=y).reshape((-1, 1)))",
                               "def ramp(self, F, like):\n    return F.contrib.arange_like(like, axis=0) * 0.5"),
                shapes=[[(3, 2)], [(1, 4)], [(5, 1)]]),
        # the helper also reads the length as a number; another method calls it too
        Example(_helper_module("return F.broadcast_add(x, self.ramp(F, x.shape[1]))",
                               "def ramp(self, F, n):\n    return F.arange(n) / n"), None,
                reason="uses `n` (line 6) other than as the length of `F.arange`", shapes=[[(2, 3)]]),
        Example(_helper_module("return F.broadcast_add(x, self.ramp(F, x.shape[1]))",
                               "def ramp(self, F, n):\n    return F.arange(n) * 2\n\n"
                               "def twice(self, F, x):\n    return self.ramp(F, 4)"), None,
                reason="other than by a call in this function", shapes=[[(2, 3)]]),
        # a size handed to a helper that uses it otherwise (swin's roll as two slices, a head split by
        # the caller's sizes, RAFT's coordinate grid of python sizes): the refusal names the helper,
        # and for a public one who else may call it
        Example(_helper_module("y = self.roll(F, x, 1, 1, x.shape[1])\nreturn F.broadcast_add(x, y)",
                               "def roll(self, F, x, s, axis, size):\n"
                               "    return F.concat(F.slice_axis(x, axis=axis, begin=s, end=size),\n"
                               "                    F.slice_axis(x, axis=axis, begin=0, end=s), dim=axis)"), None,
                reason="is handed to `roll` (line 10), a function of this file that uses it as a python number "
                       "(`roll` is public: a subclass in another module may override it)", shapes=[[(2, 4, 3)]]),
        Example(_helper_module("b, n, d = x.shape\nreturn self._heads(x, b, n)",
                               "def _heads(self, t, b, n):\n    return t.reshape((b, n, 2, -1)).transpose((0, 2, 1, 3))"),
                None, reason="is handed to `_heads` (line 10), a function of this file that uses it as a python "
                             "number: the fixer rewrites a helper only where", shapes=[[(2, 3, 4)]]),
        Example(_helper_module("b, c, h, w = x.shape\nreturn F.broadcast_add(x, grid(b, h, w))",
                               "def grid(b, h, w):\n    ys = nd.arange(h).reshape((1, 1, h, 1))\n"
                               "    return ys.broadcast_to((b, 1, h, w))", method=False),
                None, reason="(`grid` is public: other modules may call it with other sizes)",
                shapes=[[(2, 3, 4, 5)]]),
        # a private helper dividing a sum by the size of the summed axis (ESIM's mean pooling):
        # the mean, the size dropped from the helper and its calls
        Example(_helper_module("y = F.relu(x)\nreturn F.concat(self._pool(F, y, x.shape[1]), self._pool(F, x, y.shape[1]), dim=1)",
                               "def _pool(self, F, m, length):\n    return F.concat(m.max(axis=1), m.sum(axis=1) / length, dim=1)"),
                _helper_module("y = F.relu(x)\nreturn F.concat(self._pool(F, y), self._pool(F, x), dim=1)",
                               "def _pool(self, F, m):\n    return F.concat(m.max(axis=1), m.mean(axis=1), dim=1)"),
                shapes=[[(2, 5, 3)], [(1, 1, 4)]]),
        Example(_helper_module("return self._avg(F, n=x.shape[1] * x.shape[2], v=x)",
                               "def _avg(self, F, v, n):\n    return F.sum(v, axis=(1, 2)) / n + 1"),
                _helper_module("return self._avg(F, v=x)",
                               "def _avg(self, F, v):\n    return F.mean(v, axis=(1, 2)) + 1"),
                shapes=[[(2, 5, 3)], [(3, 1, 2)]]),
        # refusals: the divisor is another axis's size at a call; the helper is public; it is
        # also called from code that is not hybrid (another method)
        Example(_helper_module("return self._pool(F, x, x.shape[0])",
                               "def _pool(self, F, m, length):\n    return m.sum(axis=1) / length"),
                None, reason="where the divisor is not proven to be the size `m` is summed over",
                shapes=[[(2, 3)]]),
        Example(_helper_module("return self.pool(F, x, x.shape[1])",
                               "def pool(self, F, m, length):\n    return m.sum(axis=1) / length"),
                None, reason="(`pool` is public: a subclass in another module may override it)",
                shapes=[[(2, 3)]]),
        Example(_helper_module("return self._pool(F, x, x.shape[1])",
                               "def _pool(self, F, m, length):\n    return m.sum(axis=1) / length\n\n"
                               "def scores(self, m):\n    return self._pool(nd, m, 4)"),
                None, reason="`_pool` is mentioned 1 more time(s) in this file than its calls here", shapes=[[(2, 3)]]),
        # a size beside another input: a tie the statements run on every call make after it
        # (an operator between two tensors, a comparison too, ran with one dtype)
        Example(example_module("y = F.relu(v) * x.shape[1]\nreturn F.broadcast_add(x, y)", signature="self, F, x, v"),
                example_module("y = F.broadcast_mul(F.relu(v), F.slice_axis(F.contrib.arange_like(x, start=1, axis=1), axis=0, begin=-1, end=None))\n"
                               "return F.broadcast_add(x, y)", signature="self, F, x, v"),
                shapes=[[(2, 3), (2, 1)], [(4, 5), (1, 5)]], dtype="float64"),
        Example(example_module("lengths = F.floor(F.abs(lengths) * x.shape[1]) + 1\nreturn F.sum(x, axis=1) / lengths",
                               signature="self, F, x, lengths"),
                example_module("lengths = F.floor(F.broadcast_mul(F.abs(lengths), F.slice_axis(F.contrib.arange_like(x, start=1, axis=1), axis=0, begin=-1, end=None))) + 1\n"
                               "return F.sum(x, axis=1) / lengths", signature="self, F, x, lengths"),
                shapes=[[(3, 4), (3,)], [(2, 1), (2,)]], dtype="float16"),
        Example(example_module("t = F.sigmoid(v) * x.shape[0]\nkeep = F.broadcast_greater(x, t)\nreturn keep * x",
                               signature="self, F, x, v"),
                example_module("t = F.broadcast_mul(F.sigmoid(v), F.slice_axis(F.contrib.arange_like(x, start=1, axis=0), axis=0, begin=-1, end=None))\n"
                               "keep = F.broadcast_greater(x, t)\nreturn keep * x", signature="self, F, x, v"),
                shapes=[[(3, 2), (1, 2)], [(5, 1), (1,)]], dtype="float64"),
        # a strided layer's output length as data (CTC lengths), the count of ordered pairs as a
        # divisor (a pairwise ranking loss): sizes the reader keeps no dim of
        Example(example_module("t_out = (x.shape[1] - 1) // 2 + 1\nreturn F.sum(x, axis=1) * t_out"),
                example_module("t_out = (F.floor((F.slice_axis(F.contrib.arange_like(x, start=1, axis=1), axis=0, begin=-1, end=None) - 1) / 2) + 1)\n"
                               "return F.broadcast_mul(F.sum(x, axis=1), t_out)"),
                shapes=[[(2, 5, 3)], [(1, 4)], [(3, 8, 2)]]),
        Example(example_module("n = x.shape[1]\nreturn F.sum(x, axis=1) / (n * (n - 1))"),
                example_module("return F.broadcast_div(F.sum(x, axis=1), F.broadcast_mul(F.slice_axis(F.contrib.arange_like(x, start=1, axis=1), axis=0, begin=-1, end=None), "
                               "(F.slice_axis(F.contrib.arange_like(x, start=1, axis=1), axis=0, begin=-1, end=None) - 1)))"),
                shapes=[[(2, 3)], [(1, 5, 2)]]),
        # a rate of spikes: a comparison with a number is 0/1 in its tensor's dtype, of its shape
        # (so the count is the comparison's own axis: a mean)
        Example(example_module("spikes = x > 0.5\nreturn spikes.sum(axis=1) / x.shape[1]"),
                example_module("spikes = x > 0.5\nreturn F.mean(spikes, axis=1)"),
                shapes=[[(2, 6, 3)], [(1, 3)]], dtype="float64"),
        # (the size read from the float16 comparison itself, whose shape is x's)
        Example(example_module("spikes = F.cast(x > 0.5, dtype='float16')\nreturn spikes.sum(axis=1) / x.shape[2]"),
                example_module("spikes = F.cast(x > 0.5, dtype='float16')\nreturn F.broadcast_div(spikes.sum(axis=1), F.slice_axis(F.contrib.arange_like(spikes, start=1, axis=2), axis=0, begin=-1, end=None))"),
                shapes=[[(2, 6, 3)]]),
        # (another input's size: counted in the dtype of the float16 sum it meets)
        Example(example_module("spikes = F.cast(y > 0.5, dtype='float16')\nreturn spikes.sum(axis=1) / x.shape[2]",
                               signature="self, F, x, y"),
                example_module("spikes = F.cast(y > 0.5, dtype='float16')\nreturn F.broadcast_div(spikes.sum(axis=1), "
                               "F.slice_axis(F.contrib.arange_like(F.broadcast_like(F.ones_like(F.sum(spikes)), x, "
                               "lhs_axes=(0,), rhs_axes=(2,)), start=1, axis=0), axis=0, begin=-1, end=None))",
                               signature="self, F, x, y"),
                shapes=[[(2, 6, 3), (2, 6, 3)]]),
        # the other one-input math keeps the dtype too (a geodesic angle's arccos)
        Example(example_module("d = F.clip(F.abs(x.sum(axis=1)), 0, 1)\nreturn F.arccos(d).sum() / x.shape[0]"),
                example_module("d = F.clip(F.abs(x.sum(axis=1)), 0, 1)\nreturn F.broadcast_div(F.arccos(d).sum(), F.slice_axis(F.contrib.arange_like(d, start=1, axis=0), axis=0, begin=-1, end=None))"),
                shapes=[[(3, 2)], [(1, 4, 2)]], dtype="float64"),
        # a sum the loop before the read keeps adding to (each pass `s = s + step`: the dtype s had)
        Example(example_module("s = x.sum(axis=1)\nfor k in range(3):\n    s = F.broadcast_add(s, (x > k).sum(axis=1))\nreturn s / x.shape[1]"),
                example_module("s = x.sum(axis=1)\nfor k in range(3):\n    s = F.broadcast_add(s, (x > k).sum(axis=1))\n"
                               "return F.broadcast_div(s, F.slice_axis(F.contrib.arange_like(x, start=1, axis=1), axis=0, begin=-1, end=None))"),
                shapes=[[(2, 5)], [(3, 1, 2)]], dtype="float64"),
        # one that binds the name to another value in the loop proves nothing of x's dtype: the
        # size is counted in the dtype of `s` itself
        Example(example_module("s = x.sum(axis=1)\nfor k in range(2):\n    s = F.cast(s, dtype='float16')\nreturn F.cast(s / x.shape[1], dtype='float32')"),
                example_module("s = x.sum(axis=1)\nfor k in range(2):\n    s = F.cast(s, dtype='float16')\n"
                               "return F.cast(F.broadcast_div(s, F.slice_axis(F.contrib.arange_like(F.broadcast_like("
                               "F.ones_like(F.sum(s)), x, lhs_axes=(0,), rhs_axes=(1,)), start=1, axis=0), axis=0, "
                               "begin=-1, end=None)), dtype='float32')"),
                shapes=[[(2, 5)], [(3, 4, 2)]]),
        # floor division by a float: python's quotient is a float there, not this route's
        Example(example_module("t_out = (x.shape[1] - 1) // 2.5\nreturn F.sum(x, axis=1) * t_out"), None,
                reason="no known shape-free rewrite", shapes=[[(2, 5, 3)]]),
        # the tie to x only where a branch returns, or through a python number: the size is
        # counted in the dtype of v, which relu keeps
        Example(example_module("y = F.relu(v) * x.shape[1]\nif self.add:\n    return F.broadcast_add(x, y)\nreturn y",
                               signature="self, F, x, v", init="self.add = True"),
                example_module("y = F.broadcast_mul(F.relu(v), F.slice_axis(F.contrib.arange_like(F.broadcast_like(F.ones_like(F.sum(v)), x, lhs_axes=(0,), rhs_axes=(1,)), start=1, axis=0), axis=0, begin=-1, end=None))\nif self.add:\n    return F.broadcast_add(x, y)\nreturn y",
                               signature="self, F, x, v", init="self.add = True"), shapes=[[(2, 3), (2, 1)], [(1, 4), (1, 4)]]),
        Example(example_module("s = 2.0\ny = F.relu(v) * x.shape[1]\nreturn y * s, x * s", signature="self, F, x, v"),
                example_module("s = 2.0\ny = F.broadcast_mul(F.relu(v), F.slice_axis(F.contrib.arange_like(F.broadcast_like(F.ones_like(F.sum(v)), x, lhs_axes=(0,), rhs_axes=(1,)), start=1, axis=0), axis=0, begin=-1, end=None))\nreturn y * s, x * s", signature="self, F, x, v"),
                shapes=[[(2, 3), (2, 1)], [(1, 5), (3,)]]),
        # axis 0 through a broadcast against a tensor of fewer axes (a rank-1 held constant or
        # Parameter: shapes align from the end) and a concat along the last axis, the input's
        # rank only bounded from below (expand_dims(-1) adds one axis): positional encodings
        Example(example_module("scaled = F.broadcast_mul(x.expand_dims(-1), freqs)\n"
                               "enc = F.concat(F.sin(scaled), F.cos(scaled), dim=-1)\nreturn enc.reshape((x.shape[0], -1))",
                               init="self._freqs = [2.0 ** i for i in range(3)]\n"
                                    "self.freqs = self.params.get_constant('freqs', self._freqs)",
                               signature="self, F, x, freqs", gluon="HybridBlock, nn"),
                example_module("scaled = F.broadcast_mul(x.expand_dims(-1), freqs)\n"
                               "enc = F.concat(F.sin(scaled), F.cos(scaled), dim=-1)\nreturn enc.reshape((0, -1))",
                               init="self._freqs = [2.0 ** i for i in range(3)]\n"
                                    "self.freqs = self.params.get_constant('freqs', self._freqs)",
                               signature="self, F, x, freqs", gluon="HybridBlock, nn"),
                shapes=[[(2, 3)], [(4, 2, 5)], [(1, 1)]]),
        Example(example_module("y = F.broadcast_add(x.expand_dims(-1), scale)\nreturn F.relu(y).reshape((x.shape[0], -1))",
                               init="self.scale = self.params.get('scale', shape=(4,))",
                               signature="self, F, x, scale", gluon="HybridBlock, nn"),
                example_module("y = F.broadcast_add(x.expand_dims(-1), scale)\nreturn F.relu(y).reshape((0, -1))",
                               init="self.scale = self.params.get('scale', shape=(4,))",
                               signature="self, F, x, scale", gluon="HybridBlock, nn"),
                shapes=[[(2, 3)], [(3, 2, 2)], [(1,)]]),
        Example(_module("y = F.concat(x.expand_dims(-1), F.relu(x).expand_dims(-1), dim=-1)\nreturn y.reshape((x.shape[0], -1))"),
                _module("y = F.concat(x.expand_dims(-1), F.relu(x).expand_dims(-1), dim=-1)\nreturn y.reshape((0, -1))"),
                shapes=[[(2, 3)], [(3,)], [(2, 2, 3)]]),
        # a rank-2 Parameter may meet a 2-d input, whose axis 0 is then the Parameter's; a concat
        # along the axis before the last may join axis 0 of a 1-d input; a constant of lists
        # states no rank here
        Example(example_module("y = F.broadcast_mul(x.expand_dims(-1), w)\nreturn y.reshape((x.shape[0], -1))",
                               init="self.w = self.params.get('w', shape=(3, 4))",
                               signature="self, F, x, w", gluon="HybridBlock, nn"),
                None, reason="is not known in full here", shapes=[[(2, 3)]]),
        Example(_module("y = F.concat(x.expand_dims(-1), x.expand_dims(-1), dim=-2)\nreturn y.reshape((x.shape[0], -1))"),
                None, reason="is not known in full here", shapes=[[(2, 3)]]),
        Example(example_module("y = F.broadcast_mul(x.expand_dims(-1), pairs)\nreturn y.reshape((x.shape[0], -1))",
                               init="self._pairs = [[1.0, float(i)] for i in range(3)]\n"
                                    "self.pairs = self.params.get_constant('pairs', self._pairs)",
                               signature="self, F, x, pairs", gluon="HybridBlock, nn"),
                None, reason="is not known in full here", shapes=[[(2, 1)]]),
        # broadcast_axes to a tensor's size: broadcast_like (both raise on an axis not of size 1)
        Example(_module("m = F.mean(x, axis=0, keepdims=True)\n"
                        "return F.broadcast_axes(m, axis=0, size=x.shape[0]) - x"),
                _module("m = F.mean(x, axis=0, keepdims=True)\n"
                        "return F.broadcast_like(m, x, lhs_axes=(0,), rhs_axes=(0,)) - x"),
                shapes=[[(2, 3)], [(4, 2, 2)]]),
        Example(_module("b, t, c = x.shape\nmask = F.ones((1, 1, 1))\n"
                        "mask = F.broadcast_axes(mask, axis=(0, 1), size=(b, t))\nreturn F.broadcast_mul(x, mask)"),
                _module("mask = F.ones((1, 1, 1))\n"
                        "mask = F.broadcast_like(mask, x, lhs_axes=(0, 1), rhs_axes=(0, 1))\nreturn F.broadcast_mul(x, mask)"),
                shapes=[[(2, 3, 4)], [(1, 2, 5)]]),
        Example(_module("s = F.sum(x, axis=-1, keepdims=True)\nbatch = x.shape[0]\n"
                        "return s.expand_dims(axis=0).broadcast_axes(axis=0, size=batch)"),
                _module("s = F.sum(x, axis=-1, keepdims=True)\n"
                        "return F.broadcast_like(s.expand_dims(axis=0), x, lhs_axes=(0,), rhs_axes=(0,))"),
                shapes=[[(2, 3)], [(3, 2, 4)]]),
        Example(_module("m = F.mean(x, axis=0, keepdims=True)\n"
                        "return F.broadcast_axes(m, axis=0, size=x.shape[0] * 2)"),
                None, reason="no automatic fix", shapes=[[(2, 3)]]),
        Example(_module("b, c = x.shape\nassert c > 0\nreturn x.reshape((b, c, 1))"),
                _module("return x.reshape((0, 0, 1))"), shapes=[[(2, 3)], [(4, 1)]]),
        # a batch_dot of another input against the flattened pixels, back to (b, -1, h, w): its batch
        # axis is the other input's, which batch_dot proves equal to b (MXNet 1.9.1 checks it); the
        # segment form reads the proven sizes too, so m's last axis to the end (lhs_end=None) is x's h, w
        Example(example_module("b, c, h, w = x.shape\nm = F.batch_dot(q, x.reshape((b, c, h * w)))\n"
                               "return m.reshape((b, -1, h, w))", signature="self, F, q, x", gluon="HybridBlock, nn"),
                example_module("m = F.batch_dot(q, x.reshape((0, 0, -3)))\n"
                               "return F.reshape_like(m, x, lhs_begin=2, lhs_end=None, rhs_begin=2, rhs_end=4)",
                               signature="self, F, q, x", gluon="HybridBlock, nn"),
                shapes=[[(2, 3, 4), (2, 4, 2, 3)], [(1, 2, 3), (1, 3, 1, 2)]]),
        # without the contraction nothing proves the other input's first axis b
        Example(example_module("b, c, h, w = x.shape\nm = F.relu(q)\nreturn m.reshape((b, -1, h, w)) + F.sum(x)",
                               signature="self, F, q, x", gluon="HybridBlock, nn"),
                None, reason="no automatic fix", shapes=[[(2, 12), (2, 4, 2, 3)]]),
        # the result of a batch_dot back to the input's shape: reshape_like the input
        Example(_module("b, c, h, w = x.shape\nx2 = x.reshape((b, c, -1))\n"
                        "att = F.softmax(F.batch_dot(x2, x2, transpose_b=True), axis=-1)\n"
                        "return F.batch_dot(att, x2).reshape((b, c, h, w))"),
                _module("x2 = x.reshape((0, 0, -3))\natt = F.softmax(F.batch_dot(x2, x2, transpose_b=True), axis=-1)\n"
                        "return F.reshape_like(F.batch_dot(att, x2), x, lhs_begin=2, lhs_end=None, rhs_begin=2, "
                        "rhs_end=4)"),
                shapes=[[(2, 3, 4, 5)], [(1, 2, 2, 2)]]),
        # a per-sample kernel taken from a held bank (F.take: the indices' axes, then the bank's
        # others) applied by batch_dot and folded back: the flattened pixels restored like the
        # input's, the kernel's rows placed by a code (Reshape checks the count as the original)
        Example(example_class("def __init__(self, cout=2, **kwargs):\n    super().__init__(**kwargs)\n"
                              "    self.cout = cout\n"
                              "    self.weight = self.params.get('weight', shape=(3, cout, 3))\n"
                              "    self.gate = nn.Dense(3, in_units=3)\n\n"
                              "def hybrid_forward(self, F, x, weight):\n    n, c, h, w = x.shape\n"
                              "    idx = F.argmax(self.gate(F.mean(x, axis=(2, 3))), axis=1)\n"
                              "    out = F.batch_dot(F.take(weight, idx), x.reshape((n, c, h * w)))\n"
                              "    return out.reshape((n, self.cout, h, w))", imports="from mxnet.gluon import nn\n"),
                example_class("def __init__(self, cout=2, **kwargs):\n    super().__init__(**kwargs)\n"
                              "    self.cout = cout\n"
                              "    self.weight = self.params.get('weight', shape=(3, cout, 3))\n"
                              "    self.gate = nn.Dense(3, in_units=3)\n\n"
                              "def hybrid_forward(self, F, x, weight):\n"
                              "    idx = F.argmax(self.gate(F.mean(x, axis=(2, 3))), axis=1)\n"
                              "    out = F.batch_dot(F.take(weight, idx), x.reshape((0, 0, -3)))\n"
                              "    return F.reshape_like(out, x, lhs_begin=2, lhs_end=3, rhs_begin=2, rhs_end=4)"
                              ".reshape((0, self.cout, 0, 0))", imports="from mxnet.gluon import nn\n"),
                shapes=[[(2, 3, 4, 5)], [(1, 3, 2, 2)]]),
        # unfolded columns (b, 2c, h*w) split into (b, 2, c, h, w): the pixels like the input's,
        # then codes splitting the channels
        Example(_module("b, c, h, w = x.shape\ny = F.concat(x, F.relu(x), dim=1).reshape((b, 2 * c, h * w))\n"
                        "return y.reshape((b, 2, c, h, w)).sum(axis=1)"),
                _module("y = F.concat(x, F.relu(x), dim=1).reshape((0, 0, -3))\n"
                        "return F.reshape_like(y, x, lhs_begin=2, lhs_end=3, rhs_begin=2, rhs_end=4)"
                        ".reshape((0, -4, 2, -1, 0, 0)).sum(axis=1)"),
                shapes=[[(2, 3, 4, 5)], [(1, 2, 1, 3)]]),
        # the pixels of one pooling restored by another's sizes: the walk cannot size either, and
        # NDArray.reshape's count check makes them one wherever the original ran (reshape_like
        # checks the same); codes split the channels after
        Example(_module("n, c = x.shape[0], x.shape[1]\na = self.avg(x).reshape((0, 0, -1))\nb = self.max(x)\n"
                        "kh, kw = b.shape[2], b.shape[3]\n"
                        "return a.reshape((n, 2, c // 2, kh, kw)).sum(axis=1)",
                        init="self.avg = nn.AvgPool2D(2, 2)\nself.max = nn.MaxPool2D(2, 2)"),
                _module("a = self.avg(x).reshape((0, 0, -1))\nb = self.max(x)\n"
                        "return F.reshape_like(a, b, lhs_begin=2, lhs_end=3, rhs_begin=2, rhs_end=4)"
                        ".reshape((0, -4, 2, -1, 0, 0)).sum(axis=1)",
                        init="self.avg = nn.AvgPool2D(2, 2)\nself.max = nn.MaxPool2D(2, 2)"),
                shapes=[[(2, 4, 4, 6)], [(1, 2, 2, 2)]]),
        # the input is rebound after its sizes are read; the conv's declared channels place them
        Example(_module("B, C, H, W = x.shape\nx = self.proj(x)\nreturn x.reshape((B, 6, -1)).transpose((0, 2, 1))",
                        init="self.proj = nn.Conv2D(6, kernel_size=2, strides=2)"),
                _module("x = self.proj(x)\nreturn x.reshape((0, 0, -3)).transpose((0, 2, 1))",
                        init="self.proj = nn.Conv2D(6, kernel_size=2, strides=2)"),
                shapes=[[(2, 3, 4, 4)], [(1, 2, 6, 2)]]),
        # space-to-depth: two splits, then three dims merged by two chained reshapes
        Example(_module("n, c, h, w = x.shape\ny = x.reshape((n, c, h // 2, 2, w // 2, 2)).transpose((0, 1, 3, 5, 2, 4))\n"
                        "return y.reshape((n, c * 4, h // 2, w // 2))"),
                _module("y = x.reshape((0, 0, -4, -1, 2, -4, -1, 2)).transpose((0, 1, 3, 5, 2, 4))\n"
                        "return y.reshape((0, -3, 0, 0, 0)).reshape((0, -3, 0, 0))"),
                shapes=[[(2, 3, 4, 6)], [(1, 1, 2, 2)]]),
        # a per-sample gate back to (B, C, 1, 1): the dense output's width is inferred
        Example(_module("B, C, H, W = x.shape\ngate = F.sigmoid(self.fc(x.mean(axis=(2, 3))))\n"
                        "return F.broadcast_mul(x, gate.reshape((B, C, 1, 1)))", init="self.fc = nn.Dense(3)"),
                _module("gate = F.sigmoid(self.fc(x.mean(axis=(2, 3))))\n"
                        "return F.broadcast_mul(x, gate.reshape((0, -1, 1, 1)))", init="self.fc = nn.Dense(3)"),
                shapes=[[(2, 3, 4, 4)], [(1, 3, 2, 5)]]),
        Example(_module("m = F.max(x, axis=1, keepdims=True)\nreturn F.broadcast_to(m, shape=x.shape) - x"),
                _module("m = F.max(x, axis=1, keepdims=True)\nreturn F.broadcast_like(m, x) - x"),
                shapes=[[(2, 3)], [(4, 2, 2)]]),
        Example(_module("m = x.mean(axis=0, keepdims=True)\nreturn x - m.broadcast_to(x.shape)"),
                _module("m = x.mean(axis=0, keepdims=True)\nreturn x - m.broadcast_like(x)"),
                shapes=[[(2, 3)], [(3, 1)]]),
        # NDArray's fluent broadcast_to prepends the axes a lower rank lacks (a categorical value
        # support dot the softmax); broadcast_like needs them written
        Example(_module("p = F.softmax(self.fc(x), axis=1)\nreturn (p * F.arange(3).broadcast_to(p.shape)).sum(axis=1)",
                        init="self.fc = nn.Dense(3)"),
                _module("p = F.softmax(self.fc(x), axis=1)\nreturn (p * F.expand_dims(F.arange(3), axis=0).broadcast_like(p)).sum(axis=1)",
                        init="self.fc = nn.Dense(3)"),
                shapes=[[(2, 4)], [(5, 2, 2)]]),
        Example(example_module("return x - y.broadcast_to(x.shape)", signature="self, F, x, y"), None,
                reason="are not both known", shapes=[[(2, 3), (3,)]]),
        # a reduction over axes 2 and 3 ran on y (it raises for an axis y lacks): y has at least
        # the target's 4 axes, and broadcast_to takes no more
        Example(example_module("b, c, h, w = x.shape\nmean = y.mean(axis=(2, 3), keepdims=True)\n"
                               "return x * y.broadcast_to((b, c, h, w)) - mean", signature="self, F, x, y",
                               gluon="HybridBlock, nn"),
                example_module("mean = y.mean(axis=(2, 3), keepdims=True)\n"
                               "return F.broadcast_sub(x * y.broadcast_like(x), mean)", signature="self, F, x, y",
                               gluon="HybridBlock, nn"),
                shapes=[[(2, 3, 4, 4), (2, 1, 4, 4)], [(1, 2, 3, 5), (1, 2, 1, 1)]]),
        Example(example_module("b, c, h, w = x.shape\nmean = y.mean(axis=2, keepdims=True)\n"
                               "return x * y.broadcast_to((b, c, h, w)) - mean", signature="self, F, x, y",
                               gluon="HybridBlock, nn"), None,
                reason="are not both known", shapes=[[(2, 3, 4, 4), (2, 1, 4, 4)]]),
        # a size in arithmetic with a tensor: read it as a graph value
        Example(_module("n = x.shape[0]\nreturn F.sum(x) / n"),
                _module("return F.broadcast_div(F.sum(x), F.slice_axis(F.contrib.arange_like(x, start=1, axis=0), axis=0, begin=-1, end=None))"), shapes=[[(2, 3)], [(5,)]]),
        Example(_module("b, t, c = x.shape\nreturn x * (t * c)"),
                _module("return F.broadcast_mul(x, F.broadcast_mul(F.slice_axis(F.contrib.arange_like(x, start=1, axis=1), axis=0, begin=-1, end=None), F.slice_axis(F.contrib.arange_like(x, start=1, axis=2), axis=0, begin=-1, end=None)))"), shapes=[[(2, 3, 4)], [(1, 2, 2)]]),
        # a number over (or times) a size: the mean written as a product
        Example(_module("n = x.shape[0]\nreturn F.sum(x) * (1. / n)"),
                _module("return F.broadcast_mul(F.sum(x), (1. / F.slice_axis(F.contrib.arange_like(x, start=1, axis=0), axis=0, begin=-1, end=None)))"), shapes=[[(2, 3)], [(5,)]]),
        Example(_module("b, t = x.shape\nreturn x * (2 * t)"),
                _module("return F.broadcast_mul(x, (2 * F.slice_axis(F.contrib.arange_like(x, start=1, axis=1), axis=0, begin=-1, end=None)))"), shapes=[[(2, 3)], [(4, 1)]]),
        Example(_module("return F.sum(x, axis=1) * (0.5 / float(x.shape[-1]))"),
                _module("return F.broadcast_mul(F.sum(x, axis=1), (0.5 / F.slice_axis(F.contrib.arange_like(x, start=1, axis=-1), axis=0, begin=-1, end=None)))"), shapes=[[(2, 3)], [(3, 4)]]),
        # the size minus a literal inside (an unbiased variance's 1 / (n - 1))
        Example(_module("return x * (1. / (x.shape[0] - 1))"),
                _module("return F.broadcast_mul(x, (1. / (F.slice_axis(F.contrib.arange_like(x, start=1, axis=0), axis=0, begin=-1, end=None) - 1)))"),
                shapes=[[(3, 2)], [(5, 1)]]),
        # the size minus a configured offset (the steps left after the k predicted ahead)
        Example(_module("t = x.shape[1]\nreturn x.sum(axis=1) / (t - self.k - 1)", init="self.k = 1"),
                _module("return F.broadcast_div(x.sum(axis=1), ((F.slice_axis(F.contrib.arange_like(x, start=1, axis=1), axis=0, begin=-1, end=None) - self.k) - 1))", init="self.k = 1"),
                shapes=[[(2, 3)], [(4, 5)]]),
        # a difference of two sizes: each a (1,)-tensor, subtracted (exact below 2**24 in float32)
        Example(_module("return x.sum(axis=1) / (x.shape[1] - x.shape[0])"),
                _module("return F.broadcast_div(x.sum(axis=1), F.broadcast_sub(F.slice_axis(F.contrib.arange_like(x, start=1, "
                        "axis=1), axis=0, begin=-1, end=None), F.slice_axis(F.contrib.arange_like(x, start=1, axis=0), axis=0, "
                        "begin=-1, end=None)))"),
                shapes=[[(2, 3)], [(4, 5)]]),
        Example(_module("return x.sum(axis=1) / (x.shape[1] - abs(self.k))", init="self.k = -1"), None,
                reason="no known shape-free rewrite", shapes=[[(2, 3)]]),
        Example(_module("loss = F.square(x).sum(axis=1)\nreturn loss / x.shape[-1]"),
                _module("loss = F.square(x).sum(axis=1)\nreturn F.broadcast_div(loss, F.slice_axis(F.contrib.arange_like(x, start=1, axis=-1), axis=0, begin=-1, end=None))"), shapes=[[(2, 3)], [(4, 5)]]),
        # the size takes the dtype of the tensor it meets: arange_like keeps its input's (float16
        # and float64 data ran with the python number; shape_array(...).astype('float32') raised)
        Example(_module("return F.sum(x) / x.shape[0]"),
                _module("return F.broadcast_div(F.sum(x), F.slice_axis(F.contrib.arange_like(x, start=1, axis=0), axis=0, begin=-1, end=None))"),
                shapes=[[(2, 3)], [(7, 2)]], dtype="float64"),
        Example(_module("return x / (x.shape[1] * x.shape[2])"),
                _module("return F.broadcast_div(x, F.broadcast_mul(F.slice_axis(F.contrib.arange_like(x, start=1, axis=1), axis=0, begin=-1, end=None), F.slice_axis(F.contrib.arange_like(x, start=1, axis=2), axis=0, begin=-1, end=None)))"),
                shapes=[[(2, 3, 4)], [(1, 5, 7)]], dtype="float16"),
        # another tensor's size: its dtype is the sum's when an operator between them ran
        Example(example_module("z = x * y\nreturn F.sum(z, axis=0) / y.shape[0]", signature="self, F, x, y"),
                example_module("z = x * y\nreturn F.broadcast_div(F.sum(z, axis=0), F.slice_axis(F.contrib.arange_like(y, start=1, axis=0), axis=0, begin=-1, end=None))",
                        signature="self, F, x, y"),
                shapes=[[(2, 3), (2, 3)], [(4, 1), (4, 1)]], dtype="float64"),
        # nothing ties y's dtype to x's, but the cast proves float32: the size is cast to it
        Example(example_module("return F.cast(y, dtype='float32') / x.shape[0]", signature="self, F, x, y"),
                example_module("return F.broadcast_div(F.cast(y, dtype='float32'), F.slice_axis(F.shape_array(x), axis=0, begin=0, end=1).astype('float32'))",
                        signature="self, F, x, y"),
                shapes=[[(2, 3), (4,)], [(5, 1), (1,)]]),
        # an operator naming its output's dtype ends the tie to its input: float32 here
        Example(_module("return F.softmax(x, axis=-1, dtype='float32') / x.shape[-1]"),
                _module("return F.broadcast_div(F.softmax(x, axis=-1, dtype='float32'), F.slice_axis(F.shape_array(x), axis=0, begin=-1, end=None).astype('float32'))"),
                shapes=[[(2, 3)], [(4, 5)]]),
        # the elements of one sample, np.prod of the shape past the batch (an energy per
        # dimension): x's rank and channels are the conv's, the product a run of x's axes
        Example(example_module("e = F.square(self.conv(x)).sum(axis=(1, 2, 3))\nreturn e / np.prod(x.shape[1:])",
                               imports="import numpy as np\n", gluon="HybridBlock, nn",
                               init="self.conv = nn.Conv2D(1, 3, padding=1, in_channels=2)"),
                example_module("e = F.square(self.conv(x)).sum(axis=(1, 2, 3))\nreturn F.broadcast_div(e, F.broadcast_mul("
                               "F.broadcast_mul(F.slice_axis(F.contrib.arange_like(x, start=1, axis=1), axis=0, begin=-1, end=None), "
                               "F.slice_axis(F.contrib.arange_like(x, start=1, axis=2), axis=0, begin=-1, end=None)), "
                               "F.slice_axis(F.contrib.arange_like(x, start=1, axis=3), axis=0, begin=-1, end=None)))",
                               imports="import numpy as np\n", gluon="HybridBlock, nn",
                               init="self.conv = nn.Conv2D(1, 3, padding=1, in_channels=2)"),
                shapes=[[(2, 2, 3, 4)], [(1, 2, 5, 1)]], dtype="float64"),
        # nothing ties the loss's dtype to x's, but the size meets a name: ones in that name's
        # dtype, broadcast along x's axis and counted (a CTC loss over the padded label length)
        Example(example_module("loss = F.sum(y, axis=1)\nreturn loss / x.shape[1]", signature="self, F, x, y"),
                example_module("loss = F.sum(y, axis=1)\nreturn F.broadcast_div(loss, F.slice_axis(F.contrib.arange_like("
                               "F.broadcast_like(F.ones_like(F.sum(loss)), x, lhs_axes=(0,), rhs_axes=(1,)), start=1, axis=0), "
                               "axis=0, begin=-1, end=None))", signature="self, F, x, y"),
                shapes=[[(2, 3), (4, 5)], [(1, 7), (2, 2)]], dtype="float64"),
        # neither: a size of another dtype would raise where the python number ran
        # (a name inside the operand that the proof ties to it gives the dtype: y, which sum keeps)
        Example(example_module("return F.sum(y) / x.shape[0]", signature="self, F, x, y"),
                example_module("return F.broadcast_div(F.sum(y), F.slice_axis(F.contrib.arange_like(F.broadcast_like(F.ones_like(F.sum(y)), x, lhs_axes=(0,), rhs_axes=(0,)), start=1, axis=0), axis=0, begin=-1, end=None))", signature="self, F, x, y"),
                shapes=[[(2, 3), (4,)], [(5, 1), (2, 2)]], dtype="float64"),
        Example(_module("return F.sum(x.astype('float16')) / x.shape[0]"), None,
                reason="nothing proves that `F.sum(x.astype('float16'))` has the dtype of `x`", shapes=[[(2, 3)]]),
        # a cast bound to a name keeps x's shape: the size is read from the cast tensor
        Example(_module("y = x.astype('float16')\nreturn F.sum(y) / x.shape[0]"),
                _module("y = x.astype('float16')\nreturn F.broadcast_div(F.sum(y), F.slice_axis(F.contrib.arange_like(y, start=1, axis=0), axis=0, begin=-1, end=None))"),
                shapes=[[(2, 3)], [(5, 1)]]),
        # a helper every return of which is tied to a tensor argument (F-ops keeping dtype)
        # ties its result to that argument; one that casts proves the cast's dtype only
        Example(_helper_module("y = luminance(x - 1, F)\nreturn F.sum(y) / x.shape[0]",
                               "def luminance(t, F):\n    return F.sum(t * t, axis=1, keepdims=True)", method=False),
                _helper_module("y = luminance(x - 1, F)\nreturn F.broadcast_div(F.sum(y), F.slice_axis(F.contrib.arange_like(x, start=1, axis=0), axis=0, begin=-1, end=None))",
                               "def luminance(t, F):\n    return F.sum(t * t, axis=1, keepdims=True)", method=False),
                shapes=[[(2, 3)], [(5, 1)]], dtype="float64"),
        Example(_helper_module("return self.norm(F, x) / x.shape[-1]",
                               "def norm(self, F, t):\n    return F.sqrt(F.sum(F.square(t), axis=-1))"),
                _helper_module("return F.broadcast_div(self.norm(F, x), F.slice_axis(F.contrib.arange_like(x, start=1, axis=-1), axis=0, begin=-1, end=None))",
                               "def norm(self, F, t):\n    return F.sqrt(F.sum(F.square(t), axis=-1))"),
                shapes=[[(2, 3)], [(4, 5)]], dtype="float16"),
        Example(_helper_module("return F.sum(self.f32(F, x)) / x.shape[0]",
                               "def f32(self, F, t):\n    return F.relu(t).astype('float32')"),
                _helper_module("return F.broadcast_div(F.sum(self.f32(F, x)), F.slice_axis(F.shape_array(x), axis=0, begin=0, end=1).astype('float32'))",
                               "def f32(self, F, t):\n    return F.relu(t).astype('float32')"),
                shapes=[[(2, 3)], [(5, 1)]], dtype="float64"),
        Example(_helper_module("return F.sum(self.half(F, x)) / x.shape[0]",
                               "def half(self, F, t):\n    return F.cast(t, dtype='float16')"), None,
                reason="nothing proves that `F.sum(self.half(F, x))` has the dtype of `x`", shapes=[[(2, 3)]]),
        Example(_helper_module("return F.sum(self.pick(F, x)) / x.shape[0]",
                               "def pick(self, F, t):\n    if F is None:\n        return F.zeros((1,))\n    return F.relu(t)"), None,
                reason="nothing proves that `F.sum(self.pick(F, x))` has the dtype of `x`", shapes=[[(2, 3)]]),
        # names unpacked from a display are each bound to their item (metric losses' `a, p, n =
        # embed(anchor), embed(positive), embed(negative)`), so the tie runs through them
        Example(example_module("a, b = x * 2, y\nreturn F.sum(F.square(a - b)) / x.shape[0]", signature="self, F, x, y"),
                example_module("a, b = x * 2, y\nreturn F.broadcast_div(F.sum(F.square(a - b)), F.slice_axis(F.contrib.arange_like(a, start=1, axis=0), axis=0, begin=-1, end=None))",
                               signature="self, F, x, y"),
                shapes=[[(2, 3), (2, 3)], [(5, 1), (5, 1)]], dtype="float64"),
        # a size plus or minus a python int (a normalised pixel grid's `w - 1`): the (1,)-tensor
        # minus the int, which keeps its dtype
        Example(_module("return x / (x.shape[1] - 1)"),
                _module("return F.broadcast_div(x, (F.slice_axis(F.contrib.arange_like(x, start=1, axis=1), axis=0, begin=-1, end=None) - 1))"),
                shapes=[[(2, 3)], [(4, 5)]], dtype="float64"),
        Example(_module("g = F.contrib.arange_like(x, axis=1)\nreturn 2 * g / (x.shape[1] - 1) - 1"),
                _module("g = F.contrib.arange_like(x, axis=1)\nreturn F.broadcast_div(2 * g, (F.slice_axis(F.contrib.arange_like(g, start=1, axis=0), axis=0, begin=-1, end=None) - 1)) - 1"),
                shapes=[[(2, 3)], [(1, 4)]], dtype="float16"),
        Example(_module("return F.relu(x) * (x.shape[0] + 2)"),
                _module("return F.broadcast_mul(F.relu(x), (F.slice_axis(F.contrib.arange_like(x, start=1, axis=0), axis=0, begin=-1, end=None) + 2))"),
                shapes=[[(2, 3)], [(5, 1, 2)]]),
        # minus a configured python value: the (1,)-tensor minus it is the python difference
        # whatever its sign (a float the same arithmetic; an NDArray held there is HYB007's and
        # gives the same values eagerly)
        Example(_module("return x / (x.shape[1] - self.k)", init="self.k = -1"),
                _module("return F.broadcast_div(x, (F.slice_axis(F.contrib.arange_like(x, start=1, axis=1), axis=0, begin=-1, end=None) - self.k))", init="self.k = -1"),
                shapes=[[(2, 3)], [(1, 4)]]),
        # argmax/argmin and the rounding operators keep their input's dtype (MXNet 1.9.1, checked
        # float16/float64/int32, eager and inferred): a peak's row and column in a flattened map
        Example(_module("i = F.argmax(x, axis=1)\nreturn i / x.shape[1]"),
                _module("i = F.argmax(x, axis=1)\nreturn F.broadcast_div(i, F.slice_axis(F.contrib.arange_like(x, start=1, axis=1), axis=0, begin=-1, end=None))"),
                shapes=[[(2, 3)], [(4, 5)]], dtype="float16"),
        Example(_module("row = F.floor(F.argmax(x.reshape((0, -1)), axis=1) / x.shape[2])\nreturn row * x.shape[2]"),
                _module("row = F.floor(F.broadcast_div(F.argmax(x.reshape((0, -1)), axis=1), F.slice_axis(F.contrib.arange_like(x, start=1, axis=2), axis=0, begin=-1, end=None)))\n"
                        "return F.broadcast_mul(row, F.slice_axis(F.contrib.arange_like(x, start=1, axis=2), axis=0, begin=-1, end=None))"),
                shapes=[[(2, 3, 4)], [(1, 2, 5)]], dtype="float64"),
        Example(_module("return F.round(F.argmin(x, axis=0) * 0.5) - x.shape[0]"),
                _module("return F.broadcast_sub(F.round(F.argmin(x, axis=0) * 0.5), F.slice_axis(F.contrib.arange_like(x, start=1, axis=0), axis=0, begin=-1, end=None))"),
                shapes=[[(3, 2)], [(5, 4)]], dtype="float16"),
        # topk's indices are float32 (its dtype=), whatever the input's: the size is counted in
        # the dtype of `i`, the name it meets
        Example(_module("i = F.topk(x, k=1, axis=1)\nreturn i / x.shape[1]"),
                _module("i = F.topk(x, k=1, axis=1)\nreturn F.broadcast_div(i, F.slice_axis(F.contrib.arange_like("
                        "F.broadcast_like(F.ones_like(F.sum(i)), x, lhs_axes=(0,), rhs_axes=(1,)), start=1, axis=0), "
                        "axis=0, begin=-1, end=None))"),
                shapes=[[(2, 3)], [(4, 5)]], dtype="float16"),
        # the indices unpacked with the values (ret_typ='both'): a tensor pair, each name one output
        Example(_module("v, i = F.topk(x, k=2, axis=1, ret_typ='both')\nreturn F.floor(i / x.shape[1]) + v"),
                _module("v, i = F.topk(x, k=2, axis=1, ret_typ='both')\nreturn F.floor(F.broadcast_div(i, F.slice_axis("
                        "F.contrib.arange_like(F.broadcast_like(F.ones_like(F.sum(i)), x, lhs_axes=(0,), rhs_axes=(1,)), "
                        "start=1, axis=0), axis=0, begin=-1, end=None))) + v"),
                shapes=[[(2, 3)], [(4, 5)]]),
        # the same beside a call: it would run twice
        Example(_module("return F.topk(x, k=1, axis=1) / x.shape[1]"), None,
                reason="nothing proves that `F.topk(x, k=1, axis=1)` has the dtype of `x`", shapes=[[(2, 3)]]),
        Example(example_module("p, q = F.relu(x), F.tanh(y)\nd = F.sum(F.square(p - q), axis=1)\nreturn F.sum(d) / y.shape[0]",
                               signature="self, F, x, y"),
                example_module("p, q = F.relu(x), F.tanh(y)\nd = F.sum(F.square(p - q), axis=1)\nreturn F.broadcast_div(F.sum(d), F.slice_axis(F.contrib.arange_like(q, start=1, axis=0), axis=0, begin=-1, end=None))",
                               signature="self, F, x, y"),
                shapes=[[(4, 3), (4, 3)], [(3, 2), (3, 2)]], dtype="float16"),
        Example(example_module("[u, v] = [x + 1, y]\nreturn F.sum(u, axis=0) / x.shape[1]", signature="self, F, x, y"),
                example_module("[u, v] = [x + 1, y]\nreturn F.broadcast_div(F.sum(u, axis=0), F.slice_axis(F.contrib.arange_like(u, start=1, axis=1), axis=0, begin=-1, end=None))",
                               signature="self, F, x, y"),
                shapes=[[(2, 3), (4,)], [(3, 1), (1,)]], dtype="float64"),
        # an item that casts ends the tie, as in a plain assignment: counted in a's dtype
        Example(example_module("a, b = y.astype('float16'), x\nreturn F.sum(a) / x.shape[0]", signature="self, F, x, y"),
                example_module("a, b = y.astype('float16'), x\nreturn F.broadcast_div(F.sum(a), F.slice_axis(F.contrib.arange_like(F.broadcast_like(F.ones_like(F.sum(a)), b, lhs_axes=(0,), rhs_axes=(0,)), start=1, axis=0), axis=0, begin=-1, end=None))", signature="self, F, x, y"),
                shapes=[[(2, 3), (4,)], [(5, 1), (2,)]]),
        # names unpacked from one call's outputs are not tied item by item
        Example(_helper_module("a, b = self.pair(F, x.astype('float16'), x)\nreturn F.sum(a) / x.shape[0]",
                               "def pair(self, F, s, t):\n    return s, t"), None,
                reason="nothing proves that `F.sum(a)` has the dtype of `x`", shapes=[[(2, 3)]]),
        # a Dense or Conv child's output has its input's dtype (one dtype for data, weight and
        # output, or the call raised); an Embedding's is its weight's, whatever the indices'
        Example(_module("return F.sum(F.square(self.proj(x))) / x.shape[0]", init="self.proj = nn.Dense(3)"),
                _module("return F.broadcast_div(F.sum(F.square(self.proj(x))), F.slice_axis(F.contrib.arange_like(x, start=1, axis=0), axis=0, begin=-1, end=None))",
                        init="self.proj = nn.Dense(3)"),
                shapes=[[(2, 3)], [(5, 1)]]),
        Example(_helper_module("return self.energy(F, self.conv(x)) / x.shape[0]",
                               "def energy(self, F, t):\n    return F.sum(F.L2Normalization(t.reshape((0, -1))))",
                               ).replace("    def energy", "    def __init__(self, **kwargs):\n        super().__init__(**kwargs)\n"
                                         "        self.conv = nn.Conv2D(2, 3, padding=1)\n\n    def energy"),
                _helper_module("return F.broadcast_div(self.energy(F, self.conv(x)), F.slice_axis(F.contrib.arange_like(x, start=1, axis=0), axis=0, begin=-1, end=None))",
                               "def energy(self, F, t):\n    return F.sum(F.L2Normalization(t.reshape((0, -1))))",
                               ).replace("    def energy", "    def __init__(self, **kwargs):\n        super().__init__(**kwargs)\n"
                                         "        self.conv = nn.Conv2D(2, 3, padding=1)\n\n    def energy"),
                shapes=[[(2, 3, 4, 4)], [(1, 1, 3, 5)]]),
        Example(_module("return F.mean(self.out(F.relu(self.proj(x))), axis=1) / x.shape[1]",
                        init="self.proj = nn.Dense(4)\nself.out = nn.Dense(2)"),
                _module("return F.broadcast_div(F.mean(self.out(F.relu(self.proj(x))), axis=1), F.slice_axis(F.contrib.arange_like(x, start=1, axis=1), axis=0, begin=-1, end=None))",
                        init="self.proj = nn.Dense(4)\nself.out = nn.Dense(2)"),
                shapes=[[(2, 3)], [(4, 6)]]),
        Example(_module("return F.sum(self.embed(x)) / x.shape[0]", init="self.embed = nn.Embedding(5, 3)"), None,
                reason="nothing proves that `F.sum(self.embed(x))` has the dtype of `x`", shapes=[[(2, 3)]]),
        # reshapes and expand_dims of a tensor of unknown rank keep the dims they read
        Example(_module("b = x.shape[0]\ny = x.reshape((0, 2, -1)).reshape((-3, -1))\n"
                        "return F.broadcast_add(y, F.ones((b * 2, 1)))"),
                _module("y = x.reshape((0, 2, -1)).reshape((-3, -1))\n"
                        "return F.broadcast_add(y, F.broadcast_like(F.ones((1, 1)), y, lhs_axes=(0,), rhs_axes=(0,)))"),
                shapes=[[(2, 4)], [(3, 2, 3)]]),
        Example(_module("b, c = x.shape[0], x.shape[1]\ny = F.expand_dims(x, axis=0).reshape((0, -3, -1))\n"
                        "return F.broadcast_add(y, F.zeros((1, b * c, 1)))"),
                _module("y = F.expand_dims(x, axis=0).reshape((0, -3, -1))\n"
                        "return F.broadcast_add(y, F.broadcast_like(F.zeros((1, 1, 1)), y, lhs_axes=(1,), rhs_axes=(1,)))"),
                shapes=[[(2, 3, 4)], [(2, 2, 2, 2)]]),
        Example(_module("b = x.shape[0]\ny = x.expand_dims(0).reshape((0, 0, 2, -1)).reshape((1, -3, -1))\n"
                        "return F.broadcast_mul(y, F.ones((1, b * 2, 1)))"),
                _module("y = x.expand_dims(0).reshape((0, 0, 2, -1)).reshape((1, -3, -1))\n"
                        "return F.broadcast_mul(y, F.broadcast_like(F.ones((1, 1, 1)), y, lhs_axes=(1,), rhs_axes=(1,)))"),
                shapes=[[(2, 4, 3)], [(1, 2, 2, 2)]]),
        # a target that keeps some of the tensor's own axes: the others have size 1 (squeezed)
        Example(_module("y = F.relu(x)\nreturn y.reshape((y.shape[0], y.shape[2]))"),
                _module("y = F.relu(x)\nreturn F.squeeze(y, axis=(1,)).reshape((0, -1))"),
                shapes=[[(2, 1, 3)], [(4, 1, 5, 1)]]),
        Example(_module("c = F.sum(F.tanh(x), axis=1, keepdims=True)\nc = c.reshape((c.shape[0], c.shape[2], c.shape[4]))\n"
                        "return F.sqrt(F.sum(c ** 2, axis=-1))"),
                _module("c = F.sum(F.tanh(x), axis=1, keepdims=True)\nc = F.squeeze(c, axis=(1, 3)).reshape((0, 0, -1))\n"
                        "return F.sqrt(F.sum(c ** 2, axis=-1))"),
                shapes=[[(2, 3, 4, 1, 5)], [(1, 2, 3, 1, 2)]]),
        Example(_module("y = F.sigmoid(x)\nreturn y.reshape((y.shape[1], y.shape[3]))"),
                _module("y = F.sigmoid(x)\nreturn F.squeeze(y, axis=(0, 2)).reshape((0, -1))"),
                shapes=[[(1, 4, 1, 3)], [(1, 2, 1, 2, 1)]]),
        # a Sequential child built from known layers keeps the batch axis (TPS localization net)
        Example(_module("n = x.shape[0]\nfeat = self.body(x).reshape((n, -1))\nreturn self.head(feat).reshape((n, 3, 2))",
                        init="self.body = nn.HybridSequential()\nself.body.add(nn.Conv2D(4, 3, padding=1), "
                             "nn.BatchNorm(), nn.Activation('relu'), nn.MaxPool2D(2))\n"
                             "self.head = nn.HybridSequential()\nself.head.add(nn.Dense(8), nn.Dense(6))"),
                _module("feat = self.body(x).reshape((0, -1))\nreturn self.head(feat).reshape((0, -4, -1, 2))",
                        init="self.body = nn.HybridSequential()\nself.body.add(nn.Conv2D(4, 3, padding=1), "
                             "nn.BatchNorm(), nn.Activation('relu'), nn.MaxPool2D(2))\n"
                             "self.head = nn.HybridSequential()\nself.head.add(nn.Dense(8), nn.Dense(6))"),
                shapes=[[(2, 3, 4, 4)], [(1, 2, 6, 2)]]),
        Example(_module("b = x.shape[0]\nreturn self.pool(x).reshape((b, -1))",
                        init="self.pool = nn.HybridSequential()\nself.pool.add(nn.GlobalAvgPool2D(), nn.Flatten())"),
                _module("return self.pool(x).reshape((0, 0))",
                        init="self.pool = nn.HybridSequential()\nself.pool.add(nn.GlobalAvgPool2D(), nn.Flatten())"),
                shapes=[[(2, 3, 4, 4)], [(3, 1, 2, 5)]]),
        # a Sequential filled from a list or by a helper is not known: refused
        Example(_module("b = x.shape[0]\nreturn self.body(x).reshape((b, -1))",
                        init="self.body = nn.HybridSequential()\nfor k in (3, 1):\n    self.body.add(make(k))"),
                None, reason="no known shape-free rewrite", shapes=[[(2, 3, 4, 4)]], runtime=False,
                why_not="the block calls a helper the example does not define"),
        # an affine grid at the sampled map's own size: the warp grid of a zero flow like the map
        # gives the normalised target coordinates, theta's rows are laid over them by broadcasts
        Example(_module("_, _, h, w = x.shape\ngrid = F.GridGenerator(F.tanh(self.loc(x)), transform_type='affine', "
                        "target_shape=(h, w))\nreturn F.BilinearSampler(x, grid)",
                        init="self.loc = nn.Dense(6, in_units=48)"),
                _module("grid = " + affine_grid_like("F", "F.tanh(self.loc(x))", "x")
                        + "\nreturn F.BilinearSampler(x, grid)", init="self.loc = nn.Dense(6, in_units=48)"),
                shapes=[[(2, 3, 4, 4)], [(1, 2, 4, 6)], [(3, 1, 6, 8)]]),
        # ... also where its size is the map's shape from axis 2 on (two sizes: a 4-d map)
        Example(_module("theta = self.loc(x)\ngrid = F.GridGenerator(theta, transform_type='affine', "
                        "target_shape=x.shape[2:])\nreturn F.BilinearSampler(x, grid)",
                        init="self.loc = nn.Dense(6, in_units=48)"),
                _module("theta = self.loc(x)\ngrid = " + affine_grid_like("F", "theta", "x")
                        + "\nreturn F.BilinearSampler(x, grid)", init="self.loc = nn.Dense(6, in_units=48)"),
                shapes=[[(2, 3, 4, 4)], [(1, 2, 4, 6)]]),
        # ... at half that size: like one channel of the map max-pooled by (2, 2), whose 'valid'
        # pooling has floor(h/2) rows (odd sizes too; where h // 2 is 0 both raise)
        Example(_module("theta = self.loc(x)\n_, _, h, w = x.shape\nreturn F.GridGenerator(theta, "
                        "transform_type='affine', target_shape=(h // 2, w // 3))",
                        init="self.loc = nn.Dense(6, in_units=48)"),
                _module("theta = self.loc(x)\nreturn " + affine_grid_like(
                    "F", "theta", "F.Pooling(F.slice_axis(x, axis=1, begin=0, end=1), kernel=(2, 3), stride=(2, 3), "
                    "pool_type='max')"), init="self.loc = nn.Dense(6, in_units=48)"),
                shapes=[[(2, 3, 4, 4)], [(1, 2, 3, 8)], [(2, 1, 6, 8)], [(1, 4, 4, 3)]]),
        # ... but at twice that size no tensor has its size: refused
        Example(_module("theta = self.loc(x)\n_, _, h, w = x.shape\nreturn F.GridGenerator(theta, "
                        "transform_type='affine', target_shape=(h * 2, w * 2))",
                        init="self.loc = nn.Dense(6, in_units=48)"),
                None, reason="no known shape-free rewrite", shapes=[[(2, 3, 4, 4)]]),
        # a quotient of two sizes the walk proves constant: a transposed convolution of kernel 4,
        # stride 2, padding 1 doubles every spatial size, so the scale is 2 on every call
        Example(_module("h = self.up(x)\nreturn F.concat(h, F.UpSampling(x, scale=h.shape[2] // x.shape[2], "
                        "sample_type='nearest'), dim=1)",
                        init="self.up = nn.Conv2DTranspose(3, 4, strides=2, padding=1, in_channels=3)"),
                _module("h = self.up(x)\nreturn F.concat(h, F.UpSampling(x, scale=2, sample_type='nearest'), dim=1)",
                        init="self.up = nn.Conv2DTranspose(3, 4, strides=2, padding=1, in_channels=3)"),
                shapes=[[(2, 3, 4, 4)], [(1, 3, 3, 5)]]),
        # ... but a strided convolution's output is the input's size over 2 only where that is
        # even (5 -> 3): refused
        Example(_module("h = self.down(x)\nreturn F.UpSampling(h, scale=x.shape[2] // h.shape[2], sample_type='nearest')",
                        init="self.down = nn.Conv2D(3, 3, strides=2, padding=1, in_channels=3)"),
                None, reason="no known shape-free rewrite", shapes=[[(2, 3, 4, 4)]]),
        # a bound at the axis's own size minus a constant: counted from the end
        Example(_module("y = F.relu(x)\nreturn F.slice_axis(y, axis=1, begin=0, end=y.shape[1] - 1)"),
                _module("y = F.relu(x)\nreturn F.slice_axis(y, axis=1, begin=0, end=-1)"),
                shapes=[[(2, 3)], [(1, 4, 2)]]),
        Example(_module("y = F.relu(x)\nreturn y.slice_axis(axis=1, begin=y.shape[1] - 1, end=None).squeeze(axis=1)"),
                _module("y = F.relu(x)\nreturn y.slice_axis(axis=1, begin=-1, end=None).squeeze(axis=1)"),
                shapes=[[(2, 3)], [(1, 4, 2)]]),
        Example(_module("y = F.tanh(x)\nreturn y[:, 1:y.shape[1]] - y[:, :y.shape[1] - 1]"),
                _module("y = F.tanh(x)\nreturn F.swapaxes(F.slice(F.swapaxes(y, dim1=0, dim2=1), begin=(1,), end=(None,)), dim1=0, dim2=1) - "
                        "F.swapaxes(F.slice(F.swapaxes(y, dim1=0, dim2=1), begin=(None,), end=(-1,)), dim1=0, dim2=1)"),
                shapes=[[(2, 3)], [(1, 4, 2)]]),
        Example(_module("y = F.sigmoid(x)\nsteps = y.shape[1]\nreturn y[:, steps - 1]"),
                _module("y = F.sigmoid(x)\nreturn F.squeeze(F.slice_axis(y, axis=1, begin=-1, end=None), axis=1)"),
                shapes=[[(2, 3)], [(1, 4, 2)]]),
        Example(_module("y = F.sigmoid(x)\nreturn y[:, 2 - y.shape[1]]"), None,
                reason="this use of `.shape` has no known shape-free rewrite", shapes=[[(2, 3)]]),
        # after `...` the axis counts from the end, which slice_axis takes without the rank
        Example(_module("y = F.relu(x)\nreturn y[..., :y.shape[-1] - 1] - y[..., 1:]"),
                _module("y = F.relu(x)\nreturn F.swapaxes(F.slice(F.swapaxes(y, dim1=0, dim2=-1), begin=(None,), end=(-1,)), dim1=0, dim2=-1) - "
                        "F.swapaxes(F.slice(F.swapaxes(y, dim1=0, dim2=-1), begin=(1,), end=(None,)), dim1=0, dim2=-1)"),
                shapes=[[(2, 3)], [(1, 4, 2)], [(2, 1, 2, 5)]]),
        Example(_module("y = F.tanh(x)\nw = y.shape[-1]\nreturn F.slice_axis(y, axis=-1, begin=0, end=w - 1)"),
                _module("y = F.tanh(x)\nreturn F.slice_axis(y, axis=-1, begin=0, end=-1)"),
                shapes=[[(2, 3)], [(1, 4, 5)]]),
        # a k >= 2 (or of unknown sign) is refused: past the axis python's `n - k` is negative and
        # counts from the end again (`y[:, :n - 3]` of 2 columns keeps 1), where `-k` clamps
        # (keeps none) -- the same only where k <= n, which nothing here proves (session 71, H511)
        Example(_module("y = F.tanh(x)\nw = y.shape[-1]\nreturn F.slice_axis(y, axis=-1, begin=0, end=w - 2)"),
                None, reason="is used in", shapes=[[(2, 3)]]),
        # a number the file fixes (a local bound once to a literal, `self.attr` set once in __init__)
        Example(_module("k = 1\nn = x.shape[1]\ny = F.relu(x)\nreturn y[:, :n - k] - y[:, k:]"),
                _module("k = 1\ny = F.relu(x)\nreturn F.swapaxes(F.slice(F.swapaxes(y, dim1=0, dim2=1), begin=(None,), end=(-k,)), dim1=0, dim2=1) - "
                        "F.swapaxes(F.slice(F.swapaxes(y, dim1=0, dim2=1), begin=(k,), end=(None,)), dim1=0, dim2=1)"),
                shapes=[[(2, 3)], [(1, 6, 2)]]),
        Example(_module("k = 2\ny = F.relu(x)\nreturn y[:, :y.shape[1] - k] - y[:, k:]"),
                None, reason="only where `k` is at most the axis's size", shapes=[[(2, 3)]]),
        Example(_module("y = F.relu(x)\nreturn y[:, :, self.pad:y.shape[2] - self.pad]", init="self.pad = 1"),
                _module("y = F.relu(x)\nreturn F.swapaxes(F.slice(F.swapaxes(y, dim1=0, dim2=2), begin=(self.pad,), end=(-self.pad,)), dim1=0, dim2=2)",
                        init="self.pad = 1"),
                shapes=[[(2, 3, 3)], [(1, 2, 6, 4)]]),
        # a TCN's chomp: a stride-1 convolution's output is L + 2p - d(k - 1) long (MXNet 1.9.1 raises
        # below 1), so one padded by 4 at d(k - 1) = 4 is at least 4 long (session 72, H522); a
        # pooling the same (its stride given as 1), F.Convolution of literal geometry too
        Example(_module("out = self.conv(x)\nreturn out[:, :, :out.shape[2] - 4]",
                        init="self.conv = nn.Conv1D(2, 3, padding=4, dilation=2, in_channels=3)"),
                _module("out = self.conv(x)\nreturn F.swapaxes(F.slice(F.swapaxes(out, dim1=0, dim2=2), begin=(None,), end=(-4,)), dim1=0, dim2=2)",
                        init="self.conv = nn.Conv1D(2, 3, padding=4, dilation=2, in_channels=3)"),
                shapes=[[(2, 3, 5)], [(1, 3, 1)]]),
        Example(_module("y = self.pool(x)\nreturn y[:, :, :, :y.shape[3] - 2]", init="self.pool = nn.MaxPool2D(3, 1, 2)"),
                _module("y = self.pool(x)\nreturn F.swapaxes(F.slice(F.swapaxes(y, dim1=0, dim2=3), begin=(None,), end=(-2,)), dim1=0, dim2=3)",
                        init="self.pool = nn.MaxPool2D(3, 1, 2)"),
                shapes=[[(1, 2, 3, 3)], [(2, 1, 1, 2)]]),
        Example(_module("out = F.Convolution(x, weight=F.ones((2, 2, 3)), no_bias=True, kernel=(3,), num_filter=2, "
                        "pad=(2,))\nreturn out[:, :, :out.shape[2] - self.chomp]", init="self.chomp = 2"),
                _module("out = F.Convolution(x, weight=F.ones((2, 2, 3)), no_bias=True, kernel=(3,), num_filter=2, "
                        "pad=(2,))\nreturn F.swapaxes(F.slice(F.swapaxes(out, dim1=0, dim2=2), begin=(None,), end=(-self.chomp,)), dim1=0, dim2=2)",
                        init="self.chomp = 2"),
                shapes=[[(2, 2, 5)], [(1, 2, 1)]]),
        # ... and refused where that length is no proof: a padding the code does not fix, a stride
        # (a floor division), a padding that only keeps the length, a pool's default stride
        Example(_module("out = F.Convolution(x, weight=F.ones((2, 2, 3)), no_bias=True, kernel=(3,), num_filter=2, "
                        "pad=(self.chomp,))\nreturn out[:, :, :out.shape[2] - self.chomp]",
                        init="self.chomp = 2"),
                None, reason="only where `self.chomp` is at most the axis's size", shapes=[[(2, 2, 5)]]),
        Example(_module("out = self.conv(x)\nreturn out[:, :, :out.shape[2] - 4]",
                        init="self.conv = nn.Conv1D(2, 3, strides=2, padding=4, dilation=2, in_channels=3)"),
                None, reason="only where `4` is at most the axis's size", shapes=[[(2, 3, 5)]]),
        Example(_module("out = self.conv(x)\nreturn out[:, :, :out.shape[2] - 4]",
                        init="self.conv = nn.Conv1D(2, 3, padding=2, dilation=2, in_channels=3)"),
                None, reason="only where `4` is at most the axis's size", shapes=[[(2, 3, 5)]]),
        Example(_module("y = self.pool(x)\nreturn y[:, :, :, :y.shape[3] - 2]",
                        init="self.pool = nn.MaxPool2D(3, padding=2, ceil_mode=True)"),
                None, reason="only where `2` is at most the axis's size", shapes=[[(1, 2, 3, 3)]]),
        # an axis proven at least k long: a concat with a tensor of k columns
        Example(_module("y = F.concat(x, F.ones((2, 2)), dim=1)\nreturn y[:, y.shape[1] - 2:] * 2"),
                _module("y = F.concat(x, F.ones((2, 2)), dim=1)\nreturn F.swapaxes(F.reverse(F.slice(F.reverse(F.swapaxes(y, dim1=0, dim2=1), axis=0), begin=(0,), end=(2,)), axis=0), dim1=0, dim2=1) * 2"),
                shapes=[[(2, 3)], [(2, 1)]]),
        # a python int of unknown sign (a constructor argument, a table's item, python ints summed
        # in a TDNN splice window's end `T - k + 1 + i`) may be past the axis: refused (session 71,
        # H511; until then an end was `(-k if k > 0 else None)`, a begin `-k`)
        Example(_module("y = F.relu(x)\nreturn y[:, :, :y.shape[2] - self.chomp]",
                        init="self.chomp = kwargs.pop('chomp', 0)"),
                None, reason="only where `self.chomp` is at most the axis's size", shapes=[[(2, 3, 4)]]),
        Example(_module("w = x.shape[2]\nreturn F.concat(x[:, :, w - self.shift:], x[:, :, :w - self.shift], dim=2)",
                        init="self.shift = kwargs.pop('shift', 1)"),
                None, reason="which has no known shape-free rewrite", shapes=[[(2, 3, 4)]]),
        Example(_module("y = F.tanh(x)\nreturn y[:, y.shape[1] - self.keep:] * 2",
                        init="self.keep = kwargs.pop('keep', 2)"),
                None, reason="only where `self.keep` is at most the axis's size", shapes=[[(2, 3)]]),
        # ... unless the begin is that k (VideoPose3D's residual cut to the valid frames by each
        # layer's padding): past the axis the selection is empty, which MXNet 1.9.1 refuses (an
        # NDArray's subscript on every axis but 0, slice_axis on any); k <= 0 keeps the whole axis
        Example(_module("for pad in self.pads:\n    x = F.relu(x[:, :, pad:x.shape[2] - pad])\nreturn x",
                        init="self.pads = [1, 0]"),
                _module("for pad in self.pads:\n    x = F.relu(x[:, :, pad:(-pad if pad > 0 else None)])\nreturn x",
                        init="self.pads = [1, 0]"),
                shapes=[[(2, 3, 5)], [(1, 2, 4)]], runtime=False,
                why_not="subscript-to-slice refuses the companion cut: a begin of unknown sign may pass the axis, which "
                        "python clamps and F.slice rejects in MXNet 1.9.1 (session 70, H504)"),
        Example(_module("y = F.relu(x)\nreturn F.slice_axis(y, axis=0, begin=self.k, end=y.shape[0] - self.k)",
                        init="self.k = 2"),
                _module("y = F.relu(x)\nreturn F.slice_axis(y, axis=0, begin=self.k, end=-self.k)", init="self.k = 2"),
                shapes=[[(5, 3)], [(6,)]]),
        Example(_module("y = F.relu(x)\nreturn y[self.k:y.shape[0] - self.k]", init="self.k = 2"),
                None, reason="only where `self.k` is at most the axis's size", shapes=[[(5, 3)]]),
        Example(_splice("T = x.shape[2]\n    spliced = F.concat(*[x[:, :, i:T - k + 1 + i] for i in range(k)], dim=1)"),
                None, reason="which has no known shape-free rewrite", shapes=[[(2, 3, 5)]]),
        # fixed numbers summed: `n - 3 + 2` is `-1` from the end
        Example(_module("n = x.shape[1]\nreturn x[:, 1:] - x[:, :n - 3 + 2]"),
                _module("return F.swapaxes(F.slice(F.swapaxes(x, dim1=0, dim2=1), begin=(1,), end=(None,)), dim1=0, dim2=1) - F.swapaxes(F.slice(F.swapaxes(x, dim1=0, dim2=1), begin=(None,), end=(-1,)), dim1=0, dim2=1)"),
                shapes=[[(2, 3)], [(1, 4, 2)]]),
        # slice_axis keeps a rank that has the axis, so a concat along the last axis keeps axis 0
        # and a Dense(flatten=False) run on it too (axis 0 is not its last); a size plus an int
        # in the target is one number Reshape infers (span scores of adjacent states)
        Example(_module("y = F.slice_axis(x, axis=1, begin=0, end=-1)\nz = F.concat(y, y, dim=-1)\n"
                        "return z.reshape((x.shape[0], -1))"),
                _module("y = F.slice_axis(x, axis=1, begin=0, end=-1)\nz = F.concat(y, y, dim=-1)\n"
                        "return z.reshape((0, -1))"),
                shapes=[[(2, 3, 4)], [(1, 4)]]),
        Example(_module("y = F.slice_axis(x, axis=1, begin=1, end=None)\n"
                        "return self.score(y).reshape((x.shape[0], x.shape[1] - 1))",
                        init="self.score = nn.Dense(1, flatten=False)"),
                _module("y = F.slice_axis(x, axis=1, begin=1, end=None)\nreturn self.score(y).reshape((0, -1))",
                        init="self.score = nn.Dense(1, flatten=False)"),
                shapes=[[(2, 3, 4)], [(1, 4, 2)]]),
        # a Dense(flatten=False) of a tensor that may be 1-d: its axis 0 may be the new last one
        Example(_module("return self.score(x).reshape((x.shape[0], -1))", init="self.score = nn.Dense(1, flatten=False)"),
                None, reason="no known shape-free rewrite", shapes=[[(2, 3)]]),
        # arange_like of an axis has that axis's size (relative positions made from it, then a
        # leading axis added by reshape)
        Example(_module("pos = F.contrib.arange_like(x, axis=1)\nrel = F.broadcast_sub(pos.reshape((-1, 1)), "
                        "pos.reshape((1, -1)))\nreturn F.broadcast_add(rel.reshape((1, x.shape[1], x.shape[1])), "
                        "x.sum(axis=-1, keepdims=True))"),
                _module("pos = F.contrib.arange_like(x, axis=1)\nrel = F.broadcast_sub(pos.reshape((-1, 1)), "
                        "pos.reshape((1, -1)))\nreturn F.broadcast_add(rel.reshape((-4, 1, -1, 0)), "
                        "x.sum(axis=-1, keepdims=True))"),
                shapes=[[(2, 3, 4)], [(1, 2, 2)]]),
        # a local bound to the size minus a constant, read only as bounds or indices of that axis
        # (TPS coefficients split at `coef.shape[1] - 3`): the local holds the bound from the end
        Example(_module("k = x.shape[1] - 1\nreturn F.concat(x[:, k:], x[:, :k], dim=1)"),
                _module("k = -1\nreturn F.concat((F.swapaxes(F.reverse(F.slice(F.reverse(F.swapaxes(x, dim1=0, dim2=1), axis=0), "
                        "begin=(0,), end=(-k,)), axis=0), dim1=0, dim2=1) if k < 0 else F.swapaxes(F.slice(F.swapaxes(x, dim1=0, "
                        "dim2=1), begin=(k,), end=(None,)), dim1=0, dim2=1)), "
                        "F.swapaxes(F.slice(F.swapaxes(x, dim1=0, dim2=1), begin=(None,), end=(k,)), dim1=0, dim2=1), dim=1)"),
                shapes=[[(2, 5)], [(1, 3, 2)]]),
        # (k = 7 past a 6-column axis: python's `n - 7` keeps the last 5 columns, `-7` all 6)
        Example(_module("k = x.shape[1] - 7\nreturn F.concat(x[:, k:], x[:, :k], dim=1)"),
                None, reason="is used other than in", shapes=[[(2, 8)]]),
        Example(_module("y = F.relu(x)\nlast = y.shape[-1] - 1\nreturn F.slice_axis(y, axis=-1, begin=0, end=last) + "
                        "F.slice_axis(y, axis=-1, begin=1, end=None)"),
                _module("y = F.relu(x)\nlast = -1\nreturn F.slice_axis(y, axis=-1, begin=0, end=last) + "
                        "F.slice_axis(y, axis=-1, begin=1, end=None)"),
                shapes=[[(2, 3)], [(1, 4, 2)]]),
        # read at another tensor's axis, or in arithmetic: the size is not that axis's from the end
        Example(_gain("k = x.shape[1] - 1\nreturn g[:, :k]"),
                None, reason="is used other than in", shapes=[[(2, 3), (2, 3)]]),
        Example(_module("k = x.shape[1] - 1\nreturn x[:, :k] * k"),
                None, reason="`k`", shapes=[[(2, 3)]]),
        # a fixed number that is not positive, one that is not an integer, an item of a list
        Example(_module("k = -1\ny = F.relu(x)\nreturn y[:, :y.shape[1] - k]"),
                None, reason="no known shape-free rewrite", shapes=[[(2, 3)]]),
        Example(_module("k = 1.5\ny = F.relu(x)\nreturn y[:, :y.shape[1] - k]"),
                None, reason="no known shape-free rewrite", shapes=[[(2, 3)]], runtime=False,
                why_not="the original raises eagerly (a float slice bound)"),
        Example(_module("y = F.relu(x)\nreturn y[:, :y.shape[1] - self.trims[0]]", init="self.trims = [1, 2]"),
                None, reason="no known shape-free rewrite", shapes=[[(2, 3)]]),
        # halves of an axis, odd sizes included: a stride-2 slice has floor(n/2) entries from 1, ceil(n/2) from 0
        Example(_module("c = x.shape[1] // 2\na, b = x[:, :c], x[:, c:]\nreturn F.concat(b * 2, a, dim=1)"),
                _module("a, b = F.slice_like(x, F.slice(x, begin=(None, 1), end=(None, None), step=(None, 2)), axes=(1,)), "
                        "F.reverse(F.slice_like(F.reverse(x, axis=1), F.slice(x, begin=(None, 0), end=(None, None), "
                        "step=(None, 2)), axes=(1,)), axis=1)\nreturn F.concat(b * 2, a, dim=1)"),
                shapes=[[(2, 8)], [(2, 5)], [(3, 7, 2)]]),
        Example(_module("y = F.relu(x)\nhalf = int(y.shape[0] / 2)\n"
                        "return F.slice_axis(y, axis=0, begin=half, end=None) - 1"),
                _module("y = F.relu(x)\nreturn F.reverse(F.slice_like(F.reverse(y, axis=0), F.slice(y, begin=(0,), "
                        "end=(None,), step=(2,)), axes=(0,)), axis=0) - 1"),
                shapes=[[(4, 3)], [(5,)], [(1, 2)]]),
        Example(_module("y = F.tanh(x)\nreturn F.sum(y[:, :, :y.shape[2] // 2], axis=2)"),
                _module("y = F.tanh(x)\nreturn F.sum(F.slice_like(y, F.slice(y, begin=(None, None, 1), end=(None, None, None), "
                        "step=(None, None, 2)), axes=(2,)), axis=2)"),
                shapes=[[(2, 3, 6)], [(1, 2, 7, 2)]]),
        # a second half ending at the axis's own size (`x[:, :, h // 2:h]`) is the open second half
        Example(_module("H = x.shape[2]\ntop = x[:, :, 0:H // 2]\nbot = x[:, :, H // 2:H]\nreturn F.concat(bot, top * 2, dim=2)"),
                _module("top = F.slice_like(x, F.slice(x, begin=(None, None, 1), end=(None, None, None), step=(None, None, 2)), axes=(2,))\n"
                        "bot = F.reverse(F.slice_like(F.reverse(x, axis=2), F.slice(x, begin=(None, None, 0), end=(None, None, None), "
                        "step=(None, None, 2)), axes=(2,)), axis=2)\nreturn F.concat(bot, top * 2, dim=2)"),
                shapes=[[(2, 3, 6)], [(1, 2, 5, 2)]]),
        Example(_module("y = F.relu(x)\nn = y.shape[0]\nreturn F.slice_axis(y, axis=0, begin=n // 2, end=n) - 1"),
                _module("y = F.relu(x)\nreturn F.reverse(F.slice_like(F.reverse(y, axis=0), F.slice(y, begin=(0,), "
                        "end=(None,), step=(2,)), axes=(0,)), axis=0) - 1"),
                shapes=[[(4, 3)], [(5,)]]),
        # an end short of the size is no half
        Example(_module("n = x.shape[1]\nreturn x[:, n // 2:n - 1] * 2"),
                None, reason="no known shape-free rewrite", shapes=[[(2, 5)]]),
        Example(_module("_, C, H, W = x.shape\nreturn x[:, C // 2:] + 1"),
                _module("return F.reverse(F.slice_like(F.reverse(x, axis=1), F.slice(x, begin=(None, 0), end=(None, None), "
                        "step=(None, 2)), axes=(1,)), axis=1) + 1"),
                shapes=[[(2, 4, 3, 3)], [(1, 5, 2, 2)]]),
        # whole frames of a hop (floor(n/k)*k entries): a slice from k-1 with step k has floor(n/k)
        # entries, repeated k times it is the kept length; sizes not a multiple of k included
        Example(_module("n = x.shape[2] // self.win\nw = x[:, :, :n * self.win]\n"
                        "return w.reshape((0, 0, -1, self.win)).mean(axis=3)", init="self.win = 4"),
                _module("w = F.slice_like(x, F.repeat(F.slice(x, begin=(None, None, self.win - 1), end=(None, None, None), "
                        "step=(None, None, self.win)), repeats=self.win, axis=2), axes=(2,))\n"
                        "return w.reshape((0, 0, -1, self.win)).mean(axis=3)", init="self.win = 4"),
                shapes=[[(2, 3, 17)], [(2, 3, 8)], [(1, 2, 4)]]),
        Example(_module("frames = int(x.shape[1] / 3)\ny = F.slice_axis(x, axis=1, begin=0, end=3 * frames)\n"
                        "return y.reshape((0, -1, 3)).sum(axis=2)"),
                _module("y = F.slice_like(x, F.repeat(F.slice(x, begin=(None, 2), end=(None, None), step=(None, 3)), "
                        "repeats=3, axis=1), axes=(1,))\nreturn y.reshape((0, -1, 3)).sum(axis=2)"),
                shapes=[[(2, 10)], [(3, 9)], [(1, 5, 2)]]),
        # a hop the file does not fix above 0 (a negative one keeps the whole axis), or a bound
        # times another number than the divisor: not whole frames
        Example(_module("n = x.shape[1] // self.win\nreturn x[:, :n * self.win]", init="self.win = -4"),
                None, reason="only when the division is exact", shapes=[[(2, 9)]]),
        Example(_module("n = x.shape[1] // 4\nreturn x[:, :n * 2]"),
                None, reason="no tensor in scope has those sizes", shapes=[[(2, 9)]]),
        # a transposed conv's output cut to k times its input's length (HiFi-GAN's upsampling):
        # the input repeated k times along the axis has that length, slice_like crops to it
        Example(_module("length = x.shape[-1]\nx = self.ups(F.relu(x))\nreturn x[:, :, :length * self.up]",
                        init="self.up = 2\nself.ups = nn.Conv1DTranspose(3, 5, strides=2, in_channels=2)"),
                _module("x_in = x\nx = self.ups(F.relu(x))\n"
                        "return F.slice_like(x, F.repeat(x_in, repeats=self.up, axis=2), axes=(2,))",
                        init="self.up = 2\nself.ups = nn.Conv1DTranspose(3, 5, strides=2, in_channels=2)"),
                shapes=[[(2, 2, 5)], [(1, 2, 1)], [(1, 2, 8)]]),
        Example(_module("h, w = x.shape[2:]\ny = self.ups(x)\nreturn y[:, :, :2 * h, :w * 2] + 1",
                        init="self.ups = nn.Conv2DTranspose(2, 4, strides=2, in_channels=3)"),
                _module("y = self.ups(x)\nreturn F.slice_like(y, F.repeat(F.repeat(x, repeats=2, axis=2), repeats=2, "
                        "axis=3), axes=(2, 3)) + 1",
                        init="self.ups = nn.Conv2DTranspose(2, 4, strides=2, in_channels=3)"),
                shapes=[[(1, 3, 3, 5)], [(2, 3, 1, 2)]]),
        Example(_module("n = x.shape[1]\ny = F.concat(x, x, x, dim=1)\n"
                        "return F.slice_axis(y * 2, axis=1, begin=0, end=n * 3)"),
                _module("y = F.concat(x, x, x, dim=1)\n"
                        "return F.slice_like(y * 2, F.repeat(x, repeats=3, axis=1), axes=(1,))"),
                shapes=[[(2, 4)], [(3, 1, 2)]]),
        # a factor the file does not fix above 1, or a size of another axis than the cut one: no
        # tensor in scope has that length there
        Example(_module("length = x.shape[2]\ny = self.ups(x)\nreturn y[:, :, :length * self.up]",
                        init="self.up = -2\nself.ups = nn.Conv1DTranspose(3, 4, strides=2, in_channels=2)"),
                None, reason="no tensor in scope has those sizes", shapes=[[(2, 2, 5)]]),
        Example(_module("b = x.shape[0]\ny = self.ups(x)\nreturn y[:, :, :b * 2]",
                        init="self.ups = nn.Conv1DTranspose(3, 4, strides=2, in_channels=2)"),
                None, reason="no tensor in scope has those sizes", shapes=[[(2, 2, 5)]]),
        # padded up to a multiple of k with zeros: zeros like a slice from 0 with step k repeated k
        # times (ceil(n/k)*k entries), concatenated and cropped to that length (x alone where the
        # pad is 0, and where n < k)
        Example(_module("n, t, c = x.shape\npad = (self.k - t % self.k) % self.k\nif pad:\n"
                        "    x = F.concat(x, F.zeros((n, pad, c)), dim=1)\nreturn x * 2", init="self.k = 4"),
                _module("x = F.slice_like(F.concat(x, F.zeros_like(F.repeat(F.slice(x, begin=(None, 0), end=(None, None), step=(None, self.k)), repeats=self.k, axis=1)), dim=1), "
                        "F.repeat(F.slice(x, begin=(None, 0), end=(None, None), step=(None, self.k)), repeats=self.k, axis=1), axes=(1,))\nreturn x * 2", init="self.k = 4"),
                shapes=[[(2, 6, 3)], [(2, 8, 3)], [(1, 1, 2)]]),
        Example(_module("pad = (3 - x.shape[0] % 3) % 3\nif pad:\n    x = F.concat(x, F.zeros((pad, x.shape[1])), dim=0)\n"
                        "return x + 1"),
                _module("x = F.slice_like(F.concat(x, F.zeros_like(F.repeat(F.slice(x, begin=(0,), end=(None,), step=(3,)), repeats=3, axis=0)), dim=0), F.repeat(F.slice(x, begin=(0,), end=(None,), step=(3,)), repeats=3, axis=0), axes=(0,))\nreturn x + 1"),
                shapes=[[(4, 2)], [(6, 2)], [(1, 3)]]),
        # ... unguarded (zeros of length 0 where the pad is 0), into another name (a DPRNN-style
        # encoder's series padded to whole chunks; k stored with another attribute in one line)
        Example(_module("b, t = x.shape\npad = (self.k - t % self.k) % self.k\npadded = F.concat(x, F.zeros((b, pad)), dim=1)\n"
                        "return padded.reshape((0, -1, self.k)).sum(axis=2)", init="self.k, self.h = 3, 2"),
                _module("padded = F.slice_like(F.concat(x, F.zeros_like(F.repeat(F.slice(x, begin=(None, 0), end=(None, None), step=(None, self.k)), repeats=self.k, axis=1)), dim=1), "
                        "F.repeat(F.slice(x, begin=(None, 0), end=(None, None), step=(None, self.k)), repeats=self.k, axis=1), axes=(1,))\n"
                        "return padded.reshape((0, -1, self.k)).sum(axis=2)", init="self.k, self.h = 3, 2"),
                shapes=[[(2, 7)], [(2, 6)], [(1, 1)]]),
        # DPRNN's / SepFormer's segment padding `K - (P + t % K) % K` (1 to K zeros, never 0, after
        # which t + gap + P is a multiple of K; P any int, K, P unpacked from configured ints): with
        # q = P % K, t + gap is K * ceil((t + q + 1) / K) - q -- x and q + 1 copies of its first step
        # sliced with step K, repeated K times, the first q dropped; the zeros like it cropped so
        Example(_module("b, n, t = x.shape\nK, P = self.k, self.p\ngap = K - (P + t % K) % K\nif gap > 0:\n"
                        "    x = F.concat(x, F.zeros((b, n, gap)), dim=2)\nreturn x * 2", init="self.k = 4\nself.p = 2"),
                _module("K, P = self.k, self.p\nx = F.slice_like(F.concat(x, F.zeros_like(F.slice_axis(F.repeat(F.slice(F.concat(x, F.repeat(F.slice_axis(x, axis=2, begin=0, end=1), repeats=P % K + 1, axis=2), dim=2), begin=(None, None, 0), end=(None, None, None), step=(None, None, K)), repeats=K, axis=2), axis=2, begin=P % K, end=None)), dim=2), "
                        "F.slice_axis(F.repeat(F.slice(F.concat(x, F.repeat(F.slice_axis(x, axis=2, begin=0, end=1), repeats=P % K + 1, axis=2), dim=2), begin=(None, None, 0), end=(None, None, None), step=(None, None, K)), repeats=K, axis=2), axis=2, begin=P % K, end=None), axes=(2,))\nreturn x * 2", init="self.k = 4\nself.p = 2"),
                shapes=[[(2, 3, 9)], [(1, 2, 6)], [(1, 1, 1)], [(2, 1, 8)], [(1, 1, 2)], [(1, 2, 5)]]),
        # a negative literal offset (q = -1 % 3 = 2), unguarded
        Example(_module("gap = 3 - (-1 + x.shape[1] % 3) % 3\nx = F.concat(x, F.zeros((x.shape[0], gap)), dim=1)\nreturn x + 1"),
                _module("x = F.slice_like(F.concat(x, F.zeros_like(F.slice_axis(F.repeat(F.slice(F.concat(x, F.repeat(F.slice_axis(x, axis=1, begin=0, end=1), repeats=3, axis=1), dim=1), begin=(None, 0), end=(None, None), step=(None, 3)), repeats=3, axis=1), axis=1, begin=2, end=None)), dim=1), F.slice_axis(F.repeat(F.slice(F.concat(x, F.repeat(F.slice_axis(x, axis=1, begin=0, end=1), repeats=3, axis=1), dim=1), begin=(None, 0), end=(None, None), step=(None, 3)), repeats=3, axis=1), axis=1, begin=2, end=None), axes=(1,))\nreturn x + 1"),
                shapes=[[(2, 4)], [(2, 5)], [(1, 3)], [(1, 1)], [(2, 2)]]),
        # the hop `chunk // 2` of a constructor argument: an int of unknown sign
        Example(example_class("def __init__(self, chunk=4, **kwargs):\n    super().__init__(**kwargs)\n"
                              "    self.chunk = chunk\n    self.hop = chunk // 2\n\n"
                              "def hybrid_forward(self, F, x):\n    b, n, t = x.shape\n"
                              "    gap = self.chunk - (self.hop + t % self.chunk) % self.chunk\n    if gap:\n"
                              "        x = F.concat(x, F.zeros((b, n, gap)), dim=2)\n"
                              "    return x.reshape((b, -1)) * 2"),
                example_class("def __init__(self, chunk=4, **kwargs):\n    super().__init__(**kwargs)\n"
                              "    self.chunk = chunk\n    self.hop = chunk // 2\n\n"
                              "def hybrid_forward(self, F, x):\n"
                              "    x = F.slice_like(F.concat(x, F.zeros_like(F.slice_axis(F.repeat(F.slice(F.concat(x, F.repeat(F.slice_axis(x, axis=2, begin=0, end=1), repeats=self.hop % self.chunk + 1, axis=2), dim=2), begin=(None, None, 0), end=(None, None, None), step=(None, None, self.chunk)), repeats=self.chunk, axis=2), axis=2, begin=self.hop % self.chunk, end=None)), dim=2), F.slice_axis(F.repeat(F.slice(F.concat(x, F.repeat(F.slice_axis(x, axis=2, begin=0, end=1), repeats=self.hop % self.chunk + 1, axis=2), dim=2), begin=(None, None, 0), end=(None, None, None), step=(None, None, self.chunk)), repeats=self.chunk, axis=2), axis=2, begin=self.hop % self.chunk, end=None), axes=(2,))\n"
                              "    return x.reshape((0, -3)) * 2"),
                shapes=[[(2, 3, 9)], [(1, 2, 8)], [(1, 1, 1)], [(2, 1, 6)]]),
        # an offset that is not a python int, or the width read again: refused
        Example(_module("b, n, t = x.shape\ngap = self.k - (self.p + t % self.k) % self.k\nif gap > 0:\n"
                        "    x = F.concat(x, F.zeros((b, n, gap)), dim=2)\nreturn x * 2", init="self.k = 4\nself.p = 0.5"),
                None, reason="is used in `self.k - (self.p + t % self.k) % self.k`", shapes=[[(2, 3, 9)]]),
        Example(_module("b, n, t = x.shape\ngap = self.k - (self.p + t % self.k) % self.k\nif gap > 0:\n"
                        "    x = F.concat(x, F.zeros((b, n, gap)), dim=2)\nreturn x * gap", init="self.k = 4\nself.p = 2"),
                None, reason="is used in `self.k - (self.p + t % self.k) % self.k`", shapes=[[(2, 3, 9)]]),
        # python math on a size that no operator's shape inference follows: a square token grid's
        # side (a root), a min/max the code does not decide, a rounded fraction, divmod -- refused,
        # the message naming the arithmetic
        Example("import math\n" + _module("b, l, c = x.shape\ns = int(math.sqrt(l))\n"
                                          "return x.transpose((0, 2, 1)).reshape((b, c, s, s)).mean(axis=3)"),
                None, reason="a root (a fractional power) of a size", shapes=[[(2, 16, 3)]]),
        Example(_module("b, l, c = x.shape\ns = int(l ** 0.5)\nreturn x.reshape((b, s, s, c)).mean(axis=2)"),
                None, reason="is used in `l ** 0.5`, a root", shapes=[[(2, 9, 3)]]),
        Example(_module("n = x.shape[1]\nk = min(self.k, n)\nreturn F.topk(x, axis=1, k=k, ret_typ='mask') * x",
                        init="self.k = 3"),
                None, reason="is used in `min(self.k, n)`, which takes either side depending on the input size",
                shapes=[[(2, 5)]]),
        Example(_module("n = x.shape[0]\nk = int(n * self.ratio)\nreturn F.topk(x, axis=0, k=k, ret_typ='mask') * x",
                        init="self.ratio = 0.5"),
                None, reason="rounds a quotient or a fraction of a size", shapes=[[(4, 3)]]),
        # rounded half up (a count of masked spans): the same fraction, named as such
        Example(_module("n = x.shape[0]\nk = int(self.p * n / 2 + 0.5)\nreturn F.topk(x, axis=0, k=k, ret_typ='mask') * x",
                        init="self.p = 0.5"),
                None, reason="is used in `int(self.p * n / 2 + 0.5)`, which rounds a quotient or a fraction of a size",
                shapes=[[(4, 3)]]),
        Example(_module("q, r = divmod(x.shape[1], 2)\nreturn F.concat(x, F.ones((x.shape[0], r)), dim=1) * 2"),
                None, reason="a quotient and remainder of a size", shapes=[[(2, 5)]]),
        # the pad read again, or zeros of another length: not that padding (the width, a size of
        # its own, is then held by no tensor)
        Example(_module("pad = (3 - x.shape[1] % 3) % 3\nif pad:\n    x = F.concat(x, F.zeros((x.shape[0], pad)), dim=1)\n"
                        "return x * pad"),
                None, reason="no tensor in scope holds all the sizes", shapes=[[(2, 4)]]),
        Example(_module("pad = (self.k - x.shape[1] % self.k) % self.k\nif pad:\n"
                        "    x = F.concat(x, F.zeros((x.shape[0], pad + 1)), dim=1)\nreturn x * 2", init="self.k = 4"),
                None, reason="no tensor in scope holds all the sizes", shapes=[[(2, 5)]]),
        # `-t % w` (python's modulo takes the divisor's sign), w a local bound once to a configured
        # window, the guard `pad > 0` (Longformer's pad to the attention window)
        Example(_module("n, t, d = x.shape\nw = self.window\npad = -t % w\nif pad > 0:\n"
                        "    x = F.concat(x, F.zeros((n, pad, d)), dim=1)\nreturn x.reshape((0, -4, -1, w, -2)).sum(axis=2)",
                        init="self.window = 3"),
                _module("w = self.window\nx = F.slice_like(F.concat(x, F.zeros_like(F.repeat(F.slice(x, begin=(None, 0), end=(None, None), step=(None, w)), repeats=w, axis=1)), dim=1), F.repeat(F.slice(x, begin=(None, 0), end=(None, None), step=(None, w)), repeats=w, axis=1), axes=(1,))\n"
                        "return x.reshape((0, -4, -1, w, -2)).sum(axis=2)", init="self.window = 3"),
                shapes=[[(2, 7, 3)], [(1, 6, 2)], [(1, 1, 2)]]),
        # the width in its ceil form, `ceil(t / k) * k - t` (`int(math.ceil(1.0 * t / k))`,
        # `-(-t // k)`), and a front pad by the first step repeated (Crossformer's segment
        # embedding): x after k copies of its first step, kept from the end by the reversed crop
        # to the template; the segments' reshape `(n, -1, k, d)` splits the padded axis by -4
        Example("import math\n" + _module("n, t, d = x.shape\npad = int(math.ceil(1.0 * t / self.k)) * self.k - t\nif pad != 0:\n"
                                          "    x = F.concat(F.broadcast_to(x[:, :1, :], (n, pad, d)), x, dim=1)\n"
                                          "return x.reshape((n, -1, self.k, d)).sum(axis=2)", init="self.k = 4"),
                "import math\n" + _module("x = F.reverse(F.slice_like(F.reverse(F.concat(F.repeat(F.slice_axis(x, axis=1, begin=0, end=1), "
                                          "repeats=self.k, axis=1), x, dim=1), axis=1), F.repeat(F.slice(x, begin=(None, 0), end=(None, None), "
                                          "step=(None, self.k)), repeats=self.k, axis=1), axes=(1,)), axis=1)\n"
                                          "return x.reshape((0, -4, -1, self.k, 0)).sum(axis=2)", init="self.k = 4"),
                shapes=[[(2, 10, 3)], [(1, 8, 2)], [(1, 1, 1)], [(2, 5, 3)]]),
        Example(_module("n, t, d = x.shape\npad = -(-t // 3) * 3 - t\nif pad > 0:\n"
                        "    x = F.concat(x, F.broadcast_to(F.slice_axis(x, axis=1, begin=-1, end=None), (n, pad, d)), dim=1)\n"
                        "return x * 2"),
                _module("x = F.slice_like(F.concat(x, F.repeat(F.slice_axis(x, axis=1, begin=-1, end=None), repeats=3, axis=1), dim=1), "
                        "F.repeat(F.slice(x, begin=(None, 0), end=(None, None), step=(None, 3)), repeats=3, axis=1), axes=(1,))\n"
                        "return x * 2"),
                shapes=[[(2, 7, 3)], [(1, 6, 2)], [(1, 1, 2)], [(1, 2, 1)]]),
        Example("import math\n" + _module("b, c, t = x.shape\npad = math.ceil(t / self.k) * self.k - t\nif pad:\n"
                                          "    x = F.concat(x, F.zeros((b, c, pad)), dim=2)\nreturn x + 1", init="self.k = 2"),
                "import math\n" + _module("x = F.slice_like(F.concat(x, F.zeros_like(F.repeat(F.slice(x, begin=(None, None, 0), "
                                          "end=(None, None, None), step=(None, None, self.k)), repeats=self.k, axis=2)), dim=2), "
                                          "F.repeat(F.slice(x, begin=(None, None, 0), end=(None, None, None), step=(None, None, self.k)), "
                                          "repeats=self.k, axis=2), axes=(2,))\nreturn x + 1", init="self.k = 2"),
                shapes=[[(2, 3, 5)], [(1, 2, 4)], [(1, 1, 1)]]),
        # the last step put first, a ceil by another number than the multiple, the width read
        # again: no pad to a multiple by the edge
        Example(_module("n, t, d = x.shape\npad = -(-t // 3) * 3 - t\nif pad > 0:\n"
                        "    x = F.concat(F.broadcast_to(F.slice_axis(x, axis=1, begin=-1, end=None), (n, pad, d)), x, dim=1)\n"
                        "return x * 2"), None, reason="no known shape-free rewrite", shapes=[[(2, 7, 3)]]),
        Example("import math\n" + _module("n, t, d = x.shape\npad = math.ceil(t / 4) * 3 - t\nif pad:\n"
                                          "    x = F.concat(F.broadcast_to(F.slice_axis(x, axis=1, begin=0, end=1), (n, pad, d)), x, dim=1)\n"
                                          "return x * 2"), None, reason="no known shape-free rewrite", shapes=[[(2, 7, 3)]]),
        Example(_module("n, t, d = x.shape\npad = -(-t // 3) * 3 - t\nif pad > 0:\n"
                        "    x = F.concat(F.broadcast_to(F.slice_axis(x, axis=1, begin=0, end=1), (n, pad, d)), x, dim=1)\n"
                        "return x * pad"), None, reason="no known shape-free rewrite", shapes=[[(2, 7, 3)]]),
        # the original's -1 next to a size making one input dim with it: -4 splits that dim (the
        # -1 read alone would leave d unread); with a fourth axis the -1 also takes e: refused
        Example(_module("n, t, d = x.shape\nreturn x.reshape((n, -1, 2, d)).sum(axis=2)"),
                _module("return x.reshape((0, -4, -1, 2, 0)).sum(axis=2)"), shapes=[[(2, 6, 3)], [(1, 2, 1)]]),
        Example(_module("n, t, d, e = x.shape\nreturn x.reshape((n, -1, 2, d)).sum(axis=2)"), None,
                reason="cannot be placed as reshape codes", shapes=[[(2, 3, 3, 2)]]),
        # the windows of the padded x read back by reshapes with d and n: a Dense built with
        # in_units=d ran on the padded x, which kept x's last size, so that size is the declared
        # one (codes 0 there) and `(n, -1, d)` is the padded x's shape (reshape_like)
        Example(_module(_WINDOWED, init=_WINDOWED_INIT),
                _module("x_in = x\nw = self.window\nx = F.slice_like(F.concat(x, F.zeros_like(F.repeat(F.slice(x, begin=(None, 0), "
                        "end=(None, None), step=(None, w)), repeats=w, axis=1)), dim=1), F.repeat(F.slice(x, begin=(None, 0), "
                        "end=(None, None), step=(None, w)), repeats=w, axis=1), axes=(1,))\n"
                        "q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)\n"
                        "q = q.reshape((-1, w, 0))\nk = k.reshape((-1, w, 0))\nv = v.reshape((-1, w, 0))\n"
                        "att = F.softmax(F.batch_dot(q, k, transpose_b=True), axis=-1)\n"
                        "out = F.reshape_like(F.batch_dot(att, v), x)\nreturn F.slice_like(out, x_in, axes=(1,))",
                        init=_WINDOWED_INIT),
                shapes=[[(2, 7, 4)], [(1, 6, 4)], [(1, 1, 4)]]),
        # the padded length read again as `t + pad` in reshapes' targets: past `if pad:`, x's
        # axis is t + pad on both paths (pad is 0 where the body was skipped), and the reshapes'
        # rewrites replace their targets whole; a read of pad elsewhere: refused
        Example(_module(_PADDED_LENGTH),
                _module("x_in = x\nx = F.slice_like(F.concat(x, F.zeros_like(F.repeat(F.slice(x, begin=(None, 0), "
                        "end=(None, None), step=(None, 2)), repeats=2, axis=1)), dim=1), F.repeat(F.slice(x, begin=(None, 0), "
                        "end=(None, None), step=(None, 2)), repeats=2, axis=1), axes=(1,))\n"
                        "y = x.reshape((-1, 2, 0))\ny = F.broadcast_mul(y, F.softmax(y.sum(axis=2, keepdims=True), axis=1))\n"
                        "return F.slice_like(F.reshape_like(y, x), x_in, axes=(1,))"),
                shapes=[[(2, 5, 3)], [(1, 4, 2)], [(1, 1, 1)]]),
        Example(_module(_PADDED_LENGTH.replace("[:, :t]", "[:, :t] * pad")), None,
                reason="no known shape-free rewrite", shapes=[[(2, 5, 3)]]),
        # without in_units nothing proves d the Dense's input size: refused
        Example(_module(_WINDOWED, init=_WINDOWED_INIT.replace(", in_units=d", "")), None,
                reason="cannot be placed as reshape codes", shapes=[[(2, 7, 4)]]),
        # `Dense(3 * d, in_units=d)`: its output size is 3 * self.qkv._in_units, so a third of it
        # split per head is d // heads
        Example(_module("b, n, d = x.shape\nq, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)\n"
                        "q = q.reshape((b, n, self.heads, -1)).transpose((0, 2, 1, 3)).reshape((-1, n, d // self.heads))\n"
                        "k = k.reshape((b, n, self.heads, -1)).transpose((0, 2, 1, 3)).reshape((-1, n, d // self.heads))\n"
                        "return F.batch_dot(q, k, transpose_b=True)", init=_HEADS_INIT),
                _module("q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)\n"
                        "q = q.reshape((0, 0, -4, -1, self.qkv._in_units // self.heads)).transpose((0, 2, 1, 3)).reshape((-3, 0, 0))\n"
                        "k = k.reshape((0, 0, -4, -1, self.qkv._in_units // self.heads)).transpose((0, 2, 1, 3)).reshape((-3, 0, 0))\n"
                        "return F.batch_dot(q, k, transpose_b=True)", init=_HEADS_INIT),
                shapes=[[(2, 3, 4)], [(1, 1, 4)]]),
        # a pad to a multiple of the stride by F.pad after each spatial axis (NAFNet's and EAST's
        # test-time padding): the widest pad, k - 1, cropped to a slice with step k repeated k
        # times along each axis; constant and edge padding (a prefix of either is the smaller one)
        Example(_module("_, _, h, w = x.shape\nph = (self.k - h % self.k) % self.k\npw = (self.k - w % self.k) % self.k\n"
                        "y = F.pad(x, mode='constant', pad_width=(0, 0, 0, 0, 0, ph, 0, pw))\nreturn self.conv(y)",
                        init="self.k = 2\nself.conv = nn.Conv2D(2, 2, strides=2, in_channels=3)"),
                _module("y = F.slice_like(F.pad(x, mode='constant', pad_width=(0, 0, 0, 0, 0, self.k - 1, 0, self.k - 1)), "
                        "F.repeat(F.repeat(F.slice(x, begin=(None, None, 0, 0), end=(None, None, None, None), "
                        "step=(None, None, self.k, self.k)), repeats=self.k, axis=2), repeats=self.k, axis=3), axes=(2, 3))\n"
                        "return self.conv(y)",
                        init="self.k = 2\nself.conv = nn.Conv2D(2, 2, strides=2, in_channels=3)"),
                shapes=[[(1, 3, 5, 6)], [(2, 3, 4, 4)], [(1, 3, 1, 3)]]),
        Example(_module("w = x.shape[3]\npw = -w % 3\nx = F.pad(x, 'edge', (0, 0, 0, 0, 1, 2, 0, pw))\nreturn x * 2"),
                _module("x = F.slice_like(F.pad(x, 'edge', (0, 0, 0, 0, 1, 2, 0, 2)), F.repeat(F.slice(x, "
                        "begin=(None, None, None, 0), end=(None, None, None, None), step=(None, None, None, 3)), repeats=3, "
                        "axis=3), axes=(3,))\nreturn x * 2"),
                shapes=[[(1, 2, 5, 7)], [(2, 1, 4, 3)], [(1, 1, 1, 1)]]),
        # a width also before the axis, a reflection (its prefix is not the smaller reflection, and
        # k - 1 may reach past the input), a width read again: refused
        Example(_module("h = x.shape[2]\nph = -h % 4\nx = F.pad(x, mode='constant', pad_width=(0, 0, 0, 0, ph, ph, 0, 0))\n"
                        "return x * 2"), None, reason="computes a padding from the input's size", shapes=[[(1, 2, 5, 7)]]),
        Example(_module("h = x.shape[2]\nph = -h % 4\nx = F.pad(x, mode='reflect', pad_width=(0, 0, 0, 0, 0, ph, 0, 0))\n"
                        "return x * 2"), None, reason="computes a padding from the input's size", shapes=[[(1, 2, 5, 7)]]),
        Example(_module("h = x.shape[2]\nph = -h % 4\nx = F.pad(x, mode='constant', pad_width=(0, 0, 0, 0, 0, ph, 0, 0))\n"
                        "return x * ph"), None, reason="computes a padding from the input's size", shapes=[[(1, 2, 5, 7)]]),
        # a crop to ceil(n / k) of a tensor's size (EAST's score map of a padded input): a slice
        # from 0 with step k has that many entries
        Example(_module("h, w = x.shape[2:]\ny = self.conv(F.pad(x, mode='constant', pad_width=(0, 0, 0, 0, 0, 3, 0, 3)))\n"
                        "return y[:, :, :-(-h // 4), :-(-w // 4)]",
                        init="self.conv = nn.Conv2D(2, 4, strides=4, in_channels=3)"),
                _module("y = self.conv(F.pad(x, mode='constant', pad_width=(0, 0, 0, 0, 0, 3, 0, 3)))\n"
                        "return F.slice_like(y, F.slice(x, begin=(None, None, 0, 0), end=(None, None, None, None), "
                        "step=(None, None, 4, 4)), axes=(2, 3))",
                        init="self.conv = nn.Conv2D(2, 4, strides=4, in_channels=3)"),
                shapes=[[(1, 3, 7, 10)], [(2, 3, 8, 4)], [(1, 3, 1, 2)]]),
        Example("import math\n" + _module("t = x.shape[1]\nreturn F.slice_axis(F.concat(x, x, dim=1), axis=1, begin=0, "
                                          "end=math.ceil(t / 2))"),
                "import math\n" + _module("return F.slice_like(F.concat(x, x, dim=1), F.slice(x, begin=(None, 0), "
                                          "end=(None, None), step=(None, 2)), axes=(1,))"),
                shapes=[[(2, 5)], [(1, 4, 2)], [(1, 1)]]),
        # a pad to another tensor's size by widths from the difference (the U-Net merge): the data
        # taken at the reference's positions shifted by the width before, the constant elsewhere
        Example(_padded("diff_y = skip.shape[2] - up.shape[2]\ndiff_x = skip.shape[3] - up.shape[3]\n"
                        "up = F.pad(up, mode='constant', pad_width=(0, 0, 0, 0, diff_y // 2, diff_y - diff_y // 2, "
                        "diff_x // 2, diff_x - diff_x // 2))\nreturn F.concat(skip, up, dim=1)"),
                _padded(f"diff_y = {_count('skip', 2)} - {_count('up', 2)}\ndiff_x = {_count('skip', 3)} - {_count('up', 3)}\n"
                        + _taken("up", "skip", 2, "F.floor(diff_y / 2)", "(1, 1, -1, 1)", "up")
                        + _taken("up", "skip", 3, "F.floor(diff_x / 2)", "(1, 1, 1, -1)", "up_pad2")
                        + "up = up_pad3\nreturn F.concat(skip, up, dim=1)"),
                shapes=[[(1, 2, 3, 3), (1, 1, 6, 7)], [(1, 2, 4, 4), (1, 1, 4, 4)], [(2, 1, 2, 3), (2, 3, 5, 3)]]),
        # ... at the end of one axis, with another constant, the pad inside an expression
        Example(_padded("d = skip.shape[3] - up.shape[3]\n"
                        "return F.pad(up, mode='constant', constant_value=-1.5, pad_width=(0, 0, 0, 0, 0, 0, 0, d)) * 2"),
                _padded(f"d = {_count('skip', 3)} - {_count('up', 3)}\n"
                        + _taken("up", "skip", 3, None, "(1, 1, 1, -1)", "up", fill=" + -1.5")
                        + "return up_pad3 * 2"),
                shapes=[[(1, 2, 3, 3), (1, 1, 3, 7)], [(2, 1, 2, 2), (2, 1, 2, 2)]]),
        # the difference read again, or a mode whose widths have no such form: refused
        Example(_padded("d = skip.shape[2] - up.shape[2]\n"
                        "return F.pad(up, mode='constant', pad_width=(0, 0, 0, 0, d // 2, d - d // 2, 0, 0)) * d"),
                None, reason="computes a padding from the input's size", shapes=[[(1, 2, 3, 3), (1, 1, 5, 3)]]),
        Example(_padded("d = skip.shape[2] - up.shape[2]\n"
                        "return F.concat(*[F.pad(up, mode='constant', pad_width=(0, 0, 0, 0, 0, d, 0, 0)) for up in (up, up * 2)], dim=1)"),
                None, reason="computes a padding from the input's size", shapes=[[(1, 2, 3, 3), (1, 1, 5, 3)]]),
        Example(_padded("d = skip.shape[2] - up.shape[2]\n"
                        "return F.pad(up, mode='reflect', pad_width=(0, 0, 0, 0, d // 2, d - d // 2, 0, 0))"),
                None, reason="computes a padding from the input's size", shapes=[[(1, 2, 3, 3), (1, 1, 5, 3)]]),
        # edge padding: the border entry, which take's clip reads outside the data
        Example(_padded("d = skip.shape[2] - up.shape[2]\n"
                        "up = F.pad(up, mode='edge', pad_width=(0, 0, 0, 0, d, 0, 0, 0))\nreturn up + skip"),
                _padded(f"d = {_count('skip', 2)} - {_count('up', 2)}\n"
                        "up_src2 = F.broadcast_sub(F.contrib.arange_like(skip, axis=2), d)\n"
                        "up_pad2 = F.take(up, up_src2, axis=2, mode='clip')\nup = up_pad2\nreturn up + skip"),
                shapes=[[(1, 2, 3, 4), (1, 2, 5, 4)], [(2, 1, 2, 2), (2, 1, 2, 2)]]),
        # one_hot to a tensor's size: the truncated indices compared with that axis's index range
        # (an index outside it, negative or fractional, as one_hot reads it: random normal labels)
        Example(_module("p = F.softmax(x, axis=-1)\nreturn F.sum(p * F.one_hot(F.argmax(x, axis=-1), x.shape[-1]), axis=-1)"),
                _module("p = F.softmax(x, axis=-1)\nreturn F.sum(p * F.cast(F.broadcast_equal(F.expand_dims(F.fix(F.cast(F.argmax(x, axis=-1), dtype='float64')), axis=-1), F.cast(F.contrib.arange_like(p, axis=-1), dtype='float64')), dtype='float32'), axis=-1)"),
                shapes=[[(2, 3)], [(2, 4, 5)]]),
        Example(example_module("return F.one_hot(label, depth=x.shape[1], dtype='float64') * 2", signature="self, F, x, label"),
                example_module("return F.cast(F.broadcast_equal(F.expand_dims(F.fix(F.cast(label, dtype='float64')), axis=-1), F.cast(F.contrib.arange_like(x, axis=1), dtype='float64')), dtype='float64') * 2", signature="self, F, x, label"),
                shapes=[[(3, 4), (3,)], [(2, 3, 2), (2, 5)]]),
        Example(example_module("n = x.shape[1]\nreturn F.broadcast_add(label.one_hot(n), x.sum(axis=0))", signature="self, F, x, label"),
                example_module("return F.broadcast_add(F.cast(F.broadcast_equal(F.expand_dims(F.fix(F.cast(label, dtype='float64')), axis=-1), F.cast(F.contrib.arange_like(x, axis=1), dtype='float64')), dtype='float32'), x.sum(axis=0))", signature="self, F, x, label"),
                shapes=[[(3, 4), (3,)], [(1, 6), (2, 2)]]),
        # other values than 1 and 0, a dtype read from a tensor, a depth that is no size
        Example(example_module("return F.one_hot(label, x.shape[1], on_value=2.0) * x", signature="self, F, x, label"),
                None, reason="no known shape-free rewrite", shapes=[[(3, 4), (3,)]]),
        # a depth that sums sizes (FastSpeech's energy bins, one more than the edges): the positions
        # of a float32 carrier of that length, the size's arange_like beside python's zeros
        Example(example_module("return F.one_hot(label, x.shape[1] + 1) * 2", signature="self, F, x, label"),
                example_module("return F.cast(F.broadcast_equal(F.expand_dims(F.fix(F.cast(label, dtype='float64')), axis=-1), "
                               "F.cast(F.contrib.arange_like(F.concat(F.cast(F.contrib.arange_like(x, axis=1), dtype='float32'), "
                               "F.zeros((1,)), dim=0), axis=0), dtype='float64')), dtype='float32') * 2", signature="self, F, x, label"),
                shapes=[[(3, 4), (3,)], [(2, 1), (2, 3)]]),
        # (a difference of sizes: no carrier has that length)
        Example(example_module("return F.one_hot(label, x.shape[1] - 1) * 2", signature="self, F, x, label"),
                None, reason="no known shape-free rewrite", shapes=[[(3, 4), (3,)]]),
        # an identity of a tensor's size: the outer equality of that axis's index range
        Example(_module("eye = F.eye(x.shape[1])\nreturn F.broadcast_add(x, eye.expand_dims(0))"),
                _module("eye = F.cast(F.broadcast_equal(F.reshape(F.contrib.arange_like(x, axis=1), (-1, 1)), F.reshape(F.contrib.arange_like(x, axis=1), (1, -1))), dtype='float32')\n"
                        "return F.broadcast_add(x, eye.expand_dims(0))"),
                shapes=[[(2, 3, 3)], [(1, 1, 1)]]),
        Example(_module("y = F.dot(x, x, transpose_b=True)\nn = x.shape[0]\nreturn y - F.eye(n) * 2"),
                _module("y = F.dot(x, x, transpose_b=True)\nreturn y - F.cast(F.broadcast_equal(F.reshape(F.contrib.arange_like(x, axis=0), (-1, 1)), F.reshape(F.contrib.arange_like(x, axis=0), (1, -1))), dtype='float32') * 2"),
                shapes=[[(4, 3)], [(1, 5)]]),
        Example(_module("g = F.batch_dot(x, x, transpose_a=True)\n"
                        "return F.broadcast_mul(g, F.eye(x.shape[2], dtype='float32').expand_dims(0))"),
                _module("g = F.batch_dot(x, x, transpose_a=True)\n"
                        "return F.broadcast_mul(g, F.cast(F.broadcast_equal(F.reshape(F.contrib.arange_like(x, axis=2), (-1, 1)), F.reshape(F.contrib.arange_like(x, axis=2), (1, -1))), dtype='float32').expand_dims(0))"),
                shapes=[[(2, 3, 4)], [(1, 2, 2)]]),
        # a diagonal offset: j == i + k, rows and columns from the one axis's range; an offset
        # past the matrix (k=5 on 3 columns) meets no column, as eye's gives zeros
        Example(_module("return F.dot(x, F.eye(x.shape[1], k=1))"),
                _module("return F.dot(x, F.cast(F.broadcast_equal(F.reshape(F.contrib.arange_like(x, axis=1), (-1, 1)) + 1, F.reshape(F.contrib.arange_like(x, axis=1), (1, -1))), dtype='float32'))"),
                shapes=[[(2, 3)], [(1, 1)], [(2, 5)]]),
        Example(_module("t = x.shape[1]\nm = F.eye(t, k=self.k).expand_dims(0)\nreturn F.broadcast_mul(F.dot(x, x, transpose_b=True).expand_dims(0), m)", init="self.k = -2"),
                _module("m = F.cast(F.broadcast_equal(F.reshape(F.contrib.arange_like(x, axis=1), (-1, 1)) + self.k, F.reshape(F.contrib.arange_like(x, axis=1), (1, -1))), dtype='float32').expand_dims(0)\nreturn F.broadcast_mul(F.dot(x, x, transpose_b=True).expand_dims(0), m)", init="self.k = -2"),
                shapes=[[(3, 3)], [(4, 4)], [(1, 1)]]),
        # an offset read from the data's size has no python value in a graph
        Example(_module("return F.dot(x, F.eye(x.shape[1], k=x.shape[0]))"), None, reason="has no shape-free form",
                shapes=[[(2, 3)]]),
        Example(_module("return F.dot(x, F.eye(x.shape[1], M=4))"), None, reason="has no shape-free form",
                shapes=[[(2, 3)]]),
        # 2 * (n // 4) is not n // 2 for every n
        Example(_module("c = x.shape[1] // 4 * 2\nreturn x[:, :c]"), None, reason="no tensor in scope",
                shapes=[[(2, 8)]]),
        # a run of sizes bound to one name and indexed later
        Example(_module("in_size = x.shape[2:]\ny = F.Pooling(x, kernel=(2, 2), stride=(2, 2), pool_type='avg')\n"
                        "return x - F.contrib.BilinearResize2D(y, height=in_size[0], width=in_size[1])"),
                _module("y = F.Pooling(x, kernel=(2, 2), stride=(2, 2), pool_type='avg')\n"
                        "return x - F.contrib.BilinearResize2D(y, like=x, mode='like')"),
                shapes=[[(1, 2, 4, 6)], [(2, 1, 4, 4)]]),
        # the run counted from the end (torchvision's `low.shape[-2:]`) where the tensor's rank is
        # proven (a 2-d pooling's input is 4-d): the same axes; of a rank not proven, refused
        Example(_module("y = F.Pooling(x, kernel=(2, 2), stride=(2, 2), pool_type='avg')\nin_size = x.shape[-2:]\n"
                        "return x - F.contrib.BilinearResize2D(y, height=in_size[0], width=in_size[1])"),
                _module("y = F.Pooling(x, kernel=(2, 2), stride=(2, 2), pool_type='avg')\n"
                        "return x - F.contrib.BilinearResize2D(y, like=x, mode='like')"),
                shapes=[[(1, 2, 4, 6)], [(2, 1, 5, 3)]]),
        Example(_resized("in_size = x.shape[-2:]\nreturn F.contrib.BilinearResize2D(y, height=in_size[0], width=in_size[1])"),
                None, reason="no known shape-free rewrite", shapes=[[(1, 2, 4, 6), (1, 2, 2, 3)]]),
        # a fraction of its own size that is not 1/2^n: int(size * (1/k)) is rounded below size // k
        # for some sizes (MXNet 1.9.1: a scale 1/41 gives 0 rows for 41, where 41 // 41 is 1)
        Example(_module("return F.contrib.BilinearResize2D(x, height=x.shape[2] // 41, width=x.shape[3] // 41)"),
                None, reason="no tensor in scope has that height and width", shapes=[[(1, 1, 41, 82)]]),
        # a python tuple of sizes bound to one name and read by a constant index: a literal tuple
        # of sizes, or a comprehension over a run of a shape (one `for`, no `if`; InterpolationBlock's
        # `tuple(s * self.scale_factor for s in x.shape[2:])`), entry i the expression at axis 2 + i
        Example(_module("out = tuple(s * self.scale_factor for s in x.shape[2:])\n"
                        "return F.contrib.BilinearResize2D(x, height=out[0], width=out[1])",
                        init="self.scale_factor = 2"),
                _module("return F.contrib.BilinearResize2D(x, scale_height=float(self.scale_factor), "
                        "scale_width=float(self.scale_factor))", init="self.scale_factor = 2"),
                shapes=[[(1, 2, 3, 4)], [(2, 1, 5, 2)]]),
        # a bool factor: h * True is h, an int, so the original runs; scale_height=True is
        # rejected by MXNet 1.9.1 ("expect float or None but value='True'"), float(True) is 1.0
        Example(_module("out = tuple(s * self.scale_factor for s in x.shape[2:])\n"
                        "return F.contrib.BilinearResize2D(x, height=out[0], width=out[1])",
                        init="self.scale_factor = True"),
                _module("return F.contrib.BilinearResize2D(x, scale_height=float(self.scale_factor), "
                        "scale_width=float(self.scale_factor))", init="self.scale_factor = True"),
                shapes=[[(1, 2, 3, 5)], [(2, 1, 4, 2)]]),
        Example(_module("out = [s // 2 for s in x.shape[2:]]\n"
                        "return F.contrib.BilinearResize2D(x, height=out[0], width=out[1])"),
                _module("return F.contrib.BilinearResize2D(x, scale_height=0.5, scale_width=0.5)"),
                shapes=[[(1, 2, 4, 6)], [(2, 1, 5, 7)]]),
        Example(_module("out = (x.shape[2] * 2, x.shape[3] * 3)\ny = F.relu(x)\n"
                        "return F.contrib.BilinearResize2D(y, height=out[0], width=out[1])"),
                _module("y = F.relu(x)\nreturn F.contrib.BilinearResize2D(y, scale_height=2, scale_width=3)"),
                shapes=[[(1, 2, 3, 4)], [(2, 1, 2, 5)]]),
        Example(_module("in_size = tuple(s for s in x.shape[2:])\n"
                        "x = F.Pooling(x, kernel=(2, 2), stride=(2, 2), pool_type='avg')\n"
                        "return F.contrib.BilinearResize2D(x, height=in_size[0], width=in_size[1])"),
                _module("x_in = x\nx = F.Pooling(x, kernel=(2, 2), stride=(2, 2), pool_type='avg')\n"
                        "return F.contrib.BilinearResize2D(x, like=x_in, mode='like')"),
                shapes=[[(1, 2, 4, 6)], [(2, 1, 6, 4)]]),
        # the tuple only when no fixed size is configured (InterpolationBlock's `out_size`): the
        # rewrite keeps the condition, as for a run of the shape
        Example(_module("out = self.out_size if self.out_size is not None else "
                        "tuple(s * self.scale_factor for s in x.shape[2:])\n"
                        "return F.contrib.BilinearResize2D(x, height=out[0], width=out[1])",
                        init="self.scale_factor = 2\nself.out_size = None"),
                _module("out = self.out_size if self.out_size is not None else None\n"
                        "return (F.contrib.BilinearResize2D(x, height=out[0], width=out[1]) if self.out_size is not "
                        "None else F.contrib.BilinearResize2D(x, scale_height=float(self.scale_factor), "
                        "scale_width=float(self.scale_factor)))",
                        init="self.scale_factor = 2\nself.out_size = None"),
                shapes=[[(1, 2, 3, 4)], [(2, 1, 5, 2)]]),
        Example(_module("out = self.out_size if self.out_size is not None else "
                        "tuple(s * self.scale_factor for s in x.shape[2:])\n"
                        "return F.contrib.BilinearResize2D(x, height=out[0], width=out[1])",
                        init="self.scale_factor = 2\nself.out_size = (3, 5)"),
                _module("out = self.out_size if self.out_size is not None else None\n"
                        "return (F.contrib.BilinearResize2D(x, height=out[0], width=out[1]) if self.out_size is not "
                        "None else F.contrib.BilinearResize2D(x, scale_height=float(self.scale_factor), "
                        "scale_width=float(self.scale_factor)))",
                        init="self.scale_factor = 2\nself.out_size = (3, 5)"),
                shapes=[[(1, 2, 3, 4)], [(2, 1, 5, 2)]]),
        # refused: a filtered comprehension (its entries move with the filter), an index from the
        # end (the run's length is the rank, not known), a list changed after it is built, and a
        # size a caller may pass instead (not a python constant of the file)
        Example(_module("out = tuple(s * 2 for s in x.shape[2:] if s > 1)\n"
                        "return F.contrib.BilinearResize2D(x, height=out[0], width=out[1])"),
                None, reason="its sizes are iterated by a python comprehension", shapes=[[(1, 2, 3, 4)]]),
        Example(_module("out = tuple(s * 2 for s in x.shape[2:])\n"
                        "return F.contrib.BilinearResize2D(x, height=out[-2], width=out[-1])"),
                None, reason="the height/width it is given are not sizes of one tensor", shapes=[[(1, 2, 3, 4)]]),
        Example(_module("out = [x.shape[2] * 2, x.shape[3] * 2]\nout[0] = 5\n"
                        "return F.contrib.BilinearResize2D(x, height=out[0], width=out[1])"),
                None, reason="`out` (line", shapes=[[(1, 2, 3, 4)]]),
        Example(_module("out = tuple(s * 2 for s in x.shape[2:]) if size is None else size\n"
                        "return F.contrib.BilinearResize2D(x, height=out[0], width=out[1])").replace(
                    "def hybrid_forward(self, F, x):", "def hybrid_forward(self, F, x, size=None):"),
                None, reason="its sizes are iterated by a python comprehension", shapes=[[(1, 2, 3, 4)]]),
        # deep supervision: the target resized to each side output, the sides a list display bound
        # once and never changed, so each pass of the loop holds one of its (proven) items
        Example(_module("sides = [self.s1(x), self.s2(x)]\nloss = 0\nfor s in sides:\n"
                        "    t = F.contrib.BilinearResize2D(x, height=s.shape[2], width=s.shape[3])\n"
                        "    loss = loss + t.mean() * F.sigmoid(s).mean()\nreturn loss",
                        init="self.s1 = nn.Conv2D(1, 3, padding=1)\nself.s2 = nn.Conv2D(1, 3, strides=2, padding=1)"),
                _module("sides = [self.s1(x), self.s2(x)]\nloss = 0\nfor s in sides:\n"
                        "    t = F.contrib.BilinearResize2D(x, like=s, mode='like')\n"
                        "    loss = loss + t.mean() * F.sigmoid(s).mean()\nreturn loss",
                        init="self.s1 = nn.Conv2D(1, 3, padding=1)\nself.s2 = nn.Conv2D(1, 3, strides=2, padding=1)"),
                shapes=[[(2, 3, 4, 6)], [(1, 2, 6, 4)]]),
        # grown after the display: its items are not all written there
        Example(_module("sides = [self.s1(x)]\nsides.append(x)\nloss = 0\nfor s in sides:\n"
                        "    t = F.contrib.BilinearResize2D(x, height=s.shape[2], width=s.shape[3])\n"
                        "    loss = loss + t.mean()\nreturn loss",
                        init="self.s1 = nn.Conv2D(1, 3, padding=1)"),
                None, reason="comes out of a python container", shapes=[[(2, 3, 4, 6)]]),
        # whole multiples of a 4-D tensor's spatial sizes, axes crossed or of another tensor:
        # like one channel of it (swapped) tiled to that size
        Example(_module("return F.contrib.BilinearResize2D(data=x, height=x.shape[3] * 2, width=x.shape[2] * 2)"),
                _module("return F.contrib.BilinearResize2D(data=x, like=F.tile(F.swapaxes(F.slice_axis(x, axis=1, "
                        "begin=0, end=1), dim1=2, dim2=3), reps=(1, 1, 2, 2)), mode='like')"),
                shapes=[[(2, 3, 4, 6)], [(1, 2, 3, 5)]]),
        Example(_module("return F.contrib.BilinearResize2D(x, height=x.shape[3], width=x.shape[2])"),
                _module("return F.contrib.BilinearResize2D(x, like=F.swapaxes(F.slice_axis(x, axis=1, begin=0, "
                        "end=1), dim1=2, dim2=3), mode='like')"),
                shapes=[[(2, 3, 4, 6)], [(1, 1, 5, 2)]]),
        Example(_module("_, _, h, w = x.shape\ny = F.Pooling(x, kernel=(2, 2), stride=(2, 2), pool_type='avg')\n"
                        "return F.contrib.BilinearResize2D(y, height=h * 2, width=w * 3)"),
                _module("y = F.Pooling(x, kernel=(2, 2), stride=(2, 2), pool_type='avg')\n"
                        "return F.contrib.BilinearResize2D(y, like=F.tile(F.slice_axis(x, axis=1, begin=0, end=1), "
                        "reps=(1, 1, 2, 3)), mode='like')"),
                shapes=[[(2, 3, 4, 6)], [(1, 2, 5, 3)]]),
        # both sizes from one axis (a square output, DeepLab's ASPP image pooling): like a square
        # made of that axis as a column plus the same as a row
        Example(_module("return F.contrib.BilinearResize2D(x, height=x.shape[3] * 2, width=x.shape[3] * 2)"),
                _module("return F.contrib.BilinearResize2D(x, like=F.tile(F.broadcast_add(F.slice_axis(F.slice_axis("
                        "x, axis=1, begin=0, end=1), axis=2, begin=0, end=1), F.swapaxes(F.slice_axis(F.slice_axis(x, "
                        "axis=1, begin=0, end=1), axis=2, begin=0, end=1), dim1=2, dim2=3)), reps=(1, 1, 2, 2)), "
                        "mode='like')"),
                shapes=[[(2, 3, 4, 6)], [(1, 2, 5, 3)]]),
        Example(_module("y = F.Pooling(x, kernel=(1, 1), global_pool=True, pool_type='avg')\n"
                        "return F.contrib.BilinearResize2D(y, height=x.shape[2], width=x.shape[2])"),
                _module("y = F.Pooling(x, kernel=(1, 1), global_pool=True, pool_type='avg')\n"
                        "return F.contrib.BilinearResize2D(y, like=F.broadcast_add(F.slice_axis(F.slice_axis("
                        "F.reshape(x, shape=(0, 0, 0, -1)), axis=1, begin=0, end=1), axis=3, begin=0, end=1), "
                        "F.swapaxes(F.slice_axis(F.slice_axis(F.reshape(x, shape=(0, 0, 0, -1)), axis=1, begin=0, "
                        "end=1), axis=3, begin=0, end=1), dim1=2, dim2=3)), mode='like')"),
                shapes=[[(2, 3, 4, 6)], [(1, 2, 7, 3)]]),
        Example(_module("return F.contrib.BilinearResize2D(x, height=x.shape[2] * 3, width=x.shape[2])"),
                _module("return F.contrib.BilinearResize2D(x, like=F.tile(F.broadcast_add(F.slice_axis("
                        "F.slice_axis(x, axis=1, begin=0, end=1), axis=3, begin=0, end=1), F.swapaxes(F.slice_axis("
                        "F.slice_axis(x, axis=1, begin=0, end=1), axis=3, begin=0, end=1), dim1=2, dim2=3)), "
                        "reps=(1, 1, 3, 1)), mode='like')"),
                shapes=[[(1, 2, 3, 5)], [(2, 1, 4, 4)]]),
        # a third of one size: not a whole multiple, and no tensor in scope has it
        Example(_module("return F.contrib.BilinearResize2D(x, height=x.shape[2] // 3, width=x.shape[2] // 3)"), None,
                reason="no tensor in scope has that height and width", shapes=[[(2, 3, 6, 6)]]),
        # `*_, h, w = x.shape`: the last two sizes whatever the rank -> like x seen as
        # (prod, 1, h, w) (a reverse reshape), pooled for a fraction of them
        Example(_module("*_, h, w = x.shape\ny = F.Pooling(x, kernel=(1, 1), global_pool=True, pool_type='avg')\n"
                        "return F.contrib.BilinearResize2D(y, height=h, width=w)"),
                _module("y = F.Pooling(x, kernel=(1, 1), global_pool=True, pool_type='avg')\n"
                        "return F.contrib.BilinearResize2D(y, like=F.reshape(x, shape=(-1, 1, 0, 0), reverse=True), "
                        "mode='like')"),
                shapes=[[(2, 3, 5, 7)], [(1, 1, 4, 2)]]),
        # a 2-D pooling of x in straight-line code proves it 4-d: like x itself (or one channel
        # of it pooled)
        Example(_module("*_, h, w = x.shape\nx = F.Pooling(x, kernel=(4, 4), stride=(4, 4), pool_type='max')\n"
                        "y = F.contrib.BilinearResize2D(x, height=h // 2, width=w // 2)\n"
                        "return F.contrib.BilinearResize2D(y, height=h, width=w)"),
                _module("x_in = x\nx = F.Pooling(x, kernel=(4, 4), stride=(4, 4), pool_type='max')\n"
                        "y = F.contrib.BilinearResize2D(x, like=F.Pooling(F.slice_axis(x_in, axis=1, begin=0, end=1), "
                        "kernel=(2, 2), stride=(2, 2), pool_type='max'), mode='like')\n"
                        "return F.contrib.BilinearResize2D(y, like=x_in, mode='like')"),
                shapes=[[(2, 3, 16, 12)], [(1, 2, 9, 13)]]),
        Example(_module("b, *_, h, w = x.shape\ny = F.Pooling(x, kernel=(2, 2), stride=(2, 2), pool_type='avg')\n"
                        "return F.contrib.BilinearResize2D(y, height=h, width=w)"),
                _module("y = F.Pooling(x, kernel=(2, 2), stride=(2, 2), pool_type='avg')\n"
                        "return F.contrib.BilinearResize2D(y, like=x, mode='like')"),
                shapes=[[(2, 3, 6, 4)], [(1, 2, 3, 5)]]),
        # the same with a global pooling (3-5-d input): x seen as (prod, 1, h, w), pooled
        Example(_module("*_, h, w = x.shape\nx = F.Pooling(x, kernel=(1, 1), global_pool=True, pool_type='max')\n"
                        "y = F.contrib.BilinearResize2D(x, height=h, width=w)\n"
                        "return F.contrib.BilinearResize2D(y, height=h // 2, width=w // 2)"),
                _module("x_in = x\nx = F.Pooling(x, kernel=(1, 1), global_pool=True, pool_type='max')\n"
                        "y = F.contrib.BilinearResize2D(x, like=F.reshape(x_in, shape=(-1, 1, 0, 0), reverse=True), "
                        "mode='like')\n"
                        "return F.contrib.BilinearResize2D(y, like=F.Pooling(F.reshape(x_in, shape=(-1, 1, 0, 0), "
                        "reverse=True), kernel=(2, 2), stride=(2, 2), pool_type='max'), mode='like')"),
                shapes=[[(2, 3, 16, 12)], [(1, 2, 9, 13)]]),
        Example(_module("*lead, h, w = x.shape\ny = F.Pooling(x, kernel=(2, 2), stride=(2, 2), pool_type='avg')\n"
                        "return F.contrib.BilinearResize2D(y, height=h, width=w) * len(lead)"), None,
                reason="no automatic fix", shapes=[[(2, 3, 6, 4)]]),
        Example(_module("size = x.shape\ny = F.relu(x)\nreturn y.reshape((size[0], -1))"),
                _module("y = F.relu(x)\nreturn y.reshape((0, -1))"), shapes=[[(2, 3, 4)], [(3, 1)]]),
        # the tensor is rebound before the sizes are used: kept under another name
        Example(_module("in_size = x.shape[2:]\nx = F.Pooling(x, kernel=(2, 2), stride=(2, 2), pool_type='max')\n"
                        "x = F.relu(x)\nreturn F.contrib.BilinearResize2D(x, height=in_size[0], width=in_size[1])"),
                _module("x_in = x\nx = F.Pooling(x, kernel=(2, 2), stride=(2, 2), pool_type='max')\n"
                        "x = F.relu(x)\nreturn F.contrib.BilinearResize2D(x, like=x_in, mode='like')"),
                shapes=[[(1, 2, 4, 6)], [(2, 1, 6, 4)]]),
        Example(_module("h, w = x.shape[2:]\nx = F.Pooling(x, kernel=(2, 2), stride=(2, 2), pool_type='avg')\n"
                        "return F.contrib.BilinearResize2D(x, height=h, width=w)"),
                _module("x_in = x\nx = F.Pooling(x, kernel=(2, 2), stride=(2, 2), pool_type='avg')\n"
                        "return F.contrib.BilinearResize2D(x, like=x_in, mode='like')"),
                shapes=[[(1, 2, 4, 4)], [(2, 3, 6, 2)]]),
        # sizes read only when no fixed size is configured (segmentation heads): the rewrite keeps
        # the condition
        Example(_module("in_size = self.out_size if self.out_size is not None else x.shape[2:]\n"
                        "x = F.Pooling(x, kernel=(2, 2), stride=(2, 2), pool_type='avg')\n"
                        "return F.contrib.BilinearResize2D(x, height=in_size[0], width=in_size[1])",
                        init="self.out_size = None"),
                _module("in_size = self.out_size if self.out_size is not None else None\nx_in = x\n"
                        "x = F.Pooling(x, kernel=(2, 2), stride=(2, 2), pool_type='avg')\n"
                        "return (F.contrib.BilinearResize2D(x, height=in_size[0], width=in_size[1]) if "
                        "self.out_size is not None else F.contrib.BilinearResize2D(x, like=x_in, mode='like'))",
                        init="self.out_size = None"),
                shapes=[[(1, 2, 4, 6)], [(2, 1, 4, 4)]]),
        Example(_module("in_size = self.out_size if self.fixed else x.shape[2:]\n"
                        "x = F.Pooling(x, kernel=(2, 2), stride=(2, 2), pool_type='avg')\n"
                        "return F.contrib.BilinearResize2D(x, height=in_size[0], width=in_size[1])",
                        init="self.fixed = True\nself.out_size = (3, 5)"),
                _module("in_size = self.out_size if self.fixed else None\nx_in = x\n"
                        "x = F.Pooling(x, kernel=(2, 2), stride=(2, 2), pool_type='avg')\n"
                        "return (F.contrib.BilinearResize2D(x, height=in_size[0], width=in_size[1]) if "
                        "self.fixed else F.contrib.BilinearResize2D(x, like=x_in, mode='like'))",
                        init="self.fixed = True\nself.out_size = (3, 5)"),
                shapes=[[(1, 2, 4, 6)], [(2, 1, 4, 4)]]),
        Example(_module("in_size = self.out_size if self.out_size is not None else x.shape[2:]\n"
                        "x = F.relu(x)\nreturn x.reshape((in_size[0], -1))", init="self.out_size = None"), None,
                reason="`in_size` (line 12) is used in `x.reshape((in_size[0], -1))`", shapes=[[(3, 3, 4)]]),
        # the declared Parameter's shape read as `self.prompt.shape` (what parameter-shape writes
        # for `prompt.shape`): the shape hybrid_forward's `prompt` has (Donut's task prompt)
        Example(_params_module("B = x.shape[0]\np = prompt.expand_dims(0).broadcast_to((B,) + self.prompt.shape)\n"
                               "return F.concat(p, x, dim=1)",
                               "n = kwargs.pop('n', 3)\nself.prompt = self.params.get('prompt', shape=(n, 4))", "prompt"),
                _params_module("p = F.broadcast_like(prompt.expand_dims(0), x, lhs_axes=(0,), rhs_axes=(0,))\n"
                               "return F.concat(p, x, dim=1)",
                               "n = kwargs.pop('n', 3)\nself.prompt = self.params.get('prompt', shape=(n, 4))", "prompt"),
                shapes=[[(2, 5, 4)], [(1, 2, 4)]]),
        # refused: a Parameter whose size Gluon infers at the first call holds its 0 while tracing
        Example(_params_module("B = x.shape[0]\np = prompt.expand_dims(0).broadcast_to((B,) + self.prompt.shape)\n"
                               "return F.concat(p, x, dim=1)",
                               "self.prompt = self.params.get('prompt', shape=(3, 0), allow_deferred_init=True)", "prompt"),
                None, reason="`B` (line 11) is used in", shapes=[[(2, 5, 4)]], runtime=False,
                why_not="the deferred Parameter gets no shape from this block's calls: the original fails eagerly"),
        # a size-1 axis repeated to a tensor's size: a broadcast (StyleGAN's constant input)
        Example(_params_module("batch = x.shape[0]\nreturn kwargs['const'].tile((batch, 1, 1))",
                               "self.const = self.params.get('const', shape=(1, 2, 3))", "**kwargs"),
                _params_module("return F.broadcast_like(kwargs['const'], x, lhs_axes=(0,), rhs_axes=(0,))",
                               "self.const = self.params.get('const', shape=(1, 2, 3))", "**kwargs"),
                shapes=[[(4, 5)], [(1, 2)]]),
        Example(_params_module("return F.batch_dot(fb.repeat(repeats=x.shape[0], axis=0), x)",
                               "self.fb = self.params.get('fb', shape=(1, 2, 3))", "fb"),
                _params_module("return F.batch_dot(F.broadcast_like(fb, x, lhs_axes=(0,), rhs_axes=(0,)), x)",
                               "self.fb = self.params.get('fb', shape=(1, 2, 3))", "fb"),
                shapes=[[(2, 3, 4)], [(1, 3, 1)]]),
        Example(_module("m = F.max(x, axis=1, keepdims=True)\nreturn x - F.repeat(m, repeats=x.shape[1], axis=1)"),
                _module("m = F.max(x, axis=1, keepdims=True)\n"
                        "return x - F.broadcast_like(m, x, lhs_axes=(1,), rhs_axes=(1,))"),
                shapes=[[(2, 3)], [(2, 4, 3)]]),
        # any size on the repeated axis: a new axis broadcast, then merged
        Example(_params_module("return fb.repeat(repeats=x.shape[0], axis=0)",
                               "self.fb = self.params.get('fb', shape=(2, 3))", "fb"),
                _params_module("return F.broadcast_like(F.expand_dims(fb, axis=1), x, lhs_axes=(1,), "
                               "rhs_axes=(0,)).reshape((-3, -2))",
                               "self.fb = self.params.get('fb', shape=(2, 3))", "fb"),
                shapes=[[(2, 3)], [(3, 1)]]),
        Example(_module("b, c = x.shape\nreturn F.tile(F.relu(x), reps=(1, b))"),
                _module("return F.broadcast_like(F.expand_dims(F.relu(x), axis=1), x, lhs_axes=(1,), "
                        "rhs_axes=(0,)).reshape((0, -3, -2))"),
                shapes=[[(2, 3)], [(4, 1)]]),
        Example(_module("y = F.sigmoid(x)\nreturn y.repeat(repeats=x.shape[1], axis=1)"),
                _module("y = F.sigmoid(x)\nreturn F.broadcast_like(F.expand_dims(y, axis=2), y, lhs_axes=(2,), "
                        "rhs_axes=(1,)).reshape((0, -3, -2))"),
                shapes=[[(2, 3)], [(2, 2, 3)]]),
        # axes of any size repeated by sizes: a new axis before each, broadcast and merged into it
        Example(_module("b, c = x.shape\nreturn F.tile(x, reps=(b, c))"),
                _module("return F.broadcast_like(F.expand_dims(F.broadcast_like(F.expand_dims(x, axis=-3), x, "
                        "lhs_axes=(-3,), rhs_axes=(0,)).reshape(shape=(-2, -3, 0), reverse=True), axis=-2), x, "
                        "lhs_axes=(-2,), rhs_axes=(1,)).reshape(shape=(-2, -3), reverse=True)"),
                shapes=[[(2, 3)], [(1, 4)]]),
        # some sizes from a tensor, the others python (a minibatch-std channel)
        Example(_module("b, c, h, w = x.shape\nm = F.mean(x, axis=(0, 1, 2, 3), keepdims=True)\n"
                        "return F.concat(x, m.broadcast_to((b, 1, h, w)), dim=1)"),
                _module("m = F.mean(x, axis=(0, 1, 2, 3), keepdims=True)\n"
                        "return F.concat(x, F.broadcast_like(m, x, lhs_axes=(0, 2, 3), rhs_axes=(0, 2, 3)), dim=1)"),
                shapes=[[(2, 3, 4, 5)], [(1, 1, 2, 2)]]),
        Example(_module("b, c, h, w = x.shape\nm = F.mean(x, axis=(2, 3), keepdims=True)\n"
                        "return F.concat(x, m.broadcast_to((b, c, 2, w)), dim=2)"),
                _module("m = F.mean(x, axis=(2, 3), keepdims=True)\n"
                        "return F.concat(x, F.broadcast_like(F.broadcast_to(m, shape=(0, 0, 2, 0)), x, lhs_axes=(3,), "
                        "rhs_axes=(3,)), dim=2)"),
                shapes=[[(2, 3, 4, 5)], [(1, 1, 2, 2)]]),
        # a pixel grid (deformable sampling): the sizes read inside the operand of broadcast_to
        # are rewritten first and carried into its rewrite
        Example(_module("h, w = x.shape[2], x.shape[3]\nys = F.arange(h).reshape((1, h, 1)).broadcast_to((1, h, w))\n"
                        "return F.broadcast_add(x, ys.expand_dims(0))"),
                _module("ys = F.broadcast_like(F.contrib.arange_like(x, axis=2).reshape((1, -1, 1)), x, lhs_axes=(2,), rhs_axes=(3,))\n"
                        "return F.broadcast_add(x, ys.expand_dims(0))"),
                shapes=[[(2, 3, 4, 5)], [(1, 1, 2, 1)]]),
        Example(_module("b, c, h, w = x.shape\nm = F.max(x, axis=(2, 3), keepdims=True)\nreturn m.broadcast_to((b, c, 3, 3))"),
                _module("m = F.max(x, axis=(2, 3), keepdims=True)\nreturn F.broadcast_to(m, shape=(0, 0, 3, 3))"),
                shapes=[[(2, 3, 4, 5)], [(1, 2, 1, 1)]]),
        # a nearest x2 upsample in a helper handed no F: the size-1 axes stretched by the fluent
        # broadcast_axes, the others kept without their sizes
        Example(_helper_module("return self._nearest(F.relu(x))",
                               "def _nearest(self, x):\n    n, c, h, w = x.shape\n"
                               "    return x.reshape((n, c, h, 1, w, 1)).broadcast_to((n, c, h, 2, w, 2))"
                               ".reshape((n, c, h * 2, w * 2))"),
                _helper_module("return self._nearest(F.relu(x))",
                               "def _nearest(self, x):\n"
                               "    return x.reshape((0, 0, 0, -4, 1, -1, 1)).broadcast_axes(axis=(3, 5), size=(2, 2))"
                               ".reshape((0, 0, -3, -3))"),
                shapes=[[(2, 3, 4, 5)], [(1, 1, 2, 3)]]),
        # a row built from values of unknown rank (an affine matrix, a shared code) broadcast to
        # the batch: the operator form takes only an input of the target's rank, so the row's
        # axis 0 is the expand_dims' size 1
        Example(_module("row = F.expand_dims(F.concat(F.sum(x, axis=0), F.max(x, axis=0), dim=0), axis=0)\n"
                        "return F.broadcast_to(row, (x.shape[0], 6))"),
                _module("row = F.expand_dims(F.concat(F.sum(x, axis=0), F.max(x, axis=0), dim=0), axis=0)\n"
                        "return F.broadcast_like(F.broadcast_to(row, shape=(0, 6)), x, lhs_axes=(0,), rhs_axes=(0,))"),
                shapes=[[(2, 3)], [(5, 3)]]),
        Example(_module("m = F.sum(x, axis=0, keepdims=True)\nreturn F.broadcast_to(m, shape=(x.shape[0], 1, 3)) * 2"),
                _module("m = F.sum(x, axis=0, keepdims=True)\n"
                        "return F.broadcast_like(F.broadcast_to(m, shape=(0, 1, 3)), x, lhs_axes=(0,), rhs_axes=(0,)) * 2"),
                shapes=[[(2, 1, 3)], [(4, 1, 1)]]),
        # a parameter's entries squeezed out: the legacy squeeze of every axis leaves (1,), so
        # the row they join is (1, 2)
        Example(_params_module("s = F.squeeze(F.slice_axis(theta, axis=1, begin=0, end=1), axis=(0, 1))\n"
                               "row = F.expand_dims(F.concat(s, F.tanh(s), dim=0), axis=0)\n"
                               "return F.broadcast_to(row, (x.shape[0], 2))",
                               "self.theta = self.params.get('theta', shape=(1, 3))", "theta"),
                _params_module("s = F.squeeze(F.slice_axis(theta, axis=1, begin=0, end=1), axis=(0, 1))\n"
                               "row = F.expand_dims(F.concat(s, F.tanh(s), dim=0), axis=0)\n"
                               "return F.broadcast_like(row, x, lhs_axes=(0,), rhs_axes=(0,))",
                               "self.theta = self.params.get('theta', shape=(1, 3))", "theta"),
                shapes=[[(2, 3)], [(5, 1)]]),
        # axis 0 is x's own size: kept by code 0
        Example(_module("t = F.relu(x)\nreturn F.broadcast_to(t, (x.shape[0], 3))"),
                _module("t = F.relu(x)\nreturn F.broadcast_to(t, shape=(0, 3))"), shapes=[[(2, 3)], [(4, 1)]]),
        # axis 0 of unknown size: broadcast_like only stretches size 1 (an equal size raises), so
        # the data times ones of the target's shape (the data's dtype, from one of its elements)
        Example(example_module("return F.broadcast_to(y, (x.shape[0], 3))", signature="self, F, x, y",
                               gluon="HybridBlock, nn"),
                example_module("return F.broadcast_mul(y, F.broadcast_like(F.broadcast_to(F.reshape(F.ones_like("
                               "F.slice_axis(F.reshape(y, shape=(-1,)), axis=0, begin=0, end=1)), shape=(1, 1)), "
                               "shape=(1, 3)), x, lhs_axes=(0,), rhs_axes=(0,)))", signature="self, F, x, y",
                               gluon="HybridBlock, nn"),
                shapes=[[(2, 3), (1, 3)], [(2, 3), (2, 3)], [(4, 2), (1, 1)]]),
        # a TFT static context over the time steps: the context's batch is x's or 1, its rank
        # unknown; NDArray's fluent method prepends axes, as broadcast_mul does
        Example(example_module("c = static.expand_dims(1).broadcast_to((x.shape[0], x.shape[1], static.shape[1]))\n"
                               "return F.concat(x, c, dim=2)", signature="self, F, x, static",
                               gluon="HybridBlock, nn"),
                example_module("c = F.broadcast_mul(static.expand_dims(1), F.broadcast_like(F.broadcast_like(F.reshape("
                               "F.ones_like(F.slice_axis(F.reshape(static, shape=(-1,)), axis=0, begin=0, end=1)), "
                               "shape=(1, 1, 1)), static, lhs_axes=(2,), rhs_axes=(1,)), x, lhs_axes=(0, 1), "
                               "rhs_axes=(0, 1)))\nreturn F.concat(x, c, dim=2)", signature="self, F, x, static",
                               gluon="HybridBlock, nn"),
                shapes=[[(2, 5, 3), (2, 4)], [(3, 2, 1), (1, 2)], [(1, 1, 2), (1, 1)]]),
        # ... not where the data is a child's output: written twice, the child would run twice
        Example(example_module("c = self.fc(y).expand_dims(1).broadcast_to((x.shape[0], x.shape[1], 4))\n"
                               "return F.concat(x, c, dim=2)", init="self.fc = nn.Dense(4, in_units=2)",
                               signature="self, F, x, y", gluon="HybridBlock, nn"),
                None, reason="not known to have size 1", shapes=[[(2, 5, 3), (2, 2)]]),
        # NDArray's fluent method also prepends axes to a lower rank: the rank decides the axes,
        # unless every axis up to the stretched one is a known 1 (a leading expand_dims): then
        # that axis is 1 whatever the rank (a TPS inverse kernel tiled over the batch)
        Example(_module("row = F.expand_dims(F.sum(x, axis=0), axis=0)\nreturn row.broadcast_to((x.shape[0], 3))"),
                _module("row = F.expand_dims(F.sum(x, axis=0), axis=0)\n"
                        "return F.broadcast_like(row.broadcast_to((0, 3)), x, lhs_axes=(0,), rhs_axes=(0,))"),
                shapes=[[(2, 3)], [(4, 3)]]),
        Example(_module("m = F.mean(x, axis=0)\nreturn m.expand_dims(0).broadcast_to((x.shape[0], 3)) * x"),
                _module("m = F.mean(x, axis=0)\n"
                        "return F.broadcast_like(m.expand_dims(0).broadcast_to((0, 3)), x, lhs_axes=(0,), rhs_axes=(0,)) * x"),
                shapes=[[(2, 3)], [(5, 3)]]),
        # a python size too: broadcast to first, in the ones
        Example(_module("row = F.expand_dims(F.sum(x, axis=0), axis=0)\nreturn row.broadcast_to((2, x.shape[1]))"),
                _module("row = F.expand_dims(F.sum(x, axis=0), axis=0)\nreturn F.broadcast_mul(row, F.broadcast_like("
                        "F.broadcast_to(F.reshape(F.ones_like(F.slice_axis(F.reshape(row, shape=(-1,)), axis=0, begin=0, "
                        "end=1)), shape=(1, 1)), shape=(2, 1)), x, lhs_axes=(1,), rhs_axes=(1,)))"),
                shapes=[[(2, 3)], [(5, 1)]]),
        # a declared parameter's shape is a python tuple while tracing
        Example(_params_module("size = kwargs['weight'].shape\nfan_in = size[1] * size[2]\n"
                               "return F.broadcast_mul(x, kwargs['weight'].reshape((1, -1)) * (2.0 / fan_in) ** 0.5)",
                               "self.weight = self.params.get('weight_orig', shape=(1, 2, 3))", "**kwargs"),
                _params_module("size = self.weight.shape\nfan_in = size[1] * size[2]\n"
                               "return F.broadcast_mul(x, kwargs['weight'].reshape((1, -1)) * (2.0 / fan_in) ** 0.5)",
                               "self.weight = self.params.get('weight_orig', shape=(1, 2, 3))", "**kwargs"),
                shapes=[[(4, 6)], [(1, 6)]]),
        # a Constant's shape is its value's, fixed where it is built (MXNet 1.9.1)
        Example(_params_module("return F.take(x, nbr.reshape((-1,))).reshape((-1, nbr.shape[1], 4)).sum(axis=1)",
                               "self.nbr = self.params.get_constant('nbr', [[1, 2], [0, 2], [0, 1]])", "nbr"),
                _params_module("return F.take(x, nbr.reshape((-1,))).reshape((-1, self.nbr.shape[1], 4)).sum(axis=1)",
                               "self.nbr = self.params.get_constant('nbr', [[1, 2], [0, 2], [0, 1]])", "nbr"),
                shapes=[[(3, 4)], [(5, 4)]]),
        Example(_params_module("return F.FullyConnected(x, weight, num_hidden=weight.shape[0], no_bias=True)",
                               "self.weight = self.params.get('weight', shape=(4, 3))", "weight"),
                _params_module("return F.FullyConnected(x, weight, num_hidden=self.weight.shape[0], no_bias=True)",
                               "self.weight = self.params.get('weight', shape=(4, 3))", "weight"),
                shapes=[[(2, 3)], [(5, 3)]]),
        Example(_params_module("k = weight.shape[-1]\nreturn F.Convolution(x, weight, kernel=(k, k), "
                               "num_filter=weight.shape[0], no_bias=True)",
                               "self.weight = self.params.get('weight', shape=(2, 3, 3, 3), allow_deferred_init=True)",
                               "weight"),
                _params_module("k = self.weight.shape[-1]\nreturn F.Convolution(x, weight, kernel=(k, k), "
                               "num_filter=self.weight.shape[0], no_bias=True)",
                               "self.weight = self.params.get('weight', shape=(2, 3, 3, 3), allow_deferred_init=True)",
                               "weight"),
                shapes=[[(1, 3, 5, 5)], [(2, 3, 4, 3)]]),
        Example(_params_module("return F.FullyConnected(x, weight, num_hidden=weight.shape[0], no_bias=True)",
                               "self.weight = self.params.get('weight', shape=(4, 0), allow_deferred_init=True)",
                               "weight"), None, reason="may get its shape at the first call", shapes=[[(2, 3)]]),
        # a helper every hybrid caller hands a declared parameter (FMBQM's `VtoQ(V, F)`, StyleGAN's
        # `compute_weight(kwargs['weight'])`): the declared shape is passed in; eager callers keep theirs
        Example(example_module("return F.FullyConnected(x, fan_scaled(weight), num_hidden=4, no_bias=True)",
                               imports=_FAN_HELPER, init="self.weight = self.params.get('weight', shape=(4, 3))",
                               signature="self, F, x, weight", gluon="HybridBlock, nn"),
                example_module("return F.FullyConnected(x, fan_scaled(weight, w_shape=self.weight.shape), "
                               "num_hidden=4, no_bias=True)",
                               imports=_FAN_HELPER.replace("(w):", "(w, w_shape=None):").replace(
                                   "w.shape[1]", "(w.shape if hasattr(w, 'shape') else w_shape)[1]"),
                               init="self.weight = self.params.get('weight', shape=(4, 3))",
                               signature="self, F, x, weight", gluon="HybridBlock, nn"),
                shapes=[[(2, 3)], [(5, 3)]]),
        Example(example_module("return F.broadcast_mul(x, fan_scaled(kwargs['gain']))", imports=_FAN_HELPER,
                               init="self.gain = self.params.get('gain', shape=(1, 3))",
                               signature="self, F, x, **kwargs", gluon="HybridBlock, nn"),
                example_module("return F.broadcast_mul(x, fan_scaled(kwargs['gain'], w_shape=self.gain.shape))",
                               imports=_FAN_HELPER.replace("(w):", "(w, w_shape=None):").replace(
                                   "w.shape[1]", "(w.shape if hasattr(w, 'shape') else w_shape)[1]"),
                               init="self.gain = self.params.get('gain', shape=(1, 3))",
                               signature="self, F, x, **kwargs", gluon="HybridBlock, nn"),
                shapes=[[(2, 3)], [(4, 3)]]),
        Example(example_module("return F.FullyConnected(x, fan_scaled(weight), num_hidden=4, no_bias=True)",
                               imports=_FAN_HELPER,
                               init="self.weight = self.params.get('weight', shape=(4, 0), allow_deferred_init=True)",
                               signature="self, F, x, weight", gluon="HybridBlock, nn"),
                None, reason="may get its shape at the first call", shapes=[[(2, 3)]]),
        # a size a child declares, read in the data of a reshape rewritten for its target: the
        # declared number stands in the data (the arange of MVSNet's depth hypotheses)
        Example(_module("y = self.conv(x)\nd = y.shape[1]\nr = F.arange(d).reshape((1, d)) + 1\n"
                        "return F.broadcast_mul(y, r.reshape((1, -1, 1, 1)))",
                        init="self.conv = nn.Conv2D(4, 1, in_channels=3)"),
                _module("y = self.conv(x)\nr = F.arange(4).reshape((1, 4)) + 1\n"
                        "return F.broadcast_mul(y, r.reshape((1, -1, 1, 1)))",
                        init="self.conv = nn.Conv2D(4, 1, in_channels=3)"),
                shapes=[[(2, 3, 4, 5)], [(1, 3, 2, 2)]]),
        # a size over or times a python number (a flow scaled to pixels by half the width): the
        # (1,)-tensor over the number, its uses broadcast
        Example(_module("scale = x.shape[3] / 2.0\nf = self.conv(x) * scale\nreturn f + self.conv(x * 2) * scale",
                        init="self.conv = nn.Conv2D(2, 3, padding=1)"),
                _module("scale = (F.slice_axis(F.contrib.arange_like(x, start=1, axis=3), axis=0, begin=-1, end=None) / 2.0)\n"
                        "f = F.broadcast_mul(self.conv(x), scale)\nreturn f + F.broadcast_mul(self.conv(x * 2), scale)",
                        init="self.conv = nn.Conv2D(2, 3, padding=1)"),
                shapes=[[(2, 3, 4, 5)], [(1, 2, 3, 6)]]),
        # a branch of F.contrib.cond (written so from an early return under a data-dependent test):
        # cond calls the lambda within its own call, so its body reads x as the statement does
        Example(_module("return F.contrib.cond(x.sum() > 1e9, lambda: F.zeros((x.shape[0], 2, x.shape[2], x.shape[3])), "
                        "lambda: self.conv(x))", init="self.conv = nn.Conv2D(2, 3, padding=1)"),
                _module("return F.contrib.cond(x.sum() > 1e9, lambda: F.broadcast_like(F.zeros((1, 2, 1, 1)), x, "
                        "lhs_axes=(0, 2, 3), rhs_axes=(0, 2, 3)), lambda: self.conv(x))",
                        init="self.conv = nn.Conv2D(2, 3, padding=1)"),
                shapes=[[(2, 3, 4, 4)], [(1, 2, 3, 5)]]),
        # a lambda kept in a name may run after x is bound again: refused
        Example(_module("make = lambda: F.zeros((x.shape[0], 3))\nreturn make() + self.dense(x)",
                        init="self.dense = nn.Dense(3, in_units=4)"),
                None, reason=NO_USE_REWRITE, shapes=[[(2, 4)]]),
        # a python function of a size (an attention scale): the same function on the size tensor
        Example(_module("import math\nd = x.shape[-1]\nscores = F.batch_dot(x, x, transpose_b=True) / math.sqrt(d)\n"
                        "return F.softmax(scores)").replace("        import math\n", "").replace(
                            "from mxnet.gluon", "import math\nfrom mxnet.gluon"),
                _module("scores = F.broadcast_div(F.batch_dot(x, x, transpose_b=True), F.sqrt(F.slice_axis(F.contrib.arange_like(x, start=1, axis=-1), axis=0, begin=-1, end=None)))\nreturn F.softmax(scores)"
                        ).replace("from mxnet.gluon", "import math\nfrom mxnet.gluon"),
                shapes=[[(2, 3, 4)], [(1, 2, 5)]]),
        Example(_module("y = F.relu(x)\nreturn y * x.shape[1] ** -0.5"),
                _module("y = F.relu(x)\nreturn F.broadcast_mul(y, F.power(F.slice_axis(F.contrib.arange_like(y, start=1, axis=1), axis=0, begin=-1, end=None), -0.5))"),
                shapes=[[(2, 3)], [(1, 4, 2)]]),
        # a size derived from sizes (an attention head's width `d // self.heads`): an axis that
        # has it (the heads' reshape) reads it
        Example(_module("b, t, d = x.shape\nq = x.reshape((b, t, self.heads, d // self.heads)).transpose((0, 2, 1, 3))\n"
                        "q = q.reshape((b * self.heads, t, d // self.heads))\n"
                        "s = F.batch_dot(q, q, transpose_b=True) / (d // self.heads) ** 0.5\n"
                        "return F.batch_dot(F.softmax(s), q)", init="self.heads = 2"),
                _module("q = x.reshape((0, 0, -4, self.heads, -1)).transpose((0, 2, 1, 3))\n"
                        "q = q.reshape((-3, 0, 0))\n"
                        "s = F.broadcast_div(F.batch_dot(q, q, transpose_b=True), F.power(F.slice_axis(F.contrib.arange_like(q, start=1, axis=2), axis=0, begin=-1, end=None), 0.5))\n"
                        "return F.batch_dot(F.softmax(s), q)", init="self.heads = 2"),
                shapes=[[(2, 3, 4)], [(1, 5, 6)]]),
        Example(_module("b, c, h, w = x.shape\ny = x.reshape((b, self.g, c // self.g, h, w))\n"
                        "return F.relu(y) / (c // self.g)", init="self.g = 2"),
                _module("y = x.reshape((0, -4, self.g, -1, 0, 0))\n"
                        "return F.broadcast_div(F.relu(y), F.slice_axis(F.contrib.arange_like(y, start=1, axis=2), axis=0, begin=-1, end=None))", init="self.g = 2"),
                shapes=[[(2, 4, 3, 3)], [(1, 6, 2, 1)]]),
        # repeat without an axis flattens, then repeats each element n times: each element a row
        # broadcast to n like the tensor holding n, read row by row (a ROI batch index, labels)
        Example(_module("return F.repeat(F.relu(x), x.shape[0])"),
                _module("return F.broadcast_like(F.reshape(F.relu(x), shape=(-1, 1)), x, lhs_axes=(1,), "
                        "rhs_axes=(0,)).reshape((-1,))"),
                shapes=[[(2, 3)], [(3, 1, 2)]]),
        Example(_module("b, n, _ = x.shape\nids = F.arange(0, b)\nids = F.repeat(ids, n)\n"
                        "return F.concat(ids.reshape((-1, 1)), x.reshape((-1, 2)), dim=-1)"),
                _module("ids = F.contrib.arange_like(x, axis=0)\nids = F.broadcast_like(F.reshape(ids, shape=(-1, 1)), "
                        "x, lhs_axes=(1,), rhs_axes=(1,)).reshape((-1,))\n"
                        "return F.concat(ids.reshape((-1, 1)), x.reshape((-1, 2)), dim=-1)"),
                shapes=[[(2, 3, 2)], [(1, 4, 2)]]),
        Example(_module("t = F.sum(x, axis=1)\nreturn t.repeat(x.shape[1])"),
                _module("t = F.sum(x, axis=1)\nreturn F.broadcast_like(F.reshape(t, shape=(-1, 1)), x, lhs_axes=(1,), "
                        "rhs_axes=(1,)).reshape((-1,))"),
                shapes=[[(2, 3)], [(4, 1)]]),
        Example(_module("k = self.axis\nreturn F.repeat(x, x.shape[0], axis=k)", init="self.axis = 1"), None,
                reason=NO_USE_REWRITE, shapes=[[(2, 3)]]),
        # sizes as an operator's attributes (a cross-correlation with a kernel it is given, SiamRPN
        # style) or the rank as a python number: no tensor form; the refusal names the construct
        Example(_module("w = F.tanh(x)\nreturn F.Convolution(x, w, kernel=(w.shape[2], w.shape[3]), "
                        "num_filter=w.shape[0], no_bias=True)"), None,
                reason="goes into the `kernel=` attribute of `F.Convolution`", shapes=[[(2, 2, 3, 3)]]),
        Example(_module("n = len(x.shape)\nreturn F.transpose(x, axes=tuple(range(n))[::-1])"), None,
                reason="gives the rank (`len(...)`) as a python number", shapes=[[(2, 3)]]),
        # a python number of sizes bound to a local read only in tensor arithmetic (an attention
        # scale computed in forward): the local holds the size tensor, its uses broadcast
        Example(_module("d = x.shape[-1]\nscale = d ** -0.5\nreturn F.batch_dot(x, x, transpose_b=True) * scale"),
                _module("scale = F.power(F.slice_axis(F.contrib.arange_like(x, start=1, axis=-1), axis=0, begin=-1, end=None), "
                        "-0.5)\nreturn F.broadcast_mul(F.batch_dot(x, x, transpose_b=True), scale)"),
                shapes=[[(2, 3, 4)], [(1, 5, 2)]]),
        Example(_module("b, c, h, w = x.shape\nnorm = 1.0 / (h * w)\nreturn F.sum(x, axis=(2, 3)) * norm"),
                _module("norm = (1.0 / F.broadcast_mul(F.slice_axis(F.contrib.arange_like(x, start=1, axis=2), axis=0, begin=-1, end=None), F.slice_axis(F.contrib.arange_like(x, start=1, axis=3), axis=0, begin=-1, end=None)))\nreturn F.broadcast_mul(F.sum(x, axis=(2, 3)), norm)"),
                shapes=[[(2, 3, 4, 5)], [(1, 2, 1, 3)]]),
        # a grid step read through python arithmetic with literals (a PINN's `/ dx ** 2`): the
        # (1,)-tensor goes through the same arithmetic and the tensor operator above it broadcasts
        Example(_module("n = x.shape[1]\ndx = 1.0 / (n - 1)\nreturn F.relu(x) / dx ** 2 + 2 * -dx"),
                _module("dx = (1.0 / (F.slice_axis(F.contrib.arange_like(x, start=1, axis=1), axis=0, begin=-1, end=None) - 1))\n"
                        "return F.broadcast_add(F.broadcast_div(F.relu(x), dx ** 2), 2 * -dx)"),
                shapes=[[(2, 3)], [(1, 5, 2)]]),
        Example(_module("n = x.shape[1]\ndx = 1.0 / (n - 1)\nreturn F.clip(x, 0, dx ** 2)"), None,
                reason="is used other than in `+ - * / %` with a tensor", shapes=[[(2, 3)]]),
        # an attention scale of a head unpacked from a split and then rebound: the plain binding
        # writes over the unpacking, so the scores' dtype is q's; q unpacked last proves nothing
        Example(_module("q, k = F.split(x, num_outputs=2, axis=-1)\nq = F.relu(q)\n"
                        "return F.batch_dot(q, k, transpose_b=True) / q.shape[-1] ** 0.5"),
                _module("q, k = F.split(x, num_outputs=2, axis=-1)\nq = F.relu(q)\n"
                        "return F.broadcast_div(F.batch_dot(q, k, transpose_b=True), F.power(F.slice_axis("
                        "F.contrib.arange_like(q, start=1, axis=-1), axis=0, begin=-1, end=None), 0.5))"),
                shapes=[[(2, 3, 4)], [(1, 2, 6)]]),
        # q unpacked last proves nothing of its dtype by name, but the q this expression reads is
        # the scores' own: the size is built in it (ones of one element of q, counted)
        Example(_module("q = F.relu(x)\nq, k = F.split(x, num_outputs=2, axis=-1)\n"
                        "return F.batch_dot(q, k, transpose_b=True) / q.shape[-1] ** 0.5"),
                _module("q = F.relu(x)\nq, k = F.split(x, num_outputs=2, axis=-1)\n"
                        "return F.broadcast_div(F.batch_dot(q, k, transpose_b=True), F.power(F.slice_axis(F.contrib.arange_like("
                        "F.broadcast_like(F.ones_like(F.sum(q)), k, lhs_axes=(0,), rhs_axes=(-1,)), start=1, axis=0), axis=0, "
                        "begin=-1, end=None), 0.5))"),
                shapes=[[(2, 3, 4)], [(1, 2, 6)]]),
        # a state updated in a loop by its own value (Hopfield retrieval steps) keeps its dtype,
        # so the scale read before the loop is built in it; a cast in the loop proves nothing
        Example(_module("beta = x.shape[-1] ** -0.5\nfor _ in range(2):\n"
                        "    a = F.softmax(beta * F.dot(x, x, transpose_b=True), axis=-1)\n"
                        "    x = x + 0.5 * (F.dot(a, x) - x)\nreturn x"),
                _module("beta = F.power(F.slice_axis(F.contrib.arange_like(x, start=1, axis=-1), axis=0, begin=-1, end=None), -0.5)\n"
                        "for _ in range(2):\n"
                        "    a = F.softmax(F.broadcast_mul(beta, F.dot(x, x, transpose_b=True)), axis=-1)\n"
                        "    x = x + 0.5 * (F.dot(a, x) - x)\nreturn x"),
                shapes=[[(2, 4)], [(3, 2)]]),
        Example(_module("beta = x.shape[-1] ** -0.5\nfor _ in range(2):\n"
                        "    a = F.softmax(beta * F.dot(x, x, transpose_b=True), axis=-1)\n"
                        "    x = F.cast(F.dot(a, x), dtype='float64')\nreturn x"), None,
                reason="nothing proves that", shapes=[[(2, 4)]]),
        # a reversal keeps every size (`F.reverse`, a slice walked whole backwards), so a reshape
        # of it by the input's leading sizes copies them; a stepped axis does not keep its size
        Example(_module("y = F.reverse(x, axis=2)\nreturn y.reshape((x.shape[0], x.shape[1], -1, 2))"),
                _module("y = F.reverse(x, axis=2)\nreturn y.reshape((0, 0, -1, 2))"),
                shapes=[[(2, 3, 4)], [(1, 2, 6)], [(2, 1, 2, 2)]]),
        Example(_module("y = F.slice(x, begin=(None, None, None), end=(None, None, None), step=(None, None, -1))\n"
                        "return y.reshape((x.shape[0], x.shape[1], -1, 2))"),
                _module("y = F.slice(x, begin=(None, None, None), end=(None, None, None), step=(None, None, -1))\n"
                        "return y.reshape((0, 0, -1, 2))"),
                shapes=[[(2, 3, 4)], [(1, 2, 6)]]),
        Example(_module("y = F.slice(x, begin=(None, None), end=(None, None), step=(None, 2))\n"
                        "return y.reshape((x.shape[0], x.shape[1], -1))"), None,
                reason="is not known in full here", shapes=[[(2, 4, 3)]]),
        # a count of intervals kept at least 1 (a one-point grid): the maximum with the number
        Example(_module("return F.relu(x) / max(x.shape[1] - 1, 1)"),
                _module("return F.broadcast_div(F.relu(x), F.maximum((F.slice_axis(F.contrib.arange_like(x, start=1, axis=1), "
                        "axis=0, begin=-1, end=None) - 1), 1))"),
                shapes=[[(2, 3)], [(2, 1)], [(1, 5, 2)]]),
        Example(_module("return F.relu(x) / max(x.shape[1] - 1, x.shape[0])"), None,
                reason="takes either side depending on the input size", shapes=[[(2, 3)]]),
        # `c // 2`: the floor of the float32 quotient (c = 5 gives 2); nested uses fold together
        Example(_module("c = x.shape[1]\ng = c // 2\nreturn F.relu(x) / g - g"),
                _module("g = F.floor(F.slice_axis(F.contrib.arange_like(x, start=1, axis=1), axis=0, begin=-1, end=None) / 2)\n"
                        "return F.broadcast_sub(F.broadcast_div(F.relu(x), g), g)"),
                shapes=[[(2, 4, 3)], [(1, 5, 2)]]),
        Example(_module("s = x.shape[-1] ** 0.5\nreturn F.clip(x, 0, s)"), None,
                reason="is used other than in `+ - * / %` with a tensor", shapes=[[(2, 3)]]),
        # `64 // w` (a cell stride of a position table): the floor of the integer over the size
        Example(_module("return F.relu(x) * (64 // x.shape[1])"),
                _module("return F.broadcast_mul(F.relu(x), F.floor(64 / F.slice_axis(F.contrib.arange_like(x, start=1, "
                        "axis=1), axis=0, begin=-1, end=None)))"),
                shapes=[[(2, 3)], [(1, 7)], [(2, 5, 2)]]),
        # an argmax's flat index split into column and row (`idx % w`, pose heatmaps, CenterNet):
        # NDArray's `%` of a number is _mod_scalar, of an array broadcast_mod -- one kernel
        Example(_module("w = x.shape[2]\nidx = F.argmax(x.reshape((0, -1)), axis=1)\n"
                        "return F.stack(idx % w, F.floor(idx / w), axis=1)"),
                _module("idx = F.argmax(x.reshape((0, -1)), axis=1)\n"
                        "return F.stack(F.broadcast_mod(idx, F.slice_axis(F.contrib.arange_like(x, start=1, axis=2), axis=0, "
                        "begin=-1, end=None)), F.floor(F.broadcast_div(idx, F.slice_axis(F.contrib.arange_like(x, start=1, "
                        "axis=2), axis=0, begin=-1, end=None))), axis=1)"),
                shapes=[[(2, 3, 4)], [(1, 5, 3)]]),
        # a query's offset into keys after a memory (`klen - qlen`): the sizes' difference as tensors
        Example(_module("cat = F.concat(x, F.relu(x), dim=1)\n"
                        "rows = F.arange(x.shape[1]).reshape((-1, 1)) + (cat.shape[1] - x.shape[1])\n"
                        "return F.broadcast_lesser_equal(F.arange(cat.shape[1]).reshape((1, -1)), rows)"),
                _module("cat = F.concat(x, F.relu(x), dim=1)\n"
                        "rows = F.broadcast_add(F.contrib.arange_like(x, axis=1).reshape((-1, 1)), F.broadcast_sub("
                        "F.slice_axis(F.contrib.arange_like(cat, start=1, axis=1), axis=0, begin=-1, end=None), "
                        "F.slice_axis(F.contrib.arange_like(x, start=1, axis=1), axis=0, begin=-1, end=None)))\n"
                        "return F.broadcast_lesser_equal(F.contrib.arange_like(cat, axis=1).reshape((1, -1)), rows)"),
                shapes=[[(2, 3)], [(1, 5, 2)]]),
        # heads zipped from two splits: the scores' dtype is that of the `k` this very read meets
        # (a loop's target, which the dtype proof cannot follow by name)
        Example(_module("qs = F.split(x, num_outputs=2, axis=2)\nks = F.split(F.relu(x), num_outputs=2, axis=2)\n"
                        "out = []\nfor q, k in zip(qs, ks):\n"
                        "    out.append(F.batch_dot(q, k, transpose_b=True) / k.shape[-1])\nreturn F.concat(*out, dim=2)"),
                _module("qs = F.split(x, num_outputs=2, axis=2)\nks = F.split(F.relu(x), num_outputs=2, axis=2)\n"
                        "out = []\nfor q, k in zip(qs, ks):\n"
                        "    out.append(F.broadcast_div(F.batch_dot(q, k, transpose_b=True), F.slice_axis(F.contrib.arange_like("
                        "F.broadcast_like(F.ones_like(F.sum(q)), k, lhs_axes=(0,), rhs_axes=(-1,)), start=1, axis=0), axis=0, "
                        "begin=-1, end=None)))\nreturn F.concat(*out, dim=2)"),
                shapes=[[(2, 3, 4)], [(1, 2, 6)]]),
        Example(_module("d = x.shape[-1]\ns = d ** -0.5\ns = s * 2\nreturn x * s"), None,
                reason="has no known shape-free rewrite", shapes=[[(2, 3)]]),
        # a method-form reshape of sizes some of which are another tensor's: NDArray.reshape raises
        # unless they multiply to the element count, so one of them can be left to Reshape (-1)
        Example(_module("b, c, h, w = x.shape\ny = self.conv(x).reshape((b * 2, c // 2, h * w))\nreturn F.relu(y)",
                        init="self.conv = nn.Conv2D(4, 1)"),
                _module("y = self.conv(x).reshape((-1, 2, -3))\nreturn F.relu(y)", init="self.conv = nn.Conv2D(4, 1)"),
                shapes=[[(2, 4, 3, 3)], [(1, 5, 2, 2)], [(3, 4, 1, 2)]]),
        Example(_module("b, c, h, w = x.shape\ny = self.conv(x)\nreturn y.reshape((b, 2, c, h, w))",
                        init="self.conv = nn.Conv2D(8, 3, padding=1)"),
                _module("y = self.conv(x)\nreturn y.reshape((0, -4, -1, 4, 0, 0))",
                        init="self.conv = nn.Conv2D(8, 3, padding=1)"),
                shapes=[[(2, 4, 3, 3)], [(1, 4, 2, 5)]]),
        Example(_module("b, t, d = x.shape\ny = self.fc(x)\nreturn y.reshape((b, t, 2, d))",
                        init="self.fc = nn.Dense(6, flatten=False)"),
                _module("y = self.fc(x)\nreturn y.reshape((0, 0, 2, -1))", init="self.fc = nn.Dense(6, flatten=False)"),
                shapes=[[(2, 5, 3)], [(1, 2, 3)], [(3, 1, 3)]]),
        # the operator form does not check the count in MXNet 1.9.1 (nd.reshape reads what it is told)
        Example(_module("b, c, h, w = x.shape\ny = F.reshape(self.conv(x), shape=(b * 2, c // 2, h * w))\nreturn F.relu(y)",
                        init="self.conv = nn.Conv2D(4, 1)"), None,
                reason="cannot be placed as reshape codes", shapes=[[(2, 4, 3, 3)]]),
        Example(_module("t = x.shape[1]\ny = x.reshape((0, -4, 2, -1))\nreturn y * (t // 2)"),
                _module("y = x.reshape((0, -4, 2, -1))\nreturn F.broadcast_mul(y, F.slice_axis(F.contrib.arange_like(y, start=1, axis=2), axis=0, begin=-1, end=None))"),
                shapes=[[(2, 4)], [(3, 6)]]),
        Example(_module("n = x.shape[0]\nreturn F.sum(x, axis=0) / float(n)"),
                _module("return F.broadcast_div(F.sum(x, axis=0), F.slice_axis(F.contrib.arange_like(x, start=1, axis=0), axis=0, begin=-1, end=None))"),
                shapes=[[(2, 3)], [(5, 2, 2)]]),
        Example(_module("h = x.shape[2]\npad = max((h + 1) // 2 * 2 - h + 1, 0)\n"
                        "return F.pad(x, mode='constant', pad_width=(0, 0, 0, 0, 0, pad, 0, pad))"), None,
                reason="computes a padding from the input's size", shapes=[[(1, 1, 3, 3)]]),
        # ... inside a loop too, where a line binds the width the pad reads; a reshape by the batch
        # next to a pad (a TCN's levels) is refused for what it is
        Example(_module("for i in range(2):\n    p = max(3 - x.shape[3] % 3, 0)\n"
                        "    x = F.pad(x, mode='constant', pad_width=(0, 0, 0, 0, 0, 0, 0, p))\nreturn x"), None,
                reason="computes a padding from the input's size", shapes=[[(1, 1, 3, 4)]]),
        Example(_module("for d in (1, 2):\n"
                        "    xp = F.pad(x.expand_dims(2), mode='constant', pad_width=(0, 0, 0, 0, 0, 0, d, 0))\n"
                        "    x = F.relu(xp.reshape((x.shape[0], x.shape[1], -1)))\nreturn x"), None,
                reason="sizes a reshape of `xp` by another tensor's size", shapes=[[(2, 3, 4)]]),
        # sizes nobody reads: the line only fails on Symbols
        Example(_module("y = F.relu(x)\n_, _, h, w = y.shape\nreturn y"), _module("y = F.relu(x)\nreturn y"),
                shapes=[[(2, 3, 4, 5)], [(1, 1, 1, 1)]]),
        # ... in a loop's body too (an unpack left after its uses were rewritten), where no code
        # of the function reads the names; refused where one is read after the loop, or where
        # the line is the body's only statement (session 69, H494)
        Example(example_module("outs = []\nfor feat in (x, y):\n    n, c = feat.shape\n    outs.append(F.relu(feat))\n"
                               "return F.concat(*outs, dim=0)", signature="self, F, x, y"),
                example_module("outs = []\nfor feat in (x, y):\n    outs.append(F.relu(feat))\n"
                               "return F.concat(*outs, dim=0)", signature="self, F, x, y"),
                shapes=[[(2, 3), (1, 3)], [(1, 2), (3, 2)]]),
        Example(example_module("outs = []\nfor feat in (x, y):\n    n, c = feat.shape\n    outs.append(F.relu(feat))\n"
                               "return F.concat(*outs, dim=0) * c", signature="self, F, x, y"),
                None, reason="is bound inside the `for` loop", shapes=[[(2, 3), (1, 3)]]),
        Example(example_module("for feat in (x, y):\n    n, c = feat.shape\nreturn F.relu(x)", signature="self, F, x, y"),
                None, reason="is bound inside the `for` loop", shapes=[[(2, 3), (1, 3)]]),
        Example(_module("n = x.shape[0]\nreturn F.sum(x, axis=1)"), _module("return F.sum(x, axis=1)"),
                shapes=[[(2, 3)], [(4, 1, 2)]]),
        Example(_module("h, w = x.shape[2], x.shape[3]\nout = F.Pooling(x, kernel=(1, 1), global_pool=True, pool_type='avg')\n"
                        "return out"),
                _module("out = F.Pooling(x, kernel=(1, 1), global_pool=True, pool_type='avg')\nreturn out"),
                shapes=[[(2, 3, 4, 5)], [(1, 2, 3, 3)]]),
        # ... in a loop body too (a top-down pass's leftover `prev_shape = laterals[i - 1].shape[2:]`,
        # a list item of layer outputs the size walk does not follow): no code reads the names
        # anywhere, the line calls nothing (session 69, H492: Gluon-Box's FPN neck)
        Example(_module("ys = [F.relu(t) for t in (x, x * 2)]\nfor i in range(1, 0, -1):\n"
                        "    prev_shape = ys[i - 1].shape[2:]\n    ys[i - 1] = ys[i - 1] + ys[i]\nreturn ys[0]"),
                _module("ys = [F.relu(t) for t in (x, x * 2)]\nfor i in range(1, 0, -1):\n"
                        "    ys[i - 1] = ys[i - 1] + ys[i]\nreturn ys[0]"),
                shapes=[[(2, 3, 4, 5)], [(1, 1, 1, 1)]]),
        Example(_module("for _ in range(2):\n    n, c = x.shape[:2]\n    x = F.relu(x) - 0.5\nreturn x"),
                _module("for _ in range(2):\n    x = F.relu(x) - 0.5\nreturn x"),
                shapes=[[(2, 3)], [(4, 1, 2)]]),
        # ... not where a later line reads them, the line calls a layer (its run initializes and
        # updates it), a closure reads them, or it is its block's only line
        Example(_module("ys = [F.relu(t) for t in (x, x * 2)]\nfor i in range(2):\n"
                        "    prev_shape = ys[i].shape[2:]\n    ys[i] = ys[i] + 1\nreturn ys[0] + prev_shape[0]"), None,
                reason="is bound inside the `for` loop", shapes=[[(2, 3, 4, 5)]]),
        Example(_module("ys = [F.relu(t) for t in (x, x * 2)]\nfor i in range(2):\n"
                        "    prev_shape = self.conv(ys[i]).shape[2:]\n    ys[i] = ys[i] + 1\nreturn ys[0]",
                        init="self.conv = nn.Conv2D(2, 1, in_channels=3)"), None,
                reason="is bound inside the `for` loop", shapes=[[(2, 3, 4, 5)]]),
        Example(_module("ys = [F.relu(t) for t in (x, x * 2)]\nfor i in range(2):\n"
                        "    prev_shape = ys[i].shape[2:]\n    ys[i] = ys[i] + 1\n"
                        "def seen():\n    return prev_shape\nreturn ys[0]"), None,
                reason="is bound inside the `for` loop", shapes=[[(2, 3, 4, 5)]]),
        Example(_module("ys = [F.relu(t) for t in (x, x * 2)]\nfor i in range(2):\n"
                        "    if i:\n        prev_shape = ys[i].shape[2:]\nreturn ys[0]"), None,
                reason="is bound inside the `if`", shapes=[[(2, 3, 4, 5)]]),
        # ... nor under a `try` or `with`, whose handler may catch the line's error on purpose: a
        # rank probe, a guard past a list's end (session 69, H499, bench/fix_cases_harm_s69b)
        Example(_module("try:\n    d = x.shape[3]\n    four = 1\nexcept IndexError:\n    four = 0\n"
                        "return F.relu(x) + four"), None,
                reason="is bound inside the `try` block", shapes=[[(2, 3, 4)], [(2, 3, 4, 5)]]),
        Example(_module("ys = [F.relu(t) for t in (x, x * 2)]\nout = ys[0]\nfor i in range(4):\n    try:\n"
                        "        prev_shape = ys[i + 1].shape[2:]\n        out = out + 1\n"
                        "    except IndexError:\n        break\nreturn out"), None,
                reason="is bound inside the `try` block", shapes=[[(2, 3, 4, 5)]]),
        # ... unless something could still read them: a closure defined before, or locals()
        Example(_module("def size():\n    return n\nn = x.shape[0]\nreturn F.relu(x)"), None,
                reason="no known shape-free rewrite", shapes=[[(2, 3)]]),
        Example(_module("n = x.shape[0]\nself.seen = locals()\nreturn F.relu(x)"), None,
                reason="no known shape-free rewrite", shapes=[[(2, 3)]]),
        Example(_module("n = x.shape[0]\nreturn F.ones_like(x) * abs(n - 3)"), None,
                reason="`n` (line 7) is used in `F.ones_like(x) * abs(n - 3)`", shapes=[[(2, 3)]]),
        Example(_module("b, c, h, w = x.shape\nx = F.relu(self.conv(x))\nreturn x.reshape((b, c, -1))",
                        init="self.conv = nn.Conv2D(4, 3, padding=1)"), None,
                reason="cannot be placed as reshape codes", shapes=[[(2, 3, 4, 4)]]),
        # a target of the input's own sizes and literal 1s (SRM and SE gates, a per-position
        # statistic): reshape like the input summed with keepdims over the 1s (checked in MXNet
        # 1.9.1 on these shapes, and on a batch of 0, where the original fails alike)
        Example(_module("b, c, h, w = x.shape\nmean, var = F.moments(x, axes=(2, 3))\n"
                        "return F.broadcast_mul(F.sigmoid(mean).reshape((b, c, 1, 1)), x)"),
                _module("mean, var = F.moments(x, axes=(2, 3))\nreturn F.broadcast_mul(F.reshape_like("
                        "F.sigmoid(mean), F.sum(x, axis=(2, 3), keepdims=True)), x)"),
                shapes=[[(2, 3, 4, 5)], [(1, 2, 3, 3)]]),
        Example(_module("b, c, h, w = x.shape\nm, v = F.moments(x, axes=1)\n"
                        "return F.broadcast_add(m.reshape((b, 1, h, w)), x)"),
                _module("m, v = F.moments(x, axes=1)\n"
                        "return F.broadcast_add(F.reshape_like(m, F.sum(x, axis=(1,), keepdims=True)), x)"),
                shapes=[[(2, 3, 4, 5)], [(1, 2, 3, 3)]]),
        Example(_module("n, t, d = x.shape\nm, v = F.moments(x, axes=2)\n"
                        "return F.broadcast_sub(x, F.reshape(m, (n, t, 1)))"),
                _module("m, v = F.moments(x, axes=2)\n"
                        "return F.broadcast_sub(x, F.reshape_like(m, F.sum(x, axis=(2,), keepdims=True)))"),
                shapes=[[(2, 3, 4)], [(1, 5, 2)]]),
        # a target of a tensor's own sizes in another order (pixels folded channels-last, then
        # unfolded): reshape like that tensor transposed by the order
        Example(_module("n, c, h, w = x.shape\npix = x.transpose((0, 2, 3, 1)).reshape((-1, c))\n"
                        "y = F.dot(pix, F.ones((3, 3)) * 0.5)\nreturn y.reshape((n, h, w, c)).transpose((0, 3, 1, 2))"),
                _module("pix = x.transpose((0, 2, 3, 1)).reshape((-3, 0, 0)).reshape((-3, 0))\n"
                        "y = F.dot(pix, F.ones((3, 3)) * 0.5)\n"
                        "return F.reshape_like(y, F.transpose(x, axes=(0, 2, 3, 1))).transpose((0, 3, 1, 2))"),
                shapes=[[(2, 3, 4, 5)], [(1, 3, 2, 2)]]),
        Example(_module("b, t, d = x.shape\ny = F.dot(x.reshape((-1, d)), F.ones((4, 4)))\n"
                        "return y.reshape((t, b, d))"),
                _module("y = F.dot(x.reshape((-3, 0)), F.ones((4, 4)))\n"
                        "return F.reshape_like(y, F.transpose(x, axes=(1, 0, 2)))"),
                shapes=[[(2, 3, 4)], [(1, 5, 4)]]),
        # a target of some of a tensor's sizes in their order and literal 1s, not at their own
        # axes (MIND's label-aware attention, `target.reshape((B, d, 1))` with `B, K, d =
        # caps.shape`): reshape like that tensor summed over the axes left out, the 1s put back
        # by expand_dims (y of either rank runs eagerly)
        Example(example_module("b, k, d = x.shape\nreturn F.batch_dot(x, y.reshape((b, d, 1)))",
                               signature="self, F, x, y", gluon="HybridBlock, nn"),
                example_module("return F.batch_dot(x, F.reshape_like(y, F.expand_dims(F.sum(x, axis=(1,)), "
                               "axis=2)))", signature="self, F, x, y", gluon="HybridBlock, nn"),
                shapes=[[(2, 3, 4), (2, 4)], [(1, 5, 2), (2,)]]),
        Example(example_module("b, c, h, w = x.shape\nreturn F.broadcast_mul(F.sum(x, axis=(1, 2)), y.reshape((b, w)))",
                               signature="self, F, x, y", gluon="HybridBlock, nn"),
                example_module("return F.broadcast_mul(F.sum(x, axis=(1, 2)), F.reshape_like(y, F.sum(x, axis=(1, 2))))",
                               signature="self, F, x, y", gluon="HybridBlock, nn"),
                shapes=[[(2, 3, 4, 5), (10,)], [(1, 2, 2, 3), (3, 1)]]),
        # ... not in their order: no sum of that tensor has them, a template built from x does
        Example(example_module("b, k, d = x.shape\nreturn F.batch_dot(y.reshape((d, b, 1)), F.ones((2, 1, 3)))",
                               signature="self, F, x, y", gluon="HybridBlock, nn"),
                example_module("return F.batch_dot(F.reshape_like(y, F.broadcast_like(F.zeros((1, 1, 1)), x, "
                               "lhs_axes=(0, 1), rhs_axes=(2, 0))), F.ones((2, 1, 3)))",
                               signature="self, F, x, y", gluon="HybridBlock, nn"),
                shapes=[[(4, 3, 2), (8,)], [(1, 2, 2), (2, 1)]]),
        # Transformer-XL's relative shift: a zero column concatenated in front, the map read as
        # (B, K + 1, Q). The concat's joined axis is the sum the target reads (`bd.shape[2] + 1`),
        # so the target is the padded map's own sizes in another order
        Example(_module("bd = F.batch_dot(x, x, transpose_b=True)\n"
                        "zero_pad = F.zeros((bd.shape[0], bd.shape[1], 1))\n"
                        "padded = F.concat(zero_pad, bd, dim=2)\n"
                        "padded = padded.reshape((bd.shape[0], bd.shape[2] + 1, bd.shape[1]))\n"
                        "return padded[:, 1:].reshape(bd.shape)"),
                _module("bd = F.batch_dot(x, x, transpose_b=True)\n"
                        "zero_pad = F.broadcast_like(F.zeros((1, 1, 1)), bd, lhs_axes=(0, 1), rhs_axes=(0, 1))\n"
                        "padded = F.concat(zero_pad, bd, dim=2)\n"
                        "padded = F.reshape_like(padded, F.transpose(padded, axes=(0, 2, 1)))\n"
                        "return F.swapaxes(F.slice(F.swapaxes(padded, dim1=0, dim2=1), begin=(1,), end=(None,)), dim1=0, dim2=1).reshape_like(bd)"),
                shapes=[[(2, 4, 3)], [(1, 5, 2)]]),
        # the sizes out of their axes: no tensor in scope has that shape, a template built from
        # x's sizes in the target's order does
        Example(_module("b, c, h, w = x.shape\nmean, var = F.moments(x, axes=(2, 3))\n"
                        "return F.broadcast_mul(mean.reshape((c, b, 1, 1)), F.ones((1, 1, 1, 1)))"),
                _module("mean, var = F.moments(x, axes=(2, 3))\n"
                        "return F.broadcast_mul(F.reshape_like(mean, F.broadcast_like(F.zeros((1, 1, 1, 1)), x, "
                        "lhs_axes=(0, 1), rhs_axes=(1, 0))), F.ones((1, 1, 1, 1)))"),
                shapes=[[(2, 3, 4, 4)], [(1, 2, 3, 1)]]),
        # sizes handed to a helper that only resizes to them: the helper takes the tensor instead
        Example(_helper_module("_, _, h, w = x.shape\ny = F.Pooling(x, kernel=(2, 2), stride=(2, 2), pool_type='avg')\n"
                               "return self.upsample(F, y, h, w)",
                               "def upsample(self, F, x, h, w):\n    return F.contrib.BilinearResize2D(x, height=h, width=w)"),
                _helper_module("y = F.Pooling(x, kernel=(2, 2), stride=(2, 2), pool_type='avg')\n"
                               "return self.upsample(F, y, x)",
                               "def upsample(self, F, x, like):\n"
                               "    return F.contrib.BilinearResize2D(x, like=like, mode='like')"),
                shapes=[[(1, 2, 6, 6)], [(2, 3, 4, 8)]]),
        Example(_helper_module("h, w = x.shape[2:]\na = F.Pooling(x, kernel=(2, 2), stride=(2, 2), pool_type='max')\n"
                               "b = F.contrib.AdaptiveAvgPooling2D(x, output_size=1)\n"
                               "return _up(F, a, h=h, w=w) + _up(F, b, h, w)",
                               "def _up(F, y, h, w):\n    y = F.relu(y)\n"
                               "    return F.contrib.BilinearResize2D(y, height=h, width=w, align_corners=False)",
                               method=False),
                _helper_module("a = F.Pooling(x, kernel=(2, 2), stride=(2, 2), pool_type='max')\n"
                               "b = F.contrib.AdaptiveAvgPooling2D(x, output_size=1)\n"
                               "return _up(F, a, like=x) + _up(F, b, x)",
                               "def _up(F, y, like):\n    y = F.relu(y)\n"
                               "    return F.contrib.BilinearResize2D(y, align_corners=False, like=like, mode='like')",
                               method=False),
                shapes=[[(1, 2, 6, 6)], [(2, 3, 4, 8)]]),
        # one parameter given the run of spatial sizes (Fast-SCNN's `_upsample(F, x, size)`,
        # `size = x.shape[2:]`), read there only as `height=size[0], width=size[1]`
        Example(_helper_module("size = x.shape[2:]\ny = F.Pooling(x, kernel=(2, 2), stride=(2, 2), pool_type='avg')\n"
                               "return x + _upsample(F, F.relu(y), size)",
                               "def _upsample(F, x, size):\n    return F.contrib.BilinearResize2D(x, height=size[0], width=size[1])",
                               method=False),
                _helper_module("y = F.Pooling(x, kernel=(2, 2), stride=(2, 2), pool_type='avg')\n"
                               "return x + _upsample(F, F.relu(y), x)",
                               "def _upsample(F, x, like):\n    return F.contrib.BilinearResize2D(x, like=like, mode='like')",
                               method=False),
                shapes=[[(1, 2, 6, 6)], [(2, 3, 4, 8)]]),
        Example(_helper_module("y = F.Pooling(x, kernel=(2, 2), stride=(2, 2), pool_type='avg')\n"
                               "return self.up(F, y, x.shape[2:])",
                               "def up(self, F, x, size):\n    return F.contrib.BilinearResize2D(x, height=size[0], width=size[1])"),
                _helper_module("y = F.Pooling(x, kernel=(2, 2), stride=(2, 2), pool_type='avg')\n"
                               "return self.up(F, y, x)",
                               "def up(self, F, x, like):\n    return F.contrib.BilinearResize2D(x, like=like, mode='like')"),
                shapes=[[(1, 2, 6, 6)], [(2, 3, 4, 8)]]),
        # ... the run's entries swapped (width first): no resize like the tensor
        Example(_helper_module("size = x.shape[2:]\ny = F.Pooling(x, kernel=(2, 2), stride=(2, 2), pool_type='avg')\n"
                               "return _upsample(F, F.relu(y), size)",
                               "def _upsample(F, x, size):\n    return F.contrib.BilinearResize2D(x, height=size[1], width=size[0])",
                               method=False),
                None, reason="other than as the height/width of a resize", shapes=[[(1, 2, 6, 6)]]),
        Example(_helper_module("y = self.upsample(F, x, x.shape[2], x.shape[3], 2)\nreturn F.relu(y)",
                               "def upsample(self, F, x, h, w, k):\n"
                               "    x = F.Pooling(x, kernel=(k, k), stride=(k, k), pool_type='avg')\n"
                               "    return F.contrib.BilinearResize2D(x, height=h, width=w)"),
                _helper_module("y = self.upsample(F, x, x, 2)\nreturn F.relu(y)",
                               "def upsample(self, F, x, like, k):\n"
                               "    x = F.Pooling(x, kernel=(k, k), stride=(k, k), pool_type='avg')\n"
                               "    return F.contrib.BilinearResize2D(x, like=like, mode='like')"),
                shapes=[[(1, 2, 6, 6)], [(2, 3, 4, 8)]]),
        # the helper named in a docstring and a comment: text no code reads
        Example(_helper_module("_, _, h, w = x.shape\n# upsample back to the input's size\n"
                               "return self.upsample(F, F.relu(x), h, w)",
                               "def upsample(self, F, x, h, w):\n    \"\"\"used by upsample's callers only\"\"\"\n"
                               "    return F.contrib.BilinearResize2D(x, height=h, width=w)"),
                _helper_module("# upsample back to the input's size\nreturn self.upsample(F, F.relu(x), x)",
                               "def upsample(self, F, x, like):\n    \"\"\"used by upsample's callers only\"\"\"\n"
                               "    return F.contrib.BilinearResize2D(x, like=like, mode='like')"),
                shapes=[[(1, 2, 6, 6)], [(2, 3, 4, 8)]]),
        # refusals: the helper also called with python numbers; the sizes in arithmetic there;
        # the helper mentioned outside the calls in view (here: handed on as a value)
        # (a string that code reads, as getattr's name, still counts)
        Example(_helper_module("_, _, h, w = x.shape\nreturn self.upsample(F, x, h, w)",
                               "def upsample(self, F, x, h, w):\n    assert hasattr(self, 'upsample')\n"
                               "    return F.contrib.BilinearResize2D(x, height=h, width=w)"),
                None, reason="more time(s) in this file", shapes=[[(1, 2, 4, 4)]]),
        Example(_helper_module("_, _, h, w = x.shape\nreturn self.upsample(F, x, h, w) + self.upsample(F, x, 4, 4)",
                               "def upsample(self, F, x, h, w):\n    return F.contrib.BilinearResize2D(x, height=h, width=w)"),
                None, reason="not the spatial sizes of one tensor in scope", shapes=[[(1, 2, 4, 4)]]),
        Example(_helper_module("_, _, h, w = x.shape\nreturn self.upsample(F, x, h, w)",
                               "def upsample(self, F, x, h, w):\n"
                               "    return F.contrib.BilinearResize2D(x, height=h * 2, width=w * 2)"),
                None, reason="other than as the height/width of a resize", shapes=[[(1, 2, 4, 4)]]),
        Example(_helper_module("_, _, h, w = x.shape\nup = self.upsample\nreturn up(F, x, h, w) + self.upsample(F, x, h, w)",
                               "def upsample(self, F, x, h, w):\n    return F.contrib.BilinearResize2D(x, height=h, width=w)"),
                None, reason="its callers must all pass the tensor", shapes=[[(1, 2, 4, 4)]]),
        # a child block of the file handed a tensor's spatial sizes: it takes the tensor as a new
        # trailing input and resizes like it (its other callers leave it None); its keyword
        # arguments are kept
        Example(_child_module(_POOL + "return self.up(y, x.shape[2:])", _UP),
                _child_module(_POOL + "return self.up(y, None, x)", _UP_LIKE),
                shapes=[[(1, 2, 6, 6)], [(2, 3, 5, 7)]]),
        Example(_child_module(_POOL + "return self.up(y, x.shape[2:]) - x", _UP, extra=", align_corners=False"),
                _child_module(_POOL + "return self.up(y, None, x) - x", _UP_LIKE, extra=", align_corners=False"),
                shapes=[[(1, 2, 6, 6)], [(2, 3, 5, 7)]]),
        # the last two sizes of a tensor the 2-d pooling proves 4-d: axes 2 and 3
        Example(_child_module(_POOL + "return self.up(y, x.shape[-2:])", _UP),
                _child_module(_POOL + "return self.up(y, None, x)", _UP_LIKE),
                shapes=[[(1, 2, 6, 6)], [(2, 3, 5, 7)]]),
        # the sizes chosen by a condition (Fast-SCNN's feature fusion): rewritten under it
        Example(_child_module("size = self.size if self.size is not None else x.shape[2:]\n" + _POOL
                              + "return x + self.up(y, size)", _UP, init="self.size = None\nself.up = Up()"),
                _child_module("size = self.size if self.size is not None else None\n" + _POOL
                              + "return x + (self.up(y, size) if self.size is not None else self.up(y, None, x))",
                              _UP_LIKE, init="self.size = None\nself.up = Up()"),
                shapes=[[(1, 2, 6, 6)], [(2, 3, 5, 7)]]),
        # a child that has the branch already (an earlier caller's fix): only the call changes
        Example(_child_module("h = x.shape[2:]\n" + _POOL + "return F.broadcast_add(self.up(y, h), F.mean(self.up(x, None)))", _UP_LIKE),
                _child_module(_POOL + "return F.broadcast_add(self.up(y, None, x), F.mean(self.up(x, None)))", _UP_LIKE),
                shapes=[[(1, 2, 6, 6)], [(2, 3, 5, 7)]]),
        # refusals: the last two sizes of a tensor of unknown rank (not axes 2 and 3); a child
        # whose branch, sizes given, still depends on its configuration; one that computes with
        # the sizes; a call elsewhere passing more inputs than the child takes (a trailing input
        # would bind it)
        Example(_child_module("y = x * 2\nreturn self.up(y, x.shape[-2:])", _UP), None,
                reason="counts from the end of a tensor of unknown rank", shapes=[[(1, 2, 6, 6)]]),
        Example(_child_module(_POOL + "return self.up(y, x.shape[2:])",
                              _UP.replace("self.fixed or size is not None", "self.fixed")), None,
                reason="is not decided by it", shapes=[[(1, 2, 6, 6)]]),
        Example(_child_module(_POOL + "return self.up(y, x.shape[2:])",
                              _UP.replace("height=out[0]", "height=out[0] * 2")), None,
                reason="other than a resize of `x`", shapes=[[(1, 2, 6, 6)]]),
        Example(_child_module(_POOL + "return self.up(y, x.shape[2:])",
                              _UP + "\n    def twice(self, F, x):\n        return self.hybrid_forward(F, x, None, 2)\n"),
                None, reason="passes more inputs than the signature takes", shapes=[[(1, 2, 6, 6)]]),
        # a child that computes before it resizes: each resize to the sizes becomes a choice on
        # `like` in place; two children handed the same sizes (a final block and its auxiliary
        # twin) and a child resizing twice; its keyword arguments are kept
        Example(_child_module(_POOL + "return self.up(y, x.shape[2:])", _HEAD_UP),
                _child_module(_POOL + "return self.up(y, None, x)", _HEAD_UP_LIKE),
                shapes=[[(1, 2, 6, 6)], [(2, 3, 5, 7)]]),
        Example(_child_module(_POOL + "return self.up(y, x.shape[2:]) - x", _HEAD_UP, extra=", align_corners=False"),
                _child_module(_POOL + "return self.up(y, None, x) - x", _HEAD_UP_LIKE, extra=", align_corners=False"),
                shapes=[[(1, 2, 6, 6)], [(2, 3, 5, 7)]]),
        Example(_child_module("s = x.shape[2:]\n" + _POOL + "return self.up(y, s) + self.aux(y * 3, s)", _HEAD_UP,
                              init="self.up = Up()\nself.aux = Up()"),
                _child_module(_POOL + "return self.up(y, None, x) + self.aux(y * 3, None, x)", _HEAD_UP_LIKE,
                              init="self.up = Up()\nself.aux = Up()"),
                shapes=[[(1, 2, 6, 6)], [(2, 3, 5, 7)]]),
        Example(_child_module(_POOL + "return self.up(y, x.shape[2:])", _TWO_UP),
                _child_module(_POOL + "return self.up(y, None, x)", _TWO_UP_LIKE),
                shapes=[[(1, 2, 6, 6)], [(2, 3, 5, 7)]]),
        # a child an earlier caller's fix rewrote so: only the call changes
        Example(_child_module("h = x.shape[2:]\n" + _POOL + "return F.broadcast_add(self.up(y, h), self.up(x, (3, 4)).mean())",
                              _HEAD_UP_LIKE),
                _child_module(_POOL + "return F.broadcast_add(self.up(y, None, x), self.up(x, (3, 4)).mean())",
                              _HEAD_UP_LIKE),
                shapes=[[(1, 2, 6, 6)], [(2, 3, 5, 7)]]),
        # refusals: the sizes also read by arithmetic, or rebound, in the child (a caller passing
        # None would break it)
        Example(_child_module(_POOL + "return self.up(y, x.shape[2:])",
                              _HEAD_UP.replace("return y + 1", "return y + size[0]")), None,
                reason="other than to the sizes", shapes=[[(1, 2, 6, 6)]]),
        Example(_child_module(_POOL + "return self.up(y, x.shape[2:])",
                              _HEAD_UP.replace("        y = F.relu(x) * 2\n",
                                               "        y = F.relu(x) * 2\n        size = (size[0], size[1])\n")),
                None, reason="other than to the sizes", shapes=[[(1, 2, 6, 6)]]),
        # TF-style 'same' padding at stride 1: the arithmetic cancels the size, the widths are numbers
        Example("import math\n" + _module(
            "_, _, h, w = x.shape\n"
            "ph = max((math.ceil(h / self.s) - 1) * self.s + (self.k - 1) * self.d + 1 - h, 0)\n"
            "pw = max((math.ceil(w / self.s) - 1) * self.s + (self.k - 1) * self.d + 1 - w, 0)\n"
            "top = ph // 2\nleft = pw // 2\n"
            "return F.pad(x, mode='constant', pad_width=(0, 0, 0, 0, top, ph - top, left, pw - left))",
            "self.k = 3\nself.d = 2\nself.s = 1"),
                "import math\n" + _module(
            "return F.pad(x, mode='constant', pad_width=(0, 0, 0, 0, 2, 2, 2, 2))",
            "self.k = 3\nself.d = 2\nself.s = 1"),
                shapes=[[(1, 2, 5, 5)], [(2, 1, 8, 7)], [(1, 1, 1, 2)]]),
        Example(_module("k, s = 4, 1\nheight, width = x.shape[2:]\n"
                        "ph = max((-(-height // s) - 1) * s + k - height, 0)\n"
                        "pw = max((-(-width // s) - 1) * s + k - width, 0)\n"
                        "return F.pad(x, mode='edge', pad_width=(0, 0, 0, 0, ph // 2, ph - ph // 2, pw // 2, pw - pw // 2))"),
                _module("k, s = 4, 1\n"
                        "return F.pad(x, mode='edge', pad_width=(0, 0, 0, 0, 1, 2, 1, 2))"),
                shapes=[[(1, 2, 5, 5)], [(2, 1, 6, 3)]]),
        Example("import math\n" + _helper_module(
            "return F.pad(x, mode='constant', pad_width=same_pad(x, 5), constant_value=0)",
            "def same_pad(x, kernel_size, strides=1, dilation=1):\n"
            "    height, width = x.shape[2:]\n"
            "    pad_h = max((math.ceil(height / strides) - 1) * strides + (kernel_size - 1) * dilation + 1 - height, 0)\n"
            "    pad_w = max((math.ceil(width / strides) - 1) * strides + (kernel_size - 1) * dilation + 1 - width, 0)\n"
            "    return 0, 0, 0, 0, pad_h // 2, pad_h - pad_h // 2, pad_w // 2, pad_w - pad_w // 2",
            method=False),
                "import math\n" + _helper_module(
            "return F.pad(x, mode='constant', pad_width=(0, 0, 0, 0, 2, 2, 2, 2), constant_value=0)",
            "def same_pad(x, kernel_size, strides=1, dilation=1):\n"
            "    height, width = x.shape[2:]\n"
            "    pad_h = max((math.ceil(height / strides) - 1) * strides + (kernel_size - 1) * dilation + 1 - height, 0)\n"
            "    pad_w = max((math.ceil(width / strides) - 1) * strides + (kernel_size - 1) * dilation + 1 - width, 0)\n"
            "    return 0, 0, 0, 0, pad_h // 2, pad_h - pad_h // 2, pad_w // 2, pad_w - pad_w // 2",
            method=False),
                shapes=[[(1, 2, 5, 5)], [(1, 1, 4, 9)]]),
        # TF-style 'same' padding with a stride: the widths depend on the size modulo the stride;
        # written as the widest pad cut to lengths that pooling and repeat give (``_tf_same``)
        Example("import math\n" + _module(
            "k, s = 3, 2\nih, iw = x.shape[2:]\n"
            "ph = max((math.ceil(ih / s) - 1) * s + k - ih, 0)\n"
            "pw = max((math.ceil(iw / s) - 1) * s + k - iw, 0)\n"
            "return F.pad(x, mode='constant', pad_width=(0, 0, 0, 0, ph // 2, ph - ph // 2, pw // 2, pw - pw // 2))"),
                "import math\n" + _module(
            "k, s = 3, 2\n" + _TF_NOTE + _TF_ROWS.format(a=2, s="(2, 1)", n=2, w="(0, 0, 0, 0, 0, 1, 0, 0)")
            + _TF_KEEP.format(a=2, k="(2, 1)", w="(0, 0, 0, 0, 0, 1, 0, 0)")
            + _TF_ROWS.format(a=3, s="(1, 2)", n=2, w="(0, 0, 0, 0, 0, 0, 0, 1)")
            + _TF_KEEP.format(a=3, k="(1, 2)", w="(0, 0, 0, 0, 0, 0, 0, 1)")
            + "x_padded = F.pad(x, mode='constant', pad_width=(0, 0, 0, 0, 1, 1, 1, 1))\n"
            + _TF_CUT.format(a=2) + _TF_CUT.format(a=3) + "return x_padded"),
                shapes=[[(2, 3, 7, 7)], [(1, 2, 8, 5)], [(1, 1, 1, 2)], [(2, 1, 4, 9)]]),
        # one axis, `self` values set once in `__init__`, the `-(-h // s)` spelling, edge padding
        Example(_module("h = x.shape[2]\ntotal = (-(-h // self.s) - 1) * self.s + self.k - h\ntop = total // 2\n"
                        "y = F.pad(x, mode='edge', pad_width=(0, 0, 0, 0, top, total - top, 1, 1))\n"
                        "return F.relu(y)", "self.k = 4\nself.s = 3"),
                _module(_TF_NOTE + _TF_ROWS.format(a=2, s="(3, 1)", n=3, w="(0, 0, 0, 0, 0, 1, 0, 0)")
                        + _TF_KEEP.format(a=2, k="(2, 1)", w="(0, 0, 0, 0, 0, 2, 0, 0)")
                        + "x_padded = F.pad(x, mode='edge', pad_width=(0, 0, 0, 0, 1, 2, 1, 1))\n"
                        + _TF_CUT.format(a=2) + "y = x_padded\nreturn F.relu(y)", "self.k = 4\nself.s = 3"),
                shapes=[[(2, 3, 7, 4)], [(1, 2, 8, 3)], [(1, 1, 1, 2)], [(1, 1, 9, 1)]]),
        # a padding helper (imgclsmob's calc_tf_padding) called with literals: the caller's pad
        Example("import math\n" + _helper_module(
            "x = F.pad(x, mode='constant', pad_width=same_pad(x, 3, strides=2, dilation=2), constant_value=0.5)\n"
            "return x * 2", _SAME_PAD_HELPER, method=False),
                "import math\n" + _helper_module(
            _TF_NOTE + _TF_ROWS.format(a=2, s="(2, 1)", n=2, w="(0, 0, 0, 0, 0, 3, 0, 0)")
            + _TF_KEEP.format(a=2, k="(2, 1)", w="(0, 0, 0, 0, 0, 2, 0, 0)")
            + _TF_ROWS.format(a=3, s="(1, 2)", n=2, w="(0, 0, 0, 0, 0, 0, 0, 3)")
            + _TF_KEEP.format(a=3, k="(1, 2)", w="(0, 0, 0, 0, 0, 0, 0, 2)")
            + "x_padded = F.pad(x, mode='constant', pad_width=(0, 0, 0, 0, 2, 2, 2, 2), constant_value=0.5)\n"
            + _TF_CUT.format(a=2) + _TF_CUT.format(a=3) + "x = x_padded\nreturn x * 2",
            _SAME_PAD_HELPER, method=False),
                shapes=[[(2, 3, 7, 7)], [(1, 2, 8, 5)], [(1, 1, 1, 2)], [(2, 1, 6, 3)]]),
        # H padded by W's amount (EfficientNet-Gluon's spelling): equal only on square inputs
        Example("import math\n" + _module(
            "ih, iw = x.shape[-2:]\noh, ow = math.ceil(ih / 2), math.ceil(iw / 2)\n"
            "pad_h = max((oh - 1) * 2 + 3 - ih, 0)\npad_w = max((ow - 1) * 2 + 3 - iw, 0)\n"
            "return F.pad(x, mode='constant', pad_width=(0, 0, 0, 0, pad_w // 2, pad_w - pad_w // 2, "
            "pad_h // 2, pad_h - pad_h // 2))"), None,
                reason="padded by widths computed from axis 3's size", shapes=[[(1, 2, 5, 6)]]),
        # a kernel extent below the stride: the padding is 0 for some sizes, positive for others
        Example("import math\n" + _module(
            "ih = x.shape[2]\npad_h = max((math.ceil(ih / 3) - 1) * 3 + 2 - ih, 0)\n"
            "return F.pad(x, mode='constant', pad_width=(0, 0, 0, 0, pad_h // 2, pad_h - pad_h // 2, 0, 0))"),
                None, reason="a kernel extent below the stride", shapes=[[(1, 2, 5, 6)]]),
        # padded in a loop: from the second pass on, the tensor is not the one whose size was read
        Example("import math\n" + _module(
            "ih = x.shape[2]\npad_h = max((math.ceil(ih / 2) - 1) * 2 + 3 - ih, 0)\nfor _ in range(2):\n"
            "    x = F.pad(x, mode='constant', pad_width=(0, 0, 0, 0, pad_h // 2, pad_h - pad_h // 2, 0, 0))\n"
            "return x"), None, reason="the pad is inside a loop or a branch", shapes=[[(1, 2, 5, 6)]]),
        # timm's guard `if pad_h > 0 or pad_w > 0:`: with a kernel extent above the stride the
        # padding is at least K - s > 0 for every size, so the guard folds into the rewrite
        Example("import math\n" + _module(
            "ih, iw = x.shape[2:]\nph = max((math.ceil(ih / 2) - 1) * 2 + 3 - ih, 0)\n"
            "pw = max((math.ceil(iw / 2) - 1) * 2 + 3 - iw, 0)\nif ph > 0 or pw > 0:\n"
            "    x = F.pad(x, mode='constant', pad_width=(0, 0, 0, 0, ph // 2, ph - ph // 2, pw // 2, pw - pw // 2))\n"
            "return F.relu(x)"),
                "import math\n" + _module(
            _TF_NOTE + _TF_ROWS.format(a=2, s="(2, 1)", n=2, w="(0, 0, 0, 0, 0, 1, 0, 0)")
            + _TF_KEEP.format(a=2, k="(2, 1)", w="(0, 0, 0, 0, 0, 1, 0, 0)")
            + _TF_ROWS.format(a=3, s="(1, 2)", n=2, w="(0, 0, 0, 0, 0, 0, 0, 1)")
            + _TF_KEEP.format(a=3, k="(1, 2)", w="(0, 0, 0, 0, 0, 0, 0, 1)")
            + "x_padded = F.pad(x, mode='constant', pad_width=(0, 0, 0, 0, 1, 1, 1, 1))\n"
            + _TF_CUT.format(a=2) + _TF_CUT.format(a=3) + "x = x_padded\nreturn F.relu(x)"),
                shapes=[[(2, 3, 7, 7)], [(1, 2, 8, 5)], [(1, 1, 1, 2)], [(2, 1, 4, 9)]]),
        # ... not when the kernel extent equals the stride: 0 where the stride divides the size
        Example("import math\n" + _module(
            "ih = x.shape[2]\nph = max((math.ceil(ih / 2) - 1) * 2 + 2 - ih, 0)\nif ph > 0:\n"
            "    x = F.pad(x, mode='constant', pad_width=(0, 0, 0, 0, ph // 2, ph - ph // 2, 0, 0))\n"
            "return F.relu(x)"), None, reason="is no python constant", shapes=[[(1, 2, 5, 6)]]),
        Example("import math\n" + _module(
            "ih = x.shape[2]\npad_h = max((math.ceil(ih / 2) - 1) * 2 + 3 - ih, 0)\n"
            "return F.pad(x, mode='reflect', pad_width=(0, 0, 0, 0, pad_h // 2, pad_h - pad_h // 2, 0, 0))"),
                None, reason="'reflect' padding", shapes=[[(1, 2, 5, 6)]]),
        # sizes handed to a helper that neither resizes to them, builds positions of them nor only
        # computes a padding: the refusal names the use (the call handing it), not the helper-resize
        # or padding step
        Example(_helper_module("n = x.shape[0]\nreturn self.scale(F, x, n)",
                               "def scale(self, F, x, n):\n    labels = F.ones((n,)) * 2\n"
                               "    return F.broadcast_add(x, labels)"),
                None, reason="`n` (line 11) is handed to `scale` (line 11)", shapes=[[(3, 3)]]),
        # ranks from the block's own layers (MXNet 1.9.1: Conv/Pool with an N-d kernel take and
        # give (N + 2)-d only): a Conv2D output is 4-d, so its split needs no rank from the input
        Example(_module("y = self.conv(x)\nreturn y.reshape((y.shape[0], 2, -1, y.shape[2], y.shape[3])).mean(axis=1)",
                        init="self.conv = nn.Conv2D(6, 1)"),
                _module("y = self.conv(x)\nreturn y.reshape((0, -4, -1, 3, 0, 0)).mean(axis=1)",
                        init="self.conv = nn.Conv2D(6, 1)"),
                shapes=[[(2, 6, 4, 4)], [(1, 3, 2, 5)]]),
        # the input is handed to a MaxPool2D later in straight-line code: the original raises
        # unless it is 4-d
        Example(_module("y = x.reshape((x.shape[0], 2, -1, x.shape[2], x.shape[3])).sum(axis=1)\n"
                        "return F.concat(self.pool(x), y, dim=1)", init="self.pool = nn.MaxPool2D(1)"),
                _module("y = x.reshape((0, -4, 2, -1, 0, 0)).sum(axis=1)\n"
                        "return F.concat(self.pool(x), y, dim=1)", init="self.pool = nn.MaxPool2D(1)"),
                shapes=[[(2, 6, 4, 4)], [(1, 2, 3, 5)]]),
        Example(_module("y = self.pool(x)\nreturn y.reshape((-1, y.shape[2] * y.shape[3]))",
                        init="self.pool = nn.AvgPool2D(2)"),
                _module("y = self.pool(x)\nreturn y.reshape((-3, -3))", init="self.pool = nn.AvgPool2D(2)"),
                shapes=[[(2, 6, 4, 4)], [(1, 3, 6, 2)]]),
        # a concat of conv outputs: one rank, the joined channels summed
        Example(_module("y = F.concat(self.a(x), self.b(x), dim=1)\n"
                        "return y.reshape((y.shape[0], 2, 3, y.shape[2], y.shape[3])).max(axis=1)",
                        init="self.a = nn.Conv2D(4, 1)\nself.b = nn.Conv2D(2, 3, padding=1)"),
                _module("y = F.concat(self.a(x), self.b(x), dim=1)\n"
                        "return y.reshape((0, -4, -1, 3, 0, 0)).max(axis=1)",
                        init="self.a = nn.Conv2D(4, 1)\nself.b = nn.Conv2D(2, 3, padding=1)"),
                shapes=[[(2, 6, 4, 4)], [(1, 1, 3, 3)]]),
        # Conv1D: its input (and the relu before it) is 3-d
        Example(_module("y = F.relu(x)\nz = self.conv(y)\nreturn z.reshape((z.shape[0], 2, -1, y.shape[2]))",
                        init="self.conv = nn.Conv1D(4, 1)"),
                _module("y = F.relu(x)\nz = self.conv(y)\nreturn z.reshape((0, -4, -1, 2, 0))",
                        init="self.conv = nn.Conv1D(4, 1)"),
                shapes=[[(2, 3, 5)], [(1, 1, 2)]]),
        # gluon.rnn's fused layers take and give 3-d tensors (called with the input alone)
        Example(_module("out = self.lstm(x)\ny = self.proj(out.reshape((-1, out.shape[2])))\n"
                        "return y.reshape((out.shape[0], out.shape[1], -1))",
                        init="self.lstm = rnn.LSTM(6, input_size=4)\nself.proj = nn.Dense(3)"
                        ).replace("import HybridBlock, nn", "import HybridBlock, nn, rnn"),
                _module("out = self.lstm(x)\ny = self.proj(out.reshape((-3, 0)))\n"
                        "return F.reshape_like(y, out, lhs_begin=0, lhs_end=1, rhs_begin=0, rhs_end=2)",
                        init="self.lstm = rnn.LSTM(6, input_size=4)\nself.proj = nn.Dense(3)"
                        ).replace("import HybridBlock, nn", "import HybridBlock, nn, rnn"),
                shapes=[[(5, 2, 4)], [(1, 3, 4)]]),
        # a batch folded with time for a 2-d stem, restored after the children: the children keep
        # axis 0 (b * t); reshape codes take the restored run's trailing dims the rest of the way
        Example(_module("b, t = x.shape[0], x.shape[1]\ny = self.pool(self.conv(x.reshape((-3, 0, 0, 0))))\n"
                        "return y.reshape((b, t, -1))",
                        init="self.conv = nn.Conv2D(4, 3, padding=1)\nself.pool = nn.GlobalAvgPool2D()"),
                _module("y = self.pool(self.conv(x.reshape((-3, 0, 0, 0))))\n"
                        "return F.reshape_like(y, x, lhs_begin=0, lhs_end=1, rhs_begin=0, rhs_end=2)"
                        ".reshape((0, 0, 0))",
                        init="self.conv = nn.Conv2D(4, 3, padding=1)\nself.pool = nn.GlobalAvgPool2D()"),
                shapes=[[(2, 3, 3, 5, 5)], [(1, 2, 2, 4, 4)]]),
        Example(_module("n, t = x.shape[0], x.shape[1]\ny = self.body(x.reshape((-3, -2)))\n"
                        "return y.reshape((n, t, -1))", init=_FOLDED_SEQ),
                _module("y = self.body(x.reshape((-3, -2)))\n"
                        "return F.reshape_like(y, x, lhs_begin=0, lhs_end=1, rhs_begin=0, rhs_end=2)"
                        ".reshape((0, 0, -3))", init=_FOLDED_SEQ),
                shapes=[[(2, 3, 2, 8)], [(1, 2, 2, 6)]]),
        # highway layers between the fold and the restore: a loop whose body maps the carried
        # value's shape to itself keeps it after any number of iterations (character-aware LMs)
        Example(_module("n, w, l = x.shape\nh = self.stem(x.reshape((n * w, l)))\n"
                        "for proj, gate in zip(self.proj, self.gate):\n    t = gate(h)\n"
                        "    h = t * proj(h) + (1 - t) * h\nreturn h.reshape((n, w, -1))", init=_HIGHWAY),
                _module("h = self.stem(x.reshape((-3, 0)))\n"
                        "for proj, gate in zip(self.proj, self.gate):\n    t = gate(h)\n"
                        "    h = t * proj(h) + (1 - t) * h\n"
                        "return F.reshape_like(h, x, lhs_begin=0, lhs_end=1, rhs_begin=0, rhs_end=2)", init=_HIGHWAY),
                shapes=[[(2, 3, 4)], [(1, 5, 4)]]),
        # a loop whose body changes the carried value's width (doubled per step) keeps its axis 0,
        # the one the restore reads: every pass's end agrees with its start there
        Example(_module("n, w, l = x.shape\nh = self.stem(x.reshape((n * w, l)))\n"
                        "for _ in range(self.k):\n    h = F.concat(h, h, dim=1)\nreturn h.reshape((n, w, -1))",
                        init=_HIGHWAY + "\nself.k = 2"),
                _module("h = self.stem(x.reshape((-3, 0)))\n"
                        "for _ in range(self.k):\n    h = F.concat(h, h, dim=1)\n"
                        "return F.reshape_like(h, x, lhs_begin=0, lhs_end=1, rhs_begin=0, rhs_end=2)",
                        init=_HIGHWAY + "\nself.k = 2"),
                shapes=[[(2, 3, 4)], [(1, 5, 4)]]),
        # ... one that changes axis 0 (the rows doubled per step) says nothing of it: refused
        Example(_module("n, w, l = x.shape\nh = self.stem(x.reshape((n * w, l)))\n"
                        "for _ in range(self.k):\n    h = F.concat(h, h, dim=0)\nreturn h.reshape((n, w, -1))",
                        init=_HIGHWAY + "\nself.k = 2"),
                None, reason="cannot be placed as reshape codes", shapes=[[(2, 3, 4)]]),
        # xDeepFM's CIN: each layer's map `xk` changes its fields' axis and keeps the batch and the
        # embedding axes, so the outer product with the first map folds by codes in every pass
        Example(_module("B, m, D = x.shape\nxk = x\nfor conv in self.convs:\n"
                        "    z = F.broadcast_mul(x.expand_dims(2), xk.expand_dims(1))\n"
                        "    z = z.reshape((B, m * xk.shape[1], D))\n    xk = conv(z)\nreturn xk",
                        init="self.convs = nn.HybridSequential()\n"
                             "self.convs.add(nn.Conv1D(2, 1, in_channels=9), nn.Conv1D(2, 1, in_channels=6))"),
                _module("xk = x\nfor conv in self.convs:\n"
                        "    z = F.broadcast_mul(x.expand_dims(2), xk.expand_dims(1))\n"
                        "    z = z.reshape((0, -3, 0))\n    xk = conv(z)\nreturn xk",
                        init="self.convs = nn.HybridSequential()\n"
                             "self.convs.add(nn.Conv1D(2, 1, in_channels=9), nn.Conv1D(2, 1, in_channels=6))"),
                shapes=[[(2, 3, 4)], [(1, 3, 5)]]),
        # a starred comprehension over a list of children that keep axis 0 (all one declaration):
        # the concat / stack keeps that axis, so the batch is a reshape code
        Example(_module("y = F.concat(*[blk(f) for blk, f in zip(self.towers, (x, x * 2))], dim=1)\n"
                        "return y.reshape((x.shape[0], len(self.towers), 4))", init=_TOWERS),
                _module("y = F.concat(*[blk(f) for blk, f in zip(self.towers, (x, x * 2))], dim=1)\n"
                        "return y.reshape((0, len(self.towers), 4))", init=_TOWERS),
                shapes=[[(2, 3)], [(1, 3)], [(5, 3)]]),
        # a reflect pad cut by F.slice at a bound computed in python keeps axis 0 (given None, None)
        Example(_module("p = self.k\ny = F.concat(F.slice(x, begin=(None, p), end=(None, 0), step=(None, -1)), x, dim=1)\n"
                        "return y.reshape((x.shape[0], -1, 2))", init="self.k = 1"),
                _module("p = self.k\ny = F.concat(F.slice(x, begin=(None, p), end=(None, 0), step=(None, -1)), x, dim=1)\n"
                        "return y.reshape((0, -1, 2))", init="self.k = 1"),
                shapes=[[(2, 5)], [(3, 3)]]),
        # an identity of a size is (n, n): its reshape given leading and trailing unit axes
        Example(example_module("n = x.shape[1]\nm = (1 - F.eye(n)).reshape((1, n, n))\nreturn F.broadcast_mul(x, m)"),
                example_module("m = (1 - F.cast(F.broadcast_equal(F.reshape(F.contrib.arange_like(x, axis=1), (-1, 1)), "
                               "F.reshape(F.contrib.arange_like(x, axis=1), (1, -1))), dtype='float32')).reshape((-4, 1, -1, 0))\n"
                               "return F.broadcast_mul(x, m)"),
                shapes=[[(2, 3, 3)], [(1, 4, 4)]]),
        # the list bound to a name first, unpacked only by the concat
        Example(_module("outs = [blk(f) for blk, f in zip(self.towers, (x, x * 2))]\n"
                        "return F.concat(*outs, dim=1).reshape((x.shape[0], len(self.towers), -1))", init=_TOWERS),
                _module("outs = [blk(f) for blk, f in zip(self.towers, (x, x * 2))]\n"
                        "return F.concat(*outs, dim=1).reshape((0, -4, len(self.towers), -1))", init=_TOWERS),
                shapes=[[(2, 3)], [(1, 3)], [(5, 3)]]),
        # refused: the list grows after the comprehension, or a name it reads is rebound before
        # the concat (its items were computed from the earlier value)
        Example(_module("outs = [blk(x) for blk in self.towers]\nouts.append(x)\n"
                        "return F.concat(*outs, dim=1).reshape((x.shape[0], -1, 1))", init=_TOWERS), None,
                reason="no known shape-free rewrite", shapes=[[(2, 4)]]),
        Example(_module("outs = [blk(x) for blk in self.towers]\nx = F.relu(x)\n"
                        "return F.concat(*outs, dim=1).reshape((x.shape[1], -1, 1))", init=_TOWERS), None,
                reason="no known shape-free rewrite", shapes=[[(2, 4)]]),
        Example(_module("y = F.stack(*[e(x) for e in self.experts], axis=1)\nreturn y.reshape((x.shape[0], -1))",
                        init=_EXPERTS),
                _module("y = F.stack(*[e(x) for e in self.experts], axis=1)\nreturn y.reshape((0, -3))",
                        init=_EXPERTS),
                shapes=[[(2, 4)], [(1, 4)], [(3, 4)]]),
        # one item of the list by its index (a stacked hourglass's heads, `self.heads[i](feat)`):
        # the declaration every item shares, as iterating them gives it
        Example(_module("n = x.shape[0]\nreturn self.experts[1](F.relu(x)).reshape((n, 1, -1))", init=_EXPERTS),
                _module("return self.experts[1](F.relu(x)).reshape((0, -4, -1, 5))", init=_EXPERTS),
                shapes=[[(2, 4)], [(1, 4)], [(3, 4)]]),
        # in a loop's body (a stacked hourglass's per-stack heads): the names the body carries hold
        # their shapes where each pass keeps them, then the body's statements before the use run
        Example(_module("n = x.shape[0]\nh = self.stem(x)\nouts = []\nfor i in range(2):\n"
                        "    h = F.relu(self.experts[i](h))\n    y = F.tanh(h)\n    outs.append(y.reshape((n, 1, -1)))\n"
                        "return F.concat(*outs, dim=1)", init=_EXPERTS_FROM_STEM),
                _module("h = self.stem(x)\nouts = []\nfor i in range(2):\n"
                        "    h = F.relu(self.experts[i](h))\n    y = F.tanh(h)\n    outs.append(y.reshape((0, -4, -1, 5)))\n"
                        "return F.concat(*outs, dim=1)", init=_EXPERTS_FROM_STEM),
                shapes=[[(2, 4)], [(1, 4)], [(3, 4)]]),
        # ... not where a pass changes the carried name's batch axis: the first pass's size is no
        # later pass's
        Example(_module("n = x.shape[0]\nh = F.relu(x)\nouts = []\nfor i in range(2):\n    outs.append(h.reshape((n, -1)))\n"
                        "    h = F.concat(h, h, dim=0)\nreturn F.concat(*outs, dim=1)"),
                None, reason="has no known shape-free rewrite", shapes=[[(2, 4)]]),
        # a stack of listed tensors (a complex product's real and imaginary parts): MXNet's stack
        # takes one shape only, the first input's, with a new axis as long as the inputs are many
        Example(_module("n, c, t = x.shape\ny = F.stack(F.relu(x), F.tanh(x), axis=1)\nreturn y.reshape((n, -1, t))"),
                _module("y = F.stack(F.relu(x), F.tanh(x), axis=1)\nreturn y.reshape((0, -3, 0))"),
                shapes=[[(2, 3, 4)], [(1, 2, 1)]], applicability="unsafe"),
        # the new axis last: the time steps are no longer under the cursor where the target reads them
        Example(_module("n, c, t = x.shape\ny = F.stack(x, F.relu(x), axis=-1)\nreturn y.reshape((n, t, -1))"),
                None, reason="cannot be placed as reshape codes", shapes=[[(2, 3, 4)]]),
        Example(_module("y = F.concat(*[h(x) * i for i, h in enumerate(self.heads)], dim=1)\n"
                        "return F.relu(y).reshape((x.shape[0], -1, 3))", init=_HEADS_LIST),
                _module("y = F.concat(*[h(x) * i for i, h in enumerate(self.heads)], dim=1)\n"
                        "return F.relu(y).reshape((0, -1, 3))", init=_HEADS_LIST),
                shapes=[[(2, 4)], [(1, 4)], [(4, 4)]]),
        # refused: a filtered comprehension (which items remain is data), a list holding a block of
        # the file that moves axis 0, a list another method edits
        Example(_module("y = F.concat(*[blk(x) for blk in self.towers if blk is not None], dim=1)\n"
                        "return y.reshape((x.shape[0], -1))", init=_TOWERS), None,
                reason="`y`'s shape is not known in full here", shapes=[[(2, 3)]]),
        Example(_child_module("y = F.concat(*[blk(x) for blk in self.towers], dim=1)\n"
                              "return y.reshape((x.shape[0], -1))", _SWAP_CHILD,
                              init="self.towers = [nn.Dense(4, in_units=3), Up()]\nfor blk in self.towers:\n"
                                   "    self.register_child(blk)"), None,
                reason="`y`'s shape is not known in full here", shapes=[[(2, 3)]]),
        Example(_module("y = F.concat(*[blk(x) for blk in self.towers], dim=1)\n"
                        "return y.reshape((x.shape[0], -1))", init=_TOWERS).replace(
                    "    def hybrid_forward", "    def grow(self, blk):\n        self.towers.append(blk)\n"
                    "        self.register_child(blk)\n\n    def hybrid_forward"), None,
                reason="`y`'s shape is not known in full here", shapes=[[(2, 3)]]),
        # names unpacked from a comprehension over a tuple display, item by item through a helper;
        # batch_dot's rows and columns; a split along the last axis keeps the other axes, so the
        # helper's unpacking proves the input's rank
        Example(_with_init(_helper_module(
                    "q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)\n"
                    "q, k, v = [self._heads(F, t) for t in (q, k, v)]\n"
                    "att = F.softmax(F.batch_dot(q, k, transpose_b=True) / math.sqrt(q.shape[-1]), axis=-1)\n"
                    "return F.batch_dot(att, v).reshape((x.shape[0], 2, x.shape[1], -1))", _HEADS),
                    "self.qkv = nn.Dense(24, flatten=False, in_units=8)", "import math\n\n"),
                _with_init(_helper_module(
                    "q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)\n"
                    "q, k, v = [self._heads(F, t) for t in (q, k, v)]\n"
                    "att = F.softmax(F.batch_dot(q, k, transpose_b=True) / math.sqrt(4), axis=-1)\n"
                    "return F.batch_dot(att, v).reshape((-4, -1, 2, 0, 0))", _HEADS_FIX),
                    "self.qkv = nn.Dense(24, flatten=False, in_units=8)", "import math\n\n"),
                shapes=[[(2, 5, 8)], [(1, 3, 8)], [(3, 1, 8)]]),
        Example(_module("b, n, c = x.shape\nq, k = [self.proj(t) for t in (x, F.relu(x))]\n"
                        "return F.batch_dot(q, k, transpose_b=True).reshape((b, -1))",
                        init="self.proj = nn.Dense(6, flatten=False, in_units=4)"),
                _module("q, k = [self.proj(t) for t in (x, F.relu(x))]\n"
                        "return F.batch_dot(q, k, transpose_b=True).reshape((0, -3))",
                        init="self.proj = nn.Dense(6, flatten=False, in_units=4)"),
                shapes=[[(2, 5, 4)], [(1, 3, 4)]]),
        Example(_with_init(_helper_module(
                    "a, g = F.split(self.proj(x), num_outputs=2, axis=-1)\nh = self._fold(F, a)\n"
                    "return self.out(h).reshape((x.shape[0], x.shape[1], -1)), g", _FOLD),
                    "self.proj = nn.Dense(8, flatten=False, in_units=4)\nself.out = nn.Dense(3, in_units=4)"),
                _with_init(_helper_module(
                    "a, g = F.split(self.proj(x), num_outputs=2, axis=-1)\nh = self._fold(F, a)\n"
                    "return F.reshape_like(self.out(h), g, lhs_begin=0, lhs_end=1, rhs_begin=0, rhs_end=2), g",
                    _FOLD_FIX),
                    "self.proj = nn.Dense(8, flatten=False, in_units=4)\nself.out = nn.Dense(3, in_units=4)"),
                shapes=[[(2, 5, 4)], [(1, 3, 4)]]),
        # session 69, H493 (TimesFM's reversible normalisation, bench/fix_cases_probes_s69b): a
        # broadcast of two tensors of one unknown rank (a slice's keepdims mean against the
        # series) keeps the axes both agree on, by operator or by `*`; and the parts of a split
        # with squeeze_axis=True (the axis's size is num_outputs, or MXNet raises) are the
        # tensor without that axis, item by item in a comprehension
        Example(_module("first = F.slice_axis(x, axis=1, begin=0, end=4)\nmu = first.mean(axis=1, keepdims=True)\n"
                        "b = x.shape[0]\nreturn F.broadcast_sub(x, mu).reshape((b, -1, 4))"),
                _module("first = F.slice_axis(x, axis=1, begin=0, end=4)\nmu = first.mean(axis=1, keepdims=True)\n"
                        "return F.broadcast_sub(x, mu).reshape((0, -1, 4))"),
                shapes=[[(2, 8)], [(1, 8)], [(3, 12)]]),
        Example(_module("g = F.slice_axis(x, axis=1, begin=0, end=4)\nh = F.slice_axis(x, axis=1, begin=4, end=8)\n"
                        "return (g * h).reshape((x.shape[0], 2, -1))"),
                _module("g = F.slice_axis(x, axis=1, begin=0, end=4)\nh = F.slice_axis(x, axis=1, begin=4, end=8)\n"
                        "return (g * h).reshape((0, 2, -1))"),
                shapes=[[(2, 8)], [(1, 9)]]),
        Example(_module("b, t, c = x.shape\nqkv = x.reshape((b, t, 3, 2, -1)).transpose((2, 0, 3, 1, 4))\n"
                        "q, k, v = [u.reshape((b * 2, t, -1)) for u in F.split(qkv, num_outputs=3, axis=0, squeeze_axis=True)]\n"
                        "return F.batch_dot(F.softmax(F.batch_dot(q, k, transpose_b=True), axis=-1), v)"),
                _module("qkv = x.reshape((0, 0, 3, 2, -1)).transpose((2, 0, 3, 1, 4))\n"
                        "q, k, v = [u.reshape((-3, 0, 0)) for u in F.split(qkv, num_outputs=3, axis=0, squeeze_axis=True)]\n"
                        "return F.batch_dot(F.softmax(F.batch_dot(q, k, transpose_b=True), axis=-1), v)"),
                shapes=[[(2, 5, 12)], [(1, 3, 6)]]),
        # a dim split in four (RAFT's convex-upsampling mask `(N, 1, 9, 8, 8, H, W)`): one more
        # reshape per further factor, each code checked on the symbolic dims (session 69, H493)
        Example(_module("m = self.mask(x)\nN, _, H, W = m.shape\n"
                        "return F.softmax(m.reshape((N, 1, 9, 2, 2, H, W)), axis=2)",
                        init="self.mask = nn.Conv2D(36, 1, in_channels=4)"),
                _module("m = self.mask(x)\n"
                        "return F.softmax(m.reshape((0, -4, -1, 36, 0, 0)).reshape((0, 0, -4, -1, 4, 0, 0))"
                        ".reshape((0, 0, 0, -4, -1, 2, 0, 0)), axis=2)",
                        init="self.mask = nn.Conv2D(36, 1, in_channels=4)"),
                shapes=[[(2, 4, 3, 3)], [(1, 4, 2, 5)]]),
        # refused: a squeezed split of an axis whose size is not known to be num_outputs; a
        # keepdims slice of another input (its batch may be 1 and broadcast, or the other's)
        Example(_module("b = x.shape[1]\nq, k = [u.reshape((b, -1)) for u in F.split(x, num_outputs=2, axis=0, squeeze_axis=True)]\n"
                        "return F.broadcast_add(q, k)"), None,
                reason="which has no known shape-free rewrite", shapes=[[(2, 3, 4)]]),
        Example(example_module("m = F.slice_axis(y, axis=1, begin=0, end=1)\n"
                               "return F.broadcast_sub(x, m).reshape((x.shape[0], -1, 2))",
                               signature="self, F, x, y", gluon="HybridBlock, nn"), None,
                reason="has no known shape-free rewrite", shapes=[[(2, 4), (2, 3)], [(1, 4), (3, 3)]]),
        # refused: a filtered comprehension's items (how many is data)
        Example(_helper_module("q, k = [self._heads(F, t) for t in (x, F.relu(x)) if t is not None]\n"
                               "return F.batch_dot(q, k, transpose_b=True) / math.sqrt(q.shape[-1])",
                               _HEADS_FIX).replace("from mxnet", "import math\n\nfrom mxnet", 1), None,
                reason="`q` comes out of a python container", shapes=[[(2, 5, 8)]]),
        # a helper with two callers: each call's return is read with its own argument's shape
        # (session 63, H407; refused before, when only a helper's one caller was walked)
        Example(_helper_module("q, k = [self._heads(F, t) for t in (x, F.relu(x))]\nv = self._heads(F, x * 2)\n"
                               "return F.batch_dot(F.batch_dot(q, k, transpose_b=True), v)"
                               ".reshape((x.shape[0], 2, x.shape[1], -1))", _HEADS_FIX),
                _helper_module("q, k = [self._heads(F, t) for t in (x, F.relu(x))]\nv = self._heads(F, x * 2)\n"
                               "return F.batch_dot(F.batch_dot(q, k, transpose_b=True), v)"
                               ".reshape((-4, -1, 2, 0, 0))", _HEADS_FIX),
                shapes=[[(2, 5, 8)], [(1, 3, 4)]]),
        # `(-3, -2)` of an input of unknown rank: the output's axis 0 is still its first two merged
        Example(_module("n, t = x.shape[0], x.shape[1]\ny = self.conv(x.reshape((-3, -2)))\n"
                        "return y.reshape((n, t) + y.shape[1:])", init="self.conv = nn.Conv2D(4, 3, padding=1)"),
                _module("y = self.conv(x.reshape((-3, -2)))\n"
                        "return F.reshape_like(y, x, lhs_begin=0, lhs_end=1, rhs_begin=0, rhs_end=2)",
                        init="self.conv = nn.Conv2D(4, 3, padding=1)"),
                shapes=[[(2, 3, 2, 5, 5)], [(1, 2, 2, 4, 4)]]),
        # a block of this file between the fold and the restore may change axis 0: refused
        Example(_child_module("b, t = x.shape[0], x.shape[1]\ny = self.up(x.reshape((-3, 0, 0, 0)))\n"
                              "return y.reshape((b, t, -1))", _SWAP_CHILD), None,
                reason="is used in `y.reshape((b, t, -1))`, which has no known shape-free rewrite", shapes=[[(2, 3, 3, 5, 5)]]),
        # axis 0 after a transpose is the channels, not the folded batch: refused
        Example(_module("b, t = x.shape[0], x.shape[1]\n"
                        "y = F.transpose(self.conv(x.reshape((-3, 0, 0, 0))), axes=(1, 0, 2, 3))\n"
                        "return y.reshape((b, t, -1))", init="self.conv = nn.Conv2D(6, 3, padding=1)"), None,
                reason="cannot be placed as reshape codes", shapes=[[(2, 3, 3, 5, 5)]]),
        Example(_module("y = x.reshape((x.shape[0], 2, -1, x.shape[2])).sum(axis=1)\nreturn self.gru(x), y",
                        init="self.gru = rnn.GRU(4, layout='NTC', input_size=3)"
                        ).replace("import HybridBlock, nn", "import HybridBlock, nn, rnn"),
                _module("y = x.reshape((0, -4, 2, -1, 0)).sum(axis=1)\nreturn self.gru(x), y",
                        init="self.gru = rnn.GRU(4, layout='NTC', input_size=3)"
                        ).replace("import HybridBlock, nn", "import HybridBlock, nn, rnn"),
                shapes=[[(2, 6, 3)], [(1, 4, 3)]]),
        # F operators of one rank: UpSampling (4-d), Pooling/Convolution with an N-d kernel
        Example(_module("y = F.UpSampling(x, scale=2, sample_type='nearest')\n"
                        "return y.reshape((y.shape[0], 2, -1, y.shape[2], y.shape[3])).mean(axis=1)"),
                _module("y = F.UpSampling(x, scale=2, sample_type='nearest')\n"
                        "return y.reshape((0, -4, 2, -1, 0, 0)).mean(axis=1)"),
                shapes=[[(2, 4, 3, 2)], [(1, 2, 1, 1)]]),
        Example(_module("q = x.reshape((x.shape[0], 2, -1, x.shape[2], x.shape[3])).max(axis=1)\n"
                        "return F.concat(F.Pooling(x, kernel=(2, 2), stride=(2, 2), pool_type='avg'),\n"
                        "                F.Pooling(q, kernel=(2, 2), stride=(2, 2), pool_type='max'), dim=1)"),
                _module("q = x.reshape((0, -4, 2, -1, 0, 0)).max(axis=1)\n"
                        "return F.concat(F.Pooling(x, kernel=(2, 2), stride=(2, 2), pool_type='avg'),\n"
                        "                F.Pooling(q, kernel=(2, 2), stride=(2, 2), pool_type='max'), dim=1)"),
                shapes=[[(2, 4, 4, 6)], [(1, 2, 2, 2)]]),
        # ranks carried through batch_dot (one rank, 3 or more), pick (one axis fewer), argsort
        # (the same shape) and one_hot (one axis more)
        Example(_module("y = self.conv(x)\ng = F.batch_dot(y, y, transpose_b=True)\n"
                        "return g.reshape((g.shape[0], -1, g.shape[3]))", init="self.conv = nn.Conv2D(4, 1)"),
                _module("y = self.conv(x)\ng = F.batch_dot(y, y, transpose_b=True)\n"
                        "return g.reshape((0, -3, 0))", init="self.conv = nn.Conv2D(4, 1)"),
                shapes=[[(2, 3, 4, 4)], [(1, 2, 3, 5)]]),
        Example(_module("y = self.conv(x)\np = F.pick(y, F.zeros_like(F.sum(y, axis=1)), axis=1)\n"
                        "return p.reshape((p.shape[0], -1, 2, p.shape[2]))", init="self.conv = nn.Conv2D(4, 1)"),
                _module("y = self.conv(x)\np = F.pick(y, F.zeros_like(F.sum(y, axis=1)), axis=1)\n"
                        "return p.reshape((0, -4, -1, 2, 0))", init="self.conv = nn.Conv2D(4, 1)"),
                # the whole target at once since the -4 split next to the original's -1 (session 63:
                # the safe code 0 of axis 0 alone, first, left a reshape only this fix finishes)
                shapes=[[(2, 3, 4, 4)], [(1, 2, 2, 3)]]),
        Example(_module("idx = F.argsort(self.pool(x), axis=2)\noh = F.one_hot(idx, 3)\n"
                        "return oh.reshape((oh.shape[0], -1, oh.shape[3]))", init="self.pool = nn.MaxPool1D(1)"),
                _module("idx = F.argsort(self.pool(x), axis=2)\noh = F.one_hot(idx, 3)\n"
                        "return oh.reshape((0, -3, 0))", init="self.pool = nn.MaxPool1D(1)"),
                shapes=[[(2, 3, 3)], [(1, 2, 5)]]),
        # linalg.gemm2 takes two operands of one rank: the 3-d reshape proves `x` 3-d (through
        # its slice), so the squeezed column is 2-d; the slice of literal bounds is 2 wide, so
        # the target is `w`'s own (N, 3, 2) shape
        Example(_module("w = F.linalg.gemm2(x.reshape((0, 3, -1)), F.slice_axis(x, axis=2, begin=0, end=2))\n"
                        "return w + F.squeeze(F.slice_axis(x, axis=2, begin=0, end=1), axis=2)"
                        ".expand_dims(2).broadcast_to((x.shape[0], 3, 2))"),
                _module("w = F.linalg.gemm2(x.reshape((0, 3, -1)), F.slice_axis(x, axis=2, begin=0, end=2))\n"
                        "return w + F.squeeze(F.slice_axis(x, axis=2, begin=0, end=1), axis=2)"
                        ".expand_dims(2).broadcast_like(w)"),
                shapes=[[(2, 3, 3)], [(3, 3, 3)]]),
        # a squeezed slice of a 4-d conv output is 3-d; F.slice keeps the axes it does not cut
        Example(_module("y = self.conv(x)\nrow = F.squeeze(F.slice_axis(y, axis=2, begin=0, end=1), axis=2)\n"
                        "return row.reshape((row.shape[0], -1, 2, row.shape[2]))", init="self.conv = nn.Conv2D(4, 1)"),
                _module("y = self.conv(x)\nrow = F.squeeze(F.slice_axis(y, axis=2, begin=0, end=1), axis=2)\n"
                        "return row.reshape((0, -4, -1, 2, 0))", init="self.conv = nn.Conv2D(4, 1)"),
                shapes=[[(2, 3, 4, 5)], [(1, 1, 1, 2)]]),     # the whole target at once, as above
        Example(_module("y = self.pool(x)\nz = F.slice(y, begin=(None, 0), end=(None, 4))\n"
                        "return z.reshape((z.shape[0], 2, -1, z.shape[2], z.shape[3])).sum(axis=1)",
                        init="self.pool = nn.MaxPool2D(1)"),
                _module("y = self.pool(x)\nz = F.slice(y, begin=(None, 0), end=(None, 4))\n"
                        "return z.reshape((0, -4, 2, -1, 0, 0)).sum(axis=1)", init="self.pool = nn.MaxPool2D(1)"),
                shapes=[[(2, 5, 4, 5)], [(1, 4, 1, 3)]]),
        # gemm2 of two tensors of unknown rank proves nothing: the column's rank stays unknown
        Example(_module("w = F.linalg.gemm2(x, x, transpose_b=True)\n"
                        "return w + F.squeeze(F.slice_axis(x, axis=2, begin=0, end=1), axis=2)"
                        ".expand_dims(2).broadcast_to((x.shape[0], 3, 3))"),
                None, reason="is not known, so which of its axes the sizes go to is not either",
                shapes=[[(2, 3, 3)]]),
        # stride 2: the padding depends on the size's parity -- TF-'same' padding's form (below)
        Example("import math\n" + _module(
            "h = x.shape[2]\npad = max((math.ceil(h / 2) - 1) * 2 + 3 - h, 0)\n"
            "return F.pad(x, mode='constant', pad_width=(0, 0, 0, 0, pad // 2, pad - pad // 2, 0, 0))"),
                "import math\n" + _module(
            _TF_NOTE + _TF_ROWS.format(a=2, s="(2, 1)", n=2, w="(0, 0, 0, 0, 0, 1, 0, 0)")
            + _TF_KEEP.format(a=2, k="(2, 1)", w="(0, 0, 0, 0, 0, 1, 0, 0)")
            + "x_padded = F.pad(x, mode='constant', pad_width=(0, 0, 0, 0, 1, 1, 0, 0))\n"
            + _TF_CUT.format(a=2) + "return x_padded"),
                shapes=[[(1, 1, 5, 5)], [(2, 3, 6, 1)], [(1, 2, 1, 3)]]),
        # a kernel size from the constructor that a convolution built in __init__ also takes (an int
        # in every block MXNet 1.9.1 can build): the sizes cancel around it, the arithmetic is kept
        Example(_built("self._kernel = kernel\nself.conv = nn.Conv2D(3, kernel, in_channels=3)",
                       "h, w = x.shape[2:]\n" + _SAME1, "kernel=3"),
                _built("self._kernel = kernel\nself.conv = nn.Conv2D(3, kernel, in_channels=3)", _SAME1_FIX,
                       "kernel=3"),
                shapes=[[(2, 3, 5, 5)], [(1, 3, 1, 4)], [(2, 3, 3, 2)]]),
        Example(_built("self._k = k\nself.conv = nn.Conv2D(channels=2, kernel_size=k, in_channels=2)",
                       "n = x.shape[3]\npad = max((math.ceil(n / 1) - 1) * 1 + self._k - n, 0)\n"
                       "return self.conv(F.pad(x, mode='edge', pad_width=(0, 0, 0, 0, 0, 0, pad // 2, pad - pad // 2)))",
                       "k=4", imports="import math\n"),
                _built("self._k = k\nself.conv = nn.Conv2D(channels=2, kernel_size=k, in_channels=2)",
                       "pad = max(self._k - 1, 0)\n"
                       "return self.conv(F.pad(x, mode='edge', pad_width=(0, 0, 0, 0, 0, 0, pad // 2, pad - pad // 2)))",
                       "k=4", imports="import math\n"),
                shapes=[[(2, 2, 4, 5)], [(1, 2, 4, 1)], [(3, 2, 5, 6)]]),
        Example(_built("self._kernel = kernel\nself.conv = nn.Conv1D(2, kernel, in_channels=2)",
                       "t = x.shape[-1]\nextra = t + self._kernel - 1 - t\nif extra > 0:\n"
                       "    x = F.pad(x.expand_dims(2), mode='constant', pad_width=(0, 0, 0, 0, 0, 0, extra, 0)).squeeze(axis=2)\n"
                       "return self.conv(x)", "kernel=3"),
                _built("self._kernel = kernel\nself.conv = nn.Conv1D(2, kernel, in_channels=2)",
                       "extra = self._kernel - 1\nif extra > 0:\n"
                       "    x = F.pad(x.expand_dims(2), mode='constant', pad_width=(0, 0, 0, 0, 0, 0, extra, 0)).squeeze(axis=2)\n"
                       "return self.conv(x)", "kernel=3"),
                shapes=[[(2, 2, 6)], [(1, 2, 1)], [(3, 2, 4)]]),
        # the argument a convolution takes only under a condition (maybe never built), or only as
        # its stride (not read as proof of an int here)
        Example(_built("self._kernel = kernel\nif kernel > 1:\n    self.conv = nn.Conv2D(3, kernel, in_channels=3)",
                       "h, w = x.shape[2:]\n" + _SAME1.replace("self.conv(y)", "y"), "kernel=3"),
                None, reason="a constructor argument may differ", shapes=[[(2, 3, 5, 5)]]),
        Example(_built("self._kernel = kernel\nself.conv = nn.Conv2D(3, 3, strides=kernel, in_channels=3)",
                       "h, w = x.shape[2:]\n" + _SAME1.replace("self.conv(y)", "y"), "kernel=1"),
                None, reason="a constructor argument may differ", shapes=[[(2, 3, 5, 5)]]),
        # a kernel size from the constructor: callers may pass another one
        Example(_HEAD.replace("    def hybrid_forward", "    def __init__(self, kernel=3, **kwargs):\n"
                              "        super().__init__(**kwargs)\n        self.kernel = kernel\n\n"
                              "    def hybrid_forward")
                + "        h = x.shape[2]\n        pad = max(h - 1 + self.kernel - h, 0)\n"
                "        return F.pad(x, mode='constant', pad_width=(0, 0, 0, 0, pad // 2, pad - pad // 2, 0, 0))\n",
                None, reason="a constructor argument may differ", shapes=[[(1, 1, 5, 5)]]),
        # the rest of the channels after the input's, of a convolution built with twice the channels
        # it takes and run on that input (gated activations): the last x.shape[1] channels (MXNet
        # 1.9.1 eager: `y[:, 4:, :, :]` of a Conv2D's own output raises "could not construct a
        # sub-memory" under oneDNN, so the examples slice after an elementwise op)
        Example(_gated("nn.Conv1D(2 * channels, 3, padding=1, in_channels=channels)",
                       "h = self.conv(x)\nreturn F.sigmoid(h[:, x.shape[1]:]) * x"),
                _gated("nn.Conv1D(2 * channels, 3, padding=1, in_channels=channels)",
                       "h = self.conv(x)\nreturn F.sigmoid(F.swapaxes(F.slice(F.swapaxes(h, dim1=0, dim2=1), begin=(self.conv._in_channels,), end=(None,)), dim1=0, dim2=1)) * x"),
                shapes=[[(2, 4, 7)], [(1, 4, 1)], [(3, 4, 5)]]),
        Example(_gated("nn.Conv2D(8, 1, in_channels=4)",
                       "h = F.relu(self.conv(x))\nreturn F.slice_axis(h, axis=1, begin=x.shape[1], end=None) - x"),
                _gated("nn.Conv2D(8, 1, in_channels=4)",
                       "h = F.relu(self.conv(x))\nreturn F.slice_axis(h, axis=1, begin=4, end=None) - x"),
                shapes=[[(2, 4, 3, 3)], [(1, 4, 1, 2)], [(2, 4, 2, 1)]]),
        Example(_gated("nn.Conv2D(channels * 2, 3, padding=1, in_channels=channels)",
                       "y = F.relu(self.conv(x))\na = y[:, :x.shape[1], :, :]\nb = y[:, x.shape[1]:, :, :]\nreturn a * F.tanh(b)"),
                _gated("nn.Conv2D(channels * 2, 3, padding=1, in_channels=channels)",
                       "y = F.relu(self.conv(x))\na = F.swapaxes(F.slice(F.swapaxes(y, dim1=0, dim2=1), begin=(None,), end=(self.conv._in_channels,)), dim1=0, dim2=1)\n"
                       "b = F.swapaxes(F.slice(F.swapaxes(y, dim1=0, dim2=1), begin=(self.conv._in_channels,), end=(None,)), dim1=0, dim2=1)\nreturn a * F.tanh(b)"),
                shapes=[[(2, 4, 3, 3)], [(1, 4, 5, 2)], [(3, 4, 1, 1)]]),
        # channels the file does not relate to the input's (a sum): the convolution that ran on x
        # proves x's channels its in_channels, a python bound
        Example(_gated("nn.Conv1D(channels + 4, 1, in_channels=channels)",
                       "h = self.conv(x)\nreturn h[:, x.shape[1]:] * x"),
                _gated("nn.Conv1D(channels + 4, 1, in_channels=channels)",
                       "h = self.conv(x)\nreturn F.swapaxes(F.slice(F.swapaxes(h, dim1=0, dim2=1), begin=(self.conv._in_channels,), end=(None,)), dim1=0, dim2=1) * x"),
                shapes=[[(2, 4, 3)], [(1, 4, 5)]]),
        # without the proof: an input size left to Gluon (deferred), a convolution run on another
        # tensor than the one measured
        Example(_gated("nn.Conv1D(2 * channels, 1)", "h = self.conv(x)\nreturn h[:, x.shape[1]:] * x"),
                None, reason="only when the declared sizes prove it", shapes=[[(2, 4, 3)]]),
        Example(_gated("nn.Conv1D(2 * channels, 1, in_channels=channels)",
                       "h = self.conv(y)\nreturn h[:, x.shape[1]:] * y", signature="self, F, x, y"),
                None, reason="only when the declared sizes prove it", shapes=[[(2, 4, 3), (2, 4, 3)]]),
        # sizes into numpy, a branch, the block's state: each refusal names the construct
        Example("import numpy as np\n" + _module(
            "grid = np.arange(x.shape[1])\nreturn F.broadcast_add(x, F.array(grid))"),
                None, reason="goes into numpy (`np.arange`)", shapes=[[(2, 3)]]),
        Example(_module("if x.shape[1] != 3:\n    x = F.relu(x)\nreturn x"),
                None, reason="decides an `if`", shapes=[[(2, 3)]]),
        # ... unless a layer built with the size ran on the input: the test reads it before the
        # body rebinds the input (a shortcut projected only where the widths differ)
        Example(example_class("def __init__(self, inp=3, **kwargs):\n    super().__init__(**kwargs)\n"
                              "    self.primary = nn.Conv2D(5, 1, in_channels=inp)\n"
                              "    self.proj = nn.Conv2D(5, 1, in_channels=inp)\n\n"
                              "def hybrid_forward(self, F, x):\n    a = self.primary(x)\n    if x.shape[1] != 5:\n"
                              "        x = self.proj(x)\n    return F.broadcast_add(a, x)", imports="from mxnet.gluon import nn\n"),
                example_class("def __init__(self, inp=3, **kwargs):\n    super().__init__(**kwargs)\n"
                              "    self.primary = nn.Conv2D(5, 1, in_channels=inp)\n"
                              "    self.proj = nn.Conv2D(5, 1, in_channels=inp)\n\n"
                              "def hybrid_forward(self, F, x):\n    a = self.primary(x)\n"
                              "    if self.primary._in_channels != 5:\n"
                              "        x = self.proj(x)\n    return F.broadcast_add(a, x)", imports="from mxnet.gluon import nn\n"),
                shapes=[[(2, 3, 4, 4)], [(1, 3, 2, 3)]]),
        # ... also where the layer ran inside the argument of a method called from several places
        # (MobileNetV3's h-swish around each conv), which the walk does not follow
        Example(example_class("def __init__(self, inp=3, **kwargs):\n    super().__init__(**kwargs)\n"
                              "    self.primary = nn.Conv2D(5, 1, in_channels=inp)\n"
                              "    self.proj = nn.Conv2D(5, 1, in_channels=inp)\n\n"
                              "def act(self, F, y):\n    return y * F.clip(y + 3, 0, 6) / 6.\n\n"
                              "def hybrid_forward(self, F, x):\n    a = self.act(F, self.primary(x))\n    a = self.act(F, a)\n"
                              "    if x.shape[1] != 5:\n        x = self.proj(x)\n    return F.broadcast_add(a, x)",
                              imports="from mxnet.gluon import nn\n"),
                example_class("def __init__(self, inp=3, **kwargs):\n    super().__init__(**kwargs)\n"
                              "    self.primary = nn.Conv2D(5, 1, in_channels=inp)\n"
                              "    self.proj = nn.Conv2D(5, 1, in_channels=inp)\n\n"
                              "def act(self, F, y):\n    return y * F.clip(y + 3, 0, 6) / 6.\n\n"
                              "def hybrid_forward(self, F, x):\n    a = self.act(F, self.primary(x))\n    a = self.act(F, a)\n"
                              "    if self.primary._in_channels != 5:\n        x = self.proj(x)\n    return F.broadcast_add(a, x)",
                              imports="from mxnet.gluon import nn\n"),
                shapes=[[(2, 3, 4, 4)], [(1, 3, 2, 3)]]),
        # ... but a test of sizes whose `if` only crops to them (a transposed conv's output cut to
        # the skip it is added to) computes the same value where it is false: the crop runs
        # unguarded, then becomes slice_like
        Example(_module("y = self.conv(x)\nif y.shape[2:] != x.shape[2:]:\n    y = y[:, :, :x.shape[2], :x.shape[3]]\n"
                        "return F.broadcast_add(x, y)", init="self.conv = nn.Conv2DTranspose(3, 2, strides=2, in_channels=3)"),
                _module("y = self.conv(x)\ny = F.slice_like(y, x, axes=(2, 3))\nreturn F.broadcast_add(x, y)",
                        init="self.conv = nn.Conv2DTranspose(3, 2, strides=2, in_channels=3)"),
                shapes=[[(2, 3, 4, 4)], [(1, 3, 3, 5)]]),
        # ... the skip an alias of the input (a U-Net level's `e = x`), which its concat proves an array
        Example(_module("e = x\ny = self.conv(e)\nif y.shape[2:] != e.shape[2:]:\n    y = y[:, :, :e.shape[2], :e.shape[3]]\n"
                        "return F.concat(e, y, dim=1)", init="self.conv = nn.Conv2DTranspose(3, 2, strides=2, in_channels=3)"),
                _module("e = x\ny = self.conv(e)\ny = F.slice_like(y, e, axes=(2, 3))\nreturn F.concat(e, y, dim=1)",
                        init="self.conv = nn.Conv2DTranspose(3, 2, strides=2, in_channels=3)"),
                shapes=[[(2, 3, 4, 4)], [(1, 3, 3, 5)]]),
        Example(_module("y = self.conv(x)\nif x.shape[2] != y.shape[2]:\n    y = y[:, :, :x.shape[2]]\nreturn F.broadcast_add(x, y)",
                        init="self.conv = nn.Conv1D(3, 2, padding=1, in_channels=3)"),
                _module("y = self.conv(x)\ny = F.slice_like(y, x, axes=(2,))\nreturn F.broadcast_add(x, y)",
                        init="self.conv = nn.Conv1D(3, 2, padding=1, in_channels=3)"),
                shapes=[[(2, 3, 4)], [(1, 3, 1)]]),
        # ... and a cut axis the test does not read where the crop next meets the skip in a concat
        # along another axis (EAST's unpooled map cut to an odd skip): concat needs the other axes equal
        Example(example_module("g = F.UpSampling(x, scale=2, sample_type='nearest')\nif g.shape[2] != y.shape[2]:\n"
                               "    g = g[:, :, :y.shape[2], :y.shape[3]]\nreturn F.concat(g, y, dim=1)",
                               signature="self, F, x, y", gluon="HybridBlock, nn"),
                example_module("g = F.UpSampling(x, scale=2, sample_type='nearest')\ng = F.slice_like(g, y, axes=(2, 3))\n"
                               "return F.concat(g, y, dim=1)", signature="self, F, x, y", gluon="HybridBlock, nn"),
                shapes=[[(2, 3, 3, 3), (2, 1, 5, 5)], [(1, 2, 2, 3), (1, 2, 4, 6)]]),
        Example(example_module("g = F.UpSampling(x, scale=2, sample_type='nearest')\nif g.shape[2] != y.shape[2]:\n"
                               "    g = F.slice_like(g, y, axes=(2, 3))\nreturn F.concat(g, y, dim=3)",
                               signature="self, F, x, y", gluon="HybridBlock, nn"),
                None, reason="decides an `if`", shapes=[[(2, 3, 3, 3), (2, 3, 5, 5)]]),
        # ... not under `>`: where it is false the crop's size may be the larger, which a python
        # slice stops at and slice_like refuses
        Example(_module("y = self.conv(x)\nif y.shape[2] > x.shape[2]:\n    y = F.slice_like(y, x, axes=(2,))\nreturn F.broadcast_add(x, y)",
                        init="self.conv = nn.Conv1D(3, 2, padding=1, in_channels=3)"),
                None, reason="decides an `if`", shapes=[[(2, 3, 4)]]),
        # ... nor a resize to the other tensor's height and width (an FPN or IDA-up merge): at equal
        # sizes a bilinear resize is a copy, so it runs unguarded, in its like form; the test may be
        # an `or` of one test per axis
        Example(_resized("up = F.UpSampling(x, scale=2, sample_type='nearest')\n"
                         "if up.shape[2] != y.shape[2] or up.shape[3] != y.shape[3]:\n"
                         "    up = F.contrib.BilinearResize2D(up, height=y.shape[2], width=y.shape[3])\n"
                         "return F.broadcast_add(up, y)"),
                _resized("up = F.UpSampling(x, scale=2, sample_type='nearest')\n"
                         "up = F.contrib.BilinearResize2D(up, like=y, mode='like')\nreturn F.broadcast_add(up, y)"),
                shapes=[[(2, 3, 3, 3), (2, 3, 5, 5)], [(1, 2, 2, 3), (1, 2, 4, 6)]]),
        # ... the other tensor a level taken from a list, which the `+` after the guard shows a tensor
        Example(_resized("layers = [x, y, z]\nfor i in range(1, len(layers)):\n"
                         "    up = F.UpSampling(layers[i], scale=2 ** i, sample_type='nearest')\n    prev = layers[i - 1]\n"
                         "    if up.shape[2:] != prev.shape[2:]:\n        up = F.contrib.BilinearResize2D("
                         "up, height=prev.shape[2], width=prev.shape[3], align_corners=False)\n"
                         "    layers[i] = up + prev\nreturn layers[-1]", "self, F, x, y, z"),
                _resized("layers = [x, y, z]\nfor i in range(1, len(layers)):\n"
                         "    up = F.UpSampling(layers[i], scale=2 ** i, sample_type='nearest')\n    prev = layers[i - 1]\n"
                         "    up = F.contrib.BilinearResize2D(up, like=prev, mode='like', align_corners=False)\n"
                         "    layers[i] = up + prev\nreturn layers[-1]", "self, F, x, y, z"),
                shapes=[[(1, 2, 9, 9), (1, 2, 5, 5), (1, 2, 3, 3)], [(2, 1, 4, 4), (2, 1, 2, 2), (2, 1, 1, 1)]]),
        # ... but only where the resized tensor is proven 4-d (the resize takes no other rank)
        Example(_resized("up = F.relu(x)\nif up.shape[2] != y.shape[2] or up.shape[3] != y.shape[3]:\n"
                         "    up = F.contrib.BilinearResize2D(up, like=y, mode='like')\nreturn F.broadcast_add(up, y)"),
                None, reason="decides an `if`", shapes=[[(2, 3, 3, 3), (2, 3, 5, 5)]]),
        # ... and the other tensor proven one: here a list display's item, an input, whose
        # `.shape` read shows an array as it would of the input itself (session 64, H430): the
        # resize to it, a copy where the sizes already agree, goes with its test
        Example(_resized("layers = [x, y]\nup = F.UpSampling(layers[1], scale=2, sample_type='nearest')\nprev = layers[0]\n"
                         "if up.shape[2:] != prev.shape[2:]:\n"
                         "    up = F.contrib.BilinearResize2D(up, height=prev.shape[2], width=prev.shape[3])\nreturn up"),
                _resized("layers = [x, y]\nup = F.UpSampling(layers[1], scale=2, sample_type='nearest')\nprev = layers[0]\n"
                         "up = F.contrib.BilinearResize2D(up, like=prev, mode='like')\nreturn up"),
                shapes=[[(2, 3, 5, 5), (2, 3, 3, 3)], [(1, 2, 4, 4), (1, 2, 2, 2)]]),
        Example(_module("self.batch = x.shape[0]\nreturn F.relu(x)"),
                None, reason="is stored on the block (`self.batch`)", shapes=[[(2, 3)]]),
        # sizes unpacked together, one of them counting a loop over that axis (a hand-unrolled
        # RNN whose state is sized by the batch): the loop becomes a foreach, the line goes
        Example(_module("b, steps, c = x.shape\nh = F.zeros((b, 4))\nouts = []\nfor t in range(steps):\n"
                        "    h = F.tanh(self.cell(x[:, t]) + h)\n    outs.append(h)\nreturn F.stack(*outs, axis=1)",
                        init="self.cell = nn.Dense(4, in_units=3)"),
                _module("h = F.broadcast_like(F.zeros((1, 4)), x, lhs_axes=(0,), rhs_axes=(0,))\nouts = []\n"
                        "def _scan_step(x_t, _scan_states):\n    h = _scan_states[0]\n    h = F.tanh(self.cell(x_t) + h)\n"
                        "    _outs_step = h\n    return [_outs_step], [h]\n"
                        "_scan_outs, _scan_states = F.contrib.foreach(_scan_step, F.swapaxes(x, 0, 1), [h])\n"
                        "h = _scan_states[0]\nouts = _scan_outs[0]\nreturn F.swapaxes(outs, 0, 1)",
                        init="self.cell = nn.Dense(4, in_units=3)"),
                shapes=[[(2, 5, 3)], [(3, 1, 3)]]),
        # MVSNet's variance volume: the views after the reference one (`range(1, n)`) summed, the
        # count also dividing after the loop: a foreach over the rows from 1 on, the divisor the
        # size as a graph value (the source views cut first: two views or more, else the cut
        # raises; with one view the loop runs no step where foreach's rows from 1 on would raise)
        Example(_module("n = x.shape[1]\nacc = F.squeeze(F.slice_axis(x, axis=1, begin=0, end=1), axis=1)\n"
                        "src = F.slice_axis(x, axis=1, begin=1, end=None)\n"
                        "for v in range(1, n):\n    acc = acc + F.squeeze(F.slice_axis(x, axis=1, begin=v, end=v + 1), axis=1) ** 2\n"
                        "return acc / n + F.mean(src, axis=1)"),
                _module("acc = F.squeeze(F.slice_axis(x, axis=1, begin=0, end=1), axis=1)\n"
                        "src = F.slice_axis(x, axis=1, begin=1, end=None)\n"
                        "def _scan_step(x_t, _scan_states):\n    acc = _scan_states[0]\n"
                        "    acc = acc + x_t ** 2\n    return [], [acc]\n"
                        "_scan_outs, _scan_states = F.contrib.foreach(_scan_step, F.swapaxes(F.slice_axis(x, axis=1, begin=1, end=None), 0, 1), [acc])\n"
                        "acc = _scan_states[0]\n"
                        "return F.broadcast_div(acc, F.slice_axis(F.contrib.arange_like(x, start=1, axis=1), axis=0, begin=-1, end=None)) + F.mean(src, axis=1)"),
                shapes=[[(2, 3, 4)], [(1, 2, 5)]]),
        # ... from a start that is not a literal: no rewrite
        Example(_module("n = x.shape[1]\nacc = F.squeeze(F.slice_axis(x, axis=1, begin=0, end=1), axis=1)\n"
                        "for v in range(self.k, n):\n    acc = acc + F.squeeze(F.slice_axis(x, axis=1, begin=v, end=v + 1), axis=1)\n"
                        "return acc / n", init="self.k = 1"),
                None, reason="sets how many times a python loop runs", shapes=[[(2, 3, 4)]]),
        # the counter meeting its own row of the walked axis (a row cut by slice_axis): the loop
        # becomes a foreach over that axis with the counter as `arange_like` in the row's dtype
        Example(_module("outs = []\nfor i in range(x.shape[0]):\n    outs.append(F.slice_axis(x, axis=0, begin=i, end=i + 1) * i)\n"
                        "return F.concat(*outs, dim=0)"),
                _module("outs = []\ndef _scan_step(_scan_data, _scan_states):\n    x_t, i_n = _scan_data\n"
                        "    _outs_step = F.broadcast_mul(F.expand_dims(x_t, axis=0), i_n)\n    return [_outs_step], []\n"
                        "_scan_outs, _scan_states = F.contrib.foreach(_scan_step, [x, F.expand_dims("
                        "F.contrib.arange_like(x, axis=0), axis=1)], [])\n"
                        "outs = _scan_outs[0]\nreturn F.reshape(outs, shape=(-3, -2))"),
                shapes=[[(2, 3)], [(4, 1)]]),
        Example(_module("n = x.shape[1]\nouts = [F.slice_axis(x, axis=1, begin=i, end=i + 1) * i for i in range(n)]\n"
                        "return F.concat(*outs, dim=1)"),
                None, reason="sets how many times a python loop runs", shapes=[[(2, 3)]]),
        # the reads no rewrite takes, each refusal naming what stops it: an axis that is not a
        # literal, sizes mapped by a comprehension, a binding inside a compound statement (the flow
        # follows the top-level statements), another tensor's size in the target of a reshape
        # whose own shape nothing tells, a reshape of numpy data, a fluent operator's attribute
        Example(_module("return x * x.shape[self.axis]", init="self.axis = 1"),
                None, reason="it reads the size at axis `self.axis`, which is not an integer literal",
                shapes=[[(2, 3)]]),
        Example(_module("h, w = tuple(s * 2 for s in x.shape[2:])\n"
                        "return F.contrib.BilinearResize2D(x, height=h, width=w)"),
                None, reason="its sizes are iterated by a python comprehension (`s * 2 for s in x.shape[2:]`)",
                shapes=[[(1, 2, 3, 4)]]),
        # sizes bound inside a branch and read only further down it: each read sees that binding
        Example(_module("if self.flat:\n    b, c, h, w = x.shape\n    x = x.reshape((b, c * h * w))\nreturn F.relu(x)",
                        init="self.flat = True"),
                _module("if self.flat:\n    x = x.reshape((0, -1))\nreturn F.relu(x)", init="self.flat = True"),
                shapes=[[(1, 2, 3, 4)], [(2, 3, 1, 2)]]),
        Example(_module("ys = [F.relu(x), F.sigmoid(x)]\ny = F.concat(*ys, dim=1)\nreturn y.reshape((x.shape[0], -1))"),
                None, reason="it sizes a reshape of `y` by another tensor's size, and `y`'s shape is not known "
                "in full here", shapes=[[(2, 3)]]),
        # the same reshape taken whole by a Dense that flattens, declared with in_units: MXNet
        # checks the 2-d input's second size against the weight, so the target was (n, in_units)
        # wherever the original ran; Reshape infers n (inline, or bound to a name read once there)
        Example(_module("ys = [F.relu(x), F.sigmoid(x)]\ny = F.concat(*ys, dim=1)\n"
                        "return self.fc(y.reshape((x.shape[0], -1)))", init="self.fc = nn.Dense(3, in_units=12)"),
                _module("ys = [F.relu(x), F.sigmoid(x)]\ny = F.concat(*ys, dim=1)\n"
                        "return self.fc(y.reshape((-1, 12)))", init="self.fc = nn.Dense(3, in_units=12)"),
                shapes=[[(2, 6)], [(2, 3, 2)], [(1, 2, 3)]]),
        Example(_module("ys = [F.relu(x), F.sigmoid(x)]\ny = F.concat(*ys, dim=1)\n"
                        "flat = y.reshape((x.shape[0], x.shape[1] * 2))\nz = F.relu(x)\nreturn self.fc(flat), z",
                        init="d = kwargs.pop('dim', 3)\nself.fc = nn.Dense(3, in_units=2 * d)"),
                _module("ys = [F.relu(x), F.sigmoid(x)]\ny = F.concat(*ys, dim=1)\n"
                        "flat = y.reshape((-1, self.fc._in_units))\nz = F.relu(x)\nreturn self.fc(flat), z",
                        init="d = kwargs.pop('dim', 3)\nself.fc = nn.Dense(3, in_units=2 * d)"),
                shapes=[[(2, 3)], [(4, 3)]]),
        # through operators and layers that keep the shape; refused through one that need not
        # (a broadcast against another tensor)
        Example(_module("ys = [F.relu(x), F.sigmoid(x)]\ny = F.concat(*ys, dim=1)\n"
                        "return self.fc(self.drop(F.relu(y.reshape((x.shape[0], -1)))))",
                        init="self.drop = nn.Dropout(0.5)\nself.fc = nn.Dense(3, in_units=12)"),
                _module("ys = [F.relu(x), F.sigmoid(x)]\ny = F.concat(*ys, dim=1)\n"
                        "return self.fc(self.drop(F.relu(y.reshape((-1, 12)))))",
                        init="self.drop = nn.Dropout(0.5)\nself.fc = nn.Dense(3, in_units=12)"),
                shapes=[[(2, 6)], [(1, 3, 2)]]),
        Example(_module("ys = [F.relu(x), F.sigmoid(x)]\ny = F.concat(*ys, dim=1)\n"
                        "return self.fc(F.broadcast_add(y.reshape((x.shape[0], -1)), F.ones((1, 12))))",
                        init="self.fc = nn.Dense(3, in_units=12)"),
                None, reason="it sizes a reshape of `y` by another tensor's size", shapes=[[(2, 6)]]),
        # a Dense that keeps the axes checks the last, the second here; refused: a statement
        # between may return the reshaped value itself; a Sequential's first Dense built with a
        # size no literal gives (it keeps no `_in_units`); the value read again elsewhere
        Example(_module("ys = [F.relu(x), F.sigmoid(x)]\ny = F.concat(*ys, dim=1)\n"
                        "flat = y.reshape((x.shape[0], -1))\nif self.raw:\n    return flat\nreturn self.fc(flat)",
                        init="self.raw = False\nself.fc = nn.Dense(3, in_units=12)"),
                None, reason="it sizes a reshape of `y` by another tensor's size", shapes=[[(2, 6)]]),
        Example(_module("ys = [F.relu(x), F.sigmoid(x)]\ny = F.concat(*ys, dim=1)\n"
                        "return self.fc(y.reshape((x.shape[0], -1)))",
                        init="self.fc = nn.Dense(3, in_units=12, flatten=False)"),
                _module("ys = [F.relu(x), F.sigmoid(x)]\ny = F.concat(*ys, dim=1)\n"
                        "return self.fc(y.reshape((-1, 12)))",
                        init="self.fc = nn.Dense(3, in_units=12, flatten=False)"),
                shapes=[[(2, 6)], [(3, 3, 2)]]),
        Example(_module("ys = [F.relu(x), F.sigmoid(x)]\ny = F.concat(*ys, dim=1)\n"
                        "return self.seq(y.reshape((x.shape[0], -1)))",
                        init="d = kwargs.pop('dim', 6)\nself.seq = nn.HybridSequential()\n"
                        "self.seq.add(nn.Dense(3, in_units=2 * d))"),
                None, reason="it sizes a reshape of `y` by another tensor's size", shapes=[[(2, 6)]]),
        Example(_module("ys = [F.relu(x), F.sigmoid(x)]\ny = F.concat(*ys, dim=1)\n"
                        "flat = y.reshape((x.shape[0], -1))\nreturn self.fc(flat) + F.sum(flat)",
                        init="self.fc = nn.Dense(3, in_units=12)"),
                None, reason="it sizes a reshape of `y` by another tensor's size", shapes=[[(2, 6)]]),
        # a reshape to a run of another tensor's sizes, the reshaped value's rank unknown (a LEAF
        # sequence loss's `F.reshape(crossent, pred.shape[0:2])`): reshape_like that run, where a
        # size read before (always run) proves the tensor has the axes; a python slice is
        # clipped to the rank, reshape_like's range is not
        Example(_module("k = x.shape[2]\ny = F.sum(x, axis=2) / k\nz = F.reshape(F.reshape(y, (-1,)), x.shape[0:2])\n"
                        "return F.relu(z)"),
                _module("y = F.mean(x, axis=2)\n"
                        "z = F.reshape_like(F.reshape(y, (-1,)), x, rhs_begin=0, rhs_end=2)\nreturn F.relu(z)"),
                shapes=[[(2, 3, 4)], [(1, 5, 2)]]),
        Example(_module("n = x.shape[1]\nout = F.reshape(F.sum(x, axis=0), x.shape[1:])\nreturn out * n"),
                _module("out = F.reshape_like(F.sum(x, axis=0), x, rhs_begin=1)\n"
                        "return F.broadcast_mul(out, F.slice_axis(F.contrib.arange_like(x, start=1, axis=1), axis=0, "
                        "begin=-1, end=None))"),
                shapes=[[(2, 3, 4)], [(3, 2)]]),
        Example(_module("print(x.shape[2])\nm = F.mean(x, axis=2)\nreturn F.tanh(m).reshape(x.shape[:2])"),
                _module("m = F.mean(x, axis=2)\nreturn F.reshape_like(F.tanh(m), x, rhs_begin=0, rhs_end=2)"),
                shapes=[[(2, 3, 4)], [(4, 1, 5)]]),
        # a legacy arange is 1-d: broadcast against an input with a trailing axis added it leaves
        # the input's leading axes in place (NeRF's positional encoding), so the target's first
        # size is the product's own axis 0 and the rest is what Reshape infers
        Example(_module("freqs = 2.0 ** F.arange(3)\n"
                        "return F.broadcast_mul(x.expand_dims(-1), freqs).reshape((x.shape[0], -1))"),
                _module("freqs = 2.0 ** F.arange(3)\n"
                        "return F.broadcast_mul(x.expand_dims(-1), freqs).reshape((0, -1))"),
                shapes=[[(2, 3)], [(4, 1)], [(3, 2, 2)]]),
        Example(_module("d = x.shape[-1]\nenc = F.broadcast_mul(x.expand_dims(-1), F.arange(0, 4, 2))\n"
                        "return F.sin(enc.reshape((x.shape[0], d * 2)))"),
                _module("enc = F.broadcast_mul(x.expand_dims(-1), F.arange(0, 4, 2))\n"
                        "return F.sin(enc.reshape((0, -1)))"),
                shapes=[[(2, 3)], [(1, 5)], [(3, 1)]]),
        # the arange first: its axis is the product's last, and x's first size is not the
        # product's (x of one axis gives (3, n))
        Example(_module("enc = F.broadcast_mul(F.arange(3).reshape((-1, 1)), x)\n"
                        "return enc.reshape((x.shape[0], -1))"),
                None, reason="it sizes a reshape of `enc` by another tensor's size", shapes=[[(2,)]]),
        # a legacy F.dot without transpose_a keeps its left operand's leading axes
        # (lhs.shape[:-1] + rhs.shape[1:]; transpose_b of a 2-d rhs: its rows): a batch folded
        # into the rows of a 2-d product is restored by reshape_like (a tied LM head)
        Example(_module("b, t, d = x.shape\nf = x.reshape((b * t, d))\ng = F.dot(f, F.transpose(f))\n"
                        "return g.reshape((b, t, -1))"),
                _module("f = x.reshape((-3, 0))\ng = F.dot(f, F.transpose(f))\n"
                        "return F.reshape_like(g, x, lhs_begin=0, lhs_end=1, rhs_begin=0, rhs_end=2)"),
                shapes=[[(2, 3, 4)], [(1, 2, 3)], [(3, 1, 2)]]),
        Example(_module("b, t, d = x.shape\nf = x.reshape((b * t, d))\ng = F.dot(f, f, transpose_b=True)\n"
                        "return F.relu(g).reshape((b, t, b * t))"),
                _module("f = x.reshape((-3, 0))\ng = F.dot(f, f, transpose_b=True)\n"
                        "return F.reshape_like(F.relu(g), x, lhs_begin=0, lhs_end=1, rhs_begin=0, rhs_end=2)"),
                shapes=[[(2, 3, 4)], [(1, 2, 3)], [(3, 1, 2)]]),
        Example(_module("b, t, d = x.shape\nf = x.reshape((b * t, d))\nv = F.sum(f, axis=0)\n"
                        "return F.dot(f, v).reshape((b, t))"),
                _module("f = x.reshape((-3, 0))\nv = F.sum(f, axis=0)\n"
                        "return F.reshape_like(F.dot(f, v), x, lhs_begin=0, lhs_end=None, rhs_begin=0, rhs_end=2)"),
                shapes=[[(2, 3, 4)], [(1, 2, 3)], [(3, 1, 2)]]),
        # transpose_a: the product's rows are the left operand's columns, not the folded batch
        Example(_module("b, t, d = x.shape\nf = x.reshape((b * t, d))\ng = F.dot(f, f, transpose_a=True)\n"
                        "return g.reshape((b, t, -1))"),
                None, reason="which has no known shape-free rewrite", shapes=[[(2, 2, 2)]]),
        # nothing shows `x` has an axis 1: `x.shape[0:2]` of a 1-d x is (n,), which reshape_like
        # to axes 0..2 would not give
        Example(_module("y = F.sum(x, axis=-1)\nreturn F.reshape(y, x.shape[0:2])"),
                None, reason="it sizes a reshape of `y` by another tensor's size, and `y`'s shape is not known "
                "in full here", shapes=[[(2, 3, 4)]]),
        # ... nor a read python may skip
        Example(_module("k = x.shape[2] if self.deep else 1\ny = F.sum(x, axis=-1)\n"
                        "return F.reshape(y, x.shape[0:2]) * k", init="self.deep = True"),
                None, reason="it sizes a reshape of `y` by another tensor's size", shapes=[[(2, 3, 4)]]),
        Example("import numpy as np\n" + _module("w = np.ones(12)\nw = w.reshape((x.shape[0], -1))\nreturn x + w.sum()"),
                None, reason="it sizes a reshape of `w`, which is not known to be a tensor", shapes=[[(2, 6)]]),
        Example(_module("return F.concat(*x.split(axis=1, num_outputs=x.shape[1]), dim=0)"),
                None, reason="goes into the `num_outputs=` attribute of `.split`", shapes=[[(2, 3)]]),
        # a print of a child's output (a tensor, or a tuple of them, which has no `.shape`
        # either) is output only, dropped whatever the output is (PSENet's FPN head)
        Example(_module("outs = []\nfor i, conv in enumerate(self.convs):\n    y = conv(x)\n"
                        "    print(\"{}: shape:{}\".format(i, y.shape))\n    outs.append(F.relu(y))\n"
                        "return F.concat(*outs, dim=1)",
                        init="self.convs = [nn.Dense(3), nn.Dense(2)]\nfor c in self.convs:\n    self.register_child(c)"),
                _module("outs = []\nfor i, conv in enumerate(self.convs):\n    y = conv(x)\n"
                        "    outs.append(F.relu(y))\nreturn F.concat(*outs, dim=1)",
                        init="self.convs = [nn.Dense(3), nn.Dense(2)]\nfor c in self.convs:\n    self.register_child(c)"),
                shapes=[[(2, 4)], [(1, 3)]]),
        Example(_module("y = self.blocks[0](x)\nprint(f\"head out {y.shape}\")\nreturn F.tanh(y)",
                        init="self.blocks = nn.HybridSequential()\nself.blocks.add(nn.Dense(5))"),
                _module("y = self.blocks[0](x)\nreturn F.tanh(y)",
                        init="self.blocks = nn.HybridSequential()\nself.blocks.add(nn.Dense(5))"),
                shapes=[[(2, 3)], [(4, 2)]]),
        Example(_module("z = x\nfor layer in self.layers:\n    z = layer(z)\n    print('%s' % (z.shape,))\nreturn z",
                        init="self.layers = [nn.Dense(4), nn.Dense(2)]\nfor c in self.layers:\n    self.register_child(c)"),
                _module("z = x\nfor layer in self.layers:\n    z = layer(z)\nreturn z",
                        init="self.layers = [nn.Dense(4), nn.Dense(2)]\nfor c in self.layers:\n    self.register_child(c)"),
                shapes=[[(2, 3)], [(3, 5)]]),
        # the loop body's only statement becomes `pass`
        Example(_module("outs = []\nfor layer in self.layers:\n    outs.append(layer(x))\nfor o in outs:\n    print(o.shape)\n"
                        "return F.concat(*outs, dim=1)",
                        init="self.layers = [nn.Dense(4), nn.Dense(2)]\nfor c in self.layers:\n    self.register_child(c)"),
                _module("outs = []\nfor layer in self.layers:\n    outs.append(layer(x))\nfor o in outs:\n    pass\n"
                        "return F.concat(*outs, dim=1)",
                        init="self.layers = [nn.Dense(4), nn.Dense(2)]\nfor c in self.layers:\n    self.register_child(c)"),
                shapes=[[(2, 3)], [(1, 5)]]),
        # a debug branch of shape prints only (round 39's U-Net hydra): every print goes in the one
        # --fix round, the first leaves `pass` so that the branch still parses
        Example(_module("y = self.blocks[0](x)\nif self.debug:\n    print('in ' + str(x.shape))\n"
                        "    print('out ' + str(y.shape))\nreturn F.tanh(y)",
                        init="self.debug = True\nself.blocks = nn.HybridSequential()\nself.blocks.add(nn.Dense(5))"),
                _module("y = self.blocks[0](x)\nif self.debug:\n    pass\nreturn F.tanh(y)",
                        init="self.debug = True\nself.blocks = nn.HybridSequential()\nself.blocks.add(nn.Dense(5))"),
                shapes=[[(2, 3)], [(4, 2)]]),
        # ... but under a flag off in every construction (the constructor's default when the file
        # makes none) the prints never trace: dropping them would only silence an eager debug run
        Example(_module("y = self.blocks[0](x)\nif self.debug:\n    print('out ' + str(y.shape))\nreturn F.tanh(y)",
                        init="self.debug = False\nself.blocks = nn.HybridSequential()\nself.blocks.add(nn.Dense(5))"),
                None, reason="no known shape-free rewrite"),
        # an assert on such an output is a check, not only output: kept unless it is proven a tensor
        # (a child kept in a python list may return a tuple)
        Example(_module("y = self.blocks[0](x)\nassert y.shape[1] == 5\nreturn F.tanh(y)",
                        init="self.blocks = [nn.Dense(5)]\nself.register_child(self.blocks[0])"),
                None, reason="it may be a tuple of outputs"),
        # an item of a Sequential of one-output layers is one of them: a tensor, the check dropped
        Example(_module("y = self.blocks[0](x)\nassert y.shape[1] == 5\nreturn F.tanh(y)",
                        init="self.blocks = nn.HybridSequential()\nself.blocks.add(nn.Dense(5))"),
                _module("y = self.blocks[0](x)\nreturn F.tanh(y)",
                        init="self.blocks = nn.HybridSequential()\nself.blocks.add(nn.Dense(5))"),
                shapes=[[(2, 3)], [(4, 2)]]),
        # a tensor an `if` rebinds keeps what every branch that goes on agrees on (a non-local
        # block's optional pooling keeps axis 0; a missing `else` is the value as it was; a
        # branch that raises is no path past the `if`)
        Example(_module("b = x.shape[0]\ng = self.conv(x)\nif self.pool:\n    g = self.pool_layer(g)\n"
                        "return g.reshape((b, 4, -1))",
                        init="self.pool = True\nself.conv = nn.Conv2D(4, 1)\nself.pool_layer = nn.MaxPool2D(2)"),
                _module("g = self.conv(x)\nif self.pool:\n    g = self.pool_layer(g)\nreturn g.reshape((0, 0, -3))",
                        init="self.pool = True\nself.conv = nn.Conv2D(4, 1)\nself.pool_layer = nn.MaxPool2D(2)"),
                shapes=[[(2, 3, 4, 6)], [(1, 2, 6, 2)]]),
        Example(_module("b = x.shape[0]\ng = self.conv(x)\nif self.pool:\n    g = self.pool_layer(g)\n"
                        "return g.reshape((b, 4, -1))",
                        init="self.pool = False\nself.conv = nn.Conv2D(4, 1)\nself.pool_layer = nn.MaxPool2D(2)"),
                _module("g = self.conv(x)\nif self.pool:\n    g = self.pool_layer(g)\nreturn g.reshape((0, 0, -3))",
                        init="self.pool = False\nself.conv = nn.Conv2D(4, 1)\nself.pool_layer = nn.MaxPool2D(2)"),
                shapes=[[(2, 3, 4, 6)], [(1, 2, 6, 2)]]),
        Example(_module("b = x.shape[0]\nif self.act == 'relu':\n    y = F.relu(x)\nelse:\n    y = F.sigmoid(x)\n"
                        "return y.reshape((b, -1))", init="self.act = 'sigmoid'"),
                _module("if self.act == 'relu':\n    y = F.relu(x)\nelse:\n    y = F.sigmoid(x)\n"
                        "return y.reshape((0, -1))", init="self.act = 'sigmoid'"),
                shapes=[[(2, 3)], [(3, 2, 4)]]),
        Example(_module("b = x.shape[0]\nif self.mode == 'max':\n    y = F.max(x, axis=1)\nelif self.mode == 'mean':\n"
                        "    y = F.mean(x, axis=1)\nelse:\n    raise ValueError(self.mode)\nreturn y.reshape((b, 1, -1))",
                        init="self.mode = 'mean'"),
                _module("if self.mode == 'max':\n    y = F.max(x, axis=1)\nelif self.mode == 'mean':\n"
                        "    y = F.mean(x, axis=1)\nelse:\n    raise ValueError(self.mode)\nreturn y.reshape((0, 1, -1))",
                        init="self.mode = 'mean'"),
                shapes=[[(2, 3, 4)], [(1, 5, 2, 3)]]),
        Example(_module("b = x.shape[0]\ny = F.relu(x)\nif self.scale is not None:\n    y = y * self.scale\n"
                        "return y.reshape((b, -1))", init="self.scale = 0.5"),
                _module("y = F.relu(x)\nif self.scale is not None:\n    y = y * self.scale\nreturn y.reshape((0, -1))",
                        init="self.scale = 0.5"),
                shapes=[[(2, 3)], [(4, 1, 5)]]),
        # what a branch learns of a shape held before the `if` holds only where it runs: x is 4-d
        # when `self.four` is set, any rank >= 2 otherwise (-1, not -3)
        Example(_module("y = F.relu(x)\nif self.four:\n    y = F.transpose(y, axes=(0, 1, 3, 2))\n"
                        "return y.reshape((x.shape[0], x.shape[1], -1))", init="self.four = False"),
                _module("y = F.relu(x)\nif self.four:\n    y = F.transpose(y, axes=(0, 1, 3, 2))\n"
                        "return y.reshape((0, 0, -1))", init="self.four = False"),
                shapes=[[(2, 3, 4)], [(3, 2, 2, 5)]]),
        # the same inside a branch or loop body read for its own findings: its transpose proves x
        # 4-d there (its reshape gets -3), not after the `if` or a loop that may run no pass,
        # where x may have any rank >= 2 (not `(0, -3, 0)`: it fails on a 3-d x)
        Example(_module("y = F.relu(x)\nif self.four:\n" + _BRANCH_T + _BRANCH_RET, init="self.four = False"),
                _module("y = F.relu(x)\nif self.four:\n" + _BRANCH_T_FIX + _BRANCH_RET_FIX, init="self.four = False"),
                shapes=[[(2, 3, 5)], [(2, 3, 4, 5)], [(4, 2, 6)]]),
        Example(_module("y = F.relu(x)\nif self.four:\n" + _BRANCH_T + _BRANCH_RET, init="self.four = True"),
                _module("y = F.relu(x)\nif self.four:\n" + _BRANCH_T_FIX + _BRANCH_RET_FIX, init="self.four = True"),
                shapes=[[(2, 3, 4, 5)], [(1, 2, 3, 3)]]),
        Example(_module("y = F.relu(x)\nfor _ in range(self.n):\n" + _BRANCH_T + _BRANCH_RET, init="self.n = 0"),
                _module("y = F.relu(x)\nfor _ in range(self.n):\n" + _BRANCH_T_FIX + _BRANCH_RET_FIX,
                        init="self.n = 0"),
                shapes=[[(2, 3, 5)], [(2, 3, 4, 5)], [(4, 2, 6)]]),
        Example(_module("y = F.relu(x)\nfor _ in range(self.n):\n" + _BRANCH_T + _BRANCH_RET, init="self.n = 2"),
                _module("y = F.relu(x)\nfor _ in range(self.n):\n" + _BRANCH_T_FIX + _BRANCH_RET_FIX,
                        init="self.n = 2"),
                shapes=[[(2, 3, 4, 5)], [(1, 2, 3, 3)]]),
        # a size of another input reshaping a projection: right only where the two are equal,
        # which a later contraction proves when the reshape's -1 is its contracted axis (MXNet
        # checks linalg_gemm2's and batch_dot's batch axes and contracted sizes equal, without
        # broadcasting): `(b, s, 2, -1)` of y's projection gives 8 * y_b / (2 * b) there, the
        # key's is 8 / 2, so y's batch is b on every call that returns
        Example(_pair("b, t, _ = x.shape\n_, s, _ = y.shape\nk = self.wk(x).reshape((b, t, 2, -1)).transpose((0, 2, 1, 3))\n"
                      "q = self.wq(y).reshape((b, s, 2, -1)).transpose((0, 2, 1, 3))\n"
                      "return F.linalg_gemm2(k, q, transpose_b=True)"),
                _pair("k = self.wk(x).reshape((0, 0, -4, -1, 4)).transpose((0, 2, 1, 3))\n"
                      "q = self.wq(y).reshape((0, 0, -4, -1, 4)).transpose((0, 2, 1, 3))\n"
                      "return F.linalg_gemm2(k, q, transpose_b=True)"),
                shapes=[[(2, 3, 8), (2, 5, 8)], [(1, 4, 8), (1, 2, 8)]]),
        Example(_pair("b = x.shape[0]\n_, s, _ = y.shape\nk = self.wk(x)\nq = self.wq(y).reshape((b, s, -1))\n"
                      "return F.batch_dot(k, q, transpose_b=True)"),
                _pair("k = self.wk(x)\nq = self.wq(y).reshape((0, 0, 0))\nreturn F.batch_dot(k, q, transpose_b=True)"),
                shapes=[[(2, 3, 8), (2, 5, 8)], [(1, 4, 8), (1, 2, 8)]]),
        Example(_pair("b = x.shape[0]\n_, s, _ = y.shape\nk = self.wk(x)\n"
                      "q = F.transpose(self.wq(y), axes=(0, 2, 1)).reshape((b, -1, s))\nreturn F.linalg_gemm2(k, q)"),
                _pair("k = self.wk(x)\nq = F.transpose(self.wq(y), axes=(0, 2, 1)).reshape((0, 0, 0))\n"
                      "return F.linalg_gemm2(k, q)"),
                shapes=[[(2, 3, 8), (2, 5, 8)], [(1, 4, 8), (1, 2, 8)]]),
        # Swin's window partition and reverse: the windows are put back by sizes only the 6-axis
        # value held, whose name a later line took; its binding line keeps it under a fresh name
        Example(_module("B, H, W, C = x.shape\nwin = x.reshape((B, H // 2, 2, W // 2, 2, C)).transpose((0, 1, 3, 2, 4, 5))\n"
                        "win = self.proj(win.reshape((-1, 4, C)))\n"
                        "out = win.reshape((B, H // 2, W // 2, 2, 2, -1)).transpose((0, 1, 3, 2, 4, 5))\n"
                        "return out.reshape((B, H, W, -1))", init="self.proj = nn.Dense(5, in_units=3, flatten=False)"),
                _module("win = win_kept = x.reshape((0, -4, -1, 2, -4, -1, 2, 0)).transpose((0, 1, 3, 2, 4, 5))\n"
                        "win = self.proj(win.reshape((-3, 0, 0, 0, 0)).reshape((-3, -3, 0)))\n"
                        "out = F.reshape_like(win, win_kept, lhs_begin=0, lhs_end=2, rhs_begin=0, rhs_end=5).transpose((0, 1, 3, 2, 4, 5))\n"
                        "return out.reshape((0, -3, -3, 0))", init="self.proj = nn.Dense(5, in_units=3, flatten=False)"),
                shapes=[[(2, 4, 4, 3)], [(1, 2, 6, 3)]]),
        # no line ever bound the 6-axis value: nothing holds the windows' grid
        Example(_module("B, H, W, C = x.shape\n"
                        "win = self.proj(x.reshape((B, H // 2, 2, W // 2, 2, C)).transpose((0, 1, 3, 2, 4, 5)).reshape((-1, 4, C)))\n"
                        "out = win.reshape((B, H // 2, W // 2, 2, 2, -1)).transpose((0, 1, 3, 2, 4, 5))\n"
                        "return out.reshape((B, H, W, -1))", init="self.proj = nn.Dense(5, in_units=3, flatten=False)"),
                None, reason="the sizes it reads cannot be placed as reshape codes, and no tensor in scope has them",
                shapes=[[(2, 4, 4, 3)]]),
        # no proof: the -1 is a free axis (the rows: x (3, 2, 8) with y (2, 3, 8) runs, and
        # `(0, -1, 0)` would not), or the contraction runs on one path only (an early return)
        Example(example_module("b = x.shape[0]\n_, _, c = y.shape\nk = self.wk(x)\nq = self.wq(y).reshape((b, -1, c))\n"
                               "return F.batch_dot(k, q, transpose_b=True)",
                               init="self.wk = nn.Dense(8, flatten=False, in_units=8)\nself.wq = nn.Dense(8, flatten=False)",
                               signature="self, F, x, y", gluon="HybridBlock, nn"), None,
                reason="the sizes it reads cannot be placed as reshape codes, and no tensor in scope has them",
                shapes=[[(2, 3, 8), (2, 5, 8)]]),
        Example(_pair("b = x.shape[0]\n_, s, _ = y.shape\nk = self.wk(x)\nq = self.wq(y).reshape((b, s, -1))\n"
                      "if self.skip:\n    return k\nreturn F.batch_dot(k, q, transpose_b=True)",
                      "\nself.skip = False"), None,
                reason="the sizes it reads cannot be placed as reshape codes, and no tensor in scope has them",
                shapes=[[(2, 3, 8), (2, 5, 8)]]),
        # a branch that moves axis 0 (a transpose), or one that is not straight-line code: nothing
        # is known of the tensor after the `if`
        Example(_module("b = x.shape[0]\ny = F.relu(x)\nif self.t:\n    y = F.transpose(y)\nreturn y.reshape((b, -1))",
                        init="self.t = False"), None,
                reason="`b` (line 14) is used in `y.reshape((b, -1))`, which has no known shape-free rewrite",
                shapes=[[(2, 3)]]),
        Example(_module("b = x.shape[0]\ny = F.relu(x)\nif self.twice:\n    for _ in range(2):\n        y = F.relu(y)\n"
                        "return y.reshape((b, -1))", init="self.twice = True"), None,
                reason="`b` (line 15) is used in `y.reshape((b, -1))`, which has no known shape-free rewrite",
                shapes=[[(2, 3)]]),
        # the reshaped tensor's own sizes held in names, rank unknown: read from the end -> codes
        # placed from the right (reverse=True); read at their own axes after a -1 -> the shape
        # taken from the tensor itself (what reshape-codes and rank-free-reshape write inline)
        Example(_module("n = x.shape[-1]\nreturn x.reshape((-1, n))"),
                _module("return x.reshape((-1, 0), reverse=True)"),
                shapes=[[(2, 3, 4)], [(2, 3, 4, 5)], [(6, 4)]]),
        Example(_module("y = F.relu(x)\nh, w = y.shape[-2], y.shape[-1]\nreturn F.reshape(y, shape=(-1, h * w))"),
                _module("y = F.relu(x)\nreturn F.reshape(y, shape=(-1, -3), reverse=True)"),
                shapes=[[(2, 3, 4)], [(2, 3, 4, 5)], [(1, 6)]]),
        Example(_module("c = x.shape[-1]\nreturn F.reshape(x, (-1, 2, c)) * 2"),
                _module("return F.reshape(x, (-1, 2, 0), reverse=True) * 2"),
                shapes=[[(2, 3, 4)], [(4, 5)], [(3, 2, 2, 1)]]),
        Example(_module("num_classes = x.shape[2]\nflat = F.reshape(x, (-1, num_classes))\nreturn F.softmax(flat)"),
                _module("flat = F.reshape_like(x, F.reshape(F.reshape(F.transpose(F.reshape(x, shape=(0, 0, 0, -1)), "
                        "axes=(0, 1, 3, 2)), shape=(-3, -2)), shape=(-3, -2)))\nreturn F.softmax(flat)"),
                shapes=[[(2, 3, 4)], [(2, 3, 4, 5)], [(1, 2, 3)]]),
        Example(_module("y = F.relu(x)\nc = y.shape[1]\nreturn y.reshape((-1, 3, c))"),
                _module("y = F.relu(x)\nreturn F.reshape_like(y, F.reshape(F.reshape(F.transpose(F.reshape(y, "
                        "shape=(0, 0, -1)), axes=(0, 2, 1)), shape=(-3, -2)), shape=(-4, -1, 3, -2)))"),
                shapes=[[(3, 4)], [(2, 4, 3)], [(3, 2, 2, 2)]]),
        # a 0 written in the target reads from the start, a size read twice has two places: refused
        Example(_module("n = x.shape[-1]\nreturn x.reshape((0, -1, n))"), None,
                reason="`n` (line 7) is used in `x.reshape((0, -1, n))`, which has no known shape-free rewrite",
                shapes=[[(2, 3, 4)]]),
        Example(_module("n = x.shape[-1]\nreturn x.reshape((-1, n, n))"), None,
                reason="`n` (line 7) is used in `x.reshape((-1, n, n))`, which has no known shape-free rewrite",
                shapes=[[(2, 3, 3)]]),
        # HRNet's branches in a list bound once and only read or appended to: `xs[1]` is the value
        # its display put there, named so in the rewrite; an item stored again is not followed
        Example(_module("xs = [x, F.Pooling(x, kernel=(2, 2), stride=(2, 2), pool_type='avg')]\n"
                        "up = F.contrib.BilinearResize2D(xs[0], height=xs[1].shape[2], width=xs[1].shape[3])\n"
                        "return up + xs[1]"),
                _module("xs = [x, F.Pooling(x, kernel=(2, 2), stride=(2, 2), pool_type='avg')]\n"
                        "up = F.contrib.BilinearResize2D(xs[0], like=xs[1], mode='like')\n"
                        "return up + xs[1]"),
                shapes=[[(1, 2, 4, 6)], [(2, 1, 5, 3)]]),
        Example(_module("xs = [x, F.Pooling(x, kernel=(2, 2), stride=(2, 2), pool_type='avg')]\nxs[1] = x\n"
                        "return F.contrib.BilinearResize2D(xs[0], height=xs[1].shape[2], width=xs[1].shape[3])"),
                None, reason="the height/width it is given are not sizes of one tensor", shapes=[[(1, 2, 4, 6)]]),
        # TGN's node ids clipped to the memory's last row: clip takes python numbers; it is the
        # choice `hi where x > hi, else max(x, lo)` with hi a (1,)-tensor -- on (2, 5) the bound
        # 0 lies below lo = 1, where clip still gives hi above it (no min/max chain does)
        Example(_module("i = F.floor(F.abs(x) * 3)\nreturn F.clip(i, 1, x.shape[0] - 2)"),
                _module("i = F.floor(F.abs(x) * 3)\nreturn F.where(F.broadcast_greater(i, (F.slice_axis(F.contrib.arange_like(i, start=1, axis=0), axis=0, begin=-1, end=None) - 2)), "
                        "F.broadcast_minimum(i, (F.slice_axis(F.contrib.arange_like(i, start=1, axis=0), axis=0, begin=-1, end=None) - 2)), F.maximum(i, 1))"),
                shapes=[[(4, 3)], [(2, 5)]]),
        Example(_module("return x.clip(0, x.shape[1] - 1)"),
                _module("return F.where(F.broadcast_greater(x, (F.slice_axis(F.contrib.arange_like(x, start=1, axis=1), axis=0, begin=-1, end=None) - 1)), F.broadcast_minimum(x, (F.slice_axis(F.contrib.arange_like(x, start=1, axis=1), axis=0, begin=-1, end=None) - 1)), F.maximum(x, 0))"),
                shapes=[[(2, 3)], [(3, 1)]]),
        # the operand is written three times: a sample or dropout would differ in each
        Example(_module("return F.clip(F.Dropout(x, p=0.5), 0, x.shape[1] - 1)"), None,
                reason="the clipped operand would be evaluated three times and is not a deterministic pure "
                       "expression: bind it to a name first", shapes=[[(2, 3)]]),
        # the size read in the clipped operand too (ALBERT's valid lengths scaled by L, clipped to
        # [1, L]): the operand's own rewrite is carried into each of clip's three copies
        Example(_module("n = x.shape[1]\nreturn F.clip(F.floor(F.abs(x) * n), 0, n - 1)"),
                _module("return F.where(F.broadcast_greater(F.floor(F.broadcast_mul(F.abs(x), F.slice_axis(F.contrib.arange_like(x, start=1, axis=1), axis=0, begin=-1, end=None))), (F.slice_axis(F.contrib.arange_like(x, start=1, axis=1), axis=0, begin=-1, end=None) - 1)), "
                        "F.broadcast_minimum(F.floor(F.broadcast_mul(F.abs(x), F.slice_axis(F.contrib.arange_like(x, start=1, axis=1), axis=0, begin=-1, end=None))), (F.slice_axis(F.contrib.arange_like(x, start=1, axis=1), axis=0, begin=-1, end=None) - 1)), F.maximum(F.floor(F.broadcast_mul(F.abs(x), F.slice_axis(F.contrib.arange_like(x, start=1, axis=1), axis=0, begin=-1, end=None))), 0))"),
                shapes=[[(2, 3)], [(4, 2)]]),
        Example(_module("n = x.shape[1]\nreturn F.clip(F.Dropout(x, p=0.5) * n, 0, n - 1)"), None,
                reason="the clipped operand would be evaluated three times and is not a deterministic pure "
                       "expression: bind it to a name first", shapes=[[(2, 3)]]),
        # a reshape whose -1 infers half an entry (raises eagerly too): no code is written for a
        # fractional size (it was `1 // 2`, a 0 in the codes)
        Example(_module("b, t, d = x.shape\nnb = t * 2\nreturn x.reshape((b, nb, -1, d))"), None,
                reason="no automatic fix", shapes=[[(2, 3, 4)]]),
        # a gate computed from the input and its channel mean (Retinexformer's illumination
        # estimate): a Conv2D takes the concat, so every input of Concat is 4-d (it takes one
        # rank), and the gated input keeps the input's batch and spatial sizes; a concat of a
        # starred list proves nothing of its items
        Example(_module(_GATED_BY_MEAN, init=_GATE_INIT),
                _module("m = x.mean(axis=1, keepdims=True)\ng = F.sigmoid(self.gate(F.concat(x, m, dim=1)))\n"
                        "y = self.proj(x * g)\n"
                        "return F.batch_dot(y.reshape((0, 0, -3)), g.reshape((0, 0, -3)), transpose_b=True)",
                        init=_GATE_INIT),
                shapes=[[(2, 3, 4, 4)], [(1, 3, 2, 5)]]),
        Example(_module(_GATED_BY_MEAN.replace("F.concat(x, m, dim=1)", "F.concat(*[x, m], dim=1)"), init=_GATE_INIT),
                None, reason="the sizes it reads cannot be placed as reshape codes", shapes=[[(2, 3, 4, 4)]]),
        # an eager array of sizes as a display of rows (SuperGlue's keypoints centred and scaled by `nd.array([[w, h]])`): the
        # joined sizes reshaped to the rows, as nd.array lays them out
        Example(_by_sizes("_, _, h, w = x.shape\nsize = nd.array([[w, h]])\n"
                          "return F.broadcast_div(F.broadcast_sub(y, size / 2), size.max(axis=1, keepdims=True) * 0.7)"),
                _by_sizes("size = F.reshape(F.concat(F.slice_axis(F.shape_array(x), axis=0, begin=3, end=4).astype('float32'), "
                          "F.slice_axis(F.shape_array(x), axis=0, begin=2, end=3).astype('float32'), dim=0), (1, 2))\n"
                          "return F.broadcast_div(F.broadcast_sub(y, size / 2), size.max(axis=1, keepdims=True) * 0.7)"),
                shapes=[[(2, 3, 4, 5), (2, 3, 2)], [(1, 1, 6, 2), (4, 2)]]),
        Example(_by_sizes("n, c = x.shape[0], x.shape[1]\nreturn F.broadcast_mul(y, nd.array([[n, c], [c, n]]))"),
                _by_sizes("return F.broadcast_mul(y, F.reshape(F.concat(F.slice_axis(F.shape_array(x), axis=0, begin=0, end=1)"
                          ".astype('float32'), F.slice_axis(F.shape_array(x), axis=0, begin=1, end=2).astype('float32'), "
                          "F.slice_axis(F.shape_array(x), axis=0, begin=1, end=2).astype('float32'), "
                          "F.slice_axis(F.shape_array(x), axis=0, begin=0, end=1).astype('float32'), dim=0), (2, 2)))"),
                shapes=[[(2, 3, 4, 5), (2, 2)], [(3, 1), (4, 3, 2, 2)]]),
        # ragged rows, or rows beside a size, are no 2-d array (numpy raises or makes objects)
        Example(_by_sizes("h, w = x.shape[2], x.shape[3]\nreturn F.broadcast_div(y, nd.array([[w, h], [w]]))"),
                None, reason="is used in `F.broadcast_div(y, nd.array([[w, h], [w]]))`, which has no known shape-free rewrite",
                shapes=[[(2, 3, 4, 5), (2, 3, 2)]]),
        Example(_by_sizes("h, w = x.shape[2], x.shape[3]\nreturn F.broadcast_div(y, nd.array([w, [h]]))"),
                None, reason="is used in `F.broadcast_div(y, nd.array([w, [h]]))`, which has no known shape-free rewrite",
                shapes=[[(2, 3, 4, 5), (2, 3, 2)]]),
        # per-location rows folded back to (b, h * w, C) (PolarMask's and FCOS's scores): no tensor holds
        # the run b, h, w unbroken; x's channels cut to one entry and squeezed do, reshape codes the rest
        Example(_module("b, _, h, w = x.shape\ny = F.relu(x.transpose((0, 2, 3, 1)).reshape((b * h * w, -1)))\n"
                        "return y.reshape((b, h * w, -1))"),
                _module("y = F.relu(x.transpose((0, 2, 3, 1)).reshape((-3, 0, 0)).reshape((-3, 0)))\n"
                        "return F.reshape_like(y, F.squeeze(F.slice_axis(x, axis=1, begin=0, end=1), axis=1), lhs_begin=0, "
                        "lhs_end=1, rhs_begin=0, rhs_end=3).reshape((0, -3, 0))"),
                shapes=[[(2, 3, 4, 5)], [(1, 1, 1, 1)], [(3, 2, 1, 6)]]),
        Example(_module("n, c, t, h, w = x.shape\nrows = F.sigmoid(x.transpose((0, 2, 3, 4, 1)).reshape((n * t * h * w, c)))\n"
                        "return rows.reshape((n, t * h * w, c))"),
                _module("rows = F.sigmoid(x.transpose((0, 2, 3, 4, 1)).reshape((-3, 0, 0, 0)).reshape((-3, 0, 0)).reshape((-3, 0)))\n"
                        "return F.reshape_like(rows, F.squeeze(F.slice_axis(x, axis=1, begin=0, end=1), axis=1), lhs_begin=0, "
                        "lhs_end=1, rhs_begin=0, rhs_end=4).reshape((0, -3, 0, 0)).reshape((0, -3, 0))"),
                shapes=[[(2, 3, 2, 4, 5)], [(1, 2, 3, 1, 2)]]),
        # frames folded into the batch and a pooled (b * t, C, 1, 1) folded back to (b, t, C): the codes
        # (0, 0, 0) after reshape_like drop the two 1s, so they stay
        Example(_module("b, c, t, h, w = x.shape\nframes = F.reshape(F.transpose(x, axes=(0, 2, 1, 3, 4)), shape=(b * t, c, h, w))\n"
                        "return F.reshape(self.cnn(frames), shape=(b, t, -1))",
                        init="self.cnn = nn.HybridSequential()\n"
                             "self.cnn.add(nn.Conv2D(5, 3, padding=1, in_channels=3), nn.GlobalAvgPool2D())"),
                _module("frames = F.reshape(F.transpose(x, axes=(0, 2, 1, 3, 4)), shape=(-3, 0, 0, 0))\n"
                        "return F.reshape_like(self.cnn(frames), F.squeeze(F.slice_axis(x, axis=1, begin=0, end=1), axis=1), "
                        "lhs_begin=0, lhs_end=1, rhs_begin=0, rhs_end=2).reshape((0, 0, 0))",
                        init="self.cnn = nn.HybridSequential()\n"
                             "self.cnn.add(nn.Conv2D(5, 3, padding=1, in_channels=3), nn.GlobalAvgPool2D())"),
                shapes=[[(2, 3, 4, 5, 5)], [(1, 3, 1, 2, 3)]]),
        # PatchTST's channels folded into the batch and back: reshape_like alone gives the target
        Example(_module("B, L, C = x.shape\npatches = x.transpose((0, 2, 1)).reshape((B * C, L // 2, 2))\n"
                        "return self.embed(patches).reshape((B, C, L // 2, -1))",
                        init="self.embed = nn.Dense(6, flatten=False, in_units=2)"),
                _module("patches = x.transpose((0, 2, 1)).reshape((-3, -4, -1, 2))\n"
                        "return F.reshape_like(self.embed(patches), F.squeeze(F.slice_axis(x, axis=1, begin=0, end=1), axis=1), "
                        "lhs_begin=0, lhs_end=1, rhs_begin=0, rhs_end=2)",
                        init="self.embed = nn.Dense(6, flatten=False, in_units=2)"),
                shapes=[[(2, 4, 3)], [(1, 6, 1)]]),
        # ... rows of another tensor, whose count nothing ties to b * h * w: refused
        Example(example_module("b, _, h, w = x.shape\nrows = y.reshape((-1, 3))\nreturn rows.reshape((b, h * w, -1))",
                               signature="self, F, x, y", gluon="HybridBlock, nn"), None,
                reason="the sizes it reads cannot be placed as reshape codes, and no tensor in scope has them",
                shapes=[[(2, 3, 2, 3), (4, 3, 3)]]),
        # YOLOF's decoder: class scores and objectness from two convs on one subnet (3x3 convs
        # of padding 1 added in a loop keep the spatial axes however often it runs), viewed
        # with the scores' sizes: the objectness has the scores' h, w at its own axes 2, 3
        Example(_module("s = self.score(self.sub(x))\nn, _, h, w = s.shape\n"
                        "o = self.obj(self.sub(x)).reshape((n, -1, 1, h, w))\n"
                        "return F.broadcast_add(s.reshape((n, -1, 3, h, w)), o)", init=_SUBNET_INIT),
                _module("s = self.score(self.sub(x))\no = self.obj(self.sub(x)).reshape((0, 0, -4, 1, -1, 0))\n"
                        "return F.broadcast_add(s.reshape((0, -4, -1, 3, 0, 0)), o)", init=_SUBNET_INIT),
                shapes=[[(2, 4, 5, 6)], [(1, 4, 3, 1)]]),
        # a strided conv in the loop halves the sizes at each pass: the objectness's h, w are not
        # proven the scores'
        Example(_module("s = self.score(x)\nn, _, h, w = s.shape\n"
                        "o = self.obj(self.sub(x)).reshape((n, -1, 1, h, w))\n"
                        "return F.broadcast_add(s.reshape((n, -1, 3, h, w)), o)",
                        init=_SUBNET_INIT.replace("padding=1", "strides=2, padding=1")),
                None, reason="cannot be placed as reshape codes", shapes=[[(2, 4, 1, 1)]]),
        # session 67 (h471): the items of a declared list starred into a stack (MXNet 1.9.1 raises on
        # none, so the first ran) are all built with one input size: the stacked input had it,
        # kept on the first item; a Sequential's first layer's is kept on that layer
        Example(_inception("nn.Conv2D(c, 2 * i + 1, padding=i, in_channels=c)", _INCEPTION_RET),
                _inception("nn.Conv2D(c, 2 * i + 1, padding=i, in_channels=c)",
                           "(0, -1, self.kernels[0]._in_channels)"),
                shapes=[[(2, 5, 3)], [(1, 2, 3)]]),
        Example(_conv_bn("nn.Conv2D(c, 3, padding=1, in_channels=c)", "(x.shape[0], -1, x.shape[3])"),
                _conv_bn("nn.Conv2D(c, 3, padding=1, in_channels=c)", "(0, -1, self.body[0]._in_channels)"),
                shapes=[[(2, 4, 5, 3)], [(1, 1, 2, 3)]]),
        # ... not where the layers are channels-last, their input size varies per item or is left to
        # Gluon (0), the first layer flattens, or a subclass adds an item of another input size
        Example(_inception("nn.Conv2D(c, 1, in_channels=c, layout='NHWC')", _INCEPTION_RET), None,
                reason="cannot be placed as reshape codes", shapes=[[(2, 5, 3)]]),
        Example(_inception("nn.Conv2D(3, 1, in_channels=[3, 3, 3][i])", _INCEPTION_RET), None,
                reason="cannot be placed as reshape codes", shapes=[[(2, 5, 3)]]),
        Example(_inception("nn.Conv2D(c, 1, in_channels=0)", _INCEPTION_RET), None,
                reason="cannot be placed as reshape codes", shapes=[[(2, 5, 3)]]),
        Example(_inception("nn.Conv2D(c, 1, in_channels=c)", _INCEPTION_RET, extra=_SUBCLASS), None,
                reason="cannot be placed as reshape codes", shapes=[[(2, 5, 3)]]),
        Example(_conv_bn("nn.Dense(c, in_units=c)", "(x.shape[0], x.shape[3], -1)"), None,
                reason="has no known shape-free rewrite", shapes=[[(2, 1, 1, 3)]]),
        # a Sequential's layer at a known index keeps its size there (`self.body[0]._channels`), not
        # after a run of layers added in a loop (how many is not known) or where another method
        # edits the container
        Example(_seq_bias(_SEQ_BIAS),
                _seq_bias(_SEQ_BIAS).replace("y.shape[1]", "self.body[0]._channels"),
                shapes=[[(2, 3, 2, 2), (8,)], [(1, 3, 1, 3), (4,)]]),
        Example(_seq_bias("for _ in range(2):\n        self.body.add(nn.Activation('relu'))\n    "
                          "self.body.add(nn.Conv2D(c, 1, in_channels=3))"), None,
                reason="no tensor in scope is known to hold them", shapes=[[(2, 3, 2, 2), (8,)]]),
        Example(_seq_bias(_SEQ_BIAS, extra="\ndef widen(self):\n    self.body.add(nn.Conv2D(2, 1))\n"), None,
                reason="no tensor in scope is known to hold them", shapes=[[(2, 3, 2, 2), (8,)]]),
        # BiFormer's regions: the region sizes bound pairwise on one line, each read where the
        # reshape splits the axis it divides (-4); the line dropped
        Example(_module("n, h, w, c = x.shape\nhh, ww = h // 2, w // 2\n"
                        "return x.reshape((n, 2, hh, 2, ww, c)).mean(axis=(2, 4))"),
                _module("return x.reshape((0, -4, 2, -1, -4, 2, -1, 0)).mean(axis=(2, 4))"),
                shapes=[[(2, 4, 6, 3)], [(1, 2, 2, 1)]]),
        # one of the pair read as a repeat count (no shape-free form): the line stays
        Example(_module("n, h, w, c = x.shape\nhh, ww = h // 2, w // 2\n"
                        "return x.reshape((n, 2, hh, 2, ww, c)).mean(axis=(2, 4)).repeat(hh, axis=1)"),
                None, reason="no known shape-free rewrite", shapes=[[(2, 4, 6, 3)]]),
        # features sampled at points (PIFu's projection, FOMM's keypoints, STN): BilinearSampler gives
        # (data's N, data's C, grid's H, grid's W) and takes 4-d data and grid only, so its output's
        # reshape gets codes; a grid whose sizes nothing ties to the sizes read stays refused
        Example(example_module("b, k, _ = pts.shape\ngrid = pts.transpose((0, 2, 1)).reshape((b, 2, 1, k))\n"
                               "return F.BilinearSampler(x, grid).reshape((b, -1, k))",
                               signature="self, F, x, pts", gluon="HybridBlock, nn"),
                example_module("grid = pts.transpose((0, 2, 1)).reshape((0, 2, -4, 1, -1))\n"
                               "return F.BilinearSampler(x, grid).reshape((0, 0, -3))",
                               signature="self, F, x, pts", gluon="HybridBlock, nn"),
                shapes=[[(2, 3, 4, 5), (2, 6, 2)], [(1, 2, 3, 3), (1, 1, 2)]]),
        Example(example_module("b, c = x.shape[:2]\nreturn F.BilinearSampler(x, g).reshape((b, c, -1))",
                               signature="self, F, x, g", gluon="HybridBlock, nn"),
                example_module("return F.BilinearSampler(x, g).reshape((0, 0, -3))",
                               signature="self, F, x, g", gluon="HybridBlock, nn"),
                shapes=[[(2, 3, 4, 5), (2, 2, 3, 2)], [(1, 1, 2, 2), (1, 2, 1, 4)]]),
        Example(example_module("b, n, _ = p.shape\nreturn F.BilinearSampler(x, g).reshape((b, -1, n))",
                               signature="self, F, x, g, p", gluon="HybridBlock, nn"), None,
                reason="the sizes it reads cannot be placed as reshape codes, and no tensor in scope has them",
                shapes=[[(2, 3, 4, 5), (2, 2, 1, 3), (2, 3, 2)]]),
        # a spatial transformer's grid: GridGenerator's 'affine' gives (N, 2) + target_shape, its 'warp'
        # the flow's shape (4-d, 2 channels); a transform type the code does not spell out stays refused
        Example(_module("grid = F.GridGenerator(self.loc(x), transform_type='affine', target_shape=(3, 3))\n"
                        "b, c = x.shape[:2]\nreturn F.BilinearSampler(x, grid).reshape((b, c, 9))",
                        init="self.loc = nn.Dense(6, in_units=48)"),
                _module("grid = F.GridGenerator(self.loc(x), transform_type='affine', target_shape=(3, 3))\n"
                        "return F.BilinearSampler(x, grid).reshape((0, 0, -3))", init="self.loc = nn.Dense(6, in_units=48)"),
                shapes=[[(2, 3, 4, 4)], [(1, 3, 4, 4)]]),
        Example(example_module("grid = F.GridGenerator(f, transform_type='warp')\nn, _, h, w = f.shape\n"
                               "return F.BilinearSampler(x, grid).reshape((n, -1, h * w))",
                               signature="self, F, x, f", gluon="HybridBlock, nn"),
                example_module("grid = F.GridGenerator(f, transform_type='warp')\n"
                               "return F.BilinearSampler(x, grid).reshape((0, 0, -3))",
                               signature="self, F, x, f", gluon="HybridBlock, nn"),
                # a flow of height or width 1 makes the warp grid infinite (its normaliser is size - 1)
                shapes=[[(2, 3, 4, 5), (2, 2, 3, 2)], [(1, 1, 2, 2), (1, 2, 2, 4)]]),
        Example(example_module("grid = F.GridGenerator(f, transform_type=self.kind)\nn, _, h, w = f.shape\n"
                               "return F.BilinearSampler(x, grid).reshape((n, -1, h * w))", init="self.kind = 'warp'",
                               signature="self, F, x, f", gluon="HybridBlock, nn"), None,
                reason="the sizes it reads cannot be placed as reshape codes, and no tensor in scope has them",
                shapes=[[(2, 3, 4, 5), (2, 2, 3, 2)]]),
        # session 65 (H447): the method form `y.slice_axis(axis=k, ...)` is the same operator (a TCN's dilated conv
        # chomped to the input's length): the same crops, to a tensor's size at the same axis, at
        # another axis (a transposed input's), or from the end
        Example(_module("t = x.shape[2]\ny = F.concat(x, x * 2, dim=2)\nreturn y.slice_axis(axis=2, begin=0, end=t) + x"),
                _module("y = F.concat(x, x * 2, dim=2)\nreturn F.slice_like(y, x, axes=(2,)) + x"),
                shapes=[[(2, 3, 4)], [(1, 2, 1)]]),
        Example(_module("t = x.shape[1]\nh = F.concat(x, x, dim=1).transpose((0, 2, 1))\n"
                        "return F.relu(h.slice_axis(axis=2, begin=0, end=t))"),
                _module("h = F.concat(x, x, dim=1).transpose((0, 2, 1))\n"
                        "return F.relu(F.slice_like(h, F.contrib.arange_like(x, axis=1).reshape((1, 1, -1)), axes=(2,)))"),
                shapes=[[(2, 5, 3)], [(1, 2, 4)]]),
        Example(_module("y = F.concat(x, x * 2, dim=1)\nreturn y.slice_axis(axis=1, begin=-x.shape[1], end=None)"),
                _module("y = F.concat(x, x * 2, dim=1)\nreturn F.reverse(F.slice_like(F.reverse(y, axis=1), x, "
                        "axes=(1,)), axis=1)"),
                shapes=[[(2, 3)], [(1, 1, 4)]]),
        # x rebound to twice its length: the crop reads the input kept as it was
        Example(_module("t = x.shape[2]\nx = F.concat(x, x * 2, dim=2)\nreturn x.slice_axis(axis=2, begin=0, end=t)"),
                _module("x_in = x\nx = F.concat(x, x * 2, dim=2)\nreturn F.slice_like(x, x_in, axes=(2,))"),
                shapes=[[(2, 3, 4)], [(1, 2, 1)]]),
        # through `//` the bound is no tensor's size
        Example(_module("w = F.concat(x, x, dim=2)\nreturn w.slice_axis(axis=2, begin=0, end=x.shape[1] // 2) * 2"),
                None, reason="no tensor in scope has those sizes", shapes=[[(2, 3, 4)]]),
        # session 65 (H447): BilinearSampler gives its data's batch and channels and its grid's
        # spatial sizes (DETR3D's features sampled at projected points, reshaped by the sizes)
        Example(example_module("b, c = x.shape[:2]\ngrid = F.tanh(y).transpose((0, 2, 1)).expand_dims(3)\n"
                               "return F.BilinearSampler(x, grid).reshape((b, c, -1))",
                               signature="self, F, x, y", gluon="HybridBlock, nn"),
                example_module("grid = F.tanh(y).transpose((0, 2, 1)).expand_dims(3)\n"
                               "return F.BilinearSampler(x, grid).reshape((0, 0, 0))",
                               signature="self, F, x, y", gluon="HybridBlock, nn"),
                shapes=[[(2, 3, 4, 5), (2, 6, 2)], [(1, 2, 3, 3), (1, 1, 2)]]),
        Example(example_module("q = y.shape[1]\ngrid = F.tanh(y).transpose((0, 2, 1)).expand_dims(3)\n"
                               "return F.BilinearSampler(x, grid).reshape((-1, q))",
                               signature="self, F, x, y", gluon="HybridBlock, nn"),
                example_module("grid = F.tanh(y).transpose((0, 2, 1)).expand_dims(3)\n"
                               "return F.BilinearSampler(x, grid).reshape((-3, 0))",
                               signature="self, F, x, y", gluon="HybridBlock, nn"),
                shapes=[[(2, 3, 4, 5), (2, 6, 2)], [(1, 2, 3, 3), (1, 1, 2)]]),
        # half the channels: no code reads that size, and no tensor holds it
        Example(example_module("b, c, h, w = x.shape\ngrid = F.tanh(y).transpose((0, 2, 1)).expand_dims(3)\n"
                               "return F.BilinearSampler(x, grid).reshape((b, c // 2, -1))",
                               signature="self, F, x, y", gluon="HybridBlock, nn"), None,
                reason="the sizes it reads cannot be placed as reshape codes", shapes=[[(2, 4, 3, 3), (2, 5, 2)]]),
        # a size binding inside a branch or loop body whose every read follows it in that body (a
        # BlazeBlock's zero channels for the skip, a per-pass reshape): rewritten as at the top level
        Example(_module("if self.pad > 0:\n    b, c, hh, ww = x.shape\n"
                        "    x = F.concat(x, F.zeros((b, self.pad, hh, ww)), dim=1)\nreturn F.relu(x)",
                        init="self.pad = 2"),
                _module("if self.pad > 0:\n    x = F.concat(x, F.broadcast_like(F.zeros((1, self.pad, 1, 1)), x, "
                        "lhs_axes=(0, 2, 3), rhs_axes=(0, 2, 3)), dim=1)\nreturn F.relu(x)", init="self.pad = 2"),
                shapes=[[(2, 3, 4, 5)], [(1, 1, 2, 3)]]),
        Example(_module("for _ in range(2):\n    n, c, h, w = x.shape\n"
                        "    x = self.conv(x).reshape((n, c, h * w)).softmax(axis=-1).reshape((n, c, h, w))\nreturn x",
                        init="self.conv = nn.Conv2D(3, 3, padding=1, in_channels=3)"),
                _module("for _ in range(2):\n    x = F.reshape_like(self.conv(x).reshape((0, -1, -3)).softmax(axis=-1), x, "
                        "lhs_begin=2, lhs_end=None, rhs_begin=2, rhs_end=4)\nreturn x",
                        init="self.conv = nn.Conv2D(3, 3, padding=1, in_channels=3)"),
                shapes=[[(2, 3, 4, 5)], [(1, 3, 2, 2)]]),
        # a read after the branch (where the `else` bound another value), and one before the
        # binding in a loop body (the previous pass's value): the binding's value is not the one read
        Example(_module("if self.flat:\n    b, c, h, w = x.shape\n    x = x.reshape((b, c * h * w))\nelse:\n"
                        "    b = x.shape[0]\nreturn x.reshape((b, -1))", init="self.flat = True"),
                None, reason="`b, c, h, w` is bound inside the `if` at line", shapes=[[(1, 2, 3, 4)]]),
        Example(_module("n = 2\nfor _ in range(2):\n    x = x.reshape((n, -1)).reshape((2, 3, 4, 5))\n"
                        "    n, c, h, w = x.shape\n    x = F.relu(x).reshape((n, c, h, w))\nreturn x"),
                None, reason="`n, c, h, w` is bound inside the `for` loop at line", shapes=[[(2, 3, 4, 5)]]),
        # frames pooled to a count only where they differ (SELDnet): where `t == k` the body is the
        # identity (a 1 put at the reduced axis, a mean of one element), so it runs unguarded and its
        # reshape gets codes; a `>` guard, or a mean over another axis, is no identity at equality
        Example(_module("b, t, c = x.shape\nif t != self.k:\n    x = x.reshape((b, self.k, t // self.k, c)).mean(axis=2)\n"
                        "return x", init="self.k = 2"),
                _module("x = x.reshape((0, -4, self.k, -1, 0)).mean(axis=2)\nreturn x", init="self.k = 2"),
                shapes=[[(2, 4, 3)], [(1, 2, 5)], [(2, 6, 1)]]),
        # ... not with the original's -1 beside `t // k` (the -1 takes a remainder; no split is proven)
        Example(_module("b, t, _ = x.shape\nif t != self.k:\n    x = x.reshape((b, self.k, t // self.k, -1)).mean(axis=2)\n"
                        "return x", init="self.k = 2"),
                None, reason="is used in `x.reshape((b, self.k, t // self.k, -1)).mean(axis=2)`", shapes=[[(2, 4, 3)]]),
        Example(_module("b, t, _ = x.shape\nif t > self.k:\n    x = x.reshape((b, self.k, t // self.k, -1)).mean(axis=2)\n"
                        "return x", init="self.k = 2"),
                None, reason="is used in `x.reshape((b, self.k, t // self.k, -1)).mean(axis=2)`", shapes=[[(2, 4, 3)]]),
        Example(_module("b, t, _ = x.shape\nif t != self.k:\n    x = x.reshape((b, self.k, t // self.k, -1)).mean(axis=1)\n"
                        "return x", init="self.k = 2"),
                None, reason="is used in `x.reshape((b, self.k, t // self.k, -1)).mean(axis=1)`", shapes=[[(2, 4, 3)]]),
        # a floor quotient beside the original's -1 is no split: (1, 10, 4) to (B, 4, T // 4, -1) runs
        # (the -1 takes the remainder: (1, 4, 2, 5)), codes (0, -4, 4, -1, 0) raise (MXNet 1.9.1)
        Example(_module("B, T, C = x.shape\nreturn x.reshape((B, 4, T // 4, -1))"), None,
                reason="a size floor-divided beside the original's -1", shapes=[[(1, 10, 4)]]),
        # the base's body keeps H, W: its output read by the sizes of its input (the subclass adds nothing)
        Example(_SUBCLASSED_BODY % ("B, C, H, W = x.shape\n        return self.body(x).reshape((B, -1, H * W))",
                                    "    pass"),
                _SUBCLASSED_BODY % ("return self.body(x).reshape((0, 0, -3))", "    pass"),
                shapes=[[(2, 3, 4, 4)], [(1, 3, 2, 6)]]),
        # refused: a subclass's __init__ (or an override of a method the base's __init__ calls) extends
        # the body after the base declared it -- a pool halves H, W: (B, 1, H * W), not (0, 0, -3)'s (B, 4, H * W / 4)
        Example(_SUBCLASSED_BODY % ("B, C, H, W = x.shape\n        return self.body(x).reshape((B, -1, H * W))",
                                    "    def __init__(self, **kwargs):\n        super().__init__(**kwargs)\n"
                                    "        self.body.add(nn.MaxPool2D(2))"),
                None, reason="no known shape-free rewrite", shapes=[[(2, 3, 4, 4)]]),
        # the sizes of each element of `*feats` read in a top-level loop over them all (RTMDet's
        # shared head): the unpacking shows every element is an array (a list raises there)
        Example(example_module("outs = []\nfor f in feats:\n    b, c, w = f.shape\n"
                               "    outs.append(F.relu(f).reshape((b, c * w)))\nreturn F.concat(*outs, dim=1)",
                               signature="self, F, *feats"),
                example_module("outs = []\nfor f in feats:\n    outs.append(F.relu(f).reshape((0, -3)))\n"
                               "return F.concat(*outs, dim=1)", signature="self, F, *feats"),
                shapes=[[(2, 3, 4), (2, 2, 5)], [(1, 2, 2)]]),
        # `range(1, n)` with another use of n on an axis of one row (session 67, h472): foreach over
        # every row, step 0 handing on the state it is given (scan_loop's masked steps)
        Example(example_module("n = x.shape[1]\nacc = F.squeeze(F.slice_axis(x, axis=1, begin=0, end=1), axis=1)\n"
                               "for v in range(1, n):\n"
                               "    acc = acc + F.squeeze(F.slice_axis(x, axis=1, begin=v, end=v + 1), axis=1) ** 2\n"
                               "return acc / n"),
                example_module("acc = F.squeeze(F.slice_axis(x, axis=1, begin=0, end=1), axis=1)\n"
                               "def _scan_step(_scan_data, _scan_states):\n    x_t, v_n = _scan_data\n"
                               "    acc = _scan_states[0]\n    acc = acc + x_t ** 2\n"
                               "    acc = F.where(F.broadcast_add(F.cast(F.zeros_like(acc), dtype='float32'), "
                               "v_n) >= 1, acc, _scan_states[0])\n"
                               "    return [], [acc]\n"
                               "_scan_outs, _scan_states = F.contrib.foreach(_scan_step, [F.swapaxes(x, 0, 1), "
                               "F.expand_dims(F.contrib.arange_like(F.cast(x, dtype='float32'), axis=1), axis=1)], [acc])\n"
                               "acc = _scan_states[0]\n"
                               "return F.broadcast_div(acc, F.slice_axis(F.contrib.arange_like(x, start=1, axis=1), "
                               "axis=0, begin=-1, end=None))"),
                shapes=[[(2, 1, 4)], [(2, 2, 4)], [(2, 5, 3)]]),
        # a Sequential's layer at a known index keeps no size where __init__ hands the container
        # on (an alias or a helper may add to it) or code of the file reaches it on a built block
        # (a factory's `net.body.add(...)`) (session 67, h477)
        Example(_seq_bias(_SEQ_BIAS + "\n    body = self.body\n    body.add(nn.Conv2D(2, 1, in_channels=c))"), None,
                reason="no tensor in scope is known to hold them", shapes=[[(2, 3, 2, 2), (8,)]]),
        Example(_seq_bias(_SEQ_BIAS + "\n    self._tail(self.body, c)",
                          extra="\ndef _tail(self, seq, c):\n    seq.add(nn.Conv2D(2, 1, in_channels=c))\n"), None,
                reason="no tensor in scope is known to hold them", shapes=[[(2, 3, 2, 2), (8,)]]),
        Example(_seq_bias(_SEQ_BIAS) + "\n\n\ndef build():\n    net = Net()\n"
                "    net.body.add(nn.Conv2D(2, 1, in_channels=4))\n    return net\n", None,
                reason="no tensor in scope is known to hold them", shapes=[[(2, 3, 2, 2), (8,)]]),
        # a Sequential filled from a local list of layers (U-GAT-IT's `self.model.add(*model)`,
        # the list grown by `+=` and `.append` in loops) chains one-output layers: one tensor
        Example(_module(_POOLED.format("y.shape[0]"), _LISTED), _module(_POOLED.format("0"), _LISTED),
                shapes=[[(2, 3, 4, 4)], [(1, 2, 3, 5)]]),
        # ... and a Sequential a method builds (CRAFT's `self.up = self._make_up_conv(8, 6)`)
        Example(example_class(_METHOD_SEQ.format("g.reshape((y.shape[0], -1))"), _NN),
                example_class(_METHOD_SEQ.format("g.reshape((0, -1))"), _NN),
                shapes=[[(2, 3, 4, 4)], [(1, 2, 3, 5)]]),
        # ... and a HybridSequential subclass adding one-output layers in its constructor
        Example(example_module(_POOLED.format("y.shape[0]"), _STEM.format("nn.Conv2D(4, 1), nn.Activation('relu')"),
                               "self.body = Stem()", gluon="HybridBlock, nn"),
                example_module(_POOLED.format("0"), _STEM.format("nn.Conv2D(4, 1), nn.Activation('relu')"),
                               "self.body = Stem()", gluon="HybridBlock, nn"),
                shapes=[[(2, 3, 4, 4)], [(1, 2, 3, 5)]]),
        # refused: the subclass adds a block of several outputs, or keeps an attribute (one more
        # chained child)
        Example(example_module(_POOLED.format("y.shape[0]"),
                               _STEM.format("nn.Conv2D(4, 1), nn.HybridLambda(lambda F, x: F.split(x, 2))"),
                               "self.body = Stem()", gluon="HybridBlock, nn"),
                None, reason="it may be a tuple of outputs"),
        Example(example_module(_POOLED.format("y.shape[0]"), _STEM.format("nn.Conv2D(4, 1)").replace(
                    "        with self.name_scope():", "        self.tail = nn.HybridLambda(lambda F, x: F.split(x, 2))\n"
                    "        with self.name_scope():"), "self.body = Stem()", gluon="HybridBlock, nn"),
                None, reason="it may be a tuple of outputs"),
        # refused (session 70, H508): a built Sequential later added a block of several outputs,
        # and a builder method a subclass in the file overrides (`self._make` is the instance's)
        Example(example_class(_METHOD_SEQ.format("g.reshape((y.shape[0], -1))").replace(
                    "    self.body = self._make(6)\n",
                    "    self.body = self._make(6)\n    self.body.add(nn.HybridLambda(lambda F, x: F.split(x, 2)))\n"),
                    _NN), None, reason="it may be a tuple of outputs"),
        Example(example_class(_METHOD_SEQ.format("g.reshape((y.shape[0], -1))"), _NN)
                + "\n\nclass Split(Net):\n    def _make(self, units):\n"
                  "        return nn.HybridLambda(lambda F, x: F.split(x, 2))\n",
                None, reason="it may be a tuple of outputs"),
        Example(example_module(_POOLED.format("y.shape[0]"), _STEM.format("nn.Conv2D(4, 1)"),
                               "self.body = Stem()\nself.body.add(nn.HybridLambda(lambda F, x: F.split(x, 2)))",
                               gluon="HybridBlock, nn"),
                None, reason="it may be a tuple of outputs"),
        # refusals: the list handed to other code (which may add a block of several outputs), a
        # list item that is no known layer, a method adding a block it is handed
        Example(example_module(_POOLED.format("y.shape[0]"), _EXTEND, "layers = [nn.Conv2D(4, 1)]\nextend_layers(layers)\n"
                               "self.body = nn.HybridSequential()\nself.body.add(*layers)", gluon="HybridBlock, nn"),
                None, reason="it may be a tuple of outputs"),
        Example(_module(_POOLED.format("y.shape[0]"),
                        "layers = [nn.Conv2D(4, 1), nn.HybridLambda(lambda F, x: F.split(x, 2))]\n"
                        "self.body = nn.HybridSequential()\nself.body.add(*layers)"),
                None, reason="it may be a tuple of outputs"),
        Example(example_class(_METHOD_SEQ.format("g.reshape((y.shape[0], -1))").replace(
                    "blk.add(nn.Activation('relu'))", "blk.add(head)").replace(
                    "def _make(self, units):", "def _make(self, units, head=nn.Activation('relu')):"), _NN),
                None, reason="it may be a tuple of outputs"),
        # (session 71, H512) Sequentials a method fills from another block's chain and returns
        # together: each child of a chain of one-output layers is one, so each stage gives one
        # tensor
        Example(example_class(_CHAINED.format("", _CHAINED_USE), _BACKBONE.format("")),
                example_class(_CHAINED.format("", "F.contrib.BilinearResize2D(z, like=y, mode='like')"),
                              _BACKBONE.format("")),
                shapes=[[(2, 3, 4, 4)], [(1, 2, 3, 5)]]),
        # refused: the chain also holds a block of several outputs; the block adds one to the
        # backbone's chain; the backbone handed to a helper (which may add one)
        Example(example_class(_CHAINED.format("", _CHAINED_USE), _BACKBONE.format(
                    "\n        seq.add(nn.HybridLambda(lambda F, x: F.split(x, 2)))")),
                None, reason="it may be a tuple of outputs"),
        Example(example_class(_CHAINED.format(
                    "\n    self.backbone.features.add(nn.HybridLambda(lambda F, x: F.split(x, 2)))",
                    _CHAINED_USE), _BACKBONE.format("")),
                None, reason="it may be a tuple of outputs"),
        Example(example_class(_CHAINED.format("\n    grow(self.backbone)", _CHAINED_USE),
                              _BACKBONE.format("") + "def grow(net):\n    net.features.add(nn.Dense(2))\n\n\n"),
                None, reason="it may be a tuple of outputs"),
        # ... the backbone a local name of the method holds (`vgg = get_vgg(16)`, then
        # `first.add(vgg.features[i])`)
        Example(example_class(_local_backbone(_CHAINED.format("", _CHAINED_USE)), _BACKBONE.format("")),
                example_class(_local_backbone(_CHAINED.format("", "F.contrib.BilinearResize2D(z, like=y, mode='like')")),
                              _BACKBONE.format("")),
                shapes=[[(2, 3, 4, 4)]]),
        Example(example_class(_local_backbone(_CHAINED.format("", _CHAINED_USE)).replace(
                    "    second = nn.HybridSequential()\n", "    second = nn.HybridSequential()\n    grow(backbone)\n"),
                    _BACKBONE.format("") + "def grow(net):\n    net.features.add(nn.Dense(2))\n\n\n"),
                None, reason="it may be a tuple of outputs"),
        # ... and the function making the backbone grows its chain before returning it
        Example(example_class(_CHAINED.format("", _CHAINED_USE), _BACKBONE.format("").replace(
                    "    net = Backbone()\n", "    net = Backbone()\n"
                    "    net.features.add(nn.HybridLambda(lambda F, x: F.split(x, 2)))\n")),
                None, reason="it may be a tuple of outputs"),
        # the same guard around a pad written over two lines (timm-style code wraps its long
        # pad_width): the wrapped line goes with the call, the lines after the pad move out a level
        Example("import math\n" + _module(
            "ih, iw = x.shape[-2:]\nph = max((math.ceil(ih / 2) - 1) * 2 + 3 - ih, 0)\n"
            "pw = max((math.ceil(iw / 2) - 1) * 2 + 3 - iw, 0)\nif ph > 0 or pw > 0:\n"
            "    x = F.pad(x, mode='constant',\n"
            "              pad_width=(0, 0, 0, 0, ph // 2, ph - ph // 2, pw // 2, pw - pw // 2))\n"
            "    x = F.relu(x)\nreturn x * 2"),
                "import math\n" + _module(
            _TF_NOTE + _TF_ROWS.format(a=2, s="(2, 1)", n=2, w="(0, 0, 0, 0, 0, 1, 0, 0)")
            + _TF_KEEP.format(a=2, k="(2, 1)", w="(0, 0, 0, 0, 0, 1, 0, 0)")
            + _TF_ROWS.format(a=3, s="(1, 2)", n=2, w="(0, 0, 0, 0, 0, 0, 0, 1)")
            + _TF_KEEP.format(a=3, k="(1, 2)", w="(0, 0, 0, 0, 0, 0, 0, 1)")
            + "x_padded = F.pad(x, mode='constant', pad_width=(0, 0, 0, 0, 1, 1, 1, 1))\n"
            + _TF_CUT.format(a=2) + _TF_CUT.format(a=3) + "x = x_padded\nx = F.relu(x)\nreturn x * 2"),
                shapes=[[(2, 3, 7, 7)], [(1, 2, 8, 5)], [(1, 1, 1, 2)], [(2, 1, 4, 9)]]),
        # a one-axis pad wrapped after its data, the guard a single test
        Example("import math\n" + _module(
            "h = x.shape[2]\npad = max((math.ceil(h / 2) - 1) * 2 + 4 - h, 0)\nif pad > 0:\n"
            "    x = F.pad(\n        x, mode='edge',\n        pad_width=(0, 0, 0, 0, pad // 2, pad - pad // 2, 0, 0))\n"
            "return F.relu(x)"),
                "import math\n" + _module(
            _TF_NOTE + _TF_ROWS.format(a=2, s="(2, 1)", n=2, w="(0, 0, 0, 0, 0, 2, 0, 0)")
            + _TF_KEEP.format(a=2, k="(2, 1)", w="(0, 0, 0, 0, 0, 2, 0, 0)")
            + "x_padded = F.pad(x, mode='edge', pad_width=(0, 0, 0, 0, 1, 2, 0, 0))\n"
            + _TF_CUT.format(a=2) + "x = x_padded\nreturn F.relu(x)"),
                shapes=[[(2, 3, 7, 4)], [(1, 2, 8, 3)], [(1, 1, 1, 2)], [(1, 1, 9, 1)]]),
    ]

    @classmethod
    def propose(cls, ctx, node: cst.Attribute) -> Fix | Refusal:
        flow = _flow(ctx)
        if flow is None:
            return Refusal(NO_USE_REWRITE)
        got = _parameter_shape(ctx, flow, node) or helper_parameter_shape(ctx, node)
        if got is not None:
            return got
        # the tensor whose shape is read must be proven one (a python list or numpy array has a
        # shape too), or be the output of a child layer whose declaration the flow read
        value = ctx.value(node.value)
        rewriter = _Rewriter(ctx, flow)
        if not value.proven and not _input_read(ctx, flow, node.value):
            env = flow.env_at(node)
            held = env.tensors.get(node.value.value) if env is not None and isinstance(node.value, cst.Name) else None
            if held is None or not held.derived:
                # a print/logging line reading the size of a child's output (a tensor, or a tuple
                # of them, which has no `.shape` either): only output to drop, whatever it holds
                got = rewriter.trace_time(_own_line(flow.parent, node), asserts=False) \
                    if value.kind.tensorish else None
                if got is not None:
                    edits, notes = got
                    return make_fix(ctx, edits, "unsafe", "; ".join(notes))
                return Refusal(value.why or "the value is not known to be a tensor")
        binding = _binding(ctx, flow, node)
        if binding is None:
            unread = _unread_line(rewriter, node)
            if unread is not None:
                return unread
        # a binding in a branch or loop body: the read rewritten in place first, as before such
        # bindings were followed (`c = 4 // 2`), the binding and its reads where that refuses
        nested, binding = (binding, None) if binding is not None and flow.index(binding[0]) is None \
            else (None, binding)
        if binding is not None:
            got = rewriter.binding(*binding)
            rewriter.bound = frozenset()
            if isinstance(got, Refusal):
                # sizes whose python arithmetic cancels them (TF-style 'same' padding at stride 1):
                # asked only once no rewrite of each use applies, so no earlier fix changes
                stmt, names = binding
                alt = constant_sizes(rewriter, stmt, names, flow.before.get(id(_next(flow, stmt))))
                if alt is not None:
                    return alt
            return got
        start = flow.parent(node)
        use = start if isinstance(start, cst.Subscript) and start.value is node else node
        # an `if`'s test runs before its body: what the body rebinds (`x = self.proj(x)`) is not
        # bound yet there
        env = flow.head_env(node) or flow.body_env(node)
        got = rewriter.use(use, env) if env is not None else None
        if not isinstance(got, tuple) and nested is not None:
            got = rewriter.binding(*nested)
            rewriter.bound = frozenset()
            return got
        if got is None:
            return Refusal(why_left(rewriter, use, None) or NO_USE_REWRITE)
        if isinstance(got, Refusal):
            return got
        edits, notes = got
        return make_fix(ctx, edits, "unsafe", "; ".join(dict.fromkeys(notes)))


def _top_binding(func: cst.FunctionDef, name: str) -> cst.BaseExpression | None:
    """The value of ``name = value`` when that is a statement of ``func``'s own body (not nested in
    a loop or branch) and the only binding of ``name`` in ``func``; else None."""
    values = [small.value for stmt in getattr(func.body, "body", ())
              if isinstance(stmt, cst.SimpleStatementLine) for small in stmt.body
              if isinstance(small, cst.Assign) and len(small.targets) == 1
              and isinstance(small.targets[0].target, cst.Name) and small.targets[0].target.value == name]
    return values[0] if len(values) == 1 and _assignments_to(func, name) == 1 else None


# python functions of sizes whose results no operator's shape inference follows (where no rewrite
# took the use): the refusal names them (``_size_math``)
_SIZE_MATH = frozenset({"max", "min", "builtins.max", "builtins.min", "math.ceil", "math.floor", "round",
                        "builtins.round", "int", "builtins.int", "divmod", "builtins.divmod"})


_ROUNDING = frozenset({"math.ceil", "math.floor", "round", "builtins.round", "int", "builtins.int"})


def _scaled(node) -> bool:
    """``node`` divides or scales (``n / k``, ``n * ratio``), or adds to such a term (rounding half
    up, HuBERT's span count ``int(p * T / m + 0.5)``): what a rounding then cuts to an int."""
    if not isinstance(node, cst.BinaryOperation):
        return False
    if isinstance(node.operator, (cst.Add, cst.Subtract)):
        return _scaled(node.left) or _scaled(node.right)
    return isinstance(node.operator, cst.Divide) \
        or isinstance(node.operator, cst.Multiply) and int_literal(node.left) is None and int_literal(node.right) is None


def _top_unpacked(func: cst.FunctionDef, name: str) -> cst.BaseExpression | None:
    """The element of a tuple display that ``a, name = x, y`` (a statement of ``func``'s own body,
    the only binding of ``name`` in ``func``, no starred item) binds to ``name``; else None."""
    if _assignments_to(func, name) != 1:
        return None
    for stmt in getattr(func.body, "body", ()):
        for small in stmt.body if isinstance(stmt, cst.SimpleStatementLine) else ():
            if not (isinstance(small, cst.Assign) and len(small.targets) == 1
                    and isinstance(small.targets[0].target, cst.Tuple) and isinstance(small.value, cst.Tuple)):
                continue
            names, values = small.targets[0].target.elements, small.value.elements
            if len(names) != len(values) or any(isinstance(e, cst.StarredElement) for e in (*names, *values)):
                continue
            for t, v in zip(names, values):
                if isinstance(t.value, cst.Name) and t.value.value == name:
                    return v.value
    return None


def len_uses(ctx, call: cst.Call) -> Fix | Refusal:
    """``len(t)`` of a proven legacy tensor ``t`` read as ``t.shape[0]`` (its value eagerly; a
    Symbol's len() counts its outputs): the uses of that size rewritten as ShapeUses rewrites
    those of a ``.shape`` read, the binding (``n = len(t)``) dropped with them."""
    flow = _flow(ctx)
    if flow is None:
        return Refusal(_NO_LEN_REWRITE)
    if flow.reader.len_of(call) is None:
        arg = call.args[0].value if len(call.args) == 1 else call
        return Refusal(ctx.value(arg).why or f"`{ctx.code_for(arg).strip()}` is not known to be one tensor")
    rewriter = _Rewriter(ctx, flow)
    binding = _binding(ctx, flow, call)
    if binding is not None and flow.index(binding[0]) is not None:
        return rewriter.binding(*binding)
    if binding is not None:
        return _nested_len(rewriter, call, binding)
    env = flow.env_at(call)
    if env is None:
        return Refusal(_NO_LEN_REWRITE)
    got = rewriter.use(call, env)
    if isinstance(got, Refusal):
        # (the `.shape` rewriter's words: here the size is a len())
        return Refusal(_NO_LEN_REWRITE) if got.reason == NO_USE_REWRITE else got
    edits, notes = got
    return make_fix(ctx, edits, "unsafe", "; ".join(dict.fromkeys(notes)))


_NO_LEN_REWRITE = "this use of the length has no known shape-free rewrite"


def _nested_len(rewriter, call: cst.Call, binding) -> Fix | Refusal:
    """``n = len(t)`` inside a branch or loop body: the read rewritten in place as before such
    bindings were followed, else the binding and its reads (``_binding``)."""
    env = rewriter.flow.env_at(call)
    got = rewriter.use(call, env) if env is not None else None
    if isinstance(got, tuple):
        edits, notes = got
        return make_fix(rewriter.ctx, edits, "unsafe", "; ".join(dict.fromkeys(notes)))
    return rewriter.binding(*binding)


def _parameter_shape(ctx, flow: ShapeFlow, node: cst.Attribute) -> Fix | Refusal | None:
    """``weight.shape`` / ``kwargs['weight'].shape`` of a parameter hybrid_forward is handed ->
    ``self.weight.shape``: the Parameter's shape is a python tuple while tracing, and the data
    Gluon hands over always has it.  Refused when the declaration lets Gluon infer the shape at
    the first call (``allow_deferred_init=True`` with a size left 0): while tracing, before
    that inference, the Parameter's shape still holds the 0."""
    scope = ctx.scope
    if scope is None or scope.style != "hybrid_forward" or scope.cls is None:
        return None
    value = node.value
    if isinstance(value, cst.Name) and value.value in flow.reader.params \
            and value.value in {p.name.value for p in scope.func.params.params} \
            and not flow.bound_anywhere(value.value):
        attr = value.value
    else:
        attr = flow.reader.param_key(value)
    if attr is None:
        return None
    if attr not in declared_param_attrs(scope.cls):
        return None
    refused = declared_shape(scope.cls, attr)
    if refused is not None:
        return refused
    return make_fix(ctx, [(value, f"self.{attr}")], "unsafe",
                    f"read the declared parameter's shape (`self.{attr}.shape`, a python tuple)")


def _input_read(ctx, flow: ShapeFlow, name) -> bool:
    """``name`` is an input of hybrid_forward (or a tensor-like parameter of an F-helper) read
    before any rebinding: Gluon hands a block's inputs over as NDArrays (or lists of them, which
    have no ``.shape``), so a ``.shape`` read that works eagerly is one of an NDArray."""
    scope = ctx.scope
    if not isinstance(name, cst.Name) or name.value not in scope.params:
        return False
    # a helper's parameter: tensor-like at its call sites (a block output is an NDArray or a tuple
    # of them, and a tuple has no `.shape`); never a python or numpy value
    if scope.style == "helper" and not ctx.is_tensor(name, loose=True):
        return False
    if scope.style not in ("hybrid_forward", "helper"):
        return False
    if scope.cls is not None and name.value in scope.cls.param_names:
        return False
    stmt = flow.top_statement(name)
    if stmt is None:
        return False
    for earlier in flow.body:
        if earlier is stmt:
            return True
        if name.value in flow.binds(earlier):
            return False
    return False


def flow_of(ctx) -> ShapeFlow | None:
    """The symbolic shapes of the scope being checked (one walk per function, cached)."""
    return _flow(ctx)


def call_flow_of(ctx) -> "CallFlow | None":
    """``flow_of``, with the envs inside branches and loops too, and where a helper that hybrid
    code of this file calls once holds in its tensor parameters the shapes that call passes (so
    a helper's dims relate to hybrid_forward's inputs).  For findings only: a rewrite has to hold
    for every caller, seen or not, and keeps to straight-line code."""
    scope = ctx.scope
    if scope is None or not isinstance(scope.func, cst.FunctionDef):
        return None
    cache = ctx.__dict__.setdefault("_call_flows", {})
    key = id(scope.func)
    if key in cache:
        return cache[key]
    cache[key] = None           # a helper reaching itself again sees no call shapes
    if not (scope.style == "helper" and len(scope.callers) == 1):
        base = _flow(ctx)       # the fixers' flow: built once for both
        cache[key] = CallFlow(base) if base is not None else None
        return cache[key]
    seeds, inputs = _call_seeds(ctx, *scope.callers[0])
    cache[key] = CallFlow(shape_flow(ctx, scope.func, declared_children(ctx, scope.cls), seeds, inputs))
    return cache[key]


# the most call sites of one helper walked one by one (caller_flows_of)
_MOST_CALLERS = 6


def caller_flows_of(ctx) -> "list[CallFlow]":
    """For a helper that hybrid code of this file calls at several sites (``call_flow_of`` seeds
    none there: the sites may pass other shapes), one flow per call, its tensor parameters
    holding the shapes that call passes: an operator whose operands differ for one call's shapes
    fails where that call runs (``_residual(F, *levels)`` called with three levels, the last
    pooled, and with two).  For findings only, as call_flow_of; walked once per file, and only
    for a helper of at most _MOST_CALLERS sites."""
    scope = ctx.scope
    if scope is None or scope.style != "helper" or not 2 <= len(scope.callers) <= _MOST_CALLERS \
            or not isinstance(scope.func, cst.FunctionDef):
        return []
    cache = ctx.__dict__.setdefault("_caller_flows", {})
    key = id(scope.func)
    if key not in cache:
        cache[key] = []         # a helper reaching itself again sees no call shapes
        flows = []
        for caller, call in scope.callers:
            seeds, inputs = _call_seeds(ctx, caller, call)
            if seeds:
                flows.append(CallFlow(shape_flow(ctx, scope.func, declared_children(ctx, scope.cls), seeds, inputs)))
        cache[key] = flows
    return cache[key]


def _call_seeds(ctx, caller, call) -> "tuple[dict, dict]":
    """(parameter -> shape of the argument ``call`` in ``caller`` passes it, the caller's inputs)
    for the helper being checked: read in the caller's own call flow (its kinds answer for its
    expressions), nothing where that flow has no env at the call."""
    scope = ctx.scope
    seeds: dict = {}
    inputs: dict = {}
    ctx.scope = caller          # the caller's kinds answer for the caller's expressions
    try:
        outer = call_flow_of(ctx)
        env = outer.env_at(call) if outer is not None else None
        if env is not None:
            for name, arg in call_arguments(scope.func, call).items():
                shape = outer.reader.value_shape(arg, env.copy())
                if shape is not None:
                    seeds[name] = shape
            inputs = dict(outer.reader.inputs)
    finally:
        ctx.scope = scope
    return seeds, inputs


class CallFlow:
    """A flow read also inside compound statements (``ShapeFlow.nested_env_at``)."""

    def __init__(self, flow: ShapeFlow) -> None:
        self.flow = flow
        self.reader = flow.reader

    def env_at(self, node):
        return self.flow.nested_env_at(node)


def _flow(ctx) -> ShapeFlow | None:
    scope = ctx.scope
    if scope is None or not isinstance(scope.func, cst.FunctionDef):
        return None
    cache = ctx.__dict__.setdefault("_shape_flows", {})
    key = id(scope.func)
    if key not in cache:
        cache[key] = shape_flow(ctx, scope.func, declared_children(ctx, scope.cls))
    return cache[key]


def _binding(ctx, flow: ShapeFlow, node) -> tuple | None:
    """(statement, the names it binds to sizes) when ``node`` is read by ``names = <x.shape...>``:
    a statement of the function's own body, or one inside a branch or loop body whose every
    reader follows it in that same block (``_block_local``)."""
    stmt = flow.top_statement(node)
    nested = stmt is not None and not isinstance(stmt, cst.SimpleStatementLine)
    if nested:
        stmt = _own_line(flow.parent, node)
    if not isinstance(stmt, cst.SimpleStatementLine) or len(stmt.body) != 1:
        return None
    small = stmt.body[0]
    if not isinstance(small, cst.Assign):
        return None
    # `h = w = x.shape[2] // p` binds each target to the one value, as two lines would
    names = []
    for t in small.targets:
        target = t.target
        got = [e.value.value for e in target.elements if isinstance(e.value, cst.Name)] \
            if isinstance(target, (cst.Tuple, cst.List)) else (
            [target.value] if isinstance(target, cst.Name) else None)
        if not got:
            return None
        names += [n for n in got if n not in names]
    bound = [n for n in names if n != "_"]
    if nested and not _block_local(flow, stmt, bound):
        return None
    after = _env_after(flow, stmt)
    if after is None:
        return None
    if not bound or any(n not in after.dims and n not in after.sizes and n not in after.guarded
                                 and n not in after.dim_tuples for n in bound):
        return None
    return stmt, bound


def _unread_line(rewriter, node) -> Fix | None:
    """``node``'s line binds sizes no code reads, from a value the size walk does not follow (a
    list item's ``prev_shape = laterals[i - 1].shape[2:]`` left in an FPN's top-down loop): the
    line dropped. Only where dropping it can change nothing but the Symbol's AttributeError --
    one ``names = value`` line whose names occur nowhere else in the function (no read, no other
    binding, no ``global``/``nonlocal``, no ``locals()``), a value that calls nothing and holds
    no ``:=``/``yield``/``await``, a block that keeps another statement, and no ``try``/``with``
    around it (whose handler may catch the line's error on purpose: ``_never_read``)."""
    flow = rewriter.flow
    stmt = _own_line(flow.parent, node)
    if stmt is None or len(stmt.body) != 1 or not isinstance(stmt.body[0], cst.Assign):
        return None
    small = stmt.body[0]
    if not _contains(flow, small.value, node) or flow.calls(stmt) or flow.reads_locals_by_name() \
            or any(isinstance(n, (cst.NamedExpr, cst.Yield, cst.Await)) for n in _walk_nodes(small.value)):
        return None
    names = []
    for t in small.targets:
        got = [e.value for e in t.target.elements] if isinstance(t.target, (cst.Tuple, cst.List)) else [t.target]
        if not all(isinstance(g, cst.Name) for g in got):
            return None
        names += [g.value for g in got]
    block = flow.parent(stmt)
    if isinstance(block, cst.IndentedBlock) and len(block.body) < 2:
        return None     # the body would be left empty
    flow.uses_after(-1, ())
    # every occurrence of each name in the function (nested functions, `global`/`nonlocal` and
    # `del` lines included: their names are Name nodes too) is this line's one target
    if len(set(names)) != len(names) or not rewriter._never_read(stmt, flow.index(stmt), names):
        return None
    return make_fix(rewriter.ctx, [(rewriter._lines_of(stmt), "")], "unsafe",
                    f"drop the `{rewriter.code(small)}` line: the sizes it binds are never read")


def _next(flow: ShapeFlow, stmt):
    i = flow.index(stmt)
    return flow.body[i + 1] if i is not None and i + 1 < len(flow.body) else None


# the compound statements a block binding may sit in: each runs its body's statements in order
# within one pass, so a name bound there and read only further down that body is read as bound
_BLOCK_HOLDERS = (cst.IndentedBlock, cst.If, cst.Else, cst.For, cst.While)


def _later_in_block(flow: ShapeFlow, stmt) -> list:
    """The statements after ``stmt`` in the block holding it (a branch's or loop's body, at any
    depth below a top-level statement through ``if``/``else``/``for``/``while`` only); None where
    ``stmt`` is a top-level statement or sits elsewhere (a ``try``, ``with``, nested function)."""
    if flow.index(stmt) is not None:
        return None
    block = flow.parent(stmt)
    if not isinstance(block, cst.IndentedBlock):
        return None
    cur = block
    while flow.index(cur) is None:
        if not isinstance(cur, _BLOCK_HOLDERS):
            return None
        cur = flow.parent(cur)
        if cur is None:
            return None
    if not isinstance(cur, _BLOCK_HOLDERS):
        return None     # a top-level `try`/`with`: its handler may catch the line's error on purpose
    lines = list(block.body)
    k = next(j for j, line in enumerate(lines) if line is stmt)
    return lines[k + 1:]


def _block_local(flow: ShapeFlow, stmt, names) -> bool:
    """Every occurrence of ``names`` in the function is ``stmt``'s own target, once, or a read in
    the statements after it in its block, none of which binds them again: each read then sees this
    binding, made earlier in the same pass of the body (a name read before it in a loop body, after
    the branch, or by ``locals()`` may see another value, which the rewrite would not keep)."""
    later = _later_in_block(flow, stmt)
    if not later or not names or flow.reads_locals_by_name():
        return False
    flow.uses_after(-1, ())
    by_name = flow._memo["uses"]
    for n in names:
        own = sum(1 for x in flow.names(stmt) if x.value == n)
        reads = sum(1 for s in later for x in flow.names(s) if x.value == n)
        if own != 1 or any(n in flow.binds(s) for s in later) \
                or own + reads != len(by_name.get(n, ())):
            return False
    return True


def _env_after(flow: ShapeFlow, stmt) -> "Env | None":
    """The env right after the size binding ``stmt``: before the next top-level statement, or,
    for a binding in a block, before the next statement of that block."""
    if flow.index(stmt) is not None:
        return flow.before.get(id(_next(flow, stmt)))
    later = _later_in_block(flow, stmt)
    return flow.nested_env_at(later[0]) if later else None


def _block_uses(flow: ShapeFlow, stmt, names) -> list:
    """The reads of ``names`` in the statements after ``stmt`` in its block, in source order."""
    return [x for s in _later_in_block(flow, stmt) for x in sorted(
        (x for x in flow.names(s) if x.value in names), key=lambda x: flow.reader.ctx.span(x)[0])]


class _Rewriter:
    def __init__(self, ctx, flow: ShapeFlow):
        self.ctx, self.flow, self.reader = ctx, flow, flow.reader
        self.f = ctx.scope.f_name
        # the names of the `.shape` binding being rewritten (binding): every use of them is
        # rewritten, or none
        self.bound: frozenset = frozenset()

    def arg_text(self, a: cst.Arg) -> str:
        text = self.code(a.value)
        return f"{a.keyword.value}={text}" if a.keyword is not None else text

    def code(self, node) -> str:
        return " ".join(self.ctx.code_for(node).split()) if not isinstance(node, cst.SimpleString) \
            else self.ctx.code_for(node)

    # ---- a binding and all its uses ------------------------------------------------------------

    def _carrying(self, edit, edits):
        """``edit`` with the earlier edits inside its node carried into its text: an outer rewrite
        built from the source of an operand (``broadcast_to`` of ``F.arange(h).reshape((1, h,
        1))``, whose arange and reshape another use of the sizes rewrote) holds that operand's
        text verbatim, once, where the inner rewrite's text goes. Unchanged where it does not."""
        node, text = edit[0], edit[1]
        if not isinstance(node, cst.CSTNode):
            return edit
        inner = [e for e in edits if isinstance(e[0], cst.CSTNode) and e[0] is not node
                 and _contains(self.flow, node, e[0]) and e[1] not in text]
        # the outermost first: an inner edit's text already carries those inside it
        inner.sort(key=lambda e: -len(self.code(e[0])))
        for e in inner:
            old = self.code(e[0])
            if old and (text.count(old) == 1 or _whole_copies(text, old)):
                text = text.replace(old, e[1])
        return (node, text, *edit[2:]) if text != edit[1] else edit

    def binding(self, stmt, names: list[str], in_order: bool = False) -> Fix | Refusal:
        self.bound = frozenset(names)
        i = self.flow.index(stmt)
        # a binding in a branch or loop body (``_binding`` proved its reads all follow it there)
        uses = self.flow.uses_after(i, names) if i is not None else _block_uses(self.flow, stmt, names)
        if not uses:
            if not self._never_read(stmt, i, names):
                return Refusal(NO_USE_REWRITE)
            # sizes nobody reads (a leftover `b, c, h, w = x.shape`): the line only fails on Symbols
            start, end = self._lines_of(stmt)
            return make_fix(self.ctx, [((start, end), "")], "unsafe",
                            f"drop the `{self.code(stmt.body[0])}` line: its sizes are never read")
        dropped = self._identity_guard(uses) if i is not None else None
        if dropped is not None:
            # a step: the body, unguarded, is read among the top-level statements next round
            return make_fix(self.ctx, dropped[0], "unsafe", "; ".join(dropped[1]))
        edits: list[tuple] = []
        notes: list[str] = []
        # the tensor the sizes are read from, as it is right after the binding: a use after that
        # name is rebound (`in_size = x.shape[2:]; x = self.head(x); ...resize to in_size`) may
        # read them from it, kept under another name
        rewritten: list[str] = []      # the new text of each use (without a kept original)
        envs: dict[int, Env] = {}      # the env each use was read in
        source, alias = self._source(stmt), None
        after = _env_after(self.flow, stmt)
        kept = after.tensors.get(source) if after is not None and source is not None else None
        guard = after.guarded.get(names[0]) if after is not None and len(names) == 1 else None
        loops = []          # spans of loops the sizes count, rewritten whole as foreach
        if in_order:
            # in source order: a use inside an operand (`F.arange(h)` in `F.arange(h).reshape((1,
            # h, 1)).broadcast_to((1, h, w))`) is rewritten before the construct holding it, which
            # then carries that rewrite (`_carrying`) instead of skipping it
            uses = sorted(uses, key=lambda u: self.ctx.span(u)[0])
        for use in uses:
            if any(_contains(self.flow, e[0], use) for e in edits):
                continue
            counted = self._counted_loop(stmt, use)
            if counted is not None:
                if isinstance(counted, Refusal):
                    return counted
                loops.append(counted[0][0])
                edits.extend(counted)
                rewritten.extend(text for _, text in counted)
                notes.append(f"run the loop as {self.ctx.scope.f_name}.contrib.foreach over the axis")
                continue
            env = self.flow.env_at(use) if i is not None else self.flow.body_env(use)
            held = env is not None and (use.value in env.dims or use.value in env.sizes
                                        or use.value in env.dim_tuples)
            if guard is not None and env is not None and env.guarded.get(use.value) is guard:
                env = env.copy()
                # the rewrite applies where the shape branch was taken
                if guard[1] is None:
                    env.dim_tuples[use.value] = guard[0]
                else:
                    env.sizes[use.value] = guard[:3]
                held = True
            if not held:
                return Refusal(f"`{use.value}` is rebound or used where its value is not known "
                               f"(line {self._line(use)})")
            if kept is not None and env.tensors.get(source) is not kept:
                alias = alias or _fresh_name(f"{source}_in", self.ctx.scope.func)
                env = env.copy()
                env.tensors = {alias: kept, **env.tensors}     # last choice: a tensor in scope first
            got = self.use(use, env)
            if isinstance(got, Refusal):
                return got
            envs[id(use)] = env
            for edit in got[0]:
                edit = self._carrying(edit, edits)
                rewritten.append(edit[1])
                if guard is not None:
                    edit = self._guarded(edit, guard)
                    if edit is None:
                        return Refusal(f"`{names[0]}` holds sizes only in one branch of a condition, and "
                                       "this rewrite cannot be put under that condition")
                if any(e[0] is edit[0] or (isinstance(e[0], tuple) and e[0] == edit[0]) for e in edits):
                    continue
                # a use whose rewrite holds an earlier use's (`F.arange(n) / n`: the quotient
                # rewritten whole, the arange inside it) replaces that edit, which it must carry
                inner = [e for e in edits if isinstance(e[0], cst.CSTNode) and isinstance(edit[0], cst.CSTNode)
                         and _contains(self.flow, edit[0], e[0])]
                if any(e[1] not in edit[1] for e in inner):
                    return self.binding(stmt, names, True) if not in_order else \
                        Refusal(f"two uses of `{names[0]}` are rewritten in overlapping code")
                edits = [e for e in edits if not any(e is i for i in inner)]
                edits.append(edit)
            notes.extend(got[1])
        for span in loops:
            # a loop's body is copied into the step function as it stands: no other rewrite inside
            if any(e[0] is not span and self._within(e[0], span) for e in edits):
                return Refusal("a size here sets how many times a python loop runs (`range(...)`), and "
                               "another use of the sizes inside that loop would need a rewrite too: "
                               "F.contrib.foreach takes the loop's body as it stands")
        spans = [e[0] if isinstance(e[0], tuple) else self.ctx.span(e[0]) for e in edits]
        for use in uses:
            u0, u1 = self.ctx.span(use)
            if any(a <= u0 and u1 <= b for a, b in spans):
                continue
            # the construct rewritten for this use holds it in code that rewrite leaves
            # (`F.arange(d).reshape((1, d))`: the target rewritten, the arange in its data not):
            # the python number `__init__` declares for the size stands there, touching no edit
            declared = self._declared(use, envs[id(use)]) if id(use) in envs else None
            if declared is not None and not any(u0 < b and a < u1 for a, b in spans):
                edits.append(declared[0][0])
                rewritten.append(declared[0][0][1])
                notes.extend(declared[1])
                spans.append((u0, u1))
                continue
            # else (the data of `t.reshape((B, L, h, -1)).transpose(...).reshape((B * h, L, -1))`,
            # whose outer target alone was rewritten) the line binding it must stay
            return Refusal(f"`{use.value}` (line {self._line(use)}) is left in code the rewrite of "
                           "the construct around it does not change")
        texts = " ".join(rewritten)
        for n in names:
            if re.search(rf"(?<![\w.]){re.escape(n)}\b", texts):
                # a construct rewritten before the uses inside it, which it then skipped: once
                # more with the uses in source order
                return self.binding(stmt, names, True) if not in_order else \
                    Refusal(f"a rewrite of a use of `{n}` still needs `{n}`")
        start, end = self._lines_of(stmt)
        line = self.ctx.source[start:end]
        indent = line[:len(line) - len(line.lstrip())]
        newline = "\r\n" if line.endswith("\r\n") else "\n"
        keep = ""
        if guard is not None:
            # the python branch still binds the name; the shape branch gives None (never read)
            b0, b1 = self.ctx.span(guard[4])
            s0, s1 = self.ctx.span(stmt.body[0])
            text = self.ctx.source[s0:b0] + "None" + self.ctx.source[b1:s1]
            keep = f"{indent}{text}{newline}"
            notes.append("under the same condition")
        if alias is not None and re.search(rf"(?<![\w.]){re.escape(alias)}\b", texts):
            edits.append(((start, end), f"{keep}{indent}{alias} = {source}{newline}"))
            return make_fix(self.ctx, edits, "unsafe", "; ".join(dict.fromkeys(notes))
                            + f" (keep `{source}` as `{alias}` at the `{self.code(stmt.body[0])}` line)")
        if keep:
            edits.append(((start, end), keep))
            return make_fix(self.ctx, edits, "unsafe", "; ".join(dict.fromkeys(notes)))
        edits.append(((start, end), ""))
        return make_fix(self.ctx, edits, "unsafe",
                        "; ".join(dict.fromkeys(notes)) + f" (and drop the `{self.code(stmt.body[0])}` line)")

    def _never_read(self, stmt, i: int | None, names) -> bool:
        """No code can read ``names``, which ``stmt`` binds: each occurs once in the function, as
        that target (``read_only_by``), ``stmt`` a top-level statement or one nested in a loop or
        branch (a size unpack left in a loop's body after its uses were rewritten, an FPN's
        leftover ``prev_shape = laterals[i - 1].shape[2:]`` in its top-down loop) whose block keeps
        another statement (dropping it must leave a block) and which calls nothing (a child's call
        there runs, initializes and updates state)."""
        if i is not None:
            return self.flow.read_only_by(i, names)
        top = self.flow.top_statement(stmt)
        j = self.flow.index(top) if top is not None else None
        block = self.flow.parent(stmt)
        # under a `try` or `with` (`contextlib.suppress`) the line's IndexError/AttributeError may
        # be the point: a rank probe `d = x.shape[3]`, a guard past a list's end (session 69, H499)
        return j is not None and isinstance(block, cst.IndentedBlock) and len(block.body) > 1 \
            and _later_in_block(self.flow, stmt) is not None \
            and not self.flow.calls(stmt) and self.flow.read_only_by(j, names)

    def _counted_loop(self, stmt, use: cst.Name):
        """The foreach rewrite (its replacements, the loop's span first) of the loop a size counts:
        ``for t in range(n):`` (or ``range(c, n)`` from a non-negative int literal c) with ``n`` the binding's size of axis k of ``x`` (``n = x.shape[k]``,
        or ``n`` at position k of ``..., n, ... = x.shape``) and ``x`` bound nowhere after the
        binding; a refusal saying why foreach is not written; None for any other use."""
        arg = self.flow.parent(use)
        call = self.flow.parent(arg)
        loop = self.flow.parent(call)
        if not (isinstance(arg, cst.Arg) and arg.keyword is None and not arg.star and isinstance(call, cst.Call)
                and isinstance(call.func, cst.Name) and call.func.value == "range" and len(call.args) in (1, 2)
                and call.args[-1] is arg and isinstance(loop, cst.For) and loop.iter is call):
            return None
        # `range(1, n)` from a literal start (MVSNet's views after the reference one): the rows
        # from there on, as scan-loop's rewrite of a count bound to a name with no other use
        start = 0
        if len(call.args) == 2:
            first = call.args[0]
            start = int_literal(first.value) if first.keyword is None and not first.star else None
            if start is None or start < 0:
                return None
        small = stmt.body[0] if isinstance(stmt, cst.SimpleStatementLine) and len(stmt.body) == 1 else None
        if not (isinstance(small, cst.Assign) and len(small.targets) == 1):
            return None
        target, value = small.targets[0].target, small.value
        axis = None
        if isinstance(value, cst.Subscript) and isinstance(target, cst.Name) and len(value.slice) == 1 \
                and isinstance(value.slice[0].slice, cst.Index):
            axis, value = int_literal(value.slice[0].slice.value), value.value
        elif isinstance(target, (cst.Tuple, cst.List)):
            items = [e.value for e in target.elements]
            if any(isinstance(e, cst.StarredElement) for e in target.elements):
                return None
            axis = next((k for k, it in enumerate(items) if isinstance(it, cst.Name) and it.value == use.value), None)
        if not (axis is not None and axis >= 0 and isinstance(value, cst.Attribute) and value.attr.value == "shape"
                and isinstance(value.value, cst.Name)):
            return None
        seq = value.value
        after = self.ctx.span(stmt)[1]
        func = self.ctx.scope.func
        parents = parent_map(func)
        if any(isinstance(n, cst.Name) and n.value == seq.value and is_target(parents, n)
               and self.ctx.span(n)[0] >= after for n in iter_descendants(func)):
            return Refusal(f"`{seq.value}` is rebound after its sizes are read, so the loop's rows may be "
                           "another tensor's")
        return scan_replacements(self.ctx, loop, seq, axis, start)

    def _within(self, node, span) -> bool:
        """Whether ``node`` (a node or a (start, end) span) lies inside ``span``."""
        try:
            s, e = node if isinstance(node, tuple) else self.ctx.span(node)
        except Exception:   # noqa: BLE001 - an insertion without a position is not inside
            return False
        return span[0] <= s and e <= span[1]

    def _guarded(self, edit, guard):
        """``edit`` applied only where the binding's condition chose the shape: ``(original if
        cond else rewritten)``.  None for an insertion (nothing to choose between)."""
        node, text = edit
        if isinstance(node, _Anywhere):
            return edit
        if isinstance(node, tuple) or not isinstance(node, cst.BaseExpression):
            return None
        ifexp, branch = guard[3], guard[4]
        test, original = self.code(ifexp.test), self.code(node)
        if branch is ifexp.orelse:
            return node, f"({original} if {test} else {text})"
        return node, f"({text} if {test} else {original})"

    def _source(self, stmt) -> str | None:
        """The one tensor name whose ``.shape`` a binding statement reads."""
        found = {n.value.value for n in _walk_nodes(stmt) if isinstance(n, cst.Attribute)
                 and n.attr.value == "shape" and isinstance(n.value, cst.Name)}
        return found.pop() if len(found) == 1 else None

    def _line(self, node) -> int:
        try:
            start, _ = self.ctx.span(node)
        except Exception:   # noqa: BLE001 - a line number is only for the message
            return 0
        return self.ctx.source.count("\n", 0, start) + 1

    # ---- one use ---------------------------------------------------------------------------

    def _declared(self, node, env: Env):
        """The size read at ``node`` written as the python value ``__init__`` declares for it, or
        None where the walk knows no such value."""
        d = self.reader.dim(node, env) if isinstance(node, (cst.Name, cst.Subscript)) else None
        if d is None or d.python() is None or _in_target_position(self.flow, node):
            return None
        text = d.python()
        # `h / half` with `half = h.shape[1] // 2`: the quotient, not `h / units // 2`
        if isinstance(self.flow.parent(node), _OPERAND_OF) and needs_parens(cst.parse_expression(text)):
            text = f"({text})"
        return [(node, text)], [f"use the size `__init__` declares ({d.python()})"]

    def use(self, node, env: Env):
        """([(node, text)], notes) rewriting the construct that consumes ``node``, or a Refusal."""
        # without an F namespace (a helper that takes none) only fluent rewrites apply (a tuple
        # of bound methods kept on self would be a reference cycle: built per call)
        attempts = (self._pad_to_multiple, self._pad_to_size, self._constant_quotient, self._reshape, self._broadcast_to, self._stretch, self._constructor, self._resize, self._global_window,
                    self._halves, self._floored_crop, self._multiple_crop, self._crop, self._doubled_rest, self._from_end, self._strided_take, self._arange, self._linspace, self._one_hot, self._clip, self._broadcast_axes,
                    self._mean, self._affine_grid, self._size_arith, self._size_compare, self._bound_local, self._derived_local, self._derived_pair, self._size_local, self._helper, self._arange_helper, self._mean_helper, self._child,
                    self._crop_guard) \
            if self.f else (self._reshape, self._broadcast_to)
        cur = node
        while True:
            parent = self.flow.parent(cur)
            if parent is None or isinstance(parent, (cst.SimpleStatementLine, cst.IndentedBlock,
                                                     cst.FunctionDef, cst.Lambda)):
                break
            for attempt in attempts:
                got = attempt(parent, env)
                if got is not None:
                    # a construct that has no shape-free form of the size may still take it as
                    # the python number `__init__` declares (`F.ones((x.shape[-1],))` of an x a
                    # Dense built with in_units=n runs on)
                    return (self._declared(node, env) or got) if isinstance(got, Refusal) else got
            if isinstance(parent, (cst.Expr, cst.Assert)):
                break
            cur = parent
        # a print or assert is dropped before its size is written as the declared number
        # (`assert y.shape[1] == 5` of a Dense(5) would become `assert 5 == 5`)
        stmt = self.flow.top_statement(node)
        got = self.trace_time(_own_line(self.flow.parent, node) or stmt)
        if got is not None:
            return got
        declared = self._declared(node, env)
        if declared is not None:
            return declared
        holder = cur.value if isinstance(cur, (cst.Return, cst.Expr, cst.Assign)) and cur.value is not None \
            else cur
        what = self.code(holder)
        if len(what) > 60:
            what = what[:57] + "..."
        label = node.value if isinstance(node, cst.Name) else self.code(node)
        if self._feeds_pad(stmt, node):
            return Refusal(f"`{label}` (line {self._line(node)}) computes a padding from the input's size "
                           "(TF-style 'same'); MXNet's Pad takes constant widths: pad a fixed amount "
                           "(kernel // 2 for stride 1) or pass the input size to the constructor")
        why = self._unrewritable(node, stmt)
        if why is not None:
            return Refusal(f"`{label}` (line {self._line(node)}) {why}")
        if isinstance(node, cst.Name):
            return Refusal(f"`{label}` (line {self._line(node)}) is used in `{what}`, which has no known "
                           "shape-free rewrite")
        return Refusal(why_left(self, node, env) or NO_USE_REWRITE)

    def _unrewritable(self, node, stmt) -> str | None:
        """Why a size's use has no operator form, naming the construct and what to write instead:
        numpy, a branch, a loop's count, state kept on the block, python arithmetic that no
        operator's shape inference follows; None for any other use."""
        cur = node
        arith = None
        while True:
            parent = self.flow.parent(cur)
            if parent is None or isinstance(parent, (cst.SimpleStatementLine, cst.IndentedBlock,
                                                     cst.FunctionDef, cst.Lambda)):
                break
            if isinstance(parent, cst.Call) and (self.ctx.resolve(parent.func) or "").split(".")[0] == "numpy":
                return (f"goes into numpy (`{self.code(parent.func)}`): numpy needs python numbers, which "
                        "a Symbol's shape does not give, and its result would be one constant for every "
                        "input size; build the values with F operators from the tensor instead "
                        "(F.contrib.arange_like(x, axis=i) for a range of a size, F.broadcast_like(v, x) "
                        "for values spread to its shape, F.ones_like(x) for ones)")
            if isinstance(parent, cst.Call) and isinstance(parent.func, cst.Name) and parent.func.value == "len" \
                    and self.ctx.resolve(parent.func) in (None, "len", "builtins.len"):
                return ("gives the rank (`len(...)`) as a python number: a Symbol's rank is not known "
                        "in python, and nothing in the file proves this tensor's; pass the rank (or the "
                        "axis counted from the end) to the constructor")
            if isinstance(parent, cst.Arg) and parent.keyword is not None and parent.keyword.value in _OP_ATTRIBUTES:
                call = self.flow.parent(parent)
                if isinstance(call, cst.Call) and self.ctx.f_path(call.func) is not None:
                    return (f"goes into the `{parent.keyword.value}=` attribute of `{self.code(call.func)}`: an "
                            "operator's attributes are python values fixed when the graph is built, not "
                            "tensors, so no shape-free form can follow the input's size; pass the size to "
                            "the constructor")
            if isinstance(parent, cst.Arg) and parent.keyword is not None and parent.keyword.value in _OP_ATTRIBUTES:
                call = self.flow.parent(parent)
                # the fluent spelling, `y.split(num_outputs=n)`: the same operator attribute
                if isinstance(call, cst.Call) and isinstance(call.func, cst.Attribute) \
                        and self.ctx.is_tensor(call.func.value, loose=True):
                    return (f"goes into the `{parent.keyword.value}=` attribute of `.{call.func.attr.value}`: "
                            "an operator's attributes are python values fixed when the graph is built, not "
                            "tensors, so no shape-free form can follow the input's size; pass the size to "
                            "the constructor")
            if isinstance(parent, cst.Call) and isinstance(parent.func, cst.Name) and parent.func.value == "range" \
                    and self.ctx.resolve(parent.func) in (None, "range", "builtins.range"):
                loop = self.flow.parent(parent)
                if isinstance(loop, (cst.For, cst.CompFor)) and loop.iter is parent:
                    return ("sets how many times a python loop runs (`range(...)`): a graph is built "
                            "once, with the loop unrolled to a count fixed while tracing, which no size of "
                            "a Symbol gives; write the body over the whole axis (broadcasting operators, "
                            "F.contrib.foreach over the axis) or pass the count to the constructor")
            if isinstance(parent, (cst.If, cst.While)) and cur is parent.test:
                return ("decides an `if`: a graph keeps one branch, chosen while tracing; pass the size "
                        "to the constructor, or compute both branches and choose with F.where / "
                        "F.contrib.cond")
            handed = self._handed_to_helper(parent)
            if handed is not None:
                return handed
            arith = arith or self._size_math(parent)
            cur = parent
        small = stmt.body[0] if isinstance(stmt, cst.SimpleStatementLine) and len(stmt.body) == 1 else None
        targets = [t.target for t in small.targets] if isinstance(small, cst.Assign) else \
            [small.target] if isinstance(small, (cst.AugAssign, cst.AnnAssign)) else []
        stored = next((t for t in targets if isinstance(t, cst.Attribute) and isinstance(t.value, cst.Name)
                       and t.value.value == "self"), None)
        if stored is not None:
            return (f"is stored on the block (`{self.code(stored)}`): a hybridized block runs its "
                    "graph without the python code, so nothing is stored per call; keep the size out "
                    "of the block's state and write its uses with shape-free ops (reshape codes 0/-1, "
                    "F.broadcast_like, F.reshape_like)")
        return arith

    def _handed_to_helper(self, arg) -> str | None:
        """Why a size handed as an argument to a function of this file (``self.roll(F, x, s, 1, H)``,
        ``coords_grid(b, h, w)``) is left: the helper holds the use, and a rewrite there changes
        it for every caller.  Asked only once every rewrite declined the use (the resize and arange
        helpers, ``_helper`` / ``_arange_helper``, took theirs before); None for other constructs."""
        call = self.flow.parent(arg) if isinstance(arg, cst.Arg) else None
        found = self._helper_def(call.func) if isinstance(call, cst.Call) and call.func is not arg else None
        if found is None:
            return None
        _, name = found
        # a public name may be called from other modules (a method: overridden by a subclass there)
        who = "a subclass in another module may override it" if isinstance(call.func, cst.Attribute) \
            else "other modules may call it with other sizes"
        public = "" if name.startswith("_") and not name.startswith("__") else f" (`{name}` is public: {who})"
        return (f"is handed to `{name}` (line {self._line(call)}), a function of this file that uses it "
                f"as a python number{public}: the fixer rewrites a helper only where the size is a "
                "resize's height/width or an arange's length; pass the tensor the size is read from "
                "instead and build from it there (F.contrib.arange_like(t, axis=i) for positions, "
                "F.slice_like for a crop, reshape codes 0/-1 for a reshape)")

    def _size_math(self, node) -> str | None:
        """Why python math on a size (a root, an undecided ``min``/``max``, a rounded fraction,
        ``divmod``) has no shape-free form, naming it; None for other constructs.  Only asked once
        every rewrite has declined the use: where the shapes decide it (``max(h - h + 2, 0)``,
        ``ceil(h / 1)``, a pad to a multiple) a rewrite took it before."""
        callee = self.ctx.resolve(node.func) if isinstance(node, cst.Call) else None
        root = callee == "math.sqrt" or isinstance(node, cst.BinaryOperation) \
            and isinstance(node.operator, cst.Power) and isinstance(node.right, cst.Float)
        if not root and callee not in _SIZE_MATH:
            return None
        if callee in _ROUNDING and not (len(node.args) >= 1 and _scaled(node.args[0].value)):
            return None     # `int(n)`: no fraction to name
        what = self.code(node)
        what = what if len(what) <= 60 else what[:57] + "..."
        if root:
            return (f"is used in `{what}`, a root (a fractional power) of a size: reshape codes split an "
                    "axis only by a factor written as a number, and no operator of MXNet 1.9.1 infers a "
                    "shape from a root, so a square grid's side cannot follow the input; pass the side "
                    "(or H and W) to the constructor or to hybrid_forward")
        if callee in ("max", "min", "builtins.max", "builtins.min"):
            return (f"is used in `{what}`, which takes either side depending on the input size (nothing "
                    "in the code decides the comparison), and a graph's shapes and operator attributes "
                    "are fixed when it is built; pass the bound to the constructor, or make the input "
                    "at least that large (a pad or a crop) where the comparison is decided")
        if callee in ("divmod", "builtins.divmod"):
            return (f"is used in `{what}`, a quotient and remainder of a size as python numbers, which "
                    "a Symbol's shape does not give; write the split with reshape codes (-4) or pass "
                    "the sizes to the constructor")
        return (f"is used in `{what}`, which rounds a quotient or a fraction of a size to a python "
                "int, and this use of that count has no shape-free form (only crops, pads and strided "
                "slices by a known step take `ceil(n / k)`; no operator infers a ratio's count); pass "
                "the count, or the ratio as a whole step, to the constructor")

    def _feeds_pad(self, stmt, node=None) -> bool:
        """The size ``node`` reads is an argument of an ``F.pad`` call, or ``stmt`` is, or binds a
        name read by, one (directly or one step on).  A loop or branch holding a pad call does
        not make every size read in it a padding (a reshape by the batch next to a pad in a loop
        over levels): there the line reading the size must bind a name the pad call reads."""
        if stmt is None:
            return False
        pads = (("pad",), ("Pad",))
        cur = node
        while cur is not None and cur is not stmt:
            if isinstance(cur, cst.Call) and self.ctx.f_path(cur.func) in pads:
                return True
            cur = self.flow.parent(cur)
        if not isinstance(stmt, cst.SimpleStatementLine):
            own = _own_line(self.flow.parent, node) if node is not None else None
            names = self.flow.binds(own) if isinstance(own, cst.SimpleStatementLine) else frozenset()
            # (python arithmetic of the size binds a width; a tensor operator's output is no width)
            cur = self.flow.parent(node) if names else None
            while cur is not None and cur is not own:
                if isinstance(cur, cst.Call) and not (isinstance(cur.func, cst.Name)
                                                      and cur.func.value in ("max", "min", "int", "abs", "round")):
                    return False
                cur = self.flow.parent(cur)
            return bool(names) and any(self.ctx.f_path(call.func) in pads and names_in(call) & names
                                       for call in self.flow.calls(stmt))
        names = self.flow.binds(stmt)
        i = self.flow.index(stmt)
        if i is None:
            return False
        for later in self.flow.body[i:]:
            for call in self.flow.calls(later):
                if self.ctx.f_path(call.func) in (("pad",), ("Pad",)):
                    if later is stmt or names_in(call) & names:
                        return True
            if later is not stmt and isinstance(later, cst.SimpleStatementLine) and \
                    any(n.value in names for n in self.flow.names(later)):
                names = names | self.flow.binds(later)      # one step on: pad_h -> pads -> F.pad
        return False

    # ---- the constructs ----------------------------------------------------------------------

    def _reshape(self, call, env: Env):
        if not isinstance(call, cst.Call):
            return None
        func = call.func
        positional = [a for a in call.args if a.keyword is None and not a.star]
        if isinstance(func, cst.Attribute) and func.attr.value == "reshape" \
                and self.ctx.is_tensor(func.value, loose=True):
            data, target_arg, method = func.value, (positional[0] if positional else None), True
            if len(positional) > 1:
                return None
        elif self.ctx.f_path(func) in (("reshape",), ("Reshape",)) and positional:
            data, method = positional[0].value, False
            target_arg = positional[1] if len(positional) > 1 else None
        else:
            return None
        if target_arg is None:
            target_arg = next((a for a in call.args if a.keyword is not None and a.keyword.value == "shape"), None)
        extra = [a for a in call.args if a is not target_arg and not (not method and a is positional[0])]
        if target_arg is None or extra:
            return None
        target = target_arg.value
        if not self.reader.mentions_dims(target, env):
            return None
        flat = self._flat_display(target, env)
        if flat is not None:
            return self._reshape_flat(call, data, method, target_arg, flat, env)
        return self._reshape_to(call, data, method, target_arg, target, env)

    def _flat_display(self, target, env: Env):
        """``(x.shape[0],) + (1,) * (x.ndim - 1)``, ``[b] + [1] * 3``: a target built by python
        tuple (or list) arithmetic from displays, each repeated a count the reader knows as a
        number, as the one display it evaluates to (its elements the original nodes, repeated
        ones shared), so that every route that reads a display reads it; None for a plain display
        or anything else (a `.shape` run is read by the routes themselves)."""
        if not isinstance(target, cst.BinaryOperation):
            return None
        kinds: set = set()

        def elements(node):
            if isinstance(node, (cst.Tuple, cst.List)):
                if any(isinstance(e, cst.StarredElement) for e in node.elements):
                    return None
                kinds.add(type(node))
                return [e.value for e in node.elements]
            if isinstance(node, cst.BinaryOperation) and isinstance(node.operator, cst.Add):
                a, b = elements(node.left), elements(node.right)
                return None if a is None or b is None else a + b
            repeated = self.reader.repeated(node, env)
            if repeated is None:
                return None
            part, n = repeated
            got = elements(part)
            return None if got is None else got * n

        got = elements(target)
        elements = None     # (a recursive closure over self is a cycle: it kept the file's trees)
        if not got or len(kinds) != 1:
            return None
        return cst.Tuple(elements=[cst.Element(value=v) for v in got])

    def _reshape_flat(self, call, data, method: bool, target_arg, flat, env: Env):
        """The routes on the display ``flat`` a target's tuple arithmetic evaluates to: an edit
        of the display or of its argument is one of the whole target; an edit inside an element
        stays where it is (it keeps the arithmetic a tuple of the same length), unless the
        element was repeated, where one edit would stand for several entries (refused)."""
        flat_arg = target_arg.with_changes(value=flat)
        got = self._reshape_to(call, data, method, flat_arg, flat, env)
        if got is None or isinstance(got, Refusal):
            return got
        edits, notes = got
        values = [e.value for e in flat.elements]
        out = []
        for where, text in edits:
            if where is flat:
                where = target_arg.value
            elif where is flat_arg:
                where = target_arg
            elif isinstance(where, cst.CSTNode):
                holders = [v for v in values if where is v or any(where is n for n in iter_descendants(v))]
                if holders and sum(v is holders[0] for v in values) > 1:
                    return None
            out.append((where, text))
        return out, notes

    def _reshape_to(self, call, data, method: bool, target_arg, target, env: Env):
        src = self.reader.value_shape(data, env)
        if src is None or src.full() is None:
            return (self._reshape_like(call, data, target, env) or self._tail(src, data, target, env)
                    or self._prefix(src, target, env) or self._one_inferred(target, env)
                    or self._kept_axes(call, data, target, src)
                    or self._like_reduced(call, data, target, env)
                    or self._like_transposed(call, data, target, env)
                    or self._prefix(src, target, env, infer=True)
                    or self._like_run(call, data, target, env)
                    or self._like_run_between(call, data, target, env)
                    or self._own_sizes_rank_free(call, data, target_arg, target, src, env)
                    or self._like_whole_run(call, data, target, env)
                    or self._flattened_by_dense(call, target, env)
                    or self._like_selected(call, data, target, env)
                    or self._like_built(call, data, target, env))
        entries = self.reader.entries_codes(target, env)
        out = reshape_output(src, entries)
        if out is None:
            # a python value the reader cannot read: placed at the cursor as with the rank unknown
            return self._prefix(src, target, env) or self._like_run(call, data, target, env)
        # the original's -1, kept where every entry before it gives one output dim
        at = next((i for i, e in enumerate(entries) if isinstance(e, int) and e == -1), None)
        inferred = at if at is not None and not any(isinstance(e, int) for e in entries[:at]) else None
        codes = solve_codes(src.full(), out, inferred)
        if codes is None and (self.reader.equal or self.reader.fixed):
            # a size of another tensor that a later contraction proves this one's own
            same = self.reader.same
            codes = solve_codes([same(d) for d in src.full()], [same(d) for d in out], inferred)
        if codes is None and method and at is None:
            codes = _count_inferred(src, entries)
        if codes is None:
            return self._like_segment(call, data, src.full(), out, env) or self._kept_axes(
                call, data, target, src) or self._like_reduced(call, data, target, env) \
                or self._like_transposed(call, data, target, env) \
                or self._like_middle(call, data, src.full(), out, env, tail_kept=False) \
                or self._like_run_between(call, data, target, env) \
                or self._like_whole_run(call, data, target, env) \
                or self._like_run_then_codes(call, data, src.full(), out, env, method) \
                or self._like_gapped_run(call, data, src.full(), out, env) \
                or self._like_kept(call, data, src.full(), out, env) \
                or self._like_middle_same(call, data, src.full(), out, env) \
                or self._like_selected(call, data, target, env) \
                or self._like_built(call, data, target, env) or Refusal(
                "the sizes it reads cannot be placed as reshape codes, and no tensor in scope has them")
        if any("-4" in c for c in codes) and _floored_beside_inferred(entries, src):
            return Refusal("a size floor-divided beside the original's -1 would become a split of an input axis: "
                           "the original runs where the division leaves a remainder (the -1 takes it), the split raises")
        if src.rank == 1 and len(codes) == 1 and "-4" in codes[0] and self._one_inferred(target, env) is not None:
            # a vector to one size among python ones (`pos.reshape((1, t, 1))` of a (t,) range):
            # that size's -1 reads plainer than the split the solver found, and infers the same
            codes = [["-1" if self.reader.mentions_dims(e.value, env) else self.code(e.value) for e in target.elements]]
        texts = ["(" + ", ".join(c) + ("," if len(c) == 1 else "") + ")" for c in codes]
        note = f"use reshape codes {' then '.join(texts)}"
        first = texts[0][1:-1] if getattr(target, "lpar", None) and isinstance(target, cst.Tuple) else texts[0]
        edits: list[tuple] = [(target, first)]
        if len(codes) > 1:
            # the later reshapes wrap the call: insertions, so that uses inside `data` are
            # rewritten on their own
            start, end = self.ctx.span(call)
            if method or not self.f:
                edits.append(((end, end), "".join(f".reshape({t})" for t in texts[1:])))
            else:
                edits.insert(0, ((start, start), f"{self.f}.reshape(" * (len(texts) - 1)))
                edits.append(((end, end), "".join(f", shape={t})" for t in texts[1:])))
        return edits, [note]

    def _own_sizes_rank_free(self, call, data, target_arg, target, src: Shape | None, env: Env):
        """Rank unknown, a target of the reshaped tensor's own sizes held in names
        (``n = x.shape[-1]`` ... ``x.reshape((-1, n))``; ``c = x.shape[2]`` ...
        ``F.reshape(x, (-1, c))``), which no cursor from the start can place: the forms
        reshape-codes and rank-free-reshape write for the same target read inline. Sizes read
        from the end next to positive literals and one -1 become codes placed from the right with
        ``reverse=True`` (MXNet reverses the input's shape and the codes, walks, and reverses the
        result: the same sizes for every rank); sizes read at their own axes after one -1 (with
        one positive literal at most) take their shape from the tensor itself."""
        if src is None or not isinstance(target, (cst.Tuple, cst.List)) \
                or any(isinstance(e, cst.StarredElement) for e in target.elements):
            return None
        entries = []
        for e in target.elements:
            v = int_literal(e.value)
            if v is not None:
                entries.append(("lit", v))
                continue
            d = self.reader.dim(e.value, env)
            if d is None:
                return None
            entries.append(("dim", d))
        return (self._own_from_end(target_arg, target, entries, src)
                or self._own_after_cursor(call, data, entries, src))

    def _own_from_end(self, target_arg, target, entries, src: Shape):
        back = {k: d for k, d in src.dims.items() if k < 0}
        flat: list[tuple] = []
        for kind, v in reversed(entries):
            if kind == "lit":
                if not (v >= 1 or v == -1):        # 0/-2/-3 read the shape from the start
                    return None
                flat.append((LITERAL, v, str(v)))
                continue
            at = next((-k - 1 for k, d in back.items() if d == v), None)
            if at is None:
                at = next((-k - 1 for k, d in back.items() if k - 1 in back and d * back[k - 1] == v), None)
                if at is None:
                    return None
                flat.append((MERGE, at))
            else:
                flat.append((DIM, at))
        codes = solve(flat)
        if codes is None:
            return None
        codes = codes[::-1]
        text = "(" + ", ".join(codes) + ("," if len(codes) == 1 else "") + ")"
        written = text[1:-1] if isinstance(target, cst.Tuple) and target.lpar else text
        _, at = self.ctx.span(target_arg)
        return ([(target, written), ((at, at), ", reverse=True")],
                [f"use reshape codes {text} read from the end (reverse=True)"])

    def _own_after_cursor(self, call, data, entries, src: Shape):
        if not self.f or not isinstance(data, cst.Name):
            return None
        own = {k: d for k, d in src.dims.items() if k >= 0}
        reads = [next((k for k, d in own.items() if d == v), None) if kind == "dim" else None
                 for kind, v in entries]
        t = len(entries)
        while t > 0 and reads[t - 1] is not None:
            t -= 1
        middle, tail = entries[:t], reads[t:]
        lits = [v if kind == "lit" else None for kind, v in middle]
        if not tail or not 1 <= len(middle) <= 2 or lits.count(-1) != 1 \
                or any(v is None or (v != -1 and v < 1) for v in lits):
            return None
        j, m = tail[0], len(tail)
        if tail != list(range(j, j + m)):
            return None
        return ([(call, own_tail_text(self.f, data.value, 0, lits, j, m))],
                ["take the shape from the tensor itself: its read axes kept, the rest merged and "
                 "split like the target (F.reshape_like)"])

    def _like_run(self, call, data, target, env: Env):
        """``v.reshape(t.shape[lo:hi])``: the target is a run of another tensor's sizes, whatever
        ``v``'s rank. ``F.reshape_like(v, t, rhs_begin=lo, rhs_end=hi)`` gives ``v`` exactly those
        sizes, with reshape's element-count check and row-major order. A python slice is clipped
        to the rank and reshape_like's range is not, so only where ``t`` has the axes the slice
        names: a size of ``t`` read at axis ``hi - 1`` or beyond by a statement run before
        (``_rank_floor``)."""
        if not (isinstance(target, cst.Subscript) and len(target.slice) == 1
                and isinstance(target.slice[0].slice, cst.Slice) and _shape_of_name(target.value)):
            return None
        sl, like = target.slice[0].slice, target.value.value
        lo = int_literal(sl.lower) if sl.lower is not None else 0
        hi = int_literal(sl.upper) if sl.upper is not None else None
        if sl.step is not None or lo is None or lo < 0 or (sl.upper is not None and (hi is None or hi <= lo)):
            return None
        if self.reader.tensor(like, env) is None:
            return None
        # axes 0 .. need - 1 must exist: up to hi - 1, or up to lo for a run to the end
        need = hi if hi is not None else (lo + 1 if lo else 0)
        if need and self._rank_floor(like.value, call) < need:
            return None
        extra = (f", rhs_begin={lo}" + (f", rhs_end={hi}" if hi is not None else "")) if lo or hi is not None else ""
        return [(call, self._like_text(data, like.value, extra))], [f"reshape like {like.value}'s sizes"]

    def _like_run_between(self, call, data, target, env: Env):
        """``g.reshape((x.shape[0], x.shape[1], 1, 1))`` of a ``g`` of unknown rank: a run of
        another tensor's sizes (consecutive axes, in order) between positive python numbers.
        ``g.reshape((1, ..., -1, 1, ...))`` keeps the numbers and leaves one axis of what the run
        multiplies to, and ``reshape_like`` puts the run's axes in its place: the same shape,
        the same row-major values, and an error wherever the original's element count did not
        match (the -1 does not divide, or the run's product differs). The run's sizes were read
        from the tensor, so it has those axes."""
        if not isinstance(target, (cst.Tuple, cst.List)):
            return None
        dims = self.reader.entries(target, env)
        if dims is None or len(dims) != len(target.elements) or \
                any(isinstance(e, cst.StarredElement) for e in target.elements):
            return None
        run = [i for i, d in enumerate(dims) if not d.is_const]
        if not run or len(run) == len(dims):
            return None
        if any(d.is_const and (d.coef.denominator != 1 or d.coef < 1) for d in dims):
            return None
        # literal 1s inside the run (`(x.shape[0], 1, x.shape[1])`) are axes expand_dims puts
        # back after the run is reshaped like the tensor: the same sizes, order and count
        ones = [i for i in range(run[0], run[-1] + 1) if dims[i].is_const]
        if any(dims[i].coef != 1 for i in ones):
            return None
        want = [dims[i] for i in run]
        if any(len(d.atoms) != 1 or d.atoms[0][1] != 1 or d.coef != 1 or not d.from_tensor for d in want):
            return None
        read = {n.value for n in iter_descendants(target) if isinstance(n, cst.Name)}
        # the tensor whose sizes the target reads first, then any other holding them
        latest_first = list(env.tensors.items())[::-1]
        held = sorted(latest_first, key=lambda item: item[0] not in read)
        for name, shape in held:
            for r0 in sorted(k for k in shape.dims if k >= 0):
                if all(shape.dims.get(r0 + i) == want[i] for i in range(len(want))):
                    lits = [str(int(d.coef)) for d in dims]
                    inner = ", ".join(lits[:run[0]] + ["-1"] + lits[run[-1] + 1:])
                    if inner == "-1":
                        inner = "-1,"       # (a one-entry tuple: only 1s were left beside the run)
                    code = self.code(data)
                    if needs_parens(data):
                        code = f"({code})"
                    flat = f"{code}.reshape(({inner}))"
                    extra = (f", lhs_begin={run[0]}, lhs_end={run[0] + 1}, rhs_begin={r0}, "
                             f"rhs_end={r0 + len(want)}")
                    text = (f"{self.f}.reshape_like({flat}, {name}{extra})" if self.f
                            else f"{flat}.reshape_like({name}{extra})")
                    for axis in ones:
                        text = (f"{self.f}.expand_dims({text}, axis={axis})" if self.f
                                else f"{text}.expand_dims(axis={axis})")
                    return [(call, text)], [f"reshape like {name}'s sizes between python numbers"]
        return None

    def _like_whole_run(self, call, data, target, env: Env):
        """``self.score(h).reshape((h.shape[0], h.shape[1]))``: every entry of the target a size of
        one tensor, its consecutive axes in order, whatever ``v``'s shape. ``F.reshape_like(v, t,
        rhs_begin=r0, rhs_end=r1)`` reshapes the whole of ``v`` to exactly those sizes, with
        reshape's element-count check and row-major order; the sizes were read from the tensor
        (or one holding the same), so it has those axes."""
        if not isinstance(target, (cst.Tuple, cst.List)) or not target.elements \
                or any(isinstance(e, cst.StarredElement) for e in target.elements):
            return None
        want = self.reader.entries(target, env)
        if want is None or len(want) != len(target.elements):
            return None
        if any(d.is_const or len(d.atoms) != 1 or d.atoms[0][1] != 1 or d.coef != 1 or not d.from_tensor
               for d in want):
            return None
        read = {n.value for n in iter_descendants(target) if isinstance(n, cst.Name)}
        latest_first = list(env.tensors.items())[::-1]
        for name, shape in sorted(latest_first, key=lambda item: item[0] not in read):
            for r0 in sorted(k for k in shape.dims if k >= 0):
                if all(shape.dims.get(r0 + i) == want[i] for i in range(len(want))):
                    extra = f", rhs_begin={r0}, rhs_end={r0 + len(want)}"
                    return [(call, self._like_text(data, name, extra))], [f"reshape like a run of {name}'s sizes"]
        return None

    def _rank_floor(self, name: str, node) -> int:
        """How many axes tensor ``name`` is proven to have where ``node`` runs: a simple
        statement before ``node``'s, among the function's top-level ones and after ``name``'s last
        binding there, read ``name.shape[k]`` where it is always evaluated (not under a
        conditional expression, ``and``/``or``, a lambda or a comprehension, not in an
        ``assert``), or unpacked ``name.shape`` into names. Eagerly such a read raised unless the
        axis exists, so the original reached ``node`` only with at least that many axes."""
        i = self.flow.index(self.flow.top_statement(node))
        if i is None:
            return 0
        floor = 0
        for stmt in self.flow.body[:i]:
            if name in self.flow.binds(stmt):
                floor = 0
                continue
            if not isinstance(stmt, cst.SimpleStatementLine):
                continue
            for small in stmt.body:
                if isinstance(small, cst.Assert):
                    continue
                if isinstance(small, cst.Assign) and _shape_of_name(small.value) \
                        and small.value.value.value == name:
                    for t in small.targets:
                        if isinstance(t.target, (cst.Tuple, cst.List)) and not any(
                                isinstance(e, cst.StarredElement) for e in t.target.elements):
                            floor = max(floor, len(t.target.elements))
                for read in always_evaluated(small):
                    if isinstance(read, cst.Subscript) and _shape_of_name(read.value) \
                            and read.value.value.value == name and len(read.slice) == 1 \
                            and isinstance(read.slice[0].slice, cst.Index):
                        k = int_literal(read.slice[0].slice.value)
                        if k is not None:
                            floor = max(floor, k + 1 if k >= 0 else -k)
                    floor = max(floor, self._reduced_floor(read, name))
        return floor

    def _reduced_floor(self, read, name: str) -> int:
        """``name.sum(axis=(2, 3))`` / ``F.sum(name, axis=-1)``: MXNet 1.9.1's reductions raise
        for an axis the input lacks, so the read proves that many axes (0 for anything else)."""
        if not isinstance(read, cst.Call):
            return 0
        func = read.func
        if isinstance(func, cst.Attribute) and isinstance(func.value, cst.Name) and func.value.value == name \
                and func.attr.value in _SHAPE_REDUCE:
            pass
        else:
            path = self.ctx.f_path(func)
            positional = [a.value for a in read.args if a.keyword is None]
            if not (path and len(path) == 1 and path[0] in _SHAPE_REDUCE and positional
                    and isinstance(positional[0], cst.Name) and positional[0].value == name):
                return 0
        axis = kwarg(read, "axis")
        axes = [axis] if axis is not None and not isinstance(axis, cst.Tuple) \
            else [e.value for e in axis.elements] if axis is not None else []
        ks = [int_literal(a) for a in axes]
        return max((k + 1 if k >= 0 else -k for k in ks if k is not None), default=0)

    def _kept_axes(self, call, data, target, src: Shape | None):
        """``x.reshape((x.shape[0], x.shape[2], x.shape[4]))``: the target keeps some of the
        reshaped tensor's own axes, in order. Reshape keeps the element count, so every axis it
        leaves out (and any after the last kept one) has size 1 -- whenever the kept sizes are
        not 0 -- and squeezing the dropped axes, then merging the trailing ones into the last
        kept axis, gives the same array: ``F.squeeze(x, axis=(1, 3)).reshape((0, 0, -1))``."""
        if not isinstance(data, cst.Name) or not isinstance(target, (cst.Tuple, cst.List)):
            return None
        kept = []
        for e in target.elements:
            v = e.value
            if not (isinstance(e, cst.Element) and isinstance(v, cst.Subscript) and len(v.slice) == 1
                    and isinstance(v.slice[0].slice, cst.Index) and isinstance(v.value, cst.Attribute)
                    and v.value.attr.value == "shape" and isinstance(v.value.value, cst.Name)
                    and v.value.value.value == data.value):
                return None
            k = int_literal(v.slice[0].slice.value)
            if k is None or k < 0 or (kept and k <= kept[-1]):
                return None
            kept.append(k)
        dropped = [k for k in range(kept[-1]) if k not in kept] if kept else []
        if not dropped:
            return None
        if not ((src is not None and src.derived) or self.ctx.value(data).proven):
            return Refusal(f"`{data.value}` is not proven to be a tensor")
        codes = _tuple_text(["0"] * (len(kept) - 1) + ["-1"])
        text = f"{self.f}.squeeze({data.value}, axis={_tuple_text([str(k) for k in dropped])}).reshape({codes})"
        return [(call, text)], [f"the axes it leaves out have size 1: squeeze them ({self.f}.squeeze)"]

    def _tail(self, src: Shape | None, data, target, env: Env):
        """Rank unknown, the target ends with the reshaped tensor's own ``x.shape[k:]``
        (``(-1,) + x.shape[2:]``, ``(*heads, *x.shape[1:])``): codes for the head, then -2."""
        if src is None or not isinstance(data, cst.Name):
            return None
        head = None
        if isinstance(target, cst.BinaryOperation) and isinstance(target.operator, cst.Add):
            head, tail = target.left, target.right
        elif isinstance(target, (cst.Tuple, cst.List)) and target.elements \
                and isinstance(target.elements[-1], cst.StarredElement):
            head, tail = target.with_changes(elements=target.elements[:-1]), target.elements[-1].value
        else:
            return None
        if not (isinstance(tail, cst.Subscript) and len(tail.slice) == 1
                and isinstance(tail.slice[0].slice, cst.Slice) and isinstance(tail.value, cst.Attribute)
                and tail.value.attr.value == "shape" and isinstance(tail.value.value, cst.Name)
                and tail.value.value.value == data.value):
            return None
        sl = tail.slice[0].slice
        k = int_literal(sl.lower) if sl.lower is not None else 0
        if sl.upper is not None or sl.step is not None or k is None or k < 0:
            return None
        entries = self.reader.entries_codes(head, env) if isinstance(head, (cst.Tuple, cst.List)) else None
        if entries is None or any(e is None for e in entries):
            return None
        src_head = [src.dim(i) for i in range(k)]
        inferred = None
        out: list[Dim] = []
        for i, e in enumerate(entries):
            if isinstance(e, int):
                if e != -1 or inferred is not None:
                    return None
                inferred = i
                out.append(Dim.const(1))
            else:
                out.append(e)
        if inferred is not None:
            inv = product(d for i, d in enumerate(out) if i != inferred).inverse()
            if inv is None:
                return None
            out[inferred] = product(src_head) * inv
        codes = solve_prefix(src_head, out, inferred)
        if codes is None:
            return None
        text = "(" + ", ".join(codes + ["-2"]) + ")"
        written = text[1:-1] if isinstance(target, cst.Tuple) and target.lpar else text
        return [(target, written)], [f"use reshape codes {text}"]

    def _prefix(self, src: Shape | None, target, env: Env, infer: bool = False):
        """Rank unknown: a size read from the reshaped tensor at Reshape's cursor becomes 0, the
        product of the two there -3; literals, -1 and python sizes stay (each moves the cursor by
        one; every code is checked at the cursor it will be read at)."""
        if src is None or not isinstance(target, (cst.Tuple, cst.List)):
            return None
        codes = []
        cursor = 0          # where Reshape reads the input for the codes written so far
        # ``infer``: one size that cannot be placed becomes -1 when the target has none: every
        # other entry is the number the original gave, so Reshape infers that one as the same
        # number (the original's sizes multiply to the input's whenever it runs)
        inferred = has_minus_one = False
        # a python value the reader cannot read (`self._shape[0]`) may be any code at run time
        # (-2, -3, -4 move Reshape's cursor by other than one): it is kept as written, which
        # means the same in both targets only while the two cursors agree, and nothing after it
        # may be placed at the cursor, nor a -1 inferred (the value may itself be -1)
        opaque = False
        for k, e in enumerate(target.elements):
            if opaque and self.reader.mentions_dims(e.value, env):
                return None
            starred = isinstance(e, cst.StarredElement)
            v = None if starred else int_literal(e.value)
            if v is not None:
                # the original's own 0 reads the input at position k: only where the cursors agree
                if v < -1 or (v == 0 and cursor != k):
                    return None
                has_minus_one |= v == -1
                codes.append(str(v))
                cursor += 1
                continue
            d = None if starred else self.reader.dim(e.value, env)
            if d is None and infer and not inferred and not starred and self._offset(e.value, env) is not None:
                # a size plus or minus an int (`x.shape[1] - 1`, no monomial of the algebra) is
                # still one number of the original's target: Reshape infers it as any other
                inferred = True
                codes.append("-1")
                cursor += 1
                continue
            if d is None:
                # a value the reader cannot read, or `*self.shape` (any number of them): kept as
                # written
                if cursor != k or self.reader.mentions_dims(e.value, env):
                    return None
                opaque = True
                codes.append(("*" if starred else "") + " ".join(self.ctx.code_for(e.value).split()))
                cursor += 1
                continue
            here, after = src.dims.get(cursor), src.dims.get(cursor + 1)
            # sizes an operator that ran proves equal (batch_dot's batch axes) count as one
            same = self.reader.same
            if here is not None and same(here) == same(d):
                codes.append("0")
                cursor += 1
            elif here is not None and after is not None and same(here * after) == same(d):
                codes.append("-3")
                cursor += 2
            elif d.python() is not None:
                codes.append(d.python())
                cursor += 1
            elif infer and not inferred:
                inferred = True
                codes.append("-1")
                cursor += 1
            else:
                return None
        if inferred and (has_minus_one or opaque):
            return None
        text = "(" + ", ".join(codes) + ("," if len(codes) == 1 else "") + ")"
        if getattr(target, "lpar", None) and isinstance(target, cst.Tuple):
            text = text[1:-1]
        return [(target, text)], [f"use reshape codes {text}"]

    def _flattened_by_dense(self, call, target, env: Env):
        """Rank unknown, a target of two entries whose result a Dense takes whole, declared with
        ``in_units`` (``self.fc(v.reshape((x.shape[0], -1)))``, ``Dense(h, in_units=c * d)``,
        flattening or not): MXNet 1.9.1 checks a 2-d input's second size against the weight's
        declared ``(units, in_units)`` and raises on another, so wherever the original ran its
        target was ``(n, in_units)``, and ``(-1, in_units)`` infers that same n from the element
        count. The size is the literal, or what Gluon keeps on the layer (``self.fc._in_units``;
        a Sequential's first Dense only with a literal). Only codes that give one axis each are
        taken (0, -1, sizes): -2/-3/-4 change the rank."""
        if not isinstance(target, (cst.Tuple, cst.List)) or len(target.elements) != 2 \
                or kwarg(call, "reverse") is not None:
            return None
        for e in target.elements:
            if isinstance(e, cst.StarredElement):
                return None
            v = int_literal(e.value)
            if v is not None and v < -1:
                return None
            if v is None and self.reader.dim(e.value, env) is None:
                return None     # a python value the reader cannot read may itself be a code
        attr = self._layer_taking(call)
        if attr is None:
            return None
        cls = self.ctx.scope.cls
        size = declared_flattened_sizes(self.ctx, cls).get(attr)
        if size is None:
            # a Dense that keeps the axes checks the last, here the second
            size = declared_input_sizes(self.ctx, cls).get(attr)
            if size is None or not size.layer.startswith("Dense("):
                return None
        decl = self.reader.declared.get(attr)
        if size.value is None and (decl is None or decl[0] != "dense"):
            return None     # a Sequential's first Dense: `self.seq._in_units` is no attribute
        units = str(size.value) if size.value is not None else f"self.{attr}._in_units"
        text = f"(-1, {units})"
        written = text[1:-1] if isinstance(target, cst.Tuple) and target.lpar else text
        return [(target, written)], [f"`self.{attr}` ({size.layer}) takes it: use {text}"]

    def _layer_taking(self, call) -> str | None:
        """``attr`` where the value ``call`` computes reaches ``self.attr(...)`` as its one
        argument, every time it is read: inline (``self.fc(v.reshape(...))``), or bound to a name
        by a top-level statement whose one later read is that argument, in a statement that
        runs whenever the function returns after the binding (only simple statements between,
        none returning; the call not under a condition, a lambda or a comprehension there)."""
        node = call
        parent = self.flow.parent(call)
        if isinstance(parent, cst.Assign) and parent.value is call and len(parent.targets) == 1 \
                and isinstance(parent.targets[0].target, cst.Name):
            stmt = self.flow.parent(parent)
            i = self.flow.index(stmt)
            name = parent.targets[0].target.value
            if i is None or self.flow.reads_locals_by_name():
                return None
            uses = self.flow.uses_after(i, [name])
            if len(uses) != 1:
                return None
            node = uses[0]
            top = self.flow.top_statement(node)
            j = self.flow.index(top) if top is not None else None
            if j is None or not isinstance(top, cst.SimpleStatementLine) or any(
                    not isinstance(b, cst.SimpleStatementLine)
                    or any(isinstance(sm, cst.Return) for sm in b.body) for b in self.flow.body[i + 1:j]):
                return None
            cur = node
            while cur is not top:
                cur = self.flow.parent(cur)
                if cur is None or isinstance(cur, (cst.IfExp, cst.BooleanOperation, cst.Lambda, cst.ListComp,
                                                   cst.SetComp, cst.DictComp, cst.GeneratorExp)):
                    return None
            parent = self.flow.parent(node)
        layer = self.flow.parent(parent)
        while isinstance(parent, cst.Arg) and parent.keyword is None and not parent.star \
                and isinstance(layer, cst.Call) and self._keeps_shape(layer, parent):
            # through operators and layers that keep the shape (`self.fc(F.relu(v.reshape(...)))`,
            # `self.fc(self.drop(...))`): the Dense still takes that shape
            node, parent = layer, self.flow.parent(layer)
            layer = self.flow.parent(parent)
        if not (isinstance(parent, cst.Arg) and parent.keyword is None and not parent.star
                and isinstance(layer, cst.Call) and len(layer.args) == 1
                and isinstance(layer.func, cst.Attribute) and isinstance(layer.func.value, cst.Name)
                and layer.func.value.value == "self"):
            return None
        return layer.func.attr.value

    def _keeps_shape(self, call: cst.Call, arg: cst.Arg) -> bool:
        """``call`` takes ``arg`` as its one positional argument and gives a tensor of its shape:
        an F operator of SAME_SHAPE_OPS (unary here: no other positional argument), or a child
        declared as a layer that keeps the shape (Dropout, BatchNorm, Activation...)."""
        positional = [a for a in call.args if a.keyword is None]
        if len(positional) != 1 or positional[0] is not arg or any(a.star for a in call.args):
            return False
        path = self.ctx.f_path(call.func)
        if path is not None:
            return len(path) == 1 and keeps_shape(path[0])
        if isinstance(call.func, cst.Attribute) and isinstance(call.func.value, cst.Name) \
                and call.func.value.value == "self" and len(call.args) == 1:
            decl = self.reader.declared.get(call.func.attr.value)
            return decl is not None and decl[0] == "same"
        return False

    def _one_inferred(self, target, env: Env):
        """A target of sizes only (no codes, no -1) reading one size: that entry becomes -1, which
        Reshape infers as the same number (the sizes multiply to the input's)."""
        if not isinstance(target, (cst.Tuple, cst.List)):
            return None
        reading = []
        for e in target.elements:
            if isinstance(e, cst.StarredElement):
                return None
            v = int_literal(e.value)
            if v is not None and v <= 0:
                return None
            if self.reader.mentions_dims(e.value, env):
                reading.append(e)
            elif v is None and self.reader.dim(e.value, env) is None:
                return None
        if len(reading) != 1:
            return None
        return [(reading[0].value, "-1")], ["let Reshape infer the size it read (-1)"]

    def _reshape_like(self, call, data, target, env: Env):
        dims = self.reader.entries(target, env)
        if dims is None:
            return None
        for name, shape in reversed(list(env.tensors.items())):
            if shape.full() == dims:
                return [(call, self._like_text(data, name, ""))], [f"reshape like {name}"]
        return None

    def _like_reduced(self, call, data, target, env: Env):
        """``g.reshape((b, c, 1, 1))`` with ``b, c, h, w = x.shape``: every target entry is the
        size of a tensor ``y`` in scope at the same axis, or a literal 1, and the target has
        ``y``'s (proven) rank. ``y`` summed with keepdims over the axes the target sets to 1 has
        exactly the target's shape, whatever the sizes (a sum over an axis of size 0 keeps a size-1
        axis), so ``reshape_like`` to it is the same reshape: the same element-count check, the
        same row-major values. Only the shape of the sum is used."""
        dims = self.reader.entries(target, env)
        if dims is None:
            return None
        one = Dim.const(1)
        for name, shape in reversed(list(env.tensors.items())):
            full = shape.full()
            if full is None or len(full) != len(dims):
                continue
            axes = []
            for k, (want, have) in enumerate(zip(dims, full)):
                if want == have:
                    continue
                if want != one:
                    break
                axes.append(k)
            else:
                if not axes or len(axes) == len(dims):
                    continue        # all kept: _reshape_like; all ones: nothing of y is read
                axis = _tuple_text([str(k) for k in axes])
                if self.f:
                    like = f"{self.f}.sum({name}, axis={axis}, keepdims=True)"
                else:
                    like = f"{name}.sum(axis={axis}, keepdims=True)"
                return ([(call, self._like_text(data, like, ""))],
                        [f"reshape like {name} summed over axes {axis} with keepdims"])
        return None

    def _like_selected(self, call, data, target, env: Env):
        """``t.reshape((b, d, 1))`` with ``b, k, d = y.shape``: the target's entries other than
        literal 1s are sizes of a tensor ``y`` in scope at increasing axes, not at their own axes
        (which _like_reduced takes). ``y`` summed without keepdims over the axes the target leaves
        out has those sizes in that order, and ``expand_dims`` at each literal 1's position gives
        exactly the target's shape, whatever the sizes; ``reshape_like`` to it is the same reshape
        (the same element-count check, the same row-major values). Only the template's shape is
        used."""
        dims = self.reader.entries(target, env)
        if dims is None:
            return None
        one = Dim.const(1)
        ones = [k for k, want in enumerate(dims) if want == one]
        wanted = [want for want in dims if want != one]
        if not wanted or any(want.is_const and want.coef <= 0 for want in wanted):
            return None         # nothing of y is read, or a reshape code (0 copies, -1 infers)
        for name, shape in reversed(list(env.tensors.items())):
            full = shape.full()
            if full is None:
                continue
            kept, at = [], 0
            for want in wanted:
                k = next((k for k in range(at, len(full)) if full[k] == want), None)
                if k is None:
                    break
                kept.append(k)
                at = k + 1
            else:
                dropped = [k for k in range(len(full)) if k not in kept]
                like = name
                if dropped:
                    axis = _tuple_text([str(k) for k in dropped])
                    like = f"{self.f}.sum({like}, axis={axis})" if self.f else f"{like}.sum(axis={axis})"
                for k in ones:
                    like = f"{self.f}.expand_dims({like}, axis={k})" if self.f else f"{like}.expand_dims({k})"
                return ([(call, self._like_text(data, like, ""))],
                        [f"reshape like {name}'s axes {_tuple_text([str(k) for k in kept])} "
                         f"with size-1 axes at {_tuple_text([str(k) for k in ones])}"])
        return None

    def _like_built(self, call, data, target, env: Env):
        """``e.reshape((B * N * N, D))``, ``mask.reshape((N, 1, 9, f, f, H, W))`` with the sizes
        read from other tensors (``B, N, D = h.shape``; ``N, _, H, W = flow.shape``) and nothing
        known of the reshaped tensor's own axes: every target entry is a product of sizes held at
        some axis of tensors in scope and of a python part that is such a size or is proven a
        positive int (no -1, no 0 code, no floor division). A template of exactly the target's
        shape is built from zeros, one axis per factor, by ``broadcast_like`` to each holder's
        axes, and the factors of one entry merged by the code -3; ``reshape_like`` to it is the
        same reshape whatever the sizes (the same element-count check, the same row-major values),
        of any dtype. Only the template's shape is used."""
        if not self.f or not isinstance(target, (cst.Tuple, cst.List)) \
                or any(isinstance(e, cst.StarredElement) for e in target.elements):
            return None     # (a starred python name reads as one entry, whatever it holds)
        dims = self.reader.entries(target, env)
        if dims is None:
            return None
        named = [(name, shape) for name, shape in reversed(list(env.tensors.items())) if name.isidentifier()]
        factors = [self._entry_factors(d, named) for d in dims]
        if any(f is None for f in factors) or not any(key for f in factors for key, _ in f):
            return None     # a code, a fraction, a quotient or a name of unknown sign; or no size read
        flat = [item for f in factors for item in f]
        holders = _dim_holders({key for key, _ in flat if key is not None}, named)
        if holders is None:
            return None
        seed = ["1" if key is not None else text for key, text in flat]
        like = f"{self.f}.zeros({_tuple_text(seed)})"
        for name, axes in holders:
            lhs = [i for i, (key, _) in enumerate(flat) if key in axes]
            like = (f"{self.f}.broadcast_like({like}, {name}, lhs_axes={_tuple_text(map(str, lhs))}, "
                    f"rhs_axes={_tuple_text(str(axes[flat[i][0]]) for i in lhs)})")
        counts = [len(f) for f in factors]
        while any(n > 1 for n in counts):
            codes = [c for n in counts for c in (["-3"] + ["0"] * (n - 2) if n > 1 else ["0"])]
            like += f".reshape({_tuple_text(codes)})"
            counts = [n - 1 if n > 1 else n for n in counts]
        names = ", ".join(name for name, _ in holders)
        return [(call, self._like_text(data, like, ""))], [f"reshape like a template built from {names}'s sizes"]

    def _entry_factors(self, d: Dim, named) -> "list[tuple[Dim | None, str]] | None":
        """The factors of a reshape entry ``d`` as template axes: (dim, "") for each power of a
        tensor's size and for a python part a tensor in ``named`` holds, (None, text) for another
        python part, every name of which ``_positive_configured`` proves a positive int (left out
        when 1 beside a tensor's size); None for a code (0, -1...), a fraction or a quotient, a
        size read through a floor division (the template would hold the exact quotient), or a
        python name that may be 0 or negative (the original reads it as a reshape code)."""
        if d.floored or d.coef <= 0 or d.coef.denominator != 1 or any(e < 0 for _, e in d.atoms):
            return None
        tensor = [(Dim.atom(a), "") for a, e in d.atoms if a.startswith(TENSOR_ATOM) for _ in range(e)]
        python = Dim(d.coef, tuple((a, e) for a, e in d.atoms if not a.startswith(TENSOR_ATOM)))
        if python == Dim.const(1) and tensor:
            return tensor
        if not python.is_const and any(shape.axes_of(python) for _, shape in named):
            return [(python, "")] + tensor
        if not all(self._positive_configured(a) for a, _ in python.atoms):
            return None
        text = python.python()
        return None if text is None else [(None, text)] + tensor

    def _positive_configured(self, atom: str) -> bool:
        """The python atom ``atom`` is an int above 0 as the block is built, never one of
        Reshape's codes: ``self.<attr>`` that ``int_configured`` takes with ``positive``, or a
        name the function binds once, at its top, to such an attribute or a positive literal
        (``f = self.factor``)."""
        if re.fullmatch(r"self\.\w+", atom):
            return int_configured(self.ctx, cst.parse_expression(atom), positive=True)
        func = self.ctx.scope.func if self.ctx.scope is not None else None
        value = _top_binding(func, atom) if func is not None and atom.isidentifier() else None
        if value is None:
            return False
        literal = int_literal(value)
        if literal is not None:
            return literal > 0
        return isinstance(value, cst.Attribute) and int_configured(self.ctx, value, positive=True)

    def _like_transposed(self, call, data, target, env: Env):
        """``xyz.reshape((n, h, w, c))`` with ``n, c, h, w = x.shape``: the target is a tensor
        ``y``'s proven full shape in another order (channels-last pixels folded back). ``y``
        transposed by that order has exactly the target's shape, so ``reshape_like`` to it is the
        same reshape (the same element-count check, the same row-major values); only the
        transpose's shape is used."""
        dims = self.reader.entries(target, env)
        if dims is None:
            return None
        for name, shape in reversed(list(env.tensors.items())):
            full = shape.full()
            if full is None or len(full) != len(dims) or len(dims) < 2:
                continue
            order, free = [], list(range(len(full)))
            for want in dims:
                k = next((k for k in free if full[k] == want), None)
                if k is None:
                    break
                order.append(k)
                free.remove(k)
            else:
                if order == sorted(order):
                    continue        # the same order: _reshape_like
                axes = _tuple_text([str(k) for k in order])
                like = f"{self.f}.transpose({name}, axes={axes})" if self.f else f"{name}.transpose({axes})"
                return ([(call, self._like_text(data, like, ""))],
                        [f"reshape like {name} transposed by {axes}"])
        return None

    def _like_text(self, data, name: str, extra: str) -> str:
        if self.f:
            return f"{self.f}.reshape_like({self.code(data)}, {name}{extra})"
        return f"{self.code(data)}.reshape_like({name}{extra})"

    def _like_segment(self, call, data, src: list[Dim], out: list[Dim], env: Env):
        """``F.reshape_like(data, y)`` when a tensor ``y`` in scope has the target's dims, or, after
        a prefix the input keeps, a run of them (``lhs_begin=j, rhs_begin=r0, rhs_end=r1``).
        Sizes compared as proven equal (``Reader.same``: a padded x's size a Dense proves)."""
        same = self.reader.same
        src, out = [same(d) for d in src], [same(d) for d in out]
        for j in range(min(len(src), len(out)), -1, -1):
            if src[:j] != out[:j]:
                continue
            want = out[j:]
            for name, shape in reversed(list(env.tensors.items())):
                full = shape.full()
                if full is None or not want:
                    continue
                full = [same(d) for d in full]
                for r0 in range(len(full) - len(want) + 1):
                    if full[r0:r0 + len(want)] == want:
                        if j == 0 and r0 == 0 and len(want) == len(full):
                            return [(call, self._like_text(data, name, ""))], [f"reshape like {name}"]
                        r1 = r0 + len(want)
                        extra = f", lhs_begin={j}, lhs_end=None, rhs_begin={r0}, rhs_end={r1}"
                        return [(call, self._like_text(data, name, extra))], [f"reshape like {name}"]
        return self._like_middle(call, data, src, out, env)

    def _like_run_then_codes(self, call, data, src: list[Dim], out: list[Dim], env: Env, method: bool):
        """An unfolded ``(b, c * 9, h * w)`` to ``(b, c, 9, h, w)``: one run of the input's dims
        (``h * w``) is a run of another tensor's known dims (``x``'s ``h, w``), the dims after it
        kept, and reshape codes checked on the dims do the rest (``c * 9`` split). ``reshape_like``
        of that run first (the same row-major values), then the codes.  In the method form the
        run may be one the walk cannot size (the columns of an unfold of unknown geometry) where
        the other dims match: ``NDArray.reshape`` raises unless the counts agree, so wherever the
        original ran the run had the sizes put in its place (and ``reshape_like`` raises as well
        where it did not)."""
        for j in range(len(src)):
            for n in range(1, len(src) - j + 1):
                tail = src[j + n:]
                for m in range(1, len(out) - len(tail) + 1):
                    at = len(out) - len(tail) - m
                    want = out[at:at + m]
                    if out[at + m:] != tail or want == src[j:j + n]:
                        continue
                    if product(want) != product(src[j:j + n]) and not (
                            method and product(src[:j] + tail) == product(out[:at] + tail)):
                        continue
                    codes = solve_codes(src[:j] + want + tail, out)
                    if codes is None:
                        continue
                    got = self._like_run_of(data, want, j, n, env)
                    if got is None:
                        continue
                    text, name = got
                    for c in codes:
                        text += ".reshape((" + ", ".join(c) + ("," if len(c) == 1 else "") + "))"
                    return [(call, text)], [f"reshape like {name}, then reshape codes"]
        return None

    def _like_gapped_run(self, call, data, src: list[Dim], out: list[Dim], env: Env):
        """Per-location rows folded back (`(b * h * w, C)` to `(b, h * w, C)`, the sizes from an
        NCHW ``x``): no tensor in scope holds the run ``b, h, w`` unbroken, but ``x`` holds it with
        axes between (its channels). Those axes cut to one entry and squeezed give a tensor of the
        run (only its shape is read), ``reshape_like`` puts the run in place of the input's merged
        axes (their counts proven equal), then reshape codes checked on the dims do the rest."""
        runs = [(name, run) for name, shape in reversed(list(env.tensors.items()))
                for run in _gapped_runs(shape.full())]
        for j in range(len(src)):
            for n in range(1, len(src) - j + 1):
                count = product(src[j:j + n])
                for name, (r0, kept, dropped, size) in runs:
                    if size != count:
                        continue
                    placed = src[:j] + kept + src[j + n:]
                    codes = solve_codes(placed, out)
                    if codes is None:
                        continue
                    if codes == [["0"] * len(placed)]:
                        codes = []      # reshape_like gave the target already (codes of fewer 0s drop 1s)
                    axes = dropped[0] if len(dropped) == 1 else tuple(dropped)
                    rhs = name
                    for axis in dropped:
                        rhs = (f"{self.f}.slice_axis({rhs}, axis={axis}, begin=0, end=1)" if self.f
                               else f"{rhs}.slice_axis(axis={axis}, begin=0, end=1)")
                    # (no F in scope: the fluent forms, which NDArray and Symbol both have)
                    rhs = f"{self.f}.squeeze({rhs}, axis={axes})" if self.f else f"{rhs}.squeeze(axis={axes})"
                    extra = f", lhs_begin={j}, lhs_end={j + n}, rhs_begin={r0}, rhs_end={r0 + len(kept)}"
                    text = self._like_text(data, rhs, extra)
                    for c in codes:
                        text += ".reshape((" + ", ".join(c) + ("," if len(c) == 1 else "") + "))"
                    return [(call, text)], [f"reshape like {name} without its axes {axes}, then reshape codes"]
        return None

    def _like_middle_same(self, call, data, src: list[Dim], out: list[Dim], env: Env):
        """``_like_middle`` on the dims with each size a contraction proved equal to another's
        written as that one (a batch_dot's batch axis, the first operand's, where the target reads
        the second's: ``masks.reshape((b, -1, h, w))``)."""
        if not self.reader.equal:
            return None
        same = self.reader.same
        src, out = [same(d) for d in src], [same(d) for d in out]
        return self._like_middle(call, data, src, out, env) \
            or self._like_middle(call, data, src, out, env, tail_kept=False)

    def _like_middle(self, call, data, src: list[Dim], out: list[Dim], env: Env, tail_kept: bool = True):
        """A run of the input's dims replaced by a run of another tensor's (known) dims, the dims
        around it kept: ``(b*t, 6) -> (b, t, 6)`` is ``reshape_like(y, x, 0, 1, 0, 2)``.  With
        ``tail_kept`` False the dims after the run are regrouped instead (a folded batch restored
        after a pooled child, ``(b*t, c, 1, 1) -> (b, t, -1)``): reshape codes checked against the
        dims take the result of that ``reshape_like`` the rest of the way."""
        for j in range(min(len(src), len(out)) + 1):
            if src[:j] != out[:j]:
                break
            for n in range(1, len(src) - j + 1):
                for m in range(1, len(out) - j + 1):
                    want = out[j:j + m]
                    if product(src[j:j + n]) != product(want) or (src[j + n:] == out[j + m:]) != tail_kept:
                        continue
                    codes = []
                    if not tail_kept:
                        if want == src[j:j + n]:
                            continue        # no run replaced: the codes alone would do, and did not
                        codes = solve_codes(src[:j] + want + src[j + n:], out)
                        if codes is None:
                            continue
                    got = self._like_run_of(data, want, j, n, env)
                    if got is None and tail_kept:
                        # no tensor holds the run as such, one holds it finer (a pairs tensor's
                        # (b, k, k) for (b, k * k)): that run, then reshape codes merging it
                        got = self._like_finer_run(data, want, j, n, env)
                        if got is not None:
                            codes = solve_codes(src[:j] + got[2] + src[j + n:], out)
                            if codes is None:
                                continue
                    if got is None:
                        continue
                    text, name = got[0], got[1]
                    for c in codes:
                        text += ".reshape((" + ", ".join(c) + ("," if len(c) == 1 else "") + "))"
                    return [(call, text)], [f"reshape like {name}"]
        return None

    def _like_kept(self, call, data, src: list[Dim], out: list[Dim], env: Env):
        """A value that held the sizes before a later binding took its name (a window partition's
        6-axis ``win``, rebound by ``win = win.reshape((-1, ws * ws, C))`` before the windows are
        put back by ``(B, H // ws, W // ws, ws, ws, -1)``): its binding line keeps it under a
        fresh name as well (``win = win_kept = ...``), which the reshape is made like. Only a
        plain ``name = value`` line of the straight-line body before this statement, whose value
        the walk knows; the kept name is one the file mentions nowhere."""
        flow = self.flow
        i = flow.index(flow.top_statement(call))
        if i is None:
            return None
        for k in range(i - 1, -1, -1):
            stmt = flow.body[k]
            if not (isinstance(stmt, cst.SimpleStatementLine) and len(stmt.body) == 1
                    and isinstance(stmt.body[0], cst.Assign) and len(stmt.body[0].targets) == 1
                    and isinstance(stmt.body[0].targets[0].target, cst.Name)):
                continue
            target = stmt.body[0].targets[0].target
            name = target.value
            after = flow.before.get(id(flow.body[k + 1])) if k + 1 < len(flow.body) else None
            shape = after.tensors.get(name) if after is not None else None
            if shape is None or env.tensors.get(name) is shape:
                continue        # (a value still in scope was asked already)
            kept = next((f"{name}_kept{j or ''}" for j in range(4)
                         if not re.search(rf"\b{name}_kept{j or ''}\b", self.ctx.source)), None)
            if kept is None:
                return None
            only = Env(tensors={kept: shape})
            got = self._like_segment(call, data, src, out, only) \
                or self._like_middle(call, data, src, out, only, tail_kept=False)
            if got:
                edits, notes = got
                return [*edits, (target, f"{name} = {kept}")], \
                    [*notes, f"keep the value `{name}` had at line {self._line(stmt)} as `{kept}`"]
        return None

    def _like_finer_run(self, data, want: list[Dim], j: int, n: int, env: Env):
        """(``reshape_like`` text, tensor name, the run's dims) for a tensor in scope whose
        consecutive known dims multiply, group by group, to each of ``want`` (at least one group
        of two or more); None when no tensor holds such a run."""
        for name, shape in reversed(list(env.tensors.items())):
            for r0 in sorted(k for k in shape.dims if k >= 0):
                at, run = r0, []
                for w in want:
                    group = []
                    while at in shape.dims and product(group) != w:
                        group.append(shape.dims[at])
                        at += 1
                    if not group or product(group) != w:
                        break
                    run.extend(group)
                else:
                    if len(run) > len(want):
                        extra = f", lhs_begin={j}, lhs_end={j + n}, rhs_begin={r0}, rhs_end={at}"
                        return self._like_text(data, name, extra), name, run
        return None

    def _like_run_of(self, data, want: list[Dim], j: int, n: int, env: Env):
        """(``reshape_like`` text putting a tensor's run of dims ``want`` in place of the input's
        axes j..j+n, that tensor's name), or None when no tensor in scope holds the run."""
        m = len(want)
        for name, shape in reversed(list(env.tensors.items())):
            for r0 in sorted(k for k in shape.dims if k >= 0):
                if all(shape.dims.get(r0 + i) == want[i] for i in range(m)):
                    extra = f", lhs_begin={j}, lhs_end={j + n}, rhs_begin={r0}, rhs_end={r0 + m}"
                    return self._like_text(data, name, extra), name
        return None

    def _broadcast_to(self, call, env: Env):
        """``F.broadcast_to(y, shape=x.shape)`` / ``y.broadcast_to(x.shape)`` -> ``broadcast_like``."""
        if not isinstance(call, cst.Call):
            return None
        positional = [a for a in call.args if a.keyword is None]
        shape_arg = next((a for a in call.args if a.keyword is not None and a.keyword.value == "shape"), None)
        if self.ctx.f_path(call.func) == ("broadcast_to",) and positional:
            data = positional[0].value
            shape_arg = shape_arg or (positional[1] if len(positional) > 1 else None)
            fluent = False
        elif isinstance(call.func, cst.Attribute) and call.func.attr.value == "broadcast_to" \
                and self.ctx.is_tensor(call.func.value, loose=True):
            data = call.func.value
            shape_arg = shape_arg or (positional[0] if positional else None)
            fluent = True
        else:
            return None
        if shape_arg is None or len(call.args) != (1 if fluent else 2):
            return None
        target = shape_arg.value
        name = None
        if isinstance(target, cst.Attribute) and target.attr.value == "shape" and isinstance(target.value, cst.Name) \
                and self.reader.tensor(target.value, env) is not None:
            name = target.value.value
        else:
            dims = self.reader.entries(target, env)
            for held, shape in reversed(list(env.tensors.items())):
                if dims is not None and shape.full() == dims:
                    name = held
                    break
        if name is None:
            return self._broadcast_some(data, target, fluent, call, env)
        base = self.code(data)
        if fluent:
            # NDArray's fluent broadcast_to prepends size-1 axes to a tensor of lower rank;
            # broadcast_like takes only equal ranks (`nd.arange(n).broadcast_to(probs.shape)`)
            src, like = self.reader.value_shape(data, env), env.tensors.get(name)
            lead = None if src is None or like is None else 0 if same_rank(src, like) \
                else like.rank - src.rank if src.rank is not None and like.rank is not None else None
            if lead is None and like is not None and like.rank is not None and isinstance(data, cst.Name) \
                    and self._rank_floor(data.value, call) >= like.rank:
                lead = 0        # at least the target's axes, and broadcast_to ran: no more

            if lead is None:
                return Refusal(f"the ranks of `{base}` and `{name}` are not both known; NDArray's broadcast_to "
                               "prepends axes to the lower one, broadcast_like does not")
            if lead < 0:
                return None             # the original raised
            for _ in range(lead):
                base = f"{self.f}.expand_dims({base}, axis=0)" if self.f else f"{base}.expand_dims(0)"
        text = (f"{base}.broadcast_like({name})" if fluent
                else f"{self.f}.broadcast_like({base}, {name})")
        return [(call, text)], [f"broadcast like {name}"]

    def _broadcast_some(self, data, target, fluent: bool, call, env: Env):
        """``m.broadcast_to((x.shape[0], 1, 4, 4))``: some sizes read from a tensor, the others
        python.  The python sizes are broadcast to first (``0`` keeps an axis), then the size-1
        axes the tensor's sizes go to are stretched with ``broadcast_like``.  NDArray's fluent
        ``broadcast_to`` first prepends size-1 axes to a tensor of lower rank (the operator
        does not): that becomes an explicit reshape."""
        dims = self.reader.entries(target, env)
        src = self.reader.value_shape(data, env)
        full = src.full() if src is not None else None
        if dims is None or not any(d.python() is None for d in dims):
            return None
        if full is None and src is not None and not fluent:
            # the operator (unlike NDArray's fluent method) takes only an input of the target's
            # rank (1.9.1 raises otherwise), so in working code the sizes line up axis by axis;
            # dims known from the end then sit at rank + k
            rank = len(dims)
            if any(not -rank <= k < rank for k in src.dims):
                return None         # the original raised
            full = [src.dims.get(i) or src.dims.get(i - rank) or src.dim(i) for i in range(rank)]
        if full is None and not self.f:
            return Refusal(_NO_F)
        if full is None and src is not None and fluent:
            return self._broadcast_leading(data, dims, src, call, env) \
                or self._broadcast_template(data, src, dims, call, env) or Refusal(
                    f"the rank of `{self.code(data)}` is not known, so which of its axes the sizes go to is not "
                    "either, and no tensor in scope holds the sizes to broadcast against")
        if full is None:
            return Refusal(f"the rank of `{self.code(data)}` is not known, so which of its axes the sizes "
                           "go to is not either")
        lead = len(dims) - len(full)
        if lead < 0 or (lead and not fluent):
            return None             # the original raised
        padded = [Dim.const(1)] * lead + full
        stretched = [i for i, d in enumerate(dims) if d.python() is None and padded[i] != d]
        if any(padded[i] != Dim.const(1) for i in stretched):
            return self._broadcast_template(data, src, dims, call, env) or Refusal(
                f"`{self.code(data)}` is not known to have size 1 (or the same size) on the axes the tensor's "
                "sizes go to")
        base = self.code(data)
        changed = [i for i, d in enumerate(dims) if d.python() is not None and padded[i] != d]
        if not self.f and (stretched or (lead and None in [d.python() for d in full])
                           or any(padded[i] != Dim.const(1) for i in changed)):
            return Refusal(_NO_F)
        if lead:
            known = [d.python() for d in full]
            if None not in known:
                base = f"{base}.reshape({_tuple_text(['1'] * lead + known)})"
            else:
                for _ in range(lead):
                    base = f"{self.f}.expand_dims({base}, axis=0)"
        if changed and not self.f:
            # a helper handed no F (`_nearest(self, x)`): NDArray's and Symbol's fluent
            # broadcast_axes (NDArray has no fluent broadcast_axis in 1.9.1) stretch the size-1
            # axes alone, without the sizes of the others
            axes, sizes = _tuple_text([str(i) for i in changed]), _tuple_text([dims[i].python() for i in changed])
            base = f"{base}.broadcast_axes(axis={axes}, size={sizes})"
        elif changed:
            sizes = [d.python() or "0" for d in dims]
            base = f"{self.f}.broadcast_to({base}, shape={_tuple_text(sizes)})"
        if not stretched:
            return [(call, base)], ["broadcast to the python sizes (0 keeps an axis)"]
        holder = self._holder([dims[i] for i in stretched], env)
        if not holder:
            return Refusal("no tensor in scope holds all the sizes it reads (was it rebound?)")
        name, axes = holder
        lhs = _tuple_text([str(i) for i in stretched])
        rhs = _tuple_text([str(axes[k]) for k in range(len(stretched))])
        return [(call, f"{self.f}.broadcast_like({base}, {name}, lhs_axes={lhs}, rhs_axes={rhs})")], \
            [f"broadcast the size-1 axes like {name}"]

    def _broadcast_template(self, data, src: Shape, dims: list, call, env: Env):
        """``static.expand_dims(1).broadcast_to((x.shape[0], x.shape[1], static.shape[1]))`` where
        the data's rank, or its size on an axis a tensor's size goes to, is not known: the data
        times ones of exactly the target's shape, ``F.broadcast_mul(data, T)``.  Wherever the
        original runs, each axis of the data has the target's size or 1 (the fluent method first
        prepends size-1 axes; broadcast_mul does too), so the product broadcasts to the target
        on every axis, and times 1 is exact (-0.0, inf and NaN kept); the gradient is the sum
        over the broadcast axes either way.  T is built without a rank: one element of the data
        (``ones_like`` of it keeps the data's dtype) reshaped to the target's rank, python sizes
        broadcast to (0 keeps the 1, as the original kept the data's size), then each axis a
        tensor's size goes to broadcast like that tensor.  The data is written twice, so only a
        name or methods that keep the dtype on a name (``static.expand_dims(1)``), T read from
        the name; None where the data is not proven a tensor or no tensor in scope holds a size."""
        root = data
        while isinstance(root, cst.Call) and isinstance(root.func, cst.Attribute) \
                and root.func.attr.value in _DTYPE_KEEPING and not any(a.star for a in root.args):
            root = root.func.value
        if not isinstance(root, cst.Name) or self.reader.tensor(root, env) is None:
            return None
        if not (src.derived or self.ctx.value(data).proven or self._parameter(data)
                or self.ctx.value(root).proven or self._parameter(root)):
            return None
        left = [i for i, d in enumerate(dims) if d.python() is None]
        likes = []
        for name, shape in reversed(list(env.tensors.items())):
            held = {i: shape.axes_of(dims[i])[0] for i in left if shape.axes_of(dims[i])}
            if held:
                likes.append((name, held))
                left = [i for i in left if i not in held]
            if not left:
                break
        if left:
            return None
        f, n = self.f, len(dims)
        t = (f"{f}.reshape({f}.ones_like({f}.slice_axis({f}.reshape({root.value}, shape=(-1,)), axis=0, begin=0, "
             f"end=1)), shape={_tuple_text(['1'] * n)})")
        # (a 0 keeps T's 1: the data's size, as the original's 0 kept it)
        python = [d.python() if d.python() not in ("0", "1") else None for d in dims]
        if any(p is not None for p in python):
            t = f"{f}.broadcast_to({t}, shape={_tuple_text([p or '1' for p in python])})"
        for name, held in likes:
            order = sorted(held)
            t = (f"{f}.broadcast_like({t}, {name}, lhs_axes={_tuple_text([str(i) for i in order])}, "
                 f"rhs_axes={_tuple_text([str(held[i]) for i in order])})")
        return [(call, f"{f}.broadcast_mul({self.code(data)}, {t})")], \
            [f"the data times ones of the target's shape, broadcast like {', '.join(n for n, _ in likes)}"]

    def _broadcast_leading(self, data, dims: list, src: Shape, call, env: Env):
        """``self.inv.expand_dims(0).broadcast_to((x.shape[0], 7, 7))``: the data's rank unknown, each
        axis a tensor's size goes to has size 1 whatever the rank -- its leading axes up to that
        one are known 1s, so NDArray's fluent method (which first prepends size-1 axes) finds a 1
        there for any rank.  The python sizes are broadcast to by the same fluent method, 0
        keeping those axes, then ``broadcast_like`` stretches them; where the rank is below the
        target's the Symbol method raises (it prepends nothing), as the original did."""
        stretched = [i for i, d in enumerate(dims) if d.python() is None]
        one = Dim.const(1)
        if not stretched or any(src.dims.get(k) != one for i in stretched for k in range(i + 1)):
            return None
        if any(k >= len(dims) or k < -len(dims) for k in src.dims) or src.floor > len(dims):
            return None             # more axes than the target: the original raised
        holder = self._holder([dims[i] for i in stretched], env)
        if not holder:
            return None
        name, axes = holder
        sizes = [d.python() or "0" for d in dims]
        base = f"{self.code(data)}.broadcast_to({_tuple_text(sizes)})"
        lhs = _tuple_text([str(i) for i in stretched])
        rhs = _tuple_text([str(axes[k]) for k in range(len(stretched))])
        return [(call, f"{self.f}.broadcast_like({base}, {name}, lhs_axes={lhs}, rhs_axes={rhs})")], \
            [f"broadcast to the python sizes (0 keeps an axis), then the size-1 axes like {name}"]

    def _stretch(self, call, env: Env):
        """``t.tile((x.shape[0], 1, 1))`` / ``t.repeat(repeats=x.shape[0], axis=0)`` of a ``t``
        whose repeated axis has size 1 (a declared parameter, a reduction with keepdims) ->
        ``F.broadcast_like(t, x, lhs_axes=(0,), rhs_axes=(0,))``: repeating a size-1 axis n times
        is broadcasting it to n."""
        if not isinstance(call, cst.Call) or any(a.star for a in call.args):
            return None
        func = call.func
        positional = [a.value for a in call.args if a.keyword is None]
        path = self.ctx.f_path(func)
        if path in (("tile",), ("repeat",)) and positional:
            op, data, rest = path[0], positional[0], positional[1:]
        elif isinstance(func, cst.Attribute) and func.attr.value in ("tile", "repeat") and path is None \
                and self.ctx.is_tensor(func.value, loose=True):
            op, data, rest = func.attr.value, func.value, positional
        else:
            return None
        keys = ("reps",) if op == "tile" else ("repeats", "axis")
        if any(a.keyword is not None and a.keyword.value not in keys for a in call.args):
            return None
        first = kwarg(call, keys[0]) or (rest[0] if rest else None)
        if first is None or not self.reader.mentions_dims(first, env):
            return None
        src = self.reader.value_shape(data, env)
        label = self.code(data)
        if src is None:
            return Refusal(f"`{label}` is not known to be a tensor")
        if op == "tile":
            if src.rank is None:
                return self._tile_from_end(call, data, first, label, env)
            reps = self.reader.entries(first, env)
            if reps is None:
                return Refusal("the repetitions it is given mix sizes the fixer cannot read")
            if len(reps) != src.rank:
                # tile pads the shorter of the two with leading 1s: counted from the end
                return self._tile_from_end(call, data, first, label, env)
            stretched = {i: d for i, d in enumerate(reps) if d.python() is None}
            if any(d != Dim.const(1) for i, d in enumerate(reps) if i not in stretched):
                # a python number of times beside the sizes: F.tile keeps it, from the end
                return self._tile_from_end(call, data, first, label, env)
        else:
            axis_node = kwarg(call, "axis") or (rest[1] if len(rest) > 1 else None)
            axis = int_literal(axis_node) if axis_node is not None else None
            d = self.reader.dim(first, env)
            if d is None or d.python() is not None:
                return None
            if axis_node is None or (isinstance(axis_node, cst.Name) and axis_node.value == "None"):
                return self._repeat_flat(call, data, d, label, src, env)
            if axis is None:
                return None
            if axis < 0 and src.rank is None:
                return Refusal(f"the rank of `{label}` is not known, so which axis {axis} is not either")
            if src.rank is not None and not -src.rank <= axis < src.rank:
                return None
            stretched = {axis % src.rank if src.rank is not None else axis: d}
        if not (src.derived or self.ctx.value(data).proven or self._parameter(data)):
            return Refusal(f"`{label}` is not proven to be a tensor")
        order = sorted(stretched)
        holder = self._holder([stretched[i] for i in order], env)
        if not holder:
            return Refusal("no tensor in scope holds all the sizes it reads (was it rebound?)")
        name, axes = holder
        if all(src.dim(i) == Dim.const(1) for i in stretched):
            lhs = _tuple_text([str(i) for i in order])
            rhs = _tuple_text([str(axes[k]) for k in range(len(order))])
            return [(call, f"{self.f}.broadcast_like({label}, {name}, lhs_axes={lhs}, rhs_axes={rhs})")], \
                [f"broadcast the size-1 axis like {name} ({self.f}.broadcast_like)"]
        if len(order) != 1 or order[0] < 0:
            if op == "tile":
                return self._tile_from_end(call, data, first, label, env)
            return Refusal(f"`{label}` is not known to have size 1 on the axes it repeats")
        # any size d on axis a: a new axis of size n next to it (before it for tile, which repeats
        # the whole run; after it for repeat, which repeats each element), broadcast to n, then
        # merged into axis a: (d, n) -> d * n is the repeat, (n, d) -> n * d the tile
        a = order[0]
        new = a if op == "tile" else a + 1
        codes = _tuple_text(["0"] * a + ["-3", "-2"])
        text = (f"{self.f}.broadcast_like({self.f}.expand_dims({label}, axis={new}), {name}, lhs_axes=({new},), "
                f"rhs_axes=({axes[0]},)).reshape({codes})")
        return [(call, text)], [f"a new axis broadcast like {name}, merged into axis {a}"]

    def _repeat_flat(self, call, data, d: Dim, label: str, src: Shape, env: Env):
        """``F.repeat(t, x.shape[k])`` without an axis: repeat flattens ``t`` and repeats each
        element n times -> each element as a row, a size-1 axis broadcast to n like ``x``, read
        row by row: ``F.broadcast_like(F.reshape(t, shape=(-1, 1)), x, lhs_axes=(1,),
        rhs_axes=(k,)).reshape((-1,))``, for any rank of ``t``."""
        if not (src.derived or self.ctx.value(data).proven or self._parameter(data)):
            return Refusal(f"`{label}` is not proven to be a tensor")
        holder = self._holder([d], env)
        if not holder:
            return Refusal("no tensor in scope holds all the sizes it reads (was it rebound?)")
        name, axes = holder
        text = (f"{self.f}.broadcast_like({self.f}.reshape({label}, shape=(-1, 1)), {name}, lhs_axes=(1,), "
                f"rhs_axes=({axes[0]},)).reshape((-1,))")
        return [(call, text)], [f"each element as a row broadcast like {name}, flattened"]

    def _tile_from_end(self, call, data, reps_node, label: str, env: Env):
        """``t.tile((1, x.shape[-1]))`` of a ``t`` whose rank is not known but is at least the
        number of repetitions (``y.expand_dims(axis=1)`` has rank >= 2): tile then repeats the last
        len(reps) axes, so the one repeated by a size is counted from the end, and a new axis of
        that size before it, merged into it with reverse reshape codes (``(-2, -3)`` merges the
        last two axes of any rank), is the tile.  Where the rank may be below len(reps), tile
        first promotes ``t`` to rank len(reps) with leading size-1 axes; ``F.tile(t, reps=(1,) *
        len(reps))`` is that promotion alone (the same data, rank max(rank, len(reps))), so the
        rewrite runs on it and holds for every rank."""
        reps = self.reader.entries(reps_node, env)
        if reps is None:
            return Refusal(f"the rank of `{label}` is not known, so which axes it repeats is not either")
        held = self.reader.value_shape(data, env)
        floor = max(_min_rank(data, self.ctx), min_rank(held) if held is not None else 1)
        k = len(reps)
        python_reps, sized = [], []
        for i, d in enumerate(reps):
            if d.python() is not None:
                python_reps.append(d.python())
                continue
            # a product of sizes and python numbers: tile by a then by b on one axis is tile by
            # a * b, and tiles of different axes commute, so the python factors go into one
            # F.tile and each size is a broadcast merged into its axis
            tensor_atoms = [(a, e) for a, e in d.atoms if Dim.atom(a).from_tensor]
            rest = Dim(d.coef, tuple((a, e) for a, e in d.atoms if not Dim.atom(a).from_tensor))
            if d.floored or d.coef.denominator != 1 or any(e < 0 for _, e in d.atoms) or rest.python() is None:
                return Refusal("a repetition divides a size, which a product of broadcasts does not give")
            python_reps.append(rest.python())
            sized += [(i - k, Dim.atom(a)) for a, e in tensor_atoms for _ in range(e)]
        if not sized:
            return Refusal(f"the rank of `{label}` is not known, so which axes it repeats is not either")
        if not (self.reader.value_shape(data, env).derived or self.ctx.value(data).proven or self._parameter(data)):
            return Refusal(f"`{label}` is not proven to be a tensor")
        f = self.f
        if floor < k or any(r != "1" for r in python_reps):
            label = f"{f}.tile({label}, reps={_tuple_text(python_reps)})"
        names = []
        for q, dim in sized:
            holder = self._holder([dim], env)
            if not holder:
                return Refusal("no tensor in scope holds all the sizes it reads (was it rebound?)")
            name, axes = holder
            names.append(name)
            codes = _tuple_text(["-2", "-3"] + ["0"] * (-q - 1))
            label = (f"{f}.broadcast_like({f}.expand_dims({label}, axis={q - 1}), {name}, lhs_axes=({q - 1},), "
                     f"rhs_axes=({axes[0]},)).reshape(shape={codes}, reverse=True)")
        if len(sized) == 1:
            return [(call, label)], [f"a new axis broadcast like {name}, merged into axis {q} counted from the end"]
        return [(call, label)], [f"new axes broadcast like {', '.join(dict.fromkeys(names))}, each merged into "
                                 "its axis counted from the end"]

    def _parameter(self, node) -> bool:
        """A registered parameter hybrid_forward is handed (by name, never rebound): a tensor."""
        scope = self.ctx.scope
        return (isinstance(node, cst.Name) and scope.cls is not None and scope.style == "hybrid_forward"
                and node.value in scope.cls.param_names
                and node.value in {p.name.value for p in scope.func.params.params}
                and not self.flow.bound_anywhere(node.value))

    def _holder(self, dims: list[Dim], env: Env):
        """(tensor name, {position: axis}) for the dims read from one tensor; positions whose
        dim is a python size are left out.  None when the tensor dims are not all held by one."""
        tensor_pos = [i for i, d in enumerate(dims) if d.python() is None]
        if not tensor_pos:
            return None
        for name, shape in reversed(list(env.tensors.items())):
            axes = {}
            for i in tensor_pos:
                found = shape.axes_of(dims[i])
                if not found:
                    break
                axes[i] = found[0]
            else:
                return name, axes
        return False

    def _holder_views(self, dims: list[Dim], env: Env):
        """The tensor sizes of a constructor's shape held by several tensors in scope, or at two
        consecutive axes of one (``F.zeros((b, h * w))`` of ``b, c, h, w = x.shape``; ``(q.shape[0],
        v.shape[2])``): [(view text, {position: axis of the view})], the view a tensor or its
        reshape with those two axes merged by code -3 (the product is that axis's size exactly).
        Chosen greedily, the view holding most of the sizes left first; None unless every size
        is held.  A size read through a floor is not taken: equal in the algebra, not always."""
        left = [i for i, d in enumerate(dims) if d.python() is None]
        if not left or any(dims[i].floored for i in left):
            return None
        # (a registered Parameter's sizes are python: `self.w.shape[0]` takes them, no graph op)
        held_by = [(name, shape) for name, shape in reversed(list(env.tensors.items()))
                   if not self._parameter(cst.Name(name))]
        views = []
        while left:
            best = max((self._view_holding(name, shape, run, [dims[i] for i in left])
                        for name, shape in held_by
                        for run in [None, *self._merge_runs(shape)]), key=lambda v: len(v[1]), default=None)
            if best is None or not best[1]:
                return None
            text, held = best
            views.append((text, {left[k]: a for k, a in held.items()}))
            left = [i for k, i in enumerate(left) if k not in held]
        return views

    @staticmethod
    def _merge_runs(shape):
        """The axes ``a`` whose size and the next one's are known (non-negative): runs that
        ``_view_holding`` may merge."""
        return [a for a in sorted(shape.dims) if a >= 0 and a + 1 in shape.dims]

    def _view_holding(self, name: str, shape, run, want: list[Dim]):
        """(view text, {index in want: axis}) for the sizes of ``want`` the tensor ``name`` holds,
        with axes ``run`` and ``run + 1`` merged where ``run`` is not None (the view is then
        ``F.reshape`` by codes 0 and -3, -2 for the axes after it where the rank is unknown)."""
        if run is None:
            held = {}
            for k, d in enumerate(want):
                found = shape.axes_of(d)
                if found:
                    held[k] = found[0]
            return name, held
        merged = shape.dims[run] * shape.dims[run + 1]
        held = {}
        for k, d in enumerate(want):
            if d == merged:
                held[k] = run
                continue
            found = [a for a in shape.axes_of(d) if a >= 0 and a not in (run, run + 1)]
            if found:
                held[k] = found[0] if found[0] < run else found[0] - 1
        if not any(a == run for a in held.values()):
            return name, {}
        tail = ["0"] * (shape.rank - run - 2) if shape.rank is not None else ["-2"]
        return f"{self.f}.reshape({name}, shape={_tuple_text(['0'] * run + ['-3'] + tail)})", held

    def _broadcast_views(self, seed: str, views) -> str:
        """``seed`` (ones at the held positions) broadcast like each view in turn, on its axes."""
        tup = lambda t: "(" + ", ".join(map(str, t)) + ("," if len(t) == 1 else "") + ")"  # noqa: E731
        text = seed
        for name, held in views:
            lhs = tuple(sorted(held))
            rhs = tuple(held[i] for i in lhs)
            text = f"{self.f}.broadcast_like({text}, {name}, lhs_axes={tup(lhs)}, rhs_axes={tup(rhs)})"
        return text

    def _constructor(self, call, env: Env):
        if not isinstance(call, cst.Call):
            return None
        path = self.ctx.f_path(call.func)
        if path == ("eye",):
            return self._eye(call, env)
        if path == ("array",) or (path is None and self.ctx.resolve(call.func) in _ND_ARRAY):
            return self._array_of_sizes(call, env)
        if path in _CONSTRUCTORS:
            positional = [a for a in call.args if a.keyword is None]
            shape_arg = positional[0] if positional else next(
                (a for a in call.args if a.keyword is not None and a.keyword.value == "shape"), None)
        elif path in _RANDOM:
            shape_arg = next((a for a in call.args if a.keyword is not None and a.keyword.value == "shape"), None)
        else:
            return None
        if shape_arg is None or any(a.star for a in call.args):
            return None
        if not self.reader.mentions_dims(shape_arg.value, env):
            return self._full_of_size(call, shape_arg, env) if path == ("full",) else None
        dims = self.reader.entries(shape_arg.value, env)
        if dims is None:
            return self._shape_and_tail(call, path, shape_arg, env) \
                or Refusal("the shape it is given mixes sizes the fixer cannot read")
        holder = self._holder(dims, env)
        views = [holder] if holder else self._holder_views(dims, env)
        if not views:
            return Refusal("no tensor in scope holds all the sizes it reads (was it rebound?)")
        axes = {i: a for _, held in views for i, a in held.items()}
        others = []
        device = None
        for a in call.args:
            if a is shape_arg:
                continue
            key = a.keyword.value if a.keyword is not None else None
            if key in ("ctx",):
                device = self._device_of(a.value, env)
                if device is None or path not in (("zeros",), ("ones",)):
                    return Refusal("it places the constant on a device (`ctx=`), which Symbols do not have; "
                                   "drop ctx= and build it from a tensor (F.broadcast_like)")
                continue
            if key is None and path in (("zeros",), ("ones",)):
                return None     # F.zeros(shape, ctx, dtype) in nd but (shape, dtype) in sym
            others.append(a)
        seed_shape = [("1" if i in axes else d.python()) for i, d in enumerate(dims)]
        seed_text = "(" + ", ".join(seed_shape) + ("," if len(seed_shape) == 1 else "") + ")"
        if path in _CONSTRUCTORS:
            if device is not None:
                seed = self._seed_on(device, _CONSTRUCTORS[path], seed_shape, others)
            else:
                rest = "".join(", " + self.arg_text(a) for a in others)
                seed = f"{self.f}.{_CONSTRUCTORS[path]}({seed_text}{rest})"
            text = self._broadcast_views(seed, views)
            names = ", ".join(dict.fromkeys(name for name, _ in views))
            note = f"build it with {self.f}.broadcast_like(..., {names})"
            return [(call, text)], [note + (f", from an element of {device} (its device)" if device else "")]
        like, keys = _RANDOM[path]
        dtype = next((a for a in others if a.keyword is not None and a.keyword.value == "dtype"), None)
        params = []
        pos = [a for a in others if a.keyword is None]
        for k, a in zip(keys, pos):
            params.append(f"{k}={self.code(a.value)}")
        for a in others:
            if a.keyword is not None and a.keyword.value in keys:
                params.append(f"{a.keyword.value}={self.code(a.value)}")
            elif a.keyword is not None and a.keyword.value != "dtype":
                return None
        if len(pos) > 2:
            return None
        dt = f", dtype={self.code(dtype.value)}" if dtype is not None else ""
        base = self._broadcast_views(f"{self.f}.zeros({seed_text}{dt})", views)
        text = f"{self.f}.random.{like}({base}{''.join(', ' + p for p in params)})"
        return [(call, text)], [f"draw it with {self.f}.random.{like}"]

    def _shape_and_tail(self, call, path, shape_arg, env: Env):
        """``F.zeros(t.shape + (k,))`` (``ones``; python ints ``k``, ``t``'s rank not known: an
        embedding accumulator per token) -> ``zeros_like(t)`` cast to the constructor's dtype (a
        fill: exact whatever t holds), new axes appended by the reshape code -2 (t's axes) and
        1s, each repeated to its size (counted from the end, so at any rank)."""
        value = shape_arg.value
        if path not in (("zeros",), ("ones",)) or not (
                isinstance(value, cst.BinaryOperation) and isinstance(value.operator, cst.Add)
                and _shape_of_name(value.left) and isinstance(value.right, cst.Tuple)):
            return None
        tail = [e.value for e in value.right.elements]
        if not tail or any(isinstance(e, cst.StarredElement) for e in value.right.elements) \
                or any(self.reader.mentions_dims(e, env) or not python_int(self.ctx, e) for e in tail):
            return None
        dtype = "'float32'"
        for a in call.args:
            if a is shape_arg:
                continue
            if a.keyword is None or a.keyword.value != "dtype" or not isinstance(a.value, cst.SimpleString):
                return None
            dtype = self.code(a.value)
        t = value.left.value
        if not self.ctx.proven_tensor(t):
            return None
        f, m = self.f, len(tail)
        text = (f"{f}.cast({f}.{_CONSTRUCTORS[path]}_like({t.value}), dtype={dtype})"
                f".reshape({_tuple_text(['-2'] + ['1'] * m)})")
        for i, e in enumerate(tail):
            text = f"{f}.repeat({text}, repeats={self.code(e)}, axis={i - m})"
        return [(call, text)], [f"build it from {f}.{_CONSTRUCTORS[path]}_like({t.value}) with new axes repeated "
                                "to their sizes"]

    def _full_of_size(self, call, shape_arg, env: Env):
        """``F.full((1,), x.shape[0])`` (a CTC loss's data lengths, once their shape is built from
        the batch) -> the size as a float32 (1,)-tensor, ``shape_array`` cast to it: full's
        default dtype, the value rounded to it as full rounds the python number. Only a shape of
        ones (the tensor is that one value) and no dtype other than float32."""
        shape = shape_arg.value
        entries = shape.elements if isinstance(shape, (cst.Tuple, cst.List)) else [None]
        ones = [int_literal(e.value) if e is not None else int_literal(shape) for e in entries]
        if not ones or any(v != 1 for v in ones):
            return None
        rest = [a for a in call.args if a is not shape_arg]
        value = next((a.value for a in rest if a.keyword is None or a.keyword.value == "val"), None)
        for a in rest:
            if a.value is value:
                continue
            key = a.keyword.value if a.keyword is not None else None
            if key != "dtype" or not (isinstance(a.value, cst.SimpleString)
                                      and a.value.evaluated_value == "float32"):
                return Refusal(f"full's `{key or 'positional'}` argument has no shape-free form here")
        if value is None or not self.reader.mentions_dims(value, env):
            return None
        text = self._size_expr(value, env, _SizeDtype(lambda name: False, True, []))
        if not isinstance(text, str):
            return text
        if len(entries) > 1:
            text = f"{self.f}.reshape({text}, {self.code(shape)})"
        return [(call, text)], [f"build the value from {self.f}.shape_array (float32, full's dtype)"]

    def _array_of_sizes(self, call, env: Env):
        """``nd.array([w, h])`` of sizes read from tensors (a box normalised by the image's width and
        height) -> each size a float32 (1,)-tensor from ``shape_array`` (``_size_expr``), joined by
        ``concat``: nd.array's default dtype, a size exact in it below 2**24. Only a list or tuple
        display of such sizes and no argument but ``dtype='float32'``; a display of equally long
        displays (SuperGlue's `nd.array([[w, h]])`) is the joined sizes reshaped to its rows."""
        args = [a for a in call.args if a.keyword is None]
        if len(args) != 1 or any(a.star for a in call.args) or not isinstance(args[0].value, (cst.List, cst.Tuple)):
            return None
        for a in call.args:
            if a.keyword is not None and not (a.keyword.value == "dtype" and isinstance(a.value, cst.SimpleString)
                                              and a.value.evaluated_value == "float32"):
                return Refusal(f"nd.array's `{a.keyword.value}` argument has no shape-free form here")
        rows = _display_rows(args[0].value)
        if rows is None:
            return None
        elements = [e for row in rows for e in row]
        texts = []
        for e in elements:
            if not self.reader.mentions_dims(e.value, env):
                return None
            text = self._size_expr(e.value, env, _SizeDtype(lambda name: False, True, []))
            if not isinstance(text, str):
                return text
            texts.append(text)
        joined = texts[0] if len(texts) == 1 else f"{self.f}.concat({', '.join(texts)}, dim=0)"
        if rows[0] is not args[0].value.elements:
            joined = f"{self.f}.reshape({joined}, ({len(rows)}, {len(rows[0])}))"
        return [(call, joined)], [f"build the sizes from {self.f}.shape_array (float32, nd.array's dtype)"]

    def _eye(self, call, env: Env):
        """``eye(n)`` with ``n`` a tensor's size -> the outer equality of that axis's index range
        (``arange_like``), cast to eye's dtype (float32 unless given)."""
        positional = [a for a in call.args if a.keyword is None]
        if len(positional) != 1 or any(a.star for a in call.args):
            return None
        size = positional[0].value
        if not self.reader.mentions_dims(size, env):
            return None
        d = self.reader.dim(size, env)
        holder = self._holder([d], env) if d is not None else None
        if not holder:
            return Refusal("no tensor in scope has the size it reads (was it rebound?)")
        dtype = "'float32'"
        offset = ""
        for a in call.args:
            if a is positional[0]:
                continue
            key = a.keyword.value
            if key == "ctx" and self._device_of(a.value, env) is not None:
                continue        # a tensor's device: where the range is computed anyway
            if key == "dtype":
                dtype = self.code(a.value)
                continue
            if key == "k" and not self.reader.mentions_dims(a.value, env):
                # eye's k is a python integer (an int attribute); entry (i, j) is 1 where
                # j == i + k, which the rows' range shifted by k meets exactly (sizes < 2**24),
                # an offset past the matrix meeting no column, as eye's gives all zeros
                k = int_literal(a.value)
                if k != 0:
                    k_text = self.code(a.value)
                    offset = f" + ({k_text})" if needs_parens(a.value) else f" + {k_text}"
                continue
            return Refusal(f"eye's `{key}=` has no shape-free form here")
        name, axes = holder
        # (float16 positions round past 2048: a holder cast to it counts from its float32 cast)
        rng = f"{self.f}.contrib.arange_like({float32_carrier(self._dtype_proof(call), self.f, name, call)}, axis={axes[0]})"
        text = (f"{self.f}.cast({self.f}.broadcast_equal({self.f}.reshape({rng}, (-1, 1)){offset}, "
                f"{self.f}.reshape({rng}, (1, -1))), dtype={dtype})")
        return [(call, text)], [f"build the identity from {self.f}.contrib.arange_like({name})"]

    def _device_of(self, node, env: Env) -> str | None:
        """``x.context`` (or ``x.ctx``) of a tensor name in scope: the name."""
        if isinstance(node, cst.Attribute) and node.attr.value in ("context", "ctx") \
                and isinstance(node.value, cst.Name) and (
                    node.value.value in env.tensors or self.ctx.value(node.value).proven):
            return node.value.value
        return None

    def _seed_on(self, device: str, kind: str, seed_shape: list[str], others) -> str:
        """``F.zeros(seed_shape, ctx=x.context, dtype=d)`` without a device argument: one element
        of ``x`` made 0 (or 1) -- so on x's device, eagerly too -- cast to the dtype (float32 by
        default, as F.zeros) and broadcast to the seed's python sizes."""
        f = self.f
        dtype = next((self.code(a.value) for a in others if a.keyword is not None and a.keyword.value == "dtype"),
                     "'float32'")
        one = (f"{f}.{kind}_like({f}.slice_axis({f}.reshape({device}, shape=(-1,)), axis=0, begin=0, end=1))"
               f".astype({dtype})")
        if len(seed_shape) > 1:
            one = f"{one}.reshape({_tuple_text(['1'] * len(seed_shape))})"
        if any(d != "1" for d in seed_shape):
            one = f"{f}.broadcast_to({one}, shape={_tuple_text(seed_shape)})"
        return one

    def _resize(self, call, env: Env):
        if not isinstance(call, cst.Call) or self.ctx.f_path(call.func) != ("contrib", "BilinearResize2D"):
            return None
        h, w = kwarg(call, "height"), kwarg(call, "width")
        if h is None or w is None:
            return None
        dh, dw = self.reader.dim(h, env), self.reader.dim(w, env)
        if dh is None or dw is None:
            return Refusal("the height/width it is given are not sizes of one tensor")
        for name, shape in reversed(list(env.tensors.items())):
            if shape.rank in (None, 4) and _axis_is(shape, dh, 2) and _axis_is(shape, dw, 3):
                keep = [a for a in call.args if a.keyword is None
                        or a.keyword.value not in ("height", "width", "mode", "like")]
                if any(a.keyword is not None and a.keyword.value.startswith("scale") for a in keep):
                    return None
                text = ", ".join(self.arg_text(a) for a in keep)
                return [(call, f"{self.f}.contrib.BilinearResize2D({text}, like={name}, mode='like')")], \
                    [f"resize like {name}"]
        for name, shape in reversed(list(env.tensors.items())):
            # `*_, h, w = x.shape`: the last two sizes of a tensor of unknown rank. mode='like'
            # reads axes 2 and 3 of `like`, so it is given x with everything before its last two
            # axes merged: a reverse reshape (-1, 1, 0, 0) is (prod, 1, h, w) for any rank >= 2
            if shape.rank is None and shape.dims.get(-2) == dh and shape.dims.get(-1) == dw:
                keep = [a for a in call.args if a.keyword is None
                        or a.keyword.value not in ("height", "width", "mode", "like")]
                if any(a.keyword is not None and a.keyword.value.startswith("scale") for a in keep):
                    return None
                text = ", ".join(self.arg_text(a) for a in keep)
                like = f"{self.f}.reshape({name}, shape=(-1, 1, 0, 0), reverse=True)"
                return [(call, f"{self.f}.contrib.BilinearResize2D({text}, like={like}, mode='like')")], \
                    [f"resize like the last two axes of {name}"]
        # a multiple of the resized tensor's own size: scale_height / scale_width
        positional = [a for a in call.args if a.keyword is None]
        data = positional[0].value if positional else kwarg(call, "data")
        src = self.reader.value_shape(data, env) if data is not None else None
        if src is not None and src.rank in (None, 4):
            scales = []
            for d, axis in ((dh, 2), (dw, 3)):
                have = src.dims.get(axis)
                inv = have.inverse() if have is not None else None
                ratio = d * inv if inv is not None else None
                scales.append(_scale_text(ratio) if ratio is not None else None)
            others = [a for a in call.args if a.keyword is not None and a.keyword.value not in ("height", "width")]
            if None not in scales and not any(a.keyword.value in ("mode", "like") or a.keyword.value.startswith("scale")
                                              for a in others):
                keep = ", ".join(self.arg_text(a) for a in call.args
                                 if a.keyword is None or a.keyword.value not in ("height", "width"))
                return [(call, f"{self.f}.contrib.BilinearResize2D({keep}, scale_height={scales[0]}, "
                               f"scale_width={scales[1]})")], ["resize by a scale of the input's own size"]
        # a tensor of that size made from one in scope: swapped and tiled, else pooled down, else
        # built from the axes that hold each size
        for made, how in ((lambda: self._tiled_like(dh, dw, env, data),
                           "with its spatial axes swapped and tiled to that size"),
                          (lambda: self._pooled_like(dh, dw, env), "pooled to that size"),
                          (lambda: self._axes_like(dh, dw, env), "as a (1, 1, height, width) map")):
            found = made()
            if found is None or any(a.keyword is not None and (a.keyword.value in ("mode", "like")
                                                               or a.keyword.value.startswith("scale"))
                                    for a in call.args):
                continue
            like, name = found
            keep = ", ".join(self.arg_text(a) for a in call.args
                             if a.keyword is None or a.keyword.value not in ("height", "width"))
            return [(call, f"{self.f}.contrib.BilinearResize2D({keep}, like={like}, mode='like')")], \
                [f"resize like {name} {how}"]
        return Refusal("no tensor in scope has that height and width (was it rebound?)")

    def _global_window(self, call, env: Env):
        """``F.Pooling(x, kernel=(h, w), ...)`` with ``h, w`` x's own spatial sizes (bound by ``b, c,
        h, w = x.shape``, SE's pool over the whole map) -> ``global_pool=True``: a window as large as
        the map, placed once (no padding, a 'valid'/'full' convention, channels first: global_pooling's
        ``placed_once``), gives one output per channel for every pool type; a kernel whose length is
        not the rank less two raises eagerly, so a block that runs pools every spatial axis."""
        if not isinstance(call, cst.Call) or self.ctx.f_path(call.func) != ("Pooling",):
            return None
        kernel = kwarg(call, "kernel")
        if not isinstance(kernel, (cst.Tuple, cst.List)) or not kernel.elements \
                or any(isinstance(e, cst.StarredElement) for e in kernel.elements):
            return None
        positional = [a for a in call.args if a.keyword is None]
        data = positional[0].value if positional else kwarg(call, "data")
        if not isinstance(data, cst.Name):
            return None
        src = self.reader.value_shape(data, env)
        n = len(kernel.elements)
        dims = [self.reader.dim(e.value, env) for e in kernel.elements]
        if src is None or src.rank not in (None, n + 2) or None in dims \
                or not all(_axis_is(src, d, 2 + i) for i, d in enumerate(dims)):
            return None     # another window: the attribute's own reason says why it stays
        if any(a.star for a in call.args) or len(positional) > 1 or kwarg(call, "global_pool") is not None:
            return Refusal("the pooling passes more than its data positionally, or gives `global_pool=`")
        why = placed_once(self.ctx, call, data.value)
        if why is not None:
            return Refusal(why)
        parts = []
        for a in call.args:
            if a.keyword is not None and a.keyword.value == "kernel":
                parts.append("global_pool=True")
            elif a.keyword is not None and a.keyword.value == "stride" and self.code(a.value) == self.code(kernel):
                continue        # one placement: the stride moves nothing
            else:
                parts.append(self.arg_text(a))
        return [(call, f"{self.code(call.func)}({', '.join(parts)})")], \
            [f"pool over the whole map of {data.value} with global_pool=True"]

    def _affine_grid(self, call, env: Env):
        """``F.GridGenerator(theta, transform_type='affine', target_shape=(h, w))`` with ``h, w``
        the sizes of axes 2 and 3 of a 4-d tensor in scope -> the same grid from that tensor
        (``_affine_grid.affine_grid_like``)."""
        if not isinstance(call, cst.Call) or self.ctx.f_path(call.func) != ("GridGenerator",) \
                or any(a.star for a in call.args):
            return None
        kind, target = kwarg(call, "transform_type"), kwarg(call, "target_shape")
        positional = [a.value for a in call.args if a.keyword is None]
        theta = positional[0] if len(positional) == 1 else kwarg(call, "data") if not positional else None
        if not (isinstance(kind, cst.SimpleString) and kind.evaluated_value == "affine") or theta is None \
                or any(a.keyword is not None and a.keyword.value not in ("data", "transform_type", "target_shape")
                       for a in call.args):
            return None
        tail = _shape_tail_of(target, 2)
        if tail is not None and tail in env.tensors:
            # `target_shape=x.shape[2:]`: an affine grid takes two sizes, so where the original
            # runs x has four axes
            return [(call, affine_grid_like(self.f, self.code(theta), tail))], \
                [f"the affine grid at the size of {tail}, from a warp grid of zeros like it"]
        if not isinstance(target, (cst.Tuple, cst.List)) or len(target.elements) != 2:
            return None
        dh, dw = (self.reader.dim(e.value, env) for e in target.elements)
        if dh is None or dw is None:
            return None
        for name, shape in reversed(list(env.tensors.items())):
            if shape.rank == 4 and _axis_is(shape, dh, 2) and _axis_is(shape, dw, 3):
                return [(call, affine_grid_like(self.f, self.code(theta), name))], \
                    [f"the affine grid at the size of {name}, from a warp grid of zeros like it"]
        # `target_shape=(h // 2, w // 2)`: at the size of one channel of a 4-d tensor max-pooled
        # by the divisors, as a resize to those sizes takes it
        pooled = self._pooled_like(dh, dw, env)
        if pooled is not None:
            return [(call, affine_grid_like(self.f, self.code(theta), pooled[0]))], \
                [f"the affine grid at the size of {pooled[1]} pooled by the divisors, from a warp grid of zeros like it"]
        return None

    def _helper(self, call, env: Env):
        """``self.upsample(F, y, h, w)`` (or a module-level ``upsample(F, y, h, w)``) whose
        function, defined in this file, uses ``h, w`` only as ``height=h, width=w`` of
        ``F.contrib.BilinearResize2D``: the function takes the tensor those sizes are read from
        instead (one parameter where the two were) and resizes ``like=`` it, and every call of it
        passes that tensor.  The function's signature changes, so each of its callers must be in
        view: every occurrence of its name in the file's text is its ``def`` or a call of it in
        this function, each passing the spatial sizes of a tensor in scope there."""
        got = self._helper_arguments(call, env)
        if got is None:
            return None
        func, name, sized, f_params = got
        if not any(isinstance(n, cst.Call) and isinstance(n.func, cst.Attribute)
                   and n.func.attr.value == "BilinearResize2D" for n in _walk_nodes(func.body)):
            return None         # not a resizing helper: the use's own refusal says more
        label = self.code(call.func)
        params = [*func.params.posonly_params, *func.params.params]
        if isinstance(call.func, cst.Attribute):
            params = params[1:]         # self
        index = {p.name.value: i for i, p in enumerate(params)}
        # Fast-SCNN's `_upsample(F, x, size)` with `size = x.shape[2:]`: one parameter given a
        # run of spatial sizes, read in the helper only as `height=size[0], width=size[1]`
        runs = [n for n, v in call_arguments(func, call).items() if not sized and n in index
                and self._spatial_run(v, env) is not None]
        if len(runs) == 1:
            ph = pw = params[index[runs[0]]]
        elif len(sized) != 2 or sized[0] not in index or sized[1] not in index \
                or index[sized[1]] != index[sized[0]] + 1:
            return Refusal(f"`{label}` is given sizes other than one height and width "
                           "in two adjacent parameters (or one run `x.shape[2:]`)")
        else:
            ph, pw = params[index[sized[0]]], params[index[sized[1]]]
        if any(p.default is not None or p.annotation is not None for p in (ph, pw)):
            return Refusal(f"`{label}`'s size parameters have defaults or annotations")
        if len(f_params) != 1:
            return Refusal(f"`{label}` is not handed this block's `{self.f}` once")
        resizes = self._helper_resizes(func, f_params[0], ph.name.value, pw.name.value)
        if isinstance(resizes, Refusal):
            return resizes
        calls = self._helper_calls(func, name, isinstance(call.func, cst.Attribute))
        if isinstance(calls, Refusal):
            return calls
        like = _fresh_name("like", func)
        edits: list[tuple] = []
        refs: list[str] = []
        for site in calls:
            site_env = self.flow.env_at(site)
            site_args = call_arguments(func, site)
            if site_env is None or any(a.star for a in site.args) or ph.name.value not in site_args \
                    or pw.name.value not in site_args:
                return Refusal(f"`{label}` is called at line {self._line(site)} where its sizes are not known")
            if not (isinstance(site_args.get(f_params[0]), cst.Name) and site_args[f_params[0]].value == self.f):
                return Refusal(f"`{label}` is called at line {self._line(site)} without `{self.f}`")
            if ph is pw:
                dh, dw = self._spatial_run(site_args[ph.name.value], site_env) or (None, None)
            else:
                dh = self.reader.dim(site_args[ph.name.value], site_env)
                dw = self.reader.dim(site_args[pw.name.value], site_env)
            ref = None
            if dh is not None and dw is not None and dh.python() is None and dw.python() is None:
                ref = next((n for n, shape in reversed(list(site_env.tensors.items()))
                            if shape.rank in (None, 4) and _axis_is(shape, dh, 2) and _axis_is(shape, dw, 3)),
                           None)
            if ref is None:
                return Refusal(f"`{label}` is called at line {self._line(site)} with a height and width "
                               "that are not the spatial sizes of one tensor in scope")
            out = []
            for a in site.args:
                if a.value is site_args[pw.name.value] and ph is not pw:
                    continue
                if a.value is site_args[ph.name.value]:
                    out.append(f"{like}={ref}" if a.keyword is not None else ref)
                else:
                    out.append(self.arg_text(a))
            edits.append((site, f"{self.code(site.func)}({', '.join(out)})"))
            refs.append(ref)
        try:
            start, _ = self.ctx.span(ph.name)
            _, end = self.ctx.span(pw.name)
        except Exception:   # noqa: BLE001 - no positions, no rewrite
            return Refusal("the source positions of this code are unavailable")
        edits.append(((start, end), like))
        for resize in resizes:
            keep = [self.arg_text(a) for a in resize.args
                    if a.keyword is None or a.keyword.value not in ("height", "width")]
            keep += [f"like={like}", "mode='like'"]
            edits.append((resize, f"{self.code(resize.func)}({', '.join(keep)})"))
        return edits, [f"pass {', '.join(dict.fromkeys(refs))} to `{name}` instead of its sizes and "
                       "resize like it there"]

    def _arange_helper(self, call, env: Env):
        """``self.sequence_mask(F, lengths, x.shape[1])`` whose function, defined in this file,
        uses that size only as ``F.arange(max_len)``: the function takes the tensor the size is
        read from instead and builds ``F.contrib.arange_like(like, axis=k)``, and every call of it
        passes that tensor (one axis k at every call).  Unsafe as the arange rewrite: the
        positions take the tensor's dtype.  Its callers must all be in view (``_helper_calls``)."""
        got = self._helper_arguments(call, env)
        if got is None:
            return None
        func, name, sized, f_params = got
        params = {p.name.value: p for p in (*func.params.posonly_params, *func.params.params)}
        if len(sized) != 1 or sized[0] not in params:
            return None
        size = params[sized[0]]
        aranges = [n for n in _walk_nodes(func.body) if isinstance(n, cst.Call) and len(n.args) == 1
                   and n.args[0].keyword is None and not n.args[0].star
                   and isinstance(n.args[0].value, cst.Name) and n.args[0].value.value == size.name.value
                   and isinstance(n.func, cst.Attribute) and n.func.attr.value == "arange"
                   and len(f_params) == 1 and isinstance(n.func.value, cst.Name) and n.func.value.value == f_params[0]]
        if not aranges:
            return None         # not a helper building positions: the use's own refusal says more
        label = self.code(call.func)
        if size.default is not None or size.annotation is not None or func.decorators \
                or isinstance(func.params.star_arg, cst.Param) or func.params.star_kwarg is not None:
            return Refusal(f"`{label}` takes *args/**kwargs, is decorated, or its size parameter has a "
                           "default or annotation")
        allowed = {id(a.args[0].value) for a in aranges}
        for node in _walk_nodes(func.body):
            if isinstance(node, cst.Name) and (node.value == size.name.value or node.value in READS_LOCALS) \
                    and id(node) not in allowed:
                return Refusal(f"`{func.name.value}` uses `{node.value}` (line {self._line(node)}) other than "
                               f"as the length of `{f_params[0]}.arange`")
        calls = self._helper_calls(func, name, isinstance(call.func, cst.Attribute))
        if isinstance(calls, Refusal):
            return calls
        like = _fresh_name("like", func)
        edits: list[tuple] = []
        refs: list[str] = []
        axes: set[int] = set()
        for site in calls:
            site_env = self.flow.env_at(site)
            site_args = call_arguments(func, site)
            given = site_args.get(size.name.value)
            d = self.reader.dim(given, site_env) if given is not None and site_env is not None else None
            if d is None or d.python() is not None or any(a.star for a in site.args) \
                    or not (isinstance(site_args.get(f_params[0]), cst.Name) and site_args[f_params[0]].value == self.f):
                return Refusal(f"`{label}` is called at line {self._line(site)} with a length that is no "
                               f"tensor's size, or without `{self.f}`")
            holders = [(n, shape.axes_of(d)) for n, shape in reversed(list(site_env.tensors.items())) if shape.axes_of(d)]
            if not holders:
                return Refusal(f"`{label}` is called at line {self._line(site)} with a length no tensor in "
                               "scope has (was it rebound?)")
            ref, found_axes = holders[0]
            axes.add(found_axes[0])
            edits.append((given, ref))
            keyword = next((a.keyword for a in site.args if a.value is given and a.keyword is not None), None)
            if keyword is not None:
                edits.append((keyword, like))
            refs.append(ref)
        if len(axes) != 1:
            return Refusal(f"`{label}` is handed sizes of different axes at its calls")
        axis = axes.pop()
        edits.append((size.name, like))
        for a in aranges:
            edits.append((a, f"{f_params[0]}.contrib.arange_like({like}, axis={axis})"))
        return edits, [(f"pass {', '.join(dict.fromkeys(refs))} to `{name}` instead of its size and build "
                        "the positions with arange_like there (in its dtype)")]

    def _mean_helper(self, call, env: Env):
        """``self._pool(F, m, x.shape[1])`` whose private function, defined in this file, uses that
        size only as the divisor of a sum of another of its parameters over axes whose sizes
        multiply to it at every call (``m.sum(axis=1) / length``, ESIM's mean pooling): the sum
        becomes that mean (as ``_mean`` writes it in place) and the parameter is dropped from the
        function and from every call.  The signature changes, so the function must be private
        and its callers all in view (``_helper_calls``)."""
        got = self._helper_arguments(call, env)
        if got is None:
            return None
        func, name, sized, f_params = got
        params = {p.name.value: p for p in func.params.params}
        if len(sized) != 1 or sized[0] not in params:
            return None
        size = params[sized[0]].name.value
        divisions = self._helper_divisions(func, size, params, f_params)
        if divisions is None:
            return None         # not a mean over the size: the use's own refusal says more
        label = self.code(call.func)
        if not name.startswith("_") or name.startswith("__") or func.decorators \
                or isinstance(func.params.star_arg, cst.Param) or func.params.star_kwarg is not None \
                or params[size].default is not None or params[size].annotation is not None:
            return None         # public, decorated, *args, a default: _handed_to_helper says why
        calls = self._helper_calls(func, name, isinstance(call.func, cst.Attribute))
        if isinstance(calls, Refusal):
            return calls
        edits: list[tuple] = []
        for site in calls:
            site_env = self.flow.env_at(site)
            site_args = call_arguments(func, site)
            given = site_args.get(size)
            d = self.reader.dim(given, site_env) if given is not None and site_env is not None else None
            if d is None or d.python() is not None or any(a.star for a in site.args):
                return Refusal(f"`{label}` is called at line {self._line(site)} with a divisor that is no "
                               "tensor's size")
            for _, data, axes in divisions:
                shape = self.reader.value_shape(site_args[data], site_env) if data in site_args else None
                dims = [shape.dim(a) for a in axes] if shape is not None else [None]
                if any(g is None for g in dims) or product(dims) != d:
                    return Refusal(f"`{label}` is called at line {self._line(site)} where the divisor is not "
                                   f"proven to be the size `{data}` is summed over")
            edits.append(self._dropped_argument(site, given))
        edits.append(self._dropped_parameter(func, params[size]))
        for node, _, _ in divisions:
            total = node.left
            edits.append((node, f"{self.code(total.func.value)}.mean("
                                f"{', '.join(self.arg_text(a) for a in total.args)})"))
        return edits, [f"`{name}` divides a sum by the size of the summed axes: its mean, and the size "
                       "is no longer handed to it"]

    def _helper_divisions(self, func, size: str, params: dict, f_params: list):
        """[(``s / size``, the parameter summed, its axes)] when every read of ``size`` in ``func``
        is the divisor of ``p.sum(axis=k)`` / ``F.sum(p, axis=k)`` (no keepdims, no exclude) with
        ``p`` a parameter the body never rebinds; else None."""
        rebound = bound_names(func.body)
        found, allowed = [], set()
        for node in _walk_nodes(func.body):
            if not (isinstance(node, cst.BinaryOperation) and isinstance(node.operator, cst.Divide)
                    and isinstance(node.right, cst.Name) and node.right.value == size
                    and isinstance(node.left, cst.Call) and isinstance(node.left.func, cst.Attribute)
                    and node.left.func.attr.value == "sum"):
                continue
            total = node.left
            positional = [a for a in total.args if a.keyword is None]
            # (`F.sum(v, ...)` with F the parameter the block's F is handed to is no fluent sum of F)
            fluent = isinstance(total.func.value, cst.Name) and total.func.value.value in params \
                and total.func.value.value not in f_params
            data = total.func.value if fluent else positional[0].value if positional else None
            rest = positional if fluent else positional[1:]
            axis = next((a.value for a in total.args if a.keyword is not None and a.keyword.value == "axis"), None)
            if rest or axis is None or any(a.star or a.keyword is not None and a.keyword.value != "axis"
                                           for a in total.args) \
                    or not (isinstance(data, cst.Name) and data.value in params and data.value not in rebound):
                return None
            axes = [int_literal(axis)] if not isinstance(axis, (cst.Tuple, cst.List)) \
                else [int_literal(e.value) for e in axis.elements]
            if any(a is None for a in axes):
                return None
            found.append((node, data.value, axes))
            allowed.add(id(node.right))
        for node in _walk_nodes(func.body):
            if isinstance(node, cst.Name) and (node.value == size or node.value in READS_LOCALS) \
                    and id(node) not in allowed:
                return None
        return found or None

    def _dropped_argument(self, site: cst.Call, given) -> tuple:
        """The edit removing the argument ``given`` from ``site`` (with its comma)."""
        args = list(site.args)
        i = next(k for k, a in enumerate(args) if a.value is given)
        return self._dropped(args, i)

    def _dropped(self, items: list, i: int) -> tuple:
        """The edit removing ``items[i]`` (arguments or parameters) with the comma beside it: up to
        the next item, or from the end of the one before for the last."""
        if i + 1 < len(items):
            return (self.ctx.span(items[i])[0], self.ctx.span(items[i + 1])[0]), ""
        start = self.ctx.span(items[i - 1])[1] if i else self.ctx.span(items[i])[0]
        return (start, self.ctx.span(items[i])[1]), ""

    def _dropped_parameter(self, func, param) -> tuple:
        """The edit removing ``param`` from ``func``'s signature (with its comma)."""
        params = list(func.params.params)
        return self._dropped(params, params.index(param))

    def _child(self, call, env: Env):
        """``self.up(y, x.shape[2:])`` (or a name holding that run), ``self.up`` a block of this
        file that, handed sizes, resizes its input to them (``_child_resize``): the child takes
        the tensor in a new trailing input and resizes ``like=`` it; this call passes None for
        the sizes and the tensor there.  Its other callers run as before."""
        if not (isinstance(call, cst.Call) and isinstance(call.func, cst.Attribute)
                and isinstance(call.func.value, cst.Name) and call.func.value.value == "self"):
            return None
        scope = self.ctx.scope
        attr = call.func.attr.value
        if scope.cls is None or attr in scope.cls.methods:
            return None
        runs = [(i, r) for i, a in enumerate(call.args) if (r := self._run_of(a.value, env)) is not None]
        if len(runs) != 1:
            return None
        at, run = runs[0]
        blocks = {c.name for c in self.ctx.classes if not c.plain}
        found = child_resize(self.ctx.source, self.ctx.stdlib_statements(), scope.cls.name, attr,
                             len(call.args), at, blocks.__contains__)
        if found is None:
            return None
        label = self.code(call.func)
        if isinstance(found, str):
            return Refusal(found)
        if any(a.keyword is not None or a.star for a in call.args):
            # Block.__call__ takes its inputs by position only
            return Refusal(f"`{label}` is called with keyword or starred inputs")
        if isinstance(run, str):
            return Refusal(run)
        shape, lo, hi = run
        if shape.rank not in (None, 4) or lo != 2 or (hi is not None and hi < 4):
            return Refusal(f"`{label}` is handed sizes other than axes 2 and 3 of a 4-d tensor")
        dh, dw = shape.dim(2), shape.dim(3)
        ref = next((n for n, s in reversed(list(env.tensors.items()))
                    if s.rank in (None, 4) and _axis_is(s, dh, 2) and _axis_is(s, dw, 3)), None)
        if ref is None:
            return Refusal(f"no tensor in scope has the height and width `{label}` is handed (was it rebound?)")
        args = [self.arg_text(a) for a in call.args]
        args[at] = "None"
        edits: list[tuple] = [(call, f"{label}({', '.join([*args, *found.fill, ref])})")]
        edits += [(_Anywhere(span), text) for span, text in found.edits]
        return edits, [f"pass {ref} to `{label}` instead of its sizes and resize like it there "
                       f"(`{found.cls}.hybrid_forward` takes `{found.like}`)"]

    def _run_of(self, node, env: Env):
        """(shape, begin, end) of the run of sizes ``node`` is (``x.shape[2:]``, a name bound to
        it), why a run read from the end cannot be placed, or None."""
        if isinstance(node, cst.Name):
            return env.sizes.get(node.value)
        if not (isinstance(node, cst.Subscript) and isinstance(node.value, cst.Attribute)
                and node.value.attr.value == "shape" and len(node.slice) == 1
                and isinstance(node.slice[0].slice, cst.Slice)):
            return None
        shape = self.reader.tensor(node.value.value, env)
        sl = node.slice[0].slice
        lo = int_literal(sl.lower) if sl.lower is not None else 0
        hi = int_literal(sl.upper) if sl.upper is not None else None
        if shape is None or sl.step is not None or lo is None or (sl.upper is not None and hi is None):
            return None
        if lo < 0 and shape.rank is not None:
            lo += shape.rank
        if lo < 0:
            return (f"`{self.code(node)}` counts from the end of a tensor of unknown rank: its first two "
                    "sizes need not be axes 2 and 3, which mode='like' reads")
        return shape, lo, hi

    def _helper_arguments(self, call, env: Env):
        """(function, name, the parameters given sizes of a tensor (not python numbers), the
        parameters given this block's F) for ``call`` of a helper defined in this file, else None."""
        if not isinstance(call, cst.Call):
            return None
        found = self._helper_def(call.func)
        if found is None:
            return None
        func, name = found
        args = call_arguments(func, call)
        sized = [n for n, v in args.items() if (d := self.reader.dim(v, env)) is not None and d.python() is None]
        f_params = [n for n, v in args.items() if isinstance(v, cst.Name) and v.value == self.f]
        return func, name, sized, f_params

    def _helper_def(self, func_expr):
        """(the FunctionDef, its name) that ``self.NAME`` or ``NAME`` calls, when this file
        defines it: a method of this scope's class, or a module-level function."""
        scope = self.ctx.scope
        if isinstance(func_expr, cst.Attribute) and isinstance(func_expr.value, cst.Name) \
                and func_expr.value.value == "self" and scope.cls is not None:
            got = scope.cls.methods.get(func_expr.attr.value)
            return (got, func_expr.attr.value) if isinstance(got, cst.FunctionDef) else None
        if isinstance(func_expr, cst.Name):
            for stmt in self.ctx.module.body:
                if isinstance(stmt, cst.FunctionDef) and stmt.name.value == func_expr.value:
                    return stmt, func_expr.value
        return None

    def _helper_resizes(self, func, f_param: str, ph: str, pw: str):
        """The ``<F>.contrib.BilinearResize2D(..., height=ph, width=pw)`` calls of ``func``, when
        they are the only places ``ph`` and ``pw`` are read (arithmetic, a rebinding, a closure
        or another call would need the python numbers)."""
        if isinstance(func.params.star_arg, cst.Param) or func.params.star_kwarg is not None or func.decorators:
            return Refusal(f"`{func.name.value}` takes *args/**kwargs or is decorated")
        resizes, allowed = [], set()
        for node in _walk_nodes(func.body):
            if not isinstance(node, cst.Call):
                continue
            f = node.func
            if not (isinstance(f, cst.Attribute) and f.attr.value == "BilinearResize2D"
                    and isinstance(f.value, cst.Attribute) and f.value.attr.value == "contrib"
                    and isinstance(f.value.value, cst.Name) and f.value.value.value == f_param):
                continue
            h, w = kwarg(node, "height"), kwarg(node, "width")
            if ph == pw:
                # one run of sizes: `height=size[0], width=size[1]`, the names inside read here
                h, w = (_indexed_name(v, ph, k) for v, k in ((h, 0), (w, 1)))
            if isinstance(h, cst.Name) and h.value == ph and isinstance(w, cst.Name) and w.value == pw:
                if any(a.keyword is not None and (a.keyword.value in ("like", "mode")
                                                  or a.keyword.value.startswith("scale")) for a in node.args):
                    return Refusal(f"the resize in `{func.name.value}` also sets a mode or scale")
                resizes.append(node)
                allowed.update((id(h), id(w)))
        for node in _walk_nodes(func.body):
            if isinstance(node, cst.Name) and (node.value in (ph, pw) or node.value in READS_LOCALS) \
                    and id(node) not in allowed:
                return Refusal(f"`{func.name.value}` uses `{node.value}` (line {self._line(node)}) other than "
                               "as the height/width of a resize")
        if not resizes:
            return Refusal(f"`{func.name.value}` does not resize to `height={ph}, width={pw}`")
        return resizes

    def _spatial_run(self, value, env: Env) -> "tuple[Dim, Dim] | None":
        """The sizes at axes 2 and 3 of ``value``, a run of a tensor's shape from axis 2 (``size``
        bound to ``x.shape[2:]``, or that subscript itself), when both are read from tensors."""
        if isinstance(value, cst.Name) and value.value in env.sizes:
            shape, lo, hi = env.sizes[value.value][:3]
            if lo != 2 or (hi is not None and hi < 4):
                return None
            dims = shape.dim(2), shape.dim(3)
        else:
            entries = self.reader.entries(value, env) if _shape_run_of(value, 2) else None
            dims = tuple(entries[:2]) if entries is not None and len(entries) >= 2 else (None, None)
        if any(d is None or not isinstance(d, Dim) or d.python() is not None for d in dims):
            return None
        return dims

    def _helper_calls(self, func, name: str, method: bool):
        """Every call of the helper, when each is in this function: the name occurs in the file's
        text only as its ``def`` and those calls (a mention anywhere else -- another caller, the
        function passed as a value, a subclass overriding it, a string for ``getattr`` -- refuses)."""
        calls = []
        for node in _walk_nodes(self.ctx.module):
            if method and isinstance(node, cst.Attribute) and node.attr.value == name:
                ref = node
            elif not method and isinstance(node, cst.Name) and node.value == name and node is not func.name:
                ref = node
            else:
                continue
            parent = self.flow.parent(ref)
            if not (isinstance(parent, cst.Call) and parent.func is ref and self.flow.top_statement(parent) is not None
                    and (not method or (isinstance(ref.value, cst.Name) and ref.value.value == "self"))):
                return Refusal(f"`{name}` is referred to other than by a call in this function's straight-line code "
                               f"(line {self._line(ref)}); its callers must all pass the tensor")
            calls.append(parent)
        # the tree may lack methods reduce.py blanked; the text has them (and strings)
        mentions = text_mentions(self.ctx.source, name)
        if mentions != len(calls) + 1:
            return Refusal(f"`{name}` is mentioned {mentions - len(calls) - 1} more time(s) in this file "
                           "than its calls here (another caller, an override, a getattr?)")
        return calls

    def _tiled_like(self, dh: Dim, dw: Dim, env: Env, data) -> tuple[str, str] | None:
        """``height=y.shape[2] * a, width=y.shape[3] * b`` (whole multiples of a 4-D tensor's
        spatial sizes, possibly crossed: ``height=x.shape[3] * a, width=x.shape[2] * b``): one
        channel of y (axes 2 and 3 swapped when crossed) tiled (a, b) times -- a tensor of exactly
        that size, which mode='like' reads only the size of. (Multiples of the resized tensor's own
        uncrossed sizes are a scale, taken before this.)
        The resized tensor itself may be of unknown rank: BilinearResize2D takes only 4-D data."""
        for name, shape in reversed(list(env.tensors.items())):
            own = isinstance(data, cst.Name) and data.value == name and shape.rank is None
            # rank unknown, only axis 2 read (so rank >= 3): seen as 4-D by a reshape (0, 0, 0, -1)
            # that merges whatever follows axis 2 into axis 3 (adds it when the rank is 3)
            merged = shape.rank is None and not own
            if shape.rank != 4 and not own and not merged:
                continue
            for axes in ((2, 3), (3, 2), (2, 2), (3, 3)):
                if merged and axes != (2, 2):
                    continue
                reps = []
                for d, axis in zip((dh, dw), axes):
                    have = shape.dims.get(axis)
                    inv = have.inverse() if have is not None and not have.is_const else None
                    ratio = d * inv if inv is not None else None
                    if ratio is None or not ratio.is_const or ratio.coef.denominator != 1 or ratio.coef < 1:
                        break
                    reps.append(str(ratio.coef.numerator))
                else:
                    if axes == (2, 3) and reps == ["1", "1"]:
                        continue        # the tensor itself: the loop in _resize took it if it could
                    f = self.f
                    base = f"{f}.reshape({name}, shape=(0, 0, 0, -1))" if merged else name
                    like = f"{f}.slice_axis({base}, axis=1, begin=0, end=1)"
                    if axes == (3, 2):
                        like = f"{f}.swapaxes({like}, dim1=2, dim2=3)"
                    elif axes[0] == axes[1]:
                        # both sizes from one axis (`height=x.shape[2], width=x.shape[2]`): that
                        # axis kept once as a column (or row) plus the same swapped: (.., s, s)
                        other = 5 - axes[0]
                        line = f"{f}.slice_axis({like}, axis={other}, begin=0, end=1)"
                        like = f"{f}.broadcast_add({line}, {f}.swapaxes({line}, dim1=2, dim2=3))"
                    if reps != ["1", "1"]:
                        like = f"{f}.tile({like}, reps=(1, 1, {reps[0]}, {reps[1]}))"
                    return like, name
        return None

    def _axes_like(self, dh: Dim, dw: Dim, env: Env) -> tuple[str, str] | None:
        """``height=1, width=emg.shape[2]`` (a 1-d signal stretched to another's length), or a
        height and a width that are axes of two tensors: each size an axis of a tensor in scope,
        that tensor summed over every other axis (a vector of exactly that length) and laid on
        axis 2 or 3 of a (1, 1, ., .) map, the two multiplied by broadcasting; a literal 1 needs no
        vector. mode='like' reads only axes 2 and 3 of it (no gradient reaches it)."""
        one = Dim.const(1)
        vectors = []
        for d, code in ((dh, "(1, 1, -1, 1)"), (dw, "(1, 1, 1, -1)")):
            if d == one:
                continue
            if d.floored:
                return None     # n // k read as n / k: equal to an axis only where k divides n
            found = next(((name, axis) for name, shape in reversed(list(env.tensors.items()))
                          for axis, have in shape.dims.items() if have == d), None)
            if found is None:
                return None
            name, axis = found
            vectors.append((f"{self.f}.reshape({self.f}.sum({name}, axis={axis}, exclude=True), shape={code})", name))
        if not vectors:
            return None
        if len(vectors) == 1:
            return vectors[0]
        (h, a), (w, b) = vectors
        return f"{self.f}.broadcast_mul({h}, {w})", a if a == b else f"{a} and {b}"

    def _pooled_like(self, dh: Dim, dw: Dim, env: Env) -> tuple[str, str] | None:
        """``height=h // kh, width=w // kw`` with h, w the spatial sizes of a tensor in scope (the
        other maps of an FPN sit at 1/4, 1/8 ... of the input): a tensor of exactly that size, one
        channel of it max-pooled with kernel = stride = (kh, kw) -- a 'valid' pooling gives
        floor((h - kh) / kh) + 1 = h // kh -- that mode='like' reads only the size of (no gradient
        reaches it)."""
        for name, shape in reversed(list(env.tensors.items())):
            # rank unknown, sizes read from the end (`*_, h, w = x.shape`): x as (prod, 1, h, w),
            # a reverse reshape valid for any rank >= 2, pooled the same way
            tail = shape.rank is None and -2 in shape.dims and -1 in shape.dims
            if shape.rank != 4 and not tail:
                continue        # a 2-D pooling of a tensor of another rank fails, eagerly too
            kernel = []
            for d, axis in ((dh, 2), (dw, 3)):
                have = shape.dims.get(axis - 4 if tail else axis)
                inv = have.inverse() if have is not None and not have.is_const else None
                ratio = d * inv if inv is not None else None
                if ratio is None or not ratio.is_const or ratio.coef <= 0 or ratio.coef.numerator != 1:
                    break
                kernel.append(str(ratio.coef.denominator))
            else:
                if kernel == ["1", "1"]:
                    continue            # the tensor itself: the loop in _resize took it if it could
                f = self.f
                size = f"({kernel[0]}, {kernel[1]})"
                one = f"{f}.reshape({name}, shape=(-1, 1, 0, 0), reverse=True)" if tail \
                    else f"{f}.slice_axis({name}, axis=1, begin=0, end=1)"
                return (f"{f}.Pooling({one}, kernel={size}, "
                        f"stride={size}, pool_type='max')"), name
        return None

    def _slice_axis_parts(self, node: cst.Call):
        """(data, axis, begin, end) of ``F.slice_axis(data, axis=, begin=, end=)`` or of its method
        form ``y.slice_axis(axis=, begin=, end=)`` (GraphSAGE's last LSTM step, a TCN's conv chomped
        to the input length): the same operator, its data the receiver, which must be a tensor (and
        its arguments keywords); None for any other call. A missing argument is None."""
        if self.ctx.f_path(node.func) == ("slice_axis",):
            positional = [a.value for a in node.args if a.keyword is None]
            data = positional[0] if positional else kwarg(node, "data")
        elif isinstance(node.func, cst.Attribute) and node.func.attr.value == "slice_axis" \
                and self.ctx.is_tensor(node.func.value, loose=True) \
                and not any(a.keyword is None for a in node.args):
            data = node.func.value
        else:
            return None
        if data is None:
            return None
        return data, kwarg(node, "axis"), kwarg(node, "begin"), kwarg(node, "end")

    def _from_end(self, node, env: Env):
        """A bound or index that is the sliced axis's own size plus a constant (``y[:, :y.shape[1] -
        1]``, ``x[:, T - 1]`` with ``T = x.shape[1]``, ``y[..., :y.shape[-1] - 1]``, ``F.slice_axis(y,
        axis=1, begin=0, end=y.shape[1] - 1)``) -> that constant counted from the end (``-1``; an
        open end for an end at the size itself).  The constant is a literal or a number this file
        fixes (``k = 2``, ``self.pad`` set once in ``__init__`` to a literal) and proven no larger than
        the axis: 1, or an axis at least k long (``_at_least``). For k past the axis python's ``n -
        k`` is negative and counts from the end again, where ``-k`` clamps (session 71, H511: the
        harm of bench/fix_cases_harm_s70b_left's slice_size_minus); a python int of unknown sign
        (a constructor argument) may be past the axis too, so it is refused."""
        if isinstance(node, cst.Subscript):
            data = node.value
            axes = _subscript_axes(node.slice, None)
            if not self.ctx.is_tensor(data, loose=True) or axes is None:
                return None
            bounds, begins = [], {}
            for axis, sl in axes:
                if isinstance(sl, cst.Index):
                    bounds.append((axis, sl.value, "index"))
                else:
                    begins[axis] = sl.lower
                    bounds.extend((axis, b, kind) for b, kind in ((sl.lower, "begin"), (sl.upper, "end"))
                                  if b is not None)
        elif isinstance(node, cst.Call):
            parts = self._slice_axis_parts(node)
            if parts is None:
                return None
            data, axis, begin, end = parts
            axis = int_literal(axis)
            if axis is None:
                return None
            bounds = [(axis, b, kind) for b, kind in ((begin, "begin"), (end, "end")) if b is not None]
            begins = {axis: begin}
        else:
            return None
        shape = self.reader.value_shape(data, env)
        if shape is None:
            return None
        edits = []
        for axis, bound, kind in bounds:
            if not self.reader.mentions_dims(bound, env):
                continue
            got = self._offset(bound, env)
            if got is None or shape.dim(axis) != got[0]:
                return None
            c, text = got[1], got[2]
            if (c is None or c < -1) and kind == "end" and self._empty_past(node, axis, begins.get(axis), bound,
                                                                            shape):
                # `x[:, :, k:n - k]`: past the axis (k > n) the selection is empty, which the
                # original refused; elsewhere `n - k` is `-k` for k > 0 and the whole axis for k <= 0
                edits.append((bound, text if c is not None else f"({text} if {got[3]} > 0 else None)"))
            elif c is None or (c < -1 and not _at_least(got[0], -c)):
                # `n - k` with k > n is negative, which python counts from the end again (`x[:,
                # n - 7:]` of 6 columns keeps the last 5), while `-k` clamps (keeps all 6): the same
                # only where k <= n, proven for k = 1 (a size is at least 1) or an axis at least k
                # long (`_at_least`, also a stride-1 convolution padded past k: _shapes.shifted); a
                # k of unknown sign may be either
                return None
            elif c < 0:
                edits.append((bound, text))
            elif c == 0 and kind == "end":
                # an open end: `y[:, 1:]` (what the slice fixer reads), `end=None` for slice_axis
                edits.append((bound, "" if isinstance(node, cst.Subscript) else "None"))
            else:
                return None     # an index at the size itself, or past it: the original raised
        if not edits:
            return None
        return edits, ["count the bound from the end of the axis"]

    def _empty_past(self, node, axis: int, begin, end, shape: Shape) -> bool:
        """``y[:, :, k:n - k]`` (or ``F.slice_axis(y, axis=2, begin=k, end=n - k)``): the begin is the
        very ``k`` the end takes from the axis's size ``n``.  Where k > n python clamps the begin to
        n and reads the end ``n - k`` from the end again, before it: the selection is empty (so is
        ``k:-k``, whose begin clamps the same), and MXNet 1.9.1 raises on it eagerly -- slice_axis on
        any axis, an NDArray's subscript off axis 0 (axis 0, which gives ``x[5:]`` of 2 rows as an
        empty array, is left out).  For k <= n the end is ``-k`` (k > 0) or the whole axis (an end
        past it clamps)."""
        if begin is None or not (isinstance(end, cst.BinaryOperation) and isinstance(end.operator, cst.Subtract)):
            return False
        k = end.right
        if not begin.deep_equals(k) or not is_pure(k, self.ctx):
            return False
        if isinstance(node, cst.Call):
            return True
        return axis >= 1 or (axis < 0 and min_rank(shape) >= 1 - axis)

    def _halves(self, node, env: Env):
        """``y[:, :n // 2]`` / ``y[:, n // 2:]`` (or ``int(n / 2)``, or slice_axis with those bounds)
        with ``n`` the sliced axis's own size: the first floor(n/2) and the last ceil(n/2) entries,
        for odd sizes too. A stride-2 slice from 1 has floor(n/2) entries and one from 0 ceil(n/2);
        slice_like crops to that size (the second half on the reversed axis)."""
        if isinstance(node, cst.Subscript):
            data, picked = node.value, None
            for axis, el in enumerate(node.slice):
                sl = el.slice
                if not isinstance(sl, cst.Slice) or sl.step is not None:
                    return None
                if sl.lower is None and sl.upper is None:
                    continue
                if picked is not None:
                    return None
                if sl.upper is not None and (sl.lower is None or int_literal(sl.lower) == 0):
                    picked = (axis, sl.upper, "first", None)
                else:
                    # `y[:, n // 2:n]` (MPRNet's patches): an end at the axis's own size is the open end
                    picked = (axis, sl.lower, "second", sl.upper)
        elif isinstance(node, cst.Call) and self.ctx.f_path(node.func) == ("slice_axis",):
            positional = [a.value for a in node.args if a.keyword is None]
            if len(positional) != 1 or len(node.args) != 4:
                return None
            data, axis = positional[0], int_literal(kwarg(node, "axis"))
            begin, end = kwarg(node, "begin"), kwarg(node, "end")
            if axis is None or axis < 0 or begin is None or end is None:
                return None
            if int_literal(begin) == 0:
                picked = (axis, end, "first", None)
            else:
                picked = (axis, begin, "second", None if isinstance(end, cst.Name) and end.value == "None" else end)
        else:
            return None
        if picked is None or not isinstance(data, cst.Name) or not self.ctx.proven_tensor(data):
            return None
        axis, bound, half, end = picked
        shape = self.reader.value_shape(data, env)
        d = shape.dim(axis) if shape is not None else None
        b = self.reader.dim(bound, env)
        if d is None or b is None or b.python() is not None or b * Dim.const(2) != d \
                or not self._floor_half(bound, env):
            return None
        if end is not None and self.reader.dim(end, env) != d:
            return None
        f, x = self.f, self.code(data)
        def axes(*last):
            return "(" + ", ".join(["None"] * axis + list(last)) + ("," if axis == 0 else "") + ")"
        if half == "first":
            text = (f"{f}.slice_like({x}, {f}.slice({x}, begin={axes('1')}, end={axes('None')}, "
                    f"step={axes('2')}), axes=({axis},))")
        else:
            text = (f"{f}.reverse({f}.slice_like({f}.reverse({x}, axis={axis}), {f}.slice({x}, "
                    f"begin={axes('0')}, end={axes('None')}, step={axes('2')}), axes=({axis},)), axis={axis})")
        return [(node, text)], ["take the half with the size of a stride-2 slice"]

    def _floored_crop(self, node, env: Env):
        """``y[:, :n * k]`` (or ``k * n``, or slice_axis from 0 to that end) with ``n = y.shape[j] //
        k`` (or ``int(y.shape[j] / k)``, directly or through the one binding of a name) and ``k`` a
        positive python int (a literal, or ``self.k`` that ``__init__`` fixes above 0): the whole
        frames of a hop, floor(n/k)*k entries. A slice from k-1 with step k has floor(n/k)
        entries; repeated k times along the axis it is a template of the kept length, and
        slice_like crops to it. Where n < k the slice raises, as the original's empty crop does
        (MXNet 1.9.1: an empty NDArray slice fails its shape check)."""
        if isinstance(node, cst.Subscript):
            data, picked = node.value, None
            for axis, el in enumerate(node.slice):
                sl = el.slice
                if not isinstance(sl, cst.Slice) or sl.step is not None:
                    return None
                if sl.lower is None and sl.upper is None:
                    continue
                if picked is not None or sl.upper is None \
                        or not (sl.lower is None or int_literal(sl.lower) == 0):
                    return None
                picked = (axis, sl.upper)
        elif isinstance(node, cst.Call) and self.ctx.f_path(node.func) == ("slice_axis",):
            positional = [a.value for a in node.args if a.keyword is None]
            if len(positional) != 1 or len(node.args) != 4:
                return None
            data, axis = positional[0], int_literal(kwarg(node, "axis"))
            begin, end = kwarg(node, "begin"), kwarg(node, "end")
            if axis is None or axis < 0 or begin is None or end is None or int_literal(begin) != 0:
                return None
            picked = (axis, end)
        else:
            return None
        if picked is None or not isinstance(data, cst.Name) or not self.ctx.proven_tensor(data):
            return None
        axis, bound = picked
        got = self._floored_multiple(bound, env)
        if got is None:
            return None
        whole, k = got
        shape = self.reader.value_shape(data, env)
        d = shape.dim(axis) if shape is not None else None
        if d is None or d != whole:
            return None
        f, x = self.f, self.code(data)
        start = str(int_literal(k) - 1) if int_literal(k) is not None else f"{self.code(k)} - 1"

        def axes(last):
            return "(" + ", ".join(["None"] * axis + [last]) + ("," if axis == 0 else "") + ")"
        text = (f"{f}.slice_like({x}, {f}.repeat({f}.slice({x}, begin={axes(start)}, end={axes('None')}, "
                f"step={axes(self.code(k))}), repeats={self.code(k)}, axis={axis}), axes=({axis},))")
        return [(node, text)], ["crop to whole frames with the size of a strided slice repeated"]

    def _pad_to_multiple(self, node, env: Env):
        """``pad = (k - n % k) % k`` (n the size of axis a of ``x``, k a positive python int as
        ``_floored_multiple`` takes it) followed at once by ``if pad: x = F.concat(x,
        F.zeros(shape), dim=a)`` with ``pad`` at position a of the shape and read nowhere else ->
        ``x = F.slice_like(F.concat(x, F.zeros_like(t), dim=a), t, axes=(a,))``, both lines
        replaced, with ``t`` a slice from 0 with step k repeated k times along the axis:
        ceil(n/k)*k entries, which is n + pad; its zeros outnumber the pad (pad < k <= that
        length), and the crop keeps x and the first pad zeros, x alone where pad is 0. The
        original's concat ran only where the zeros' other sizes and dtype (float32, zeros' default)
        were x's, which zeros_like of a slice of x has. Reached from a size read in the ``pad``
        line or in the zeros' shape."""
        if isinstance(node, cst.Assign):
            first = self.flow.parent(node)
        elif isinstance(node, cst.Call):
            # the statement of the body holding the zeros: the `if`, or the unguarded concat's line
            cur = node
            while cur is not None and self.flow.index(cur) is None:
                cur = self.flow.parent(cur)
            i = self.flow.index(cur) if cur is not None else None
            if not i:
                return None
            first = self.flow.body[i - 1]
        else:
            return None
        # the sizes as they are at the pad line (a read in the branch sees the env of the `if`)
        small = first.body[0] if isinstance(first, cst.SimpleStatementLine) and first.body else None
        got = self._pad_pair(first, self.flow.env_at(small.value) if isinstance(small, cst.Assign) else None)
        if got is None:
            edge = self._edge_pad(first, self.flow.env_at(small.value) if isinstance(small, cst.Assign) else None)
            if edge is not None:
                edits, notes, call = edge
                return (edits, notes) if isinstance(node, cst.Assign) or self.ctx.span(node) == self.ctx.span(call) \
                    else None
            return self._padded_call(first) if isinstance(node, cst.Assign) else None
        if isinstance(node, cst.Call) and self.ctx.span(node) != self.ctx.span(got[2]):
            return None
        branch, x, zeros, a, k, offset = got
        f, k_text, name = self.f, self.code(k), x.value
        target = name if isinstance(branch, cst.If) else branch.body[0].targets[0].target.value
        at = lambda last: "(" + ", ".join(["None"] * a + [last]) + ("," if a == 0 else "") + ")"
        if offset is None:
            tpl = (f"{f}.repeat({f}.slice({name}, begin={at('0')}, end={at('None')}, step={at(k_text)}), "
                   f"repeats={k_text}, axis={a})")
        else:
            tpl = self._offset_template(name, a, k, offset)
        start, end = self._lines_of(first)
        b0, b1 = self._lines_of(branch)
        line = self.ctx.source[b0:b1]
        indent = line[:len(line) - len(line.lstrip())]
        newline = "\r\n" if line.endswith("\r\n") else "\n"
        text = (f"{indent}{target} = {f}.slice_like({f}.concat({name}, {f}.zeros_like({tpl}), dim={a}), "
                f"{tpl}, axes=({a},)){newline}")
        return [((start, end), ""), ((b0, b1), text)], \
            ["pad to a multiple with zeros like a strided slice repeated, cropped to its length"]

    def _offset_template(self, name: str, a: int, k, p) -> str:
        """A tensor of n + w entries on axis a, w = k - (p + n % k) % k (n the length of ``name``
        there): with q = p % k (python's, 0 to k - 1, so (p + n) % k is (q + n) % k), n + w is
        k * ceil((n + q + 1) / k) - q -- x and q + 1 copies of its first entry (n + q + 1 entries)
        sliced from 0 with step k, repeated k times along the axis, the first q dropped."""
        f, k_text = self.f, self.code(k)
        k_par = f"({k_text})" if needs_parens(k) else k_text
        p_text = self.code(p)
        q = f"({p_text}) % {k_par}" if needs_parens(p) else f"{p_text} % {k_par}"
        lit_p, lit_k = int_literal(p), int_literal(k)
        if lit_p is not None and lit_k is not None:
            q = str(lit_p % lit_k)
        at = lambda last: "(" + ", ".join(["None"] * a + [last]) + ("," if a == 0 else "") + ")"
        more = str(int(q) + 1) if q.isdigit() else f"{q} + 1"
        longer = (f"{f}.concat({name}, {f}.repeat({f}.slice_axis({name}, axis={a}, begin=0, end=1), "
                  f"repeats={more}, axis={a}), dim={a})")
        whole = (f"{f}.repeat({f}.slice({longer}, begin={at('0')}, end={at('None')}, step={at(k_par)}), "
                 f"repeats={k_text}, axis={a})")
        return whole if q == "0" else f"{f}.slice_axis({whole}, axis={a}, begin={q}, end=None)"

    def _edge_pad(self, first, env: Env):
        """``pad = ceil(n / k) * k - n`` (any spelling ``_multiple_width`` takes; n the size of axis a
        of ``x``) followed at once by ``if pad: x = F.concat(F.broadcast_to(e, shape), x, dim=a)``,
        e the first entry of x on axis a (``x[:, :1]``, ``F.slice_axis(x, axis=a, begin=0,
        end=1)``) and ``pad`` at position a of the shape, read nowhere else (Crossformer's front pad
        by the first step; the last entry ``x[:, -1:]`` concatenated after x, the back pad) ->
        ([edits], notes, the broadcast_to call): x and k copies of the entry, cropped to t, a slice
        of x from 0 with step k repeated k times (ceil(n/k)*k entries, n + pad): a front pad kept
        from the end by the reversed crop.  Where the original's concat ran, the broadcast's other
        sizes were x's (MXNet checks both), so its rows are the entry repeated pad times; where pad
        is 0 the crop keeps x alone."""
        got = self._pad_branch(first, env)
        if got is None:
            return None
        branch, assign, pad, size, k, tested = got
        call = assign.value
        if not (isinstance(call, cst.Call) and self.ctx.f_path(call.func) == ("concat",)
                and len(call.args) == 3 and all(not arg.star and arg.keyword is None for arg in call.args[:2])):
            return None
        a = int_literal(kwarg(call, "dim"))
        for front in (True, False):
            x, bcast = (call.args[1].value, call.args[0].value) if front else (call.args[0].value, call.args[1].value)
            if isinstance(x, cst.Name) and isinstance(bcast, cst.Call) \
                    and self.ctx.f_path(bcast.func) == ("broadcast_to",):
                break
        else:
            return None
        if a is None or a < 0 or assign.targets[0].target.value != x.value \
                or len(bcast.args) != 2 or any(arg.star or arg.keyword is not None for arg in bcast.args) \
                or not isinstance(bcast.args[1].value, (cst.Tuple, cst.List)) \
                or not self._entry_of(bcast.args[0].value, x.value, a, front):
            return None
        items = bcast.args[1].value.elements
        if a >= len(items) or any(isinstance(e, cst.StarredElement) for e in items) \
                or not (isinstance(items[a].value, cst.Name) and items[a].value.value == pad):
            return None
        i = self.flow.index(first)
        reads = sorted(self.ctx.span(r) for r in self.flow.uses_after(i, [pad]))
        if reads != sorted([self.ctx.span(tested), self.ctx.span(items[a].value)]) \
                or not self.ctx.proven_tensor(x):
            return None
        shape = self.reader.value_shape(x, env)
        n = self.reader.dim(size, env)
        if shape is None or n is None or n.floored or n.python() is not None or shape.dim(a) != n:
            return None
        f, name, k_text = self.f, x.value, self.code(k)
        at = lambda last: "(" + ", ".join(["None"] * a + [last]) + ("," if a == 0 else "") + ")"
        tpl = (f"{f}.repeat({f}.slice({name}, begin={at('0')}, end={at('None')}, step={at(k_text)}), "
               f"repeats={k_text}, axis={a})")
        bounds = "begin=0, end=1" if front else "begin=-1, end=None"
        rows = f"{f}.repeat({f}.slice_axis({name}, axis={a}, {bounds}), repeats={k_text}, axis={a})"
        if front:
            joined = f"{f}.reverse({f}.concat({rows}, {name}, dim={a}), axis={a})"
            value = f"{f}.reverse({f}.slice_like({joined}, {tpl}, axes=({a},)), axis={a})"
        else:
            value = f"{f}.slice_like({f}.concat({name}, {rows}, dim={a}), {tpl}, axes=({a},))"
        start, end = self._lines_of(first)
        b0, b1 = self._lines_of(branch)
        line = self.ctx.source[b0:b1]
        indent = line[:len(line) - len(line.lstrip())]
        newline = "\r\n" if line.endswith("\r\n") else "\n"
        return [((start, end), ""), ((b0, b1), f"{indent}{name} = {value}{newline}")], \
            ["pad to a multiple with the edge entry repeated, cropped to a strided slice repeated"], bcast

    def _pad_branch(self, first, env: Env):
        """(the ``if``, its one assignment, the width's name, n, k, the tested name) of ``first``
        binding a pad-to-multiple width of n and the statement after it being ``if pad:`` (any
        ``nonzero_test``) around one assignment to a name; None otherwise."""
        i = self.flow.index(first)
        if env is None or i is None or i + 1 >= len(self.flow.body) \
                or not isinstance(first, cst.SimpleStatementLine) or len(first.body) != 1:
            return None
        small = first.body[0]
        if not (isinstance(small, cst.Assign) and len(small.targets) == 1
                and isinstance(small.targets[0].target, cst.Name)):
            return None
        got = self._multiple_width(small.value)
        branch = self.flow.body[i + 1]
        if got is None or not isinstance(branch, cst.If) or branch.orelse is not None \
                or not isinstance(branch.body, cst.IndentedBlock) or len(branch.body.body) != 1 \
                or not isinstance(branch.body.body[0], cst.SimpleStatementLine) \
                or len(branch.body.body[0].body) != 1:
            return None
        pad = small.targets[0].target.value
        tested = nonzero_test(branch.test)
        assign = branch.body.body[0].body[0]
        if not (isinstance(tested, cst.Name) and tested.value == pad and isinstance(assign, cst.Assign)
                and len(assign.targets) == 1 and isinstance(assign.targets[0].target, cst.Name)):
            return None
        return branch, assign, pad, got[0], got[1], tested

    def _entry_of(self, node, name: str, a: int, first: bool) -> bool:
        """``node`` is the first (else the last) entry of ``name`` on axis a, kept as an axis of
        length 1: ``x[:, :1]`` / ``x[:, -1:]`` (every other axis before it a full ``:``, none
        after it but full ones) or ``F.slice_axis(x, axis=a, begin=0, end=1)`` / ``begin=-1,
        end=None``."""
        bounds = (0, 1) if first else (-1, None)
        if isinstance(node, cst.Call) and self.ctx.f_path(node.func) == ("slice_axis",):
            args = [arg for arg in node.args if arg.keyword is None]
            if len(args) != 1 or any(arg.star for arg in node.args) or not isinstance(args[0].value, cst.Name) \
                    or args[0].value.value != name or int_literal(kwarg(node, "axis")) != a:
                return False
            end = kwarg(node, "end")
            got_end = None if isinstance(end, cst.Name) and end.value == "None" else int_literal(end)
            return int_literal(kwarg(node, "begin")) == bounds[0] and got_end == bounds[1] \
                and (end is not None) and len(node.args) == 4
        if not (isinstance(node, cst.Subscript) and isinstance(node.value, cst.Name) and node.value.value == name
                and a < len(node.slice)):
            return False
        for pos, el in enumerate(node.slice):
            sl = el.slice
            if not isinstance(sl, cst.Slice) or sl.step is not None:
                return False
            if pos == a:
                lower = int_literal(sl.lower) if sl.lower is not None else 0
                upper = int_literal(sl.upper) if sl.upper is not None else None
                if (lower, upper) != bounds or (sl.upper is None) != (bounds[1] is None):
                    return False
            elif sl.lower is not None or sl.upper is not None:
                return False
        return True

    def _padded_call(self, first):
        """``ph = (k - h % k) % k`` (or ``-h % k``; one line per width, or one tuple assignment of
        them) right before ``y = F.pad(x, mode='constant', pad_width=(..., 0, ph, ...))`` with each
        width after its own axis a >= 2 of ``x`` (nothing before it), n that axis's size, k a
        positive python int and the width read nowhere else -> the widths' lines dropped and
        ``y = F.slice_like(F.pad(x, ..., pad_width=(..., 0, k - 1, ...)), t, axes=(a, ...))``, t a
        slice of x from 0 with step k on those axes, repeated k times along each: ceil(n/k)*k
        entries, n + the width; the pad by k - 1 holds them, its first entries past x the
        constant the original padded with (NAFNet's and EAST's pad to a multiple of the stride)."""
        i = self.flow.index(first)
        if i is None:
            return None
        j = i
        while j < len(self.flow.body) and self._width_line(self.flow.body[j]) is not None:
            j += 1
        if j == i or j >= len(self.flow.body):
            return None
        widths: dict = {}
        lines = []
        for stmt in reversed(self.flow.body[:j]):
            got = self._width_line(stmt)
            if got is None:
                break
            if widths.keys() & got.keys():
                return None         # a width bound twice: the pad reads the later one
            lines.append(stmt)
            widths.update(got)
        pad_line = self.flow.body[j]
        small = pad_line.body[0] if isinstance(pad_line, cst.SimpleStatementLine) and len(pad_line.body) == 1 else None
        if not (isinstance(small, cst.Assign) and len(small.targets) == 1
                and isinstance(small.targets[0].target, cst.Name) and isinstance(small.value, cst.Call)):
            return None
        call = small.value
        if self.ctx.f_path(call.func) not in (("pad",), ("Pad",)) or any(a.star for a in call.args):
            return None
        mode = mode_of(call)
        data = next((a.value for a in call.args if a.keyword is not None and a.keyword.value == "data"),
                    call.args[0].value if call.args and call.args[0].keyword is None else None)
        positional = [a.value for a in call.args if a.keyword is None]
        tup = next((a.value for a in call.args if a.keyword is not None and a.keyword.value == "pad_width"),
                   positional[2] if len(positional) > 2 else None)
        # constant or edge: a prefix of either padding is the smaller padding (mode_of refuses others)
        if not isinstance(mode, tuple) or not isinstance(data, cst.Name) or not self.ctx.proven_tensor(data) \
                or not isinstance(tup, cst.Tuple) or len(tup.elements) not in (8, 10):
            return None
        env = self.flow.env_at(call)
        shape = self.reader.value_shape(data, env) if env is not None else None
        if shape is None:
            return None
        axes: dict = {}
        for pos, el in enumerate(tup.elements):
            v = el.value
            if int_literal(v) is not None and int_literal(v) >= 0:
                continue
            if not (isinstance(v, cst.Name) and v.value in widths and pos % 2 == 1 and pos >= 5
                    and int_literal(tup.elements[pos - 1].value) == 0):
                return None
            size, k = widths[v.value]
            n = self.reader.dim(size, env)
            if n is None or n.floored or n.python() is not None or shape.dim(pos // 2) != n:
                return None
            axes[pos // 2] = (v, k)
        # every width read once, in this pad_width
        reads = self.flow.uses_after(j - 1, list(widths))
        if not axes or len(axes) != len(widths) \
                or sorted(self.ctx.span(r) for r in reads) != sorted(self.ctx.span(v) for v, _ in axes.values()):
            return None
        f, name = self.f, data.value
        c0, _ = self.ctx.span(call)
        text = self.code(call)
        for v, k in sorted(axes.values(), key=lambda e: -self.ctx.span(e[0])[0]):
            v0, v1 = self.ctx.span(v)
            lit = int_literal(k)
            text = text[:v0 - c0] + (str(lit - 1) if lit is not None else f"{self.code(k)} - 1") + text[v1 - c0:]
        last = max(axes)
        at = lambda part: "(" + ", ".join(part(a) for a in range(last + 1)) + ")"
        tpl = (f"{f}.slice({name}, begin={at(lambda a: '0' if a in axes else 'None')}, "
               f"end={at(lambda a: 'None')}, step={at(lambda a: self.code(axes[a][1]) if a in axes else 'None')})")
        for a, (_, k) in sorted(axes.items()):
            tpl = f"{f}.repeat({tpl}, repeats={self.code(k)}, axis={a})"
        b0, b1 = self._lines_of(pad_line)
        line = self.ctx.source[b0:b1]
        indent = line[:len(line) - len(line.lstrip())]
        newline = "\r\n" if line.endswith("\r\n") else "\n"
        target = small.targets[0].target.value
        edits = [(self._lines_of(stmt), "") for stmt in lines]
        edits.append(((b0, b1), f"{indent}{target} = {f}.slice_like({text}, {tpl}, axes={_axes_tuple(sorted(axes))}){newline}"))
        return edits, ["pad to a multiple by the widest pad, cropped to a strided slice repeated"]

    def _width_line(self, stmt) -> "dict | None":
        """{name: (n, k)} of a line binding pad-to-multiple widths: ``p = (k - n % k) % k`` or ``p =
        -n % k``, or a tuple of them bound to a tuple of names; None otherwise."""
        small = stmt.body[0] if isinstance(stmt, cst.SimpleStatementLine) and len(stmt.body) == 1 else None
        if not (isinstance(small, cst.Assign) and len(small.targets) == 1):
            return None
        target, value = small.targets[0].target, small.value
        pairs = [(target, value)]
        if isinstance(target, cst.Tuple) and isinstance(value, cst.Tuple) \
                and len(target.elements) == len(value.elements) \
                and not any(isinstance(e, cst.StarredElement) for e in (*target.elements, *value.elements)):
            pairs = [(t.value, v.value) for t, v in zip(target.elements, value.elements)]
        out = {}
        for t, v in pairs:
            got = self._multiple_width(v)
            if not isinstance(t, cst.Name) or got is None or t.value in out:
                return None
            out[t.value] = got
        return out

    def _multiple_width(self, value) -> "tuple[cst.BaseExpression, cst.BaseExpression] | None":
        """(n, k) of ``(k - n % k) % k``, ``-n % k`` (python's modulo takes the divisor's sign:
        the same number, the padding up to a multiple of k) or ``ceil(n / k) * k - n``, k a
        positive python int."""
        got = multiple_width(value, self.ctx.resolve)
        return got if got is not None and self._positive_int(got[1]) else None

    def _pad_to_size(self, node, env: Env):
        """A pad to another tensor's size by widths from the size difference (_centered_pad.py)."""
        return pad_to_size(self, node, env)

    def _pad_pair(self, first, env: Env):
        """(the ``if``, x, the zeros call, a, k) of ``_pad_to_multiple``'s two statements, the
        ``pad`` line being ``first``; None where they are not that idiom.  Where the size in the
        ``pad`` line is a name of the binding being rewritten (``self.bound``: every use of it
        rewritten, or none), ``n + pad`` in a reshape's target (``_padded_length``) goes with the
        reshape's rewrite."""
        i = self.flow.index(first)
        if env is None or i is None or i + 1 >= len(self.flow.body) \
                or not isinstance(first, cst.SimpleStatementLine) or len(first.body) != 1:
            return None
        small = first.body[0]
        if not (isinstance(small, cst.Assign) and len(small.targets) == 1
                and isinstance(small.targets[0].target, cst.Name)):
            return None
        pad = small.targets[0].target.value
        value = small.value
        got = self._multiple_width(value)
        offset = None
        if got is None:
            got = self._offset_width(value)
            if got is None:
                return None
            got, offset = got[:2], got[2]
        size, k = got
        branch = self.flow.body[i + 1]
        # `if pad: x = F.concat(x, zeros, dim=a)`, or the concat unguarded into any name (zeros
        # of length 0 where pad is 0: x itself, eagerly), `padded = F.concat(x, ...)`
        guarded = isinstance(branch, cst.If)
        tested = nonzero_test(branch.test) if guarded else None
        if guarded and not (branch.orelse is None
                            and isinstance(tested, cst.Name) and tested.value == pad
                            and isinstance(branch.body, cst.IndentedBlock) and len(branch.body.body) == 1
                            and isinstance(branch.body.body[0], cst.SimpleStatementLine)
                            and len(branch.body.body[0].body) == 1):
            return None
        if not guarded and not (isinstance(branch, cst.SimpleStatementLine) and len(branch.body) == 1):
            return None
        assign = branch.body.body[0].body[0] if guarded else branch.body[0]
        if not (isinstance(assign, cst.Assign) and len(assign.targets) == 1
                and isinstance(assign.targets[0].target, cst.Name)):
            return None
        call = assign.value
        if not (isinstance(call, cst.Call) and self.ctx.f_path(call.func) == ("concat",)
                and len(call.args) == 3 and all(not arg.star for arg in call.args)):
            return None
        first_arg, zeros_arg = call.args[0], call.args[1]
        x = first_arg.value
        a = int_literal(kwarg(call, "dim"))
        if first_arg.keyword is not None or zeros_arg.keyword is not None or a is None or a < 0 \
                or not isinstance(x, cst.Name) \
                or (guarded and x.value != assign.targets[0].target.value):
            return None
        zeros = zeros_arg.value
        if not (isinstance(zeros, cst.Call) and self.ctx.f_path(zeros.func) == ("zeros",)
                and len(zeros.args) == 1 and zeros.args[0].keyword is None and not zeros.args[0].star
                and isinstance(zeros.args[0].value, (cst.Tuple, cst.List))):
            return None
        items = zeros.args[0].value.elements
        if a >= len(items) or not (isinstance(items[a].value, cst.Name) and items[a].value.value == pad) \
                or any(isinstance(e, cst.StarredElement) for e in items):
            return None
        # pad read only in the test and the zeros' shape (and in `n + pad` of a reshape's target)
        reads = [r for r in self.flow.uses_after(i, [pad])
                 if not (offset is None and isinstance(size, cst.Name) and size.value in self.bound
                         and self._padded_length(r, size))]
        spans = sorted(self.ctx.span(r) for r in reads)
        if spans != sorted(([self.ctx.span(tested)] if guarded else []) + [self.ctx.span(items[a].value)]):
            return None
        if not self.ctx.proven_tensor(x):
            return None
        shape = self.reader.value_shape(x, env)
        n = self.reader.dim(size, env)
        if shape is None or n is None or n.floored or n.python() is not None or shape.dim(a) != n:
            return None
        return branch, x, zeros, a, k, offset

    def _offset_width(self, value):
        """(n, k, p) of DPRNN's segment padding ``k - (p + n % k) % k`` (``offset_width``), k a
        positive python int and p a python int of either sign (``_python_int``)."""
        got = offset_width(value)
        return got if got is not None and self._positive_int(got[1]) and self._python_int(got[2]) else None

    def _python_int(self, p, depth: int = 0) -> bool:
        """``p`` is a python int on every call: a literal, an attribute ``__init__`` alone stores as
        int arithmetic of literals and int-defaulted parameters (``int_stored``), int arithmetic of
        those, or a local bound once at the top of the function to one (``K, P = self.K, self.P``
        unpacks a tuple display element by element)."""
        if type(int_literal(p)) is int:
            return True
        if depth > 4:
            return False
        if isinstance(p, cst.BinaryOperation) and isinstance(p.operator, (cst.Add, cst.Subtract, cst.Multiply,
                                                                          cst.FloorDivide, cst.Modulo)):
            return self._python_int(p.left, depth + 1) and self._python_int(p.right, depth + 1)
        if isinstance(p, cst.Name):
            value = _top_binding(self.ctx.scope.func, p.value) or _top_unpacked(self.ctx.scope.func, p.value)
            return value is not None and self._python_int(value, depth + 1)
        return int_configured(self.ctx, p) or int_stored(self.ctx, p)

    def _padded_length(self, read, size) -> bool:
        """``read`` (the pad width) is in ``n + pad`` (either order; n the width's size as written)
        inside the target of a reshape (Longformer's ``x.reshape((n * (t + pad) // w, w, -1))``):
        the padded length, which the shape walk reads as the padded axis (``_if_joined``).  A
        reshape's rewrite replaces its whole target or call, and n there is a use of the sizes
        that must be rewritten, so no read of the dropped width is left."""
        parent = self.flow.parent(read)
        if not (isinstance(parent, cst.BinaryOperation) and isinstance(parent.operator, cst.Add)):
            return False
        other = parent.right if parent.left is read else parent.left
        if "".join(self.code(other).split()) != "".join(self.code(size).split()):
            return False
        cur = parent
        while isinstance(cur, (cst.BinaryOperation, cst.UnaryOperation, cst.Element, cst.Tuple, cst.List)):
            cur = self.flow.parent(cur)
        call = self.flow.parent(cur) if isinstance(cur, cst.Arg) else None
        if not isinstance(call, cst.Call):
            return False
        if isinstance(call.func, cst.Attribute) and call.func.attr.value == "reshape":
            return True
        return self.ctx.f_path(call.func) in (("reshape",), ("Reshape",)) and call.args[0] is not cur

    def _positive_int(self, k, depth: int = 0) -> bool:
        """``k`` is a python int above 0: a literal, an attribute ``__init__`` alone fixes from
        positive integers, or a local bound once, at the top of the function, to one of those
        (Longformer's ``w = self.window``)."""
        lit = int_literal(k)
        if lit is not None:
            return lit > 0
        if isinstance(k, cst.Name) and depth < 2:
            func = self.ctx.scope.func
            value = _top_binding(func, k.value) or _top_unpacked(func, k.value)
            return value is not None and self._positive_int(value, depth + 1)
        return int_configured(self.ctx, k, positive=True)

    def _floored_multiple(self, bound, env: Env) -> "tuple[Dim, cst.BaseExpression] | None":
        """(the size n, k) for ``q * k`` or ``k * q`` where q is ``n // k`` (or ``int(n / k)``) of a
        whole size n, directly or as the one top-level binding of a name, and k a positive python
        int: a literal, or an attribute ``__init__`` alone fixes from positive integers."""
        if not (isinstance(bound, cst.BinaryOperation) and isinstance(bound.operator, cst.Multiply)):
            return None
        for q, k in ((bound.left, bound.right), (bound.right, bound.left)):
            lit = int_literal(k)
            if not (lit is not None and lit > 1 or lit is None and int_configured(self.ctx, k, positive=True)):
                continue
            whole = self._frame_count_of(q, k, env)
            if whole is not None:
                return whole, k
        return None

    def _frame_count_of(self, node, k, env: Env, depth: int = 0) -> "Dim | None":
        """The size n of ``n // k`` or ``int(n / k)`` (k the same text), n a whole size read from a
        shape (not through a floor), directly or through the one binding of a name."""
        if isinstance(node, cst.Name) and depth < 3:
            value = _top_binding(self.ctx.scope.func, node.value)
            return None if value is None else self._frame_count_of(value, k, env, depth + 1)
        if isinstance(node, cst.Call) and isinstance(node.func, cst.Name) and node.func.value == "int" \
                and len(node.args) == 1 and isinstance(node.args[0].value, cst.BinaryOperation) \
                and isinstance(node.args[0].value.operator, (cst.Divide, cst.FloorDivide)) \
                and not self._shadowed("int"):
            node = node.args[0].value
        elif not (isinstance(node, cst.BinaryOperation) and isinstance(node.operator, cst.FloorDivide)):
            return None
        if " ".join(self.code(node.right).split()) != " ".join(self.code(k).split()):
            return None
        whole = self.reader.dim(node.left, env)
        if whole is None or whole.floored or whole.python() is not None \
                or not self.reader.mentions_dims(node.left, env):
            return None
        return whole

    def _floor_half(self, node, env: Env, depth: int = 0) -> bool:
        """``n // 2`` or ``int(n / 2)`` of a whole size ``n`` (a shape read or a name holding one),
        directly or through the one binding of a name: floor(n/2), where the size algebra reads
        ``n/2``."""
        if isinstance(node, cst.Name) and depth < 3:
            value = _top_binding(self.ctx.scope.func, node.value)
            return value is not None and self._floor_half(value, env, depth + 1)
        if isinstance(node, cst.Call) and isinstance(node.func, cst.Name) and node.func.value == "int" \
                and len(node.args) == 1 and isinstance(node.args[0].value, cst.BinaryOperation) \
                and isinstance(node.args[0].value.operator, (cst.Divide, cst.FloorDivide)):
            node = node.args[0].value
        elif not (isinstance(node, cst.BinaryOperation) and isinstance(node.operator, cst.FloorDivide)):
            return False
        if int_literal(node.right) != 2:
            return False
        whole = self.reader.dim(node.left, env)
        return (self.reader.shape_ref(node.left, env) is not None
                or isinstance(node.left, cst.Name) and whole is not None and whole.coef == 1
                and len(whole.atoms) == 1 and whole.atoms[0][1] == 1)

    def _offset(self, node, env: Env) -> tuple[Dim, int | None, str, str | None] | None:
        """(a tensor's dim d, c, the text of c, the text of k) for ``d``, ``d - c``, ``d + c``, ``c +
        d`` with ``c`` an integer literal or ``d - k`` with ``k`` a python int: c is -k when the
        file fixes k (a literal local, ``self.pad`` set once in ``__init__``), None when its sign
        is not known; the text counts it from the end, ``-k``."""
        d = self.reader.dim(node, env)
        if d is not None:
            return (d, 0, "0", None) if d.python() is None else None
        if not (isinstance(node, cst.BinaryOperation) and isinstance(node.operator, (cst.Add, cst.Subtract))):
            return None
        minus = isinstance(node.operator, cst.Subtract)
        for dim_side, const_side in ((node.left, node.right), (node.right, node.left)):
            if dim_side is node.right and minus:
                continue        # `c - d` counts down from c, not from the end
            c = int_literal(const_side)
            text, code = (None if c is None else str(-c if minus else c)), None
            if c is None and minus and not self.reader.mentions_dims(const_side, env):
                code = self.code(const_side)
                if needs_parens(const_side) or isinstance(const_side, cst.Subscript):
                    code = f"({code})"
                text = f"-{code}"
                c = fixed_number(self.ctx, self.flow, const_side)
                if not isinstance(c, int) and (c is not None or not python_int(self.ctx, const_side)):
                    continue
            elif c is None:
                continue
            d = self.reader.dim(dim_side, env)
            if d is None or d.python() is not None:
                continue
            return d, None if c is None else (-c if minus else c), text, code
        return self._offset_chain(node, env)

    def _offset_chain(self, node: cst.BinaryOperation, env: Env):
        """``d - k + 1 + i`` (a splice window's end, `T - k + 1 + i` over ``i in range(k)``): an
        offset of ``d`` as ``_offset`` reads it, then python ints added or subtracted one by one; the
        sum is one more python int, whose sign is known only when every part's value is."""
        if not isinstance(node.left, cst.BinaryOperation):
            return None     # `d + k` alone: `_offset` reads it or nothing does
        inner = self._offset(node.left, env)
        right = node.right
        if inner is None or self.reader.mentions_dims(right, env):
            return None
        minus = isinstance(node.operator, cst.Subtract)
        d, c, _, k_text = inner
        r = int_literal(right)
        if r is None:
            fixed = fixed_number(self.ctx, self.flow, right)
            if fixed is not None and (not isinstance(fixed, int) or isinstance(fixed, bool)):
                return None         # a fixed number that is no integer: no bound
            r = fixed
        if c is not None and r is not None:
            total = c - r if minus else c + r
            return d, total, str(total), None
        if r is None and not python_int(self.ctx, right):
            return None
        # the text of k with d + offset = d - k: k's text so far, then the right side's sign flipped
        k_text = k_text if c is None else str(-c)
        code = self.code(right)
        if needs_parens(right) or isinstance(right, cst.Subscript):
            code = f"({code})"
        k_text = f"{k_text} {'+' if minus else '-'} {code}"
        return d, None, f"-({k_text})", f"({k_text})"

    def _identity_guard(self, uses):
        """(edits, notes) dropping a top-level ``if size != k:`` whose body is the identity where
        the test is false (fixers/_identity_guard.py), for the first use that is such a test."""
        for use in uses:
            cur = self.flow.parent(use)
            if isinstance(cur, cst.ComparisonTarget):
                cur = self.flow.parent(cur)
            stmt = self.flow.parent(cur) if isinstance(cur, cst.Comparison) else None
            if isinstance(stmt, cst.If) and stmt.test is cur and self.flow.index(stmt) is not None:
                got = identity_guard(self, stmt, use.value, self.flow.before[id(stmt)])
                if got is not None:
                    return got
        return None

    def _crop_guard(self, node, env: Env):
        """``if a.shape[k] != b.shape[k]: a = a[..., :b.shape[k]]`` (or a resize of ``a`` to ``b``'s
        height and width): the crop unguarded (fixers/_crop_guard.py)."""
        return crop_guard(self.ctx, node, lambda name: getattr(env.tensors.get(name), "rank", None) == 4)

    def _plain_slices(self, node: cst.Subscript, env: Env) -> list[tuple[int, cst.Slice]] | None:
        """The axes a crop's subscript cuts, each a step-free slice at a known non-negative axis
        (``...`` skipped where the rank is proven); None for any other subscript. A multi-axis
        slice fails on python sequences anyway: a tensor-like value is enough."""
        if not self.ctx.is_tensor(node.value, loose=True):
            return None
        shape = self.reader.value_shape(node.value, env)
        axes = _subscript_axes(node.slice, shape.rank if shape is not None else None)
        if axes is None:
            return None
        out = []
        for k, sl in axes:
            if isinstance(sl, cst.Index) and isinstance(sl.value, cst.Ellipsis):
                continue
            if not isinstance(sl, cst.Slice) or sl.step is not None or k < 0:
                return None
            out.append((k, sl))
        return out

    def _multiple_crop(self, node, env: Env):
        """``y[:, :, :n * k]`` (or ``k * n``, on several axes, or ``F.slice_axis(y, axis=j, begin=0,
        end=n * k)``) with ``n`` the whole size of axis j of one tensor t in scope and ``k`` a
        python int above 1 (a literal, or ``self.k`` that ``__init__`` alone fixes from positive
        integers): a transposed conv's output cut to k times its input's length (HiFi-GAN's
        ``x[:, :, :length * self.up]``) -> ``F.slice_like(y, F.repeat(t, repeats=k, axis=j),
        axes=(j,))``: t repeated k times along axis j has n * k entries there, and slice_like takes
        the like's axes at y's own positions, so every cut axis is t's at the same position. Where
        y holds fewer than n * k entries slice_like raises where indexing clamps, as ``_crop``'s
        does."""
        picked: dict = {}
        if isinstance(node, cst.Subscript):
            data = node.value
            slices = self._plain_slices(node, env)
            if slices is None:
                return None
            for k, sl in slices:
                if sl.lower is None and sl.upper is None:
                    continue
                if sl.upper is None or not (sl.lower is None or int_literal(sl.lower) == 0):
                    return None
                picked[k] = sl.upper
        elif isinstance(node, cst.Call) and self.ctx.f_path(node.func) == ("slice_axis",):
            positional = [a.value for a in node.args if a.keyword is None]
            data = positional[0] if len(positional) == 1 else None
            axis, end = int_literal(kwarg(node, "axis")), kwarg(node, "end")
            if data is None or len(node.args) != 4 or axis is None or axis < 0 or end is None \
                    or int_literal(kwarg(node, "begin")) != 0:
                return None
            picked[axis] = end
        else:
            return None
        factors, ceils = {}, {}
        for k, bound in picked.items():
            got = self._size_times(bound, env)
            if got is not None:
                factors[k] = got
                continue
            got = self._size_ceil(bound, env)
            if got is None:
                return None
            ceils[k] = got
        if not factors and not ceils:
            return None
        f, cut = self.f, {**factors, **ceils}
        for name, shape in reversed(list(env.tensors.items())):
            if all(_axis_is(shape, d, k) for k, (d, _) in cut.items()):
                like = name
                if ceils:
                    at = lambda part: "(" + ", ".join(part(a) for a in range(max(ceils) + 1)) \
                        + ("," if max(ceils) == 0 else "") + ")"
                    like = (f"{f}.slice({like}, begin={at(lambda a: '0' if a in ceils else 'None')}, "
                            f"end={at(lambda a: 'None')}, "
                            f"step={at(lambda a: self.code(ceils[a][1]) if a in ceils else 'None')})")
                for k, (_, times) in sorted(factors.items()):
                    like = f"{f}.repeat({like}, repeats={self.code(times)}, axis={k})"
                how = " and ".join(w for w, on in (("repeated", factors), ("strided", ceils)) if on)
                return [(node, f"{f}.slice_like({self.code(data)}, {like}, axes={_axes_tuple(sorted(cut))})")], \
                    [f"crop to a multiple or a ceil-quotient of {name}'s size with {f}.slice_like to {name} {how}"]
        return None

    def _size_ceil(self, bound, env: Env) -> "tuple[Dim, cst.BaseExpression] | None":
        """(the whole size n, k) for ``-(-n // k)`` or ``math.ceil(n / k)``: ceil(n/k), the
        length of a slice of the axis from 0 with step k (n, k as ``_size_times`` takes them)."""
        q = k = None
        if isinstance(bound, cst.UnaryOperation) and isinstance(bound.operator, cst.Minus) \
                and isinstance(bound.expression, cst.BinaryOperation) \
                and isinstance(bound.expression.operator, cst.FloorDivide) \
                and isinstance(bound.expression.left, cst.UnaryOperation) \
                and isinstance(bound.expression.left.operator, cst.Minus):
            q, k = bound.expression.left.expression, bound.expression.right
        elif isinstance(bound, cst.Call) and self.ctx.resolve(bound.func) == "math.ceil" \
                and len(bound.args) == 1 and bound.args[0].keyword is None and not bound.args[0].star \
                and isinstance(bound.args[0].value, cst.BinaryOperation) \
                and isinstance(bound.args[0].value.operator, cst.Divide):
            q, k = bound.args[0].value.left, bound.args[0].value.right
        if q is None or not self._positive_int(k):
            return None
        d = self.reader.dim(q, env)
        if d is None or d.floored or d.python() is not None or not self.reader.mentions_dims(q, env):
            return None
        return d, k

    def _size_times(self, bound, env: Env) -> "tuple[Dim, cst.BaseExpression] | None":
        """(the whole size n, k) for ``n * k`` or ``k * n``: n a size read from a shape (not
        through a floor, not a number ``__init__`` declares), k a python int above 1 as
        ``_floored_multiple`` takes it."""
        if not (isinstance(bound, cst.BinaryOperation) and isinstance(bound.operator, cst.Multiply)):
            return None
        for q, k in ((bound.left, bound.right), (bound.right, bound.left)):
            lit = int_literal(k)
            if not (lit is not None and lit > 1 or lit is None and int_configured(self.ctx, k, positive=True)):
                continue
            d = self.reader.dim(q, env)
            if d is not None and not d.floored and d.python() is None and self.reader.mentions_dims(q, env):
                return d, k
        return None

    def _crop(self, node, env: Env):
        """``y[:, :, :h, :w]`` / ``y[:, -m:]`` (also after ``...`` when y's rank is proven, and
        ``F.slice_axis(y, axis=k, begin=0, end=h)`` / ``begin=-m, end=None``, or the method form
        ``y.slice_axis(axis=k, ...)``) with the bounds the sizes of one tensor in scope at the same
        axes -> ``F.slice_like`` to it; the last ``m`` entries are the first ``m`` of the reversed
        axis."""
        heads, tails, plain, likes = {}, {}, {}, {}
        if isinstance(node, cst.Subscript):
            data = node.value
            slices = self._plain_slices(node, env)
            if slices is None:
                return None
            for k, sl in slices:
                bounds = self._python_bounds(sl, env)
                if bounds is not None:
                    plain[k] = bounds
                    continue
                window = self._window(sl, env)
                if window is not None:
                    # `xp[:, i:i + x.shape[1]]`: from i to the end, then the first x.shape[1]
                    plain[k], heads[k] = (window[0], "None"), window[1]
                    continue
                if sl.lower is not None and int_literal(sl.lower) != 0:
                    d = self._last_size(sl.lower, env) if sl.upper is None else None
                    if d is None:
                        return None
                    tails[k] = d
                    continue
                if sl.upper is None:
                    continue
                like = _item_size_owner(sl.upper, k)
                if like is not None:
                    likes[k] = like
                    continue
                d = self.reader.dim(sl.upper, env)
                # a size __init__ declares is a python bound: its text replaces the read
                if d is None or not self.reader.mentions_dims(sl.upper, env) or d.python() is not None:
                    return None
                heads[k] = d
        elif isinstance(node, cst.Call) and (parts := self._slice_axis_parts(node)) is not None:
            data, axis, begin, end = parts
            if axis is None or end is None or int_literal(axis) is None or int_literal(axis) < 0:
                return None
            if int_literal(begin) == 0:
                d = self.reader.dim(end, env)
                if d is None or not self.reader.mentions_dims(end, env):
                    return None
                heads[int_literal(axis)] = d
            elif isinstance(end, cst.Name) and end.value == "None" and begin is not None:
                d = self._last_size(begin, env)
                if d is None:
                    return None
                tails[int_literal(axis)] = d
            else:
                return None
        else:
            return None
        if likes:
            return self._crop_like_item(node, data, likes, heads, tails, plain)
        if not heads and not tails:
            return None
        if tails and not self.ctx.proven_tensor(data):
            return None         # `x[-m:]` of a python list is a list: only a tensor's is rewritten
        axes = {**heads, **tails}
        for name, shape in reversed(list(env.tensors.items())):
            if all(_axis_is(shape, d, k) for k, d in axes.items()):
                if any(d.floored for d in axes.values()):
                    # the bound is n // k * k (a frame count times the hop): the whole axis only
                    # when k divides n, which nothing here proves
                    return Refusal("a bound read through `//` is the axis's size only when the division is exact")
                tup = _axes_tuple(sorted(axes))
                data_text = self.code(data)
                # the axes cut at python integers first: slices of distinct axes compose exactly
                for k, (lo, hi) in sorted(plain.items()):
                    data_text = f"{self.f}.slice_axis({data_text}, axis={k}, begin={lo}, end={hi})"
                if not tails:
                    return [(node, f"{self.f}.slice_like({data_text}, {name}, axes={tup})")], \
                        [f"crop with {self.f}.slice_like(..., {name})"]
                back = _axes_tuple(sorted(tails)) if len(tails) > 1 else str(next(iter(tails)))
                text = (f"{self.f}.reverse({self.f}.slice_like({self.f}.reverse({data_text}, axis={back}), "
                        f"{name}, axes={tup}), axis={back})")
                return [(node, text)], [f"crop the last entries with {self.f}.slice_like(..., {name}) "
                                        "of the reversed axis"]
        if not tails:
            crossed = self._crop_other_axes(data, heads, plain, env)
            if crossed is not None:
                return [(node, crossed)], [f"crop with {self.f}.slice_like to another tensor's size at "
                                           "another axis (its arange_like laid on the cut axis)"]
        return Refusal("no tensor in scope has those sizes on the same axes (was it rebound?)")

    def _crop_other_axes(self, data, heads: dict, plain: dict, env: Env) -> str | None:
        """``y[:, :, :n]`` with ``n`` a size of a tensor in scope at another axis (an attention
        table over ``max_len`` cut to the actual length ``x.shape[1]``) -> ``F.slice_like`` of ``y``
        to ``arange_like(x, axis=a)`` laid on the cut axis k (reshaped to ``(1, ..., 1, -1)``, rank
        k + 1: slice_like reads only the axes it is given, at a like of any rank above them).  One
        ``slice_like`` per cut axis; like the same-axis crop, a bound above the axis's size (which
        indexing clamps) raises instead."""
        if any(d.floored for d in heads.values()):
            return None
        found = {}
        for k, d in heads.items():
            found[k] = next(((name, a) for name, shape in reversed(list(env.tensors.items()))
                             if name.isidentifier() for a, e in sorted(shape.dims.items())
                             if a >= 0 and e == d), None)
            if found[k] is None:
                return None
        text = self.code(data)
        for k, (lo, hi) in sorted(plain.items()):
            text = f"{self.f}.slice_axis({text}, axis={k}, begin={lo}, end={hi})"
        for k, (name, a) in sorted(found.items()):
            like = f"{self.f}.contrib.arange_like({name}, axis={a})"
            if k:
                like += ".reshape(" + _axes_tuple([1] * k + [-1]) + ")"
            text = f"{self.f}.slice_like({text}, {like}, axes=({k},))"
        return text

    def _crop_like_item(self, node, data, likes: dict, heads: dict, tails: dict, plain: dict):
        """``y[:, :, :feats[i].shape[2], :feats[i].shape[3]]``: each bound the size of one list
        item at the axis it cuts -> ``F.slice_like(y, feats[i], axes=(2, 3))``.  The item is read
        once instead of at each bound, in the same statement; an item of a name by a name or a
        literal reads nothing that could change in between.  Only a proven legacy tensor
        (kinds.unproven: every value the function puts into the list is one) takes slice_like."""
        texts = {self.code(e) for e in likes.values()}
        if heads or tails or len(texts) != 1:
            return None
        like = next(iter(likes.values()))
        if not self.ctx.proven_tensor(like):
            return None
        data_text = self.code(data)
        for k, (lo, hi) in sorted(plain.items()):
            data_text = f"{self.f}.slice_axis({data_text}, axis={k}, begin={lo}, end={hi})"
        text = next(iter(texts))
        return [(node, f"{self.f}.slice_like({data_text}, {text}, axes={_axes_tuple(sorted(likes))})")], \
            [f"crop with {self.f}.slice_like(..., {text})"]

    def _window(self, sl: cst.Slice, env: Env) -> "tuple[str, Dim] | None":
        """(the text of i, d) for ``i:i + d`` (or ``i:d + i``): a window of a tensor's size d from
        a python integer i that is never negative (a literal, or the counter of a ``range`` from a
        non-negative literal with a positive step, a comprehension's or a loop's that the body
        never rebinds); a negative i would count from the end, which ``i + d`` does not."""
        lo, hi = sl.lower, sl.upper
        if lo is None or sl.step is not None or not isinstance(hi, cst.BinaryOperation) \
                or not isinstance(hi.operator, cst.Add):
            return None
        text = " ".join(self.code(lo).split())
        for same, size in ((hi.left, hi.right), (hi.right, hi.left)):
            if " ".join(self.code(same).split()) != text:
                continue
            d = self.reader.dim(size, env)
            if d is None or d.floored or d.python() is not None or not self.reader.mentions_dims(size, env):
                return None
            if self.reader.mentions_dims(lo, env) or not python_int(self.ctx, lo) \
                    or not self._not_negative(lo):
                return None
            return text, d
        return None

    def _not_negative(self, node) -> bool:
        v = int_literal(node)
        if v is not None:
            return v >= 0
        if not isinstance(node, cst.Name):
            return False
        cur = self.flow.parent(node)
        while cur is not None:
            loops = []
            if isinstance(cur, (cst.ListComp, cst.GeneratorExp, cst.SetComp, cst.DictComp)):
                f = cur.for_in
                while f is not None:
                    loops.append((f.target, f.iter, None))
                    f = f.inner_for_in
            elif isinstance(cur, cst.For):
                loops.append((cur.target, cur.iter, cur.body))
            for target, it, body in loops:
                if not (isinstance(target, cst.Name) and target.value == node.value):
                    continue
                if body is not None and any(isinstance(n, cst.Name) and n.value == node.value
                                            and isinstance(self.flow.parent(n), (cst.AssignTarget, cst.AugAssign))
                                            for n in iter_descendants(body)):
                    return False
                if not (isinstance(it, cst.Call) and isinstance(it.func, cst.Name) and it.func.value == "range"
                        and self.ctx.resolve(it.func) in (None, "range", "builtins.range")
                        and 1 <= len(it.args) <= 3 and all(a.keyword is None and not a.star for a in it.args)):
                    return False
                start = int_literal(it.args[0].value) if len(it.args) > 1 else 0
                step = int_literal(it.args[2].value) if len(it.args) == 3 else 1
                return start is not None and start >= 0 and step is not None and step > 0
            if isinstance(cur, (cst.FunctionDef, cst.Lambda)):
                return False
            cur = self.flow.parent(cur)
        return False

    def _python_bounds(self, sl: cst.Slice, env: Env) -> tuple[str, str] | None:
        """The (begin, end) texts of a slice of one axis whose bounds are python integers that
        read no tensor's size (``w[:self._out, :x.shape[1]]``'s first axis), not the whole axis:
        ``F.slice_axis`` cuts it as the subscript does (a bound past the axis raises there, where
        indexing clamps, as the crop's ``slice_like`` does)."""
        texts = []
        for part in (sl.lower, sl.upper):
            if part is None:
                texts.append(None)
            elif python_int(self.ctx, part) and not self.reader.mentions_dims(part, env):
                texts.append(" ".join(self.code(part).split()))
            else:
                return None
        lo, hi = texts
        if hi is None and lo in (None, "0"):
            return None
        return (lo or "0", hi or "None")

    def _doubled_rest(self, node, env: Env):
        """``h[:, x.shape[1]:]`` (or ``F.slice_axis(h, axis=1, begin=x.shape[1], end=None)``) with
        ``h``'s channels those of a convolution ``self.A`` that ``__init__`` builds with twice the
        channels it takes, and that ran on ``x`` on every call that returns (a gated activation's
        two halves): h has exactly 2 * x.shape[1] channels, so the rest after the first
        x.shape[1] is the last x.shape[1] -> ``F.reverse(F.slice_like(F.reverse(h, axis=1), x,
        axes=(1,)), axis=1)``.  Without that proof the rest has no shape-free form (refused)."""
        if isinstance(node, cst.Subscript):
            data = node.value
            picked = None
            for k, el in enumerate(node.slice):
                sl = el.slice
                if not isinstance(sl, cst.Slice) or sl.step is not None:
                    return None
                if sl.lower is None and sl.upper is None:
                    continue
                if picked is not None or sl.lower is None or sl.upper is not None:
                    return None
                picked = (k, sl.lower)
        elif isinstance(node, cst.Call) and self.ctx.f_path(node.func) == ("slice_axis",):
            positional = [a.value for a in node.args if a.keyword is None]
            end = kwarg(node, "end")
            if len(positional) != 1 or len(node.args) != 4 or not (isinstance(end, cst.Name) and end.value == "None"):
                return None
            data, picked = positional[0], (int_literal(kwarg(node, "axis")), kwarg(node, "begin"))
        else:
            return None
        if picked is None or picked[0] != 1 or picked[1] is None or not self.reader.mentions_dims(picked[1], env):
            return None
        shape = self.reader.value_shape(data, env)
        begin = self.reader.dim(picked[1], env)
        if shape is None or begin is None or begin.python() is not None \
                or not (shape.derived or self.ctx.value(data).proven):
            return None
        whole = shape.dim(1)
        if whole == begin or not any(_axis_is(held, begin, 1) for held in env.tensors.values()):
            return None     # not another tensor's size (a fraction of h's own): the generic refusal
        cls = self.ctx.scope.cls
        # a convolution that ran on the measured tensor, built with twice the channels it takes,
        # whose declared output size is h's channels
        layer = next((attr for attr, fed in self.reader.fed.items()
                      if any(s.dim(1) == begin for s in fed) and attr in self.reader.declared
                      and declared_size(self.reader.declared[attr]) == whole), None)
        if layer is None or cls is None or not doubles_its_input(self.ctx, cls, layer):
            return Refusal(f"`{self.code(node)}` takes the rest of an axis after another tensor's size: "
                           "shape-free only when the declared sizes prove it holds exactly twice that "
                           "size (a convolution built with twice the channels it takes, run on that "
                           "tensor)")
        for name, held in reversed(list(env.tensors.items())):
            if _axis_is(held, begin, 1):
                f, y = self.f, self.code(data)
                text = f"{f}.reverse({f}.slice_like({f}.reverse({y}, axis=1), {name}, axes=(1,)), axis=1)"
                note = (f"the second half of the channels of `self.{layer}` (built with twice the channels it "
                        f"takes): crop the last ones with {f}.slice_like(..., {name}) of the reversed axis")
                return [(node, text)], [note]
        return Refusal("no tensor in scope has that size on the same axis (was it rebound?)")

    def _last_size(self, node, env: Env) -> Dim | None:
        """The size ``m`` of a lower bound ``-m`` that reads a tensor's size (``-y.shape[1]``)."""
        if not (isinstance(node, cst.UnaryOperation) and isinstance(node.operator, cst.Minus)) \
                or not self.reader.mentions_dims(node.expression, env):
            return None
        d = self.reader.dim(node.expression, env)
        return d if d is not None and d.python() is None else None

    def _one_hot(self, call, env: Env):
        """``F.one_hot(i, x.shape[k])`` (or ``i.one_hot(depth)``), dtype given as a literal or not:
        one_hot truncates each index toward zero and gives a row of zeros for one outside
        [0, depth) -- which is the outer ``broadcast_equal`` of the truncated indices and
        ``arange_like(x, axis=k)``, both in float64 (exact for every index an axis can have, and one
        dtype whatever the indices'), cast to one_hot's dtype (float32 unless given)."""
        if not isinstance(call, cst.Call) or any(a.star for a in call.args):
            return None
        positional = [a.value for a in call.args if a.keyword is None]
        if self.ctx.f_path(call.func) == ("one_hot",):
            indices = positional[0] if positional else kwarg(call, "indices")
            depth = positional[1] if len(positional) > 1 else kwarg(call, "depth")
            most = 2
        elif isinstance(call.func, cst.Attribute) and call.func.attr.value == "one_hot":
            indices, most = call.func.value, 1
            depth = positional[0] if positional else kwarg(call, "depth")
        else:
            return None
        dtype = kwarg(call, "dtype")
        if indices is None or depth is None or len(positional) > most \
                or any(a.keyword.value not in ("indices", "depth", "dtype") for a in call.args if a.keyword) \
                or dtype is not None and not isinstance(dtype, cst.SimpleString) \
                or not self.ctx.proven_tensor(indices) or not self.reader.mentions_dims(depth, env):
            return None     # (on_value / off_value, a dtype read from a tensor: not this rewrite)
        d = self.reader.dim(depth, env)
        if d is None or d.python() is not None:
            return None
        holders = [(name, shape.axes_of(d)) for name, shape in reversed(list(env.tensors.items()))
                   if shape.axes_of(d)]
        f = self.f
        if holders:
            name, axis = holders[0][0], holders[0][1][0]
            # (float16 positions round past 2048: a holder cast to it counts from its float32 cast)
            positions = f"{f}.contrib.arange_like({float32_carrier(self._dtype_proof(call), f, name, call)}, axis={axis})"
        else:
            # a depth that sums sizes (`edges.shape[-1] + 1` bins around n edges): the positions
            # of a float32 carrier of that length, exact to 2**24
            carrier = self._summed_carrier(d, env)
            if carrier is None:
                return Refusal("no tensor in scope has that length (was it rebound?)")
            positions = f"{f}.contrib.arange_like({carrier}, axis=0)"
        text = (f"{f}.cast({f}.broadcast_equal({f}.expand_dims({f}.fix({f}.cast({self.code(indices)}, "
                f"dtype='float64')), axis=-1), {f}.cast({positions}, "
                f"dtype='float64')), dtype={self.code(dtype) if dtype is not None else repr('float32')})")
        return [(call, text)], [f"one-hot by comparing with {positions}"]

    def _clip(self, call, env: Env):
        """``F.clip(x, lo, n - 1)`` (or ``x.clip(lo, n - 1)``) with ``lo`` a number and the upper
        bound a size read from a tensor: clip takes python numbers only. MXNet's clip gives
        ``hi`` where ``x > hi``, else ``max(x, lo)`` (also where ``hi < lo``, which no min/max
        chain reproduces), so it is written as that choice, with the bound a (1,)-tensor of
        x's dtype: ``F.where(F.broadcast_greater(x, H), F.broadcast_minimum(x, H), F.maximum(x, lo))``
        -- NaN stays NaN as in clip. ``x`` is evaluated three times: only a deterministic
        pure operand is taken (no random op, no dropout, no child block)."""
        if not isinstance(call, cst.Call) or any(a.star for a in call.args) \
                or any(a.keyword.value not in ("data", "a_min", "a_max") for a in call.args if a.keyword):
            return None
        positional = [a.value for a in call.args if a.keyword is None]
        if self.ctx.f_path(call.func) == ("clip",):
            data, rest = (positional[0] if positional else kwarg(call, "data")), positional[1:]
        elif isinstance(call.func, cst.Attribute) and call.func.attr.value == "clip":
            data, rest = call.func.value, positional
        else:
            return None
        lo = rest[0] if rest else kwarg(call, "a_min")
        hi = rest[1] if len(rest) > 1 else kwarg(call, "a_max")
        if data is None or lo is None or hi is None or len(rest) > 2 \
                or not isinstance(number_literal(lo), (int, float)) or isinstance(number_literal(lo), bool) \
                or not self.ctx.proven_tensor(data) or not self.reader.mentions_dims(hi, env):
            return None     # (a bound of sizes below, both bounds sizes: not this rewrite)
        if not is_pure(data, self.ctx) or any(_random_op(self.ctx.f_path(n.func) or ())
                                              for n in (data, *iter_descendants(data)) if isinstance(n, cst.Call)):
            return Refusal("the clipped operand would be evaluated three times and is not a deterministic "
                           "pure expression: bind it to a name first")
        size = self._size_expr(hi, env, self._dtype_of([data], call, beside=self._beside(data, call)))
        if size is None or isinstance(size, Refusal):
            return size
        f, x = self.f, self.code(data)
        text = (f"{f}.where({f}.broadcast_greater({x}, {size}), {f}.broadcast_minimum({x}, {size}), "
                f"{f}.maximum({x}, {self.code(lo)}))")
        return [(call, text)], [_size_note(f, size)]

    def _strided_take(self, call, env: Env):
        """``F.take(x, F.arange(0, x.shape[k], s), axis=k)`` -> a strided ``F.slice`` (fixers/_strided_take.py)."""
        return strided_take(self, call, env)

    def _arange(self, call, env: Env):
        got = self._arange_like(call, env)
        if got is None or isinstance(got, Refusal):
            return got
        return [(call, got[0])], [f"use {self.f}.contrib.arange_like"]

    def _linspace(self, call, env: Env):
        """``F.linspace(a, b, n)`` of python numbers ``a``, ``b`` and a size ``n`` read from a
        tensor: the positions ``arange_like`` of an axis holding ``n``, times the step ``(b - a) /
        max(n - 1, 1)`` with ``n`` the last entry of ``arange_like(start=1)``, plus ``a`` --
        linspace's ``a + i * step`` (MXNet 1.9.1: ``[a]`` for one point), computed in float32,
        linspace's default dtype, whatever the dtype of the tensor the size is read from."""
        if not isinstance(call, cst.Call) or self.ctx.f_path(call.func) != ("linspace",) \
                or any(a.star for a in call.args):
            return None
        got: dict[str, cst.BaseExpression] = {}
        for i, a in enumerate(call.args):
            key = ("start", "stop", "num")[i] if a.keyword is None and i < 3 else a.keyword and a.keyword.value
            if key not in ("start", "stop", "num", "endpoint", "dtype") or key in got:
                return None
            got[key] = a.value
        start, stop, num = got.get("start"), got.get("stop"), got.get("num")
        endpoint, dtype = got.get("endpoint"), got.get("dtype")
        if num is None or not all(isinstance(number_literal(v), (int, float)) and not isinstance(number_literal(v), bool)
                                  for v in (start, stop)):
            return None
        if endpoint is not None and not (isinstance(endpoint, cst.Name) and endpoint.value == "True") \
                or dtype is not None and not (isinstance(dtype, cst.SimpleString) and dtype.evaluated_value == "float32"):
            return Refusal("only a float32 linspace with its end point (the defaults) has this rewrite")
        if not self.reader.mentions_dims(num, env):
            return None
        d = self.reader.dim(num, env)
        if d is None or d.python() is not None:
            return None
        holders = [(name, shape.axes_of(d)) for name, shape in reversed(list(env.tensors.items()))
                   if shape.axes_of(d)]
        if not holders:
            return Refusal("no tensor in scope has that length (was it rebound?)")
        name, axis = holders[0][0], holders[0][1][0]
        f = self.f
        a, b = number_literal(start), number_literal(stop)
        span = str(b - a) if isinstance(a, int) and isinstance(b, int) else f"{self.code(stop)} - ({self.code(start)})"
        idx = f"{f}.cast({f}.contrib.arange_like({name}, axis={axis}), dtype='float32')"
        count = (f"{f}.slice_axis({f}.cast({f}.contrib.arange_like({name}, start=1, axis={axis}), dtype='float32'), "
                 f"axis=0, begin=-1, end=None)")
        span = span if isinstance(a, int) and isinstance(b, int) else f"({span})"
        text = f"{f}.broadcast_mul({idx}, {span} / {f}.maximum({count} - 1, 1))"
        if a:
            text = f"({text} + ({self.code(start)}))"
        return [(call, text)], [f"spread the points over {f}.contrib.arange_like({name}, axis={axis})"]

    def _arange_like(self, call, env: Env):
        """(the ``arange_like`` text replacing ``F.arange(n)``, the tensor it reads, the dtype it
        is cast to or None), or None / a Refusal."""
        if not isinstance(call, cst.Call) or self.ctx.f_path(call.func) != ("arange",):
            return None
        if any(a.star for a in call.args):
            return None
        bounds: dict[str, cst.BaseExpression] = {}
        for i, a in enumerate(call.args):
            key = ("start", "stop", "step")[i] if a.keyword is None and i < 3 else a.keyword and a.keyword.value
            if key in ("dtype", "ctx"):
                continue
            if key not in ("start", "stop", "step") or key in bounds:
                return None
            bounds[key] = a.value
        if "start" not in bounds:
            return None
        # `F.arange(n - 1, -1, -1)` (Transformer-XL's relative positions n-1 ... 0): the
        # positions of `F.arange(n)` reversed
        down = _descending_length(bounds)
        # `F.arange(n - 1, -n, -1)` (Conformer's / ESPnet's relative positions n-1 ... -(n-1))
        both = _symmetric_length(bounds)
        if down is not None or both is not None:
            bounds = {"start": down if down is not None else both}
        step = bounds["step"] if "step" in bounds and number_literal(bounds["step"]) != 1 else None
        start = bounds["start"] if "stop" in bounds and int_literal(bounds["start"]) != 0 else None
        if step is not None:
            stop = self._stepped_length(start, bounds.get("stop"), step)
        else:
            stop = bounds.get("stop", bounds["start"]) if start is None else self._offset_length(start, bounds["stop"])
        if isinstance(stop, Refusal):
            return stop
        if stop is None:
            return None
        device = kwarg(call, "ctx")
        # `ctx=x.context` of a proven tensor: arange_like builds on its input's device, the one
        # the graph runs on (as a constant Parameter is read there)
        if device is not None and not (isinstance(device, cst.Attribute) and device.attr.value in ("context", "ctx")
                                       and self.ctx.proven_tensor(device.value)):
            return None
        d = self.reader.dim(stop, env)
        if d is None or d.python() is not None:
            return None
        dtype = kwarg(call, "dtype")
        # `dtype=x.dtype`: arange_like keeps its input's dtype, so x itself is the input to use
        like_dtype = dtype.value.value if isinstance(dtype, cst.Attribute) and dtype.attr.value == "dtype" \
            and isinstance(dtype.value, cst.Name) else None
        holders = [(name, shape.axes_of(d)) for name, shape in reversed(list(env.tensors.items()))
                   if shape.axes_of(d)]
        if like_dtype is not None:
            holders = [(name, axes) for name, axes in holders if name == like_dtype]
            if not holders:
                return Refusal(f"`{like_dtype}` does not hold that length: its dtype would need a cast")
        offset = "" if start is None else f"start={self.code(start)}, "
        offset += "" if step is None else f"step={self.code(step)}, "
        if holders:
            name, found = holders[0]
            # (a holder the code casts to float16 or an integer dtype: its float32 cast counts
            # as F.arange does, unless `dtype=x.dtype` asked for the holder's own)
            carrier = name if like_dtype is not None else float32_carrier(self._dtype_proof(call), self.f, name, call)
            text = f"{self.f}.contrib.arange_like({carrier}, {offset}axis={found[0]})"
            cast = None
            if carrier != name:
                name, cast = None, cst.SimpleString("'float32'")
        else:
            carrier = self._summed_carrier(d, env)
            if carrier is None:
                return Refusal("no tensor in scope has that length (was it rebound?)")
            # the carrier is float32, arange's own default dtype
            name, cast = None, cst.SimpleString("'float32'")
            text = f"{self.f}.contrib.arange_like({carrier}, {offset}axis=0)"
        if down is not None:
            text = f"{self.f}.reverse({text}, axis=0)"
        if both is not None:
            if like_dtype is not None:
                return Refusal("the relative positions are built in float32, not in that tensor's dtype")
            # (positions in x's dtype can round above 2048 in float16: their float32 cast only
            # carries the length, whose own positions are exact)
            text, name, cast = self._relative_positions(
                text if cast is not None else
                f"{self.f}.contrib.arange_like({self.f}.cast({text}, dtype='float32'), axis=0)")
        if dtype is not None and like_dtype is None:
            cast = dtype
            text += f".astype({self.code(dtype)})"
        return text, name, cast

    def _relative_positions(self, r: str):
        """``F.arange(n - 1, -n, -1)`` from ``r``, the float32 positions 0 ... n-1: its 2n - 1
        entries are ``(n - 1) - i`` for i = 0 ... 2n - 2, i read off ``r`` twice over (n >= 1: the
        last entry of ``r`` is n - 1, the length 2n less its last). (text, None, float32)."""
        f = self.f
        text = (f"{f}.broadcast_sub({f}.slice_axis({r}, axis=0, begin=-1, end=None), "
                f"{f}.slice_axis({f}.contrib.arange_like({f}.concat({r}, {r}, dim=0), axis=0), axis=0, begin=0, end=-1))")
        return text, None, cst.SimpleString("'float32'")

    def _summed_carrier(self, d: Dim, env: Env) -> str | None:
        """A float32 1-d tensor whose length is the sum of sizes ``d`` (``mem.shape[1] +
        x.shape[1]``, Transformer-XL's key length) or an int multiple of one (``4 * h.shape[1]``, a
        length regulator's frames), or None: the ``arange_like`` of an axis holding each term (cast
        to float32 so that parts of any dtypes join), tiled k times for a term ``k * n``, a python
        int term as that many zeros, concatenated. Only sums of non-negative int multiples."""
        terms = sum_terms(d) or ((d,) if not d.is_const and d.coef.denominator == 1 and d.coef > 1 else None)
        if not terms:
            return None
        f = self.f
        parts: list[str] = []
        for term in terms:
            if term.coef.denominator != 1 or term.coef < 0:
                return None
            if term.is_const:
                parts.append(f"{f}.zeros(({int(term.coef)},))")
                continue
            unit = Dim(atoms=term.atoms)
            holders = [(name, shape.axes_of(unit)) for name, shape in reversed(list(env.tensors.items()))
                       if shape.axes_of(unit)]
            if not holders:
                return None
            name, axes = holders[0]
            part = f"{f}.cast({f}.contrib.arange_like({name}, axis={axes[0]}), dtype='float32')"
            parts.append(part if term.coef == 1 else f"{f}.tile({part}, reps=({int(term.coef)},))")
        return parts[0] if len(parts) == 1 else f"{f}.concat({', '.join(parts)}, dim=0)"

    def _offset_length(self, start, stop):
        """The length ``n`` of ``F.arange(s, s + n)`` (positions after a cache of ``s``), or None.
        arange's length is ceil((stop - start) / step) in doubles: exactly ``n`` when ``s`` is a
        python int (a float start can round it to n + 1), so ``s`` must be an int literal or a
        local whose every binding in the function is one or a size read from ``.shape``."""
        if not (isinstance(stop, cst.BinaryOperation) and isinstance(stop.operator, cst.Add)):
            return None
        if stop.left.deep_equals(start):
            length = stop.right
        elif stop.right.deep_equals(start):
            length = stop.left
        else:
            return None
        if not self._python_int_start(start):
            return Refusal(f"the start `{self.code(start)}` is not proven a python int: arange's length "
                           "ceil((stop - start) / step) is computed in doubles, and with a float start "
                           "it can be one more than the size")
        return length

    def _stepped_length(self, start, stop, step):
        """The length ``n`` of ``F.arange(0, n * k, k)`` (FCOS's cell offsets ``arange(0, w * stride,
        stride)``), or None. arange's length ceil((stop - start) / step), in doubles, is exactly
        ``n`` for a python int ``k`` other than 0 (for a float step the quotient can round past
        ``n``): an int literal, a ``self.k`` the configuration fixes to one (``int_configured``), or
        a local bound only to such ints (``accumulated_int``; a step 0 raised in the original);
        and so is arange_like's with that step, one entry per element of the axis."""
        if start is not None or not (isinstance(stop, cst.BinaryOperation) and isinstance(stop.operator, cst.Multiply)):
            return None
        if stop.right.deep_equals(step):
            length = stop.left
        elif stop.left.deep_equals(step):
            length = stop.right
        else:
            return None
        # a local every binding of which is such an int (``stride`` of ``for feat, stride in
        # zip(feats, self.strides)``, ``accumulated_int``): 0 too, where the original's arange raised
        if not (int_literal(step) or int_configured(self.ctx, step)
                or (isinstance(step, cst.Name) and accumulated_int(self.ctx, step))):
            return Refusal(f"the step `{self.code(step)}` is not proven a python int: arange's length "
                           "ceil(stop / step) is computed in doubles, and with a float step it can be one "
                           "more than the size")
        return length

    def _python_int_start(self, start) -> bool:
        if int_literal(start) is not None:
            return True
        func = self.ctx.scope.func if self.ctx.scope is not None else None
        if not (isinstance(start, cst.Name) and isinstance(func, cst.FunctionDef)) \
                or start.value in param_names(func.params) or _declares_outer(func, start.value):
            return False
        values = name_bindings(func.body, nested=True).get(start.value)
        return bool(values) and all(v is not None and (int_literal(v) is not None or _size_read(v))
                                    for v in values)

    def _broadcast_axes(self, call, env: Env):
        """``F.broadcast_axes(t, axis=0, size=x.shape[0])`` (``broadcast_axis``, fluent too) ->
        ``F.broadcast_like(t, x, lhs_axes=(0,), rhs_axes=(0,))``. Both raise on an axis of size
        other than 1 and stretch a size-1 axis to the size (MXNet 1.9.1), so they agree wherever
        the original ran."""
        if not isinstance(call, cst.Call) or any(a.star for a in call.args):
            return None
        positional = [a.value for a in call.args if a.keyword is None]
        path = self.ctx.f_path(call.func)
        if path in (("broadcast_axes",), ("broadcast_axis",)) and positional:
            data, rest = positional[0], positional[1:]
        elif isinstance(call.func, cst.Attribute) and call.func.attr.value in ("broadcast_axes", "broadcast_axis") \
                and path is None and self.ctx.is_tensor(call.func.value, loose=True):
            data, rest = call.func.value, positional
        else:
            return None
        if any(a.keyword is not None and a.keyword.value not in ("axis", "size") for a in call.args):
            return None
        axis = kwarg(call, "axis") or (rest[0] if rest else None)
        size = kwarg(call, "size") or (rest[1] if len(rest) > 1 else None)
        if axis is None or size is None or not self.reader.mentions_dims(size, env):
            return None
        axes = [axis] if not isinstance(axis, (cst.Tuple, cst.List)) else [e.value for e in axis.elements]
        sizes = [size] if not isinstance(size, (cst.Tuple, cst.List)) else [e.value for e in size.elements]
        if len(axes) != len(sizes) or any(int_literal(a) is None for a in axes):
            return None
        dims = [self.reader.dim(n, env) for n in sizes]
        if any(d is None or d.python() is not None for d in dims):
            return Refusal("a size it broadcasts to is not one tensor's dimension")
        for name, shape in reversed(list(env.tensors.items())):
            found = [shape.axes_of(d) for d in dims]
            if all(found):
                lhs = _tuple_text([str(int_literal(a)) for a in axes])
                rhs = _tuple_text([str(f[0]) for f in found])
                return [(call, f"{self.f}.broadcast_like({self.code(data)}, {name}, lhs_axes={lhs}, "
                               f"rhs_axes={rhs})")], [f"broadcast like {name}"]
        return Refusal("no tensor in scope holds all the sizes it broadcasts to (was it rebound?)")

    def _mean(self, node, env: Env):
        if not (isinstance(node, cst.BinaryOperation) and isinstance(node.operator, (cst.Divide,))):
            return None
        left = node.left
        if not isinstance(left, cst.Call):
            return None
        func = left.func
        positional = [a for a in left.args if a.keyword is None]
        if self.ctx.f_path(func) == ("sum",) and positional:
            data, rest = positional[0].value, positional[1:]
        elif isinstance(func, cst.Attribute) and func.attr.value == "sum" and self.ctx.is_tensor(func.value):
            data, rest = func.value, positional
        else:
            return None
        axis_node = op_argument(left, "sum", "axis", rest)
        keep = op_argument(left, "sum", "keepdims", rest)
        if axis_node is None or len(rest) > 2 or any(
                a.star or a.keyword is not None and a.keyword.value not in ("axis", "keepdims") for a in left.args):
            return None     # (a third positional argument is exclude)
        axes = [int_literal(axis_node)] if int_literal(axis_node) is not None else [
            int_literal(e.value) for e in getattr(axis_node, "elements", [None])] if isinstance(
            axis_node, (cst.Tuple, cst.List)) else [None]
        shape = self.reader.value_shape(data, env)
        d = self.reader.dim(node.right, env)
        if shape is None or d is None or any(a is None for a in axes):
            return None
        size = Dim.const(1)
        for a in axes:
            got = shape.dim(a)
            if got is None:
                return None
            size = size * got
        if size != d:
            return None
        extra = f", keepdims={self.code(keep)}" if keep is not None else ""
        return [(node, f"{self.f}.mean({self.code(data)}, axis={self.code(axis_node)}{extra})")], \
            [f"use {self.f}.mean"]

    def _constant_quotient(self, node, env: Env):
        """``a // b`` of sizes read from tensors where the walk proves ``a`` is ``c`` times ``b``
        (a transposed convolution's output at stride c against its input): the python integer c,
        the same on every call.  Only products of whole sizes are taken (no quotient inside either
        side, whose floor the algebra would read as exact)."""
        if not (isinstance(node, cst.BinaryOperation) and isinstance(node.operator, cst.FloorDivide)):
            return None
        a, b = self.reader.dim(node.left, env), self.reader.dim(node.right, env)
        if a is None or b is None or not (a.from_tensor or b.from_tensor) \
                or any(d.coef.denominator != 1 or d.coef < 1 or any(e < 0 for _, e in d.atoms) for d in (a, b)):
            return None
        q = a * b.inverse()
        if not q.is_const or q.coef.denominator != 1:
            return None
        value = int(q.coef)
        return [(node, str(value))], [f"the sizes' quotient is {value} on every call"]

    def _size_arith(self, node, env: Env):
        """``t / n`` (``+ - *`` too) of a tensor and a size read from a tensor in scope -> the size
        as a graph value: ``F.broadcast_div(t, F.slice_axis(F.shape_array(x), ...))``."""
        if not (isinstance(node, cst.BinaryOperation) and type(node.operator) in _SIZE_OPS):
            return None
        op = _SIZE_OPS[type(node.operator)]
        for tensor_side, size_side in ((node.left, node.right), (node.right, node.left)):
            if not self.ctx.is_tensor(tensor_side, loose=True) or self.ctx.is_tensor(size_side, loose=True):
                continue
            if not self.reader.mentions_dims(size_side, env):
                continue
            own = self._arange_operand(tensor_side, env)
            if isinstance(own, Refusal):
                return own
            size = self._size_expr(size_side, env, own[1] if own is not None
                                   else self._dtype_of([tensor_side], node, beside=self._beside(tensor_side, node)))
            if size is None:
                continue
            if isinstance(size, Refusal):
                return size
            a, b = own[0] if own is not None else self.code(tensor_side), size
            if tensor_side is node.right:
                a, b = b, a
            return [(node, f"{self.f}.broadcast_{op}({a}, {b})")], [_size_note(self.f, size)]
        return None

    def _size_compare(self, node, env: Env):
        """``px < w - 1`` (a border test of argmax coordinates) of a tensor and a size read from a
        tensor in scope -> ``F.broadcast_lesser(px, <the size as a (1,)-tensor>)``: the 0/1 of the
        tensor's own comparison with the python number, in its dtype and shape (the size exact in
        float32 below 2**24).  One comparison, not a chain."""
        if not (isinstance(node, cst.Comparison) and len(node.comparisons) == 1
                and type(node.comparisons[0].operator) in _SIZE_COMPARISONS):
            return None
        op = _SIZE_COMPARISONS[type(node.comparisons[0].operator)]
        right = node.comparisons[0].comparator
        for tensor_side, size_side in ((node.left, right), (right, node.left)):
            if not self.ctx.is_tensor(tensor_side, loose=True) or self.ctx.is_tensor(size_side, loose=True) \
                    or not self.reader.mentions_dims(size_side, env):
                continue
            size = self._size_expr(size_side, env, self._dtype_of([tensor_side], node,
                                                                  beside=self._beside(tensor_side, node)))
            if size is None or isinstance(size, Refusal):
                return size
            a, b = (self.code(tensor_side), size) if tensor_side is node.left else (size, self.code(tensor_side))
            return [(node, f"{self.f}.broadcast_{op}({a}, {b})")], [_size_note(self.f, size)]
        return None

    def _arange_operand(self, node, env: Env):
        """``F.arange(n) / n``, ``(F.arange(n) + 0.5) / n``: an operand whose one tensor is an
        ``F.arange`` of a size read from a tensor, which this fixer turns into ``arange_like(x)``
        (x's dtype, no longer float32), so the size beside it is built from x too and both keep
        one dtype.  (the operand's rewritten text, the dtype its size takes), a Refusal, or None
        for any other operand."""
        calls: list[cst.Call] = []

        def only_arange(n, depth: int = 0) -> bool:
            if depth > 8:
                return False
            if isinstance(n, cst.BinaryOperation) and type(n.operator) in _BROADCAST_OPS:
                # a python number beside a tensor keeps the tensor's dtype (a literal, or integer
                # arithmetic on names the kinds read as python scalars: `(ogfW - 1)`)
                for side, other in ((n.left, n.right), (n.right, n.left)):
                    value = number_literal(other)
                    if (isinstance(value, (int, float)) and not isinstance(value, bool)) \
                            or _scalar_names_only(self.ctx, self.flow, other):
                        return only_arange(side, depth + 1)
                return False
            if isinstance(n, cst.UnaryOperation) and isinstance(n.operator, cst.Minus):
                return only_arange(n.expression, depth + 1)
            if isinstance(n, cst.Call) and self.ctx.f_path(n.func) == ("arange",):
                calls.append(n)
                return True
            if isinstance(n, cst.Call) and self.ctx.f_path(n.func) in (("broadcast_like",), ("broadcast_to",)) \
                    and n.args and n.args[0].keyword is None and not n.args[0].star:
                # `F.broadcast_like(F.arange(w).reshape((1, w)), x, ...)`: the output is in its first
                # input's dtype whatever the second's (MXNet 1.9.1, eager and in type inference)
                return only_arange(n.args[0].value, depth + 1)
            if isinstance(n, cst.Call) and isinstance(n.func, cst.Attribute) \
                    and n.func.attr.value in _LAYOUT_METHODS:
                # `F.arange(n).reshape((-1, 1)) / n`: a layout method keeps the dtype and takes
                # no other tensor
                return only_arange(n.func.value, depth + 1)
            return False

        matched = only_arange(node)
        only_arange = None  # (a recursive closure over self is a cycle: it kept the file's trees)
        if not matched:
            return None
        got = self._arange_like(calls[0], env)
        if got is None or isinstance(got, Refusal):
            return got
        text, name, cast = got
        if cast is None:
            # (another tensor whose value is tied to that one's, `cat = F.concat(mem, h)` beside
            # arange_like(h), holds the size in that dtype too); a size only a tensor of another
            # dtype holds is counted in h's, by ones of h's dtype spread along that tensor's axis
            # (`F.arange(B) * N`, B from `farthest` of (B,), N only from `distance` of (B, N))
            proof = self._dtype_proof(node)
            dtype = _SizeDtype(lambda held: held == name or self._tied_to(proof, held, name, node), False, [node],
                               beside=name)
        else:
            dtype = _SizeDtype(lambda held: False, isinstance(cast, cst.SimpleString)
                               and cast.evaluated_value == "float32", [node])
        return self._with_edits(node, [(calls[0], self.ctx.span(calls[0]), text)]), dtype

    def _tied_to(self, proof: DtypeProof | None, held: str, name: str, at) -> bool:
        """``held``'s value where ``at`` is evaluated was bound by an assignment whose value the
        dtype proof ties to ``name``'s value there (``cat = F.concat(mem, h)``: h's dtype)."""
        if proof is None:
            return False
        ident, own = proof.reaching(held, at), proof.reaching(name, at)
        assign = proof.binding(ident) if ident is not None and own is not None else None
        if assign is None or len(assign.targets) != 1:
            return False
        rel, _ = proof.tied(assign.value, self._callee(proof.func), lambda i: self._holds_tensor(proof, i))
        return own in rel

    def _dtype_of(self, tensors, at, beside: str | None = None) -> "_SizeDtype":
        """What gives the size ``tensors``' dtype: a tensor whose value where ``at`` is evaluated
        provably shares it (``arange_like`` of it is in that dtype), else float32 when that is
        proven (``shape_array`` cast to it), else ``beside``, the tensor the size meets itself."""
        proof = self._dtype_proof(at)
        if proof is None:
            return _SizeDtype(lambda name: False, False, tensors, beside)
        facts = [proof.tied(t, self._callee(proof.func), lambda ident: self._holds_tensor(proof, ident))
                 for t in tensors]
        return _SizeDtype(lambda name: all(proof.reaching(name, at) in rel for rel, _ in facts),
                          all(f32 for _, f32 in facts), tensors, beside)

    def _beside(self, node, at) -> str | None:
        """The name of a tensor in the dtype of the operand a size meets in one operator, read in
        that same expression (so it is the value the operand read, without a second evaluation):
        the operand itself (``loss / x.shape[0]``), else a name inside it that the dtype proof
        ties to it (``F.sum(y) / x.shape[0]``: y, as sum keeps its input's dtype). None where
        neither is, or the name is not proven a tensor."""
        if isinstance(node, cst.Name):
            return node.value if node.value != self.f and self.ctx.value(node).proven else None
        proof = self._dtype_proof(at)
        if proof is None:
            return None
        rel, _ = proof.tied(node, self._callee(proof.func), lambda ident: self._holds_tensor(proof, ident))
        for n in iter_descendants(node):
            # (a loop's target read here, `k` of `F.batch_dot(q, k)`, ties by this read alone)
            if isinstance(n, cst.Name) and n.value != self.f and self.ctx.value(n).proven \
                    and (proof.reaching(n.value, at) in rel or (OCCURRENCE, id(n)) in rel):
                return n.value
        return None

    def _holds_tensor(self, proof: DtypeProof, ident) -> bool:
        """The identity's value is a tensor wherever the code runs: an input the scope types as
        one, or a name whose binding's value is (a python number ties no dtypes)."""
        scope = self.ctx.scope
        if ident[1] is None:
            return proof.func is scope.func and ident[0] != self.f and scope.params.get(ident[0]) is Kind.TENSOR
        assign = proof.binding(ident)
        return assign is not None and self.ctx.value(assign.value).kind is Kind.TENSOR

    def _callee(self, func):
        """The engine's exact helper resolution for calls in ``func`` (the scope's own function
        only: its kind inference is the caller's), else None."""
        scope = self.ctx.scope
        kinds = scope.kinds if scope is not None and scope.func is func else None
        oracle = kinds.oracle if kinds is not None else None
        if oracle is None:
            return None
        return lambda call: oracle.exact_helper(kinds, call)

    def _dtype_proof(self, node) -> DtypeProof | None:
        cur = node
        while cur is not None and not isinstance(cur, cst.FunctionDef):
            cur = self.flow.parent(cur)
        if cur is None:
            return None
        got = self.flow._memo.get(("dtypes", id(cur)))
        if got is None:
            layers = frozenset(attr for attr, spec in self.reader.declared.items() if spec[0] in ("dense", "conv"))
            got = self.flow._memo[("dtypes", id(cur))] = DtypeProof(self.flow.parents, cur, self.f, layers)
        return got

    def _lone_local(self, node) -> "tuple[str, int] | None":
        """(name, statement index) of ``name = value`` standing alone on its line at the top level
        of the function, the one binding of ``name`` there; None otherwise."""
        if not (isinstance(node, cst.Assign) and len(node.targets) == 1
                and isinstance(node.targets[0].target, cst.Name)):
            return None
        name = node.targets[0].target.value
        stmt = self.flow.parent(node)
        i = self.flow.index(stmt)
        if i is None or len(stmt.body) != 1 or self.flow.reads_locals_by_name() \
                or sum(name in self.flow.binds(s) for s in self.flow.body) != 1:
            return None
        return name, i

    def _bound_local(self, node, env: Env):
        """``k = coef.shape[1] - 3`` bound once, every read of which is a slice bound or an index
        of a tensor at an axis of that same size (``coef[:, k:]``, ``coef[:, :k]``, ``F.slice_axis(coef,
        axis=1, begin=k, end=None)``) -> ``k = -3``: python and MXNet count a negative bound from the
        end, so each read selects what it did (as ``_from_end`` does for a bound written in place).
        Only a constant the file fixes below zero: at zero the end would have to be open, and a
        python int of unknown sign needs another text at an end than at a begin."""
        lone = self._lone_local(node)
        if lone is None:
            return None
        name, i = lone
        got = self._offset(node.value, env)
        if got is None or not isinstance(got[1], int) or got[1] >= 0 or (got[1] < -1 and not _at_least(got[0], -got[1])):
            return None     # (a k past the axis: python counts `n - k` from the end again, `_from_end`)
        dim, text = got[0], got[2]
        uses = self.flow.uses_after(i, [name])
        if not uses or not all(self._bound_of_axis(use, dim) for use in uses):
            return None
        return [(node.value, text)], [f"bind `{name}` to the bound counted from the end of the axis ({text})"]

    def _bound_of_axis(self, use, dim: Dim) -> bool:
        """``use`` is a whole slice bound or index of a proven tensor, at an axis whose size is
        ``dim`` where the subscript or ``F.slice_axis`` runs."""
        parent = self.flow.parent(use)
        if isinstance(parent, cst.Arg) and parent.keyword is not None \
                and parent.keyword.value in ("begin", "end"):
            call = self.flow.parent(parent)
            if not (isinstance(call, cst.Call) and self.ctx.f_path(call.func) == ("slice_axis",)):
                return False
            positional = [a.value for a in call.args if a.keyword is None]
            data = positional[0] if len(positional) == 1 else kwarg(call, "data")
            axis = int_literal(kwarg(call, "axis"))
        else:
            if isinstance(parent, cst.Slice) and use in (parent.lower, parent.upper) \
                    or isinstance(parent, cst.Index) and parent.value is use:
                element = self.flow.parent(parent)
                subscript = self.flow.parent(element)
            else:
                return False
            if not isinstance(subscript, cst.Subscript):
                return False
            axes = _subscript_axes(subscript.slice, None)
            data = subscript.value
            axis = next((a for a, sl in axes or () if sl is parent), None)
        if data is None or axis is None or not self.ctx.is_tensor(data, loose=True):
            return False
        env = self.flow.env_at(use)
        shape = None if env is None else self.reader.value_shape(data, env)
        return shape is not None and shape.dim(axis) == dim

    def _derived_local(self, node, env: Env):
        """``n = h * w`` -- a size computed from sizes (a product, a sum) bound once to a local
        whose reads are not all one side of ``+ - * /`` with a tensor (``x.reshape((b, c, n))``
        beside ``f / n``, which ``_size_local`` cannot hold as a tensor) -> each read of ``n``
        rewritten as a read of that size is (the walk knows ``n``'s dim where it is read), and
        the binding dropped. Refused as the first read that has no rewrite."""
        lone = self._lone_local(node)
        if lone is None:
            return None
        tensor_held = self._size_local(node, env)
        # None: not a size held as a tensor (`nb = t // bs` read in `(b * nb, bs, d)`, a read
        # beside another size): each read may still be rewritten where it stands
        if tensor_held is not None and not isinstance(tensor_held, Refusal):
            return tensor_held
        name, i = lone
        d = self.reader.dim(node.value, env)
        if d is None or d.python() is not None:
            return None
        uses = self.flow.uses_after(i, [name])
        if not uses and self.flow.read_only_by(i, [name]):
            # a size no line reads (left over where another read of the same sizes inlined it):
            # python arithmetic on numbers, the line only fails on Symbols
            return [(self._lines_of(self.flow.parent(node)), "")], [f"drop the `{name}` line: it is never read"]
        # past a None, a read's own refusal may blame another read: the caller names the use
        got = self._size_reads(name, d, uses, [], tensor_held is not None)
        if got is None or isinstance(got, Refusal):
            return got
        edits, notes = got
        stmt = self.flow.parent(node)
        edits.append((self._lines_of(stmt), ""))
        return edits, notes + [f"read `{name}` as the size it holds (and drop its line)"]

    def _size_reads(self, name: str, d, uses, edits: list, read_refusals: bool):
        """(edits, notes) rewriting every read in ``uses`` of the local ``name`` holding the size
        ``d`` as a read of that size, added to ``edits`` (another name's, already taken); None
        where a read's env does not hold ``d`` for it or a rewritten text still names it; the
        Refusal of the first read that has no rewrite where ``read_refusals`` (else None)."""
        notes: list[str] = []
        for use in uses:
            if any(_contains(self.flow, e[0], use) for e in edits):
                continue
            at = self.flow.env_at(use)
            if at is None or name not in at.dims or at.dims[name] != d:
                return None
            got = self.use(use, at)
            if isinstance(got, Refusal):
                return got if read_refusals else None
            for edit in got[0]:
                if any(e[0] is edit[0] or (isinstance(e[0], tuple) and e[0] == edit[0]) for e in edits):
                    continue
                if any(isinstance(e[0], cst.CSTNode) and isinstance(edit[0], cst.CSTNode)
                       and (_contains(self.flow, edit[0], e[0]) or _contains(self.flow, e[0], edit[0])) for e in edits):
                    return Refusal(f"two reads of `{name}` are rewritten in overlapping code")
                edits.append(edit)
            notes.extend(got[1])
        if not edits or any(re.search(rf"(?<![\w.]){re.escape(name)}\b", text) for _, text in edits):
            return None
        return edits, notes

    def _derived_pair(self, node, env: Env):
        """``h, w = H // n, W // n`` -- sizes computed from sizes bound pairwise on one line, each
        name bound once and read after it -> every read of each rewritten as ``_derived_local``
        does for one name, and the line dropped; None unless every name has its reads rewritten
        (the line binds nothing else)."""
        if not (isinstance(node, cst.Assign) and len(node.targets) == 1
                and isinstance(node.targets[0].target, cst.Tuple) and isinstance(node.value, cst.Tuple)):
            return None
        names, values = node.targets[0].target.elements, node.value.elements
        if len(names) != len(values) or not all(
                isinstance(t.value, cst.Name) and isinstance(v, cst.Element) and not isinstance(t, cst.StarredElement)
                for t, v in zip(names, values)):
            return None
        stmt = self.flow.parent(node)
        i = self.flow.index(stmt)
        pairs = [(t.value.value, v.value) for t, v in zip(names, values)]
        if i is None or len(stmt.body) != 1 or self.flow.reads_locals_by_name() \
                or len({n for n, _ in pairs}) != len(pairs) \
                or any(sum(n in self.flow.binds(s) for s in self.flow.body) != 1 for n, _ in pairs):
            return None
        edits: list[tuple] = []
        notes: list[str] = []
        for name, value in pairs:
            d = self.reader.dim(value, env)
            uses = self.flow.uses_after(i, [name])
            if d is None or d.python() is not None or not uses:
                return None
            got = self._size_reads(name, d, uses, edits, False)
            if got is None or isinstance(got, Refusal):
                return got
            notes.extend(got[1])
        if any(re.search(rf"(?<![\w.]){re.escape(n)}\b", text) for n, _ in pairs for _, text in edits):
            return None
        taken = ", ".join(f"`{n}`" for n, _ in pairs)
        edits.append((self._lines_of(stmt), ""))
        return edits, notes + [f"read {taken} as the sizes they hold (and drop their line)"]

    def _size_local(self, node, env: Env):
        """``scale = (c // self.heads) ** -0.5`` -- a python number of sizes (``_size_expr``) bound
        to a local once, every read of which is one side of ``+ - * /`` with a proven tensor ->
        the local holds the float32 (1,)-tensor instead and each read becomes the broadcast
        operator. An NDArray operator with a (1,)-array broadcasts as it did with the number, and
        a Symbol operator needs equal shapes, hence ``broadcast_*``. Unsafe as ``_size_arith``."""
        lone = self._lone_local(node)
        if lone is None:
            return None
        name, i = lone
        uses = self.flow.uses_after(i, [name])
        if not uses:
            return None
        # a read inside python arithmetic with literals (`dx ** 2`, `2 * dx`, `-dx`) meets the
        # tensor through that arithmetic, which a (1,)-tensor computes as the number did
        uses = [self._literal_arithmetic(use) for use in uses]
        others = [op.right if op.left is use else op.left for use in uses
                  if isinstance(op := self.flow.parent(use), cst.BinaryOperation)]
        text = self._size_expr(node.value, env, self._dtype_of(others, node))
        if text is None:
            return None
        ops: list[tuple] = []       # (node, its span, new text), an inner one folded into the outer
        def width(use):
            start, end = self.ctx.span(self.flow.parent(use))
            return end - start
        for use in sorted(uses, key=width):     # an inner operation before the one holding it
            op = self.flow.parent(use)
            if not (isinstance(op, cst.BinaryOperation) and type(op.operator) in _SIZE_OPS):
                # a size this cannot compute as a tensor (or a padding, whose own refusal says
                # more): the caller names the use instead
                return None if isinstance(text, Refusal) or self._feeds_pad(self.flow.top_statement(use), use) \
                    else Refusal(
                    f"`{name}` (line {self._line(use)}) is used other than in `+ - * / %` with a tensor")
            other = op.right if op.left is use else op.left
            if not self.ctx.value(other).proven:
                return None if isinstance(text, Refusal) else Refusal(
                    f"`{name}` (line {self._line(use)}) meets a value not proven a tensor")
            a, b = (self._with_edits(side, ops) for side in (op.left, op.right))
            span = self.ctx.span(op)
            ops = [o for o in ops if not span[0] <= o[1][0] < span[1]]
            ops.append((op, span, f"{self.f}.broadcast_{_SIZE_OPS[type(op.operator)]}({a}, {b})"))
        if isinstance(text, Refusal):
            return text
        edits = [(node.value, text)] + [(o[0], o[2]) for o in ops]
        return edits, [f"bind `{name}` to the size as a tensor ({_size_form(self.f, text)}) and broadcast its uses"]

    def _literal_arithmetic(self, node):
        """The outermost expression holding ``node`` through ``+ - * /`` with a number literal,
        ``node ** literal`` and unary signs: NDArray and Symbol compute each of these on a
        (1,)-tensor as python did on the number (to float rounding), so the tensor operator
        above it takes the whole expression as its operand."""
        cur = node
        while True:
            parent = self.flow.parent(cur)
            if isinstance(parent, cst.UnaryOperation) and isinstance(parent.operator, (cst.Minus, cst.Plus)):
                cur = parent
                continue
            if isinstance(parent, cst.BinaryOperation) and (
                    type(parent.operator) in _BROADCAST_OPS
                    or (isinstance(parent.operator, cst.Power) and parent.left is cur)):
                other = parent.right if parent.left is cur else parent.left
                value = number_literal(other)
                if isinstance(value, (int, float)) and not isinstance(value, bool):
                    cur = parent
                    continue
            return cur

    def _with_edits(self, node, ops) -> str:
        """The source of ``node`` with the rewrites in ``ops`` that lie inside it applied."""
        start, end = self.ctx.span(node)
        text = self.ctx.source[start:end]
        for _, (s, e), new in sorted(ops, key=lambda o: -o[1][0]):
            if start <= s and e <= end:
                text = text[:s - start] + new + text[e - start:]
        return text

    def _size_expr(self, node, env: Env, dtype: "_SizeDtype", depth: int = 0):
        """The text of a float32 (1,)-tensor computing the python number ``node`` computes from
        sizes: a size, ``math.sqrt(size)`` (numpy's too), ``float(size)``, ``size ** c``
        (an attention scale ``1 / math.sqrt(q.shape[-1])``), a number over or times one of these
        (``1. / n``), one of these plus or minus an int literal (``w - 1``); None when ``node`` is not such an
        expression, a Refusal when its size is not one tensor's."""
        if depth > 8:
            return None
        if isinstance(node, cst.BinaryOperation) and isinstance(node.operator, (cst.Divide, cst.Multiply)) \
                and ((isinstance(number_literal(node.left), (int, float)) and not isinstance(number_literal(node.left), bool))
                     or configured_entry(self.ctx, node.left)):
            # `1. / n` (a mean written as a product), `2 * n`: the number stays a python scalar;
            # so does an entry of a configured display of numbers (`self.image_size[0] / w`)
            inner = self._size_expr(node.right, env, dtype, depth + 1)
            if inner is None or isinstance(inner, Refusal):
                return inner
            op = "/" if isinstance(node.operator, cst.Divide) else "*"
            return f"({self.code(node.left)} {op} {inner})"
        if isinstance(node, cst.BinaryOperation) and isinstance(node.operator, (cst.Add, cst.Subtract)) \
                and (type(number_literal(node.right)) is int or self._python_size(node.right, env)):
            # `w - 1` (the last pixel's coordinate in a normalised grid), `t - self.k` (the steps
            # left after a configured offset): the tensor minus the python int keeps the
            # tensor's dtype, in nd and sym alike
            inner = self._size_expr(node.left, env, dtype, depth + 1)
            if inner is None or isinstance(inner, Refusal):
                return inner
            op = "+" if isinstance(node.operator, cst.Add) else "-"
            return f"({inner} {op} {self.code(node.right)})"
        d = self.reader.dim(node, env)
        if d is not None:
            if d.python() is not None:
                return None
            held = self._size_tensor(d, env, dtype)
            if isinstance(held, str):
                return held
            got = self._size_ratio(node, env, dtype, depth)
            if got is not None:
                return got
            value = self._sizes_bound_once(node)
            if value is not None:
                got = self._size_expr(value, env, dtype, depth + 1)
                if isinstance(got, str):
                    return got
            got = self._floor_quotient(node, env, dtype, depth)
            if isinstance(got, str):
                return got
            got = self._by_number(node, env, dtype, depth)
            if isinstance(got, str):
                return got
            got = self._size_sum(node, env, dtype, depth)
            if isinstance(got, str):
                return got
            return held or Refusal("the size it reads is not a run of one tensor's dims")
        got = self._by_number(node, env, dtype, depth)
        if got is not None:
            return got
        got = self._size_sum(node, env, dtype, depth)
        if got is not None:
            return got
        if isinstance(node, cst.BinaryOperation) and isinstance(node.operator, cst.FloorDivide):
            # `(t - 1) // 2 + 1`, a strided layer's output length as data: a size the reader
            # keeps no dim of
            return self._floor_quotient(node, env, dtype, depth)
        if isinstance(node, cst.BinaryOperation) and isinstance(node.operator, cst.Multiply):
            # `n * (n - 1)`, the count of ordered pairs as a divisor: the product of the sides'
            # (1,)-tensors, exact in float32 below 2**24 as the python product is
            sides = [self._size_expr(side, env, dtype, depth + 1) for side in (node.left, node.right)]
            failed = next((side for side in sides if not isinstance(side, str)), "")
            return _broadcast_product(self.f, sides) if failed == "" else failed
        if isinstance(node, cst.Call) and isinstance(node.func, cst.Name) and node.func.value in ("max", "min") \
                and not self._shadowed(node.func.value) and len(node.args) == 2 \
                and all(a.keyword is None and not a.star for a in node.args):
            # `max(n - 1, 1)` (intervals of a grid of at least one point): the elementwise
            # maximum with the python number, which keeps the (1,)-tensor's dtype
            sides = [node.args[0].value, node.args[1].value]
            numbers = [isinstance(number_literal(v), (int, float)) and not isinstance(number_literal(v), bool)
                       for v in sides]
            if numbers.count(True) != 1:
                return None
            inner = self._size_expr(sides[numbers.index(False)], env, dtype, depth + 1)
            if inner is None or isinstance(inner, Refusal):
                return inner
            bound = self.code(sides[numbers.index(True)])
            return f"{self.f}.{'maximum' if node.func.value == 'max' else 'minimum'}({inner}, {bound})"
        if isinstance(node, cst.Call) and len(node.args) == 1 and node.args[0].keyword is None \
                and not node.args[0].star:
            resolved = self.ctx.resolve(node.func) or (node.func.value if isinstance(node.func, cst.Name) else "")
            if resolved in ("numpy.prod", "math.prod"):
                # `np.prod(x.shape[1:])`, the elements of one sample (an energy per dimension):
                # the product of the dims, where the reader knows each
                dims = self.reader.entries(node.args[0].value, env)
                if not dims or any(d is None for d in dims):
                    return None
                held = self._size_tensor(product(dims), env, dtype)
                return held if held is not None else Refusal("the size it reads is not a run of one tensor's dims")
            inner = self._size_expr(node.args[0].value, env, dtype, depth + 1)
            if inner is None or isinstance(inner, Refusal):
                return inner
            if resolved in ("math.sqrt", "numpy.sqrt"):
                return f"{self.f}.sqrt({inner})"
            if resolved == "float" and not self._shadowed("float"):
                return inner
            return None
        if isinstance(node, cst.BinaryOperation) and isinstance(node.operator, cst.Power) \
                and isinstance(number_literal(node.right), (int, float)):
            inner = self._size_expr(node.left, env, dtype, depth + 1)
            if inner is None or isinstance(inner, Refusal):
                return inner
            return f"{self.f}.power({inner}, {self.code(node.right)})"
        return None

    def _python_size(self, node, env: Env) -> bool:
        """``node`` is a size the reader holds as python text (a configured ``self.k``, a
        python argument), no literal and nothing read from a tensor."""
        if number_literal(node) is not None:
            return False
        d = self.reader.dim(node, env)
        return d is not None and d.python() is not None

    def _by_number(self, node, env: Env, dtype: "_SizeDtype", depth: int):
        """``x.shape[3] / 2.0``, ``n * 0.5`` (a flow scaled to pixels, half a window): the size's
        (1,)-tensor over or times the python number, which keeps the tensor's dtype as the number
        times a tensor did; None where the right side is no number (or a zero divisor)."""
        if not (isinstance(node, cst.BinaryOperation) and isinstance(node.operator, (cst.Divide, cst.Multiply))):
            return None
        value = number_literal(node.right)
        if not isinstance(value, (int, float)) or isinstance(value, bool) \
                or (value == 0 and isinstance(node.operator, cst.Divide)):
            return None
        inner = self._size_expr(node.left, env, dtype, depth + 1)
        if not isinstance(inner, str):
            return inner
        op = "/" if isinstance(node.operator, cst.Divide) else "*"
        return f"({inner} {op} {self.code(node.right)})"

    def _size_sum(self, node, env: Env, dtype: "_SizeDtype", depth: int):
        """``klen - qlen`` (a query's offset into keys after a memory), ``h + w``: a sum or difference
        of sizes of tensors, each side a (1,)-tensor of its own (``_size_expr``) in the one dtype,
        joined by ``broadcast_add``/``broadcast_sub``; exact where the python sizes are exact in
        that dtype (below 2**24 in float32), as ``w - 1`` is. None where either side is not such
        an expression (one a python number: the ``w - 1`` branch takes it)."""
        if not (isinstance(node, cst.BinaryOperation) and isinstance(node.operator, (cst.Add, cst.Subtract))):
            return None
        sides = [self._size_expr(side, env, dtype, depth + 1) for side in (node.left, node.right)]
        if not all(isinstance(side, str) for side in sides):
            return next((side for side in sides if isinstance(side, Refusal)), None)
        op = "add" if isinstance(node.operator, cst.Add) else "sub"
        return f"{self.f}.broadcast_{op}({sides[0]}, {sides[1]})"

    def _floor_quotient(self, node, env: Env, dtype: _SizeDtype, depth: int):
        """``c // self.heads``, ``(t - 1) // 2``: the floor of the float32 quotient of the size's
        (1,)-tensor by the python integer, exact for sizes below 2**24 (the quotient's distance to
        the next integer, at least 1/k, is more than half a float32 step there); None where the
        divisor is not a known non-zero integer, the numerator's answer where it is no tensor.
        ``64 // w`` (a python integer over a size: a position embedding's cell stride) likewise:
        the floor of the python integer over the size's (1,)-tensor, exact for a numerator below
        2**24 (the quotient's distance to the next integer is at least 1/w)."""
        if not (isinstance(node, cst.BinaryOperation) and isinstance(node.operator, cst.FloorDivide)):
            return None
        k = self.reader.dim(node.right, env)
        if k is None or not k.python():
            if type(int_literal(node.left)) is not int or int_literal(node.left) < 0:
                return None
            inner = self._size_expr(node.right, env, dtype, depth + 1)
            return f"{self.f}.floor({self.code(node.left)} / {inner})" if isinstance(inner, str) else inner
        inner = self._size_expr(node.left, env, dtype, depth + 1)
        return f"{self.f}.floor({inner} / {self.code(node.right)})" if isinstance(inner, str) else inner

    def _size_ratio(self, node, env: Env, dtype: "_SizeDtype", depth: int) -> str | None:
        """``(d.shape[2] * d.shape[3]) / (h * w)`` (a density map's area over the image's, the
        scale that keeps its sum), ``x.shape[2] / y.shape[2]``, ``a.shape[1] * b.shape[1]``: sizes
        of several tensors, each made a (1,)-tensor on its own (``_size_expr``), in the one dtype
        all of them were proven to share with the tensor they meet. A quotient of as many factors
        over as many is written as the product of the factors' quotients, each one in turn: the
        python number is a ratio near 1 even where the areas are not (an area of 512 x 512 is
        past float16's largest number, where python's ratio is not); a quotient of unequal
        counts only where float32 is proven. The python ratio, computed in double and rounded
        once to the data's dtype, may differ from the graph's in the last place."""
        if not isinstance(node, cst.BinaryOperation) or not isinstance(node.operator, (cst.Divide, cst.Multiply)):
            return None

        def factors(n) -> list:
            if isinstance(n, cst.BinaryOperation) and isinstance(n.operator, cst.Multiply):
                return factors(n.left) + factors(n.right)
            return [n]

        def tensor(n) -> str | None:
            got = self._size_expr(n, env, dtype, depth + 1)
            return got if isinstance(got, str) else None

        if isinstance(node.operator, cst.Multiply):
            sides = [tensor(n) for n in (node.left, node.right)]
            return None if None in sides else _broadcast_product(self.f, sides)
        num, den = factors(node.left), factors(node.right)
        if len(num) == len(den):
            pairs = [(tensor(a), tensor(b)) for a, b in zip(num, den)]
            if any(a is None or b is None for a, b in pairs):
                return None
            return _broadcast_product(self.f, [f"{self.f}.broadcast_div({a}, {b})" for a, b in pairs])
        if not dtype.float32:
            return None
        sides = [tensor(n) for n in (node.left, node.right)]
        return None if None in sides else f"{self.f}.broadcast_div({sides[0]}, {sides[1]})"

    def _sizes_bound_once(self, node):
        """The value of ``scale = (d.shape[2] * d.shape[3]) / (h * w)`` at a read of ``scale``:
        the one top-level statement of the function binding the name, a plain ``name = value``
        before the read, whose value reads only names the function binds once, before it (so the
        value read here is the one computed there). None otherwise. The reader keeps the name's
        size as a product of sizes, which cannot say whether the python wrote ``/`` or ``//``;
        the value's own text can."""
        if not isinstance(node, cst.Name):
            return None
        holders = [s for s in self.flow.body if node.value in self.flow.binds(s)]
        use_at = self.flow.index(self.flow.top_statement(node))
        if len(holders) != 1 or use_at is None or not isinstance(holders[0], cst.SimpleStatementLine):
            return None
        at = self.flow.index(holders[0])
        small = holders[0].body[0] if len(holders[0].body) == 1 else None
        if at is None or at >= use_at or not isinstance(small, cst.Assign) or len(small.targets) != 1 \
                or not isinstance(small.targets[0].target, cst.Name):
            return None
        for name in names_in(small.value):
            bound = [i for i, s in enumerate(self.flow.body) if name in self.flow.binds(s)]
            if len(bound) > 1 or (bound and bound[0] >= at):
                return None
        return small.value

    def _shadowed(self, name: str) -> bool:
        """A builtin's name bound in the function (then it is not the builtin)."""
        return self.flow.bound_anywhere(name)

    def _size_tensor(self, d: Dim, env: Env, dtype: "_SizeDtype") -> str | Refusal | None:
        """The text of a (1,)-tensor holding ``d`` (one dim of a tensor in scope, or the product of
        a run of its dims) in the dtype of the tensors it meets: from ``arange_like`` of a tensor
        proven to share their dtype (its last entry with start=1 is the size rounded as MXNet
        rounds the python number to that dtype), else ``shape_array`` cast to float32 where
        float32 is proven; a Refusal when neither is (a size in another dtype raises where the
        python number adapted)."""
        first = None
        for name, axes in self._size_axes(d, env):
            if dtype.like(name):
                parts = [f"{self.f}.slice_axis({self.f}.contrib.arange_like({name}, start=1, axis={a}), "
                         "axis=0, begin=-1, end=None)" for a in axes]
                return _broadcast_product(self.f, parts)
            first = first or (name, axes)
        if first is None:
            return None
        if not dtype.float32 and dtype.beside is not None:
            # The size in the dtype of the tensor it meets, whatever that is: ones of that dtype
            # (one element, from a sum of it) broadcast along the axis (broadcast_like keeps its
            # first input's dtype and takes any second's, MXNet 1.9.1 eager and hybridized), then
            # counted by arange_like as the route above counts.
            one = f"{self.f}.ones_like({self.f}.sum({dtype.beside}))"
            parts = [f"{self.f}.slice_axis({self.f}.contrib.arange_like({self.f}.broadcast_like({one}, {first[0]}, "
                     f"lhs_axes=(0,), rhs_axes=({a},)), start=1, axis=0), axis=0, begin=-1, end=None)"
                     for a in first[1]]
            return _broadcast_product(self.f, parts)
        if not dtype.float32:
            what = self.code(dtype.tensors[0]) if dtype.tensors else "the tensor it meets"
            if len(what) > 40:
                what = what[:37] + "..."
            return Refusal(f"nothing proves that `{what}` has the dtype of `{first[0]}`, whose size it "
                           "reads, nor that it is float32: an MXNet operator between tensors needs one "
                           "dtype and MXNet 1.9.1 has no cast to another tensor's dtype")
        name, axes = first
        lo, hi = axes[0], axes[-1]
        end = "None" if hi == -1 else str(hi + 1)
        sizes = f"{self.f}.slice_axis({self.f}.shape_array({name}), axis=0, begin={lo}, end={end})"
        if len(axes) > 1:
            sizes = f"{self.f}.prod({sizes}, keepdims=True)"
        return f"{sizes}.astype('float32')"

    def _size_axes(self, d: Dim, env: Env):
        """(name, axes) of each tensor in scope holding ``d`` as one axis, then as the product of
        a run of axes, the latest bound first."""
        for name, shape in reversed(list(env.tensors.items())):
            # an axis whose size is ``d`` itself, however it was derived (an attention head's
            # width `d // self.heads`, the last axis of the heads' reshape)
            exact = sorted(axis for axis, have in shape.dims.items() if have == d)
            if exact and not d.is_const:
                yield name, [exact[0]]
        for name, shape in reversed(list(env.tensors.items())):
            axes = sorted({axis for axis, have in shape.dims.items() for atom, _ in have.atoms
                           if (atom, 1) in d.atoms and have == Dim.atom(atom)})
            if not axes or d.coef != 1 or len(axes) != len(d.atoms) or any(e != 1 for _, e in d.atoms):
                continue
            lo, hi = axes[0], axes[-1]
            if hi - lo + 1 != len(axes) or (lo < 0) != (hi < 0):
                continue
            yield name, axes
        # a run of axes of a tensor of known rank whose dims multiply to ``d``, literal sizes among
        # them (`np.prod(x.shape[1:])` of an x a Conv2D with in_channels=2 runs on: 2 * h * w)
        if d.is_const:
            return
        for name, shape in reversed(list(env.tensors.items())):
            if shape.rank is None:
                continue
            for lo in range(shape.rank):
                run = Dim.const(1)
                for hi in range(lo, shape.rank):
                    have = shape.dims.get(hi)
                    if have is None:
                        break
                    run = run * have
                    if run == d and hi > lo:
                        yield name, list(range(lo, hi + 1))

    def trace_time(self, stmt, asserts: bool = True):
        """A print/assert/logging statement (asserts left out on request): it cannot run on
        Symbols; drop it."""
        if not self._output_only(stmt, asserts) or off_branch(self.ctx, stmt):
            # (under a flag no construction turns on, `if self.debug:`, the line never traces:
            # dropping it would only take the output away from an eager debug run)
            return None
        note = ["drop the trace-time check (it ran once, while tracing)"]
        block = self.flow.parent(stmt)
        # Each such statement is dropped by its own finding's fix, and one --fix round applies
        # them all: a block of only prints (`if self.debug:` over shape prints) would be left
        # empty. Its first statement becomes `pass` instead, whichever of the others go too.
        if isinstance(block, cst.IndentedBlock) and block.body[0] is stmt \
                and all(self._output_only(s, True) for s in block.body[1:]):
            return [(stmt.body[0], "pass")], note
        return [(self._lines_of(stmt), "")], note

    def _output_only(self, stmt, asserts: bool) -> bool:
        """A line holding one print, logging call or (when ``asserts``) assert."""
        if not isinstance(stmt, cst.SimpleStatementLine) or len(stmt.body) != 1:
            return False
        small = stmt.body[0]
        call = small.value if isinstance(small, cst.Expr) else None
        is_log = isinstance(call, cst.Call) and (
            (isinstance(call.func, cst.Name) and call.func.value == "print")
            or (isinstance(call.func, cst.Attribute) and call.func.attr.value in _LOGGERS
                and isinstance(call.func.value, (cst.Name, cst.Attribute))
                and "log" in self.code(call.func.value).lower()))
        return is_log or (asserts and isinstance(small, cst.Assert))

    def _lines_of(self, stmt) -> tuple[int, int]:
        """The offsets of the whole lines ``stmt`` stands on (to delete it, newline included)."""
        start, end = self.ctx.span(stmt)
        return line_start(self.ctx.source, start), line_end(self.ctx.source, end)


_BROADCAST_OPS = {cst.Add: "add", cst.Subtract: "sub", cst.Multiply: "mul", cst.Divide: "div"}
# the operators a size made a (1,)-tensor may meet a tensor in: NDArray's `%` with a python number
# is _mod_scalar, with an array broadcast_mod, one kernel (python's sign rule, exact on float32
# counts below 2**24 as fmod is)
_SIZE_OPS = {**_BROADCAST_OPS, cst.Modulo: "mod"}
# a tensor compared with a size: the broadcast comparison of the same order (0/1 in its dtype)
_SIZE_COMPARISONS = {cst.LessThan: "lesser", cst.GreaterThan: "greater", cst.LessThanEqual: "lesser_equal",
                     cst.GreaterThanEqual: "greater_equal", cst.Equal: "equal", cst.NotEqual: "not_equal"}


class _Anywhere(tuple):
    """An edit's (start, end) that holds whichever way a condition goes (an input added to a
    child block, which its other callers leave at its default): kept as is under a guard."""


# tensor methods that only move elements: the receiver's dtype, no tensor among their arguments
_LAYOUT_METHODS = frozenset({"reshape", "expand_dims", "transpose", "swapaxes", "squeeze", "flatten",
                             "tile", "repeat"})


# the eager array constructor, as an import spells it
_ND_ARRAY = frozenset({"mxnet.nd.array", "mxnet.ndarray.array", "mxnet.ndarray.ndarray.array"})


@dataclass(frozen=True)
class _SizeDtype:
    """What a size made a tensor must match: ``like(name)`` when ``name``'s value provably has the
    dtype of ``tensors`` (the tensors it meets), ``float32`` when that dtype is proven float32."""
    like: object
    float32: bool
    tensors: list
    # the name of the one tensor the size meets in its own expression (``_beside``), else None
    beside: str | None = None


# the nodes in which an expression is an operand: a compound text put there needs parentheses
_OPERAND_OF = (cst.BinaryOperation, cst.UnaryOperation, cst.Comparison, cst.Attribute, cst.Subscript)


def _scalar_names_only(ctx, flow, node, depth: int = 0) -> bool:
    """``ogfW - 1``: integer arithmetic on int literals and names that hold python numbers -- a
    name the kinds read as a python scalar, or one bound once in the function by unpacking a
    configured display of numbers (``ogfH, ogfW = self.final_dim``, ``numbers_stored``).  No
    attribute read directly (it may hold an array)."""
    if depth > 8:
        return False
    if int_literal(node) is not None:
        return True
    if isinstance(node, cst.Name):
        return ctx.kind(node) is Kind.SCALAR or _unpacked_numbers(ctx, flow, node)
    if isinstance(node, cst.UnaryOperation) and isinstance(node.operator, cst.Minus):
        return _scalar_names_only(ctx, flow, node.expression, depth + 1)
    return isinstance(node, cst.BinaryOperation) and isinstance(node.operator, (cst.Add, cst.Subtract, cst.Multiply)) \
        and _scalar_names_only(ctx, flow, node.left, depth + 1) and _scalar_names_only(ctx, flow, node.right, depth + 1)


def _gapped_runs(full: "list | None") -> list:
    """(first axis, dims kept, axes dropped, their product) for each run of ``full`` with one or two
    interior axes left out (the run ``b, h, w`` of an NCHW shape, its channels dropped), shortest
    first; none for an unknown shape. Runs without a gap are ``_like_run_of``'s."""
    if full is None:
        return []
    rank = len(full)
    found = []
    for size in range(3, rank + 1):
        for r0 in range(rank - size + 1):
            inner = range(r0 + 1, r0 + size - 1)
            for k in (1, 2):
                for dropped in itertools.combinations(inner, k):
                    kept = [full[a] for a in range(r0, r0 + size) if a not in dropped]
                    found.append((r0, kept, list(dropped), product(kept)))
    return found


def _display_rows(display) -> "list | None":
    """The elements of a list or tuple display as rows: ``[display.elements]`` for a flat display,
    one row per element for a display of displays of one length (a 2-d array); None for an empty,
    starred or ragged display, or one mixing displays and values (numpy would make it an object
    array or raise)."""
    elements = display.elements
    if not elements or any(isinstance(e, cst.StarredElement) for e in elements):
        return None
    nested = [isinstance(e.value, (cst.List, cst.Tuple)) for e in elements]
    if not any(nested):
        return [elements]
    if not all(nested):
        return None
    rows = [e.value.elements for e in elements]
    if not rows[0] or any(len(r) != len(rows[0]) for r in rows) \
            or any(isinstance(e, cst.StarredElement) for r in rows for e in r):
        return None
    return rows


def _unpacked_numbers(ctx, flow, name: cst.Name) -> bool:
    """``name`` is bound once in the function, by ``a, b = self.<attr>`` (a plain tuple of names)
    of an attribute holding a display of python numbers."""
    func = ctx.scope.func if ctx.scope is not None else None
    if func is None or len(name_bindings(func.body, nested=True).get(name.value, ())) != 1:
        return False
    for stmt in flow.body:
        if not (isinstance(stmt, cst.SimpleStatementLine) and len(stmt.body) == 1
                and isinstance(stmt.body[0], cst.Assign) and len(stmt.body[0].targets) == 1):
            continue
        assign = stmt.body[0]
        target, value = assign.targets[0].target, assign.value
        if isinstance(target, (cst.Tuple, cst.List)) and any(
                isinstance(e.value, cst.Name) and e.value.value == name.value for e in target.elements):
            return all(not isinstance(e, cst.StarredElement) and isinstance(e.value, cst.Name)
                       for e in target.elements) \
                and isinstance(value, cst.Attribute) and isinstance(value.value, cst.Name) \
                and value.value.value == "self" and numbers_stored(ctx, value.attr.value)
    return False


def _broadcast_product(f: str, texts: list[str]) -> str:
    """The text of the product of (1,)-tensors, ``broadcast_mul`` nested from the left."""
    out = texts[0]
    for text in texts[1:]:
        out = f"{f}.broadcast_mul({out}, {text})"
    return out


def _size_form(f: str, text: str) -> str:
    return f"{f}.contrib.arange_like, in the dtype of the tensor it meets" if ".contrib.arange_like(" in text \
        else f"{f}.shape_array, float32"


def _random_op(path: tuple) -> bool:
    """An F operator path whose value differs per evaluation (a sample, dropout, a shuffle)."""
    return bool(path) and (path[0] == "random" or path[-1].lower() == "dropout"
                           or path[-1].startswith(("sample_", "shuffle")))



def _descending_length(bounds: dict) -> "cst.BaseExpression | None":
    """``n`` of ``F.arange(n - 1, -1, -1)`` (also a step of ``-1.0``): n entries n-1 ... 0, the
    entries of ``F.arange(n)`` reversed (arange's length ceil((stop - start) / step) is n in
    doubles for an integer n); None for any other bounds."""
    start, stop, step = bounds.get("start"), bounds.get("stop"), bounds.get("step")
    if len(bounds) != 3 or number_literal(step) != -1 or number_literal(stop) != -1:
        return None
    if isinstance(start, cst.BinaryOperation) and isinstance(start.operator, cst.Subtract) \
            and int_literal(start.right) == 1:
        return start.left
    return None


def _symmetric_length(bounds: dict) -> "cst.BaseExpression | None":
    """``n`` of ``F.arange(n - 1, -n, -1)`` (also a step of ``-1.0``): 2n - 1 entries n-1 ...
    -(n-1) (arange's length ceil((-n - (n - 1)) / -1) in doubles); None for any other bounds."""
    start, stop, step = bounds.get("start"), bounds.get("stop"), bounds.get("step")
    if len(bounds) != 3 or number_literal(step) != -1:
        return None
    if isinstance(start, cst.BinaryOperation) and isinstance(start.operator, cst.Subtract) \
            and int_literal(start.right) == 1 and isinstance(stop, cst.UnaryOperation) \
            and isinstance(stop.operator, cst.Minus) and stop.expression.deep_equals(start.left):
        return start.left
    return None


def _size_note(f: str, text: str) -> str:
    return f"read the size as a tensor ({_size_form(f, text)})"


def _count_inferred(src: Shape, entries) -> list[list[str]] | None:
    """Codes for a method-form reshape target of sizes (``qkv.reshape((b * 3, c // k, h * w))``
    with ``c`` another tensor's size) whose entries cannot all be placed: one entry left to
    Reshape (-1). ``NDArray.reshape`` raises unless the target's sizes multiply to the input's
    element count (MXNet 1.9.1 checks, unlike the ``nd.reshape`` operator; a legacy array has no
    size-0 axis), so wherever the original ran, every entry equals the element count over the
    others' product -- which -1 infers. Each entry is tried in turn; None when no choice solves."""
    if any(not isinstance(e, Dim) for e in entries):
        return None         # codes move Reshape's cursor: the entry -> dim positions differ
    for i, e in enumerate(entries):
        if e.is_const:
            continue
        out = reshape_output(src, entries[:i] + [-1] + entries[i + 1:])
        if out is None:
            continue
        codes = solve_codes(src.full(), out, i)
        if codes is not None:
            return codes
    return None


def _size_read(node) -> bool:
    """``t.shape[i]``: a python int wherever the read runs."""
    return isinstance(node, cst.Subscript) and isinstance(node.value, cst.Attribute) \
        and node.value.attr.value == "shape" and len(node.slice) == 1 \
        and isinstance(node.slice[0].slice, cst.Index) and int_literal(node.slice[0].slice.value) is not None


def _declares_outer(func: cst.FunctionDef, name: str) -> bool:
    """``global name`` / ``nonlocal name`` in the function: its bindings are not all in view."""
    return any(isinstance(n, (cst.Global, cst.Nonlocal)) and any(item.name.value == name for item in n.names)
               for n in iter_descendants(func.body))


def drop_trace_time(ctx, node: cst.Attribute) -> Fix | Refusal:
    """``assert x.ndim == 2, ...`` / ``print(x.ndim)``: a read of ``node`` on an assert, print or
    logging line of its own, its receiver proven a tensor (or an input read as one) -> the line
    dropped, as ShapeUses drops the same line reading ``len(x.shape)``."""
    flow = _flow(ctx)
    if flow is None or not (ctx.value(node.value).proven or _input_read(ctx, flow, node.value)):
        return Refusal(NO_USE_REWRITE)
    got = _Rewriter(ctx, flow).trace_time(_own_line(flow.parent, node))
    if got is None:
        return Refusal("not on an assert, print or logging line of its own")
    edits, notes = got
    return make_fix(ctx, edits, "unsafe", "; ".join(notes))


def _own_line(parent_of, node):
    """The simple statement line ``node`` stands on (inside a loop or branch too), or None."""
    cur = node
    while cur is not None and not isinstance(cur, cst.SimpleStatementLine):
        if isinstance(cur, (cst.FunctionDef, cst.Lambda, cst.ClassDef)):
            return None
        cur = parent_of(cur)
    return cur


def _walk_nodes(node):
    yield node
    yield from iter_descendants(node)


def _fresh_name(base: str, func) -> str:
    """``base``, or ``base_2``, ... : a name the function does not use."""
    taken = {n.value for n in _walk_nodes(func) if isinstance(n, cst.Name)}
    name, k = base, 2
    while name in taken:
        name, k = f"{base}_{k}", k + 1
    return name


# methods that keep an array's dtype (and compute from it alone): the data's one element they read
_DTYPE_KEEPING = frozenset({"expand_dims", "reshape", "transpose", "swapaxes", "squeeze", "flatten", "flip",
                            "reshape_like"})


_NO_F = "the rewrite calls the F namespace, which this function is not handed"


def _tuple_text(items) -> str:
    items = list(items)
    return "(" + ", ".join(items) + ("," if len(items) == 1 else "") + ")"


def _scale_text(ratio: Dim) -> str | None:
    """A resize scale as python: an integer or python factor, or a constant fraction 1/k as a float
    with k a power of two.  BilinearResize2D takes int(scale * size), which is size // k only where
    scale * size is exact: 1/k for another k is rounded, and in MXNet 1.9.1 a scale 1/41 gives 0
    rows for 41 (size // 41 is 1; likewise k = 47, 55, 61, ...).  A factor read from python names
    is written through float(): MXNet 1.9.1 parses scale_height from its text, and a bool factor
    (`True`, whose products are ints, so height=h * True runs) is rejected there as 'True'."""
    if ratio.from_tensor or any(e < 0 for _, e in ratio.atoms):
        return None
    if ratio.coef.denominator == 1:
        return f"float({ratio.python()})" if ratio.atoms else ratio.python()
    k = ratio.coef.denominator
    if ratio.atoms or ratio.coef.numerator != 1 or k & (k - 1):
        return None
    return repr(float(ratio.coef))


def _min_rank(node, ctx) -> int:
    """A lower bound of a tensor expression's rank: every legacy NDArray has rank >= 1, and
    ``expand_dims`` adds one."""
    if isinstance(node, cst.Call):
        func = node.func
        positional = [a.value for a in node.args if a.keyword is None]
        if isinstance(func, cst.Attribute) and func.attr.value == "expand_dims" and ctx.f_path(func) is None:
            return _min_rank(func.value, ctx) + 1
        if ctx.f_path(func) == ("expand_dims",) and positional:
            return _min_rank(positional[0], ctx) + 1
    return 1


def _shape_tail_of(node, start: int) -> str | None:
    """``x`` of ``x.shape[start:]`` (a name's, no stop or step), else None."""
    if not (isinstance(node, cst.Subscript) and len(node.slice) == 1 and isinstance(node.slice[0].slice, cst.Slice)
            and isinstance(node.value, cst.Attribute) and node.value.attr.value == "shape"
            and isinstance(node.value.value, cst.Name)):
        return None
    sl = node.slice[0].slice
    if sl.upper is not None or sl.step is not None or sl.lower is None or int_literal(sl.lower) != start:
        return None
    return node.value.value.value


def _indexed_name(node, name: str, k: int):
    """The ``Name`` of ``name[k]`` (a constant index), else ``node`` unchanged."""
    if isinstance(node, cst.Subscript) and isinstance(node.value, cst.Name) and node.value.value == name \
            and len(node.slice) == 1 and isinstance(node.slice[0].slice, cst.Index) \
            and int_literal(node.slice[0].slice.value) == k:
        return node.value
    return node


def _shape_run_of(node, lo: int) -> bool:
    """``t.shape[lo:]``."""
    return isinstance(node, cst.Subscript) and isinstance(node.value, cst.Attribute) \
        and node.value.attr.value == "shape" and len(node.slice) == 1 \
        and isinstance(node.slice[0].slice, cst.Slice) and node.slice[0].slice.step is None \
        and node.slice[0].slice.upper is None and int_literal(node.slice[0].slice.lower) == lo


def _axis_is(shape: Shape, d: Dim, axis: int) -> bool:
    # with the rank known, dims holds only axes below it
    return shape.dims.get(axis) == d


def _in_target_position(flow, node) -> bool:
    parent = flow.parent(node)
    return isinstance(parent, (cst.AssignTarget, cst.Element)) and isinstance(
        flow.parent(parent), cst.AssignTarget)


def _whole_copies(text: str, old: str) -> bool:
    """Whether every occurrence of ``old`` in the expression ``text`` is a whole subexpression
    (a rewrite that writes its operand more than once, clip's three copies): each copy then reads
    the same names in the same statement as the operand did, so the operand's own rewrite holds
    for every copy. Not where a lambda or comprehension could rebind a name the copy reads."""
    try:
        tree = cst.parse_expression(text)
    except cst.ParserSyntaxError:
        return False
    nodes = [tree, *iter_descendants(tree)]
    if any(isinstance(n, (cst.Lambda, cst.ListComp, cst.SetComp, cst.DictComp, cst.GeneratorExp))
           for n in nodes):
        return False
    blank = cst.Module([])
    whole = sum(1 for n in nodes if isinstance(n, cst.BaseExpression)
                and " ".join(blank.code_for_node(n).split()) == old)
    return whole == text.count(old)


def _contains(flow, outer, inner) -> bool:
    if isinstance(outer, tuple):
        return False
    cur = inner
    while cur is not None:
        if cur is outer:
            return True
        cur = flow.parent(cur)
    return False


def _subscript_axes(elems, rank: int | None) -> list[tuple[int, cst.BaseSlice]] | None:
    """(axis, slice) of each element of a subscript: after one ``...`` the axes count from the
    end (negative), or from the start when ``rank`` is given; None for two ``...``."""
    dots = [k for k, el in enumerate(elems) if isinstance(el.slice, cst.Index)
            and isinstance(el.slice.value, cst.Ellipsis)]
    if len(dots) > 1 or any(isinstance(el.slice, cst.Index) and isinstance(el.slice.value, cst.Name)
                            and el.slice.value.value == "None" for el in elems):
        return None     # (`None` adds an axis: the elements after it stand one axis off)
    if not dots:
        return [(k, el.slice) for k, el in enumerate(elems)]
    at, after = dots[0], len(elems) - dots[0] - 1
    out = [(k, el.slice) for k, el in enumerate(elems[:at])]
    for j, el in enumerate(elems[at + 1:]):
        axis = j - after
        out.append((axis if rank is None else rank + axis, el.slice))
    return out


def _axes_tuple(axes) -> str:
    return "(" + ", ".join(map(str, axes)) + ("," if len(axes) == 1 else "") + ")"


def _shape_of_name(node) -> bool:
    """``t.shape`` of a name ``t``."""
    return (isinstance(node, cst.Attribute) and node.attr.value == "shape"
            and isinstance(node.value, cst.Name))


# expressions python may evaluate only in part: a read inside proves nothing about the axes
_MAYBE_SKIPPED = (cst.IfExp, cst.BooleanOperation, cst.Lambda, cst.ListComp, cst.SetComp, cst.DictComp,
                  cst.GeneratorExp)
# by type, as libcst's concrete node classes have no subclass (tests/engine/test_walk.py)
_MAYBE_SKIPPED_TYPES = frozenset(_MAYBE_SKIPPED)


def always_evaluated(node):
    """The nodes under ``node`` python evaluates whenever ``node`` runs (of a conditional
    expression only its test, of ``and``/``or`` only the left operand, of a lambda or a
    comprehension nothing: taken conservatively as skipped)."""
    # (libcst's own `children` runs a visitor pass per node: ~5% of a corpus run went there;
    # lexical_children gives the same code-bearing nodes in the same order, and no caller
    # looks at whitespace or punctuation)
    stack = [node]
    while stack:
        n = stack.pop()
        yield n
        t = type(n)
        if t is cst.IfExp:
            stack.append(n.test)
        elif t is cst.BooleanOperation:
            stack.append(n.left)
        elif t not in _MAYBE_SKIPPED_TYPES:
            stack.extend(lexical_children(n))


def _floored_beside_inferred(entries, src: "Shape | None") -> bool:
    """A floor quotient of sizes (``T // k``) beside the original's ``-1``: Reshape infers the -1
    from the whole size, so the original runs for a T that k does not divide (``(1, 10, 4)`` to
    ``(B, 4, T // 4, -1)`` gives (1, 4, 2, 5)), while codes reading ``T // k`` as a split of T
    (``(0, -4, 4, -1, 0)``) raise there (MXNet 1.9.1). Without a -1 the original's sizes must
    multiply to the input's, which makes such a quotient exact: so a data whose own dims hold a
    quotient an earlier reshape placed (Swin's window reverse, PatchTST's patches embedded and
    viewed back) is left to the solver."""
    if not entries or not any(isinstance(e, int) and e == -1 for e in entries):
        return False
    dims = (src.full() if src is not None else None) or []
    if any(d is not None and d.floored for d in dims):
        return False
    # exact: a size padded up to a multiple (`t + pad`, pad = -t % w), or a quotient equal to one
    # of the data's own sizes (the reshape that made that size ran)
    return any(isinstance(e, Dim) and e.floored and not holds_pad(e) and e not in dims for e in entries)


def _dim_holders(dims: set, named) -> "list[tuple[str, dict]] | None":
    """[(tensor name, {dim: axis})] covering ``dims`` from ``named`` ((name, Shape), the latest
    bound first), the tensor holding most of those left taken first; None when one is held by
    none."""
    left, out = set(dims), []
    while left:
        best = None
        for name, shape in named:
            axes = {}
            for d in left:
                found = shape.axes_of(d)
                if found:
                    axes[d] = found[0]
            if axes and (best is None or len(axes) > len(best[1])):
                best = (name, axes)
        if best is None:
            return None
        out.append(best)
        left -= set(best[1])
    return out
