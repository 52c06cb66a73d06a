"""Small helpers shared by the nn op modules (attribute types, geometry, windows)."""
from __future__ import annotations

import functools
import math

from ..registry import AttrType, OpError, Str


class OptStr(AttrType):
    """An optional string restricted to ``choices``; ``None``/``"None"`` means unset.

    MXNet declares ``layout``, ``cudnn_tune`` and ``forward_stype`` this way.
    """

    def __init__(self, *choices: str):
        self._inner = Str(*choices)
        self.name = "optional str"

    def parse(self, value):
        if value is None or (isinstance(value, str) and value.strip() == "None"):
            return None
        return self._inner.parse(value)

    def format(self, value):
        return "None" if value is None else str(value)


def prod(dims) -> int:
    return int(math.prod(int(d) for d in dims))


def weight_bias_inputs(a) -> tuple[str, ...]:
    """``active_inputs`` of an op with data, weight and a bias that ``no_bias`` drops."""
    return ("data", "weight") if a.no_bias else ("data", "weight", "bias")


def spatial(value: tuple, n: int, default: int, what: str, op: str) -> tuple[int, ...]:
    """Expand an empty tuple to ``(default,) * n`` and check the length (MXNet
    treats an unset stride/pad/dilate as all ones/zeros)."""
    if not value:
        return (default,) * n
    if len(value) != n:
        raise OpError(f"{op}: {what}={tuple(value)} has {len(value)} values but the kernel "
                      f"has {n} spatial dimensions; give {n} values")
    return tuple(int(v) for v in value)


def windows(xp, x, window: tuple[int, ...], axes: tuple[int, ...]):
    """A read-only view of every ``window``-sized patch along ``axes``; the patch
    axes are appended at the end.  cupy gained ``sliding_window_view`` late, so
    fall back to ``as_strided`` where it is missing."""
    swv = getattr(getattr(xp.lib, "stride_tricks", None), "sliding_window_view", None)
    if swv is not None:
        return swv(x, window, axis=axes)
    shape = list(x.shape)
    strides = list(x.strides)
    for w, ax in zip(window, axes):
        shape[ax] = shape[ax] - w + 1
    shape += list(window)
    strides += [x.strides[ax] for ax in axes]
    return xp.lib.stride_tricks.as_strided(x, shape=tuple(shape), strides=tuple(strides))


def check_ndim(op: str, shape, want: int, what: str = "data") -> None:
    if len(shape) != want:
        raise OpError(f"{op}: {what} must be {want}-D, got shape {tuple(shape)}")


def norm_axis(op: str, axis: int, ndim: int) -> int:
    if not -ndim <= axis < ndim:
        raise OpError(f"{op}: axis {axis} is out of range for a {ndim}-D input")
    return axis % ndim


_GEOMETRY_MEMO = 512


def memo_by_attrs(fn):
    """Memoise ``fn(attrs, data_shape)`` by the Attrs object's identity and the shape:
    a compiled graph, and a recorded node's gradient rule, pass the same Attrs every
    step, where parsing and checking the geometry again costs 10-25 us a call (a
    Convolution) or ~5 (a BatchNorm's axis and shapes).  An entry holds its Attrs, so no
    id is reused while cached; errors are not cached."""
    memo: dict = {}

    def geometry(a, data_shape):
        shape = tuple(data_shape)
        hit = memo.get(id(a))
        if hit is not None and hit[0] is a and hit[1] == shape:
            return hit[2]
        res = fn(a, shape)
        if len(memo) >= _GEOMETRY_MEMO:
            memo.clear()
        memo[id(a)] = (a, shape, res)
        return res
    geometry.__doc__ = fn.__doc__
    geometry.__wrapped__ = fn
    return geometry


def quiet(kernel):
    """Run a kernel with numpy's floating-point warnings off: inf/nan inputs
    give inf/nan outputs silently, as in MXNet (cupy never warns)."""
    @functools.wraps(kernel)
    def run(ctx, a, *arrays):
        errstate = getattr(ctx.xp, "errstate", None)
        if errstate is None:
            return kernel(ctx, a, *arrays)
        with errstate(all="ignore"):
            return kernel(ctx, a, *arrays)
    # generated code whose whole body already runs with warnings off calls this instead
    # (the errstate costs ~5-10 us a call, a tenth of a small BatchNorm)
    run.quiet_inner = kernel
    return run


def product_nt_swapped(xp, a, b) -> bool:
    """Should ``a @ b^T`` (``a`` (..., m, k), ``b`` (..., n, k), both C-contiguous in
    their last two axes) be computed as ``(b @ a^T)^T``?  For float32 on the CPU when
    ``a`` has fewer rows: OpenBLAS's sgemm (0.3.31, SkylakeX kernels, one thread) runs
    the same dot products up to 2x faster with the short side as the packed
    operand -- a convolution's weight gradient, (F, N*P) times (N*P, C*K): ResNet's
    7x7/2 stem's 32 x 9728 x 42 product 516 -> 428 us, (8, 2048) x (2048, 72) 112 ->
    54, (64, 2048) x (2048, 576) 2173 -> 1751.  Every float32 case measured gave the
    same bits both ways (each output is one dot product over k, in the same k
    blocks); float64 does not always (dgemm's blocking differs beyond ~200 columns),
    and neither dtype gains there, so float64 and other array modules keep ``a @ b^T``."""
    return (getattr(xp, "__name__", "") == "numpy" and a.dtype == b.dtype == xp.float32
            and a.shape[-2] < b.shape[-2])


_BLAS_SCRATCH_MAPPED: list = []     # one entry once map_blas_scratch has run


def map_blas_scratch(xp) -> None:
    """Once a process, for numpy: one 512x512 float32 product, thrown away, so that
    the first ~1 MiB of OpenBLAS's packing buffer is mapped before the training
    backward's long products run.  OpenBLAS maps its 32 MiB buffer lazily, and a
    product whose output is small (a convolution's weight gradient: ResNet's 7x7/2 stem,
    (42, 9728) @ (9728, 32)) packs its panels into the buffer's first few pages while
    its kernel prefetches ahead into pages no product has written yet; a prefetch into
    an unmapped page walks the page table every time (the absent entry is never cached)
    and is then dropped, so no fault shows.  The stem's product runs at about half
    speed until some larger product has written those pages: 1.4-1.6 ms, 0.73-0.87
    after this (OpenBLAS 0.3.31 Haswell kernels on an AMD EPYC, one thread); reading
    one byte a page of the buffer's first MiB, which maps them to the zero page and
    writes nothing, does the same (bench/RESULTS.md, session 36, H185).  ~10-15 ms,
    once; other array modules have no such buffer."""
    if _BLAS_SCRATCH_MAPPED or getattr(xp, "__name__", "") != "numpy":
        return
    _BLAS_SCRATCH_MAPPED.append(True)
    a = xp.ones((512, 512), dtype=xp.float32)
    xp.matmul(a, a)


def as_index(xp, arr):
    """Float indices to int64 the way a C cast does (truncating toward zero);
    nan becomes 0 and infinities saturate, where a raw cast would be undefined."""
    if arr.dtype.kind in "iub":
        return arr.astype(xp.int64)
    finite = xp.where(xp.isfinite(arr), arr, xp.where(arr > 0, 2.0 ** 62, -(2.0 ** 62)))
    finite = xp.where(xp.isnan(arr), 0.0, finite)
    return xp.clip(finite, -(2.0 ** 62), 2.0 ** 62).astype(xp.int64)


def compute_dtype(xp, dtype):
    """float16 is accumulated in float32, as MXNet's kernels do."""
    return xp.float32 if xp.dtype(dtype) == xp.float16 else dtype


def erf(xp, x):
    """Vectorised erf in float64 (numpy has none, and a per-element math.erf
    loop is too slow): a Taylor series for |x| < 2 and the continued fraction
    of erfc beyond; both truncated where they reach 1e-15 (checked against
    math.erf on [-8, 8])."""
    xf = x.astype(xp.float64)
    ax = xp.abs(xf)
    xs = xp.clip(xf, -2.0, 2.0)     # the series is only used inside (-2, 2); keeps inf out
    x2 = xs * xs
    term = xs.copy()
    total = xs.copy()
    for n in range(1, 30):
        term = term * (-x2) / n
        total = total + term / (2 * n + 1)
    small = total * (2.0 / math.sqrt(math.pi))
    # erfc(z) = exp(-z^2)/sqrt(pi) / (z + (1/2)/(z + 1/(z + (3/2)/(z + ...))))
    z = xp.maximum(ax, 2.0)
    frac = xp.zeros_like(z)
    for k in range(40, 0, -1):
        frac = (k / 2.0) / (z + frac)
    erfc = xp.exp(-z * z) / math.sqrt(math.pi) / (z + frac)
    return xp.where(ax < 2.0, small, xp.sign(xf) * (1.0 - erfc))
