"""ECAPA SE block ported from PyTorch's `x * s.unsqueeze(2)`: the (N, C, T) features times the (N, C, 1) gate by a plain `*`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 10)]


class PlainSEBlock(HybridBlock):
    def __init__(self, channels=8, bottleneck=4, **kwargs):
        super().__init__(**kwargs)
        self.conv1 = nn.Conv1D(bottleneck, 1, activation="relu", in_channels=channels)
        self.conv2 = nn.Conv1D(channels, 1, in_channels=bottleneck)

    def hybrid_forward(self, F, x):
        s = F.mean(x, axis=2).expand_dims(axis=2)
        s = F.sigmoid(self.conv2(self.conv1(s)))
        return x * s


Net = PlainSEBlock
