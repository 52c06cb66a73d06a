"""RankNet pairwise loss whose score differences are written `s.expand_dims(2) - s.expand_dims(1)` with the plain operator ((N, L, 1) against (N, 1, L))."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 6, 5), (3, 6)]


class Net(HybridBlock):
    def __init__(self, in_units=5, sigma=1.0, **kwargs):
        super().__init__(**kwargs)
        self.sigma = sigma
        with self.name_scope():
            self.scorer = nn.Dense(1, flatten=False, in_units=in_units)

    def hybrid_forward(self, F, docs, labels):
        s = self.scorer(docs).reshape((0, -1))
        diff = s.expand_dims(2) - s.expand_dims(1)
        better = F.broadcast_greater(labels.expand_dims(2), labels.expand_dims(1))
        return F.sum(better * F.log(1 + F.exp(-self.sigma * diff)), axis=(1, 2))
