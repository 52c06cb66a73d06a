"""Coupling whose log-det sums over `tuple(range(1, log_s.ndim))`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 4, 4)]


class Net(HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.net = nn.Conv2D(channels, 3, padding=1, in_channels=channels // 2)

    def hybrid_forward(self, F, x):
        x_a, x_b = F.split(x, num_outputs=2, axis=1)
        log_s, t = F.split(self.net(x_a), num_outputs=2, axis=1)
        log_s = F.tanh(log_s)
        y_b = x_b * F.exp(log_s) + t
        logdet = F.sum(log_s, axis=tuple(range(1, log_s.ndim)))
        return F.concat(x_a, y_b, dim=1), logdet
