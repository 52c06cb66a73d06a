"""``mxnet.numpy.random`` (``mx.np.random``): every MXNet name exists and refuses when called
(numpy mode is not provided; see ``mx_numpy/__init__.py``)."""
from __future__ import annotations

_getattr = None


def _install(fn):
    global _getattr
    _getattr = fn


def __getattr__(name):
    if _getattr is None or name.startswith("__"):
        raise AttributeError(name)
    return _getattr(name)
