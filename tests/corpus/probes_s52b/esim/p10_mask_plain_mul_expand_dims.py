"""ESIM masked sum pooling: the (B, T) premise mask is expanded to (B, T, 1) and multiplied into the (B, T, D) composition outputs with a plain `*`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 7, 6), (2, 7)]


class Net(HybridBlock):
    def __init__(self, hidden=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.compose = nn.Dense(hidden, flatten=False, activation="relu")

    def hybrid_forward(self, F, a, a_valid):
        mask = (a_valid > -0.5).expand_dims(-1)       # (B, T, 1)
        v = self.compose(a) * mask
        return v.sum(axis=1)
