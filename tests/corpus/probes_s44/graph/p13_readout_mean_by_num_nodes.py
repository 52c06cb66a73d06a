"""Graph readout: node sum divided by the number of nodes read from `h.shape[1]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6)]


class Net(HybridBlock):
    def __init__(self, units=4, classes=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.node = nn.Dense(units, flatten=False, in_units=6)
            self.out = nn.Dense(classes, in_units=units)

    def hybrid_forward(self, F, h):
        h = F.relu(self.node(h))
        graph = F.sum(h, axis=1) / h.shape[1]
        return self.out(graph)
