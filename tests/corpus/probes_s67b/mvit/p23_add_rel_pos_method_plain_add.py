"""MViTv2 decomposed relative position bias added in a method without F, `self.add_rel_pos(attn, bias_h, bias_w)`
returning `attn + bias_h + bias_w`, called with (B, H, W, Hk, Wk) scores and the (B, H, W, Hk, 1) and
(B, H, W, 1, Wk) `expand_dims` views (broadcast eagerly; legacy `_plus` of Symbols needs equal shapes)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 16, 4), (2, 4, 4)]


class MethodRelPos(HybridBlock):
    def __init__(self, q_hw=(4, 4), k_hw=(2, 2), dim=4, **kwargs):
        super().__init__(**kwargs)
        self.H, self.W = q_hw
        self.Hk, self.Wk = k_hw
        with self.name_scope():
            self.to_h = nn.Dense(self.Hk, flatten=False, in_units=dim)
            self.to_w = nn.Dense(self.Wk, flatten=False, in_units=dim)

    def add_rel_pos(self, attn, bias_h, bias_w):
        return attn + bias_h + bias_w

    def hybrid_forward(self, F, q, k):
        attn = F.batch_dot(q, k, transpose_b=True).reshape((0, self.H, self.W, self.Hk, self.Wk))
        r_q = q.reshape((0, self.H, self.W, -1))
        attn = self.add_rel_pos(attn, self.to_h(r_q).expand_dims(-1), self.to_w(r_q).expand_dims(-2))
        return F.softmax(attn.reshape((0, -3, -3)), axis=-1)


Net = MethodRelPos
