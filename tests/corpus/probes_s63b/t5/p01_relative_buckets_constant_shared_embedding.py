"""T5 self-attention bias: relative position buckets computed on the host in `__init__` (log-spaced bucketing of the (q, k) distance grid for the configured lengths, as HF's `_relative_position_bucket`), registered by `get_constant`, looked up by a bias `nn.Embedding(num_buckets, heads)`, transposed to (1, H, T, T) and added to the (N, H, T, T) scores by `broadcast_add`."""
import math

import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


def relative_position_bucket(relative_position, bidirectional=True, num_buckets=8, max_distance=16):
    ret = np.zeros_like(relative_position)
    n = -relative_position
    if bidirectional:
        num_buckets //= 2
        ret += (n < 0).astype(np.int64) * num_buckets
        n = np.abs(n)
    else:
        n = np.maximum(n, 0)
    max_exact = num_buckets // 2
    is_small = n < max_exact
    val_if_large = max_exact + (np.log(np.maximum(n, 1) / max_exact) / math.log(max_distance / max_exact)
                                * (num_buckets - max_exact)).astype(np.int64)
    val_if_large = np.minimum(val_if_large, num_buckets - 1)
    return ret + np.where(is_small, n, val_if_large)


class T5Attention(HybridBlock):
    def __init__(self, units=8, heads=2, seq_len=5, num_buckets=8, **kwargs):
        super().__init__(**kwargs)
        self._h = heads
        ctx = np.arange(seq_len)[:, None]
        mem = np.arange(seq_len)[None, :]
        buckets = relative_position_bucket(mem - ctx, num_buckets=num_buckets).astype("float32")
        with self.name_scope():
            self.buckets = self.params.get_constant("buckets", buckets)
            self.rel_bias = nn.Embedding(num_buckets, heads)
            self.qkv = nn.Dense(3 * units, flatten=False, use_bias=False)
            self.o = nn.Dense(units, flatten=False, use_bias=False)

    def hybrid_forward(self, F, x, buckets):
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        q = q.reshape((0, 0, self._h, -1)).transpose((0, 2, 1, 3)).reshape((-3, 0, 0))
        k = k.reshape((0, 0, self._h, -1)).transpose((0, 2, 1, 3)).reshape((-3, 0, 0))
        v = v.reshape((0, 0, self._h, -1)).transpose((0, 2, 1, 3)).reshape((-3, 0, 0))
        scores = F.batch_dot(q, k, transpose_b=True).reshape((-4, -1, self._h, 0, 0))
        bias = self.rel_bias(buckets).transpose((2, 0, 1)).expand_dims(0)
        att = F.softmax(F.broadcast_add(scores, bias), axis=-1).reshape((-3, 0, 0))
        out = F.batch_dot(att, v).reshape((-4, -1, self._h, 0, 0)).transpose((0, 2, 1, 3))
        return self.o(out.reshape((0, 0, -1)))


Net = T5Attention
