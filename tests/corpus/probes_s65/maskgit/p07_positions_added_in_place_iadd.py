"""MaskGIT embeddings with the position term added in place, `h += F.broadcast_like(pos.expand_dims(0), h)` -- `+=` on a Symbol."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class InplacePositions(HybridBlock):
    def __init__(self, codebook=8, seq_len=6, d=8, **kwargs):
        super(InplacePositions, self).__init__(**kwargs)
        self._v = codebook + 1
        with self.name_scope():
            self.tok = nn.Embedding(codebook + 1, d)
            self.pos = nn.Embedding(seq_len, d)
            self.positions = self.params.get_constant("positions", np.arange(seq_len, dtype="float32"))
            self.head = nn.Dense(codebook, in_units=d, flatten=False)

    def hybrid_forward(self, F, tok_raw, positions):
        h = self.tok(F.floor((tok_raw + 1) * 0.5 * (self._v - 1e-3)))
        h += F.broadcast_like(self.pos(positions).expand_dims(0), h)
        return self.head(h)


Net = InplacePositions
