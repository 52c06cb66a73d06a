"""GAT layer with attention dropout (an `nn.Dropout` child, identity at inference) and a residual connection whose
projection is chosen by a python comparison of the constructor's dims (`in_units != heads * units`); the
residual added by a plain `+` of two (B, N, h*F') arrays."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6), (2, 5, 5)]


class ResidualGAT(HybridBlock):
    def __init__(self, in_units=6, units=4, heads=2, attn_drop=0.3, **kwargs):
        super().__init__(**kwargs)
        self.heads = heads
        with self.name_scope():
            self.proj = nn.Dense(heads * units, flatten=False, use_bias=False)
            self.attn_l = nn.Dense(1, flatten=False, use_bias=False)
            self.attn_r = nn.Dense(1, flatten=False, use_bias=False)
            self.drop = nn.Dropout(attn_drop)
            self.res = nn.Dense(heads * units, flatten=False) if in_units != heads * units else None

    def hybrid_forward(self, F, h, adj):
        wh = self.proj(h).reshape((0, 0, self.heads, -1)).transpose((0, 2, 1, 3))
        e = F.LeakyReLU(F.broadcast_add(self.attn_l(wh), self.attn_r(wh).transpose((0, 1, 3, 2))), slope=0.2)
        e = F.where(F.broadcast_like(adj.expand_dims(1) > 0, e), e, F.ones_like(e) * -1e9)
        alpha = self.drop(F.softmax(e, axis=-1))
        out = F.batch_dot(alpha, wh).transpose((0, 2, 1, 3)).reshape((0, 0, -3))
        if self.res is not None:
            return out + self.res(h)
        return out + h


Net = ResidualGAT
