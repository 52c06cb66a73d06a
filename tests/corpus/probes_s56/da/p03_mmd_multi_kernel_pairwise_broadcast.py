"""Multi-kernel MMD between source and target features: pairwise squared distances by `broadcast_sub` of expanded views, python bandwidths."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 6)]


def pairwise_sq_dist(F, a, b):
    diff = F.broadcast_sub(F.expand_dims(a, 1), F.expand_dims(b, 0))
    return F.sum(diff * diff, axis=-1)


class MMDLoss(HybridBlock):
    def __init__(self, in_units=6, hidden=5, bandwidths=(0.5, 1.0, 2.0), **kwargs):
        super().__init__(**kwargs)
        self.bandwidths = bandwidths
        with self.name_scope():
            self.feat = nn.Dense(hidden, activation="tanh", in_units=in_units)

    def kernel(self, F, a, b):
        d = pairwise_sq_dist(F, a, b)
        return sum(F.exp(-d / (2.0 * bw ** 2)) for bw in self.bandwidths)

    def hybrid_forward(self, F, source, target):
        s, t = self.feat(source), self.feat(target)
        return F.mean(self.kernel(F, s, s)) + F.mean(self.kernel(F, t, t)) - 2 * F.mean(self.kernel(F, s, t))


Net = MMDLoss
