"""EfficientFormer Meta3D attention with biases of a fixed resolution: an `attention_biases` Parameter (heads, R*R) gathered by a constant (R*R, R*R) index table built in python from the resolution (`F.take(..., axis=1)`), added to the (N, heads, L, L) logits by `F.broadcast_add` after `expand_dims(0)`; heads split by reshape codes."""
import itertools

import numpy as onp
from mxnet import init, nd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 16, 8)]


class BiasedAttention(HybridBlock):
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
        self.qkv = nn.Dense(3 * dim, flatten=False, in_units=dim)
        self.ab = self.params.get("ab", shape=(heads, len(offsets)), init=init.Normal(0.02))
        self.idx = self.params.get_constant("idx", nd.array(onp.array(idxs).reshape(n, n)))

    def hybrid_forward(self, F, x, ab, idx):
        q, k, v = F.split(self.qkv(x).reshape((0, 0, 3, self._h, -1)), num_outputs=3, axis=2, squeeze_axis=True)
        q, k, v = [t.transpose((0, 2, 1, 3)).reshape((-3, 0, 0)) for t in (q, k, v)]
        logits = F.batch_dot(q, k, transpose_b=True).reshape((-4, -1, self._h, 0, 0)) * self._scale
        logits = F.broadcast_add(logits, F.take(ab, idx, axis=1).expand_dims(0))
        attn = F.softmax(logits, axis=-1).reshape((-3, 0, 0))
        out = F.batch_dot(attn, v).reshape((-4, -1, self._h, 0, 0)).transpose((0, 2, 1, 3))
        return out.reshape((0, 0, -3))


Net = BiasedAttention
