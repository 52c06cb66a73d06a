"""A Mamba variant overriding the base block's `_gate(self, F, y, z)`: the subclass gates by the keepdims
mean of silu(z), `y * F.mean(z * F.sigmoid(z), axis=-1, keepdims=True)`, a plain `*` of (B, L, D) and
(B, L, 1); the base's hybrid_forward calls the hook."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4)]


class MambaBase(HybridBlock):
    def __init__(self, d_inner=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.in_proj = nn.Dense(2 * d_inner, flatten=False)
            self.mix = nn.Dense(d_inner, flatten=False)
            self.out_proj = nn.Dense(4, flatten=False)

    def _gate(self, F, y, z):
        return y * (z * F.sigmoid(z))

    def hybrid_forward(self, F, x):
        xs, z = F.split(self.in_proj(x), num_outputs=2, axis=-1)
        return self.out_proj(self._gate(F, self.mix(xs), z))


class MeanGateMamba(MambaBase):
    def _gate(self, F, y, z):
        return y * F.mean(z * F.sigmoid(z), axis=-1, keepdims=True)


Net = MeanGateMamba
