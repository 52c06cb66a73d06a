"""DEC target distribution `p = q ** 2 / f` with the soft cluster frequencies `f = F.sum(q, axis=0)` ((K,)) divided into the (N, K) squares with the plain `/`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 10)]


class Net(HybridBlock):
    def __init__(self, in_units=10, n_clusters=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.assign = nn.Dense(n_clusters, in_units=in_units)

    def hybrid_forward(self, F, x):
        q = F.softmax(self.assign(x), axis=1)
        f = F.sum(q, axis=0)
        p = q ** 2 / f
        return F.broadcast_div(p, F.sum(p, axis=1, keepdims=True))
