"""Parameters held in a python list; their declared shapes are read in forward."""
from mxnet.gluon import nn

INPUTS = [(2, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.w0 = self.params.get('w0', shape=(4, 4))
        self.w1 = self.params.get('w1', shape=(2, 4))
        self.ws = [self.w0, self.w1]

    def hybrid_forward(self, F, x, w0, w1):
        h = F.FullyConnected(x, w0, no_bias=True, num_hidden=self.ws[0].shape[0])
        return F.FullyConnected(h, w1, no_bias=True, num_hidden=self.ws[-1].shape[0])
