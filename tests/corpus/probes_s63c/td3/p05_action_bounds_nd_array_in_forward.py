"""TD3 actor with per-dimension action bounds built inside the graph by `mx.nd.array(self.bounds)` and multiplied in by `F.broadcast_mul` -- an NDArray made in hybrid_forward."""
import mxnet as mx
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6)]


class BoundedActor(HybridBlock):
    def __init__(self, state_dim=6, bounds=(1.0, 2.0), **kwargs):
        super(BoundedActor, self).__init__(**kwargs)
        self.bounds = list(bounds)
        with self.name_scope():
            self.l1 = nn.Dense(len(bounds), in_units=state_dim, activation="tanh")

    def hybrid_forward(self, F, state):
        scale = mx.nd.array(self.bounds).reshape((1, -1))
        return F.broadcast_mul(self.l1(state), scale)


Net = BoundedActor
