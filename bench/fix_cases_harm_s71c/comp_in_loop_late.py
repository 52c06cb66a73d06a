"""attack: a generator made in a range loop, consumed after the loop rebinds its counter"""
from mxnet.gluon import nn

INPUTS = [(6, 3)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        x = F.relu(x)
        for i in range(2):
            gen = (x[i:i + 12] for _ in range(1))
        i = -9
        return F.concat(*gen, dim=0)
