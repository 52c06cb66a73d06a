"""Houlsby bottleneck adapter after a transformer sublayer: LayerNorm, down-projection, GELU via `LeakyReLU(act_type='gelu')`, up-projection, residual add; a python flag chooses whether the adapter output is scaled by a constructor factor."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class Adapter(HybridBlock):
    def __init__(self, units=8, bottleneck=3, scale=None, **kwargs):
        super().__init__(**kwargs)
        self.scale = scale
        with self.name_scope():
            self.norm = nn.LayerNorm(in_channels=units)
            self.down = nn.Dense(bottleneck, flatten=False, in_units=units)
            self.up = nn.Dense(units, flatten=False, in_units=bottleneck)

    def hybrid_forward(self, F, x):
        h = self.up(F.LeakyReLU(self.down(self.norm(x)), act_type="gelu"))
        if self.scale is not None:
            h = h * self.scale
        return x + h


class Net(HybridBlock):
    def __init__(self, units=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.ffn = nn.Dense(units, flatten=False, activation="relu", in_units=units)
            self.adapter = Adapter(units)
            self.adapter_scaled = Adapter(units, scale=0.5)

    def hybrid_forward(self, F, x):
        return self.adapter_scaled(self.adapter(self.ffn(x)))
