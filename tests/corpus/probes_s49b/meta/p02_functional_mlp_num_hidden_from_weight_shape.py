"""MAML-style functional learner that reads each layer's width off the weight it was given, `num_hidden=w1.shape[0]`, so that the same code serves any adapted weights."""
from mxnet.gluon import HybridBlock

INPUTS = [(5, 4)]


def dense(F, x, weight, bias):
    return F.FullyConnected(x, weight, bias, num_hidden=weight.shape[0])


class Net(HybridBlock):
    def __init__(self, in_units=4, hidden=16, out_units=2, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.w1 = self.params.get("w1", shape=(hidden, in_units))
            self.b1 = self.params.get("b1", shape=(hidden,), init="zeros")
            self.w2 = self.params.get("w2", shape=(out_units, hidden))
            self.b2 = self.params.get("b2", shape=(out_units,), init="zeros")

    def hybrid_forward(self, F, x, w1, b1, w2, b2):
        return dense(F, F.relu(dense(F, x, w1, b1)), w2, b2)
