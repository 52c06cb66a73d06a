"""ELECTRA sequence classifier head ported from PyTorch: the [CLS] vector taken as `h[:, 0]` from the (N, L, d) encoder output, then Dense -> gelu -> Dense."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8)]


class ClassificationHead(HybridBlock):
    def __init__(self, units=8, num_classes=3, **kwargs):
        super(ClassificationHead, self).__init__(**kwargs)
        with self.name_scope():
            self.dense = nn.Dense(units, in_units=units)
            self.out = nn.Dense(num_classes, in_units=units)

    def hybrid_forward(self, F, h):
        cls = h[:, 0]
        return self.out(F.LeakyReLU(self.dense(cls), act_type="gelu"))


Net = ClassificationHead
