"""Portfolio weights by softmax over assets with a python cap per asset (`clip` to `max_weight`), renormalised by dividing the (B, A) weights by their (B, 1) row sums with a plain `/`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 4)]


class Net(HybridBlock):
    def __init__(self, assets=4, max_weight=0.4, **kwargs):
        super().__init__(**kwargs)
        self.max_weight = max_weight
        with self.name_scope():
            self.scorer = nn.Dense(assets)

    def hybrid_forward(self, F, x):
        w = F.softmax(self.scorer(x), axis=-1)
        w = F.clip(w, 0.0, self.max_weight)
        return w / F.sum(w, axis=1, keepdims=True)
