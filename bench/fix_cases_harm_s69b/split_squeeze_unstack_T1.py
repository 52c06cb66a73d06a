"""H493 squeezed split: an unstack along T where T is 1 (num_outputs=1 gives one array, iterated by its rows)."""
from mxnet.gluon import nn

INPUTS = [(2, 1, 4)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        T = x.shape[1]
        outs = [u.reshape((x.shape[0], -1)) for u in F.split(x, num_outputs=T, axis=1, squeeze_axis=True)]
        return F.concat(*outs, dim=0)
