"""GAT masking in a module helper without F, as a PyTorch port writes it: `mask = adj.expand_dims(1)` and
`e * mask + (1 - mask) * -1e9`, plain operators of the (B, h, N, N) logits and the (B, 1, N, N) mask."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6), (2, 5, 5)]


def mask_logits(e, adj):
    mask = (adj > 0).expand_dims(1)
    return e * mask + (1 - mask) * -1e9


class HelperMaskGAT(HybridBlock):
    def __init__(self, units=4, heads=2, **kwargs):
        super().__init__(**kwargs)
        self.heads = heads
        with self.name_scope():
            self.proj = nn.Dense(heads * units, flatten=False, use_bias=False)
            self.attn_l = nn.Dense(1, flatten=False, use_bias=False)
            self.attn_r = nn.Dense(1, flatten=False, use_bias=False)

    def hybrid_forward(self, F, h, adj):
        wh = self.proj(h).reshape((0, 0, self.heads, -1)).transpose((0, 2, 1, 3))
        e = F.LeakyReLU(F.broadcast_add(self.attn_l(wh), self.attn_r(wh).transpose((0, 1, 3, 2))), slope=0.2)
        alpha = F.softmax(mask_logits(e, adj), axis=-1)
        return F.batch_dot(alpha.reshape((-3, 0, 0)), wh.reshape((-3, 0, 0)))


Net = HelperMaskGAT
