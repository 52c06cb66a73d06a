"""RetNet retention with `scores * decay`: (N, H, L, L) scores times the (H, L, L) decay constant by a plain `*` -- shapes that differ (broadcast eagerly, elementwise once traced)."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class PlainDecayMul(HybridBlock):
    def __init__(self, units=8, heads=2, seq_len=5, **kwargs):
        super(PlainDecayMul, self).__init__(**kwargs)
        self._h = heads
        gamma = 1 - 2.0 ** (-5 - np.arange(heads))
        idx = np.arange(seq_len)
        diff = idx[:, None] - idx[None, :]
        decay = np.where(diff >= 0, gamma[:, None, None] ** np.maximum(diff, 0), 0).astype("float32")
        with self.name_scope():
            self.qk = nn.Dense(2 * units, flatten=False, in_units=units)
            self.decay = self.params.get_constant("decay", decay)

    def hybrid_forward(self, F, x, decay):
        q, k = [t.reshape((0, 0, self._h, -1)).transpose((0, 2, 1, 3))
                for t in F.split(self.qk(x), num_outputs=2, axis=-1)]
        scores = F.linalg.gemm2(q, k, transpose_b=True) * decay
        return scores.sum(axis=-1)


Net = PlainDecayMul
