"""T5 decoder self-attention mask: positions from `F.contrib.arange_like(x, axis=1)`, the causal (T, T) mask by `F.broadcast_lesser_equal` of a row and a column view, turned into a bias `(1 - causal) * -1e9` and added with the (1, H, T, T) position bias by `broadcast_add`s to the (N, H, T, T) scores."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class CausalT5SelfAttention(HybridBlock):
    def __init__(self, units=8, heads=2, seq_len=5, **kwargs):
        super().__init__(**kwargs)
        self._h = heads
        with self.name_scope():
            self.pos_bias = self.params.get("pos_bias", shape=(1, heads, seq_len, seq_len), init="zeros")
            self.qkv = nn.Dense(3 * units, flatten=False, use_bias=False)

    def hybrid_forward(self, F, x, pos_bias):
        pos = F.contrib.arange_like(x, axis=1)
        causal = F.broadcast_lesser_equal(pos.reshape((1, -1)), pos.reshape((-1, 1)))
        mask_bias = ((1 - causal) * -1e9).expand_dims(0).expand_dims(0)
        q, k, v = [t.reshape((0, 0, self._h, -1)).transpose((0, 2, 1, 3)).reshape((-3, 0, 0))
                   for t in F.split(self.qkv(x), num_outputs=3, axis=-1)]
        scores = F.batch_dot(q, k, transpose_b=True).reshape((-4, -1, self._h, 0, 0))
        scores = F.broadcast_add(F.broadcast_add(scores, pos_bias), mask_bias)
        out = F.batch_dot(F.softmax(scores, axis=-1).reshape((-3, 0, 0)), v)
        return out.reshape((-4, -1, self._h, 0, 0)).transpose((0, 2, 1, 3)).reshape((0, 0, -1))


Net = CausalT5SelfAttention
