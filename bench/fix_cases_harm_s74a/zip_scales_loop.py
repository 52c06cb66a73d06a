"""zip of split outputs with python scales."""
from mxnet.gluon import nn

INPUTS = [(2, 6)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.scales = [0.5, 1.0, 2.0]

    def hybrid_forward(self, F, x):
        out = []
        for part, s in zip(F.split(x, num_outputs=3, axis=1), self.scales):
            out.append(part * s)
        return F.concat(*out, dim=1)
