"""Deep SVDD scorer that keeps the centre as a numpy vector on the block and wraps it with `mx.nd.array(self.center)` inside `hybrid_forward` to subtract it."""
import mxnet as mx
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(5, 12)]


class Net(HybridBlock):
    def __init__(self, in_units=12, latent=4, **kwargs):
        super().__init__(**kwargs)
        self.center = np.full((1, latent), 0.1, dtype="float32")
        with self.name_scope():
            self.net = nn.HybridSequential()
            self.net.add(nn.Dense(8, activation="relu", in_units=in_units, use_bias=False),
                         nn.Dense(latent, in_units=8, use_bias=False))

    def hybrid_forward(self, F, x):
        z = self.net(x)
        return F.sum(F.square(F.broadcast_sub(z, mx.nd.array(self.center))), axis=1)
