"""A traffic forecaster with a MobileNetV3-style gate: node features `(n, nodes, c)` diffused by one
random-walk step over `nd.array` constants of a ring graph, squeeze-and-excited over nodes with a
hard-sigmoid `F.clip(s + 3, 0, 6) / 6` shaped `(n, 1, c)` and applied by a plain `*`, then an h-swish
Dense, summed over the last `x.shape[1] // 2` nodes with `[:, -k:]`."""
import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 4, 3)]


class Net(nn.HybridBlock):
    def __init__(self, nodes=4, c=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        ring = np.roll(np.eye(nodes), 1, axis=1) + np.roll(np.eye(nodes), -1, axis=1)
        self.rw = (ring / ring.sum(axis=1, keepdims=True)).tolist()
        with self.name_scope():
            self.se = nn.Dense(c, in_units=c)
            self.out = nn.Dense(c, in_units=c, flatten=False)

    def hybrid_forward(self, F, x):
        a = nd.array(self.rw)
        x = F.stack(*[F.dot(a, x[i]) for i in range(x.shape[0])])
        s = self.se(x.mean(axis=1))
        s = F.clip(s + 3, 0, 6) / 6
        x = x * s.reshape((-1, 1, x.shape[2]))
        x = self.out(x)
        x = x * F.clip(x + 3, 0, 6) / 6
        k = x.shape[1] // 2
        return x[:, -k:].sum(axis=1)
