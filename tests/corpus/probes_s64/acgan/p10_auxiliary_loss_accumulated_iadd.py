"""AC-GAN loss accumulated as in the reference training loop: `loss = bce` then `loss += nll` -- in-place `+=` on a traced symbol."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8), (2,), (2,)]


class IaddLoss(HybridBlock):
    def __init__(self, classes=4, units=8, **kwargs):
        super(IaddLoss, self).__init__(**kwargs)
        self._k = classes
        with self.name_scope():
            self.src = nn.Dense(1, in_units=units)
            self.cls = nn.Dense(classes, in_units=units)

    def hybrid_forward(self, F, h, is_real_raw, label_raw):
        y = is_real_raw > 0
        label = F.floor((label_raw + 1) * 0.5 * (self._k - 1e-3))
        p = F.clip(F.sigmoid(self.src(h)).reshape((-1,)), 1e-6, 1 - 1e-6)
        loss = -(y * F.log(p) + (1 - y) * F.log(1 - p))
        loss += -F.pick(F.log_softmax(self.cls(h), axis=-1), label, axis=-1)
        return F.mean(loss)


Net = IaddLoss
