"""Contact logits masked to residue pairs at least `min_sep` apart: positions by `F.contrib.arange_like(logits, axis=1)`, the separation by `F.broadcast_sub` of two expansions, the mask broadcast over the batch."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 7, 5)]


class SeparatedContacts(HybridBlock):
    def __init__(self, dim=4, min_sep=3, **kwargs):
        super(SeparatedContacts, self).__init__(**kwargs)
        self.min_sep = min_sep
        with self.name_scope():
            self.q = nn.Dense(dim, flatten=False)
            self.k = nn.Dense(dim, flatten=False)

    def hybrid_forward(self, F, seq):
        logits = F.batch_dot(self.q(seq), self.k(seq), transpose_b=True)
        pos = F.contrib.arange_like(logits, axis=1)
        sep = F.abs(F.broadcast_sub(pos.expand_dims(axis=1), pos.expand_dims(axis=0)))
        mask = (sep >= self.min_sep).expand_dims(axis=0)
        return F.broadcast_mul(F.sigmoid(logits), mask)


Net = SeparatedContacts
