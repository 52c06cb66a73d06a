"""BEATs' (WavLM-style) relative position bias: bucketed relative positions computed per call from the
sequence length (`q_len = x.shape[1]`, `context_position = nd.arange(q_len)[:, None]`), the bidirectional
log-spaced buckets of T5 (`num_buckets // 2`, small offsets exact, larger ones by log ratio, clipped with
`minimum`), an Embedding of the buckets giving (T, T, heads) transposed to (heads, T, T), and the bias
added to the attention logits of a multi-head self-attention with a gated residual."""
import math
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 6, 8)]


class Net(nn.HybridBlock):
    def __init__(self, dim=8, num_heads=2, num_buckets=8, max_distance=16, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.num_heads = num_heads
        self.num_buckets = num_buckets
        self.max_distance = max_distance
        self.scaling = (dim // num_heads) ** -0.5
        with self.name_scope():
            self.qkv = nn.Dense(3 * dim, in_units=dim, flatten=False)
            self.out_proj = nn.Dense(dim, in_units=dim, flatten=False)
            self.relative_attention_bias = nn.Embedding(num_buckets, num_heads)

    def _relative_positions_bucket(self, F, relative_positions):
        num_buckets = self.num_buckets // 2
        relative_buckets = (relative_positions > 0) * num_buckets
        relative_positions = F.abs(relative_positions)
        max_exact = num_buckets // 2
        is_small = relative_positions < max_exact
        large = F.log(F.maximum(relative_positions, 1) / max_exact) / math.log(self.max_distance / max_exact)
        large = F.minimum(max_exact + F.floor(large * (num_buckets - max_exact)), num_buckets - 1)
        return relative_buckets + F.where(is_small, relative_positions, large)

    def hybrid_forward(self, F, x):
        q_len = x.shape[1]
        context_position = nd.arange(q_len)[:, None]
        memory_position = nd.arange(q_len)[None, :]
        relative_position = memory_position - context_position
        buckets = self._relative_positions_bucket(F, relative_position)
        bias = self.relative_attention_bias(buckets).transpose((2, 0, 1))
        qkv = self.qkv(x).reshape((0, 0, 3, self.num_heads, -1)).transpose((2, 0, 3, 1, 4))
        q, k, v = F.split(qkv, num_outputs=3, axis=0, squeeze_axis=True)
        att = F.linalg.gemm2(q, k, transpose_b=True, alpha=self.scaling)
        att = F.softmax(F.broadcast_add(att, bias.expand_dims(0)), axis=-1)
        out = F.linalg.gemm2(att, v).transpose((0, 2, 1, 3)).reshape((0, 0, -1))
        return x + self.out_proj(out)
