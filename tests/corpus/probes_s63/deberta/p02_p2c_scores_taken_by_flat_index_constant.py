"""DeBERTa position-to-content scores: `dot(k, rel_q, transpose_b=True)` flattened to (N, L * 2k) by `reshape((0, -1))` and gathered by `take(..., axis=1)` with an (L, L) constant of flat indices `j * 2k + bucket(j, i)`, so the result is already transposed to query-major."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class P2CScores(HybridBlock):
    def __init__(self, units=8, seq_len=5, span=3, **kwargs):
        super(P2CScores, self).__init__(**kwargs)
        pos = np.arange(seq_len)
        buckets = np.clip(pos[:, None] - pos[None, :] + span, 0, 2 * span - 1)
        flat = pos[None, :] * (2 * span) + buckets.T
        with self.name_scope():
            self.k = nn.Dense(units, in_units=units, flatten=False)
            self.rel_q = nn.Dense(units, in_units=units, flatten=False)
            self.rel_embed = self.params.get("rel_embed", shape=(2 * span, units))
            self.flat_idx = self.params.get_constant("flat_idx", flat.astype("float32"))

    def hybrid_forward(self, F, x, rel_embed, flat_idx):
        k = self.k(x)
        rq = self.rel_q(rel_embed)
        p2c_all = F.dot(k, rq, transpose_b=True)
        return F.take(p2c_all.reshape((0, -1)), flat_idx, axis=1)


Net = P2CScores
