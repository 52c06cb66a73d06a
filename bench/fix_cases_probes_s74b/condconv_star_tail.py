"""CondConv's mixture mode, cut to its reshape: the experts' outputs of one grouped convolution
read back per expert with `act.reshape(bs, k, oc, *act.shape[-2:])` (positional, the map's
height and width spread from the output's own shape), weighted by a router and summed.

Pattern: hey-yahei/CondConv.MXNet cond/CondConv.py (mixture mode); written for this set, not
copied: a plain Conv2D child holds the k * oc kernels."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 6, 6)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.k = 3
        self.oc = 4
        with self.name_scope():
            self.experts = nn.Conv2D(self.k * self.oc, 3, padding=1, in_channels=4)
            self.router = nn.Dense(self.k, activation='sigmoid', in_units=4)

    def hybrid_forward(self, F, x):
        bs = x.shape[0]
        act = self.experts(x)
        act = act.reshape(bs, self.k, self.oc, *act.shape[-2:])
        r = self.router(F.mean(x, axis=(2, 3)))
        return F.sum(F.broadcast_mul(act, r.reshape((0, 0, 1, 1, 1))), axis=1)
