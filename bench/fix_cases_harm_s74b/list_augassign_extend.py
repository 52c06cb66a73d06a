"""`feats += [...]` extends a python list of tensors; no tensor is updated in place."""
from mxnet.gluon import nn

INPUTS = [(2, 3)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        feats = [x]
        feats += [F.relu(x), F.tanh(x)]
        return F.concat(*feats, dim=1)
