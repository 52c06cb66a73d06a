"""gMLP spatial gating unit splitting the channels at `half = x.shape[-1] // 2` with `slice_axis`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8)]


class SpatialGatingUnit(HybridBlock):
    def __init__(self, d_ffn=8, seq_len=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.norm = nn.LayerNorm(in_channels=d_ffn // 2)
            self.spatial = nn.Dense(seq_len, flatten=False, in_units=seq_len, bias_initializer="ones")

    def hybrid_forward(self, F, x):
        half = x.shape[-1] // 2
        u = F.slice_axis(x, axis=-1, begin=0, end=half)
        v = self.norm(F.slice_axis(x, axis=-1, begin=half, end=None))
        v = self.spatial(F.swapaxes(v, 1, 2))
        return u * F.swapaxes(v, 1, 2)


Net = SpatialGatingUnit
