"""attack: a stride-3 conv padded by 2: a stride-blind 2p - d(k - 1) reads L + 4 >= 4; the real length is floor((L + 3) / 3) + 1 = 3 at L = 4, where python's n - 4 = -1 keeps 2"""
from mxnet.gluon import nn

INPUTS = [(2, 3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.conv = nn.Conv1D(2, 1, strides=3, padding=2, in_channels=3)

    def hybrid_forward(self, F, x):
        out = self.conv(x)
        return out[:, :, :out.shape[2] - 4]
