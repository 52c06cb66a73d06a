"""Linear attention (Katharopoulos et al.): feature map `elu(x) + 1` by `LeakyReLU(act_type="elu")`, heads by reshape codes `(0, 0, -4, H, -1)` and a transpose merged to (N*H, T, d), `KV = batch_dot(K, V, transpose_a=True)` summed over the sequence, the normaliser `batch_dot(Q, sum(K, keepdims))` and `F.broadcast_div`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8)]


class LinearAttention(HybridBlock):
    def __init__(self, units=8, heads=2, eps=1e-6, **kwargs):
        super().__init__(**kwargs)
        self._h, self._eps = heads, eps
        self.qkv = nn.Dense(3 * units, flatten=False, in_units=units)
        self.proj = nn.Dense(units, flatten=False, in_units=units)

    def split_heads(self, F, x):
        x = x.reshape((0, 0, -4, self._h, -1)).transpose((0, 2, 1, 3))
        return x.reshape((-3, 0, 0))

    def hybrid_forward(self, F, x):
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        q = F.LeakyReLU(self.split_heads(F, q), act_type="elu") + 1
        k = F.LeakyReLU(self.split_heads(F, k), act_type="elu") + 1
        v = self.split_heads(F, v)
        kv = F.batch_dot(k, v, transpose_a=True)
        z = F.batch_dot(q, F.sum(k, axis=1, keepdims=True), transpose_b=True)
        out = F.broadcast_div(F.batch_dot(q, kv), z + self._eps)
        out = out.reshape((-4, -1, self._h, 0, 0)).transpose((0, 2, 1, 3)).reshape((0, 0, -3))
        return self.proj(out)


Net = LinearAttention
