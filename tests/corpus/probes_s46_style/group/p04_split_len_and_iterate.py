"""`F.split` pieces averaged by iterating the group and dividing by `len(pieces)`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6)]


class Net(HybridBlock):
    def __init__(self, groups=3, **kwargs):
        super().__init__(**kwargs)
        self._groups = groups

    def hybrid_forward(self, F, x):
        pieces = F.split(x, num_outputs=self._groups, axis=1)
        total = F.zeros_like(pieces[0])
        for p in pieces:
            total = total + p
        return total / len(pieces)
