"""BigGAN conditional batch norm: an affine-free BatchNorm, then per-sample gamma = 1 + Dense(y) and beta = Dense(y) from the class embedding, reshaped to (N, C, 1, 1) by `reshape((0, 0, 1, 1))` and applied with `broadcast_mul`/`broadcast_add`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 5, 5), (2, 6)]


class ConditionalBatchNorm(HybridBlock):
    def __init__(self, channels=4, embed_dim=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.bn = nn.BatchNorm(center=False, scale=False, in_channels=channels)
            self.gain = nn.Dense(channels, use_bias=False, in_units=embed_dim)
            self.bias = nn.Dense(channels, use_bias=False, in_units=embed_dim)

    def hybrid_forward(self, F, x, y):
        gain = (1 + self.gain(y)).reshape((0, 0, 1, 1))
        bias = self.bias(y).reshape((0, 0, 1, 1))
        return F.broadcast_add(F.broadcast_mul(self.bn(x), gain), bias)


Net = ConditionalBatchNorm
