"""A per-sample loss (N,) plus an L2 penalty of a weight summed to (1,)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 2)]


class Net(HybridBlock):
    def __init__(self, wd=0.01):
        super().__init__()
        self._wd = wd
        with self.name_scope():
            self.reg = nn.Dense(2, in_units=6)
            self.anchor = self.params.get("anchor", shape=(2, 6), init="ones")

    def hybrid_forward(self, F, x, y, anchor):
        pred = self.reg(x)
        per_sample = F.mean(F.square(pred - y), axis=1)
        penalty = F.sum(F.square(anchor))
        return per_sample + self._wd * penalty
