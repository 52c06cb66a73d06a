"""Per-head attention with a structural bias written as a loop over heads: `scores[:, i] + bias[:, i]` for each head, softmaxed and stacked back on axis 1."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 4), (2, 3, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, heads=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.heads = heads

    def hybrid_forward(self, F, scores, bias):
        outs = []
        for i in range(self.heads):
            outs.append(F.softmax(scores[:, i] + bias[:, i], axis=-1))
        return F.stack(*outs, axis=1)
