"""BST mean pooling over the valid history: the masked (N, d) sum divided by the valid lengths as an (N, 1) column `valid.expand_dims(1)` with plain `/` (eagerly broadcast over d, traced elementwise on different shapes)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8), (2,)]


class PlainMeanPool(HybridBlock):
    def __init__(self, units=8, max_len=5, **kwargs):
        super(PlainMeanPool, self).__init__(**kwargs)
        self._l = max_len
        with self.name_scope():
            self.out = nn.Dense(1, in_units=units)

    def hybrid_forward(self, F, hist, len_raw):
        valid = F.floor((len_raw + 1) * 0.5 * (self._l - 1)) + 1
        summed = F.SequenceMask(hist, sequence_length=valid, use_sequence_length=True, axis=1).sum(axis=1)
        pooled = summed / valid.expand_dims(1)
        return F.sigmoid(self.out(pooled))


Net = PlainMeanPool
