"""CORAL loss dividing each covariance by `h.shape[0] - 1`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(5, 6), (5, 6)]


class CORAL(HybridBlock):
    def __init__(self, in_units=6, hidden=4, **kwargs):
        super().__init__(**kwargs)
        self.d = hidden
        with self.name_scope():
            self.feat = nn.Dense(hidden, in_units=in_units)

    def covariance(self, F, h):
        hc = F.broadcast_sub(h, F.mean(h, axis=0, keepdims=True))
        return F.dot(hc, hc, transpose_a=True) / (h.shape[0] - 1)

    def hybrid_forward(self, F, source, target):
        cs = self.covariance(F, self.feat(source))
        ct = self.covariance(F, self.feat(target))
        return F.sum(F.square(cs - ct)) / (4.0 * self.d * self.d)


Net = CORAL
