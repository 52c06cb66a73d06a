"""DropBlock without a training guard (rate 0 by default): the keep mask is renormalised as in the PyTorch reference, `mask * mask.size / mask.sum()`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class Net(HybridBlock):
    def __init__(self, drop_prob=0.0, block_size=3, channels=4, **kwargs):
        super().__init__(**kwargs)
        self.gamma = drop_prob / block_size ** 2
        self.block_size = block_size
        with self.name_scope():
            self.conv = nn.Conv2D(channels, 3, padding=1, activation="relu")

    def hybrid_forward(self, F, x):
        x = self.conv(x)
        seed = F.random.uniform_like(x) < self.gamma
        block = F.Pooling(seed, kernel=(self.block_size,) * 2, pool_type="max", stride=(1, 1),
                          pad=(self.block_size // 2,) * 2)
        mask = 1 - block
        return F.broadcast_mul(x * mask, mask.size / F.sum(mask).reshape((1, 1, 1, 1)))
