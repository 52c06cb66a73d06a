"""Stacked mixer layers in a python range, each a time-mixing and a feature-mixing residual with LayerNorm,
then the temporal projection on the (B, C, L) view to the horizon, returned as (B, H, C)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 3)]


class MixerLayer(HybridBlock):
    def __init__(self, seq_len, channels, hidden, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.norm_t = nn.LayerNorm(in_channels=channels)
            self.time = nn.Dense(seq_len, flatten=False, activation="relu")
            self.norm_f = nn.LayerNorm(in_channels=channels)
            self.fc1 = nn.Dense(hidden, flatten=False, activation="relu")
            self.fc2 = nn.Dense(channels, flatten=False)

    def hybrid_forward(self, F, x):
        x = x + self.time(self.norm_t(x).transpose((0, 2, 1))).transpose((0, 2, 1))
        return x + self.fc2(self.fc1(self.norm_f(x)))


class MixerStack(HybridBlock):
    def __init__(self, seq_len=8, channels=3, hidden=6, horizon=4, n_block=2, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.blocks = nn.HybridSequential()
            for _ in range(n_block):
                self.blocks.add(MixerLayer(seq_len, channels, hidden))
            self.proj = nn.Dense(horizon, flatten=False)

    def hybrid_forward(self, F, x):
        x = self.blocks(x)
        return self.proj(x.transpose((0, 2, 1))).transpose((0, 2, 1))


Net = MixerStack
