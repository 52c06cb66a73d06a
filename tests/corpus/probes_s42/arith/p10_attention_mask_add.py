"""Attention scores (N, T, T) plus an additive key mask expanded to (N, 1, T) with `+`."""
import math

from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 4), (2, 3)]


class Net(HybridBlock):
    def hybrid_forward(self, F, h, key_mask):
        scores = F.batch_dot(h, h, transpose_b=True) / math.sqrt(4)
        scores = scores + (1 - key_mask.expand_dims(1)) * -1e4
        return F.batch_dot(F.softmax(scores, axis=-1), h)
