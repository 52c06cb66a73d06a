"""AC-GAN discriminator loss: the source BCE of the (N, 1) sigmoid output flattened by `reshape((-1,))` against (N,) real/fake targets, plus the class NLL `-pick(log_softmax(cls), labels)` -- both (N,), summed by plain `+` and averaged."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8), (2,), (2,)]


class ACLoss(HybridBlock):
    def __init__(self, classes=4, units=8, **kwargs):
        super(ACLoss, self).__init__(**kwargs)
        self._k = classes
        with self.name_scope():
            self.src = nn.Dense(1, in_units=units)
            self.cls = nn.Dense(classes, in_units=units)

    def hybrid_forward(self, F, h, is_real_raw, label_raw):
        y = is_real_raw > 0
        label = F.floor((label_raw + 1) * 0.5 * (self._k - 1e-3))
        p = F.clip(F.sigmoid(self.src(h)).reshape((-1,)), 1e-6, 1 - 1e-6)
        bce = -(y * F.log(p) + (1 - y) * F.log(1 - p))
        nll = -F.pick(F.log_softmax(self.cls(h), axis=-1), label, axis=-1)
        return F.mean(bce + nll)


Net = ACLoss
