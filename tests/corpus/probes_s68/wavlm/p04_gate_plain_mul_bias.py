"""WavLM gated relative position bias applied as the PyTorch code does, `gate * position_bias`: a plain `*` of
the (B, h, T, 1) gate column and the (1, h, T, T) bias gathered from the bucket constant."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8)]


class PlainGateBias(HybridBlock):
    def __init__(self, length=6, dim=8, heads=2, buckets=8, **kwargs):
        super().__init__(**kwargs)
        self.heads = heads
        rel = np.arange(length)[None, :] - np.arange(length)[:, None]
        with self.name_scope():
            self.buckets = self.params.get_constant("buckets", np.clip(rel + buckets // 2, 0, buckets - 1))
            self.rel_embed = nn.Embedding(buckets, heads)
            self.gate = nn.Dense(1, flatten=False)
            self.q = nn.Dense(dim, flatten=False)

    def hybrid_forward(self, F, x, buckets):
        bias = self.rel_embed(buckets).transpose((2, 0, 1)).expand_dims(0)
        qh = self.q(x).reshape((0, 0, self.heads, -1)).transpose((0, 2, 1, 3))
        gate = F.sigmoid(self.gate(qh))
        return F.softmax(gate * bias, axis=-1)


Net = PlainGateBias
