"""TARNet: a shared representation, one outcome head per arm, the factual outcome picked by the treatment indicator reshaped to a column by the batch size."""
from mxnet.gluon import nn


INPUTS = [(5, 4), (5,)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.rep = nn.Dense(6, in_units=4, activation='relu')
            self.h0 = nn.Dense(1, in_units=6)
            self.h1 = nn.Dense(1, in_units=6)

    def hybrid_forward(self, F, x, t):
        phi = self.rep(x)
        y0, y1 = self.h0(phi), self.h1(phi)
        t = (t > 0).reshape((t.shape[0], 1))
        y = t * y1 + (1 - t) * y0
        return F.concat(y0, y1, y, dim=1)
