"""One-hot depth of a float16 tensor's axis of 2100 columns."""
from mxnet.gluon import nn

INPUTS = [(2, 2100)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        h = x.astype('float16')
        oh = F.one_hot(F.argmax(x, axis=1), depth=h.shape[1])
        return oh * 0.5 + F.sum(x)
