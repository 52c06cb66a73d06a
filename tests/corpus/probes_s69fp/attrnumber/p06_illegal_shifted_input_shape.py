"""Illegal: an input scaled by `self.temp` and shifted into `F.sigmoid`, then its `.shape`."""
from mxnet.gluon import HybridBlock

INPUTS = [(3, 4)]


class Net(HybridBlock):
    def __init__(self, temp=2.0, **kwargs):
        super().__init__(**kwargs)
        self.temp = temp

    def hybrid_forward(self, F, logits):
        gate = F.sigmoid((logits - 0.5) * self.temp)
        return F.reshape(gate, shape=(logits.shape[0], -1))
