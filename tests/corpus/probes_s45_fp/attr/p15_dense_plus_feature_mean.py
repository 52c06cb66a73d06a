"""A Dense(8) output added to a (N, 1) mean of its input with `+`: different shapes on an elemwise Symbol op."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5)]


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(8, in_units=5)

    def hybrid_forward(self, F, x):
        return self.fc(x) + F.mean(x, axis=1, keepdims=True)
