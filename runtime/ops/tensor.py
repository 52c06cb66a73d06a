"""Shape-changing and indexing ops: reshape, concat, split, slice, take, ...

Kernels return fresh arrays (never views of their inputs), as MXNet's
operators do in imperative mode, so writing into an output never changes an
input.
"""
from __future__ import annotations

import ast

import numpy as np

from ..registry import (
    REQUIRED, VARIADIC, Attr, AttrType, Bool, Float, Int, Op, OpError, OptInt, OptShape,
    Shape, Str, register,
)
from .elemwise import DtypeChoice, dtype_name
from .grad_util import fill_missing, scatter_add, unbroadcast
from .host import to_host as _host
from .lowering import RESHAPE_VIEW
from .stdsort import needs_replay, std_order


def _prod(shape) -> int:
    out = 1
    for d in shape:
        out *= int(d)
    return out


def norm_axis(axis: int, ndim: int, op: str, extra: int = 0) -> int:
    """Resolve a possibly negative axis; ``extra`` widens the range (expand_dims)."""
    n = ndim + extra
    if not -n <= axis < n:
        raise OpError(f"{op}: axis {axis} is out of range for an input with {ndim} dimensions")
    return axis + n if axis < 0 else axis


class _OptIntTuple(AttrType):
    """A tuple whose entries are ints or None, as ``slice`` takes: ``"(0, None)"``."""

    name = "tuple of optional ints"

    def parse(self, value):
        if isinstance(value, str):
            text = value.strip()
            if not text:
                return ()
            try:
                value = ast.literal_eval(text)
            except (ValueError, SyntaxError):
                raise OpError(f"cannot parse {value!r} as a tuple of ints/None") from None
        if value is None or isinstance(value, int) and not isinstance(value, bool):
            value = (value,)
        if not isinstance(value, (list, tuple)):
            raise OpError(f"expected a tuple of ints or None, got {value!r}")
        out = []
        for v in value:
            if v is None:
                out.append(None)
            elif isinstance(v, bool) or not (isinstance(v, int) or hasattr(v, "__index__")):
                raise OpError(f"expected a tuple of ints or None, got {value!r}")
            else:
                out.append(int(v))
        return tuple(out)

    def format(self, value):
        return "(" + ", ".join("None" if v is None else str(v) for v in value) + \
            ("," if len(value) == 1 else "") + ")"


OptIntTuple = _OptIntTuple()


# --------------------------------------------------------------------------
# Reshape and friends
# --------------------------------------------------------------------------

def reshape_target(spec, dshape, reverse=False):
    """MXNet's reshape codes: 0 copy, -1 infer, -2 copy rest, -3 merge two, -4 split one."""
    given = tuple(spec)
    spec = list(spec)
    src = list(dshape)
    if reverse:
        spec.reverse()
        src.reverse()
    out: list[int] = []
    infer_at = -1
    i = j = 0
    while i < len(spec):
        d = spec[i]
        if d == 0:
            if j >= len(src):
                raise OpError(f"Reshape: code 0 at position {i} has no input dimension to copy "
                              f"(input shape {tuple(dshape)}, shape {given})")
            out.append(src[j])
            j += 1
        elif d == -1:
            if infer_at >= 0:
                raise OpError(f"Reshape: shape {given} has more than one -1")
            # MXNet keeps the slot by the code's position, not the axis it makes: after a -4
            # (three codes, two axes) or a -2 it infers another axis, and the size check below
            # raises as MXNet's eager reshape does (measured in 1.9.1: (2, 6, 5) by
            # (0, -4, -1, 3, -1) -> "Cannot reshape array")
            infer_at = i
            out.append(1)
            j += 1
        elif d == -2:
            out.extend(src[j:])
            j = len(src)
        elif d == -3:
            if j + 1 >= len(src):
                raise OpError(f"Reshape: code -3 needs two input dimensions "
                              f"(input shape {tuple(dshape)}, shape {given})")
            out.append(src[j] * src[j + 1])
            j += 2
        elif d == -4:
            if i + 2 >= len(spec) or j >= len(src):
                raise OpError(f"Reshape: code -4 must be followed by two dimensions "
                              f"(shape {given})")
            d0 = src[j]
            j += 1
            d1, d2 = spec[i + 1], spec[i + 2]
            i += 2
            if d1 == -1 and d2 == -1:
                raise OpError("Reshape: the two dimensions after -4 cannot both be -1")
            if d1 == -1:
                d1 = d0 // d2 if d2 else 0
            if d2 == -1:
                d2 = d0 // d1 if d1 else 0
            if d0 and d1 * d2 != d0:
                raise OpError(f"Reshape: split dims {d1}, {d2} do not divide input dim {d0}")
            out.extend([d1, d2])
        elif d > 0:
            out.append(d)
            j += 1
        else:
            raise OpError(f"Reshape: invalid shape code {d} in {given}")
        i += 1
    if 0 <= infer_at < len(out):
        known = _prod(out)       # the slot's own value included, as MXNet's product is
        total = _prod(dshape)
        out[infer_at] = total // known if known and total else 0
    if reverse:
        out.reverse()
    return tuple(out)


def _reshape_shape(a, dshape):
    if a.shape:
        out = reshape_target(a.shape, dshape, a.reverse)
    elif a.target_shape:
        # deprecated form: one 0 is inferred, keep_highest pins the first dim
        out = list(a.target_shape)
        if a.keep_highest:
            out[0] = dshape[0]
        zeros = [k for k in range(1 if a.keep_highest else 0, len(out)) if out[k] == 0]
        if len(zeros) == 1:
            out[zeros[0]] = 1
            out[zeros[0]] = _prod(dshape) // _prod(out)
        out = tuple(out)
    else:
        raise OpError("Reshape needs a target shape (shape=...)")
    if 0 not in dshape and _prod(out) != _prod(dshape):
        raise OpError(f"Reshape: cannot reshape an array of shape {tuple(dshape)} "
                      f"(size {_prod(dshape)}) into shape {out} (size {_prod(out)}); "
                      f"requested shape {tuple(a.shape or a.target_shape)}")
    return out


def _reshape_input_back(a, in_shapes, out_shapes):
    """A reshape keeps the size, so one unknown input dim follows from a known output (MXNet's
    ReverseReshapeInferShape)."""
    s, size = in_shapes[0], _prod(out_shapes[0])
    if s is None or list(s).count(0) != 1:
        return [None]
    known = _prod(d for d in s if d)
    if size % known:
        raise OpError(f"Reshape: output shape {tuple(out_shapes[0])} (size {size}) is not a "
                      f"whole number of input shape {tuple(s)}")
    return [tuple(d or size // known for d in s)]


def _reshape_back(ctx, a, inputs, outputs, out_grads):
    """Rule of every op that only rearranges the shape: reshape the out-grad back."""
    x = inputs[0]
    grads = (out_grads[0].reshape(x.shape).astype(x.dtype, copy=True),)
    return grads + (None,) * (len(inputs) - 1)


register(Op(
    name="Reshape", aliases=("reshape",), grad=_reshape_back,
    attrs=(Attr("shape", Shape, ()), Attr("reverse", Bool, False),
           Attr("target_shape", Shape, ()), Attr("keep_highest", Bool, False)),
    kernel=lambda ctx, a, x: x.reshape(_reshape_shape(a, x.shape)).copy(),
    infer_shape=_reshape_shape, infer_input_shapes_back=_reshape_input_back,
    lowering=RESHAPE_VIEW,
))


def _flatten_shape(a, s):
    if len(s) == 0:
        return (1, 1)
    return (s[0], _prod(s[1:]))


register(Op(
    rank={"rank": 2},
    name="Flatten", aliases=("flatten",), grad=_reshape_back,
    kernel=lambda ctx, a, x: x.reshape(_flatten_shape(a, x.shape)).copy(),
    infer_shape=_flatten_shape,
    lowering=RESHAPE_VIEW,
))


def nonneg_axis(axis: int, ndim: int, op: str) -> int:
    """transpose, reverse/flip, broadcast_axis and cumsum take no negative axis in MXNet 1.9.1
    (measured: "index = -1 must be in range [0, 3)")."""
    if not 0 <= axis < ndim:
        raise OpError(f"{op}: axis {axis} must be in range [0, {ndim})")
    return axis


def _transpose_axes(a, ndim):
    if not a.axes:
        return tuple(range(ndim - 1, -1, -1))
    if len(a.axes) != ndim:
        raise OpError(f"transpose: axes {a.axes} do not match an input with {ndim} dimensions")
    axes = tuple(nonneg_axis(k, ndim, "transpose") for k in a.axes)
    if sorted(axes) != list(range(ndim)):
        raise OpError(f"transpose: axes {a.axes} are not a permutation of 0..{ndim - 1}")
    return axes


def _transpose_grad(ctx, a, inputs, outputs, out_grads):
    x = inputs[0]
    back = np.argsort(_transpose_axes(a, x.ndim))
    return (ctx.xp.transpose(out_grads[0], tuple(int(k) for k in back)).astype(x.dtype),)


register(Op(
    rank={"inputs": ["data"]},
    name="transpose", attrs=(Attr("axes", Shape, ()),), grad=_transpose_grad,
    kernel=lambda ctx, a, x: ctx.xp.transpose(x, _transpose_axes(a, x.ndim)).copy(),
    infer_shape=lambda a, s: tuple(s[k] for k in _transpose_axes(a, len(s))),
))


def _expand_dims_shape(a, s):
    ax = norm_axis(a.axis, len(s), "expand_dims", extra=1)
    return tuple(s[:ax]) + (1,) + tuple(s[ax:])


register(Op(
    rank={"inputs": ["data"], "add": 1},
    name="expand_dims", attrs=(Attr("axis", Int, REQUIRED),), grad=_reshape_back,
    kernel=lambda ctx, a, x: x.reshape(_expand_dims_shape(a, x.shape)).copy(),
    infer_shape=_expand_dims_shape,
    lowering=RESHAPE_VIEW,
))


def _squeeze_shape(a, s):
    if a.axis is None:
        out = tuple(d for d in s if d != 1)
    else:
        axes = {norm_axis(k, len(s), "squeeze") for k in a.axis}
        for k in axes:
            if s[k] != 1:
                raise OpError(f"squeeze: axis {k} has size {s[k]}, not 1 (input shape {tuple(s)})")
        out = tuple(d for k, d in enumerate(s) if k not in axes)
    # MXNet 1.x never returns a 0-d array here
    return out if out else (1,)


register(Op(
    name="squeeze", attrs=(Attr("axis", OptShape, None),), grad=_reshape_back,
    kernel=lambda ctx, a, x: x.reshape(_squeeze_shape(a, x.shape)).copy(),
    infer_shape=_squeeze_shape,
))


# --------------------------------------------------------------------------
# joining and splitting
# --------------------------------------------------------------------------

def _check_num_args(a, n, op):
    if n == 0:
        raise OpError(f"{op} needs at least one input")
    if a.num_args is not None and a.num_args != n:
        raise OpError(f"{op}: num_args={a.num_args} but {n} inputs were given")


def _concat_shape(a, *shapes):
    _check_num_args(a, len(shapes), "Concat")
    first = tuple(shapes[0])
    ax = norm_axis(a.dim, len(first), "Concat")
    total = 0
    for s in shapes:
        s = tuple(s)
        if len(s) != len(first) or s[:ax] + s[ax + 1:] != first[:ax] + first[ax + 1:]:
            raise OpError(f"Concat: input shapes {[tuple(t) for t in shapes]} differ outside "
                          f"dimension {a.dim}")
        total += s[ax]
    return first[:ax] + (total,) + first[ax + 1:]


def _concat(ctx, a, *xs):
    _concat_shape(a, *[x.shape for x in xs])
    if any(x.dtype != xs[0].dtype for x in xs[1:]):
        # measured: "Non-uniform data type in Concat"
        raise OpError(f"Concat: inputs of dtypes {[x.dtype.name for x in xs]} differ; MXNet "
                      "concatenates one dtype only")
    return ctx.xp.concatenate(xs, axis=norm_axis(a.dim, xs[0].ndim, "Concat"))


_NUM_ARGS = Attr("num_args", OptInt, None, "number of inputs (filled in from the inputs)")

def _concat_grad(ctx, a, inputs, outputs, out_grads):
    ax = norm_axis(a.dim, inputs[0].ndim, "Concat")
    bounds = np.cumsum([x.shape[ax] for x in inputs])[:-1]
    parts = ctx.xp.split(out_grads[0], [int(b) for b in bounds], axis=ax)
    return tuple(p.astype(x.dtype, copy=True) for p, x in zip(parts, inputs))


register(Op(
    rank={"inputs": ["*data"]},
    name="Concat", aliases=("concat",), inputs=VARIADIC,
    attrs=(Attr("dim", Int, 1), _NUM_ARGS),
    kernel=_concat, infer_shape=_concat_shape, grad=_concat_grad,
))


def _stack_shape(a, *shapes):
    _check_num_args(a, len(shapes), "stack")
    first = tuple(shapes[0])
    for s in shapes:
        if tuple(s) != first:
            raise OpError(f"stack: input shapes {[tuple(t) for t in shapes]} differ")
    ax = norm_axis(a.axis, len(first), "stack", extra=1)
    return first[:ax] + (len(shapes),) + first[ax:]


def _stack(ctx, a, *xs):
    _stack_shape(a, *[x.shape for x in xs])
    out = ctx.xp.stack(xs, axis=norm_axis(a.axis, xs[0].ndim, "stack", extra=1))
    return out.astype(xs[0].dtype, copy=False)


def _stack_grad(ctx, a, inputs, outputs, out_grads):
    ax = norm_axis(a.axis, inputs[0].ndim, "stack", extra=1)
    g = out_grads[0]
    return tuple(ctx.xp.take(g, k, axis=ax).astype(x.dtype, copy=False)
                 for k, x in enumerate(inputs))


register(Op(
    rank={"inputs": ["*data"], "add": 1},
    name="stack", inputs=VARIADIC, attrs=(Attr("axis", Int, 0), _NUM_ARGS),
    kernel=_stack, infer_shape=_stack_shape, grad=_stack_grad,
))


def _split_shape(a, s):
    s = tuple(s)
    ax = norm_axis(a.axis, len(s), "SliceChannel")
    n = a.num_outputs
    if n < 1:
        raise OpError(f"SliceChannel: num_outputs must be >= 1, got {n}")
    if s[ax] % n:
        raise OpError(f"SliceChannel: dimension {ax} of size {s[ax]} cannot be split evenly "
                      f"into num_outputs={n}")
    part = s[ax] // n
    if a.squeeze_axis:
        if part != 1:
            raise OpError(f"SliceChannel: squeeze_axis=True needs num_outputs ({n}) equal to the "
                          f"size of dimension {ax} ({s[ax]})")
        one = s[:ax] + s[ax + 1:]
    else:
        one = s[:ax] + (part,) + s[ax + 1:]
    return [one] * n


def _split(ctx, a, x):
    shapes = _split_shape(a, x.shape)
    parts = ctx.xp.split(x, a.num_outputs, axis=norm_axis(a.axis, x.ndim, "SliceChannel"))
    return tuple(p.reshape(s).copy() for p, s in zip(parts, shapes))


def _split_grad(ctx, a, inputs, outputs, out_grads):
    x = inputs[0]
    ax = norm_axis(a.axis, x.ndim, "SliceChannel")
    # an unused output contributes zeros; squeezed pieces get their axis back
    parts = [g.reshape(x.shape[:ax] + (-1,) + x.shape[ax + 1:])
             for g in fill_missing(ctx.xp, out_grads, outputs)]
    return (ctx.xp.concatenate(parts, axis=ax).astype(x.dtype, copy=False),)


register(Op(
    rank={"inputs": ["data"], "attr": "squeeze_axis", "default": False,
          "then": {"inputs": ["data"], "add": -1}},
    name="SliceChannel", aliases=("split",),
    attrs=(Attr("num_outputs", Int, REQUIRED), Attr("axis", Int, 1),
           Attr("squeeze_axis", Bool, False)),
    num_outputs=lambda a: a.num_outputs,
    kernel=_split, infer_shape=_split_shape, grad=_split_grad,
))


# --------------------------------------------------------------------------
# slicing
# --------------------------------------------------------------------------

def _slices(a, s):
    s = tuple(s)
    begin, end, step = a.begin, a.end, a.step
    if len(begin) != len(end):
        raise OpError(f"slice: begin {begin} and end {end} have different lengths")
    if len(begin) > len(s):
        raise OpError(f"slice: begin {begin} has more entries than the input has dimensions {s}")
    if step and len(step) != len(begin):
        raise OpError(f"slice: step {step} must have as many entries as begin {begin}")
    out = []
    for k in range(len(begin)):
        st = step[k] if step and step[k] is not None else 1
        if st == 0:
            raise OpError("slice: step cannot be 0")
        out.append(slice(begin[k], end[k], st))
    return tuple(out)


def _five_dims_at_most(op, ndim):
    # MXNet 1.9.1's slice kernels are instantiated up to 5 dims (measured: "ndim=6too large")
    if ndim > 5:
        raise OpError(f"{op}: a {ndim}-d array; MXNet slices arrays of at most 5 dims")


def _slice_shape(a, s):
    _five_dims_at_most("slice", len(s))
    sl = _slices(a, s)
    out = list(s)
    for k, piece in enumerate(sl):
        out[k] = len(range(*piece.indices(s[k])))
    return tuple(out)


def _into_zeros(xp, x, index, g):
    out = xp.zeros(x.shape, dtype=x.dtype)
    out[index] = g
    return out


register(Op(
    rank={"inputs": ["data"]},
    name="slice", aliases=("crop",),
    grad=lambda ctx, a, inputs, outputs, out_grads: (
        _into_zeros(ctx.xp, inputs[0], _slices(a, inputs[0].shape), out_grads[0]),),
    attrs=(Attr("begin", OptIntTuple, REQUIRED), Attr("end", OptIntTuple, REQUIRED),
           Attr("step", OptIntTuple, ())),
    kernel=lambda ctx, a, x: x[_slices(a, x.shape)].copy(),
    infer_shape=_slice_shape,
))


def _slice_axis_range(a, s):
    ax = norm_axis(a.axis, len(s), "slice_axis")
    n = s[ax]
    b = a.begin + n if a.begin < 0 else a.begin
    e = n if a.end is None else (a.end + n if a.end < 0 else a.end)
    if not (0 <= b < e <= n):
        raise OpError(f"slice_axis: invalid begin={a.begin}, end={a.end} for axis {a.axis} "
                      f"of size {n}")
    return ax, b, e


def _slice_axis_shape(a, s):
    ax, b, e = _slice_axis_range(a, s)
    return tuple(s[:ax]) + (e - b,) + tuple(s[ax + 1:])


def _slice_axis(ctx, a, x):
    ax, b, e = _slice_axis_range(a, x.shape)
    idx = [slice(None)] * x.ndim
    idx[ax] = slice(b, e)
    return x[tuple(idx)].copy()


def _slice_axis_grad(ctx, a, inputs, outputs, out_grads):
    x = inputs[0]
    ax, b, e = _slice_axis_range(a, x.shape)
    idx = [slice(None)] * x.ndim
    idx[ax] = slice(b, e)
    return (_into_zeros(ctx.xp, x, tuple(idx), out_grads[0]),)


register(Op(
    rank={"inputs": ["data"]},
    name="slice_axis",
    attrs=(Attr("axis", Int, REQUIRED), Attr("begin", Int, REQUIRED), Attr("end", OptInt, None)),
    kernel=_slice_axis, infer_shape=_slice_axis_shape, grad=_slice_axis_grad,
))


def _slice_like_shape(a, s, like):
    s, like = tuple(s), tuple(like)
    _five_dims_at_most("slice_like", len(s))
    if a.axes:
        axes = [norm_axis(k, len(s), "slice_like") for k in a.axes]
        for k in axes:
            if k >= len(like):
                raise OpError(f"slice_like: axis {k} is out of range for shape_like {like}")
    else:
        if len(s) != len(like):
            raise OpError(f"slice_like: data shape {s} and shape_like {like} differ in rank")
        axes = range(len(s))
    out = list(s)
    for k in axes:
        if like[k] > s[k]:
            raise OpError(f"slice_like: shape_like {like} is larger than data {s} on axis {k}")
        out[k] = like[k]
    return tuple(out)


register(Op(
    rank={"inputs": ["data"]},
    name="slice_like", inputs=("data", "shape_like"), attrs=(Attr("axes", Shape, ()),),
    kernel=lambda ctx, a, x, like: x[tuple(
        slice(0, d) for d in _slice_like_shape(a, x.shape, like.shape))].copy(),
    infer_shape=_slice_like_shape,
    # shape_like only lends its shape
    grad=lambda ctx, a, inputs, outputs, out_grads: (
        _into_zeros(ctx.xp, inputs[0], tuple(
            slice(0, d) for d in _slice_like_shape(a, inputs[0].shape, inputs[1].shape)),
            out_grads[0]), None),
))


# --------------------------------------------------------------------------
# indexing: take, pick, one_hot, gather_nd
# --------------------------------------------------------------------------

def _int_index(xp, idx):
    # float indices are truncated toward zero, as MXNet's static_cast<int> does
    # (NaN/inf become some out-of-range value, handled by each op's mode)
    with np.errstate(invalid="ignore"):
        return idx.astype(np.int64, copy=idx.dtype.kind != "i")


def _take_shape(a, s, idx):
    ax = norm_axis(a.axis, len(s), "take")
    return tuple(s[:ax]) + tuple(idx) + tuple(s[ax + 1:])


def _take_index(xp, a, x, idx):
    """The axis and the in-range indices ``take`` reads (shared with its gradient)."""
    ax = norm_axis(a.axis, x.ndim, "take")
    n = x.shape[ax]
    if n == 0 and idx.size:
        raise OpError(f"take: cannot take from axis {a.axis}, which has size 0")
    i = _int_index(xp, idx)
    if a.mode == "clip":
        i = xp.clip(i, 0, n - 1)
    elif a.mode == "wrap":
        i = xp.mod(i, n)
    else:
        if int(((i < -n) | (i >= n)).sum()):
            raise OpError(f"take: an index is out of range for axis {a.axis} of size {n} "
                          f"(mode='raise')")
        i = xp.where(i < 0, i + n, i)
    return ax, i


def _take(ctx, a, x, idx):
    ax, i = _take_index(ctx.xp, a, x, idx)
    return ctx.xp.take(x, i, axis=ax)


def _take_grad(ctx, a, inputs, outputs, out_grads):
    xp = ctx.xp
    (x, idx), (g,) = inputs, out_grads
    ax, i = _take_index(xp, a, x, idx)
    pre, post = _prod(x.shape[:ax]), _prod(x.shape[ax + 1:])
    out = xp.zeros(x.shape, dtype=x.dtype)
    # rows taken several times collect every contribution
    scatter_add(xp, out.reshape(pre, x.shape[ax], post), (slice(None), i.reshape(-1)),
                g.reshape(pre, i.size, post).astype(x.dtype, copy=False))
    return out, None


register(Op(
    rank={"inputs": ["a", "indices"], "add": -1},
    name="take", inputs=("a", "indices"),
    attrs=(Attr("axis", Int, 0), Attr("mode", Str("clip", "raise", "wrap"), "clip")),
    kernel=_take, infer_shape=_take_shape, grad=_take_grad,
))


def _pick_shape(a, s, idx=None):
    if a.axis is None:
        raise OpError("pick: axis=None is not supported (MXNet 1.9.1 requires an axis)")
    ax = norm_axis(a.axis, len(s), "pick")
    if a.keepdims:
        return tuple(s[:ax]) + (1,) + tuple(s[ax + 1:])
    # a legacy NDArray has no 0-D shape: MXNet 1.9.1 gives a pick from a 1-D array as (1,)
    return tuple(s[:ax]) + tuple(s[ax + 1:]) or (1,)


def _pick_index(xp, a, x, idx):
    """The axis and the clipped/wrapped index per row that ``pick`` reads."""
    ax = norm_axis(a.axis, x.ndim, "pick")
    n = x.shape[ax]
    if n == 0 and idx.size:
        raise OpError(f"pick: cannot pick from axis {a.axis}, which has size 0")
    reduced = tuple(x.shape[:ax]) + tuple(x.shape[ax + 1:])
    if _prod(idx.shape) != _prod(reduced):
        raise OpError(f"pick: index shape {idx.shape} does not match data shape {x.shape} "
                      f"without axis {a.axis}")
    i = _int_index(xp, idx).reshape(reduced)
    return ax, xp.clip(i, 0, n - 1) if a.mode == "clip" else xp.mod(i, n)


def _pick(ctx, a, x, idx):
    xp = ctx.xp
    out_shape = _pick_shape(a, x.shape)
    ax, i = _pick_index(xp, a, x, idx)
    got = xp.take_along_axis(x, xp.expand_dims(i, ax), axis=ax)
    return got.reshape(out_shape)


def _pick_grad(ctx, a, inputs, outputs, out_grads):
    xp = ctx.xp
    (x, idx), (g,) = inputs, out_grads
    ax, i = _pick_index(xp, a, x, idx)
    # one picked position per row: a one-hot mask along the axis carries the out-grad
    positions = xp.arange(x.shape[ax]).reshape((-1,) + (1,) * (x.ndim - ax - 1))
    hit = xp.expand_dims(i, ax) == positions
    g = xp.expand_dims(g.reshape(i.shape), ax)
    return (g * hit).astype(x.dtype, copy=False), None


register(Op(
    rank={"inputs": ["data"], "add": -1, "attr": "keepdims", "default": False,
          "then": {"inputs": ["data"]}},
    name="pick", inputs=("data", "index"),
    attrs=(Attr("axis", OptInt, -1), Attr("keepdims", Bool, False),
           Attr("mode", Str("clip", "wrap"), "clip")),
    kernel=_pick, infer_shape=_pick_shape, grad=_pick_grad,
))


def _depth(a):
    if a.depth < 0:
        raise OpError(f"one_hot: depth must be non-negative, got {a.depth}")
    return a.depth


def _one_hot(ctx, a, idx):
    xp = ctx.xp
    i = _int_index(xp, idx)
    classes = xp.arange(_depth(a), dtype=np.int64)
    hit = i[..., None] == classes  # out-of-range indices hit nothing: an all-off row
    dt = dtype_name(a.dtype)
    on = np.asarray(a.on_value, dtype=np.float64).astype(dt)[()]
    off = np.asarray(a.off_value, dtype=np.float64).astype(dt)[()]
    return xp.where(hit, on, off).astype(dt, copy=False)


register(Op(
    rank={"inputs": ["indices"], "add": 1},
    name="one_hot", inputs=("indices",),
    attrs=(Attr("depth", Int, REQUIRED), Attr("on_value", Float, 1.0),
           Attr("off_value", Float, 0.0), Attr("dtype", DtypeChoice(), "float32")),
    kernel=_one_hot,
    infer_shape=lambda a, s: tuple(s) + (_depth(a),),
    infer_type=lambda a, *dts: dtype_name(a.dtype),
))


def _gather_nd_shape(a, s, idx):
    if len(idx) < 1 or idx[0] > len(s):
        raise OpError(f"gather_nd: indices shape {tuple(idx)} does not fit data shape {tuple(s)}")
    return tuple(idx[1:]) + tuple(s[idx[0]:])


def _gather_nd(ctx, a, x, idx):
    _gather_nd_shape(a, x.shape, idx.shape)
    i = _int_index(ctx.xp, idx)
    m = i.shape[0]
    dims = ctx.xp.asarray(np.array(x.shape[:m]).reshape((m,) + (1,) * (i.ndim - 1)))
    if bool(((i < -dims) | (i >= dims)).any()):
        raise OpError(f"gather_nd: an index is out of range for data shape {x.shape}")
    return x[tuple(i[k] for k in range(m))].copy()


def _gather_nd_grad(ctx, a, inputs, outputs, out_grads):
    xp = ctx.xp
    (x, idx), (g,) = inputs, out_grads
    i = _int_index(xp, idx)
    m = i.shape[0]
    dims = xp.asarray(np.array(x.shape[:m]).reshape((m,) + (1,) * (i.ndim - 1)))
    i = xp.where(i < 0, i + dims, i)
    out = xp.zeros(x.shape, dtype=x.dtype)
    scatter_add(xp, out, tuple(i[k] for k in range(m)), g.astype(x.dtype, copy=False))
    return out, None


register(Op(
    name="gather_nd", inputs=("data", "indices"),
    kernel=_gather_nd, infer_shape=_gather_nd_shape, grad=_gather_nd_grad,
))


# --------------------------------------------------------------------------
# broadcasting to a shape
# --------------------------------------------------------------------------

def _broadcast_to_shape(a, s):
    s = tuple(s)
    if len(a.shape) != len(s):
        raise OpError(f"broadcast_to: shape {a.shape} must have as many dimensions as the "
                      f"input {s}")
    out = []
    for have, want in zip(s, a.shape):
        if want == 0:
            out.append(have)
        elif have == want or have == 1:
            out.append(want)
        else:
            raise OpError(f"broadcast_to: cannot broadcast input {s} to {a.shape}")
    return tuple(out)


def _unbroadcast_grad(ctx, a, inputs, outputs, out_grads):
    x = inputs[0]
    g = unbroadcast(ctx.xp, out_grads[0], x.shape)
    # rhs of broadcast_like only lends its shape
    return (g.astype(x.dtype, copy=True),) + (None,) * (len(inputs) - 1)


register(Op(
    name="broadcast_to", attrs=(Attr("shape", Shape, ()),), grad=_unbroadcast_grad,
    kernel=lambda ctx, a, x: ctx.xp.broadcast_to(x, _broadcast_to_shape(a, x.shape)).copy(),
    infer_shape=_broadcast_to_shape,
))


def _broadcast_axis_shape(a, s):
    axes = a.axis
    sizes = a.size
    if len(axes) != len(sizes):
        raise OpError(f"broadcast_axis: axis {axes} and size {sizes} differ in length")
    out = list(s)
    for k, n in zip(axes, sizes):
        k = nonneg_axis(k, len(s), "broadcast_axis")
        if s[k] != 1:
            raise OpError(f"broadcast_axis: axis {k} of input {tuple(s)} has size {s[k]}, not 1")
        out[k] = n
    return tuple(out)


register(Op(
    name="broadcast_axis", aliases=("broadcast_axes",), grad=_unbroadcast_grad,
    attrs=(Attr("axis", Shape, ()), Attr("size", Shape, ())),
    kernel=lambda ctx, a, x: ctx.xp.broadcast_to(x, _broadcast_axis_shape(a, x.shape)).copy(),
    infer_shape=_broadcast_axis_shape, rank={"inputs": ["data"]},
))


def _broadcast_like_shape(a, lhs, rhs):
    lhs, rhs = tuple(lhs), tuple(rhs)
    if a.lhs_axes is None and a.rhs_axes is None:
        if len(lhs) != len(rhs):
            raise OpError(f"broadcast_like: lhs {lhs} and rhs {rhs} differ in rank")
        target = rhs
    else:
        la, ra = a.lhs_axes or (), a.rhs_axes or ()
        if len(la) != len(ra):
            raise OpError(f"broadcast_like: lhs_axes {la} and rhs_axes {ra} differ in length")
        out = list(lhs)
        for lk, rk in zip(la, ra):
            out[norm_axis(lk, len(lhs), "broadcast_like")] = \
                rhs[norm_axis(rk, len(rhs), "broadcast_like")]
        target = tuple(out)
    for have, want in zip(lhs, target):
        if have != want and have != 1:
            raise OpError(f"broadcast_like: cannot broadcast {lhs} to {target}")
    return target


register(Op(
    name="broadcast_like", inputs=("lhs", "rhs"), grad=_unbroadcast_grad,
    attrs=(Attr("lhs_axes", OptShape, None), Attr("rhs_axes", OptShape, None)),
    kernel=lambda ctx, a, x, y: ctx.xp.broadcast_to(
        x, _broadcast_like_shape(a, x.shape, y.shape)).copy(),
    infer_shape=_broadcast_like_shape,
))


def _reshape_like_shape(a, lhs, rhs):
    lhs, rhs = tuple(lhs), tuple(rhs)

    def bounds(b, e, n):
        b = 0 if b is None else (b + n if b < 0 else b)
        e = n if e is None else (e + n if e < 0 else e)
        if not 0 <= b <= e <= n:
            raise OpError(f"reshape_like: bad begin/end for a shape of rank {n}")
        return b, e

    lb, le = bounds(a.lhs_begin, a.lhs_end, len(lhs))
    rb, re_ = bounds(a.rhs_begin, a.rhs_end, len(rhs))
    out = lhs[:lb] + rhs[rb:re_] + lhs[le:]
    if _prod(out) != _prod(lhs):
        raise OpError(f"reshape_like: cannot reshape {lhs} into {out}")
    return out


register(Op(
    name="reshape_like", inputs=("lhs", "rhs"), grad=_reshape_back,
    attrs=(Attr("lhs_begin", OptInt, None), Attr("lhs_end", OptInt, None),
           Attr("rhs_begin", OptInt, None), Attr("rhs_end", OptInt, None)),
    kernel=lambda ctx, a, x, y: x.reshape(_reshape_like_shape(a, x.shape, y.shape)).copy(),
    infer_shape=_reshape_like_shape,
))


register(Op(
    name="shape_array",
    kernel=lambda ctx, a, x: ctx.xp.asarray(np.array(x.shape, dtype=np.int64)),
    infer_shape=lambda a, s: (len(s),),
    infer_type=lambda a, *dts: "int64",
))

register(Op(
    name="size_array",
    kernel=lambda ctx, a, x: ctx.xp.asarray(np.array([x.size], dtype=np.int64)),
    infer_shape=lambda a, s: (1,),
    infer_type=lambda a, *dts: "int64",
))


# --------------------------------------------------------------------------
# tile, repeat, reverse, swapaxes, depth/space, diag
# --------------------------------------------------------------------------

def _tile_shape(a, s):
    reps = tuple(a.reps)
    if any(r < 0 for r in reps):
        raise OpError(f"tile: reps {reps} must be non-negative")
    s = tuple(s)
    n = max(len(s), len(reps))
    s = (1,) * (n - len(s)) + s
    reps = (1,) * (n - len(reps)) + reps
    return tuple(d * r for d, r in zip(s, reps))


def _tile_grad(ctx, a, inputs, outputs, out_grads):
    (x,), (g,) = inputs, out_grads
    reps = tuple(a.reps)
    n = max(x.ndim, len(reps))
    shape = (1,) * (n - x.ndim) + tuple(x.shape)
    reps = (1,) * (n - len(reps)) + reps
    # output axis k of size r*d splits into (r, d); the copies are summed
    split = tuple(v for r, d in zip(reps, shape) for v in (r, d))
    g = g.reshape(split).sum(axis=tuple(range(0, 2 * n, 2)))
    return (g.reshape(x.shape).astype(x.dtype, copy=False),)


register(Op(
    name="tile", attrs=(Attr("reps", Shape, REQUIRED),), grad=_tile_grad,
    kernel=lambda ctx, a, x: ctx.xp.tile(x, tuple(a.reps)) if a.reps else x.copy(),
    infer_shape=_tile_shape,
))


def _repeat_shape(a, s):
    if a.repeats < 0:
        raise OpError(f"repeat: repeats must be non-negative, got {a.repeats}")
    if a.axis is None or a.repeats == 0:
        # MXNet's RepeatOpShape: 0 repeats give a 1-d empty array whatever the axis
        return (_prod(s) * a.repeats,)
    ax = norm_axis(a.axis, len(s), "repeat")
    return tuple(s[:ax]) + (s[ax] * a.repeats,) + tuple(s[ax + 1:])


def _repeat(ctx, a, x):
    _repeat_shape(a, x.shape)
    if a.axis is None or a.repeats == 0:
        return ctx.xp.repeat(x.reshape(-1), a.repeats)
    return ctx.xp.repeat(x, a.repeats, axis=norm_axis(a.axis, x.ndim, "repeat"))


def _repeat_grad(ctx, a, inputs, outputs, out_grads):
    (x,), (g,) = inputs, out_grads
    if a.axis is None or a.repeats == 0:
        g = g.reshape(x.size, a.repeats).sum(axis=1)
    else:
        ax = norm_axis(a.axis, x.ndim, "repeat")
        g = g.reshape(x.shape[:ax] + (x.shape[ax], a.repeats) + x.shape[ax + 1:]).sum(
            axis=ax + 1)
    return (g.reshape(x.shape).astype(x.dtype, copy=False),)


register(Op(
    rank={"rank": 1, "attr": "axis", "default": None, "then": {"inputs": ["data"]}},
    name="repeat", attrs=(Attr("repeats", Int, REQUIRED), Attr("axis", OptInt, None)),
    kernel=_repeat, infer_shape=_repeat_shape, grad=_repeat_grad,
))


def _reverse_axes(a, ndim):
    return tuple(nonneg_axis(k, ndim, "reverse") for k in a.axis)


def _reverse_shape(a, s):
    _reverse_axes(a, len(s))
    return tuple(s)


register(Op(
    rank={"inputs": ["data"]},
    name="reverse", aliases=("flip",), attrs=(Attr("axis", Shape, REQUIRED),),
    grad=lambda ctx, a, inputs, outputs, out_grads: (ctx.xp.flip(
        out_grads[0], axis=_reverse_axes(a, inputs[0].ndim)).astype(inputs[0].dtype),),
    kernel=lambda ctx, a, x: ctx.xp.flip(x, axis=_reverse_axes(a, x.ndim)).copy(),
    infer_shape=_reverse_shape,
))


def _swap_shape(a, s):
    d1 = norm_axis(a.dim1, len(s), "SwapAxis")
    d2 = norm_axis(a.dim2, len(s), "SwapAxis")
    out = list(s)
    out[d1], out[d2] = out[d2], out[d1]
    return tuple(out)


register(Op(
    rank={"inputs": ["data"]},
    name="SwapAxis", aliases=("swapaxes",), attrs=(Attr("dim1", Int, 0), Attr("dim2", Int, 0)),
    grad=lambda ctx, a, inputs, outputs, out_grads: (ctx.xp.swapaxes(
        out_grads[0], norm_axis(a.dim1, inputs[0].ndim, "SwapAxis"),
        norm_axis(a.dim2, inputs[0].ndim, "SwapAxis")).astype(inputs[0].dtype),),
    kernel=lambda ctx, a, x: ctx.xp.swapaxes(
        x, norm_axis(a.dim1, x.ndim, "SwapAxis"), norm_axis(a.dim2, x.ndim, "SwapAxis")).copy(),
    infer_shape=_swap_shape,
))


def _d2s_shape(a, s):
    b = a.block_size
    if len(s) != 4 or b < 1 or s[1] % (b * b):
        raise OpError(f"depth_to_space: needs a 4-D NCHW input whose channels divide by "
                      f"block_size**2={b * b}, got {tuple(s)}")
    return (s[0], s[1] // (b * b), s[2] * b, s[3] * b)


def _d2s(ctx, a, x):
    n, c, h, w = x.shape
    b = a.block_size
    out = _d2s_shape(a, x.shape)
    y = x.reshape(n, b, b, c // (b * b), h, w).transpose(0, 3, 4, 1, 5, 2)
    return y.copy().reshape(out)


def _s2d_shape(a, s):
    b = a.block_size
    if len(s) != 4 or b < 1 or s[2] % b or s[3] % b:
        raise OpError(f"space_to_depth: needs a 4-D NCHW input whose height and width divide "
                      f"by block_size={b}, got {tuple(s)}")
    return (s[0], s[1] * b * b, s[2] // b, s[3] // b)


def _s2d(ctx, a, x):
    n, c, h, w = x.shape
    b = a.block_size
    out = _s2d_shape(a, x.shape)
    y = x.reshape(n, c, h // b, b, w // b, b).transpose(0, 3, 5, 1, 2, 4)
    return y.copy().reshape(out)


# the two are inverse permutations of each other, so each one's gradient is the other
register(Op(name="depth_to_space", attrs=(Attr("block_size", Int, REQUIRED),),
            kernel=_d2s, infer_shape=_d2s_shape,
            grad=lambda ctx, a, inputs, outputs, out_grads: (
                _s2d(ctx, a, out_grads[0]).astype(inputs[0].dtype, copy=False),)))
register(Op(name="space_to_depth", attrs=(Attr("block_size", Int, REQUIRED),),
            kernel=_s2d, infer_shape=_s2d_shape,
            grad=lambda ctx, a, inputs, outputs, out_grads: (
                _d2s(ctx, a, out_grads[0]).astype(inputs[0].dtype, copy=False),)))


def _diag_shape(a, s):
    s = tuple(s)
    if len(s) == 1:
        n = s[0] + abs(a.k)
        return (n, n)
    if len(s) == 0:
        raise OpError("diag: input must have at least one dimension")
    a1 = norm_axis(a.axis1, len(s), "diag")
    a2 = norm_axis(a.axis2, len(s), "diag")
    if a1 == a2:
        raise OpError("diag: axis1 and axis2 cannot be the same axis")
    d1, d2 = s[a1], s[a2]
    k = a.k
    length = max(0, min(d1, d2 - k) if k >= 0 else min(d1 + k, d2))
    rest = tuple(d for i, d in enumerate(s) if i not in (a1, a2))
    return rest + (length,)


def _diag(ctx, a, x):
    _diag_shape(a, x.shape)
    if x.ndim == 1:
        return ctx.xp.diag(x, a.k)
    return ctx.xp.diagonal(
        x, a.k, norm_axis(a.axis1, x.ndim, "diag"), norm_axis(a.axis2, x.ndim, "diag")).copy()


def _diag_grad(ctx, a, inputs, outputs, out_grads):
    xp = ctx.xp
    (x,), (g,) = inputs, out_grads
    if x.ndim == 1:
        # the input became the k-th diagonal of a matrix: read that diagonal back
        return (xp.diagonal(g, a.k).astype(x.dtype, copy=True),)
    a1 = norm_axis(a.axis1, x.ndim, "diag")
    a2 = norm_axis(a.axis2, x.ndim, "diag")
    out = xp.zeros(x.shape, dtype=x.dtype)
    view = xp.moveaxis(out, (a1, a2), (-2, -1))
    n = g.shape[-1]
    rows = xp.arange(n) + max(-a.k, 0)
    cols = xp.arange(n) + max(a.k, 0)
    view[..., rows, cols] = g
    return (out,)


register(Op(
    name="diag", attrs=(Attr("k", Int, 0), Attr("axis1", Int, 0), Attr("axis2", Int, 1)),
    kernel=_diag, infer_shape=_diag_shape, grad=_diag_grad,
))


# --------------------------------------------------------------------------
# sorting
# --------------------------------------------------------------------------

_INDEX_DTYPES = ("float16", "float32", "float64", "int32", "int64", "uint8")


def _sort_axis(a, ndim):
    return None if a.axis is None else norm_axis(a.axis, ndim, "sort")


def _stable_argsort(xp, x, axis, ascend):
    if ascend:
        return xp.argsort(x, axis=axis, kind="stable")
    # stable descending order: ties keep their original order
    n = x.shape[axis]
    flipped = xp.flip(x, axis=axis)
    return xp.flip(n - 1 - xp.argsort(flipped, axis=axis, kind="stable"), axis=axis)


def _mxnet_order(xp, y, axis, ascend, k=None):
    """The first ``k`` (default: all) positions along ``axis`` in MXNet's CPU order: a
    sort where keys differ, libstdc++'s introsort/heap select replayed on rows with equal
    keys or NaNs (``stdsort``), which is where MXNet's order is not a stable sort's."""
    n = y.shape[axis]
    k = n if k is None else k
    order = _stable_argsort(xp, y, axis, ascend)
    rows = np.moveaxis(_host(y), axis, -1)
    flat = rows.reshape(-1, n) if n else rows.reshape(0, 0)
    replay = needs_replay(flat) if flat.size else np.zeros(0, bool)
    if not replay.any():
        return xp.take(order, xp.arange(k), axis=axis)
    out = np.moveaxis(_host(order), axis, -1)[..., :k].reshape(-1, k).copy()
    for r in np.flatnonzero(replay):
        out[r] = std_order(flat[r], k, ascend)
    out = out.reshape(rows.shape[:-1] + (k,))
    return xp.asarray(np.moveaxis(out, -1, axis))


def _flat_or(x, axis):
    return (x.reshape(-1), 0) if axis is None else (x, axis)


def _sorted_shape(a, s):
    _sort_axis(a, len(s))
    return (_prod(s),) if a.axis is None else tuple(s)


def _argsort(ctx, a, x):
    y, ax = _flat_or(x, _sort_axis(a, x.ndim))
    idx = _mxnet_order(ctx.xp, y, ax, a.is_ascend)
    return idx.astype(dtype_name(a.dtype))


register(Op(
    name="argsort",
    attrs=(Attr("axis", OptInt, -1), Attr("is_ascend", Bool, True),
           Attr("dtype", DtypeChoice(*_INDEX_DTYPES), "float32")),
    kernel=_argsort, infer_shape=_sorted_shape,
    infer_type=lambda a, *dts: a.dtype,
))


def _sort(ctx, a, x):
    y, ax = _flat_or(x, _sort_axis(a, x.ndim))
    idx = _mxnet_order(ctx.xp, y, ax, a.is_ascend)
    return ctx.xp.take_along_axis(y, idx, axis=ax)


def _scatter_rows(xp, x, axis, idx, g):
    """Zeros shaped like ``x`` (flattened when ``axis`` is None) with ``g`` written
    at positions ``idx`` along the axis; positions are distinct within a row."""
    y, ax = _flat_or(x, axis)
    out = xp.zeros(y.shape, dtype=x.dtype)
    view = xp.moveaxis(out, ax, -1)
    rows = view.shape[:-1]
    # open grids of row numbers, one per leading axis, broadcast against the indices
    grid = tuple(xp.arange(d).reshape((1,) * k + (d,) + (1,) * (len(rows) - k))
                 for k, d in enumerate(rows))
    view[grid + (xp.moveaxis(idx, ax, -1),)] = xp.moveaxis(g, ax, -1)
    return out.reshape(x.shape)


def _sort_grad(ctx, a, inputs, outputs, out_grads):
    xp = ctx.xp
    (x,), (g,) = inputs, out_grads
    axis = _sort_axis(a, x.ndim)
    y, ax = _flat_or(x, axis)
    order = _mxnet_order(xp, y, ax, a.is_ascend)
    return (_scatter_rows(xp, x, axis, order, g),)


register(Op(
    rank={"inputs": ["data"], "attr": "axis", "default": -1, "when": None, "then": {"rank": 1}},
    name="sort", attrs=(Attr("axis", OptInt, -1), Attr("is_ascend", Bool, True)),
    kernel=_sort, infer_shape=_sorted_shape, grad=_sort_grad,
    mxnet_outputs=2,     # MXNet's sort is topk(ret_typ="value"), which keeps the indices hidden
))


def _topk_parts(a, s):
    ax = _sort_axis(a, len(s))
    n = _prod(s) if ax is None else s[ax]
    # k < 1 means a full sort along the axis
    k = n if a.k <= 0 else a.k
    if k > n:
        raise OpError(f"topk: k={a.k} is larger than the axis size {n}")
    if ax is None:
        return ax, k, (k,)
    return ax, k, tuple(s[:ax]) + (k,) + tuple(s[ax + 1:])


def _topk_shape(a, s):
    ax, k, part = _topk_parts(a, s)
    if a.ret_typ == "mask":
        return tuple(s)
    if a.ret_typ == "both":
        return [part, part]
    return part


def _topk(ctx, a, x):
    xp = ctx.xp
    ax, k, part = _topk_parts(a, x.shape)
    y, axis = _flat_or(x, ax)
    idx = _mxnet_order(xp, y, axis, a.is_ascend, k)
    if a.ret_typ == "mask":
        # compare the chosen positions with every position (cupy lacks put_along_axis)
        chosen = xp.moveaxis(idx, axis, -1)[..., :, None]
        hit = (chosen == xp.arange(y.shape[axis])).any(axis=-2)
        return xp.moveaxis(hit, -1, axis).astype(x.dtype).reshape(x.shape)
    vals = xp.take_along_axis(y, idx, axis=axis)
    idx = idx.astype(dtype_name(a.dtype))
    if a.ret_typ == "value":
        return vals
    if a.ret_typ == "both":
        return vals, idx
    return idx


def _topk_type(a, dt=None):
    if a.ret_typ == "both":
        return [dt, a.dtype]
    return a.dtype if a.ret_typ == "indices" else dt


def _topk_grad(ctx, a, inputs, outputs, out_grads):
    xp = ctx.xp
    x = inputs[0]
    if a.ret_typ in ("indices", "mask"):
        # MXNet gives zeros: neither indices nor a mask depend smoothly on x
        return (xp.zeros_like(x),)
    g = out_grads[0]
    if g is None:
        return (xp.zeros_like(x),)
    ax, k, _ = _topk_parts(a, x.shape)
    y, axis = _flat_or(x, ax)
    idx = _mxnet_order(xp, y, axis, a.is_ascend, k)
    return (_scatter_rows(xp, x, ax, idx, g.reshape(idx.shape)),)


register(Op(
    name="topk", grad=_topk_grad,
    attrs=(Attr("axis", OptInt, -1), Attr("k", Int, 1),
           Attr("ret_typ", Str("both", "indices", "mask", "value"), "indices"),
           Attr("is_ascend", Bool, False),
           Attr("dtype", DtypeChoice(*_INDEX_DTYPES), "float32")),
    num_outputs=lambda a: 2 if a.ret_typ == "both" else 1,
    mxnet_outputs=lambda a: 2 if a.ret_typ in ("both", "value") else 1,   # "value" hides the indices
    kernel=_topk, infer_shape=_topk_shape, infer_type=_topk_type,
))


# --------------------------------------------------------------------------
# split_v2, batch_take, scatter_nd, ravel/unravel, arange_like
# --------------------------------------------------------------------------

def _split_v2_bounds(a, s):
    ax = norm_axis(a.axis, len(s), "split_v2")
    n = s[ax]
    if a.sections > 0:
        if n % a.sections:
            raise OpError(f"split_v2: dimension {ax} of size {n} cannot be split evenly into "
                          f"{a.sections} sections")
        step = n // a.sections
        starts = [k * step for k in range(a.sections)]
    else:
        starts = list(a.indices)
        if not starts:
            raise OpError("split_v2 needs indices or sections")
    ends = starts[1:] + [n]
    # an index past the end gives an empty piece, as numpy's split does
    bounds = [(min(b, n), min(max(e, b), n)) for b, e in zip(starts, ends)]
    return ax, bounds


def _split_v2_count(a):
    return a.sections if a.sections > 0 else len(a.indices)


def _split_v2_shape(a, s):
    s = tuple(s)
    ax, bounds = _split_v2_bounds(a, s)
    out = []
    for b, e in bounds:
        if a.squeeze_axis:
            if e - b != 1:
                raise OpError("split_v2: squeeze_axis=True needs every piece to have size 1")
            out.append(s[:ax] + s[ax + 1:])
        else:
            out.append(s[:ax] + (e - b,) + s[ax + 1:])
    return out


def _split_v2(ctx, a, x):
    shapes = _split_v2_shape(a, x.shape)
    ax, bounds = _split_v2_bounds(a, x.shape)
    out = []
    for (b, e), shape in zip(bounds, shapes):
        idx = [slice(None)] * x.ndim
        idx[ax] = slice(b, e)
        out.append(x[tuple(idx)].reshape(shape).copy())
    return tuple(out)


def _split_v2_grad(ctx, a, inputs, outputs, out_grads):
    x = inputs[0]
    ax, bounds = _split_v2_bounds(a, x.shape)
    out = ctx.xp.zeros(x.shape, dtype=x.dtype)
    for (b, e), g in zip(bounds, out_grads):
        if g is None:
            continue
        idx = [slice(None)] * x.ndim
        idx[ax] = slice(b, e)
        # += : pieces from unsorted indices may overlap
        out[tuple(idx)] += g.reshape(out[tuple(idx)].shape)
    return (out,)


register(Op(
    name="_split_v2", aliases=("split_v2",), grad=_split_v2_grad,
    attrs=(Attr("indices", Shape, REQUIRED), Attr("axis", Int, 1),
           Attr("squeeze_axis", Bool, False), Attr("sections", Int, 0)),
    num_outputs=_split_v2_count,
    kernel=_split_v2, infer_shape=_split_v2_shape,
))


def _batch_take_shape(a, s, idx):
    if len(s) != 2:
        raise OpError(f"batch_take: a must be 2-D (batch, choices), got shape {tuple(s)}")
    if _prod(idx) != s[0]:
        raise OpError(f"batch_take: {_prod(idx)} indices for a batch of {s[0]}")
    return tuple(idx)


def _batch_take(ctx, a, x, idx):
    xp = ctx.xp
    shape = _batch_take_shape(a, x.shape, idx.shape)
    i = xp.clip(_int_index(xp, idx).reshape(-1), 0, x.shape[1] - 1)
    return x[xp.arange(x.shape[0]), i].reshape(shape)


def _batch_take_grad(ctx, a, inputs, outputs, out_grads):
    xp = ctx.xp
    (x, idx), (g,) = inputs, out_grads
    i = xp.clip(_int_index(xp, idx).reshape(-1), 0, x.shape[1] - 1)
    out = xp.zeros(x.shape, dtype=x.dtype)
    out[xp.arange(x.shape[0]), i] = g.reshape(-1)  # one position per row
    return out, None


register(Op(
    name="batch_take", inputs=("a", "indices"),
    kernel=_batch_take, infer_shape=_batch_take_shape, grad=_batch_take_grad,
))


def _scatter_nd_shape(a, data, idx):
    shape = tuple(a.shape)
    if len(idx) < 1 or idx[0] > len(shape):
        raise OpError(f"scatter_nd: indices shape {tuple(idx)} does not fit output {shape}")
    want = tuple(idx[1:]) + shape[idx[0]:]
    if tuple(data) != want:
        raise OpError(f"scatter_nd: data shape {tuple(data)} should be {want} for indices "
                      f"{tuple(idx)} and shape {shape}")
    return shape


def _scatter_nd(ctx, a, data, idx):
    xp = ctx.xp
    shape = _scatter_nd_shape(a, data.shape, idx.shape)
    i = _int_index(xp, idx)
    m = i.shape[0]
    dims = xp.asarray(np.array(shape[:m]).reshape((m,) + (1,) * (i.ndim - 1)))
    if bool(((i < -dims) | (i >= dims)).any()):
        raise OpError(f"scatter_nd: an index is out of range for output shape {shape}")
    out = xp.zeros(shape, dtype=data.dtype)
    out[tuple(i[k] for k in range(m))] = data
    return out


def _scatter_nd_grad(ctx, a, inputs, outputs, out_grads):
    # each data element went to one output position: gather the out-grad there
    (data, idx), (g,) = inputs, out_grads
    i = _int_index(ctx.xp, idx)
    got = g[tuple(i[k] for k in range(i.shape[0]))]
    return got.astype(data.dtype, copy=False).reshape(data.shape), None


register(Op(
    name="scatter_nd", inputs=("data", "indices"), attrs=(Attr("shape", Shape, REQUIRED),),
    kernel=_scatter_nd, infer_shape=_scatter_nd_shape, grad=_scatter_nd_grad,
))


def _ravel(ctx, a, x):
    xp = ctx.xp
    shape = tuple(a.shape)
    if x.ndim < 1 or x.shape[0] != len(shape):
        raise OpError(f"ravel_multi_index: data's first dimension must be {len(shape)}")
    strides = np.cumprod((1,) + shape[:0:-1])[::-1].astype(np.int64)
    s = xp.asarray(strides.reshape((len(shape),) + (1,) * (x.ndim - 1)))
    return (_int_index(xp, x) * s).sum(axis=0).astype(x.dtype)


def _ravel_shape(a, s):
    if len(s) < 1 or s[0] != len(a.shape):
        raise OpError(f"ravel_multi_index: data's first dimension must be {len(a.shape)}, "
                      f"got shape {tuple(s)}")
    return tuple(s[1:])


register(Op(
    name="ravel_multi_index", aliases=("_ravel_multi_index",),
    attrs=(Attr("shape", Shape, ()),),
    kernel=_ravel, infer_shape=_ravel_shape,
))


def _unravel(ctx, a, x):
    xp = ctx.xp
    shape = tuple(a.shape)
    if not shape:
        raise OpError("unravel_index needs a shape")
    flat = _int_index(xp, x)
    out = []
    for d in reversed(shape):
        out.append(flat % d)
        flat = flat // d
    return xp.stack(out[::-1]).astype(x.dtype)


register(Op(
    name="unravel_index", aliases=("_unravel_index",),
    attrs=(Attr("shape", Shape, ()),),
    kernel=_unravel, infer_shape=lambda a, s: (len(a.shape),) + tuple(s),
))


def _arange_like_shape(a, s):
    if a.axis is None:
        return tuple(s)
    return (s[norm_axis(a.axis, len(s), "arange_like")],)


def _arange_like(ctx, a, x):
    xp = ctx.xp
    shape = _arange_like_shape(a, x.shape)
    n = _prod(shape)
    if a.repeat < 1:
        raise OpError(f"arange_like: repeat must be >= 1, got {a.repeat}")
    vals = a.start + (xp.arange(n, dtype=np.float64) // a.repeat) * a.step
    return vals.astype(x.dtype).reshape(shape)


register(Op(
    name="_contrib_arange_like", aliases=("arange_like",), namespace="contrib",
    attrs=(Attr("start", Float, 0.0), Attr("step", Float, 1.0), Attr("repeat", Int, 1),
           Attr("ctx", Str(), ""), Attr("axis", OptInt, None)),
    kernel=_arange_like, infer_shape=_arange_like_shape,
))


# --------------------------------------------------------------------------
# Sequence* ops: (time, batch, ...) with axis=0, (batch, time, ...) with axis=1
# --------------------------------------------------------------------------

def _seq_inputs(a):
    return ("data", "sequence_length") if a.use_sequence_length else ("data",)


def _seq_layout(a, s, op, allowed=(0, 1)):
    if a.axis not in allowed:
        raise OpError(f"{op}: axis must be one of {allowed}, got {a.axis}")
    if len(s) < 2:
        raise OpError(f"{op}: data must have at least 2 dimensions, got {tuple(s)}")
    return a.axis, 1 - a.axis


def _seq_lengths(xp, a, lengths, batch, steps, op):
    if lengths is None:
        return xp.full((batch,), steps, dtype=np.int64)
    if lengths.size != batch:
        raise OpError(f"{op}: sequence_length has {lengths.size} entries for a batch of {batch}")
    return _int_index(xp, lengths).reshape(batch)


def _seq_shape(op, allowed=(0, 1)):
    def infer(a, s, lengths=None):
        _seq_layout(a, s, op, allowed)
        return tuple(s)
    return infer


def _time_grid(xp, a, x, L):
    # a (time, batch) grid of step numbers and lengths, broadcast over the features
    t_ax, b_ax = a.axis, 1 - a.axis
    steps, batch = x.shape[t_ax], x.shape[b_ax]
    t = xp.arange(steps).reshape(steps, 1)
    lens = L.reshape(1, batch)
    if t_ax == 1:
        t, lens = t.T, lens.T
    extra = (1,) * (x.ndim - 2)
    return t.reshape(t.shape + extra), lens.reshape(lens.shape + extra)


def _sequence_mask(ctx, a, x, lengths=None):
    xp = ctx.xp
    t_ax, b_ax = _seq_layout(a, x.shape, "SequenceMask")
    L = _seq_lengths(xp, a, lengths, x.shape[b_ax], x.shape[t_ax], "SequenceMask")
    t, lens = _time_grid(xp, a, x, L)
    fill = np.asarray(a.value, dtype=np.float64).astype(x.dtype)[()]
    return xp.where(t < lens, x, fill).astype(x.dtype, copy=False)


_SEQ_ATTRS = (Attr("use_sequence_length", Bool, False), Attr("axis", Int, 0))

def _sequence_mask_grad(ctx, a, inputs, outputs, out_grads):
    xp = ctx.xp
    x, g = inputs[0], out_grads[0]
    lengths = inputs[1] if len(inputs) > 1 else None
    t_ax, b_ax = _seq_layout(a, x.shape, "SequenceMask")
    L = _seq_lengths(xp, a, lengths, x.shape[b_ax], x.shape[t_ax], "SequenceMask")
    t, lens = _time_grid(xp, a, x, L)
    gx = xp.where(t < lens, g, 0).astype(x.dtype, copy=False)
    return (gx,) + (None,) * (len(inputs) - 1)


register(Op(
    name="SequenceMask", inputs=("data", "sequence_length"), active_inputs=_seq_inputs,
    grad=_sequence_mask_grad,
    attrs=(Attr("use_sequence_length", Bool, False), Attr("value", Float, 0.0),
           Attr("axis", Int, 0)),
    kernel=_sequence_mask, infer_shape=_seq_shape("SequenceMask"),
    rank={"inputs": ["data"], "same_shape": True},
))


def _sequence_last_shape(a, s, lengths=None):
    t_ax, _ = _seq_layout(a, s, "SequenceLast")
    return tuple(s[:t_ax]) + tuple(s[t_ax + 1:])


def _sequence_last(ctx, a, x, lengths=None):
    xp = ctx.xp
    t_ax, b_ax = _seq_layout(a, x.shape, "SequenceLast")
    steps, batch = x.shape[t_ax], x.shape[b_ax]
    L = _seq_lengths(xp, a, lengths, batch, steps, "SequenceLast")
    last = xp.clip(L - 1, 0, steps - 1)
    xt = xp.moveaxis(x, t_ax, 0)  # (time, batch, ...)
    return xt[last, xp.arange(batch)].copy()


def _sequence_last_grad(ctx, a, inputs, outputs, out_grads):
    xp = ctx.xp
    x, g = inputs[0], out_grads[0]
    lengths = inputs[1] if len(inputs) > 1 else None
    t_ax, b_ax = _seq_layout(a, x.shape, "SequenceLast")
    steps, batch = x.shape[t_ax], x.shape[b_ax]
    last = xp.clip(_seq_lengths(xp, a, lengths, batch, steps, "SequenceLast") - 1, 0, steps - 1)
    out = xp.zeros(x.shape, dtype=x.dtype)
    xp.moveaxis(out, t_ax, 0)[last, xp.arange(batch)] = g
    return (out,) + (None,) * (len(inputs) - 1)


register(Op(
    name="SequenceLast", inputs=("data", "sequence_length"), active_inputs=_seq_inputs,
    grad=_sequence_last_grad,
    attrs=_SEQ_ATTRS,
    kernel=_sequence_last, infer_shape=_sequence_last_shape,
))


def _reverse_source(xp, a, x, lengths):
    """Which step each output step reads: within the first L steps L-1-t, beyond them t."""
    _seq_layout(a, x.shape, "SequenceReverse", allowed=(0,))
    steps, batch = x.shape[0], x.shape[1]
    L = xp.clip(_seq_lengths(xp, a, lengths, batch, steps, "SequenceReverse"), 0, steps)
    t = xp.arange(steps).reshape(steps, 1)
    lens = L.reshape(1, batch)
    return xp.where(t < lens, lens - 1 - t, t), xp.arange(batch).reshape(1, batch)


def _sequence_reverse(ctx, a, x, lengths=None):
    src, cols = _reverse_source(ctx.xp, a, x, lengths)
    return x[src, cols].copy()


def _sequence_reverse_grad(ctx, a, inputs, outputs, out_grads):
    x, g = inputs[0], out_grads[0]
    src, cols = _reverse_source(ctx.xp, a, x, inputs[1] if len(inputs) > 1 else None)
    out = ctx.xp.zeros(x.shape, dtype=x.dtype)
    out[src, cols] = g  # src is a permutation of the steps of each column
    return (out,) + (None,) * (len(inputs) - 1)


register(Op(
    name="SequenceReverse", inputs=("data", "sequence_length"), active_inputs=_seq_inputs,
    attrs=_SEQ_ATTRS,
    kernel=_sequence_reverse, infer_shape=_seq_shape("SequenceReverse", allowed=(0,)),
    grad=_sequence_reverse_grad,
))


def _index_axes(a, ndim):
    if a.axes is None:
        return tuple(range(ndim))
    return tuple(norm_axis(k, ndim, "index_array") for k in a.axes)


def _index_array(ctx, a, x):
    xp = ctx.xp
    axes = _index_axes(a, x.ndim)
    if not axes:
        return xp.zeros(x.shape + (0,), dtype=np.int64)
    grids = xp.indices(x.shape, dtype=np.int64)
    return xp.stack([grids[k] for k in axes], axis=-1)


register(Op(
    name="_contrib_index_array", aliases=("index_array",), namespace="contrib",
    attrs=(Attr("axes", OptShape, None),),
    kernel=_index_array,
    infer_shape=lambda a, s: tuple(s) + (len(_index_axes(a, len(s))),),
    infer_type=lambda a, *dts: "int64",
))


def _index_copy_shape(a, old, idx, new):
    old, idx, new = tuple(old), tuple(idx), tuple(new)
    if len(idx) != 1 or new != idx + old[1:]:
        raise OpError(f"index_copy: new_tensor {new} must be (len(index_vector),) + "
                      f"old_tensor.shape[1:] = {idx[:1] + old[1:]}, index_vector 1-D")
    return old


def _index_copy(ctx, a, old, idx, new):
    _index_copy_shape(a, old.shape, idx.shape, new.shape)
    i = _int_index(ctx.xp, idx)
    if bool(((i < 0) | (i >= old.shape[0])).any()):
        raise OpError(f"index_copy: an index is out of range for {old.shape[0]} rows")
    out = old.copy()
    out[i] = new
    return out


def _index_copy_grad(ctx, a, inputs, outputs, out_grads):
    (old, idx, new), (g,) = inputs, out_grads
    i = _int_index(ctx.xp, idx)
    g_old = g.astype(old.dtype, copy=True)
    g_old[i] = 0  # overwritten rows do not reach the output
    return g_old, None, g[i].astype(new.dtype, copy=False)


register(Op(
    name="_contrib_index_copy", aliases=("index_copy",), namespace="contrib",
    grad=_index_copy_grad,
    inputs=("old_tensor", "index_vector", "new_tensor"),
    kernel=_index_copy, infer_shape=_index_copy_shape,
))
