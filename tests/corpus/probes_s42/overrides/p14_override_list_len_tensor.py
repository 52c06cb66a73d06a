"""The base hands the hook one tensor; the subclass's hook treats it as a list (`len`, `[-1]`)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 4)]


class Fuse(HybridBlock):
    def __init__(self):
        super().__init__()
        with self.name_scope():
            self.a = nn.Dense(3, in_units=4)

    def fuse(self, F, feats):
        return F.relu(feats)

    def hybrid_forward(self, F, x):
        return self.fuse(F, self.a(x))


class Net(Fuse):
    def fuse(self, F, feats):
        return feats[-1] / len(feats)
