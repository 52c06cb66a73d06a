"""Focal loss: `p_t` picked from the softmax at the target class, weighted by `alpha * (1 - p_t) ** gamma` with python alpha/gamma; a python-valued `if` skips the modulation when gamma is zero."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 5), (4,)]


class FocalLoss(HybridBlock):
    def __init__(self, in_units=5, num_classes=3, alpha=0.25, gamma=2.0, **kwargs):
        super().__init__(**kwargs)
        self.num_classes, self.alpha, self.gamma = num_classes, alpha, gamma
        with self.name_scope():
            self.head = nn.Dense(num_classes, in_units=in_units)

    def hybrid_forward(self, F, x, raw_target):
        target = F.clip(F.floor((raw_target + 1) * 0.5 * self.num_classes), 0, self.num_classes - 1)
        p_t = F.pick(F.softmax(self.head(x), axis=-1), target, axis=-1)
        loss = -F.log(p_t + 1e-9)
        if self.gamma > 0:
            loss = loss * F.power(1 - p_t, self.gamma)
        return self.alpha * loss


Net = FocalLoss
