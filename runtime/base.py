"""``mxnet.base``: the definitions of MXNet 1.9.1's ``base`` module that python code uses
(error type, type tuples, ``py_str``, the data directory, ``_Null``, handle types).

No C library sits behind the runtime: the handle types exist for signatures and
isinstance checks only (``NDArrayHandle`` is ``ctypes.c_void_p`` as in MXNet).
"""
from __future__ import annotations

import ctypes
import os
import platform

import numpy as np

from .errors import MXNetError

__all__ = ["MXNetError", "string_types", "integer_types", "numeric_types", "py_str",
           "mx_real_t", "data_dir", "data_dir_default", "_Null", "NDArrayHandle",
           "SymbolHandle", "mx_uint", "mx_float"]

string_types = (str,)
# as MXNet 1.9.1 writes them (its py2 ``long`` is int)
integer_types = (int, int, np.int32, np.int64)
numeric_types = (float, int, int, np.generic)
mx_real_t = np.float32
mx_uint = ctypes.c_uint
mx_float = ctypes.c_float
NDArrayHandle = ctypes.c_void_p
SymbolHandle = ctypes.c_void_p


def py_str(x):
    """``bytes`` decoded as UTF-8; anything else unchanged."""
    return x.decode("utf-8") if isinstance(x, bytes) else x


class _NullType:
    """Placeholder for arguments not given."""

    def __repr__(self):
        return "_Null"


_Null = _NullType()


def data_dir_default():
    """``%APPDATA%/mxnet`` on Windows, ``~/.mxnet`` elsewhere."""
    if platform.system() == "Windows":
        return os.path.join(os.environ.get("APPDATA", ""), "mxnet")
    return os.path.join(os.path.expanduser("~"), ".mxnet")


def data_dir():
    """``$MXNET_HOME`` or :func:`data_dir_default` (where models and data sets go)."""
    return os.getenv("MXNET_HOME", data_dir_default())
