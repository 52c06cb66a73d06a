"""gMLP block: channel expansion with GELU, a spatial gating unit that splits the channels in halves by `F.split(num_outputs=2, axis=-1)`, projects the gate over the sequence axis, multiplies (same shapes) and projects back."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 10, 6)]


class SpatialGatingUnit(HybridBlock):
    def __init__(self, seq_len, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.norm = nn.LayerNorm()
            self.proj = nn.Dense(seq_len, flatten=False)

    def hybrid_forward(self, F, x):
        u, v = F.split(x, num_outputs=2, axis=-1)
        v = self.norm(v)
        v = F.swapaxes(self.proj(F.swapaxes(v, 1, 2)), 1, 2)
        return u * v


class Net(HybridBlock):
    def __init__(self, seq_len=10, dim=6, ffn=16, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.norm = nn.LayerNorm()
            self.up = nn.Dense(ffn, flatten=False)
            self.act = nn.GELU()
            self.sgu = SpatialGatingUnit(seq_len)
            self.down = nn.Dense(dim, flatten=False)

    def hybrid_forward(self, F, x):
        shortcut = x
        x = self.act(self.up(self.norm(x)))
        return shortcut + self.down(self.sgu(x))
