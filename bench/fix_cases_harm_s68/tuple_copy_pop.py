"""H473/H469 pop: the copy popped twice, the element left is a number. (The block reads x.shape: it fails to hybridize elsewhere.)"""
from mxnet.gluon import nn

INPUTS = [(2, 3, 4)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        xs = [0.5, x.mean(axis=2, keepdims=True)]
        ys = list(xs)
        ys.pop()
        y = x * ys.pop()
        return y.reshape((x.shape[0], -1))
