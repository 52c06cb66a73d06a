"""Split-conformal nonconformity scores taken by the numpy-style fancy index `prob[F.arange(self.batch), label]` (the PyTorch port) in legacy (non-numpy) mode."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 10), (6,)]


class Net(HybridBlock):
    def __init__(self, in_units=10, classes=4, batch=6, **kwargs):
        super().__init__(**kwargs)
        self.classes, self.batch = classes, batch
        with self.name_scope():
            self.classifier = nn.Dense(classes, in_units=in_units)

    def hybrid_forward(self, F, x, label):
        label = F.floor(F.abs(label) * self.classes)
        prob = F.softmax(self.classifier(x), axis=1)
        return 1 - prob[F.arange(self.batch), label]
