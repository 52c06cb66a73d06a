"""Tracker post-processing: the response map blended with a Hanning cosine window before the peak search."""
import mxnet as mx
import numpy as np
from mxnet.gluon import nn


INPUTS = [(2, 1, 5, 5)]


class Net(nn.HybridBlock):
    def __init__(self, size=5, influence=0.3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._size = size
        self._influence = influence

    def hybrid_forward(self, F, response):
        window = mx.nd.array(np.outer(np.hanning(self._size), np.hanning(self._size)))
        window = window.reshape((1, 1, self._size, self._size))
        blended = (1 - self._influence) * response + self._influence * F.broadcast_like(window, response)
        return F.softmax(blended.reshape((response.shape[0], -1)), axis=1)
