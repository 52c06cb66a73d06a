"""Sigmoid focal loss (torchvision `sigmoid_focal_loss` ported): `p_t = F.where(labels > 0, p, 1 - p)` and `alpha_t` by `F.where` over `ones_like` maps, binary cross-entropy from `F.log(F.clip(...))`, plain operators on equal (N, A) shapes, summed over anchors."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6), (2, 6)]


class SigmoidFocal(HybridBlock):
    def __init__(self, alpha=0.25, gamma=2.0, **kwargs):
        super().__init__(**kwargs)
        self._alpha, self._gamma = alpha, gamma

    def hybrid_forward(self, F, logits, raw_labels):
        labels = raw_labels > 0
        p = F.sigmoid(logits)
        p_t = F.where(labels, p, 1 - p)
        alpha_t = F.where(labels, F.ones_like(p) * self._alpha, F.ones_like(p) * (1 - self._alpha))
        ce = -F.log(F.clip(p_t, 1e-6, 1.0))
        return F.sum(alpha_t * ce * (1 - p_t) ** self._gamma, axis=1)


Net = SigmoidFocal
