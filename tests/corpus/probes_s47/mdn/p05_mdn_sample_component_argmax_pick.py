"""Most-likely-component prediction from an MDN: the component picked by `argmax` of the mixture logits, its mean taken with `F.pick` along the component axis of a (N, D, K) reshape."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10)]


class MDNPredict(HybridBlock):
    def __init__(self, components=3, out_dim=2, **kwargs):
        super().__init__(**kwargs)
        self._k, self._d = components, out_dim
        with self.name_scope():
            self.pi = nn.Dense(components, in_units=10)
            self.mu = nn.Dense(components * out_dim, in_units=10)

    def hybrid_forward(self, F, x):
        best = F.argmax(self.pi(x), axis=1)                                   # (N,)
        mu = self.mu(x).reshape((0, self._d, self._k))
        idx = F.broadcast_like(best.reshape((-1, 1)), F.slice_axis(mu, axis=2, begin=0, end=1).reshape((0, -1)))
        return F.pick(mu, idx, axis=2)                                       # (N, D)


class Net(MDNPredict):
    pass
