"""gMLP spatial gating unit: `split` of the channels into u and v, LayerNorm on v, the token-mixing projection a Dense over the sequence axis applied between two `swapaxes`, bias initialised to ones, and the gate `u * v`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8)]


class SpatialGatingUnit(HybridBlock):
    def __init__(self, d_ffn=8, seq_len=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.norm = nn.LayerNorm(in_channels=d_ffn // 2)
            self.spatial = nn.Dense(seq_len, flatten=False, in_units=seq_len, bias_initializer="ones")

    def hybrid_forward(self, F, x):
        u, v = F.split(x, num_outputs=2, axis=-1)
        v = self.norm(v)
        v = self.spatial(F.swapaxes(v, 1, 2))
        return u * F.swapaxes(v, 1, 2)


Net = SpatialGatingUnit
