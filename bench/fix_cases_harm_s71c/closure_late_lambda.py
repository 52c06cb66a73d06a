"""attack: a lambda made in a range loop reads its counter after the loop rebinds it"""
from mxnet.gluon import nn

INPUTS = [(6, 3)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        x = F.relu(x)
        cuts = []
        for i in range(2):
            cuts.append(lambda: x[i:i + 12])
        i = -9
        return F.concat(*[c() for c in cuts], dim=0)
