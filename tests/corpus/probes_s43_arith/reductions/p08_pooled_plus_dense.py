"""A spatial mean (N, C) plus a Dense(C) of it: equal shapes through a child layer."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 3, 3)]


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        with self.name_scope():
            self.mix = nn.Dense(4, in_units=4)

    def hybrid_forward(self, F, x):
        desc = F.mean(x, axis=(2, 3))
        return desc + F.tanh(self.mix(desc))
