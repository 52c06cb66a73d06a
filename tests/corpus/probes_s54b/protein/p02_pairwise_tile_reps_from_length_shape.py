"""Pair features by `F.tile` with `reps=(1, 1, h.shape[1], 1)`, the sequence length read off the features, concatenated with the transposed tiling."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8)]


class TiledPairs(HybridBlock):
    def __init__(self, dim=4, **kwargs):
        super(TiledPairs, self).__init__(**kwargs)
        with self.name_scope():
            self.embed = nn.Dense(dim, flatten=False)
            self.out = nn.Dense(1, flatten=False)

    def hybrid_forward(self, F, seq):
        h = self.embed(seq)
        rows = F.tile(h.expand_dims(axis=2), reps=(1, 1, h.shape[1], 1))
        cols = rows.transpose((0, 2, 1, 3))
        return self.out(F.concat(rows, cols, dim=3)).reshape((0, 0, 0))


Net = TiledPairs
