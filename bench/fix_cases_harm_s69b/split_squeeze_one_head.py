"""H493 squeezed split: num_outputs=1 of an axis of size 1 (one head group): MXNet returns one array, a comprehension iterates its rows."""
from mxnet.gluon import nn

INPUTS = [(2, 5, 8)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        b, t, c = x.shape
        qkv = x.reshape((b, t, 1, 2, -1)).transpose((2, 0, 3, 1, 4))
        qs = [u.reshape((b * 2, t, -1)) for u in F.split(qkv, num_outputs=1, axis=0, squeeze_axis=True)]
        return F.concat(*qs, dim=0)
