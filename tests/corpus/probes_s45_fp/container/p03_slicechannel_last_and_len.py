"""`F.SliceChannel` into k chunks from the constructor; `len()` of the result and its last item `pieces[-1]` (a traced output group takes no negative index)."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 8)]


class Net(HybridBlock):
    def __init__(self, chunks=4, **kwargs):
        super().__init__(**kwargs)
        self._chunks = chunks

    def hybrid_forward(self, F, x):
        pieces = F.SliceChannel(x, num_outputs=self._chunks, axis=1)
        total = pieces[0]
        for j in range(1, len(pieces)):
            total = total + pieces[j]
        return total / len(pieces), pieces[-1]
