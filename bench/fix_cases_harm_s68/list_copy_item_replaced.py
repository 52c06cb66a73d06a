"""H473 list copies: a copy whose item is replaced by a number. (The block reads x.shape: it fails to hybridize elsewhere.)"""
from mxnet.gluon import nn

INPUTS = [(2, 3, 4)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        xs = [x, x.mean(axis=2, keepdims=True)]
        ys = list(xs)
        ys[1] = 0.5
        y = ys[0] * ys[1]
        return y.reshape((x.shape[0], -1))
