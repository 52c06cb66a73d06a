"""attack: the stride given positionally (`Conv1D(2, 3, 2, 5)`: strides=2, padding=5): a reader of keywords only sees stride 1 and L + 8; the real length is floor((L + 7) / 2) + 1 = 5 at L = 1, where n - 6 = -1 keeps 4"""
from mxnet.gluon import nn

INPUTS = [(2, 3, 1)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.conv = nn.Conv1D(2, 3, 2, 5, in_channels=3)

    def hybrid_forward(self, F, x):
        out = self.conv(x)
        return out[:, :, :out.shape[2] - 6]
