"""H474's mean helper on int32 data: an integer sum divided by a python int vs an integer mean."""
from mxnet.gluon import nn

INPUTS = [(2, 3, 4)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        xi = (x * 10).astype('int32')
        return self._pool(F, xi, xi.shape[1]).astype('float32')

    def _pool(self, F, m, length):
        return m.sum(axis=1) / length
