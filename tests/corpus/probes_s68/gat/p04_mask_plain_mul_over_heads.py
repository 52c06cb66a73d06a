"""GAT masking the attention weights after the softmax and renormalising: `alpha * mask` with the (B, h, N, N)
weights and the (B, 1, N, N) adjacency, a plain `*` of differing shapes."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6), (2, 5, 5)]


class PlainMaskGAT(HybridBlock):
    def __init__(self, units=4, heads=2, **kwargs):
        super().__init__(**kwargs)
        self.heads = heads
        with self.name_scope():
            self.proj = nn.Dense(heads * units, flatten=False, use_bias=False)
            self.attn_l = nn.Dense(1, flatten=False, use_bias=False)
            self.attn_r = nn.Dense(1, flatten=False, use_bias=False)

    def hybrid_forward(self, F, h, adj):
        wh = self.proj(h).reshape((0, 0, self.heads, -1)).transpose((0, 2, 1, 3))
        e = F.broadcast_add(self.attn_l(wh), self.attn_r(wh).transpose((0, 1, 3, 2)))
        alpha = F.softmax(F.LeakyReLU(e, slope=0.2), axis=-1)
        mask = (adj > 0).expand_dims(1)
        alpha = alpha * mask
        alpha = F.broadcast_div(alpha, F.sum(alpha, axis=-1, keepdims=True) + 1e-9)
        return F.batch_dot(alpha.reshape((-3, 0, 0)), wh.reshape((-3, 0, 0)))


Net = PlainMaskGAT
