"""Portfolio weights by softmax with a python temperature, a long-only python flag choosing `relu` on the scores, a per-asset cap by `minimum` with a python float, renormalised with `broadcast_div`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 4)]


class Net(HybridBlock):
    def __init__(self, assets=4, temperature=0.5, max_weight=0.4, long_only=True, **kwargs):
        super().__init__(**kwargs)
        self.temperature, self.max_weight, self.long_only = temperature, max_weight, long_only
        with self.name_scope():
            self.scorer = nn.Dense(assets)

    def hybrid_forward(self, F, x):
        s = self.scorer(x)
        if self.long_only:
            s = F.relu(s)
        w = F.softmax(s / self.temperature, axis=-1)
        w = F.minimum(w, self.max_weight)
        return F.broadcast_div(w, F.sum(w, axis=1, keepdims=True))
