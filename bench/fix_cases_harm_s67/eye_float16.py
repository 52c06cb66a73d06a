"""An identity sized by a float16 tensor, added to float32 data."""
from mxnet.gluon import nn

INPUTS = [(3, 3)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        h = x.astype('float16')
        return x + F.eye(h.shape[0])
