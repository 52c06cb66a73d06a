"""MaxViT's stochastic depth written for inference safety: `if self.drop_path > 0 and autograd.is_training():`
(python values only) guards a per-sample keep mask from `F.random.uniform` of a (N, 1, 1, 1) slice; outside
training the branch is added unchanged with a plain `+` of equal shapes."""
from mxnet import autograd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 6)]


class DropPathBlock(HybridBlock):
    def __init__(self, c=4, drop_path=0.1, **kwargs):
        super().__init__(**kwargs)
        self.drop_path = drop_path
        with self.name_scope():
            self.branch = nn.Conv2D(c, 3, padding=1, in_channels=c)

    def hybrid_forward(self, F, x):
        y = self.branch(x)
        if self.drop_path > 0 and autograd.is_training():
            keep = F.random.uniform_like(F.mean(y, axis=(1, 2, 3), keepdims=True)) > self.drop_path
            y = F.broadcast_mul(y, keep) / (1 - self.drop_path)
        return x + y


Net = DropPathBlock
