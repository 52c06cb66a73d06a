"""Matrix products on the GPU that CUDA-graph capture can record.

cupy refuses every cuBLAS call while a stream is being captured: its binding
sets the handle's stream before each call and raises ``NotImplementedError``
("calling cuBLAS API during stream capture is currently unsupported") when the
current stream is capturing.  cuBLAS itself supports capture (NVIDIA's cuBLAS
guide, "CUDA Graphs Support"): with host pointer mode the scalars are
captured by value, and with a workspace set through ``cublasSetWorkspace`` it
allocates nothing while capturing.  So compiled GPU graphs call cuBLAS here,
through ctypes, on a handle of our own: the handle's stream is set (and its
workspace set again -- ``cublasSetStream`` resets it) whenever the current
stream changes, and products cupy would route elsewhere (integer dtypes,
empty shapes, layouts BLAS cannot read) fall back to ``cupy.matmul``.

Why cuBLAS and not generated kernels: it is the vendor GEMM, already loaded by
cupy, fastest at every size the bench measures, and the same library cupy's
own ``matmul`` uses, so results match the uncaptured path bit for bit.

The library is the one cupy loaded (found in ``/proc/self/maps`` after cupy
made its own handle), so no second copy of cuBLAS is loaded.
"""
from __future__ import annotations

import ctypes
import os

import numpy as np

__all__ = ["available", "matmul"]

WORKSPACE_BYTES = 32 << 20      # NVIDIA's recommendation for Hopper; 4 MiB is enough before it
_OP_N, _OP_T = 0, 1
_R_16F = 2
_COMPUTE_32F = 68
_GEMM_DEFAULT = -1

_state: dict = {"lib": None, "cupy": None, "tried": False, "handles": {}}
_ONE_F, _ZERO_F = ctypes.c_float(1.0), ctypes.c_float(0.0)
_ONE_D, _ZERO_D = ctypes.c_double(1.0), ctypes.c_double(0.0)
_SCALARS = {np.dtype(np.float32): (ctypes.addressof(_ONE_F), ctypes.addressof(_ZERO_F)),
            np.dtype(np.float64): (ctypes.addressof(_ONE_D), ctypes.addressof(_ZERO_D)),
            np.dtype(np.float16): (ctypes.addressof(_ONE_F), ctypes.addressof(_ZERO_F))}


class CublasError(RuntimeError):
    pass


def _library_path():
    """The path of the libcublas cupy loaded, or None."""
    try:
        with open("/proc/self/maps", encoding="utf-8", errors="replace") as f:
            for line in f:
                parts = line.split(None, 5)
                if len(parts) == 6 and os.path.basename(parts[5].strip()).startswith(
                        "libcublas.so"):
                    return parts[5].strip()
    except OSError:
        pass
    return None


def _load():
    if _state["tried"]:
        return _state["lib"]
    _state["tried"] = True
    try:
        import cupy
    except ImportError:     # then no cupy array ever reaches matmul
        return None
    _state["cupy"] = cupy   # the fallback's, and matmul's, without an import per call
    try:
        cupy.cuda.device.get_cublas_handle()        # cupy loads libcublas now
    except Exception:       # noqa: BLE001 -- no device or no cuBLAS: cupy.matmul only
        return None
    candidates = [p for p in (_library_path(),) if p]
    candidates += ["libcublas.so.13", "libcublas.so.12", "libcublas.so.11", "libcublas.so"]
    for name in candidates:
        try:
            lib = ctypes.CDLL(name)
            lib.cublasSgemm_v2    # noqa: B018 -- the symbols we need must be there
            lib.cublasSetWorkspace_v2   # noqa: B018
        except (OSError, AttributeError):
            continue
        _declare(lib)
        _state["lib"] = lib
        break
    return _state["lib"]


def _declare(lib):
    vp, i, ll, sz = ctypes.c_void_p, ctypes.c_int, ctypes.c_longlong, ctypes.c_size_t
    sig = {
        "cublasCreate_v2": [ctypes.POINTER(vp)],
        "cublasSetStream_v2": [vp, vp],
        "cublasSetWorkspace_v2": [vp, vp, sz],
        "cublasSgemm_v2": [vp, i, i, i, i, i, vp, vp, i, vp, i, vp, vp, i],
        "cublasDgemm_v2": [vp, i, i, i, i, i, vp, vp, i, vp, i, vp, vp, i],
        "cublasSgemmStridedBatched": [vp, i, i, i, i, i, vp, vp, i, ll, vp, i, ll, vp, vp, i,
                                      ll, i],
        "cublasDgemmStridedBatched": [vp, i, i, i, i, i, vp, vp, i, ll, vp, i, ll, vp, vp, i,
                                      ll, i],
        "cublasGemmStridedBatchedEx": [vp, i, i, i, i, i, vp, vp, i, i, ll, vp, i, i, ll, vp,
                                       vp, i, i, ll, i, i, i],
    }
    for name, args in sig.items():
        fn = getattr(lib, name)
        fn.argtypes = args
        fn.restype = ctypes.c_int


def available() -> bool:
    """Whether the capture-safe path is usable (cupy, a device and libcublas)."""
    return _load() is not None


class _Handle:
    """A cuBLAS handle of ours on one device, with its workspace and current stream."""

    def __init__(self, lib, cp):
        self.lib = lib
        h = ctypes.c_void_p()
        _check(lib.cublasCreate_v2(ctypes.byref(h)), "cublasCreate")
        self.handle = h.value
        self.workspace = cp.empty(WORKSPACE_BYTES, dtype=np.uint8)
        self.stream = None

    def on(self, stream_ptr):
        if stream_ptr != self.stream:
            _check(self.lib.cublasSetStream_v2(self.handle, stream_ptr), "cublasSetStream")
            _check(self.lib.cublasSetWorkspace_v2(self.handle, self.workspace.data.ptr,
                                                  WORKSPACE_BYTES), "cublasSetWorkspace")
            self.stream = stream_ptr
        return self.handle


def _check(status, what):
    if status != 0:
        raise CublasError(f"{what} failed with cuBLAS status {status}")


def _handle(cp):
    dev = cp.cuda.runtime.getDevice()
    h = _state["handles"].get(dev)
    if h is None:
        h = _state["handles"][dev] = _Handle(_state["lib"], cp)
    return h.on(cp.cuda.get_current_stream().ptr)


def _layout(x, item):
    """``(op, ld)`` reading the 2-D matrices of ``x`` (last two axes) column-major so
    that they come out transposed -- what ``C^T = B^T A^T`` needs -- or None."""
    r, c = x.shape[-2:]
    s0, s1 = x.strides[-2:]
    if s0 % item or s1 % item or s0 < 0 or s1 < 0:
        return None
    if s1 == item or c == 1:             # rows contiguous: memory is X^T column-major
        ld = s0 // item if r > 1 else max(c, 1)
        if ld >= max(c, 1):
            return _OP_N, ld
    if s0 == item or r == 1:             # columns contiguous: memory is X column-major
        ld = s1 // item if c > 1 else max(r, 1)
        if ld >= max(r, 1):
            return _OP_T, ld
    return None


def _batch_stride(x, item, batch):
    if x.ndim == 2:
        return 0
    if x.shape[0] == 1 and batch != 1:
        return 0
    return x.strides[0] // item if x.strides[0] % item == 0 and x.strides[0] >= 0 else None


def matmul(a, b, out=None):
    """``cupy.matmul(a, b, out=out)`` for 2-D/3-D floating operands through cuBLAS on our
    own handle (capturable); anything else through ``cupy.matmul``."""
    lib = _load()
    cp = _state["cupy"]
    dt = a.dtype
    if (lib is None or b.dtype != dt or dt not in _SCALARS or not 2 <= a.ndim <= 3
            or not 2 <= b.ndim <= 3):
        return cp.matmul(a, b, out=out)
    m, k = a.shape[-2:]
    k2, n = b.shape[-2:]
    batch = max(a.shape[0] if a.ndim == 3 else 1, b.shape[0] if b.ndim == 3 else 1)
    lead = (batch,) if max(a.ndim, b.ndim) == 3 else ()
    if (k != k2 or min(m, n, k, batch) == 0
            or (a.ndim == 3 and a.shape[0] not in (1, batch))
            or (b.ndim == 3 and b.shape[0] not in (1, batch))
            or (out is not None and (out.shape != lead + (m, n) or out.dtype != dt))):
        return cp.matmul(a, b, out=out)
    item = dt.itemsize
    la, lb = _layout(a, item), _layout(b, item)
    if la is None:
        a = cp.ascontiguousarray(a)
        la = _layout(a, item)
    if lb is None:
        b = cp.ascontiguousarray(b)
        lb = _layout(b, item)
    target = out
    if target is None:
        target = cp.empty(lead + (m, n), dtype=dt)
    lc = _layout(target, item)
    if lc is None or lc[0] != _OP_N:
        target = cp.empty(lead + (m, n), dtype=dt)
        lc = _layout(target, item)
    sa, sb, sc = (_batch_stride(a, item, batch), _batch_stride(b, item, batch),
                  _batch_stride(target, item, batch))
    if None in (sa, sb, sc):
        return cp.matmul(a, b, out=out)
    h = _handle(cp)
    one, zero = _SCALARS[dt]
    # row-major C = A B is column-major C^T = B^T A^T: B comes first
    args = (h, lb[0], la[0], n, m, k, one)
    if dt == np.float32 and batch == 1:
        status = lib.cublasSgemm_v2(*args, b.data.ptr, lb[1], a.data.ptr, la[1], zero,
                                    target.data.ptr, lc[1])
    elif dt == np.float64 and batch == 1:
        status = lib.cublasDgemm_v2(*args, b.data.ptr, lb[1], a.data.ptr, la[1], zero,
                                    target.data.ptr, lc[1])
    elif dt == np.float32:
        status = lib.cublasSgemmStridedBatched(*args, b.data.ptr, lb[1], sb, a.data.ptr, la[1],
                                               sa, zero, target.data.ptr, lc[1], sc, batch)
    elif dt == np.float64:
        status = lib.cublasDgemmStridedBatched(*args, b.data.ptr, lb[1], sb, a.data.ptr, la[1],
                                               sa, zero, target.data.ptr, lc[1], sc, batch)
    else:       # float16 storage, float32 accumulation (cupy's default for half matmul)
        status = lib.cublasGemmStridedBatchedEx(
            *args, b.data.ptr, _R_16F, lb[1], sb, a.data.ptr, _R_16F, la[1], sa, zero,
            target.data.ptr, _R_16F, lc[1], sc, batch, _COMPUTE_32F, _GEMM_DEFAULT)
    _check(status, "gemm")
    if out is not None and target is not out:
        cp.copyto(out, target)
        return out
    return target
