"""H473 pop(key, default) as get: the key never handed, the python default used. (The block reads x.shape: it fails to hybridize elsewhere.)"""
from mxnet.gluon import nn

INPUTS = [(2, 3, 4)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        return self._scale(F, x)

    def _scale(self, F, x, **kw):
        m = kw.pop("m", 0.5)
        y = x * m
        return y.reshape((x.shape[0], -1))
