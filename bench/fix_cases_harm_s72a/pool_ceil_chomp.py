"""attack: a ceil_mode max pool of the default stride (its pool size) padded by 3: a stride-blind bound reads L + 3; the real length is 2 at L = 1, where n - 3 = -1 keeps 1"""
from mxnet.gluon import nn

INPUTS = [(2, 3, 1)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.pool = nn.MaxPool1D(4, padding=3, ceil_mode=True)

    def hybrid_forward(self, F, x):
        y = self.pool(x)
        return y[:, :, :y.shape[2] - 3]
