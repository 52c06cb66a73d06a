"""One-hot depth of an int32 tensor's axis."""
from mxnet.gluon import nn

INPUTS = [(2, 5)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        ids = (F.abs(x) * 4).astype('int32')
        oh = F.one_hot(F.argmax(x, axis=1), depth=ids.shape[1])
        return oh * 0.5 + F.sum(x)
