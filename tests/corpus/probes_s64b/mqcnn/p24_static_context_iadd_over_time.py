"""MQ-CNN static context added in place to the encoded dynamic features: `h = self.dyn(dynamic); h += self.stat(static).expand_dims(1)` ((N, T, H) += (N, 1, H))."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 3), (2, 2)]


class InplaceStaticAdd(HybridBlock):
    def __init__(self, hidden=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.dyn = nn.Dense(hidden, flatten=False)
            self.stat = nn.Dense(hidden)

    def hybrid_forward(self, F, dynamic, static):
        h = self.dyn(dynamic)
        h += self.stat(static).expand_dims(1)
        return F.relu(h)


Net = InplaceStaticAdd
