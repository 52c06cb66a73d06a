"""BigGAN conditional batch norm as in the PyTorch port: `out * gain + bias` with plain operators, gain and bias expanded to (N, C, 1, 1) by two `expand_dims` against the (N, C, H, W) normalised map."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 5, 5), (2, 6)]


class PlainConditionalBatchNorm(HybridBlock):
    def __init__(self, channels=4, embed_dim=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.bn = nn.BatchNorm(center=False, scale=False, in_channels=channels)
            self.gain = nn.Dense(channels, use_bias=False, in_units=embed_dim)
            self.bias = nn.Dense(channels, use_bias=False, in_units=embed_dim)

    def hybrid_forward(self, F, x, y):
        gain = (1 + self.gain(y)).expand_dims(2).expand_dims(3)
        bias = self.bias(y).expand_dims(2).expand_dims(3)
        return self.bn(x) * gain + bias


Net = PlainConditionalBatchNorm
