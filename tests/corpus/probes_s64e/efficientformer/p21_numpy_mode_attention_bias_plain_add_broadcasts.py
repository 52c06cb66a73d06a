"""EfficientFormer attention in numpy mode (`hybrid_forward` with `F.np`/`F.npx`): (N, heads, L, L) logits from `F.np.matmul` of the query and key halves (`qk[0]`, `qk[1]` of a transposed reshape) plus the (heads, L, L) biases gathered by `F.np.take` of a constant index table -- a plain `+` that broadcasts as numpy does."""
import itertools

import numpy as onp
from mxnet import init, np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 16, 8)]


class NumpyBiasedAttention(HybridBlock):
    def __init__(self, dim=8, heads=2, resolution=4, **kwargs):
        super().__init__(**kwargs)
        self._h, self._l, self._hd = heads, resolution ** 2, dim // heads
        pts = list(itertools.product(range(resolution), range(resolution)))
        offsets, idxs = {}, []
        for p1 in pts:
            for p2 in pts:
                idxs.append(offsets.setdefault((abs(p1[0] - p2[0]), abs(p1[1] - p2[1])), len(offsets)))
        self.qk = nn.Dense(2 * dim, flatten=False, in_units=dim)
        self.ab = self.params.get("ab", shape=(heads, len(offsets)), init=init.Normal(0.02))
        self.idx = self.params.get_constant("idx", np.array(onp.array(idxs, "int32").reshape(len(pts), len(pts))))

    def hybrid_forward(self, F, x, ab, idx):
        qk = self.qk(x).reshape(-1, self._l, 2, self._h, self._hd).transpose(2, 0, 3, 1, 4)
        logits = F.np.matmul(qk[0], qk[1].transpose(0, 1, 3, 2)) * self._hd ** -0.5
        logits = logits + F.np.take(ab, idx.astype("int32"), axis=1)
        return F.npx.softmax(logits, axis=-1)


Net = NumpyBiasedAttention
