"""Contact maps computed one sequence at a time in `for i in range(len(h))` with `h[i]`, stacked back into a batch."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8)]


class LoopContacts(HybridBlock):
    def __init__(self, dim=4, **kwargs):
        super(LoopContacts, self).__init__(**kwargs)
        with self.name_scope():
            self.embed = nn.Dense(dim, flatten=False)

    def hybrid_forward(self, F, seq):
        h = self.embed(seq)
        maps = []
        for i in range(len(h)):
            hi = h[i]
            maps.append(F.sigmoid(F.dot(hi, hi, transpose_b=True)))
        return F.stack(*maps, axis=0)


Net = LoopContacts
