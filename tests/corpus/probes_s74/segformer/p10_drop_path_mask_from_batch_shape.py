"""SegFormer DropPath ported with the keep mask shaped `(x.shape[0],) + (1,) * (x.ndim - 1)`, built
whether or not training (the scaling folds to the identity at drop=0 only for the mask)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 16, 8)]


class DropPathBlock(HybridBlock):
    def __init__(self, dim=8, drop=0.0, **kwargs):
        super().__init__(**kwargs)
        self.drop = drop
        with self.name_scope():
            self.norm = nn.LayerNorm()
            self.mlp = nn.Dense(dim, flatten=False)

    def drop_path(self, F, x):
        shape = (x.shape[0],) + (1,) * (x.ndim - 1)
        keep = F.floor(F.random.uniform(shape=shape) + 1 - self.drop)
        return F.broadcast_mul(x, keep)

    def hybrid_forward(self, F, x):
        return x + self.drop_path(F, self.mlp(self.norm(x)))


Net = DropPathBlock
