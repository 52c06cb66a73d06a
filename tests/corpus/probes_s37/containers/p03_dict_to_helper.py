"""Features gathered in a dict and fused by a helper method that reads them by key."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5)]


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        self.a = nn.Dense(3)
        self.b = nn.Dense(3)

    def _fuse(self, F, feats):
        return F.relu(feats["a"]) + F.sigmoid(feats["b"])

    def hybrid_forward(self, F, x):
        feats = {"a": self.a(x), "b": self.b(x)}
        return self._fuse(F, feats)
