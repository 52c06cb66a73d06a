"""EfficientFormer's last stage: blocks iterated with `enumerate`, the flatten to tokens applied when the python index reaches the configured `vit_num` boundary (`if i == self._flat_at:`), 4-D blocks before it and 3-D Dense blocks after it, both residual with equal shapes."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 4, 4)]


class LastStage(HybridBlock):
    def __init__(self, dim=8, depth=3, vit_num=1, **kwargs):
        super().__init__(**kwargs)
        self._flat_at = depth - vit_num
        self.blocks = nn.HybridSequential()
        for i in range(depth):
            if i < self._flat_at:
                self.blocks.add(nn.Conv2D(dim, 3, padding=1, in_channels=dim))
            else:
                self.blocks.add(nn.Dense(dim, flatten=False, in_units=dim))

    def hybrid_forward(self, F, x):
        for i, blk in enumerate(self.blocks):
            if i == self._flat_at:
                x = x.reshape((0, 0, -3)).transpose((0, 2, 1))
            x = x + F.relu(blk(x))
        return x


Net = LastStage
