"""CORAL loss: covariances centred by `broadcast_sub` of the batch mean, divided by (n - 1) with n read in-graph by `shape_array`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(5, 6), (5, 6)]


class CORAL(HybridBlock):
    def __init__(self, in_units=6, hidden=4, **kwargs):
        super().__init__(**kwargs)
        self.d = hidden
        with self.name_scope():
            self.feat = nn.Dense(hidden, in_units=in_units)

    def covariance(self, F, h):
        n = F.slice_axis(F.shape_array(h), axis=0, begin=0, end=1).astype("float32")
        hc = F.broadcast_sub(h, F.mean(h, axis=0, keepdims=True))
        return F.broadcast_div(F.dot(hc, hc, transpose_a=True), n - 1)

    def hybrid_forward(self, F, source, target):
        cs = self.covariance(F, self.feat(source))
        ct = self.covariance(F, self.feat(target))
        return F.sum(F.square(cs - ct)) / (4.0 * self.d * self.d)


Net = CORAL
