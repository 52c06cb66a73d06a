"""TCN chomping (Bai et al.): a conv padded on both sides by (k - 1) * d, then the right edge chomped by cutting the time axis back to the input's length `x.shape[2]`, a 1x1 downsample on the residual."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 9)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.conv1 = nn.Conv1D(5, 3, padding=2, dilation=1, in_channels=3)
            self.conv2 = nn.Conv1D(5, 3, padding=4, dilation=2, in_channels=5)
            self.down = nn.Conv1D(5, 1, in_channels=3)

    def hybrid_forward(self, F, x):
        T = x.shape[2]
        out = F.relu(self.conv1(x))[:, :, :T]
        out = F.relu(self.conv2(out))
        out = out[:, :, :out.shape[2] - 4]
        return F.relu(out + self.down(x))
