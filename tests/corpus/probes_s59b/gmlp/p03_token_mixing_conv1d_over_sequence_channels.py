"""gMLP token mixing as the reference code writes it: a kernel-1 `Conv1D(seq_len)` that treats the sequence axis of (N, T, C/2) as channels, weights near zero and bias ones, split outputs indexed `halves[0]`, `halves[1]`."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8)]


class SpatialGatingUnit(HybridBlock):
    def __init__(self, d_ffn=8, seq_len=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.norm = nn.LayerNorm(in_channels=d_ffn // 2)
            self.proj = nn.Conv1D(seq_len, 1, in_channels=seq_len,
                                  weight_initializer=init.Uniform(1e-3), bias_initializer="ones")

    def hybrid_forward(self, F, x):
        halves = F.split(x, num_outputs=2, axis=2)
        v = self.proj(self.norm(halves[1]))
        return halves[0] * v


Net = SpatialGatingUnit
