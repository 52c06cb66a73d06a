"""Global context pooling (GCNet style): the map flattened keeping batch and channels with a starred
head `x.reshape((*x.shape[:2], -1))`, a softmax over positions from a 1x1 conv, the context as a
batch_dot. Pattern: GCNet's context modelling as Gluon ports write it; written for this set."""
from mxnet.gluon import nn


INPUTS = [(2, 6, 4, 5)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.mask = nn.Conv2D(1, 1, in_channels=6)

    def hybrid_forward(self, F, x):
        v = x.reshape((*x.shape[:2], -1))
        m = F.softmax(self.mask(x).reshape((0, 1, -1)), axis=-1)
        ctx = F.batch_dot(v, m, transpose_b=True)
        return F.broadcast_add(x, ctx.expand_dims(-1))
