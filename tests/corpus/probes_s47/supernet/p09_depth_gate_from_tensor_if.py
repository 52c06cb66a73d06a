"""Dynamic-depth stage that skips the remaining blocks when a learned gate says so: `if F.sigmoid(self.gate(pooled)).mean() < 0.5: break`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8, 8)]


class Net(HybridBlock):
    def __init__(self, channels=4, max_depth=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.blocks = nn.HybridSequential()
            for _ in range(max_depth):
                self.blocks.add(nn.Conv2D(channels, 3, padding=1, in_channels=channels, activation="relu"))
            self.gate = nn.Dense(1, in_units=channels)

    def hybrid_forward(self, F, x):
        for block in self.blocks:
            x = x + block(x)
            if F.sigmoid(self.gate(F.mean(x, axis=(2, 3)))).mean() < 0.5:
                break
        return x
