"""AC-GAN discriminator returning its class accuracy for logging as `(argmax(cls) == labels).asnumpy().mean()` -- a host read of a traced symbol."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8), (2,)]


class HostAccuracy(HybridBlock):
    def __init__(self, classes=4, units=8, **kwargs):
        super(HostAccuracy, self).__init__(**kwargs)
        self._k = classes
        with self.name_scope():
            self.cls = nn.Dense(classes, in_units=units)

    def hybrid_forward(self, F, h, label_raw):
        label = F.floor((label_raw + 1) * 0.5 * (self._k - 1e-3))
        logits = self.cls(h)
        acc = np.float32((F.argmax(logits, axis=1) == label).asnumpy().mean())
        return F.log_softmax(logits) * 1.0, F.ones_like(label) * acc


Net = HostAccuracy
