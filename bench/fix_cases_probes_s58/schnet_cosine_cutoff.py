"""A cosine cutoff on a continuous filter: `0.5 * (cos(pi d / rc) + 1)` zeroed past the cutoff by `d < rc`, multiplied into the generated (N, M, F) filter as `w * c.expand_dims(-1)` of (N, M, 1)."""
import math
from mxnet.gluon import nn


INPUTS = [(3, 4), (3, 4, 5)]


class Net(nn.HybridBlock):
    def __init__(self, cutoff=0.8, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.cutoff = cutoff
        with self.name_scope():
            self.filter = nn.Dense(3, in_units=5, flatten=False)

    def hybrid_forward(self, F, d, rbf):
        d = F.abs(d)
        c = 0.5 * (F.cos(d * math.pi / self.cutoff) + 1.0) * (d < self.cutoff)
        w = F.tanh(self.filter(rbf))
        return w * c.expand_dims(-1)
