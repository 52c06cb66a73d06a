"""``mxnet.numpy`` (``mx.np``): present so that code importing it loads; its arrays are not
provided.

MXNet's numpy mode has its own array type and semantics (zero-dim and zero-size arrays,
numpy broadcasting and type promotion) that the runtime does not implement: it runs MXNet 1.x
legacy code (``mx.nd``).  Every name MXNet 1.9.1 has here exists (``mxnet_numpy_names.json``,
recorded by ``bench/mxnet_numpy_names.py``): the dtypes and constants are numpy's, as in
MXNet; every function raises :class:`~hybridlint.runtime.util.NumpyModeNotProvided` when
called.  So ``from d2l import mxnet as d2l`` imports, and ``d2l.zeros(3)`` says why it stops.
"""
from __future__ import annotations

import json
import math
import os

import numpy as _onp

from ..util import _refuse
from . import random

_NAMES = json.load(open(os.path.join(os.path.dirname(os.path.dirname(__file__)),
                                      "mxnet_numpy_names.json"), encoding="utf-8"))

# MXNet's mx.np re-exports these from numpy / python
bool = bool  # noqa: A001  (MXNet's mx.np.bool is python's bool)
bool_, float16, float32, float64 = _onp.bool_, _onp.float16, _onp.float32, _onp.float64
int8, int32, int64, uint8 = _onp.int8, _onp.int32, _onp.int64, _onp.uint8
finfo = _onp.finfo
e, pi, inf, nan = math.e, math.pi, math.inf, math.nan
NAN = NaN = nan
PINF, NINF, PZERO, NZERO = inf, -inf, 0.0, -0.0
newaxis = None


class ndarray:
    """``mx.np.ndarray``: not provided (see the module docstring)."""

    def __init__(self, *args, **kwargs):
        _refuse("mx.np.ndarray")


def _refusing(qualname):
    def refused(*args, **kwargs):
        _refuse(qualname)
    refused.__name__ = refused.__qualname__ = qualname.rpartition(".")[2]
    refused.__doc__ = f"MXNet's {qualname}: numpy mode is not provided (raises)."
    return refused


def _module_getattr(prefix, names, cache):
    def getattr_(name):
        if name in cache:
            return cache[name]
        if name in names:
            cache[name] = fn = _refusing(f"{prefix}.{name}")
            return fn
        raise AttributeError(f"module {prefix!r} has no attribute {name!r} (MXNet 1.9.1 has "
                             "no such name either)")
    return getattr_


_CACHE: dict = {}
__getattr__ = _module_getattr("mx.np", frozenset(_NAMES["np"]), _CACHE)
random._install(_module_getattr("mx.np.random", frozenset(_NAMES["np.random"]), {}))
