"""Attention over past trading days: a (T, T) causal mask of the constructor's lookback is a `get_constant` of `np.tril`, turned into `-1e9` fills and added by `broadcast_add` to the (B, T, T) scores; the last day's context is read by `slice_axis`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 3)]


class Net(HybridBlock):
    def __init__(self, lookback=8, hidden=6, **kwargs):
        super().__init__(**kwargs)
        self.scale = hidden ** -0.5
        with self.name_scope():
            self.causal = self.params.get_constant("causal", np.tril(np.ones((lookback, lookback), "float32")))
            self.qkv = nn.Dense(3 * hidden, flatten=False)
            self.head = nn.Dense(1)

    def hybrid_forward(self, F, x, causal):
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        s = F.batch_dot(q, k, transpose_b=True) * self.scale
        s = F.broadcast_add(s, F.expand_dims((1 - causal) * -1e9, axis=0))
        ctx = F.batch_dot(F.softmax(s, axis=-1), v)
        last = F.squeeze(F.slice_axis(ctx, axis=1, begin=-1, end=None), axis=1)
        return self.head(last)
