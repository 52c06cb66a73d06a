"""Focal loss that switches its alpha on the data, `if F.max(target) > 1:` (multi-class labels) else the binary alpha."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 5), (4,)]


class Net(HybridBlock):
    def __init__(self, in_units=5, num_classes=3, gamma=2.0, **kwargs):
        super().__init__(**kwargs)
        self.num_classes, self.gamma = num_classes, gamma
        with self.name_scope():
            self.head = nn.Dense(num_classes, in_units=in_units)

    def hybrid_forward(self, F, x, raw_target):
        target = F.clip(F.floor((raw_target + 1) * 0.5 * self.num_classes), 0, self.num_classes - 1)
        p_t = F.pick(F.softmax(self.head(x), axis=-1), target, axis=-1)
        if F.max(target) > 1:
            alpha = 0.5
        else:
            alpha = 0.25
        return -alpha * F.power(1 - p_t, self.gamma) * F.log(p_t + 1e-9)
