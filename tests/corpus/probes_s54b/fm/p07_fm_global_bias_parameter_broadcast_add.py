"""FM with a global bias Parameter of shape `(1,)` joined to the `(N, 1)` score by `F.broadcast_add`."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 5)]


class BiasedFM(HybridBlock):
    def __init__(self, buckets=20, factors=4, **kwargs):
        super(BiasedFM, self).__init__(**kwargs)
        self.buckets = buckets
        with self.name_scope():
            self.embed = nn.Embedding(buckets + 1, factors)
            self.w0 = self.params.get("w0", shape=(1,), init=init.Constant(0.1))

    def hybrid_forward(self, F, x, w0):
        ids = F.floor((x + 1) * (self.buckets // 2))
        v = self.embed(ids)
        cross = 0.5 * F.sum(F.square(F.sum(v, axis=1)) - F.sum(F.square(v), axis=1), axis=1, keepdims=True)
        return F.broadcast_add(cross, w0)


Net = BiasedFM
