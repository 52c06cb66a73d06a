"""SE-style pool whose input is rebound (doubled in height) after its sizes were read."""
from mxnet.gluon import nn

INPUTS = [(2, 3, 4, 5)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        b, c, h, w = x.shape
        x = F.concat(x, x, dim=2)
        return F.Pooling(x, kernel=(h, w), stride=(h, w), pool_type='avg')
