"""Mixture mean with plain `pi.expand_dims(2) * mu`, (N, K, 1) times (N, K, D)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10)]


class Net(HybridBlock):
    def __init__(self, components=3, out_dim=2, **kwargs):
        super().__init__(**kwargs)
        self.k, self.d = components, out_dim
        with self.name_scope():
            self.head = nn.Dense(components * (out_dim + 1), in_units=10)

    def hybrid_forward(self, F, x):
        out = self.head(x)
        pi = F.softmax(F.slice_axis(out, axis=1, begin=0, end=self.k))
        mu = F.slice_axis(out, axis=1, begin=self.k, end=None).reshape((0, self.k, self.d))
        return F.sum(pi.expand_dims(2) * mu, axis=1)
