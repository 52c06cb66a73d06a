"""Conformer attention masking padded keys unconditionally with `F.where(mask, scores, F.ones_like(scores) * -1e4)`, the mask built from lengths by `broadcast_lesser` of `arange_like` against the lengths lifted by `expand_dims`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8), (2,)]


class LengthMaskedScores(HybridBlock):
    def __init__(self, units=8, frames=5, **kwargs):
        super(LengthMaskedScores, self).__init__(**kwargs)
        self.frames = frames
        with self.name_scope():
            self.q = nn.Dense(units, flatten=False, in_units=units)

    def hybrid_forward(self, F, x, ratio):
        q = self.q(x)
        scores = F.batch_dot(q, q, transpose_b=True)
        lengths = F.ceil(F.abs(ratio) * (self.frames - 1)) + 1
        steps = F.contrib.arange_like(x, axis=1)
        valid = F.broadcast_lesser(steps.expand_dims(0), lengths.expand_dims(1))
        mask = F.broadcast_like(valid.expand_dims(1), scores)
        scores = F.where(mask, scores, F.ones_like(scores) * -1e4)
        return F.softmax(scores, axis=-1)


Net = LengthMaskedScores
