"""Listen-Attend-Spell pyramid: pairs of consecutive frames concatenated, halving the time axis, then a projection."""
from mxnet.gluon import nn


INPUTS = [(2, 6, 3)]


class Net(nn.HybridBlock):
    def __init__(self, feat=3, hidden=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(hidden, in_units=2 * feat, flatten=False)

    def hybrid_forward(self, F, x):
        b, t, d = x.shape
        x = x.reshape((b, t // 2, d * 2))
        return F.tanh(self.proj(x))
