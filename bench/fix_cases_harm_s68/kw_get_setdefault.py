"""H473 **kw.get: the helper sets a python default in kw before reading it. (The block reads x.shape: it fails to hybridize elsewhere.)"""
from mxnet.gluon import nn

INPUTS = [(2, 3, 4)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        return self._scale(F, x, m=x.mean(axis=2, keepdims=True))

    def _scale(self, F, x, **kw):
        kw["m"] = 0.5
        y = x * kw.get("m")
        return y.reshape((x.shape[0], -1))
