"""Top-k pooling keeping `ceil(ratio * n)` nodes, with `n` read from the feature tensor's shape."""
import math
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 5)]


class TopKPool(HybridBlock):
    def __init__(self, ratio=0.5, **kwargs):
        super().__init__(**kwargs)
        self.ratio = ratio
        with self.name_scope():
            self.proj = nn.Dense(1, flatten=False)

    def hybrid_forward(self, F, x):
        n = x.shape[1]
        k = int(math.ceil(self.ratio * n))
        score = self.proj(x).reshape((0, -1))
        idx = F.topk(score, axis=1, k=k, ret_typ="indices")
        return F.batch_dot(F.one_hot(idx, depth=n), x)


Net = TopKPool
