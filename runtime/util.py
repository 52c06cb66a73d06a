"""``mxnet.util``: numpy-mode switches, environment and GPU helpers of MXNet 1.9.1.

The runtime follows MXNet's *legacy* (``mx.nd``) semantics only.  ``is_np_array()`` /
``is_np_shape()`` are therefore always False, and turning numpy mode on (``set_np()``,
``np_array()``/``np_shape()`` scopes, calling a ``@use_np``-decorated function or class) raises
:class:`NumpyModeNotProvided` instead of silently running legacy semantics.  Turning it off is
accepted (it is already off).
"""
from __future__ import annotations

import functools
import os

from .context import _get_cupy, num_gpus
from .errors import MXNetError

__all__ = ["is_np_array", "is_np_shape", "set_np", "reset_np", "set_np_shape", "np_array",
           "np_shape", "use_np", "use_np_array", "use_np_shape", "getenv", "setenv",
           "get_gpu_count", "get_gpu_memory", "NumpyModeNotProvided"]


class NumpyModeNotProvided(MXNetError):
    """MXNet's numpy mode (``mx.np``/``npx.set_np()``) is not provided by the runtime."""


def _refuse(what):
    raise NumpyModeNotProvided(
        f"{what}: MXNet's numpy mode (mx.np / mx.npx, numpy-shape semantics) is not provided "
        "by the hybridlint runtime, which runs MXNet 1.x legacy code (mx.nd, mx.sym, Gluon "
        "with F); port the code to mx.nd or run it with the real MXNet")


def is_np_array():
    """Always False: arrays are legacy ``mx.nd.NDArray``s."""
    return False


def is_np_shape():
    """Always False: legacy shape semantics (no zero-size or scalar tensors)."""
    return False


def set_np_shape(active):
    """``set_np_shape(False)`` returns the previous state (False); True is refused."""
    if active:
        _refuse("set_np_shape(True)")
    return False


def set_np(shape=True, array=True, dtype=False):
    """Turning numpy mode on is refused; ``set_np(False, False)`` is accepted."""
    if shape or array or dtype:
        _refuse("npx.set_np()")


def reset_np():
    """Legacy mode is the only mode: nothing to reset."""


class _Scope:
    def __init__(self, what, active):
        self.what, self.active = what, active

    def __enter__(self):
        if self.active:
            _refuse(self.what)
        return self

    def __exit__(self, *exc):
        return False


def np_shape(active=True):
    return _Scope("np_shape()", active)


def np_array(active=True):
    return _Scope("np_array()", active)


def _decorator(what):
    def deco(func):
        if isinstance(func, type):
            init = func.__init__

            @functools.wraps(init)
            def refused_init(self, *args, **kwargs):
                _refuse(f"{what} class {func.__name__}")
                init(self, *args, **kwargs)
            func.__init__ = refused_init
            return func

        @functools.wraps(func)
        def refused(*args, **kwargs):
            _refuse(f"{what} function {getattr(func, '__name__', func)!s}")
            return func(*args, **kwargs)
        return refused
    return deco


use_np = _decorator("@use_np")
use_np_array = _decorator("@use_np_array")
use_np_shape = _decorator("@use_np_shape")


def getenv(name):
    """The environment variable ``name``, or None (MXNet reads the C runtime's copy, which is
    this process's environment)."""
    return os.environ.get(name)


def setenv(name, value):
    """Set (or with None, remove) the environment variable ``name``."""
    if value is None:
        os.environ.pop(name, None)
    else:
        os.environ[name] = str(value)


def get_gpu_count():
    return num_gpus()


def get_gpu_memory(gpu_dev_id):
    """(free, total) bytes of a GPU, through cupy; MXNet's error when there is none."""
    if gpu_dev_id >= num_gpus():
        raise MXNetError(f"get_gpu_memory: no GPU {gpu_dev_id} (found {num_gpus()})")
    cupy = _get_cupy()
    with cupy.cuda.Device(gpu_dev_id):
        return cupy.cuda.runtime.memGetInfo()
