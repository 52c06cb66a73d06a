"""DropBlock (Ghiasi et al.): gamma is computed from the feature map size `x.shape[-1]` before the training check, as in the paper's pseudo-code; at inference the input passes unchanged after that."""
from mxnet import autograd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8, 8)]


class DropBlock(HybridBlock):
    def __init__(self, drop_prob=0.1, block_size=3, **kwargs):
        super().__init__(**kwargs)
        self.drop_prob, self.block_size = drop_prob, block_size

    def hybrid_forward(self, F, x):
        feat = x.shape[-1]
        gamma = self.drop_prob / self.block_size ** 2 * feat ** 2 / (feat - self.block_size + 1) ** 2
        if not autograd.is_training():
            return x
        mask = F.random.uniform_like(x) < gamma
        block = F.Pooling(mask, kernel=(self.block_size,) * 2, stride=(1, 1),
                          pad=(self.block_size // 2,) * 2, pool_type="max")
        return x * (1 - block)


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(4, 3, padding=1, in_channels=4)
            self.drop = DropBlock()

    def hybrid_forward(self, F, x):
        return self.drop(F.relu(self.conv(x)))
