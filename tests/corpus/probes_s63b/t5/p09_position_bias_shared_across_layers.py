"""T5 encoder stack: only the first layer owns the relative-attention bias Embedding (`has_relative_attention_bias`); the stack computes the (1, H, T, T) position bias once from bucket constants and passes it to every layer, a python loop over the child layers; each layer's scores get it by `broadcast_add`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class T5Layer(HybridBlock):
    def __init__(self, units, heads, **kwargs):
        super().__init__(**kwargs)
        self._h = heads
        with self.name_scope():
            self.qkv = nn.Dense(3 * units, flatten=False, use_bias=False)
            self.o = nn.Dense(units, flatten=False, use_bias=False)

    def hybrid_forward(self, F, x, position_bias):
        q, k, v = [t.reshape((0, 0, self._h, -1)).transpose((0, 2, 1, 3)).reshape((-3, 0, 0))
                   for t in F.split(self.qkv(x), num_outputs=3, axis=-1)]
        scores = F.batch_dot(q, k, transpose_b=True).reshape((-4, -1, self._h, 0, 0))
        att = F.softmax(F.broadcast_add(scores, position_bias), axis=-1).reshape((-3, 0, 0))
        out = F.batch_dot(att, v).reshape((-4, -1, self._h, 0, 0)).transpose((0, 2, 1, 3))
        return x + self.o(out.reshape((0, 0, -1)))


class T5Stack(HybridBlock):
    def __init__(self, units=8, heads=2, layers=2, seq_len=5, num_buckets=6, **kwargs):
        super().__init__(**kwargs)
        rel = np.arange(seq_len)[None, :] - np.arange(seq_len)[:, None]
        buckets = np.clip(rel + num_buckets // 2, 0, num_buckets - 1).astype("float32")
        with self.name_scope():
            self.buckets = self.params.get_constant("buckets", buckets)
            self.relative_attention_bias = nn.Embedding(num_buckets, heads)
            self.layers = nn.HybridSequential()
            for _ in range(layers):
                self.layers.add(T5Layer(units, heads))

    def hybrid_forward(self, F, x, buckets):
        position_bias = self.relative_attention_bias(buckets).transpose((2, 0, 1)).expand_dims(0)
        for layer in self.layers:
            x = layer(x, position_bias)
        return x


Net = T5Stack
