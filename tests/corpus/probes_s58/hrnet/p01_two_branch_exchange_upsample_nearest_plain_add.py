"""HRNet exchange unit over two branches: the low-resolution branch is lifted by a 1x1 conv and nearest `UpSampling(scale=2)`, the high one lowered by a strided 3x3 conv, each fused with a plain `+` onto the branch of its size."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 16, 16)]


def conv_bn(channels, kernel, stride):
    out = nn.HybridSequential()
    out.add(nn.Conv2D(channels, kernel, strides=stride, padding=kernel // 2, use_bias=False),
            nn.BatchNorm())
    return out


class ExchangeUnit(HybridBlock):
    def __init__(self, c_high=4, c_low=8, **kwargs):
        super(ExchangeUnit, self).__init__(**kwargs)
        with self.name_scope():
            self.stem = conv_bn(c_high, 3, 1)
            self.down_branch = conv_bn(c_low, 3, 2)
            self.high_to_low = conv_bn(c_low, 3, 2)
            self.low_to_high = conv_bn(c_high, 1, 1)

    def hybrid_forward(self, F, x):
        high = F.relu(self.stem(x))
        low = F.relu(self.down_branch(high))
        up = F.UpSampling(self.low_to_high(low), scale=2, sample_type="nearest")
        new_high = F.relu(high + up)
        new_low = F.relu(low + self.high_to_low(high))
        return new_high, new_low


Net = ExchangeUnit
