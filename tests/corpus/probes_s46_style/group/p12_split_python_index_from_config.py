"""`F.split` piece chosen by a python index computed from the constructor (`self._k - 1`)."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6)]


class Net(HybridBlock):
    def __init__(self, k=3, **kwargs):
        super().__init__(**kwargs)
        self._k = k

    def hybrid_forward(self, F, x):
        pieces = F.split(x, num_outputs=self._k, axis=1)
        return pieces[self._k - 1] - pieces[0]
