"""OKS-style keypoint loss: per-joint sigmas as a constant Parameter, the object area broadcast over joints, invisible joints masked out."""
from mxnet.gluon import HybridBlock

INPUTS = [(3, 4, 2), (3, 4, 2), (3, 4), (3,)]

SIGMAS = [0.26, 0.25, 0.35, 0.79]


class OKSLoss(HybridBlock):
    def __init__(self, sigmas=None, eps=1e-6, **kwargs):
        super().__init__(**kwargs)
        sigmas = sigmas or SIGMAS
        self._eps = eps
        with self.name_scope():
            self.kappa2 = self.params.get_constant("kappa2", [[(2 * s) ** 2 for s in sigmas]])

    def hybrid_forward(self, F, pred, target, visible, area, kappa2):
        d2 = F.sum(F.square(pred - target), axis=2)                          # (N, K)
        scale = F.broadcast_mul(F.reshape(F.abs(area) + 1, shape=(-1, 1)), kappa2)
        e = d2 / (2 * scale)
        vis = visible > 0
        oks = F.sum(F.exp(-e) * vis, axis=1) / (F.sum(vis, axis=1) + self._eps)
        return 1 - oks


class Net(OKSLoss):
    pass
