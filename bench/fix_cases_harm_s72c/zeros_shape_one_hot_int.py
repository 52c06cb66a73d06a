"""attack (float32 carrier): F.zeros of the shape of an int32 one-hot (`dtype='int32'`), plus 0.25."""
from mxnet.gluon import nn

INPUTS = [(2, 3)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        hot = F.one_hot(F.argmax(x, axis=1), 3, dtype='int32')
        z = F.zeros(hot.shape) + 0.25
        return z + x
