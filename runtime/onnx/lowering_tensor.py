"""ONNX lowerings of MXNet's elementwise, broadcast, scalar, reduction, shape and indexing ops.

MXNet's comparison and logical ops return 0/1 in the input dtype where ONNX returns booleans,
so those cast back; shapes that MXNet computes from codes (Reshape's 0/-1/-2/-3/-4, slice_like,
broadcast_like) are written as the shapes the exporter inferred for the given input shapes.
"""
from __future__ import annotations

import math

import numpy as np
from onnx import TensorProto, numpy_helper

from .builder import GraphBuilder, NodeView, tensor_type
from .table import lowers, norm_axis, reduce_axes, scalar

_BINARY = {"Add": ("elemwise_add", "broadcast_add"),
           "Sub": ("elemwise_sub", "broadcast_sub"),
           "Mul": ("elemwise_mul", "broadcast_mul"),
           "Div": ("elemwise_div", "broadcast_div"),
           "Pow": ("_power", "broadcast_power"),
           "Max": ("_maximum", "broadcast_maximum"),
           "Min": ("_minimum", "broadcast_minimum")}


def as_out_dtype(b: GraphBuilder, n: NodeView, ins) -> list[str]:
    """Inputs cast to the output's dtype: ONNX ops take one type where MXNet mixes them
    (an int array plus a float scalar, a float64 part concatenated to a float32 one)."""
    out = np.dtype(n.out_dtypes[0])
    return [v if np.dtype(t) == out else b.add("Cast", [v], f"{n.name}_in{k}", to=tensor_type(out))
            for k, (v, t) in enumerate(zip(ins, n.in_dtypes))]


def _binary(op_type):
    def lower(b: GraphBuilder, n: NodeView, ins):
        return [b.add(op_type, as_out_dtype(b, n, ins[:2]), n.name)]
    return lower


for _onnx, _names in _BINARY.items():
    lowers(*_names)(_binary(_onnx))


def _scalar_op(op_type, reverse=False):
    def lower(b: GraphBuilder, n: NodeView, ins):
        x = as_out_dtype(b, n, ins[:1])[0]
        c = b.const(np.asarray(n.attrs.scalar, dtype=n.out_dtypes[0]), f"{n.name}_scalar")
        return [b.add(op_type, [c, x] if reverse else [x, c], n.name)]
    return lower


for _onnx, _name in (("Add", "_plus_scalar"), ("Sub", "_minus_scalar"), ("Mul", "_mul_scalar"),
                     ("Div", "_div_scalar"), ("Pow", "_power_scalar"),
                     ("Max", "_maximum_scalar"), ("Min", "_minimum_scalar")):
    lowers(_name)(_scalar_op(_onnx))
for _onnx, _name in (("Sub", "_rminus_scalar"), ("Div", "_rdiv_scalar"),
                     ("Pow", "_rpower_scalar")):
    lowers(_name)(_scalar_op(_onnx, reverse=True))


def _as_dtype(b: GraphBuilder, n: NodeView, v: str) -> str:
    return b.add("Cast", [v], n.name, to=tensor_type(n.out_dtypes[0]))


# (ONNX op, negate the result)
_COMPARE = {"equal": ("Equal", False), "not_equal": ("Equal", True), "greater": ("Greater", False),
            "greater_equal": ("GreaterOrEqual", False), "lesser": ("Less", False),
            "lesser_equal": ("LessOrEqual", False)}


def _compare(op_type, negate, with_scalar):
    def lower(b: GraphBuilder, n: NodeView, ins):
        rhs = scalar(b, n, n.attrs.scalar, f"{n.name}_scalar") if with_scalar else ins[1]
        v = b.add(op_type, [ins[0], rhs], f"{n.name}_bool")
        if negate:
            v = b.add("Not", [v], f"{n.name}_not")
        return [_as_dtype(b, n, v)]
    return lower


for _mx, (_onnx, _neg) in _COMPARE.items():
    lowers(f"_{_mx}", f"broadcast_{_mx}")(_compare(_onnx, _neg, False))
    lowers(f"_{_mx}_scalar")(_compare(_onnx, _neg, True))


def _logical(op_type, with_scalar):
    def lower(b: GraphBuilder, n: NodeView, ins):
        rhs = scalar(b, n, n.attrs.scalar, f"{n.name}_scalar") if with_scalar else ins[1]
        lhs, rhs = (b.add("Cast", [v], f"{n.name}_b{k}", to=TensorProto.BOOL)
                    for k, v in enumerate((ins[0], rhs)))
        return [_as_dtype(b, n, b.add(op_type, [lhs, rhs], f"{n.name}_bool"))]
    return lower


for _mx, _onnx in (("and", "And"), ("or", "Or"), ("xor", "Xor")):
    lowers(f"_logical_{_mx}", f"broadcast_logical_{_mx}")(_logical(_onnx, False))
    lowers(f"_logical_{_mx}_scalar")(_logical(_onnx, True))


@lowers("logical_not")
def logical_not(b: GraphBuilder, n: NodeView, ins):
    v = b.add("Cast", ins[:1], f"{n.name}_b", to=TensorProto.BOOL)
    return [_as_dtype(b, n, b.add("Not", [v], f"{n.name}_bool"))]


_UNARY = {"relu": "Relu", "sigmoid": "Sigmoid", "tanh": "Tanh", "exp": "Exp", "log": "Log",
          "sqrt": "Sqrt", "abs": "Abs", "negative": "Neg", "reciprocal": "Reciprocal",
          "erf": "Erf", "floor": "Floor", "ceil": "Ceil", "sin": "Sin", "cos": "Cos", "tan": "Tan",
          "arcsin": "Asin", "arccos": "Acos", "arctan": "Atan", "sinh": "Sinh", "cosh": "Cosh",
          "arcsinh": "Asinh", "arccosh": "Acosh", "arctanh": "Atanh", "sign": "Sign",
          "softsign": "Softsign", "_copy": "Identity", "BlockGrad": "Identity",
          "make_loss": "Identity", "MakeLoss": "Identity"}


def _unary(op_type):
    def lower(b: GraphBuilder, n: NodeView, ins):
        return [b.add(op_type, ins[:1], n.name)]
    return lower


for _mx, _onnx in _UNARY.items():
    lowers(_mx)(_unary(_onnx))


@lowers("square")
def square(b: GraphBuilder, n: NodeView, ins):
    return [b.add("Mul", [ins[0], ins[0]], n.name)]


@lowers("rsqrt")
def rsqrt(b: GraphBuilder, n: NodeView, ins):
    return [b.add("Reciprocal", [b.add("Sqrt", ins[:1], f"{n.name}_sqrt")], n.name)]


@lowers("log2", "log10")
def log_base(b: GraphBuilder, n: NodeView, ins):
    base = 2.0 if n.op == "log2" else 10.0
    ln = b.add("Log", ins[:1], f"{n.name}_ln")
    return [b.add("Div", [ln, scalar(b, n, np.log(base), f"{n.name}_lnbase")], n.name)]


@lowers("expm1")
def expm1(b: GraphBuilder, n: NodeView, ins):
    e = b.add("Exp", ins[:1], f"{n.name}_exp")
    return [b.add("Sub", [e, scalar(b, n, 1, f"{n.name}_one")], n.name)]


@lowers("log1p")
def log1p(b: GraphBuilder, n: NodeView, ins):
    return [b.add("Log", [b.add("Add", [ins[0], scalar(b, n, 1, f"{n.name}_one")],
                                f"{n.name}_1px")], n.name)]


@lowers("hard_sigmoid")
def hard_sigmoid(b: GraphBuilder, n: NodeView, ins):
    return [b.add("HardSigmoid", ins[:1], n.name, alpha=float(n.attrs.alpha),
                  beta=float(n.attrs.beta))]


@lowers("clip")
def clip(b: GraphBuilder, n: NodeView, ins):
    a = n.attrs
    lo = scalar(b, n, a.a_min, f"{n.name}_min")
    hi = scalar(b, n, a.a_max, f"{n.name}_max")
    if a.a_min <= a.a_max:
        return [b.add("Clip", [ins[0], lo, hi], n.name)]
    # crossed bounds: MXNet tests the lower bound first (x < lo -> lo, else x > hi -> hi)
    x = ins[0]
    upper = b.add("Where", [b.add("Greater", [x, hi], f"{n.name}_above"), hi, x],
                  f"{n.name}_upper")
    return [b.add("Where", [b.add("Less", [x, lo], f"{n.name}_below"), lo, upper], n.name)]


@lowers("add_n")
def add_n(b: GraphBuilder, n: NodeView, ins):
    return [b.add("Sum", as_out_dtype(b, n, ins), n.name)]


@lowers("Cast", "amp_cast")
def cast(b: GraphBuilder, n: NodeView, ins):
    return [b.add("Cast", ins[:1], n.name, to=tensor_type(n.out_dtypes[0]))]


def _static_reshape(b: GraphBuilder, n: NodeView, x: str, k: int = 0) -> str:
    return b.add("Reshape", [x, b.ints(n.out_shapes[k], f"{n.name}_shape")], n.name)


@lowers("Reshape")
def reshape(b: GraphBuilder, n: NodeView, ins):
    """Codes 0 and -1 mean the same in ONNX, so such a target stays batch-agnostic; the others
    (-2, -3, -4, reverse) become the shape inferred for the given inputs."""
    a = n.attrs
    target = list(a.shape)
    if target and not a.reverse and all(d >= -1 for d in target) and target.count(-1) <= 1 \
            and 0 not in target[len(n.in_shapes[0]):]:
        return [b.add("Reshape", [ins[0], b.ints(target, f"{n.name}_shape")], n.name)]
    return [_static_reshape(b, n, ins[0])]


for _name in ("reshape_like", "squeeze", "expand_dims"):
    lowers(_name)(lambda b, n, ins: [_static_reshape(b, n, ins[0])])


@lowers("transpose")
def transpose(b: GraphBuilder, n: NodeView, ins):
    rank = len(n.in_shapes[0])
    axes = [norm_axis(int(x), rank) for x in n.attrs.axes] or list(range(rank))[::-1]
    return [b.add("Transpose", ins[:1], n.name, perm=axes)]


@lowers("SwapAxis")
def swap_axis(b: GraphBuilder, n: NodeView, ins):
    rank = len(n.in_shapes[0])
    perm = list(range(rank))
    i, j = norm_axis(n.attrs.dim1, rank), norm_axis(n.attrs.dim2, rank)
    perm[i], perm[j] = perm[j], perm[i]
    return [b.add("Transpose", ins[:1], n.name, perm=perm)]


@lowers("Concat")
def concat(b: GraphBuilder, n: NodeView, ins):
    return [b.add("Concat", as_out_dtype(b, n, ins), n.name,
                  axis=norm_axis(n.attrs.dim, len(n.in_shapes[0])))]


@lowers("stack")
def stack(b: GraphBuilder, n: NodeView, ins):
    axis = norm_axis(n.attrs.axis, len(n.in_shapes[0]) + 1)
    ax = b.ints([axis], f"{n.name}_axis")
    parts = [b.add("Unsqueeze", [v, ax], f"{n.name}_in{k}")
             for k, v in enumerate(as_out_dtype(b, n, ins))]
    return [b.add("Concat", parts, n.name, axis=axis)]


@lowers("SliceChannel")
def slice_channel(b: GraphBuilder, n: NodeView, ins):
    a = n.attrs
    rank = len(n.in_shapes[0])
    axis = norm_axis(a.axis, rank)
    k = int(a.num_outputs)
    size = n.in_shapes[0][axis] // k
    parts = b.add("Split", [ins[0], b.ints([size] * k, f"{n.name}_split")], n.name,
                  n_out=k, axis=axis)
    parts = parts if k > 1 else [parts]
    if a.squeeze_axis:
        ax = b.ints([axis], f"{n.name}_axis")
        parts = [b.add("Squeeze", [p, ax], f"{n.name}_sq{i}") for i, p in enumerate(parts)]
    return parts


_INT_MAX = np.iinfo(np.int64).max


def _slice(b: GraphBuilder, n: NodeView, x: str, starts, ends, axes, steps) -> str:
    return b.add("Slice", [x, b.ints(starts, f"{n.name}_starts"), b.ints(ends, f"{n.name}_ends"),
                           b.ints(axes, f"{n.name}_axes"), b.ints(steps, f"{n.name}_steps")],
                 n.name)


@lowers("slice")
def slice_(b: GraphBuilder, n: NodeView, ins):
    a = n.attrs
    starts, ends, axes, steps = [], [], [], []
    for i, beg in enumerate(a.begin):
        end = a.end[i] if i < len(a.end) else None
        step = a.step[i] if i < len(a.step) and a.step[i] is not None else 1
        if step < 0:
            beg = -1 if beg is None else beg
            end = -_INT_MAX if end is None else end
        else:
            beg = 0 if beg is None else beg
            end = _INT_MAX if end is None else end
        starts.append(beg)
        ends.append(end)
        axes.append(i)
        steps.append(step)
    return [_slice(b, n, ins[0], starts, ends, axes, steps)]


@lowers("slice_axis")
def slice_axis(b: GraphBuilder, n: NodeView, ins):
    a = n.attrs
    end = _INT_MAX if a.end is None else a.end
    axis = norm_axis(a.axis, len(n.in_shapes[0]))
    return [_slice(b, n, ins[0], [a.begin], [end], [axis], [1])]


@lowers("slice_like")
def slice_like(b: GraphBuilder, n: NodeView, ins):
    out = n.out_shapes[0]
    return [_slice(b, n, ins[0], [0] * len(out), list(out), list(range(len(out))),
                   [1] * len(out))]


@lowers("broadcast_to", "broadcast_like", "broadcast_axis")
def broadcast(b: GraphBuilder, n: NodeView, ins):
    return [b.add("Expand", [ins[0], b.ints(n.out_shapes[0], f"{n.name}_shape")], n.name)]


@lowers("tile")
def tile(b: GraphBuilder, n: NodeView, ins):
    reps = [int(r) for r in n.attrs.reps]
    rank = len(n.in_shapes[0])
    if len(reps) < rank:
        reps = [1] * (rank - len(reps)) + reps
    x = ins[0]
    if len(reps) > rank:   # MXNet prepends unit axes to the data first
        x = b.add("Reshape", [x, b.ints([1] * (len(reps) - rank) + list(n.in_shapes[0]),
                                         f"{n.name}_lifted_shape")], f"{n.name}_lifted")
    return [b.add("Tile", [x, b.ints(reps, f"{n.name}_reps")], n.name)]


def _like(value):
    def lower(b: GraphBuilder, n: NodeView, ins):
        shape = b.add("Shape", ins[:1], f"{n.name}_shape")
        fill = np.asarray([value], dtype=n.out_dtypes[0])
        return [b.add("ConstantOfShape", [shape], n.name,
                      value=numpy_helper.from_array(fill))]
    return lower


lowers("zeros_like")(_like(0))
lowers("ones_like")(_like(1))


_REDUCE = {"sum": "ReduceSum", "mean": "ReduceMean", "max": "ReduceMax", "min": "ReduceMin",
           "prod": "ReduceProd"}


def _reduce(b: GraphBuilder, n: NodeView, x: str, op_type: str, axes, keepdims) -> str:
    # MXNet reduces every axis to shape (1,), ONNX to a 0-d value
    whole = not keepdims and len(axes) == len(n.in_shapes[0])
    hint = f"{n.name}_0d" if whole else n.name
    if op_type == "ReduceSum":   # the one reduction whose axes are an input in opset 13
        y = b.add(op_type, [x, b.ints(axes, f"{n.name}_axes")], hint, keepdims=int(keepdims))
    else:
        y = b.add(op_type, [x], hint, axes=list(axes), keepdims=int(keepdims))
    return _static_reshape(b, n, y) if whole else y


def _reduction(op_type):
    def lower(b: GraphBuilder, n: NodeView, ins):
        a = n.attrs
        axes = reduce_axes(n, a.axis, a.exclude)
        return [_reduce(b, n, ins[0], op_type, axes, a.keepdims)]
    return lower


for _mx, _onnx in _REDUCE.items():
    lowers(_mx)(_reduction(_onnx))


@lowers("norm")
def norm(b: GraphBuilder, n: NodeView, ins):
    a = n.attrs
    if a.ord not in (1, 2):
        raise n.refuse(f"ord={a.ord}")
    if a.ord == 2 and np.dtype(n.in_dtypes[0]).kind in "iu":
        # MXNet's integer 2-norm truncates at every step of its scaled reducer (ReduceL2 doesn't)
        raise n.refuse("the 2-norm of an integer array")
    y = _reduce(b, n, ins[0], "ReduceL1" if a.ord == 1 else "ReduceL2",
                reduce_axes(n, a.axis), a.keepdims)
    return [y if n.out_dtypes[0] == n.in_dtypes[0] else _as_dtype(b, n, y)]


def _swap_last(b: GraphBuilder, n: NodeView, x: str, rank: int, tag: str) -> str:
    perm = list(range(rank))
    perm[-1], perm[-2] = perm[-2], perm[-1]
    return b.add("Transpose", [x], f"{n.name}_{tag}_t", perm=perm)


@lowers("batch_dot")
def batch_dot(b: GraphBuilder, n: NodeView, ins):
    a = n.attrs
    lhs, rhs = ins[0], ins[1]
    if a.transpose_a:
        lhs = _swap_last(b, n, lhs, len(n.in_shapes[0]), "lhs")
    if a.transpose_b:
        rhs = _swap_last(b, n, rhs, len(n.in_shapes[1]), "rhs")
    return [b.add("MatMul", [lhs, rhs], n.name)]


@lowers("dot")
def dot(b: GraphBuilder, n: NodeView, ins):
    """MXNet's dot folds lhs to (m, k) — (k, m) transposed with transpose_a — and rhs to (k, n)
    — (n, k) transposed — around one MatMul, as the runtime's kernel does."""
    a = n.attrs
    ls, rs = n.in_shapes
    if len(ls) == 1 and len(rs) == 1:
        return [_static_reshape(b, n, b.add("MatMul", ins[:2], f"{n.name}_mm"))]
    k = ls[0] if a.transpose_a else ls[-1]
    m, cols = math.prod(ls) // k, math.prod(rs) // k
    lhs = b.add("Reshape", [ins[0], b.ints([k, m] if a.transpose_a else [m, k],
                                           f"{n.name}_lhs_shape")], f"{n.name}_lhs2")
    if a.transpose_a:
        lhs = b.add("Transpose", [lhs], f"{n.name}_lhs_t", perm=[1, 0])
    rhs = b.add("Reshape", [ins[1], b.ints([cols, k] if a.transpose_b else [k, cols],
                                           f"{n.name}_rhs_shape")], f"{n.name}_rhs2")
    if a.transpose_b:
        rhs = b.add("Transpose", [rhs], f"{n.name}_rhs_t", perm=[1, 0])
    return [_static_reshape(b, n, b.add("MatMul", [lhs, rhs], f"{n.name}_mm"))]


@lowers("where")
def where(b: GraphBuilder, n: NodeView, ins):
    cond = b.add("Cast", ins[:1], f"{n.name}_cond", to=TensorProto.BOOL)
    rank = len(n.in_shapes[1])
    if len(n.in_shapes[0]) == 1 and rank > 1:   # MXNet's 1-D condition selects whole rows
        cond = b.add("Reshape", [cond, b.ints([-1] + [1] * (rank - 1), f"{n.name}_rows")],
                     f"{n.name}_cond_rows")
    return [b.add("Where", [cond, ins[1], ins[2]], n.name)]


@lowers("take")
def take(b: GraphBuilder, n: NodeView, ins):
    a = n.attrs
    rank = len(n.in_shapes[0])
    axis = norm_axis(a.axis, rank)
    size = n.in_shapes[0][axis]
    idx = b.add("Cast", [ins[1]], f"{n.name}_idx", to=TensorProto.INT64)
    if a.mode == "clip":
        idx = b.add("Clip", [idx, b.const(np.int64(0), f"{n.name}_lo"),
                             b.const(np.int64(size - 1), f"{n.name}_hi")], f"{n.name}_clipped")
    elif a.mode == "wrap":
        idx = b.add("Mod", [idx, b.const(np.int64(size), f"{n.name}_size")], f"{n.name}_wrapped")
    # 'raise': ONNX Gather fails on an index out of range too
    return [b.add("Gather", [ins[0], idx], n.name, axis=axis)]


def _arg(op_type):
    def lower(b: GraphBuilder, n: NodeView, ins):
        a = n.attrs
        x = ins[0]
        if a.axis is None:
            x = b.add("Reshape", [x, b.ints([-1], f"{n.name}_flat_shape")], f"{n.name}_flat")
            axis, keep = 0, 0
        else:
            axis, keep = norm_axis(a.axis, len(n.in_shapes[0])), int(a.keepdims)
        i = b.add(op_type, [x], f"{n.name}_i64", axis=axis, keepdims=keep)
        onnx_rank = keep if a.axis is None else len(n.in_shapes[0]) - 1 + keep
        if onnx_rank != len(n.out_shapes[0]):   # MXNet's (1,) or (1, ..., 1) for a 0-d result
            i = b.add("Reshape", [i, b.ints(n.out_shapes[0], f"{n.name}_shape")],
                      f"{n.name}_shaped")
        # MXNet returns indices as floats in the data's dtype
        return [_as_dtype(b, n, i)]
    return lower


lowers("argmax")(_arg("ArgMax"))
lowers("argmin")(_arg("ArgMin"))
