"""Performer encoder layer: FAVOR attention (ReLU kernel) with a pre-norm residual `x + attn(ln(x))`
and a feed-forward residual -- plain `+` of equal shapes, the normaliser through broadcast_div."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8)]


class PerformerLayer(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.ln1 = nn.LayerNorm()
            self.ln2 = nn.LayerNorm()
            self.qkv = nn.Dense(3 * dim, flatten=False)
            self.ff1 = nn.Dense(2 * dim, flatten=False, activation="relu")
            self.ff2 = nn.Dense(dim, flatten=False)

    def attend(self, F, h):
        q, k, v = F.split(self.qkv(h), num_outputs=3, axis=-1)
        q, k = F.relu(q) + 1e-3, F.relu(k) + 1e-3
        kv = F.batch_dot(k, v, transpose_a=True)
        z = F.batch_dot(q, F.sum(k, axis=1, keepdims=True), transpose_b=True)
        return F.broadcast_div(F.batch_dot(q, kv), z)

    def hybrid_forward(self, F, x):
        x = x + self.attend(F, self.ln1(x))
        return x + self.ff2(self.ff1(self.ln2(x)))


Net = PerformerLayer
