"""``gluon.contrib``: ``contrib.nn`` holds Concurrent, HybridConcurrent and Identity;
``contrib.data`` the IntervalSampler; ``contrib.cnn`` the deformable convolution layers.

A module rather than a package; ``__path__`` lets the ``mxnet`` alias serve
``import mxnet.gluon.contrib.nn`` (see ``runtime/compat.py``).
"""
from . import contrib_cnn as cnn
from . import contrib_data as data
from . import contrib_nn as nn

__all__ = ["nn", "data", "cnn"]
__path__: list = []
