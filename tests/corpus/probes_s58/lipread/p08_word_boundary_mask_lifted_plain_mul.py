"""Word-boundary pooling: (N, T, C) frame features multiplied by the (N, T) word-boundary indicator lifted to (N, T, 1) by `expand_dims` with a plain `*`, then averaged over the marked frames by `broadcast_div`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6), (2, 5)]


class BoundaryPool(HybridBlock):
    def __init__(self, words=4, **kwargs):
        super(BoundaryPool, self).__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(6, flatten=False, in_units=6)
            self.fc = nn.Dense(words, in_units=6)

    def hybrid_forward(self, F, feats, boundary):
        h = self.proj(feats)
        mask = (boundary > 0).expand_dims(axis=2)
        pooled = F.broadcast_div(F.sum(h * mask, axis=1), F.sum(mask, axis=1) + 1)
        return self.fc(pooled)


Net = BoundaryPool
