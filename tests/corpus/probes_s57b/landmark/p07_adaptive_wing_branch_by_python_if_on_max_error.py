"""Wing loss that takes the log branch for the whole batch when `F.max(diff) < self.w`, a python `if` on a tensor."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 10), (2, 10)]


class WingLoss(HybridBlock):
    def __init__(self, w=10.0, epsilon=2.0, **kwargs):
        super(WingLoss, self).__init__(**kwargs)
        self.w = w
        self.epsilon = epsilon
        self.C = w - w * math.log(1.0 + w / epsilon)
        with self.name_scope():
            self.regress = nn.Dense(10, in_units=10)

    def hybrid_forward(self, F, feats, target):
        diff = F.abs(self.regress(feats) - target)
        if F.max(diff) < self.w:
            loss = self.w * F.log(1.0 + diff / self.epsilon)
        else:
            loss = diff - self.C
        return F.mean(loss, axis=1)


Net = WingLoss
