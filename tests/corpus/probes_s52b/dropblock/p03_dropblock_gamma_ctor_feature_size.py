"""DropBlock with the paper's gamma computed in the constructor from a `feat_size` argument, an early `return x` outside training or at rate 0, and the seed by `random.uniform_like`."""
from mxnet import autograd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class Net(HybridBlock):
    def __init__(self, drop_prob=0.1, block_size=3, feat_size=8, channels=4, **kwargs):
        super().__init__(**kwargs)
        self.block_size = block_size
        self.gamma = drop_prob / block_size ** 2 * feat_size ** 2 / (feat_size - block_size + 1) ** 2
        with self.name_scope():
            self.conv = nn.Conv2D(channels, 3, padding=1, activation="relu")

    def hybrid_forward(self, F, x):
        x = self.conv(x)
        if not autograd.is_training() or self.gamma == 0:
            return x
        seed = F.random.uniform_like(x) < self.gamma
        block = F.Pooling(seed, kernel=(self.block_size,) * 2, pool_type="max", stride=(1, 1),
                          pad=(self.block_size // 2,) * 2)
        return x * (1 - block)
