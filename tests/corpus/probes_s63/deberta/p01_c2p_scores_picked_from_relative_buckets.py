"""DeBERTa disentangled attention, content-to-position: `dot(q, rel_k, transpose_b=True)` gives (N, L, 2k) scores per relative bucket, broadcast over the key axis by `expand_dims` + `broadcast_axis`, the (L, L) bucket constant `clip(i - j + k, 0, 2k - 1)` broadcast to the batch by `broadcast_like`, the scores `pick`ed, added to content scores and scaled by `sqrt(3 * d)`."""
import math

import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class C2PAttention(HybridBlock):
    def __init__(self, units=8, seq_len=5, span=3, **kwargs):
        super(C2PAttention, self).__init__(**kwargs)
        self._d, self._l = units, seq_len
        pos = np.arange(seq_len)
        buckets = np.clip(pos[:, None] - pos[None, :] + span, 0, 2 * span - 1).astype("float32")
        with self.name_scope():
            self.q = nn.Dense(units, in_units=units, flatten=False)
            self.k = nn.Dense(units, in_units=units, flatten=False)
            self.rel_embed = self.params.get("rel_embed", shape=(2 * span, units))
            self.buckets = self.params.get_constant("buckets", buckets)

    def hybrid_forward(self, F, x, rel_embed, buckets):
        q, k = self.q(x), self.k(x)
        c2c = F.batch_dot(q, k, transpose_b=True)
        c2p_all = F.dot(q, rel_embed, transpose_b=True)
        c2p_all = F.broadcast_axis(c2p_all.expand_dims(2), axis=2, size=self._l)
        idx = F.broadcast_like(buckets.expand_dims(0), c2c)
        c2p = F.pick(c2p_all, idx, axis=-1)
        return F.softmax((c2c + c2p) / math.sqrt(3 * self._d), axis=-1)


Net = C2PAttention
