"""H474's mean helper: a module function also called by module code with another length."""
from mxnet.gluon import nn
import mxnet as mx

INPUTS = [(2, 4, 3)]


def _pool(F, m, length):
    return m.sum(axis=1) / length


SCALE = float(_pool(mx.nd, mx.nd.ones((1, 2, 1)), 4).asscalar())


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        return _pool(F, x, x.shape[1]) * SCALE
