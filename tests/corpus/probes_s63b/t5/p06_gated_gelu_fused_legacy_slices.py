"""Gated-GELU feed-forward with one fused Dense(2 * d_ff) whose output is cut with legacy subscripts `h[:, :, :d_ff]` and `h[:, :, d_ff:]` (gate and value halves), multiplied and projected back."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class FusedGatedGelu(HybridBlock):
    def __init__(self, d_model=8, d_ff=16, **kwargs):
        super().__init__(**kwargs)
        self._ff = d_ff
        with self.name_scope():
            self.wi = nn.Dense(2 * d_ff, flatten=False, use_bias=False)
            self.wo = nn.Dense(d_model, flatten=False, use_bias=False)

    def hybrid_forward(self, F, x):
        h = self.wi(x)
        gate, value = h[:, :, :self._ff], h[:, :, self._ff:]
        return x + self.wo(F.LeakyReLU(gate, act_type="gelu") * value)


Net = FusedGatedGelu
