"""Dropout applied only under `autograd.is_training()`: a python flag of the caller, not a tensor."""
from mxnet import autograd
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6)]


class Net(HybridBlock):
    def __init__(self, rate=0.3, **kwargs):
        super().__init__(**kwargs)
        self._rate = rate

    def hybrid_forward(self, F, x):
        if autograd.is_training() and self._rate > 0:
            x = F.Dropout(x, p=self._rate)
        return F.relu(x)
