"""A (N, 1) gate from a Dense(1) flattening its input, reshaped to (N, 1) again by the author and given a
softmax by default axis (every entry 1) times the gate's raw (N, 1) output."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 4)]


class GateSoftmax(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.gate = nn.Dense(1, in_units=12)

    def hybrid_forward(self, F, x):
        g = self.gate(x)
        p = F.softmax(F.reshape(g, (-1, 1)))
        return p * g


Net = GateSoftmax
