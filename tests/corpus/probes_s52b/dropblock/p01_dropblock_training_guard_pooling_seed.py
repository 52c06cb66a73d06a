"""DropBlock (Ghiasi et al.) under `autograd.is_training()`: a Bernoulli seed `random.uniform_like(x) < gamma`, grown into blocks by stride-1 max `F.Pooling` with padding, inverted into a keep mask and renormalised by `broadcast_mul` with `size / sum` computed on the graph (`ones_like` sums)."""
from mxnet import autograd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class DropBlock2D(HybridBlock):
    def __init__(self, drop_prob=0.1, block_size=3, **kwargs):
        super().__init__(**kwargs)
        self.drop_prob, self.block_size = drop_prob, block_size

    def hybrid_forward(self, F, x):
        if not autograd.is_training() or self.drop_prob == 0:
            return x
        gamma = self.drop_prob / self.block_size ** 2
        seed = F.random.uniform_like(x) < gamma
        pad = self.block_size // 2
        block = F.Pooling(seed, kernel=(self.block_size, self.block_size), pool_type="max",
                          stride=(1, 1), pad=(pad, pad))
        keep = 1 - block
        scale = F.sum(F.ones_like(keep)) / (F.sum(keep) + 1e-6)
        return F.broadcast_mul(x * keep, scale.reshape((1, 1, 1, 1)))


class Net(HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(channels, 3, padding=1, activation="relu")
            self.drop = DropBlock2D()
            self.head = nn.Dense(2)

    def hybrid_forward(self, F, x):
        return self.head(self.drop(self.conv(x)))
