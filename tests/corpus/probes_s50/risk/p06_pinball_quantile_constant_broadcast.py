"""Vectorised pinball loss: the quantiles are a (1, Q) constant Parameter, the error `broadcast_sub(y, pred)` of the (N, 1) target and (N, Q) predictions, and the loss `broadcast_maximum` of the two slopes."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 5), (4, 1)]


class Net(HybridBlock):
    def __init__(self, in_units=5, quantiles=(0.1, 0.5, 0.9), **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.head = nn.Dense(len(quantiles), in_units=in_units)
            self.q = self.params.get_constant("q", np.array([quantiles], dtype="float32"))

    def hybrid_forward(self, F, x, y, q):
        err = F.broadcast_sub(y, self.head(x))
        return F.mean(F.broadcast_maximum(F.broadcast_mul(q, err), F.broadcast_mul(q - 1, err)), axis=1)
