"""TSMixer's batch norm over the flattened (B, L*C) view, `x.reshape((0, -3))` through `nn.BatchNorm`, folded
back with `reshape_like`, around a time-mixing residual."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 3)]


class FlatBatchNorm(HybridBlock):
    def __init__(self, seq_len=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.norm = nn.BatchNorm()
            self.time_mlp = nn.Dense(seq_len, flatten=False, activation="relu")

    def hybrid_forward(self, F, x):
        xn = F.reshape_like(self.norm(x.reshape((0, -3))), x)
        return x + self.time_mlp(xn.transpose((0, 2, 1))).transpose((0, 2, 1))


Net = FlatBatchNorm
