"""Elementwise ops: unary math, binary (elemwise_* and broadcast_*), scalar ops.

MXNet 1.x rules kept here:

* the output dtype is the input dtype (an int32 ``sqrt`` stays int32);
* a scalar operand is first converted to the array's dtype (``DType(scalar)``),
  so an int32 array times 0.5 is all zeros, as in MXNet (the frontends leave
  ``is_int`` at True; with ``is_int=False`` an int array computes in float64);
* comparisons and logical ops return 1/0 in the input dtype, not bool;
* ``mod`` follows the divisor's sign and gives 0 for a zero divisor;
* ``rint`` rounds halves toward -inf, ``round`` rounds halves away from zero.
"""
from __future__ import annotations

import math
import re

import numpy as np

from ..registry import (
    REQUIRED, VARIADIC, Attr, Bool, Dtype, Float, Int, Op, OpError, OptInt, Str, register,
)
from .lowering import binary_ufunc, c_expr, c_float, copy_cpu, copy_cuda, unary_ufunc
from .grad_util import fill_missing, fresh, keep, unbroadcast

# dtype names MXNet 1.9.1 accepts for Cast / init ops
DTYPES = ("bfloat16", "bool", "float16", "float32", "float64", "int32", "int64", "int8", "uint8")


def dtype_name(name) -> str:
    """Validate an MXNet dtype attribute; numpy has no bfloat16, so it is refused clearly."""
    name = str(name)
    if name not in DTYPES:
        raise OpError(f"unknown dtype {name!r} (MXNet accepts {', '.join(DTYPES)})")
    if name == "bfloat16":
        raise OpError("dtype 'bfloat16' is not supported by the numpy/cupy runtime; use 'float16'")
    return name


_NUMPY_CLASS = re.compile(r"^<class '(?:numpy|cupy)\.(\w+)'>$")


class DtypeChoice(type(Dtype)):
    """A dtype attribute limited to MXNet's choices; numpy dtypes and classes are accepted
    (``np.float32`` means ``"float32"``).  ``optional`` admits ``None``/``"None"``.

    It is a kind of the table's ``Dtype`` so that front ends that special-case
    dtype attributes treat it the same way.
    """

    def __init__(self, *choices: str, optional: bool = False):
        self.choices = choices or DTYPES
        self.optional = optional

    def parse(self, value):
        if value is None or value == "None":
            if self.optional:
                return None
            raise OpError("a dtype is required here")
        if isinstance(value, str):
            # str(np.float32) is what a front end gets from str() of a dtype class
            m = _NUMPY_CLASS.match(value.strip())
            if m:
                value = m.group(1)
        else:
            try:
                value = np.dtype(value).name
            except TypeError:
                raise OpError(f"expected a dtype, got {value!r}") from None
        if value not in self.choices:
            raise OpError(f"dtype {value!r} is not one of {', '.join(self.choices)}")
        return value

    def format(self, value):
        return "None" if value is None else str(value)


def _same_shape(a, *shapes):
    first = shapes[0]
    for s in shapes[1:]:
        if tuple(s) != tuple(first):
            raise OpError(f"shapes {tuple(first)} and {tuple(s)} differ (use broadcast_*)")
    return tuple(first)


def _broadcast_shape(a, lhs, rhs):
    nd = max(len(lhs), len(rhs))
    lhs = (1,) * (nd - len(lhs)) + tuple(lhs)
    rhs = (1,) * (nd - len(rhs)) + tuple(rhs)
    out = []
    for x, y in zip(lhs, rhs):
        if x != y and x != 1 and y != 1:
            raise OpError(f"shapes {lhs} and {rhs} cannot be broadcast")
        out.append(max(x, y) if x and y else 0)
    return tuple(out)


def _unary_shape(a, shape):
    return tuple(shape)


def _keep(y, dtype, copy=False):
    if y.dtype.kind == "f" and np.dtype(dtype).kind in "iu":
        return _float_to_int(y, np.dtype(dtype))
    return y.astype(dtype, copy=copy)


def _float_to_int(y, dtype):
    """The C cast MXNet 1.9.1's x86 CPU kernels make (the values its tests measured), on every
    device: CUDA saturates where x86 does not.  x86 converts to a 32-bit integer (a 64-bit one
    for int64), then keeps the low bits; NaN and out-of-range values become that
    integer's minimum (erfinv(1) of int32 is INT_MIN, of int8 0)."""
    if dtype in (np.uint32, np.uint64):    # no MXNet dtype: numpy's own cast
        return y.astype(dtype)
    via = np.dtype(np.int64 if dtype.itemsize == 8 else np.int32)
    lowest = np.iinfo(via).min
    outside = ~((y >= lowest) & (y < -float(lowest)))
    if outside.any():
        y = y.copy()
        y[outside] = lowest
    return y.astype(via).astype(dtype, copy=False)


def _is_int(dtype) -> bool:
    return np.dtype(dtype).kind in "iub"


def _as_scalar(value, dtype):
    """MXNet converts the scalar attribute to the array's dtype before computing."""
    with np.errstate(all="ignore"):
        return np.asarray(value, dtype=np.float64).astype(dtype)[()]


# --------------------------------------------------------------------------
# unary math
# --------------------------------------------------------------------------

def _rint(xp, x):
    lo = xp.floor(x)
    hi = xp.ceil(x)
    return xp.where(x - lo <= hi - x, lo, hi)


def _round_half_away(xp, x):
    return xp.sign(x) * xp.floor(xp.abs(x) + 0.5)


def _sigmoid(xp, x):
    return 1 / (1 + xp.exp(-x))


def _erf_series(xp, z, terms):
    # Maclaurin series of erf; z must be small enough for the term count
    z2 = z * z
    term = z.copy()
    total = z.copy()
    for n in range(1, terms):
        term = term * (-z2) / n
        total = total + term / (2 * n + 1)
    # a numpy scalar, not a 0-d array: cupy refuses numpy arrays as operands
    return total * z.dtype.type(2 / math.sqrt(math.pi))


_ERFC_POLY = (-1.26551223, 1.00002368, 0.37409196, 0.09678418, -0.18628806,
              0.27886807, -1.13520398, 1.48851587, -0.82215223, 0.17087277)


def _erf(xp, x):
    """erf without scipy, in plain array arithmetic that cupy runs too.

    float64 input: Maclaurin series below |x| = 4, asymptotic erfc beyond
    (error < 1e-12).  Other dtypes: series below 0.5 and the Chebyshev-fitted
    erfc of Numerical Recipes above (relative error ~1e-7, float32's
    resolution) -- a dozen array operations, cheap enough for GELU.
    """
    if x.dtype == np.float64:
        x64 = x
        ax = xp.abs(x64)
        near = _erf_series(xp, xp.minimum(ax, 4.0), 90)
        big = xp.maximum(ax, 4.0)
        inv = 1 / (2 * big * big)
        corr = 1.0
        coef = 1.0
        for n in range(1, 12):
            coef *= -(2 * n - 1)
            corr = corr + coef * inv ** n
        far = 1 - xp.exp(-big * big) / (big * math.sqrt(math.pi)) * corr
        return xp.sign(x64) * xp.where(ax < 4.0, near, far)
    # float32 working precision is enough here and halves the memory traffic
    x32 = x.astype(np.float32)
    ax = xp.abs(x32)
    near = _erf_series(xp, xp.minimum(ax, np.float32(0.5)), 8)
    t = 1 / (1 + np.float32(0.5) * ax)
    poly = np.float32(_ERFC_POLY[-1])
    for c in _ERFC_POLY[-2::-1]:
        poly = np.float32(c) + t * poly
    far = 1 - t * xp.exp(-ax * ax + poly)
    return xp.sign(x32) * xp.where(ax < 0.5, near, far)


def _erfinv(xp, y):
    """Inverse of erf: Winitzki's closed form as a start, then Newton steps on
    the float64 erf (quadratic convergence: three steps reach float64 accuracy)."""
    y64 = y.astype(np.float64)
    inside = xp.abs(y64) < 1
    ys = xp.where(inside, y64, 0.0)
    a = 0.147
    ln = xp.log1p(-ys * ys)
    first = 2 / (math.pi * a) + ln / 2
    x = xp.sign(ys) * xp.sqrt(xp.sqrt(first * first - ln / a) - first)
    for _ in range(3):
        err = _erf(xp, x) - ys
        x = x - err / (2 / math.sqrt(math.pi) * xp.exp(-x * x))
    edge = xp.where(xp.abs(y64) == 1, xp.sign(y64) * np.inf, np.nan)
    return xp.where(inside, x, edge)


def _erfinv_measured(xp, x):
    """MXNet 1.9.1's erfinv of an integer array is 0 outside [-1, 1] where its float erfinv
    is NaN (measured on int8/int32/int64; arccos of the same integers gives INT_MIN)."""
    out = _erfinv(xp, x)
    if _is_int(x.dtype):
        out = xp.where(xp.abs(x.astype(np.float64)) > 1, 0.0, out)
    return out


# Lanczos approximation (g=7, n=9): accurate to ~1e-15 relative in float64.
_LANCZOS = (0.99999999999980993, 676.5203681218851, -1259.1392167224028,
            771.32342877765313, -176.61502916214059, 12.507343278686905,
            -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7)


def _lanczos_log_gamma(xp, z):
    # valid for z >= 0.5
    z = z - 1
    acc = xp.full(z.shape, _LANCZOS[0], dtype=np.float64)
    for i, c in enumerate(_LANCZOS[1:], start=1):
        acc = acc + c / (z + i)
    t = z + 7.5
    return 0.5 * math.log(2 * math.pi) + (z + 0.5) * xp.log(t) - t + xp.log(acc)


def _gammaln(xp, x):
    x64 = x.astype(np.float64)
    refl = x64 < 0.5
    zr = xp.where(refl, 1 - x64, x64)
    lg = _lanczos_log_gamma(xp, zr)
    # reflection: Gamma(x) Gamma(1-x) = pi / sin(pi x)
    lr = math.log(math.pi) - xp.log(xp.abs(xp.sin(math.pi * x64))) - lg
    # the poles: lgamma gives +inf at 0, -1, -2 ... (sin(pi x) is not exactly 0 there)
    pole = refl & (x64 == xp.floor(x64))
    out = xp.where(pole, np.inf, xp.where(refl, lr, lg))
    return xp.where((x64 == 1) | (x64 == 2), 0.0, out)


# tgamma is exact at the integers 1..171 (factorials), where a Lanczos sum is off by ulps
# that an integer cast turns into off-by-one results (MXNet: gamma(int32 5) == 24)
_FACTORIALS = np.array([float(math.factorial(n - 1)) for n in range(1, 172)])


def _gamma(xp, x):
    x64 = x.astype(np.float64)
    refl = x64 < 0.5
    zr = xp.where(refl, 1 - x64, x64)
    g = xp.exp(_lanczos_log_gamma(xp, zr))
    out = xp.where(refl, math.pi / (xp.sin(math.pi * x64) * g), g)
    whole = x64 == xp.floor(x64)
    exact = whole & (x64 >= 1) & (x64 <= 171)
    table = xp.asarray(_FACTORIALS)
    out = xp.where(exact, table[xp.clip(x64, 1, 171).astype(np.int64) - 1], out)
    # tgamma's poles: +inf at 0, NaN (a domain error) at -1, -2 ...
    return xp.where(x64 == 0, np.inf, xp.where(whole & (x64 < 0), np.nan, out))


def _int_safe(fn):
    """Run float math on integer inputs in float64 (numpy refuses some on ints)."""
    def run(xp, x):
        if _is_int(x.dtype):
            return fn(xp, x.astype(np.float64))
        return fn(xp, x)
    return run


# numpy 2.4's float maximum runs its vector loop only where both operands are arrays
# of values: with the zero as a scalar, a 0-d array or a stride-0 view it takes an
# element-at-a-time loop, 79 against 16 us for 65,536 float32 values (1 thread, this
# project's AVX2 box; clip, add, multiply with a 0-d operand are as fast as with a full
# one).  So the generated relu reads its zeros from a constant zero array: the same
# function of the same two values per element, so the same results (NaN, -0.0 -> +0.0,
# subnormals included).  Below RELU_ARRAY_FROM elements the 0-d zero stays: alone the
# array pays from ~1k values on (320: 1.5 us 0-d, 2.6 through the array; 2048: 3.7, 3.2),
# inside the slim ResNet's step not yet at 2048 (its stage-4 relus, 5-7 us a call either
# way).  Outputs larger than the array run through it in flat chunks.
RELU_ZEROS = 65536
RELU_ARRAY_FROM = 4096


def relu_into(x, zeros, out):
    """``out = maximum(x, 0)`` for outputs of more than ``zeros.size`` elements,
    ``zeros`` a flat read-only zero array of ``out``'s dtype (``x``: ``out``'s shape and
    dtype)."""
    if x.flags.c_contiguous and out.flags.c_contiguous:
        n, step = out.size, zeros.size
        xf, of = x.reshape(-1), out.reshape(-1)
        for a in range(0, n, step):
            b = min(a + step, n)
            np.maximum(xf[a:b], zeros[:b - a], out=of[a:b])
    else:
        np.maximum(x, zeros[0], out=out)


_RELU_ZERO_ARRAYS: dict = {}


def _relu_zeros(dtype):
    dt = np.dtype(dtype)
    z = _RELU_ZERO_ARRAYS.get(dt)
    if z is None:
        z = np.zeros(RELU_ZEROS, dt)
        z.flags.writeable = False
        _RELU_ZERO_ARRAYS[dt] = z
    return z


def relu_eager(xp, x):
    """``maximum(x, 0)`` in a new array, through the zero array where numpy's loop with
    a scalar zero is the slow one (float outputs of ``RELU_ARRAY_FROM`` elements on)."""
    if xp is not np or x.dtype.kind != "f" or x.size < RELU_ARRAY_FROM:
        return xp.maximum(x, 0)
    out = np.empty(x.shape, x.dtype)
    z = _relu_zeros(x.dtype)
    if x.size <= RELU_ZEROS:
        np.maximum(x, z[:x.size].reshape(x.shape), out=out)
    else:
        relu_into(x, z, out)
    return out


_UNARY = {
    # name: (function, aliases)
    "relu": (relu_eager, ()),
    "sigmoid": (_int_safe(_sigmoid), ()),
    "tanh": (_int_safe(lambda xp, x: xp.tanh(x)), ()),
    "softsign": (_int_safe(lambda xp, x: x / (1 + xp.abs(x))), ()),
    "exp": (_int_safe(lambda xp, x: xp.exp(x)), ()),
    "expm1": (_int_safe(lambda xp, x: xp.expm1(x)), ()),
    "log": (_int_safe(lambda xp, x: xp.log(x)), ()),
    "log10": (_int_safe(lambda xp, x: xp.log10(x)), ()),
    "log2": (_int_safe(lambda xp, x: xp.log2(x)), ()),
    "log1p": (_int_safe(lambda xp, x: xp.log1p(x)), ()),
    "sqrt": (_int_safe(lambda xp, x: xp.sqrt(x)), ()),
    "rsqrt": (_int_safe(lambda xp, x: 1 / xp.sqrt(x)), ()),
    "cbrt": (_int_safe(lambda xp, x: xp.cbrt(x)), ()),
    "rcbrt": (_int_safe(lambda xp, x: 1 / xp.cbrt(x)), ()),
    "square": (lambda xp, x: x * x, ()),
    "reciprocal": (_int_safe(lambda xp, x: 1 / x), ()),
    "abs": (lambda xp, x: xp.abs(x), ()),
    "negative": (lambda xp, x: -x, ()),
    "sign": (lambda xp, x: xp.sign(x), ()),
    "floor": (lambda xp, x: xp.floor(x) if not _is_int(x.dtype) else x.copy(), ()),
    "ceil": (lambda xp, x: xp.ceil(x) if not _is_int(x.dtype) else x.copy(), ()),
    "trunc": (lambda xp, x: xp.trunc(x) if not _is_int(x.dtype) else x.copy(), ()),
    "fix": (lambda xp, x: xp.trunc(x) if not _is_int(x.dtype) else x.copy(), ()),
    "round": (lambda xp, x: _round_half_away(xp, x) if not _is_int(x.dtype) else x.copy(), ()),
    "rint": (lambda xp, x: _rint(xp, x) if not _is_int(x.dtype) else x.copy(), ()),
    "sin": (_int_safe(lambda xp, x: xp.sin(x)), ()),
    "cos": (_int_safe(lambda xp, x: xp.cos(x)), ()),
    "tan": (_int_safe(lambda xp, x: xp.tan(x)), ()),
    "arcsin": (_int_safe(lambda xp, x: xp.arcsin(x)), ()),
    "arccos": (_int_safe(lambda xp, x: xp.arccos(x)), ()),
    "arctan": (_int_safe(lambda xp, x: xp.arctan(x)), ()),
    "sinh": (_int_safe(lambda xp, x: xp.sinh(x)), ()),
    "cosh": (_int_safe(lambda xp, x: xp.cosh(x)), ()),
    "arcsinh": (_int_safe(lambda xp, x: xp.arcsinh(x)), ()),
    "arccosh": (_int_safe(lambda xp, x: xp.arccosh(x)), ()),
    "arctanh": (_int_safe(lambda xp, x: xp.arctanh(x)), ()),
    "degrees": (_int_safe(lambda xp, x: xp.degrees(x)), ()),
    "radians": (_int_safe(lambda xp, x: xp.radians(x)), ()),
    # MXNet computes erf of an integer array in double (erf(int32 5) truncates to 0)
    "erf": (_int_safe(_erf), ()),
    "erfinv": (_erfinv_measured, ()),
    "gamma": (_gamma, ()),
    "gammaln": (_gammaln, ()),
    "logical_not": (lambda xp, x: x == 0, ()),
    "_copy": (lambda xp, x: x.copy(), ("identity",)),
    # no gradient flows through these two; forward is a copy
    "BlockGrad": (lambda xp, x: x.copy(), ("stop_gradient",)),
    "zeros_like": (lambda xp, x: xp.zeros_like(x), ()),
    "ones_like": (lambda xp, x: xp.ones_like(x), ()),
}


def _digamma(xp, x):
    """psi(x) = d/dx log Gamma(x): shift x up to >= 6 with psi(x) = psi(x+1) - 1/x,
    then the asymptotic series; the reflection formula below 0.5."""
    x64 = x.astype(np.float64)
    refl = x64 < 0.5
    z = xp.where(refl, 1 - x64, x64)
    acc = xp.zeros_like(z)
    for _ in range(6):
        small = z < 6
        acc = acc - xp.where(small, 1 / z, 0.0)
        z = xp.where(small, z + 1, z)
    inv2 = 1 / (z * z)
    series = inv2 * (1 / 12 - inv2 * (1 / 120 - inv2 * (1 / 252 - inv2 * (
        1 / 240 - inv2 * (1 / 132)))))
    psi = acc + xp.log(z) - 0.5 / z - series
    return xp.where(refl, psi - math.pi / xp.tan(math.pi * x64), psi)


# d(out)/d(in) rules: fn(xp, x, y, g) -> gradient of x (x input, y output, g out-grad)
_LN10 = math.log(10.0)
_LN2 = math.log(2.0)
_TWO_BY_SQRT_PI = 2 / math.sqrt(math.pi)


def _zero_grad(xp, x, y, g):
    # piecewise constant (floor, sign, ...): MXNet gives zeros, as the calculus does
    return xp.zeros_like(x)


_UNARY_GRAD = {
    "relu": lambda xp, x, y, g: g * (y > 0),
    "sigmoid": lambda xp, x, y, g: g * y * (1 - y),
    "tanh": lambda xp, x, y, g: g * (1 - y * y),
    "softsign": lambda xp, x, y, g: g / ((1 + xp.abs(x)) ** 2),
    "exp": lambda xp, x, y, g: g * y,
    "expm1": lambda xp, x, y, g: g * (y + 1),
    "log": lambda xp, x, y, g: g / x,
    "log10": lambda xp, x, y, g: g / (x * _LN10),
    "log2": lambda xp, x, y, g: g / (x * _LN2),
    "log1p": lambda xp, x, y, g: g / (1 + x),
    "sqrt": lambda xp, x, y, g: g / (2 * y),
    "rsqrt": lambda xp, x, y, g: -0.5 * g * y * y * y,
    "cbrt": lambda xp, x, y, g: g / (3 * y * y),
    "rcbrt": lambda xp, x, y, g: -g * y / (3 * x),
    "square": lambda xp, x, y, g: 2 * g * x,
    "reciprocal": lambda xp, x, y, g: -g * y * y,
    "abs": lambda xp, x, y, g: g * xp.sign(x),
    "negative": lambda xp, x, y, g: -g,
    "sign": _zero_grad, "floor": _zero_grad, "ceil": _zero_grad, "trunc": _zero_grad,
    "fix": _zero_grad, "round": _zero_grad, "rint": _zero_grad,
    "sin": lambda xp, x, y, g: g * xp.cos(x),
    "cos": lambda xp, x, y, g: -g * xp.sin(x),
    "tan": lambda xp, x, y, g: g * (1 + y * y),
    "arcsin": lambda xp, x, y, g: g / xp.sqrt(1 - x * x),
    "arccos": lambda xp, x, y, g: -g / xp.sqrt(1 - x * x),
    "arctan": lambda xp, x, y, g: g / (1 + x * x),
    "sinh": lambda xp, x, y, g: g * xp.cosh(x),
    "cosh": lambda xp, x, y, g: g * xp.sinh(x),
    "arcsinh": lambda xp, x, y, g: g / xp.sqrt(x * x + 1),
    "arccosh": lambda xp, x, y, g: g / xp.sqrt(x * x - 1),
    "arctanh": lambda xp, x, y, g: g / (1 - x * x),
    "degrees": lambda xp, x, y, g: g * (180 / math.pi),
    "radians": lambda xp, x, y, g: g * (math.pi / 180),
    "erf": lambda xp, x, y, g: g * _TWO_BY_SQRT_PI * xp.exp(-x * x),
    "erfinv": lambda xp, x, y, g: g / _TWO_BY_SQRT_PI * xp.exp(y * y),
    "gamma": lambda xp, x, y, g: g * y * _digamma(xp, x),
    "gammaln": lambda xp, x, y, g: g * _digamma(xp, x),
    "_copy": lambda xp, x, y, g: g.copy(),
    # BlockGrad stops the gradient: its input gets zeros whatever comes back
    "BlockGrad": lambda xp, x, y, g: xp.zeros_like(x),
}


def _relu_cpu(a, dtype):
    zero = np.dtype(dtype).type(0)

    def emit(i, o, c):
        mx, z0 = c(np.maximum), c(zero)
        if getattr(c, "xp", np) is not np:
            return [f"{mx}({i[0]}, {z0}, out={o})"]        # cupy's is one kernel
        z = c(_relu_zeros(dtype), "_z")
        return [f"{mx}({i[0]}, {z0} if {o}.size < {RELU_ARRAY_FROM} else "
                f"{z}[:{o}.size].reshape({o}.shape), out={o}) if {o}.size <= {RELU_ZEROS} "
                f"else {c(relu_into, '_relu')}({i[0]}, {z}, {o})"]
    return emit


def _sigmoid_cpu(a, dtype):
    # 1 / (1 + exp(-x)) in four in-place calls on the output
    def emit(i, o, c):
        return [f"{c(np.negative)}({i[0]}, out={o})", f"{c(np.exp)}({o}, out={o})",
                f"{c(np.add)}({o}, {c(np.dtype(dtype).type(1))}, out={o})",
                f"{c(np.reciprocal)}({o}, out={o})"]
    return emit


def _rsqrt_cpu(a, dtype):
    return lambda i, o, c: [f"{c(np.sqrt)}({i[0]}, out={o})",
                            f"{c(np.reciprocal)}({o}, out={o})"]


def _ufunc_forms(uf, expr):
    return unary_ufunc(uf), expr and c_expr(expr)


# name: (cpu_form, cuda_form) -- registry.Op says what they are; the ops not listed
# run their kernel in generated code (and are not fused)
UNARY_FORMS = {
    "relu": (_relu_cpu, c_expr("({0} < (T)0 ? (T)0 : {0})")),
    "sigmoid": (_sigmoid_cpu, c_expr("((T)1 / ((T)1 + exp(-{0})))")),
    "rsqrt": (_rsqrt_cpu, c_expr("rsqrt({0})")),
    "tanh": _ufunc_forms(np.tanh, "tanh({0})"),
    "exp": _ufunc_forms(np.exp, "exp({0})"),
    "expm1": _ufunc_forms(np.expm1, "expm1({0})"),
    "log": _ufunc_forms(np.log, "log({0})"),
    "log10": _ufunc_forms(np.log10, "log10({0})"),
    "log2": _ufunc_forms(np.log2, "log2({0})"),
    "log1p": _ufunc_forms(np.log1p, "log1p({0})"),
    "sqrt": _ufunc_forms(np.sqrt, "sqrt({0})"),
    "cbrt": _ufunc_forms(np.cbrt, "cbrt({0})"),
    "abs": _ufunc_forms(np.abs, "abs({0})"),
    "negative": _ufunc_forms(np.negative, "(-{0})"),
    "square": _ufunc_forms(np.square, "({0} * {0})"),
    "reciprocal": _ufunc_forms(np.reciprocal, "((T)1 / {0})"),
    "sign": _ufunc_forms(np.sign, "(T)(({0} > (T)0) - ({0} < (T)0))"),
    "floor": _ufunc_forms(np.floor, "floor({0})"),
    "ceil": _ufunc_forms(np.ceil, "ceil({0})"),
    "trunc": _ufunc_forms(np.trunc, "trunc({0})"),
    "fix": _ufunc_forms(np.trunc, "trunc({0})"),
    "sin": _ufunc_forms(np.sin, "sin({0})"),
    "cos": _ufunc_forms(np.cos, "cos({0})"),
    "tan": _ufunc_forms(np.tan, "tan({0})"),
    "arcsin": _ufunc_forms(np.arcsin, "asin({0})"),
    "arccos": _ufunc_forms(np.arccos, "acos({0})"),
    "arctan": _ufunc_forms(np.arctan, "atan({0})"),
    "sinh": _ufunc_forms(np.sinh, "sinh({0})"),
    "cosh": _ufunc_forms(np.cosh, "cosh({0})"),
    "arcsinh": _ufunc_forms(np.arcsinh, "asinh({0})"),
    "arccosh": _ufunc_forms(np.arccosh, "acosh({0})"),
    "arctanh": _ufunc_forms(np.arctanh, "atanh({0})"),
    "degrees": _ufunc_forms(np.degrees, None),
    "radians": _ufunc_forms(np.radians, None),
    "_copy": (copy_cpu, copy_cuda),
    "BlockGrad": (copy_cpu, copy_cuda),
}


def _unary_grad(fn):
    def grad(ctx, a, inputs, outputs, out_grads):
        (x,), (y,), (g,) = inputs, outputs, out_grads
        with np.errstate(all="ignore"):
            return (fresh(fn(ctx.xp, x, y, g), x.dtype, g),)
    return grad


def _unary_kernel(fn):
    def kernel(ctx, a, x):
        with np.errstate(all="ignore"):
            return _keep(fn(ctx.xp, x), x.dtype)
    return kernel


for _name, (_fn, _aliases) in _UNARY.items():
    register(Op(
        name=_name,
        aliases=_aliases,
        kernel=_unary_kernel(_fn),
        infer_shape=_unary_shape,
        elementwise=True,
        methods=("copy",) if _name == "_copy" else (),
        grad=_unary_grad(_UNARY_GRAD[_name]) if _name in _UNARY_GRAD else None,
        cpu_form=UNARY_FORMS.get(_name, (None, None))[0],
        cuda_form=UNARY_FORMS.get(_name, (None, None))[1],
    ))


# --------------------------------------------------------------------------
# binary: elemwise_* (same shape), broadcast_* and the *_scalar forms
# --------------------------------------------------------------------------

def _div(xp, x, y):
    if _is_int(x.dtype):
        # C integer division truncates toward zero; a zero divisor gives 0 here
        # (MXNet's CPU kernel would crash)
        safe = xp.where(y == 0, 1, y)
        return xp.where(y == 0, 0, xp.trunc(x.astype(np.float64) / safe))
    return x / y


def _mod(xp, x, y):
    # numpy's mod already takes the divisor's sign, as MXNet's mod does
    safe = xp.where(y == 0, 1, y)
    return xp.where(y == 0, 0, xp.mod(x, safe))


def _power(xp, x, y):
    if _is_int(x.dtype):
        return xp.power(x.astype(np.float64), y)
    return xp.power(x, y)


def _hypot(xp, x, y):
    if _is_int(x.dtype):
        return xp.hypot(x.astype(np.float64), y)
    return xp.hypot(x, y)


_BINARY = {
    # key: (function, elemwise name + aliases, broadcast name + aliases,
    #       scalar name + aliases, reversed-scalar name + aliases)
    "add": (lambda xp, x, y: x + y, ("elemwise_add", "_add", "_plus", "_Plus"),
            ("broadcast_add", "broadcast_plus"), ("_plus_scalar", "_PlusScalar"), None),
    "sub": (lambda xp, x, y: x - y, ("elemwise_sub", "_sub", "_minus", "_Minus"),
            ("broadcast_sub", "broadcast_minus"), ("_minus_scalar", "_MinusScalar"),
            ("_rminus_scalar", "_RMinusScalar")),
    "mul": (lambda xp, x, y: x * y, ("elemwise_mul", "_mul", "_Mul"), ("broadcast_mul",),
            ("_mul_scalar", "_MulScalar"), None),
    "div": (_div, ("elemwise_div", "_div", "_Div"), ("broadcast_div",),
            ("_div_scalar", "_DivScalar"), ("_rdiv_scalar", "_RDivScalar")),
    "mod": (_mod, ("_mod", "_Mod"), ("broadcast_mod",), ("_mod_scalar", "_ModScalar"),
            ("_rmod_scalar", "_RModScalar")),
    "power": (_power, ("_power", "_Power"), ("broadcast_power",),
              ("_power_scalar", "_PowerScalar"), ("_rpower_scalar", "_RPowerScalar")),
    "maximum": (lambda xp, x, y: xp.maximum(x, y), ("_maximum", "_Maximum"),
                ("broadcast_maximum",), ("_maximum_scalar", "_MaximumScalar"), None),
    "minimum": (lambda xp, x, y: xp.minimum(x, y), ("_minimum", "_Minimum"),
                ("broadcast_minimum",), ("_minimum_scalar", "_MinimumScalar"), None),
    "hypot": (_hypot, ("_hypot", "_Hypot"), ("broadcast_hypot",),
              ("_hypot_scalar", "_HypotScalar"), None),
    "equal": (lambda xp, x, y: x == y, ("_equal", "_Equal"), ("broadcast_equal",),
              ("_equal_scalar", "_EqualScalar"), None),
    "not_equal": (lambda xp, x, y: x != y, ("_not_equal", "_Not_Equal"),
                  ("broadcast_not_equal",), ("_not_equal_scalar", "_NotEqualScalar"), None),
    "greater": (lambda xp, x, y: x > y, ("_greater", "_Greater"), ("broadcast_greater",),
                ("_greater_scalar", "_GreaterScalar"), None),
    "greater_equal": (lambda xp, x, y: x >= y, ("_greater_equal", "_Greater_Equal"),
                      ("broadcast_greater_equal",),
                      ("_greater_equal_scalar", "_GreaterEqualScalar"), None),
    "lesser": (lambda xp, x, y: x < y, ("_lesser", "_Lesser"), ("broadcast_lesser",),
               ("_lesser_scalar", "_LesserScalar"), None),
    "lesser_equal": (lambda xp, x, y: x <= y, ("_lesser_equal", "_Lesser_Equal"),
                     ("broadcast_lesser_equal",),
                     ("_lesser_equal_scalar", "_LesserEqualScalar"), None),
    "logical_and": (lambda xp, x, y: xp.logical_and(x != 0, y != 0),
                    ("_logical_and", "_Logical_And"), ("broadcast_logical_and",),
                    ("_logical_and_scalar", "_LogicalAndScalar"), None),
    "logical_or": (lambda xp, x, y: xp.logical_or(x != 0, y != 0),
                   ("_logical_or", "_Logical_Or"), ("broadcast_logical_or",),
                   ("_logical_or_scalar", "_LogicalOrScalar"), None),
    "logical_xor": (lambda xp, x, y: xp.logical_xor(x != 0, y != 0),
                    ("_logical_xor", "_Logical_Xor"), ("broadcast_logical_xor",),
                    ("_logical_xor_scalar", "_LogicalXorScalar"), None),
}


def _binary_kernel(fn):
    def kernel(ctx, a, x, y):
        _same_dtypes(x.dtype, y.dtype)
        with np.errstate(all="ignore"):
            return _keep(fn(ctx.xp, x, y), x.dtype)
    return kernel


def _same_dtypes(*dtypes):
    """MXNet's ElemwiseType: the operands of a two-array op share one dtype (float32 + int32
    is refused with "Incompatible attr", measured for broadcast_add and the operators)."""
    known = [np.dtype(d) for d in dtypes if d is not None]
    if any(d != known[0] for d in known[1:]):
        raise OpError(f"operands of dtypes {', '.join(d.name for d in known)} differ: "
                      "cast one with astype() first")
    return known[0].name if known else None


def _binary_type(a, *dtypes):
    return _same_dtypes(*dtypes)


def _scalar_out_dtype(a, dtype) -> str:
    """MXNet 1.9.1's rule: an int array with a non-int scalar (is_int=False)
    computes in float64; bool arrays go to int64 (is_int) or float64."""
    kind = np.dtype(dtype).kind
    if kind == "b":
        return "int64" if a.is_int else "float64"
    if kind in "iu" and not a.is_int:
        return "float64"
    return np.dtype(dtype).name


def _scalar_kernel(fn, reverse):
    def kernel(ctx, a, x):
        out_dt = _scalar_out_dtype(a, x.dtype)
        x = x.astype(out_dt, copy=False)
        s = _as_scalar(a.scalar, x.dtype)
        with np.errstate(all="ignore"):
            if reverse and fn is _div and _is_int(x.dtype):
                # in floating point, so a zero divisor gives inf -> INT_MIN (measured)
                out = ctx.xp.trunc(np.float64(s) / x.astype(np.float64))
            elif reverse:
                out = fn(ctx.xp, ctx.xp.full(x.shape, s, dtype=x.dtype), x)
            else:
                out = fn(ctx.xp, x, s)
            return _keep(out, x.dtype)
    return kernel


def _float_power(xp, x, y):
    # numpy refuses integer bases with negative integer exponents
    return xp.power(x.astype(np.float64) if _is_int(x.dtype) else x, y)


# gradient rules of the binary family: fn(xp, x, y, out, g) -> (grad x, grad y)
# at the broadcast shape.  Ties of maximum/minimum go to the lhs, as MXNet's
# ge/lt (le/gt) backward does.
_BINARY_GRAD = {
    "add": lambda xp, x, y, out, g: (g, g),
    "sub": lambda xp, x, y, out, g: (g, -g),
    "mul": lambda xp, x, y, out, g: (g * y, g * x),
    "div": lambda xp, x, y, out, g: (g / y, -g * x / (y * y)),
    "mod": lambda xp, x, y, out, g: (g, -g * xp.floor(x / y)),
    "power": lambda xp, x, y, out, g: (g * y * _float_power(xp, x, y - 1), g * out * xp.log(x)),
    "maximum": lambda xp, x, y, out, g: (g * (x >= y), g * (x < y)),
    "minimum": lambda xp, x, y, out, g: (g * (x <= y), g * (x > y)),
    "hypot": lambda xp, x, y, out, g: (g * x / out, g * y / out),
}

# the scalar forms: fn(xp, x, s, out, g) -> grad x; "r" keys are the reversed forms
# (scalar on the left: _rminus_scalar is s - x)
_SCALAR_GRAD = {
    "add": lambda xp, x, s, out, g: g,
    "sub": lambda xp, x, s, out, g: g,
    "rsub": lambda xp, x, s, out, g: -g,
    "mul": lambda xp, x, s, out, g: g * s,
    "div": lambda xp, x, s, out, g: g / s,
    "rdiv": lambda xp, x, s, out, g: -g * s / (x * x),
    "mod": lambda xp, x, s, out, g: g,
    "rmod": lambda xp, x, s, out, g: -g * xp.floor(s / x),
    "power": lambda xp, x, s, out, g: g * s * _float_power(xp, x, s - 1),
    # log of a negative base is NaN, of zero -inf, as in MXNet
    "rpower": lambda xp, x, s, out, g: g * out * float(np.log(np.float64(s))),
    "maximum": lambda xp, x, s, out, g: g * (x >= s),
    "minimum": lambda xp, x, s, out, g: g * (x <= s),
    "hypot": lambda xp, x, s, out, g: g * x / out,
}


def _binary_grad(fn, broadcast):
    def grad(ctx, a, inputs, outputs, out_grads):
        (x, y), (out,), (g,) = inputs, outputs, out_grads
        xp = ctx.xp
        with np.errstate(all="ignore"):
            gx, gy = fn(xp, x, y, out, g)
        if broadcast:
            gx = unbroadcast(xp, gx, x.shape)
            gy = unbroadcast(xp, gy, y.shape)
        return fresh(gx, x.dtype, g), fresh(gy, y.dtype, g)
    return grad


def _scalar_grad(fn):
    def grad(ctx, a, inputs, outputs, out_grads):
        (x,), (out,), (g,) = inputs, outputs, out_grads
        # the same conversions as the kernel: the array to the compute dtype,
        # the scalar to the array's dtype
        work = x.astype(_scalar_out_dtype(a, x.dtype), copy=False)
        s = _as_scalar(a.scalar, work.dtype)
        with np.errstate(all="ignore"):
            gx = fn(ctx.xp, work, s, out, g)
        return (fresh(gx, x.dtype, g),)
    return grad


_SCALAR_ATTRS = (
    Attr("scalar", Float, 1.0, "the scalar operand"),
    # the python frontends never pass it, so an int array keeps its dtype and
    # the scalar is truncated to it (int32 array * 0.5 -> zeros)
    Attr("is_int", Bool, True, "whether the scalar is an int"),
)


def _scalar_type(a, dt=None):
    return None if dt is None else _scalar_out_dtype(a, dt)


# generated-code forms of the binary family, key: (ufunc, CUDA C template); max/min
# pass a NaN lhs through as the kernel (numpy's maximum) does
_BINARY_FORMS = {
    "add": (np.add, "({0} + {1})"), "sub": (np.subtract, "({0} - {1})"),
    "mul": (np.multiply, "({0} * {1})"), "div": (np.divide, "({0} / {1})"),
    "power": (np.power, "pow({0}, {1})"),
    "maximum": (np.maximum, "(({0} > {1} || {0} != {0}) ? {0} : {1})"),
    "minimum": (np.minimum, "(({0} < {1} || {0} != {0}) ? {0} : {1})"),
    "hypot": (np.hypot, "hypot({0}, {1})"),
    "equal": (np.equal, "(T)({0} == {1})"), "not_equal": (np.not_equal, "(T)({0} != {1})"),
    "greater": (np.greater, "(T)({0} > {1})"),
    "greater_equal": (np.greater_equal, "(T)({0} >= {1})"),
    "lesser": (np.less, "(T)({0} < {1})"), "lesser_equal": (np.less_equal, "(T)({0} <= {1})"),
}


def _scalar_cpu(uf, reverse):
    def form(a, dtype):
        s = _as_scalar(a.scalar, dtype)
        if reverse:
            return lambda i, o, c: [f"{c(uf)}({c(s)}, {i[0]}, out={o})"]
        return lambda i, o, c: [f"{c(uf)}({i[0]}, {c(s)}, out={o})"]
    return form


def _scalar_cuda(template, reverse):
    def form(a, dtype, args):
        s = c_float(_as_scalar(a.scalar, dtype))
        if s is None:
            return None
        return template.format(s, args[0]) if reverse else template.format(args[0], s)
    return form


def _binary_forms(key, scalar=False, reverse=False) -> dict:
    if key not in _BINARY_FORMS:
        return {}
    uf, template = _BINARY_FORMS[key]
    if scalar:
        return {"cpu_form": _scalar_cpu(uf, reverse), "cuda_form": _scalar_cuda(template, reverse)}
    return {"cpu_form": binary_ufunc(uf), "cuda_form": c_expr(template)}


for _key, (_fn, _ew, _bc, _sc, _rsc) in _BINARY.items():
    _bg = _BINARY_GRAD.get(_key)
    register(Op(
        name=_ew[0], aliases=_ew[1:], inputs=("lhs", "rhs"), infer_type=_binary_type,
        kernel=_binary_kernel(_fn), infer_shape=_same_shape, elementwise=True,
        grad=_bg and _binary_grad(_bg, broadcast=False), **_binary_forms(_key),
    ))
    register(Op(
        name=_bc[0], aliases=_bc[1:], inputs=("lhs", "rhs"), infer_type=_binary_type,
        kernel=_binary_kernel(_fn), infer_shape=_broadcast_shape, elementwise=True,
        grad=_bg and _binary_grad(_bg, broadcast=True), **_binary_forms(_key),
    ))
    register(Op(
        name=_sc[0], aliases=_sc[1:], attrs=_SCALAR_ATTRS, infer_type=_scalar_type,
        kernel=_scalar_kernel(_fn, False), infer_shape=_unary_shape, elementwise=True,
        grad=_key in _SCALAR_GRAD and _scalar_grad(_SCALAR_GRAD[_key]) or None,
        **_binary_forms(_key, scalar=True),
    ))
    if _rsc is not None:
        register(Op(
            name=_rsc[0], aliases=_rsc[1:], attrs=_SCALAR_ATTRS, infer_type=_scalar_type,
            kernel=_scalar_kernel(_fn, True), infer_shape=_unary_shape, elementwise=True,
            grad=_scalar_grad(_SCALAR_GRAD["r" + _key]),
            **_binary_forms(_key, scalar=True, reverse=True),
        ))


# MXNet's scatter division divides only the stored values of a sparse lhs; on dense
# arrays (all this runtime has) MXNet falls back to its dense kernel, elemwise_div's
# (measured: bench/mxnet_scatter_div_fixtures.py).  The forms make the compiler fuse it.
register(Op(
    name="_scatter_elemwise_div", inputs=("lhs", "rhs"),
    kernel=_binary_kernel(_div), infer_shape=_same_shape, elementwise=True,
    grad=_binary_grad(_BINARY_GRAD["div"], broadcast=False),
    cpu_form=binary_ufunc(np.divide), cuda_form=c_expr("({0} / {1})"),
))


# --------------------------------------------------------------------------
# the rest of the elementwise family
# --------------------------------------------------------------------------

def _add_n_shape(a, *shapes):
    if not shapes:
        raise OpError("add_n needs at least one input")
    return _same_shape(a, *shapes)


def _add_n(ctx, a, *xs):
    if not xs:
        raise OpError("add_n needs at least one input")
    if a.num_args is not None and a.num_args != len(xs):
        raise OpError(f"add_n: num_args={a.num_args} but {len(xs)} inputs were given")
    out = xs[0]
    for x in xs[1:]:
        out = out + x
    # MXNet requires one dtype; the first input's wins instead of numpy's promotion
    return _keep(out, xs[0].dtype) if len(xs) > 1 else out.copy()


def _add_n_grad(ctx, a, inputs, outputs, out_grads):
    g = out_grads[0]
    return tuple(g.astype(x.dtype, copy=True) for x in inputs)


register(Op(
    name="add_n", aliases=("ElementWiseSum",), inputs=VARIADIC,
    attrs=(Attr("num_args", OptInt, None, "number of inputs (filled in from the inputs)"),),
    kernel=_add_n, infer_shape=_add_n_shape, elementwise=True, grad=_add_n_grad,
))


def _clip(ctx, a, x):
    lo = _as_scalar(a.a_min, x.dtype)
    hi = _as_scalar(a.a_max, x.dtype)
    xp = ctx.xp
    # MXNet tests x > a_max first, so a_max wins when a_min > a_max; NaN passes through
    return _keep(xp.where(x > hi, hi, xp.where(x < lo, lo, x)), x.dtype)


def _clip_grad(ctx, a, inputs, outputs, out_grads):
    (x,), (g,) = inputs, out_grads
    lo = _as_scalar(a.a_min, x.dtype)
    hi = _as_scalar(a.a_max, x.dtype)
    # MXNet passes the gradient at the bounds themselves (only x > a_max or x < a_min stop it)
    return (keep(g * ~((x > hi) | (x < lo)), x.dtype),)


def _clip_cpu(a, dtype):
    lo, hi = np.asarray(a.a_min).astype(dtype), np.asarray(a.a_max).astype(dtype)
    return lambda i, o, c: [f"{c(np.clip)}({i[0]}, {c(lo[()])}, {c(hi[()])}, out={o})"]


def _clip_cuda(a, dtype, args):
    lo, hi = c_float(a.a_min), c_float(a.a_max)
    if lo is None or hi is None:
        return None
    # as the kernel: a_max is tested first, NaN passes through
    return f"({args[0]} > {hi} ? {hi} : ({args[0]} < {lo} ? {lo} : {args[0]}))"


register(Op(
    name="clip",
    attrs=(Attr("a_min", Float, REQUIRED), Attr("a_max", Float, REQUIRED)),
    kernel=_clip, infer_shape=_unary_shape, elementwise=True, grad=_clip_grad,
    cpu_form=_clip_cpu, cuda_form=_clip_cuda,
))


def _where_shape(a, cond, x, y):
    if tuple(x) != tuple(y):
        raise OpError(f"where: x shape {tuple(x)} and y shape {tuple(y)} differ")
    if tuple(cond) != tuple(x) and not (len(cond) == 1 and len(x) >= 1 and cond[0] == x[0]):
        raise OpError(f"where: condition shape {tuple(cond)} must equal x shape {tuple(x)} "
                      f"or be 1-D of length {x[0] if x else '?'}")
    return tuple(x)


def _where_type(a, cond=None, x=None, y=None):
    # measured in MXNet 1.9.1: a bool condition is refused ("Unknown type enum 7"), and so are
    # x and y of different dtypes
    if cond is not None and np.dtype(cond) == np.bool_:
        raise OpError("where: a bool condition is not supported (MXNet 1.9.1 has no bool "
                      "kernel); cast it with astype('float32')")
    return _same_dtypes(x, y)


def _where(ctx, a, cond, x, y):
    _where_shape(a, cond.shape, x.shape, y.shape)
    _where_type(a, cond.dtype, x.dtype, y.dtype)
    if cond.shape != x.shape:
        # a 1-D condition picks whole rows along the first axis
        cond = cond.reshape(cond.shape + (1,) * (x.ndim - 1))
    return _keep(ctx.xp.where(cond != 0, x, y), x.dtype)


def _where_grad(ctx, a, inputs, outputs, out_grads):
    (cond, x, y), (g,) = inputs, out_grads
    if cond.shape != x.shape:
        cond = cond.reshape(cond.shape + (1,) * (x.ndim - 1))
    take_x = cond != 0
    # the condition gets no gradient
    return None, keep(g * take_x, x.dtype), keep(g * ~take_x, y.dtype)


register(Op(
    rank={"inputs": ["x"]},
    name="where", inputs=("condition", "x", "y"),
    kernel=_where, infer_shape=_where_shape, grad=_where_grad,
    infer_type=_where_type,
))


def _smooth_l1(ctx, a, x):
    xp = ctx.xp
    s2 = a.scalar * a.scalar
    ax = xp.abs(x)
    with np.errstate(all="ignore"):
        out = xp.where(ax < 1.0 / s2, 0.5 * s2 * x * x, ax - 0.5 / s2)
    return _keep(out, x.dtype)


def _smooth_l1_grad(ctx, a, inputs, outputs, out_grads):
    (x,), (g,) = inputs, out_grads
    xp = ctx.xp
    s2 = a.scalar * a.scalar
    with np.errstate(all="ignore"):
        d = xp.where(xp.abs(x) < 1.0 / s2, s2 * x, xp.sign(x))
    return (keep(g * d, x.dtype),)


register(Op(
    name="smooth_l1", attrs=(Attr("scalar", Float, 1.0, "sigma"),),
    kernel=_smooth_l1, infer_shape=_unary_shape, elementwise=True, grad=_smooth_l1_grad,
))


def _cast_grad(ctx, a, inputs, outputs, out_grads):
    # the gradient goes back in the input's dtype
    return (out_grads[0].astype(inputs[0].dtype, copy=True),)


register(Op(
    name="Cast", aliases=("cast",), methods=("astype",),
    attrs=(Attr("dtype", DtypeChoice(), REQUIRED),),
    kernel=lambda ctx, a, x: _keep(x, dtype_name(a.dtype), copy=True),
    infer_shape=_unary_shape,
    infer_type=lambda a, *dts: dtype_name(a.dtype),
    elementwise=True,
    grad=_cast_grad,
))


def _hard_sigmoid(ctx, a, x):
    xp = ctx.xp
    y = x * _as_scalar(a.alpha, x.dtype) + _as_scalar(a.beta, x.dtype)
    return _keep(xp.minimum(xp.maximum(y, 0), 1), x.dtype)


def _hard_sigmoid_grad(ctx, a, inputs, outputs, out_grads):
    (x,), (g,) = inputs, out_grads
    alpha = _as_scalar(a.alpha, x.dtype)
    y = x * alpha + _as_scalar(a.beta, x.dtype)
    return (keep(g * ((y > 0) & (y < 1)) * alpha, x.dtype),)


register(Op(
    name="hard_sigmoid",
    attrs=(Attr("alpha", Float, 0.2), Attr("beta", Float, 0.5)),
    kernel=_hard_sigmoid, infer_shape=_unary_shape, elementwise=True, grad=_hard_sigmoid_grad,
))

# loss heads: forward is the identity; the attributes shape the gradient only.
# Both ignore the incoming gradient: a loss head starts the backward pass.
def _make_loss_grad(ctx, a, inputs, outputs, out_grads):
    return (ctx.xp.ones_like(inputs[0]),)


def _legacy_make_loss_grad(ctx, a, inputs, outputs, out_grads):
    x = inputs[0]
    xp = ctx.xp
    if a.normalization == "valid":
        # divided by the number of elements above valid_thresh (at least 1)
        count = xp.maximum((x > _as_scalar(a.valid_thresh, x.dtype)).sum(), 1)
        value = a.grad_scale / count
    elif a.normalization == "batch":
        value = a.grad_scale / (x.shape[0] if x.ndim else 1)
    else:
        value = a.grad_scale
    out = xp.empty(x.shape, dtype=x.dtype)
    out[...] = value  # value may be a 0-d device array (the valid count)
    return (out,)


register(Op(
    name="make_loss", kernel=lambda ctx, a, x: x.copy(), infer_shape=_unary_shape,
    elementwise=True, grad=_make_loss_grad, cpu_form=copy_cpu, cuda_form=copy_cuda,
))
register(Op(
    name="MakeLoss",
    attrs=(Attr("grad_scale", Float, 1.0), Attr("valid_thresh", Float, 0.0),
           Attr("normalization", Str("batch", "null", "valid"), "null")),
    kernel=lambda ctx, a, x: x.copy(), infer_shape=_unary_shape, elementwise=True,
    grad=_legacy_make_loss_grad, cpu_form=copy_cpu, cuda_form=copy_cuda,
))

register(Op(
    name="amp_cast",
    attrs=(Attr("dtype", DtypeChoice(*(d for d in DTYPES if d != "bool")), REQUIRED),),
    kernel=lambda ctx, a, x: _keep(x, dtype_name(a.dtype), copy=True),
    infer_shape=_unary_shape,
    infer_type=lambda a, *dts: dtype_name(a.dtype),
    elementwise=True,
    grad=_cast_grad,
))


def _multicast_target(a, dtypes):
    floats = [np.dtype(d) for d in dtypes if np.dtype(d).kind == "f"]
    if not floats:
        return [np.dtype(d).name for d in dtypes]
    pick = min if a.cast_narrow else max
    target = pick(floats, key=lambda d: d.itemsize).name
    # only floating inputs are cast, as MXNet does
    return [target if np.dtype(d).kind == "f" else np.dtype(d).name for d in dtypes]


def _amp_multicast(ctx, a, *xs):
    if len(xs) != a.num_outputs:
        raise OpError(f"amp_multicast: num_outputs={a.num_outputs} but {len(xs)} inputs given")
    targets = _multicast_target(a, [x.dtype for x in xs])
    return tuple(x.astype(t) for x, t in zip(xs, targets))


def _amp_multicast_grad(ctx, a, inputs, outputs, out_grads):
    out_grads = fill_missing(ctx.xp, out_grads, outputs)
    return tuple(g.astype(x.dtype, copy=True) for x, g in zip(inputs, out_grads))


register(Op(
    name="amp_multicast", inputs=VARIADIC, grad=_amp_multicast_grad,
    attrs=(Attr("num_outputs", Int, REQUIRED), Attr("cast_narrow", Bool, False)),
    num_outputs=lambda a: a.num_outputs,
    kernel=_amp_multicast,
    infer_shape=lambda a, *shapes: [tuple(s) for s in shapes],
    infer_type=lambda a, *dts: _multicast_target(a, dts),
))


def _div_sqrt_dim(ctx, a, x):
    if x.ndim == 0:
        raise OpError("div_sqrt_dim: input must have at least one dimension")
    return _keep(x / _as_scalar(math.sqrt(x.shape[-1]), x.dtype), x.dtype)


register(Op(
    name="_contrib_div_sqrt_dim", aliases=("div_sqrt_dim",), namespace="contrib",
    # not marked elementwise: the divisor depends on the last dimension, which a
    # fused kernel working on flattened buffers would not see
    kernel=_div_sqrt_dim, infer_shape=_unary_shape,
    grad=lambda ctx, a, inputs, outputs, out_grads: (
        keep(out_grads[0] / _as_scalar(math.sqrt(inputs[0].shape[-1]), inputs[0].dtype),
             inputs[0].dtype),),
))


# --------------------------------------------------------------------------
# contrib elementwise ops (namespace "contrib"; JSON names carry "_contrib_")
# --------------------------------------------------------------------------

def _quadratic(ctx, a, x):
    dt = x.dtype
    out = (_as_scalar(a.a, dt) * x + _as_scalar(a.b, dt)) * x + _as_scalar(a.c, dt)
    return _keep(out, dt)


def _quadratic_grad(ctx, a, inputs, outputs, out_grads):
    (x,), (g,) = inputs, out_grads
    dt = x.dtype
    return (keep(g * (2 * _as_scalar(a.a, dt) * x + _as_scalar(a.b, dt)), dt),)


register(Op(
    name="_contrib_quadratic", aliases=("quadratic",), namespace="contrib",
    attrs=(Attr("a", Float, 0.0), Attr("b", Float, 0.0), Attr("c", Float, 0.0)),
    kernel=_quadratic, infer_shape=_unary_shape, elementwise=True, grad=_quadratic_grad,
))

# forward is the identity; only the gradient is scaled
register(Op(
    name="_contrib_gradientmultiplier", aliases=("gradientmultiplier",), namespace="contrib",
    attrs=_SCALAR_ATTRS,
    kernel=lambda ctx, a, x: x.copy(), infer_shape=_unary_shape, elementwise=True,
    grad=lambda ctx, a, inputs, outputs, out_grads: (
        keep(out_grads[0] * _as_scalar(a.scalar, inputs[0].dtype), inputs[0].dtype),),
    cpu_form=copy_cpu, cuda_form=copy_cuda,
))


def _straight_through(ctx, a, inputs, outputs, out_grads):
    return (out_grads[0].astype(inputs[0].dtype, copy=True),)


# straight-through estimators: the forward rounds, the gradient passes through
register(Op(
    name="_contrib_round_ste", aliases=("round_ste",), namespace="contrib",
    kernel=_unary_kernel(_UNARY["round"][0]), infer_shape=_unary_shape, elementwise=True,
    grad=_straight_through,
))
register(Op(
    name="_contrib_sign_ste", aliases=("sign_ste",), namespace="contrib",
    kernel=_unary_kernel(_UNARY["sign"][0]), infer_shape=_unary_shape, elementwise=True,
    grad=_straight_through,
))
