"""F.LeakyReLU(act_type='rrelu') has two visible outputs in MXNet 1.9.1 (out, mask): `[0]` is the activation."""
from mxnet.gluon import nn

INPUTS = [(2, 4)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        y = F.LeakyReLU(x, act_type='rrelu')
        return y[0]
