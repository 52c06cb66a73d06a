"""WaveGrad's FiLM: the conditioning branch's conv and leaky ReLU, the noise level's positional encoding
(`step = nd.arange(count) / count` in forward, `noise_level.expand_dims(1) * exp(-log(1e4) * step)`, a plain
`*` of (B, 1) and (1, count), sin and cos concatenated, added to the (B, C, T) features by a plain `+` of
`encoding.expand_dims(2)`), then shift and scale by `split` of an output conv, applied to the upsampling
branch as `scale * x + shift`."""
import math

from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 4, 6), (2,), (2, 4, 6)]


class Net(nn.HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.dim = channels
        with self.name_scope():
            self.input_conv = nn.Conv1D(channels, 3, padding=1, in_channels=channels)
            self.output_conv = nn.Conv1D(2 * channels, 3, padding=1, in_channels=channels)

    def encoding(self, F, x, noise_level):
        count = self.dim // 2
        step = nd.arange(count) / count
        encoding = noise_level.expand_dims(1) * F.exp(-math.log(1e4) * step.expand_dims(0))
        encoding = F.concat(F.sin(encoding), F.cos(encoding), dim=-1)
        return x + encoding.expand_dims(2)

    def hybrid_forward(self, F, cond, noise_level, x):
        h = F.LeakyReLU(self.input_conv(cond), slope=0.2)
        h = self.encoding(F, h, (noise_level + 1) * 0.5)
        shift, scale = F.split(self.output_conv(h), num_outputs=2, axis=1)
        return scale * x + shift
