"""Alive masking reading the alpha channel as `x[:, 3:4, :, :]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 10, 10)]


class AliveCA(HybridBlock):
    def __init__(self, channels=8, hidden=16, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc0 = nn.Conv2D(hidden, 3, padding=1, in_channels=channels, activation="relu")
            self.fc1 = nn.Conv2D(channels, 1, in_channels=hidden)

    def alive(self, F, x):
        return F.Pooling(x[:, 3:4, :, :], kernel=(3, 3), stride=(1, 1), pad=(1, 1), pool_type="max") > 0.1

    def hybrid_forward(self, F, x):
        pre = self.alive(F, x)
        x = x + self.fc1(self.fc0(x))
        return F.broadcast_mul(x, pre * self.alive(F, x))


Net = AliveCA
