"""T5 attention with the bucket bias looked up by the bias Embedding on a (T, T) bucket constant and transposed to (H, T, T), added to the (N, H, T, T) scores by a plain `+` (PyTorch's `scores += position_bias` without the leading axis)."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class PlainBiasT5Attention(HybridBlock):
    def __init__(self, units=8, heads=2, seq_len=5, num_buckets=6, **kwargs):
        super().__init__(**kwargs)
        self._h = heads
        rel = np.arange(seq_len)[None, :] - np.arange(seq_len)[:, None]
        with self.name_scope():
            self.buckets = self.params.get_constant(
                "buckets", np.clip(rel + num_buckets // 2, 0, num_buckets - 1).astype("float32"))
            self.rel_bias = nn.Embedding(num_buckets, heads)
            self.qk = nn.Dense(2 * units, flatten=False, use_bias=False)

    def hybrid_forward(self, F, x, buckets):
        q, k = F.split(self.qk(x), num_outputs=2, axis=-1)
        q = q.reshape((0, 0, self._h, -1)).transpose((0, 2, 1, 3)).reshape((-3, 0, 0))
        k = k.reshape((0, 0, self._h, -1)).transpose((0, 2, 1, 3)).reshape((-3, 0, 0))
        scores = F.batch_dot(q, k, transpose_b=True).reshape((-4, -1, self._h, 0, 0))
        bias = self.rel_bias(buckets).transpose((2, 0, 1))
        return F.softmax(scores + bias, axis=-1)


Net = PlainBiasT5Attention
