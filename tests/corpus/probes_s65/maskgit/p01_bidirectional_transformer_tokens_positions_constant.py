"""MaskGIT bidirectional transformer over VQ tokens: token ids (the codebook plus one [MASK] id) embedded, positions from an `arange` constant embedded and added by `broadcast_add` after `expand_dims(0)`, one unmasked self-attention layer by `batch_dot`, a pre-norm residual and per-token logits over the codebook."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class BidirectionalTransformer(HybridBlock):
    def __init__(self, codebook=8, seq_len=6, d=8, **kwargs):
        super(BidirectionalTransformer, self).__init__(**kwargs)
        self._v, self._scale = codebook + 1, d ** -0.5
        with self.name_scope():
            self.tok = nn.Embedding(codebook + 1, d)
            self.pos = nn.Embedding(seq_len, d)
            self.positions = self.params.get_constant("positions", np.arange(seq_len, dtype="float32"))
            self.ln = nn.LayerNorm(in_channels=d)
            self.qkv = nn.Dense(3 * d, in_units=d, flatten=False)
            self.head = nn.Dense(codebook, in_units=d, flatten=False)

    def hybrid_forward(self, F, tok_raw, positions):
        ids = F.floor((tok_raw + 1) * 0.5 * (self._v - 1e-3))
        h = F.broadcast_add(self.tok(ids), self.pos(positions).expand_dims(0))
        q, k, v = F.split(self.qkv(self.ln(h)), num_outputs=3, axis=-1)
        att = F.softmax(F.batch_dot(q, k, transpose_b=True) * self._scale, axis=-1)
        h = h + F.batch_dot(att, v)
        return self.head(h)


Net = BidirectionalTransformer
