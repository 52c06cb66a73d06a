"""How each elementwise op is written as generated code: numpy ufunc calls with
``out=`` on the CPU, a C expression inside a cupy ``ElementwiseKernel`` on the GPU.

Only floating-point dtypes get these forms: integer and bool arrays follow
MXNet's C casting rules (truncating division, ``DType(scalar)``), which the
registry kernels implement and the executor keeps calling for them.  Every
form here is safe when ``out`` is the same buffer as an input (each ufunc
reads an element before writing it, and the multi-call forms only re-read
``out``), which memory planning relies on for in-place updates.
"""
from __future__ import annotations

import numpy as np

__all__ = ["cpu_form", "cuda_form", "fusable"]

_UNARY_UFUNC = {
    "relu": None, "tanh": np.tanh, "exp": np.exp, "expm1": np.expm1, "log": np.log,
    "log10": np.log10, "log2": np.log2, "log1p": np.log1p, "sqrt": np.sqrt, "abs": np.abs,
    "negative": np.negative, "square": np.square, "reciprocal": np.reciprocal, "sign": np.sign,
    "floor": np.floor, "ceil": np.ceil, "trunc": np.trunc, "fix": np.trunc, "sin": np.sin,
    "cos": np.cos, "tan": np.tan, "arcsin": np.arcsin, "arccos": np.arccos,
    "arctan": np.arctan, "sinh": np.sinh, "cosh": np.cosh, "arcsinh": np.arcsinh,
    "arccosh": np.arccosh, "arctanh": np.arctanh, "degrees": np.degrees,
    "radians": np.radians, "cbrt": np.cbrt,
}
_COPY = ("_copy", "BlockGrad", "make_loss", "MakeLoss", "_contrib_gradientmultiplier")

_BINARY_UFUNC = {
    "add": np.add, "sub": np.subtract, "mul": np.multiply, "div": np.divide,
    "power": np.power, "maximum": np.maximum, "minimum": np.minimum, "hypot": np.hypot,
    "equal": np.equal, "not_equal": np.not_equal, "greater": np.greater,
    "greater_equal": np.greater_equal, "lesser": np.less, "lesser_equal": np.less_equal,
}
_BINARY_NAMES = {
    "elemwise_add": "add", "broadcast_add": "add", "_plus_scalar": "add",
    "elemwise_sub": "sub", "broadcast_sub": "sub", "_minus_scalar": "sub",
    "_rminus_scalar": "rsub", "elemwise_mul": "mul", "broadcast_mul": "mul",
    "_mul_scalar": "mul", "elemwise_div": "div", "broadcast_div": "div",
    "_div_scalar": "div", "_rdiv_scalar": "rdiv", "_power": "power",
    "broadcast_power": "power", "_power_scalar": "power", "_rpower_scalar": "rpower",
    "_maximum": "maximum", "broadcast_maximum": "maximum", "_maximum_scalar": "maximum",
    "_minimum": "minimum", "broadcast_minimum": "minimum", "_minimum_scalar": "minimum",
    "_hypot": "hypot", "broadcast_hypot": "hypot", "_hypot_scalar": "hypot",
}
for _k in ("equal", "not_equal", "greater", "greater_equal", "lesser", "lesser_equal"):
    _BINARY_NAMES[f"_{_k}"] = _k
    _BINARY_NAMES[f"broadcast_{_k}"] = _k
    _BINARY_NAMES[f"_{_k}_scalar"] = _k


def _is_float(dtype) -> bool:
    return np.dtype(dtype).kind == "f"


def _scalar(a, dtype):
    # MXNet converts the scalar to the array's dtype before computing
    with np.errstate(all="ignore"):
        return np.asarray(a.scalar, dtype=np.float64).astype(dtype)[()]


def cpu_form(op, attrs, dtype):
    """A function ``emit(ins, out, const) -> [source lines]`` or ``None``.

    ``ins``/``out`` are variable names in the generated code; ``const(obj)``
    binds an object (ufunc, scalar) into the generated namespace and returns
    its name.
    """
    if not _is_float(dtype):
        return None
    name = op.name
    if name in ("relu",) or (name == "Activation" and attrs.act_type == "relu"):
        zero = np.dtype(dtype).type(0)
        return lambda i, o, c: [f"{c(np.maximum)}({i[0]}, {c(zero)}, out={o})"]
    if name == "sigmoid" or (name == "Activation" and attrs.act_type == "sigmoid"):
        def sig(i, o, c):
            return [f"{c(np.negative)}({i[0]}, out={o})", f"{c(np.exp)}({o}, out={o})",
                    f"{c(np.add)}({o}, {c(np.dtype(dtype).type(1))}, out={o})",
                    f"{c(np.reciprocal)}({o}, out={o})"]
        return sig
    if name == "Activation":
        if attrs.act_type == "tanh":
            return lambda i, o, c: [f"{c(np.tanh)}({i[0]}, out={o})"]
        if attrs.act_type == "softrelu":
            zero = np.dtype(dtype).type(0)
            return lambda i, o, c: [f"{c(np.logaddexp)}({i[0]}, {c(zero)}, out={o})"]
        return None
    if name == "rsqrt":
        return lambda i, o, c: [f"{c(np.sqrt)}({i[0]}, out={o})",
                                f"{c(np.reciprocal)}({o}, out={o})"]
    if name in _UNARY_UFUNC and _UNARY_UFUNC[name] is not None:
        uf = _UNARY_UFUNC[name]
        return lambda i, o, c: [f"{c(uf)}({i[0]}, out={o})"]
    if name in _COPY:
        return lambda i, o, c: [f"{c(np.copyto)}({o}, {i[0]})"]
    if name == "clip":
        lo, hi = np.asarray(attrs.a_min).astype(dtype), np.asarray(attrs.a_max).astype(dtype)
        return lambda i, o, c: [f"{c(np.clip)}({i[0]}, {c(lo[()])}, {c(hi[()])}, out={o})"]
    key = _BINARY_NAMES.get(name)
    if key is None:
        return None
    if name.endswith("_scalar"):
        s = _scalar(attrs, dtype)
        if key.startswith("r"):
            uf = _BINARY_UFUNC[key[1:]]
            return lambda i, o, c: [f"{c(uf)}({c(s)}, {i[0]}, out={o})"]
        uf = _BINARY_UFUNC[key]
        return lambda i, o, c: [f"{c(uf)}({i[0]}, {c(s)}, out={o})"]
    uf = _BINARY_UFUNC[key]
    return lambda i, o, c: [f"{c(uf)}({i[0]}, {i[1]}, out={o})"]


def fusable(op, attrs, dtype) -> bool:
    return bool(op.elementwise) and cpu_form(op, attrs, dtype) is not None


# ----------------------------------------------------------------------------
# CUDA C expressions (cupy ElementwiseKernel bodies); T is the element type.
# ----------------------------------------------------------------------------

_CUDA_UNARY = {
    "relu": "({0} < (T)0 ? (T)0 : {0})", "tanh": "tanh({0})", "exp": "exp({0})", "expm1": "expm1({0})",
    "log": "log({0})", "log10": "log10({0})", "log2": "log2({0})", "log1p": "log1p({0})",
    "sqrt": "sqrt({0})", "rsqrt": "rsqrt({0})", "abs": "abs({0})", "negative": "(-{0})",
    "square": "({0} * {0})", "reciprocal": "((T)1 / {0})",
    "sign": "(T)(({0} > (T)0) - ({0} < (T)0))", "floor": "floor({0})", "ceil": "ceil({0})",
    "trunc": "trunc({0})", "fix": "trunc({0})", "sin": "sin({0})", "cos": "cos({0})",
    "tan": "tan({0})", "arcsin": "asin({0})", "arccos": "acos({0})", "arctan": "atan({0})",
    "sinh": "sinh({0})", "cosh": "cosh({0})", "arcsinh": "asinh({0})",
    "arccosh": "acosh({0})", "arctanh": "atanh({0})", "cbrt": "cbrt({0})",
    "sigmoid": "((T)1 / ((T)1 + exp(-{0})))",
}
_CUDA_BINARY = {
    "add": "({0} + {1})", "sub": "({0} - {1})", "mul": "({0} * {1})", "div": "({0} / {1})",
    "power": "pow({0}, {1})", "maximum": "(({0} > {1} || {0} != {0}) ? {0} : {1})",
    "minimum": "(({0} < {1} || {0} != {0}) ? {0} : {1})",
    "hypot": "hypot({0}, {1})", "equal": "(T)({0} == {1})", "not_equal": "(T)({0} != {1})",
    "greater": "(T)({0} > {1})", "greater_equal": "(T)({0} >= {1})",
    "lesser": "(T)({0} < {1})", "lesser_equal": "(T)({0} <= {1})",
}


def cuda_form(op, attrs, dtype, args):
    """A C expression over ``args`` for ``op``, or ``None`` (float32/float64 only)."""
    if np.dtype(dtype) not in (np.dtype(np.float32), np.dtype(np.float64)):
        return None
    name = op.name
    if name == "Activation":
        name = {"relu": "relu", "sigmoid": "sigmoid", "tanh": "tanh"}.get(attrs.act_type)
        if name is None:
            return None
    if name in _CUDA_UNARY:
        return _CUDA_UNARY[name].format(*args)
    if name in _COPY:
        return f"({args[0]})"
    if name == "clip":
        lo, hi = _c_float(attrs.a_min), _c_float(attrs.a_max)
        if lo is None or hi is None:
            return None
        # as the kernel: a_max is tested first, NaN passes through
        return f"({args[0]} > {hi} ? {hi} : ({args[0]} < {lo} ? {lo} : {args[0]}))"
    key = _BINARY_NAMES.get(name)
    if key is None:
        return None
    if name.endswith("_scalar"):
        s = _c_float(_scalar(attrs, dtype))
        if s is None:
            return None
        if key.startswith("r"):
            return _CUDA_BINARY[key[1:]].format(s, args[0])
        return _CUDA_BINARY[key].format(args[0], s)
    return _CUDA_BINARY[key].format(*args)


def _c_float(value):
    value = float(value)
    if not np.isfinite(value):
        return None             # inf/nan literals: leave the op to its kernel
    return f"(T){value!r}"
