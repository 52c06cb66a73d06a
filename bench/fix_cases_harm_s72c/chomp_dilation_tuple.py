"""attack (stride-1 conv length): a 2-D conv with per-axis dilation (1, 2) and padding (1, 1): axis 3 is
W + 2 - 2 * 2 = W - 2; the chomp of 3 on it at W = 4 gives n - 3 = -1, keeping 1 where `:-3` keeps none."""
from mxnet.gluon import nn

INPUTS = [(2, 3, 5, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.conv = nn.Conv2D(2, (3, 3), padding=(1, 1), dilation=(1, 2), in_channels=3)

    def hybrid_forward(self, F, x):
        out = self.conv(x)
        return out[:, :, :, :out.shape[3] - 3]
