"""A leaky activation made once per call as `partial(F.LeakyReLU, act_type="leaky", slope=0.1)` and
applied after each dense layer of a small MLP."""
from functools import partial

from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6)]


class LeakyMLP(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.l1 = nn.Dense(8, in_units=6)
            self.l2 = nn.Dense(3, in_units=8)

    def hybrid_forward(self, F, x):
        act = partial(F.LeakyReLU, act_type="leaky", slope=0.1)
        return act(self.l2(act(self.l1(x))))


Net = LeakyMLP
