"""DEC target distribution with the cluster frequencies kept as a (1, K) row (`keepdims=True`) and applied by `broadcast_div`, the targets detached by `stop_gradient`, the KL divergence to the assignments returned per sample."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 10)]


class Net(HybridBlock):
    def __init__(self, in_units=10, n_clusters=3, eps=1e-8, **kwargs):
        super().__init__(**kwargs)
        self.eps = eps
        with self.name_scope():
            self.assign = nn.Dense(n_clusters, in_units=in_units)

    def target(self, F, q):
        weight = F.broadcast_div(q ** 2, F.sum(q, axis=0, keepdims=True))
        return F.stop_gradient(F.broadcast_div(weight, F.sum(weight, axis=1, keepdims=True)))

    def hybrid_forward(self, F, x):
        q = F.softmax(self.assign(x), axis=1)
        p = self.target(F, q)
        return F.sum(p * (F.log(p + self.eps) - F.log(q + self.eps)), axis=1)
