"""SegFormer stochastic depth: DropPath applied only under `autograd.is_training()` (python bool),
identity at inference; the random keep mask shaped by reshape-free `F.random.uniform_like`."""
from mxnet import autograd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 16, 8)]


class DropPathBlock(HybridBlock):
    def __init__(self, dim=8, drop=0.1, **kwargs):
        super().__init__(**kwargs)
        self.drop = drop
        with self.name_scope():
            self.norm = nn.LayerNorm()
            self.mlp = nn.Dense(dim, flatten=False)

    def drop_path(self, F, x):
        if not autograd.is_training() or self.drop == 0:
            return x
        keep = F.floor(F.random.uniform_like(F.slice_axis(x, axis=1, begin=0, end=1)) + 1 - self.drop)
        return F.broadcast_mul(x, keep) / (1 - self.drop)

    def hybrid_forward(self, F, x):
        return x + self.drop_path(F, self.mlp(self.norm(x)))


Net = DropPathBlock
