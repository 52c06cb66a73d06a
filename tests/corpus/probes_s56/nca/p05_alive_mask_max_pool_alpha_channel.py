"""Alive masking: max-pool of the alpha channel (`slice_axis` 3:4) before and after the update, cells multiplied by `broadcast_mul`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 10, 10)]


def alive_mask(F, x, threshold=0.1):
    alpha = F.slice_axis(x, axis=1, begin=3, end=4)
    return F.Pooling(alpha, kernel=(3, 3), stride=(1, 1), pad=(1, 1), pool_type="max") > threshold


class AliveCA(HybridBlock):
    def __init__(self, channels=8, hidden=16, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc0 = nn.Conv2D(hidden, 3, padding=1, in_channels=channels, activation="relu")
            self.fc1 = nn.Conv2D(channels, 1, in_channels=hidden)

    def hybrid_forward(self, F, x):
        pre = alive_mask(F, x)
        x = x + self.fc1(self.fc0(x))
        post = alive_mask(F, x)
        return F.broadcast_mul(x, pre * post)


Net = AliveCA
