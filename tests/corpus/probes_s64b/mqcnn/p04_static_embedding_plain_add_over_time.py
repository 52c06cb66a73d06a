"""MQ-CNN static context added to every time step of the encoded dynamic features (N, T, H) by a plain `+` of its `expand_dims(1)` (N, 1, H), as the PyTorch code broadcast it."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 3), (2, 2)]


class PlainStaticAdd(HybridBlock):
    def __init__(self, hidden=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.dyn = nn.Dense(hidden, flatten=False)
            self.stat = nn.Dense(hidden)

    def hybrid_forward(self, F, dynamic, static):
        return F.relu(self.dyn(dynamic) + self.stat(static).expand_dims(1))


Net = PlainStaticAdd
