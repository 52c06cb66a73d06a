"""Graph readout concatenating mean and max pooling over nodes, then a classifier."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6)]


class Net(HybridBlock):
    def __init__(self, units=4, classes=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.node = nn.Dense(units, flatten=False, in_units=6)
            self.out = nn.Dense(classes, in_units=2 * units)

    def hybrid_forward(self, F, h):
        h = F.relu(self.node(h))
        return self.out(F.concat(F.mean(h, axis=1), F.max(h, axis=1), dim=-1))
