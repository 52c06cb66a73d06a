"""EfficientFormer attention with timm's `attn = q @ k.T * scale + self.attention_biases[:, idxs]` ported as a plain `+`: the (N, heads, L, L) logits plus the gathered (heads, L, L) biases (a Symbol sum wants equal shapes)."""
import itertools

import numpy as onp
from mxnet import init, nd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 16, 8)]


class PlainBiasAttention(HybridBlock):
    def __init__(self, dim=8, heads=2, resolution=4, **kwargs):
        super().__init__(**kwargs)
        self._h, self._scale = heads, (dim // heads) ** -0.5
        pts = list(itertools.product(range(resolution), range(resolution)))
        offsets, idxs = {}, []
        for p1 in pts:
            for p2 in pts:
                off = (abs(p1[0] - p2[0]), abs(p1[1] - p2[1]))
                idxs.append(offsets.setdefault(off, len(offsets)))
        n = len(pts)
        self.qk = nn.Dense(2 * dim, flatten=False, in_units=dim)
        self.ab = self.params.get("ab", shape=(heads, len(offsets)), init=init.Normal(0.02))
        self.idx = self.params.get_constant("idx", nd.array(onp.array(idxs).reshape(n, n)))

    def hybrid_forward(self, F, x, ab, idx):
        q, k = F.split(self.qk(x).reshape((0, 0, 2, self._h, -1)), num_outputs=2, axis=2, squeeze_axis=True)
        q, k = [t.transpose((0, 2, 1, 3)).reshape((-3, 0, 0)) for t in (q, k)]
        logits = F.batch_dot(q, k, transpose_b=True).reshape((-4, -1, self._h, 0, 0)) * self._scale
        logits = logits + F.take(ab, idx, axis=1)
        return F.softmax(logits, axis=-1)


Net = PlainBiasAttention
