"""Front-to-back alpha compositing by a python loop over the constructor's sample count: transmittance carried as a product of `1 - alpha_i` columns taken by `slice_axis`, the weights gathered with `concat`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6, 3)]


class Compositor(HybridBlock):
    def __init__(self, num_samples=6, **kwargs):
        super().__init__(**kwargs)
        self.num_samples = num_samples
        with self.name_scope():
            self.field = nn.Dense(4, flatten=False, in_units=3)

    def hybrid_forward(self, F, pts):
        raw = self.field(pts)
        alpha = F.sigmoid(F.slice_axis(raw, axis=-1, begin=3, end=4)).reshape((0, -1))   # (N, S)
        rgb = F.sigmoid(F.slice_axis(raw, axis=-1, begin=0, end=3))
        trans = F.ones_like(F.slice_axis(alpha, axis=1, begin=0, end=1))
        weights = []
        for i in range(self.num_samples):
            a_i = F.slice_axis(alpha, axis=1, begin=i, end=i + 1)
            weights.append(trans * a_i)
            trans = trans * (1 - a_i + 1e-10)
        w = F.concat(*weights, dim=1)
        return F.sum(F.broadcast_mul(w.expand_dims(-1), rgb), axis=1)


Net = Compositor
