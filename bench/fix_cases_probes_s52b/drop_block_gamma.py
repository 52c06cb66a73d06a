"""DropBlock after a convolution: the seed rate gamma is computed from the feature map's size first; at inference the block is the identity."""
from mxnet import autograd
from mxnet.gluon import nn


INPUTS = [(2, 3, 6, 6)]


class DropBlock(nn.HybridBlock):
    def __init__(self, drop_prob=0.1, block_size=3, **kwargs):
        super(DropBlock, self).__init__(**kwargs)
        self.drop_prob = drop_prob
        self.block_size = block_size

    def hybrid_forward(self, F, x):
        h, w = x.shape[2], x.shape[3]
        gamma = (self.drop_prob / self.block_size ** 2 * (h * w)
                 / ((h - self.block_size + 1) * (w - self.block_size + 1)))
        if not autograd.is_training() or self.drop_prob == 0:
            return x
        seeds = F.random.uniform(shape=(x.shape[0], 1, h, w)) < gamma
        mask = 1 - F.Pooling(seeds, kernel=(self.block_size, self.block_size), pool_type="max",
                             stride=(1, 1), pad=(self.block_size // 2, self.block_size // 2))
        return F.broadcast_mul(x, mask) * (mask.size / mask.sum())


class Net(nn.HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(channels, 3, padding=1, in_channels=3)
            self.drop = DropBlock()

    def hybrid_forward(self, F, x):
        return F.relu(self.drop(self.conv(x)))
