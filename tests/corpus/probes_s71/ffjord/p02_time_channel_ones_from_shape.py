"""ODE function building its time channel as in the PyTorch port:
`F.ones((x.shape[0], 1, x.shape[2], x.shape[3])) * t`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 4, 4)]


class ShapeTimeChannel(HybridBlock):
    def __init__(self, channels=3, steps=2, **kwargs):
        super().__init__(**kwargs)
        self.steps, self.dt = steps, 1.0 / steps
        with self.name_scope():
            self.conv = nn.Conv2D(channels, 3, padding=1)

    def func(self, F, x, t):
        tt = F.ones((x.shape[0], 1, x.shape[2], x.shape[3])) * t
        return F.tanh(self.conv(F.concat(tt, x, dim=1)))

    def hybrid_forward(self, F, x):
        for i in range(self.steps):
            x = x + self.dt * self.func(F, x, i * self.dt)
        return x


Net = ShapeTimeChannel
