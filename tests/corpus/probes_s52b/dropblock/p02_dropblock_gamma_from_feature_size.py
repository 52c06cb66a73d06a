"""DropBlock whose gamma follows the paper's formula with the feature map size read from `x.shape[-1]`, computed before the `autograd.is_training()` early return."""
from mxnet import autograd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class Net(HybridBlock):
    def __init__(self, drop_prob=0.1, block_size=3, channels=4, **kwargs):
        super().__init__(**kwargs)
        self.drop_prob, self.block_size = drop_prob, block_size
        with self.name_scope():
            self.conv = nn.Conv2D(channels, 3, padding=1, activation="relu")

    def hybrid_forward(self, F, x):
        x = self.conv(x)
        feat = x.shape[-1]
        gamma = self.drop_prob / self.block_size ** 2 * feat ** 2 / (feat - self.block_size + 1) ** 2
        if not autograd.is_training():
            return x
        seed = F.random.uniform_like(x) < gamma
        block = F.Pooling(seed, kernel=(self.block_size,) * 2, pool_type="max", stride=(1, 1),
                          pad=(self.block_size // 2,) * 2)
        return x * (1 - block)
