"""Radial-basis expansion whose centres are an `mx.nd.array` kept on `self` and used directly in the forward."""
import mxnet as mx
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 3)]


class RBFExpansion(HybridBlock):
    def __init__(self, num_rbf=6, cutoff=3.0, gamma=10.0, units=4, **kwargs):
        super().__init__(**kwargs)
        self.gamma = gamma
        self.centres = mx.nd.array(np.linspace(0, cutoff, num_rbf).reshape(1, 1, 1, -1))
        with self.name_scope():
            self.filter = nn.Dense(units, flatten=False)

    def hybrid_forward(self, F, pos):
        dist = F.sqrt(F.sum(F.square(F.broadcast_sub(pos.expand_dims(2), pos.expand_dims(1))), axis=-1) + 1e-9)
        expanded = F.exp(-self.gamma * F.square(F.broadcast_sub(dist.expand_dims(-1), self.centres)))
        return self.filter(expanded)


Net = RBFExpansion
