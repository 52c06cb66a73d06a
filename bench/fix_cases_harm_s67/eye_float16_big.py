"""An identity sized by a float16 tensor of 2100 rows: float16 positions past 2048 round."""
from mxnet.gluon import nn

INPUTS = [(2100, 2100)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        h = x.astype('float16')
        return F.sum(x + F.eye(h.shape[0]), axis=0)
