"""DropBlock with a constructor-given feature size: gamma is a python float, and under `autograd.is_training()` the seed mask is grown by stride-1 max `F.Pooling` and the kept activations renormalised by `broadcast_mul` with count / kept."""
from mxnet import autograd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8, 8)]


class DropBlock(HybridBlock):
    def __init__(self, drop_prob=0.1, block_size=3, feat_size=8, **kwargs):
        super().__init__(**kwargs)
        self.block_size = block_size
        self.gamma = drop_prob / block_size ** 2 * feat_size ** 2 / (feat_size - block_size + 1) ** 2
        self.active = drop_prob > 0

    def hybrid_forward(self, F, x):
        if not (self.active and autograd.is_training()):
            return x
        seed = F.random.uniform_like(x) < self.gamma
        block = 1 - F.Pooling(seed, kernel=(self.block_size, self.block_size), stride=(1, 1),
                              pad=(self.block_size // 2, self.block_size // 2), pool_type="max")
        scale = F.sum(F.ones_like(block)) / (F.sum(block) + 1e-6)
        return F.broadcast_mul(x * block, scale)


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(4, 3, padding=1, in_channels=4)
            self.drop = DropBlock()

    def hybrid_forward(self, F, x):
        return self.drop(F.relu(self.conv(x)))
