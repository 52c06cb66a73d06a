"""`q, k` split along the last axis, swapped to (L, N, C) and added with a plain `+` to a same-shaped
tensor; the (1, L, L) causal mask then goes through `broadcast_add` (legal)."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 5)]


class Net(HybridBlock):
    def __init__(self, length=6, **kwargs):
        super().__init__(**kwargs)
        mask = np.triu(np.full((length, length), -1e4, dtype="float32"), k=1)[None]
        with self.name_scope():
            self.qk = nn.Dense(8, flatten=False)
            self.causal = self.params.get_constant("causal", mask)

    def hybrid_forward(self, F, x, causal):
        q, k = F.split(self.qk(x), num_outputs=2, axis=-1)
        qt = F.swapaxes(q, 0, 1)
        kt = F.swapaxes(k, 0, 1)
        mixed = F.swapaxes(qt + kt, 0, 1)
        scores = F.batch_dot(mixed, k, transpose_b=True)
        return F.softmax(F.broadcast_add(scores, causal), axis=-1)
