"""QuartzNet time-channel separable convolution: a depthwise Conv1D (groups = channels, same padding) followed by a pointwise Conv1D, BatchNorm and ReLU on (N, C, T) features."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 20)]


class TCSConv(HybridBlock):
    def __init__(self, in_channels=8, out_channels=12, kernel=5, **kwargs):
        super(TCSConv, self).__init__(**kwargs)
        with self.name_scope():
            self.dw = nn.Conv1D(in_channels, kernel, padding=kernel // 2, groups=in_channels,
                                in_channels=in_channels, use_bias=False)
            self.pw = nn.Conv1D(out_channels, 1, in_channels=in_channels, use_bias=False)
            self.bn = nn.BatchNorm(in_channels=out_channels)

    def hybrid_forward(self, F, x):
        return F.relu(self.bn(self.pw(self.dw(x))))


Net = TCSConv
