"""The ``nd`` namespace (MXNet's ``mx.nd``): one function per op of the table,
plus the python-level helpers MXNet writes by hand (``array``, ``zeros``,
``add``/``subtract``/... which dispatch to ``broadcast_*`` or ``*_scalar`` ops,
``concatenate``, ``moveaxis``, ``save``/``load``, ``waitall``).
"""
from __future__ import annotations

import operator
import sys
from numbers import Number

import numpy as np

from . import control_flow as _control_flow
from . import nd_contrib_updates as _updates
from . import nd_updates as _top_updates
from .nd_updates import *  # noqa: F401,F403  (MXNet's optimizer update operators)
from . import ndarray as _ndmod
from . import ndarray  # noqa: F401  (MXNet's mx.nd.ndarray: the module of NDArray)
from . import ops  # noqa: F401  (fills the op table)
from . import params_io as _params_io
from . import random_helpers as _random_helpers
from . import registry as _registry
from .context import Context, cpu, current_context  # noqa: F401
from .ndarray import NDArray, array, empty, mx_real_t  # noqa: F401
from .ndarray import invoke as _invoke
from .ndarray import invoke_op as _invoke_op
from .namespace import build as _build_namespace
from .namespace import missing_attribute
from .registry import OpError


def _make(op, exposed):
    def fn(*args, **kwargs):
        return _invoke(op, args, kwargs, exposed)
    fn.__name__ = exposed
    fn.__qualname__ = exposed
    fn.__doc__ = op.doc or f"MXNet operator ``{op.name}`` (eager)."
    return fn


# ------------------------------------------------------------- creation
def _creation(opname, shape, ctx, dtype, **attrs):
    ctx = ctx or current_context()
    if isinstance(ctx, str):
        ctx = _ndmod._parse_ctx(ctx)
    op = _registry.find(opname)
    dtype = np.dtype(dtype or mx_real_t).name
    if op is None:
        raise OpError(f"operator {opname} is not in the op table")
    if shape is not None:
        attrs["shape"] = (shape,) if isinstance(shape, int) else tuple(shape)
    return _invoke(op, (), dict(attrs, dtype=dtype, ctx=ctx), opname)


def zeros(shape, ctx=None, dtype=None, stype=None, **kwargs):
    return _creation("_zeros", shape, ctx, dtype, **kwargs)


def ones(shape, ctx=None, dtype=None, **kwargs):
    return _creation("_ones", shape, ctx, dtype, **kwargs)


def full(shape, val, ctx=None, dtype=mx_real_t, out=None):
    res = _creation("_full", shape, ctx, dtype, value=float(val))
    if out is not None:
        out[:] = res
        return out
    return res


def arange(start, stop=None, step=1.0, repeat=1, infer_range=None, ctx=None, dtype=mx_real_t):
    return _creation("_arange", None, ctx, dtype, start=start, stop=stop, step=step,
                     repeat=repeat)


def linspace(start, stop, num, endpoint=True, ctx=None, dtype=mx_real_t):
    return _creation("_linspace", None, ctx, dtype, start=start, stop=stop, num=num,
                     endpoint=endpoint)


def eye(N, M=0, k=0, ctx=None, dtype=mx_real_t, **kwargs):
    return _creation("_eye", None, ctx, dtype, N=N, M=M, k=k, **kwargs)


# ------------------------------------------- binary helpers (MXNet's _ufunc_helper)
def _ufunc(lhs, rhs, fn_array, fn_scalar, lfn_scalar, rfn_scalar=None):
    """Both numbers: python; one number: the scalar op; two arrays: broadcast op."""
    if isinstance(lhs, Number) and isinstance(rhs, Number):
        return fn_scalar(lhs, rhs)
    if isinstance(rhs, Number):
        return _invoke_op(lfn_scalar, lhs, scalar=float(rhs))
    if isinstance(lhs, Number):
        if rfn_scalar is None:  # commutative
            return _invoke_op(lfn_scalar, rhs, scalar=float(lhs))
        return _invoke_op(rfn_scalar, rhs, scalar=float(lhs))
    if isinstance(lhs, NDArray) and isinstance(rhs, NDArray):
        return _invoke_op(fn_array, lhs, rhs)
    raise TypeError(f"type {type(rhs) if isinstance(lhs, NDArray) else type(lhs)} not supported")


def add(lhs, rhs):
    return _ufunc(lhs, rhs, "broadcast_add", operator.add, "_plus_scalar")


def subtract(lhs, rhs):
    return _ufunc(lhs, rhs, "broadcast_sub", operator.sub, "_minus_scalar", "_rminus_scalar")


def multiply(lhs, rhs):
    return _ufunc(lhs, rhs, "broadcast_mul", operator.mul, "_mul_scalar")


def divide(lhs, rhs):
    return _ufunc(lhs, rhs, "broadcast_div", operator.truediv, "_div_scalar", "_rdiv_scalar")


true_divide = divide


def modulo(lhs, rhs):
    return _ufunc(lhs, rhs, "broadcast_mod", operator.mod, "_mod_scalar", "_rmod_scalar")


def power(base, exp):
    return _ufunc(base, exp, "broadcast_power", operator.pow, "_power_scalar", "_rpower_scalar")


def maximum(lhs, rhs):
    return _ufunc(lhs, rhs, "broadcast_maximum", lambda x, y: x if x > y else y, "_maximum_scalar")


def minimum(lhs, rhs):
    return _ufunc(lhs, rhs, "broadcast_minimum", lambda x, y: x if x < y else y, "_minimum_scalar")


def _cmp(pyop):
    return lambda x, y: 1 if pyop(x, y) else 0


def equal(lhs, rhs):
    return _ufunc(lhs, rhs, "broadcast_equal", _cmp(operator.eq), "_equal_scalar")


def not_equal(lhs, rhs):
    return _ufunc(lhs, rhs, "broadcast_not_equal", _cmp(operator.ne), "_not_equal_scalar")


def greater(lhs, rhs):
    return _ufunc(lhs, rhs, "broadcast_greater", _cmp(operator.gt), "_greater_scalar",
                  "_lesser_scalar")


def greater_equal(lhs, rhs):
    return _ufunc(lhs, rhs, "broadcast_greater_equal", _cmp(operator.ge),
                  "_greater_equal_scalar", "_lesser_equal_scalar")


def lesser(lhs, rhs):
    return _ufunc(lhs, rhs, "broadcast_lesser", _cmp(operator.lt), "_lesser_scalar",
                  "_greater_scalar")


def lesser_equal(lhs, rhs):
    return _ufunc(lhs, rhs, "broadcast_lesser_equal", _cmp(operator.le),
                  "_lesser_equal_scalar", "_greater_equal_scalar")


def logical_and(lhs, rhs):
    return _ufunc(lhs, rhs, "broadcast_logical_and", lambda x, y: float(bool(x and y)),
                  "_logical_and_scalar")


def logical_or(lhs, rhs):
    return _ufunc(lhs, rhs, "broadcast_logical_or", lambda x, y: float(bool(x or y)),
                  "_logical_or_scalar")


def logical_xor(lhs, rhs):
    return _ufunc(lhs, rhs, "broadcast_logical_xor", lambda x, y: float(bool(x) != bool(y)),
                  "_logical_xor_scalar")


# ------------------------------------------------------------- others
def concatenate(arrays, axis=0, always_copy=True):
    if not arrays:
        raise ValueError("concatenate needs at least one array")
    if not always_copy and len(arrays) == 1:
        return arrays[0]
    return _invoke_op("Concat", *arrays, dim=axis)


def moveaxis(tensor, source, destination):
    nd_ = tensor.ndim
    src = [source] if isinstance(source, int) else list(source)
    dst = [destination] if isinstance(destination, int) else list(destination)
    src = [s % nd_ for s in src]
    dst = [d % nd_ for d in dst]
    if len(src) != len(dst):
        raise ValueError("source and destination must have the same number of axes")
    order = [n for n in range(nd_) if n not in src]
    for d, s in sorted(zip(dst, src)):
        order.insert(d, s)
    return _invoke_op("transpose", tensor, axes=tuple(order))


def onehot_encode(indices, out):
    depth = out.shape[1]
    res = _invoke_op("one_hot", indices, depth=depth)
    out[:] = res.astype(out.dtype)
    return out


def split_v2(ary, indices_or_sections=None, axis=0, squeeze_axis=False, **kwargs):
    """MXNet's python ``split_v2``: an int is a number of equal sections (the axis must
    divide evenly), a tuple the split points; the op's own ``indices``/``sections``
    keywords pass through."""
    if indices_or_sections is None:
        return _invoke_op("_split_v2", ary, axis=axis, squeeze_axis=squeeze_axis, **kwargs)
    if isinstance(indices_or_sections, int):
        size = ary.shape[axis]
        if size % indices_or_sections:
            raise ValueError("array split does not result in an equal division")
        step = size // indices_or_sections
        indices = [k * step for k in range(indices_or_sections)]
    elif isinstance(indices_or_sections, tuple):
        indices = [0] + list(indices_or_sections)
    else:
        raise ValueError("indices_or_sections must either int or tuple of ints")
    return _invoke_op("_split_v2", ary, indices=tuple(indices), axis=axis,
                      squeeze_axis=squeeze_axis, **kwargs)


def waitall():
    return None


# nd.contrib's python-level tests of float values, written as MXNet writes them (so the
# result has the input's dtype: 1 where true, 0 where false)
def contrib_isinf(data):
    return data.abs() == np.inf


def contrib_isfinite(data):
    return logical_and(data.abs() != np.inf, data == data)


def contrib_isnan(data):
    return data != data


def save(fname, data):
    """MXNet's ``nd.save`` (the ``.params`` format; see ``runtime.params_io``)."""
    return _params_io.save(fname, data)


def load(fname):
    """MXNet's ``nd.load``: a dict (named) or list of NDArrays on the CPU."""
    data = _params_io.load(fname)

    def wrap(v):
        return v if isinstance(v, NDArray) else NDArray(np.asarray(v), cpu())
    if isinstance(data, dict):
        return {k: wrap(v) for k, v in data.items()}
    return [wrap(v) for v in data]


def from_numpy(ndarray, zero_copy=True):  # noqa: F811  (MXNet's parameter name)
    return NDArray(np.ascontiguousarray(ndarray), cpu())


# python-level functions of mx.nd that are not ops of the table
HELPERS = ("array", "empty", "zeros", "ones", "full", "arange", "add",
           "subtract", "multiply", "divide", "true_divide", "modulo", "power", "maximum",
           "minimum", "equal", "not_equal", "greater", "greater_equal", "lesser",
           "lesser_equal", "logical_and", "logical_or", "logical_xor", "concatenate",
           "moveaxis", "onehot_encode", "split_v2", "waitall", "save", "load", "from_numpy",
           *_top_updates.__all__) + tuple(
    name for name, op in (("linspace", "_linspace"), ("eye", "_eye")) if _registry.find(op))


def _build():
    rand = _random_helpers.make("nd", lambda v: isinstance(v, NDArray),
                                lambda op, args, kwargs, exposed: _invoke(op, args, kwargs, exposed))
    contrib = {"cond": _control_flow.nd_cond, "foreach": _control_flow.nd_foreach,
               "while_loop": _control_flow.nd_while_loop,
               "isinf": contrib_isinf, "isfinite": contrib_isfinite, "isnan": contrib_isnan,
               **{n: getattr(_updates, n) for n in _updates.__all__}}
    return _build_namespace(__spec__.name, "nd", _make, [globals()],
                            extras={"contrib": contrib, "random": rand})


_SUBS = _build()
# __spec__.name, not __name__: while the mxnet alias is installed, compat renames this module
# to MXNet's name, and a library that reaches mx.nd while this module's imports run (one
# loaded by the op table) renames it before these lines execute
_ndmod.OP_NAMESPACE.serve(sys.modules[__spec__.name])


# a name the table lacks: say whether MXNet has it (not provided yet) or not (a typo)
__getattr__ = missing_attribute("nd")
