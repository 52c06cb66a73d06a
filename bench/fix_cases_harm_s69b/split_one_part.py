"""Split parts: num_outputs=1 (not squeezed): MXNet returns one array, a comprehension iterates its rows."""
from mxnet.gluon import nn

INPUTS = [(2, 5, 8)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        b, t, c = x.shape
        qs = [u.reshape((t, b, -1)) for u in F.split(x, num_outputs=1, axis=2)]
        return F.concat(*qs, dim=0)
