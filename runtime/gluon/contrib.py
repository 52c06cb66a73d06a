"""``gluon.contrib``: ``contrib.nn`` holds Concurrent, HybridConcurrent and Identity;
``contrib.data`` the IntervalSampler; ``contrib.cnn`` the deformable convolution layers;
``contrib.rnn`` LSTMPCell, VariationalDropoutCell and the convolutional cells.

A module rather than a package; ``__path__`` lets the ``mxnet`` alias serve
``import mxnet.gluon.contrib.nn`` (see ``runtime/compat.py``).
"""
from . import contrib_cnn as cnn
from . import contrib_data as data
from . import contrib_nn as nn
from . import contrib_rnn as rnn

__all__ = ["nn", "data", "cnn", "rnn"]
__path__: list = []
