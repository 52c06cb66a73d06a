"""`F.split` piece chosen through a variable holding a negative index (`idx = -1`)."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6)]


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self._pick = -1

    def hybrid_forward(self, F, x):
        pieces = F.split(x, num_outputs=3, axis=1)
        idx = self._pick
        return F.tanh(pieces[idx])
