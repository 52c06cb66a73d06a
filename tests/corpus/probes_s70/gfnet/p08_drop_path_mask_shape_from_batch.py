"""GFNet stochastic depth as timm writes it, always applied: a per-sample mask of shape
`(x.shape[0], 1, 1)` from `F.random.uniform`, `floor(keep_prob + u)`, the branch divided by keep_prob
(1.0 for this export, so the mask is all ones)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6)]


class DropPath(HybridBlock):
    def __init__(self, dim=6, keep_prob=1.0, **kwargs):
        super().__init__(**kwargs)
        self.keep_prob = keep_prob
        with self.name_scope():
            self.mlp = nn.Dense(dim, flatten=False)

    def hybrid_forward(self, F, x):
        y = self.mlp(x)
        mask = F.floor(self.keep_prob + F.random.uniform(shape=(x.shape[0], 1, 1)))
        return x + F.broadcast_mul(y / self.keep_prob, mask)


Net = DropPath
