"""Focal loss: `F.power(1 - p, gamma)` with alpha and gamma held as python floats."""
from mxnet.gluon import HybridBlock

INPUTS = [(3, 4), (3, 4)]


class Net(HybridBlock):
    def __init__(self, alpha=0.25, gamma=2.0):
        super().__init__()
        self._alpha = alpha
        self._gamma = gamma

    def hybrid_forward(self, F, pred, raw_target):
        target = raw_target > 0
        p = F.sigmoid(pred)
        pt = F.where(target, p, 1 - p)
        loss = -self._alpha * F.power(1 - pt, self._gamma) * F.log(pt + 1e-12)
        return F.sum(loss, axis=-1)
