"""Linear attention ported head by head from PyTorch: `q[:, :, h * d:(h + 1) * d]` legacy subscripts in a python loop over the configured heads, the per-head outputs concatenated."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8)]


class SlicedHeadsLinearAttention(HybridBlock):
    def __init__(self, units=8, heads=2, **kwargs):
        super().__init__(**kwargs)
        self._h, self._d = heads, units // heads
        self.q = nn.Dense(units, flatten=False, in_units=units)
        self.k = nn.Dense(units, flatten=False, in_units=units)
        self.v = nn.Dense(units, flatten=False, in_units=units)

    def hybrid_forward(self, F, x):
        q = F.LeakyReLU(self.q(x), act_type="elu") + 1
        k = F.LeakyReLU(self.k(x), act_type="elu") + 1
        v = self.v(x)
        outs = []
        for h in range(self._h):
            sl = slice(h * self._d, (h + 1) * self._d)
            qh, kh, vh = q[:, :, sl], k[:, :, sl], v[:, :, sl]
            kv = F.batch_dot(kh, vh, transpose_a=True)
            z = F.batch_dot(qh, F.sum(kh, axis=1, keepdims=True), transpose_b=True)
            outs.append(F.broadcast_div(F.batch_dot(qh, kv), z))
        return F.concat(*outs, dim=-1)


Net = SlicedHeadsLinearAttention
