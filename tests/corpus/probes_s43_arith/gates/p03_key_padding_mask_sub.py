"""Scaled dot-product scores (N, T, T) minus a large constant times a key mask expanded to (N, 1, T)."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 5, 8), (2, 5)]


class Net(HybridBlock):
    def __init__(self, units=8):
        super().__init__()
        self._scale = units ** -0.5

    def hybrid_forward(self, F, seq, valid):
        logits = F.batch_dot(seq, seq, transpose_b=True) * self._scale
        blocked = 1e4 * (1.0 - F.expand_dims(valid, axis=1))
        weights = F.softmax(logits - blocked, axis=-1)
        return F.batch_dot(weights, seq)
