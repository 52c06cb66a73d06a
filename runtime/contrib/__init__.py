"""``mxnet.contrib``: ``amp`` (mixed precision: refused with a clear error, see its
docstring); ``mxnet.contrib.ndarray`` / ``.symbol`` are ``nd.contrib`` / ``sym.contrib``
(served by ``compat.py``)."""
from . import amp

__all__ = ["amp"]
