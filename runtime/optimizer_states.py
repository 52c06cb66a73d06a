"""``Updater.get_states``/``set_states`` bytes as MXNet 1.9.1 writes them: a pickle of
``{index: state}`` (or ``(states, optimizer)`` with ``dump_optimizer``), each NDArray pickled
as MXNet's is, ``mxnet.ndarray.ndarray.NDArray`` rebuilt from ``{'handle': <one NDArray
record>}``.  ``gluon.Trainer.save_states`` in MXNet writes exactly these bytes (with the
optimizer), so a Trainer's states file moves between MXNet and the runtime both ways.

Reading is a pickle, so it is restricted: only MXNet's NDArray, the optimizer and
lr_scheduler classes the runtime provides (by their MXNet names), ``bytearray``/``set``/
``frozenset`` and numpy scalars may be named; anything else is refused before it is called
(``UnpicklingError`` naming it).  The NDArray records go through ``params_io``'s checked
reader.  Writing names the runtime's optimizer, lr_scheduler and NDArray classes by their
MXNet modules, so MXNet rebuilds its own classes from the runtime's bytes.
"""
from __future__ import annotations

import io
import pickle
from struct import error as struct_error

import numpy as np

from . import lr_scheduler as _lr_scheduler
from .ndarray import NDArray
from .params_io import raw_dumps, raw_loads

__all__ = ["OptimizerStatesError", "dumps", "loads"]

_PROTOCOL = 4          # what MXNet 1.9.1 writes under python 3.8-3.13
_PACKAGE = __name__.rsplit(".", 1)[0]
# the runtime's modules whose classes pickle under MXNet's module names
_MX_MODULES = {**{f"{_PACKAGE}.{m}": "mxnet.optimizer.optimizer"
                  for m in ("optimizer", "optimizer_base", "optimizer_sgd", "optimizer_adaptive",
                            "optimizer_layerwise")},
               _lr_scheduler.__name__: "mxnet.lr_scheduler"}
_SAFE_BUILTINS = {"bytearray": bytearray, "set": set, "frozenset": frozenset}
_NUMPY_GLOBALS = {("numpy.core.multiarray", "scalar"), ("numpy._core.multiarray", "scalar"),
                  ("numpy", "dtype")}


class OptimizerStatesError(ValueError, pickle.UnpicklingError):
    """Bytes that are not optimizer states this module reads (a bad or refused pickle)."""


class _MXNDArray:
    """Stands for ``mxnet.ndarray.ndarray.NDArray`` in both directions."""

    def __init__(self, _handle=None):
        self.array = None

    def __setstate__(self, state):
        handle = state.get("handle") if isinstance(state, dict) else None
        if handle is not None:
            self.array = raw_loads(bytes(handle), "a pickled NDArray")


class _Writer(pickle._Pickler):          # (the python pickler: save_global can be overridden)
    def reducer_override(self, obj):
        if isinstance(obj, NDArray):
            return _MXNDArray, (None,), {"handle": bytearray(raw_dumps(obj))}
        return NotImplemented

    def save_global(self, obj, name=None):
        if obj is _MXNDArray:
            target = ("mxnet.ndarray.ndarray", "NDArray")
        elif isinstance(obj, type) and obj.__module__ in _MX_MODULES:
            target = (_MX_MODULES[obj.__module__], obj.__qualname__)
        else:
            return super().save_global(obj, name)
        self.save(target[0])
        self.save(target[1])
        self.write(pickle.STACK_GLOBAL)
        self.memoize(obj)


def dumps(obj) -> bytes:
    out = io.BytesIO()
    _Writer(out, protocol=_PROTOCOL).dump(obj)
    return out.getvalue()


class _Reader(pickle.Unpickler):
    def __init__(self, file, optimizers):
        super().__init__(file)
        self._optimizers = optimizers

    def find_class(self, module, name):
        if module in ("mxnet.ndarray.ndarray", "mxnet.ndarray") and name == "NDArray":
            return _MXNDArray
        if module == "builtins" and name in _SAFE_BUILTINS:
            return _SAFE_BUILTINS[name]
        if module in ("mxnet.optimizer.optimizer", "mxnet.optimizer") and \
                name.lower() in self._optimizers:
            return self._optimizers[name.lower()]
        if module == "mxnet.lr_scheduler" and name in getattr(_lr_scheduler, "__all__", ()):
            return getattr(_lr_scheduler, name)
        if (module, name) in _NUMPY_GLOBALS:
            return super().find_class(module, name)
        raise OptimizerStatesError(
            f"optimizer states name {module}.{name}, which the hybridlint runtime does not "
            "load from a pickle (it rebuilds only MXNet's NDArrays, optimizers and "
            "lr_schedulers)")


def _arrays(obj):
    """The loaded structure with each pickled NDArray as a runtime NDArray (on the CPU, as
    MXNet's unpickled arrays are until the Updater moves them)."""
    if isinstance(obj, _MXNDArray):
        return None if obj.array is None else NDArray(np.ascontiguousarray(obj.array))
    if isinstance(obj, dict):
        return {k: _arrays(v) for k, v in obj.items()}
    if isinstance(obj, tuple):
        return tuple(_arrays(v) for v in obj)
    if isinstance(obj, list):
        return [_arrays(v) for v in obj]
    return obj


def loads(data: bytes, optimizers: dict):
    """``optimizers``: the registry (lowercase name -> class) the optimizer names resolve in."""
    try:
        return _arrays(_Reader(io.BytesIO(bytes(data)), optimizers).load())
    except OptimizerStatesError:
        raise
    except (pickle.UnpicklingError, EOFError, ValueError, TypeError, AttributeError,
            IndexError, KeyError, struct_error) as e:
        raise OptimizerStatesError(f"not optimizer states MXNet's Updater.get_states writes: "
                                   f"{type(e).__name__}: {e}") from None
