"""Device contexts: ``cpu(0)`` runs on numpy, ``gpu(i)`` on cupy.

``Context.xp`` is the array module kernels compute with.  cupy is optional:
creating ``gpu(0)`` always works (as in MXNet), using it without cupy or a
CUDA device raises :class:`ContextError`.
"""
from __future__ import annotations

import contextlib
import threading

from .errors import ContextError

# a CPU context's device scope, on every eager op and hybridized call: one reusable no-op
# context manager instead of a new one each time
_NO_SCOPE = contextlib.nullcontext()

__all__ = ["Context", "cpu", "gpu", "cpu_pinned", "context_of", "current_context", "num_gpus"]

_cupy = None
_cupy_checked = False


def _get_cupy():
    global _cupy, _cupy_checked
    if not _cupy_checked:
        _cupy_checked = True
        try:
            import cupy
            cupy.cuda.runtime.getDeviceCount()
            _cupy = cupy
        except Exception:  # no cupy, no driver, no device: all mean "no GPU"
            _cupy = None
    return _cupy


def num_gpus() -> int:
    cp = _get_cupy()
    if cp is None:
        return 0
    try:
        return int(cp.cuda.runtime.getDeviceCount())
    except Exception:
        return 0


class Context:
    """A device: ``Context('cpu', 0)``, ``Context('gpu', 1)``; usable as ``with ctx:``."""

    devtype2str = {1: "cpu", 2: "gpu", 3: "cpu_pinned", 5: "cpu_shared"}
    devstr2type = {v: k for k, v in devtype2str.items()}
    _local = threading.local()

    def __init__(self, device_type, device_id: int = 0):
        if isinstance(device_type, Context):
            device_type, device_id = device_type.device_type, device_type.device_id
        if device_type not in self.devstr2type:
            raise ValueError(f"unknown device type {device_type!r} (use 'cpu' or 'gpu')")
        self.device_type = device_type
        self.device_id = int(device_id)
        self._old = None

    @property
    def device_typeid(self) -> int:
        return self.devstr2type[self.device_type]

    @property
    def xp(self):
        """numpy for CPU contexts, cupy (with this device current) for GPU ones."""
        if self.device_type != "gpu":
            import numpy  # here, so that importing the package stays free of numpy
            return numpy
        cp = _get_cupy()
        if cp is None:
            raise ContextError(f"{self} needs cupy and a CUDA device; none is available "
                               "(install hybridlint[gpu] or use mx.cpu())")
        if self.device_id >= num_gpus():
            raise ContextError(f"{self}: only {num_gpus()} GPU(s) present")
        return cp

    def device_scope(self):
        """A context manager making this GPU current for cupy (no-op on CPU)."""
        if self.device_type == "gpu":
            return _get_cupy().cuda.Device(self.device_id)
        return _NO_SCOPE

    def __hash__(self):
        return hash((self.device_type, self.device_id))

    def __eq__(self, other):
        return (isinstance(other, Context) and self.device_type == other.device_type
                and self.device_id == other.device_id)

    def __str__(self):
        return f"{self.device_type}({self.device_id})"

    __repr__ = __str__

    def __enter__(self):
        stack = _stack()
        stack.append(self)
        return self

    def __exit__(self, *exc):
        _stack().pop()

    def empty_cache(self):
        if self.device_type == "gpu":
            cp = _get_cupy()
            if cp is not None:
                cp.get_default_memory_pool().free_all_blocks()


def _stack() -> list:
    st = getattr(Context._local, "stack", None)
    if st is None:
        st = Context._local.stack = []
    return st


def cpu(device_id: int = 0) -> Context:
    return Context("cpu", device_id)


def cpu_pinned(device_id: int = 0) -> Context:
    return Context("cpu_pinned", device_id)


def gpu(device_id: int = 0) -> Context:
    return Context("gpu", device_id)


def context_of(data) -> Context:
    """The device an array module's array lives on: ``cpu()`` for numpy, ``gpu(id)`` for cupy
    (a kernel sees bare arrays; what wraps them back into NDArrays needs their device)."""
    device = getattr(data, "device", None)
    device_id = getattr(device, "id", None)
    return cpu() if device_id is None else gpu(device_id)


def current_context() -> Context:
    st = _stack()
    return st[-1] if st else Context("cpu", 0)
