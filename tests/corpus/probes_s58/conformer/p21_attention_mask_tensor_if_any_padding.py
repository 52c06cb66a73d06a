"""Conformer attention that only builds a padding mask `if F.sum(mask) < mask.size`-style: `if (mask == 0).sum() > 0:` (a python `if` on a tensor comparison) before `F.where`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8), (2, 5, 5)]


class MaskedScores(HybridBlock):
    def __init__(self, units=8, **kwargs):
        super(MaskedScores, self).__init__(**kwargs)
        with self.name_scope():
            self.q = nn.Dense(units, flatten=False, in_units=units)

    def hybrid_forward(self, F, x, mask):
        q = self.q(x)
        scores = F.batch_dot(q, q, transpose_b=True)
        keep = mask > 0
        if (keep == 0).sum() > 0:
            scores = F.where(keep, scores, F.ones_like(scores) * -1e4)
        return F.softmax(scores, axis=-1)


Net = MaskedScores
