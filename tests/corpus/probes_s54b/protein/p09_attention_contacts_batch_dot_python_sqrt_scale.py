"""Attention-map contact head: per-head queries and keys split with reshape codes `(0, 0, heads, -1)`, scores by `F.batch_dot` over `(-3)` merged heads, scaled by `1 / math.sqrt(d)`, averaged over heads and symmetrised."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8)]


class AttentionContacts(HybridBlock):
    def __init__(self, heads=2, dim=8, **kwargs):
        super(AttentionContacts, self).__init__(**kwargs)
        self.heads, self.head_dim = heads, dim // heads
        with self.name_scope():
            self.qk = nn.Dense(2 * dim, flatten=False)

    def hybrid_forward(self, F, seq):
        q, k = F.split(self.qk(seq), num_outputs=2, axis=-1)
        q = q.reshape((0, 0, self.heads, -1)).transpose((0, 2, 1, 3)).reshape((-3, 0, 0))
        k = k.reshape((0, 0, self.heads, -1)).transpose((0, 2, 1, 3)).reshape((-3, 0, 0))
        att = F.batch_dot(q, k, transpose_b=True) / math.sqrt(self.head_dim)
        att = att.reshape((-4, -1, self.heads, 0, 0)).mean(axis=1)
        return F.sigmoid(att + att.transpose((0, 2, 1)))


Net = AttentionContacts
