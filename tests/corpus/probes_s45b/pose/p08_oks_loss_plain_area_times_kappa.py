"""OKS loss whose scale is `area.expand_dims(1) * kappa2`: a (N, 1) column times the (1, K) sigmas with a plain `*`."""
from mxnet.gluon import HybridBlock

INPUTS = [(3, 4, 2), (3, 4, 2), (3, 4), (3,)]


class Net(HybridBlock):
    def __init__(self, sigmas=(0.26, 0.25, 0.35, 0.79), eps=1e-6, **kwargs):
        super().__init__(**kwargs)
        self._eps = eps
        with self.name_scope():
            self.kappa2 = self.params.get_constant("kappa2", [[(2 * s) ** 2 for s in sigmas]])

    def hybrid_forward(self, F, pred, target, visible, area, kappa2):
        d2 = F.sum(F.square(pred - target), axis=2)
        scale = (F.abs(area) + 1).expand_dims(1) * kappa2
        e = d2 / (2 * scale)
        vis = visible > 0
        return 1 - F.sum(F.exp(-e) * vis, axis=1) / (F.sum(vis, axis=1) + self._eps)
