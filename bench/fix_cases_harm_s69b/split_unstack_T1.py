"""H493/older split parts: a split along T into T parts where T is 1 (one array, iterated by its rows)."""
from mxnet.gluon import nn

INPUTS = [(2, 1, 4)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        T = x.shape[1]
        outs = [u.reshape((x.shape[0], -1)) for u in F.split(x, num_outputs=T, axis=1)]
        return F.concat(*outs, dim=0)
