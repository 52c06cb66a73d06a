"""Alpha compositing whose loop bound is the sample axis of the densities, `range(alpha.shape[1])`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6, 3)]


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.field = nn.Dense(4, flatten=False, in_units=3)

    def hybrid_forward(self, F, pts):
        raw = self.field(pts)
        alpha = F.sigmoid(F.slice_axis(raw, axis=-1, begin=3, end=4)).reshape((0, -1))
        rgb = F.sigmoid(F.slice_axis(raw, axis=-1, begin=0, end=3))
        trans = F.ones_like(F.slice_axis(alpha, axis=1, begin=0, end=1))
        weights = []
        for i in range(alpha.shape[1]):
            a_i = F.slice_axis(alpha, axis=1, begin=i, end=i + 1)
            weights.append(trans * a_i)
            trans = trans * (1 - a_i + 1e-10)
        return F.sum(F.broadcast_mul(F.concat(*weights, dim=1).expand_dims(-1), rgb), axis=1)
