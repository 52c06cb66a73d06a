"""MAML-style functional learner: the block owns its weights as Parameters but computes with them explicitly, `F.FullyConnected(x, w1, b1, num_hidden=self.hidden)`, so that an outer loop can swap in adapted weights; the layer widths come from the constructor."""
from mxnet.gluon import HybridBlock

INPUTS = [(5, 4)]


class Net(HybridBlock):
    def __init__(self, in_units=4, hidden=16, out_units=2, **kwargs):
        super().__init__(**kwargs)
        self.hidden, self.out_units = hidden, out_units
        with self.name_scope():
            self.w1 = self.params.get("w1", shape=(hidden, in_units))
            self.b1 = self.params.get("b1", shape=(hidden,), init="zeros")
            self.w2 = self.params.get("w2", shape=(out_units, hidden))
            self.b2 = self.params.get("b2", shape=(out_units,), init="zeros")

    def hybrid_forward(self, F, x, w1, b1, w2, b2):
        h = F.relu(F.FullyConnected(x, w1, b1, num_hidden=self.hidden))
        return F.FullyConnected(h, w2, b2, num_hidden=self.out_units)
