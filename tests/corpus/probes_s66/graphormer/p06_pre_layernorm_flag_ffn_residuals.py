"""A Graphormer encoder layer with `pre_layernorm` (a python flag) choosing where `LayerNorm` goes, attention
by `F.batch_dot` over one head, a GELU feed-forward and plain `+` residuals of equal (N, n, C) shapes; the
attention bias (N, n, n) is added with a plain `+` to scores of the same shape."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4), (2, 5, 5)]


class GraphormerLayer(HybridBlock):
    def __init__(self, dims=4, pre_layernorm=True, **kwargs):
        super().__init__(**kwargs)
        self.pre_layernorm = pre_layernorm
        with self.name_scope():
            self.ln1 = nn.LayerNorm(in_channels=dims)
            self.ln2 = nn.LayerNorm(in_channels=dims)
            self.qkv = nn.Dense(3 * dims, flatten=False, in_units=dims)
            self.ffn1 = nn.Dense(2 * dims, flatten=False, in_units=dims)
            self.ffn2 = nn.Dense(dims, flatten=False, in_units=2 * dims)

    def attend(self, F, x, bias):
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=2)
        return F.batch_dot(F.softmax(F.batch_dot(q, k, transpose_b=True) + bias, axis=-1), v)

    def hybrid_forward(self, F, x, attn_bias):
        if self.pre_layernorm:
            x = x + self.attend(F, self.ln1(x), attn_bias)
            return x + self.ffn2(F.LeakyReLU(self.ffn1(self.ln2(x)), act_type="gelu"))
        x = self.ln1(x + self.attend(F, x, attn_bias))
        return self.ln2(x + self.ffn2(F.LeakyReLU(self.ffn1(x), act_type="gelu")))


Net = GraphormerLayer
