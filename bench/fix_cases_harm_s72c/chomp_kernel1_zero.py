"""attack (stride-1 conv length, n - k cut): a TCN block with kernel 1 -- padding (k - 1) * d = 0 and the
chomp (k - 1) * d = 0: `out[:, :, :n - 0]` keeps every step, `:-0` would keep none."""
from mxnet.gluon import nn

INPUTS = [(2, 3, 6)]


class Net(nn.HybridBlock):
    def __init__(self, kernel_size=1, dilation=2, **kwargs):
        super().__init__(**kwargs)
        self.chomp = (kernel_size - 1) * dilation
        self.conv = nn.Conv1D(4, kernel_size, padding=self.chomp, dilation=dilation, in_channels=3)

    def hybrid_forward(self, F, x):
        out = self.conv(x)
        return out[:, :, :out.shape[2] - self.chomp]
