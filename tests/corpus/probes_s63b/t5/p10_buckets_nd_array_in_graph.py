"""T5 attention bias whose bucket ids (computed on the host as a numpy grid in `__init__` and kept as a plain attribute) are wrapped with `mx.nd.array` inside `hybrid_forward` and looked up by `F.Embedding` with the bias table Parameter."""
import mxnet as mx
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(2, 5, 5)]


class NDArrayBucketBias(HybridBlock):
    def __init__(self, seq_len=5, heads=2, num_buckets=6, **kwargs):
        super().__init__(**kwargs)
        self._nb, self._h = num_buckets, heads
        rel = np.arange(seq_len)[None, :] - np.arange(seq_len)[:, None]
        self._buckets = np.clip(rel + num_buckets // 2, 0, num_buckets - 1)
        with self.name_scope():
            self.table = self.params.get("table", shape=(num_buckets, heads))

    def hybrid_forward(self, F, scores, table):
        ids = mx.nd.array(self._buckets)
        bias = F.Embedding(ids, table, input_dim=self._nb, output_dim=self._h).transpose((2, 0, 1))
        return F.broadcast_add(scores.expand_dims(1), bias.expand_dims(0))


Net = NDArrayBucketBias
