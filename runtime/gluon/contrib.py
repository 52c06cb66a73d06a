"""``gluon.contrib``: ``contrib.nn`` holds Concurrent, HybridConcurrent and Identity.

A module rather than a package; ``__path__`` lets the ``mxnet`` alias serve
``import mxnet.gluon.contrib.nn`` (see ``runtime/compat.py``).
"""
from . import contrib_nn as nn

__all__ = ["nn"]
__path__: list = []
