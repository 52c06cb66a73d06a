"""Glow-style coupling with an explicit axis tuple (1, 2, 3) for the log-det and a zero-initialised last conv."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 4, 4)]


class Net(HybridBlock):
    def __init__(self, channels=4, hidden=6, scale_init=3.0, **kwargs):
        super().__init__(**kwargs)
        self._scale_init = scale_init
        with self.name_scope():
            self.hidden = nn.Conv2D(hidden, 3, padding=1, in_channels=channels // 2, activation="relu")
            self.zero = nn.Conv2D(channels, 3, padding=1, in_channels=hidden, weight_initializer="zeros")

    def hybrid_forward(self, F, x):
        x_a, x_b = F.split(x, num_outputs=2, axis=1)
        h = self.zero(self.hidden(x_a))
        shift, raw_scale = F.split(h, num_outputs=2, axis=1)
        scale = F.sigmoid(raw_scale + self._scale_init)
        logdet = F.sum(F.log(scale), axis=(1, 2, 3))
        return F.concat(x_a, (x_b + shift) * scale, dim=1), logdet
