"""WavLM gated relative position bias applied in a method without F: the caller builds the (B, h, T, 1) gate by
`F.sigmoid(...)` of a sliced Dense output and the (1, h, T, T) bias from the bucket constant, then
`self._gated(gate, bias)` returns `gate * bias` -- a plain `*` of differing shapes in a method."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8)]


class MethodGatedBias(HybridBlock):
    def __init__(self, length=6, dim=8, heads=2, buckets=8, **kwargs):
        super().__init__(**kwargs)
        self.heads = heads
        rel = np.arange(length)[None, :] - np.arange(length)[:, None]
        with self.name_scope():
            self.buckets = self.params.get_constant("buckets", np.clip(rel + buckets // 2, 0, buckets - 1))
            self.rel_embed = nn.Embedding(buckets, heads)
            self.q = nn.Dense(dim, flatten=False)
            self.gru_proj = nn.Dense(2, flatten=False)

    def _gated(self, gate, bias):
        return gate * bias

    def hybrid_forward(self, F, x, buckets):
        bias = self.rel_embed(buckets).transpose((2, 0, 1)).expand_dims(0)
        qh = self.q(x).reshape((0, 0, self.heads, -1)).transpose((0, 2, 1, 3))
        gate = F.sigmoid(F.slice_axis(self.gru_proj(qh), axis=-1, begin=0, end=1))
        return F.softmax(self._gated(gate, bias), axis=-1)


Net = MethodGatedBias
