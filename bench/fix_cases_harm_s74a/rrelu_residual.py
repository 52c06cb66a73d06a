"""F.LeakyReLU(act_type='rrelu')'s activation (output 0 of two) added to the input."""
from mxnet.gluon import nn

INPUTS = [(2, 4)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        act = F.LeakyReLU(x, act_type='rrelu')
        return act[0] + x * 2
