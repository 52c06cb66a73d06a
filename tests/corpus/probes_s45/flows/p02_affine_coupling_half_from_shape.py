"""Affine coupling that cuts the halves at `x.shape[1] // 2` with slice_axis."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 6)]


class Net(HybridBlock):
    def __init__(self, channels=4, hidden=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.net = nn.HybridSequential()
            self.net.add(nn.Conv2D(hidden, 3, padding=1, in_channels=channels // 2), nn.Activation("relu"),
                         nn.Conv2D(channels, 3, padding=1, in_channels=hidden))

    def hybrid_forward(self, F, x):
        half = x.shape[1] // 2
        x_a = F.slice_axis(x, axis=1, begin=0, end=half)
        x_b = F.slice_axis(x, axis=1, begin=half, end=None)
        log_s, t = F.split(self.net(x_a), num_outputs=2, axis=1)
        s = F.sigmoid(log_s + 2.0)
        return F.concat(x_a, (x_b + t) * s, dim=1), F.sum(F.log(s), axis=(1, 2, 3))
