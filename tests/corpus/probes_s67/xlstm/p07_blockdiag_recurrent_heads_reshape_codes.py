"""sLSTM step with block-diagonal recurrent weights by heads: h (B, H*dh) unfolded by `reshape((0, -4,
heads, -1))`, heads moved first, one `batch_dot` with a (heads, dh, 4*dh) Parameter, folded back by
reshape codes; gates split and stabilised as in the paper."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8), (2, 8)]


class BlockDiagStep(HybridBlock):
    def __init__(self, heads=2, dh=4, **kwargs):
        super().__init__(**kwargs)
        self.heads = heads
        with self.name_scope():
            self.w = nn.Dense(4 * heads * dh)
            self.R = self.params.get("R", shape=(heads, dh, 4 * dh))

    def hybrid_forward(self, F, x, h, R):
        hh = h.reshape((0, -4, self.heads, -1)).transpose((1, 0, 2))
        rec = F.batch_dot(hh, R).transpose((1, 0, 2))
        rec = rec.reshape((0, 0, 4, -1)).transpose((0, 2, 1, 3)).reshape((0, -1))
        i_t, f_t, z_t, o_t = F.split(self.w(x) + rec, num_outputs=4, axis=-1)
        m = F.maximum(f_t, i_t)
        c = F.exp(i_t - m) * F.tanh(z_t)
        n = F.exp(i_t - m) + F.exp(f_t - m)
        return F.sigmoid(o_t) * c / n


Net = BlockDiagStep
