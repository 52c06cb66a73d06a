"""`F.split` with `num_outputs` from a constructor default of 1, then `pieces[0]` taken as the first chunk."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6)]


class Net(HybridBlock):
    def __init__(self, chunks=1, **kwargs):
        super().__init__(**kwargs)
        self._chunks = chunks

    def hybrid_forward(self, F, x):
        pieces = F.split(x, num_outputs=self._chunks, axis=1)
        return F.relu(pieces[0])
