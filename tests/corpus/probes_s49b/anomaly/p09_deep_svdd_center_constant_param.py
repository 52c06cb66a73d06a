"""Deep SVDD scorer: the hypersphere centre (fixed after a first pass over the data) held as a constant Parameter from `self.params.get_constant`, anomaly score the squared distance `F.sum(F.square(F.broadcast_sub(z, center)), axis=1)`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(5, 12)]


class Net(HybridBlock):
    def __init__(self, in_units=12, latent=4, center=None, **kwargs):
        super().__init__(**kwargs)
        c = np.full((1, latent), 0.1, dtype="float32") if center is None else np.asarray(center, "float32")
        with self.name_scope():
            self.net = nn.HybridSequential()
            self.net.add(nn.Dense(8, activation="relu", in_units=in_units, use_bias=False),
                         nn.Dense(latent, in_units=8, use_bias=False))
            self.center = self.params.get_constant("center", c)

    def hybrid_forward(self, F, x, center):
        z = self.net(x)
        return F.sum(F.square(F.broadcast_sub(z, center)), axis=1)
