"""H493 squeezed split along a negative axis, parts in a filtered comprehension."""
from mxnet.gluon import nn

INPUTS = [(2, 5, 3)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        b, t, c = x.shape
        parts = [u.reshape((b, t, 1)) for i, u in enumerate(F.split(x, num_outputs=3, axis=-1, squeeze_axis=True)) if i != 1]
        return F.concat(*parts, dim=2)
