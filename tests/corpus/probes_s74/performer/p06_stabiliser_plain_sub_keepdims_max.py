"""Performer softmax-kernel features with the numerical stabiliser written as in the reference
code, `data_dash - diag_data - max(data_dash, -1, keepdims)`: plain `-` of (B, L, m) and (B, L, 1)."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(2, 5, 4)]


class SoftmaxKernel(HybridBlock):
    def __init__(self, dim=4, num_features=10, **kwargs):
        super().__init__(**kwargs)
        w = np.random.RandomState(3).normal(size=(num_features, dim)).astype("float32")
        with self.name_scope():
            self.w = self.params.get_constant("w", w)
        self.ratio = num_features ** -0.5

    def hybrid_forward(self, F, x, w):
        dash = F.dot(x, w, transpose_b=True)
        diag = F.sum(F.square(x), axis=-1, keepdims=True) / 2
        stab = F.max(dash, axis=-1, keepdims=True)
        return self.ratio * F.exp(dash - diag - stab)


Net = SoftmaxKernel
