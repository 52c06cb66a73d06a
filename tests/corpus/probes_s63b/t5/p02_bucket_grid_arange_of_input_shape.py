"""T5 attention bias whose (q, k) distance grid is built in the graph from the input length: `q_len = x.shape[1]`, `F.arange(q_len)` rows minus columns by `broadcast_sub`, bucketed by `F.log` and `F.where`, looked up in the bias Embedding."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class ShapeBucketBias(HybridBlock):
    def __init__(self, heads=2, num_buckets=8, max_distance=16, **kwargs):
        super().__init__(**kwargs)
        self._nb, self._md = num_buckets, max_distance
        with self.name_scope():
            self.rel_bias = nn.Embedding(num_buckets, heads)

    def hybrid_forward(self, F, x):
        q_len = x.shape[1]
        pos = F.arange(q_len)
        rel = F.broadcast_sub(pos.expand_dims(0), pos.expand_dims(1))
        n = F.abs(rel)
        max_exact = self._nb // 2
        large = max_exact + F.floor(F.log(F.maximum(n, 1) / max_exact) / math.log(self._md / max_exact)
                                    * (self._nb - max_exact))
        bucket = F.where(n < max_exact, n, F.minimum(large, self._nb - 1))
        bias = self.rel_bias(bucket).transpose((2, 0, 1))
        return F.broadcast_add(F.batch_dot(x, x, transpose_b=True).expand_dims(1), bias.expand_dims(0))


Net = ShapeBucketBias
