"""A private helper held in a dict built in __init__ and called there on a tuple."""
from mxnet.gluon import nn


INPUTS = [(2, 3)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.ops = {'first': self._first}
        self.offset = self.ops['first']((5.0, 6.0))

    def _first(self, t):
        return t[0]

    def hybrid_forward(self, F, x):
        return self._first(x) + self.offset
