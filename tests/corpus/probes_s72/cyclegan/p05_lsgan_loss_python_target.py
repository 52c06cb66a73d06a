"""LSGAN loss block: the target label is a python number chosen in the constructor
(`target_real=1.0`), the squared error averaged over all but the batch axis."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 1, 3, 3)]


class LSGANLoss(HybridBlock):
    def __init__(self, target_real=True, real_label=1.0, fake_label=0.0, **kwargs):
        super().__init__(**kwargs)
        self.target = real_label if target_real else fake_label

    def hybrid_forward(self, F, pred):
        return F.mean(F.square(pred - self.target), axis=0, exclude=True)


Net = LSGANLoss
