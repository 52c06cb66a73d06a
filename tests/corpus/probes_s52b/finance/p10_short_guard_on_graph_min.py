"""Portfolio weights from a linear head that clamps shorts only when some weight is negative, `if F.min(w) < 0:`, then normalises by the gross exposure."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 4)]


class Net(HybridBlock):
    def __init__(self, assets=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.scorer = nn.Dense(assets)

    def hybrid_forward(self, F, x):
        w = self.scorer(x)
        if F.min(w) < 0:
            w = F.relu(w)
        return F.broadcast_div(w, F.sum(F.abs(w), axis=1, keepdims=True) + 1e-6)
