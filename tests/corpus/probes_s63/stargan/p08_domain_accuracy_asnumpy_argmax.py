"""StarGAN discriminator step that also reports the domain accuracy: `pred = cls.asnumpy().argmax(axis=1)` compared with the labels on the host -- a host read of a traced value."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8), (2,)]


class DomainAccuracy(HybridBlock):
    def __init__(self, c_dim=4, **kwargs):
        super(DomainAccuracy, self).__init__(**kwargs)
        self._c = c_dim
        with self.name_scope():
            self.cls = nn.Conv2D(c_dim, 8, in_channels=3)

    def hybrid_forward(self, F, x, lab_raw):
        labels = F.floor((lab_raw + 1) * 0.5 * (self._c - 1e-3))
        cls = self.cls(x).reshape((0, -1))
        pred = cls.asnumpy().argmax(axis=1)
        acc = float((pred == labels.asnumpy()).mean())
        return F.softmax_cross_entropy(cls, labels) * (1.0 + 0.0 * acc)


Net = DomainAccuracy
