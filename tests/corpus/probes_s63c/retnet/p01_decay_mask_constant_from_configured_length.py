"""RetNet parallel retention: the (H, L, L) decay mask `gamma_h ** (i - j)` for i >= j built with numpy in `__init__` from the configured length and per-head gammas `1 - 2 ** (-5 - arange(H))`, held by `get_constant`, applied to (N, H, L, L) scores by `broadcast_mul` after an `expand_dims(0)`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class ParallelRetention(HybridBlock):
    def __init__(self, units=8, heads=2, seq_len=5, **kwargs):
        super(ParallelRetention, self).__init__(**kwargs)
        self._h = heads
        gamma = 1 - 2.0 ** (-5 - np.arange(heads))
        idx = np.arange(seq_len)
        diff = idx[:, None] - idx[None, :]
        decay = np.where(diff >= 0, gamma[:, None, None] ** np.maximum(diff, 0), 0).astype("float32")
        with self.name_scope():
            self.qkv = nn.Dense(3 * units, flatten=False, in_units=units)
            self.decay = self.params.get_constant("decay", decay)

    def hybrid_forward(self, F, x, decay):
        q, k, v = [t.reshape((0, 0, self._h, -1)).transpose((0, 2, 1, 3))
                   for t in F.split(self.qkv(x), num_outputs=3, axis=-1)]
        scores = F.broadcast_mul(F.linalg.gemm2(q, k, transpose_b=True), decay.expand_dims(0))
        return F.linalg.gemm2(scores, v).transpose((0, 2, 1, 3)).reshape((0, 0, -1))


Net = ParallelRetention
