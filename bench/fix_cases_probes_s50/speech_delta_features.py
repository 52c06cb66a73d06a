"""Delta features: a centred difference over time with edge frames repeated, stacked with the static features."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 7)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.mix = nn.Conv1D(4, 1, in_channels=6)

    def hybrid_forward(self, F, x):
        d = (x[:, :, 2:] - x[:, :, :-2]) / 2
        d = F.concat(d[:, :, :1], d, d[:, :, -1:], dim=2)
        return self.mix(F.concat(x, d, dim=1))
