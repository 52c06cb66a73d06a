"""N-HiTS's forecast weighted over the horizon by a decaying profile built on the host: `nd.array(np.linspace(1.0, 0.5, self.h))` times the forecast, and the weighted forecast's first step compared with the input's last value through `asscalar()` to pick a damping."""
import numpy as np
import mxnet as mx
from mxnet.gluon import nn


INPUTS = [(2, 5)]


class Net(nn.HybridBlock):
    def __init__(self, L=5, h=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.h = h
        with self.name_scope():
            self.fc = nn.Dense(h, in_units=L)

    def hybrid_forward(self, F, x):
        f = self.fc(x)
        w = mx.nd.array(np.linspace(1.0, 0.5, self.h))
        f = f * w
        if F.abs(f[:, 0] - x[:, -1]).mean().asscalar() > 10.0:
            f = f * 0.5
        return f
