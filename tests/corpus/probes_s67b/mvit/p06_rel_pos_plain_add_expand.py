"""MViTv2 decomposed relative position bias added with plain operators,
`attn + bias_h.expand_dims(-1) + bias_w.expand_dims(-2)`: (B, H, W, Hk, Wk) against (B, H, W, Hk, 1) and
(B, H, W, 1, Wk) (broadcast eagerly; legacy `_plus` of Symbols needs equal shapes)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 16, 4), (2, 4, 4)]


class PlainRelPos(HybridBlock):
    def __init__(self, q_hw=(4, 4), k_hw=(2, 2), dim=4, **kwargs):
        super().__init__(**kwargs)
        self.H, self.W = q_hw
        self.Hk, self.Wk = k_hw
        with self.name_scope():
            self.to_h = nn.Dense(self.Hk, flatten=False, in_units=dim)
            self.to_w = nn.Dense(self.Wk, flatten=False, in_units=dim)

    def hybrid_forward(self, F, q, k):
        attn = F.batch_dot(q, k, transpose_b=True).reshape((0, self.H, self.W, self.Hk, self.Wk))
        r_q = q.reshape((0, self.H, self.W, -1))
        bias_h, bias_w = self.to_h(r_q), self.to_w(r_q)
        attn = attn + bias_h.expand_dims(-1) + bias_w.expand_dims(-2)
        return F.softmax(attn.reshape((0, -3, -3)), axis=-1)


Net = PlainRelPos
