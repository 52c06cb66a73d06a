"""Mixture mean E[y] = sum_k pi_k mu_k with pi (N, K) expanded to (N, K, 1) and multiplied by `broadcast_mul` against mu (N, K, D)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10)]


class MixtureMean(HybridBlock):
    def __init__(self, components=3, out_dim=2, **kwargs):
        super().__init__(**kwargs)
        self._k, self._d = components, out_dim
        with self.name_scope():
            self.head = nn.Dense(components * (out_dim + 1), in_units=10)

    def hybrid_forward(self, F, x):
        out = self.head(x)
        pi = F.softmax(F.slice_axis(out, axis=1, begin=0, end=self._k))
        mu = F.slice_axis(out, axis=1, begin=self._k, end=None).reshape((0, self._k, self._d))
        return F.sum(F.broadcast_mul(pi.expand_dims(2), mu), axis=1)


class Net(MixtureMean):
    pass
