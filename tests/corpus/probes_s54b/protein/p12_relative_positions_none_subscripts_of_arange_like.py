"""Relative-position bias for contact attention: offsets `pos[:, None] - pos[None, :]` by `None` subscripts of `F.contrib.arange_like`, clipped and embedded."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8)]


class RelativeBias(HybridBlock):
    def __init__(self, max_rel=3, **kwargs):
        super(RelativeBias, self).__init__(**kwargs)
        self.max_rel = max_rel
        with self.name_scope():
            self.rel = nn.Embedding(2 * max_rel + 1, 1)
            self.q = nn.Dense(4, flatten=False)

    def hybrid_forward(self, F, seq):
        h = self.q(seq)
        scores = F.batch_dot(h, h, transpose_b=True)
        pos = F.contrib.arange_like(seq, axis=1)
        rel = F.clip(pos[:, None] - pos[None, :], -self.max_rel, self.max_rel) + self.max_rel
        return F.broadcast_add(scores, F.squeeze(self.rel(rel), axis=2).expand_dims(axis=0))


Net = RelativeBias
