"""Noise augmentation scaled by each sample's standard deviation, (N, C, H, W) noise times a (N, 1, 1, 1) std with plain `*` and a zero strength."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 6)]


class Net(HybridBlock):
    def __init__(self, strength=0.0, **kwargs):
        super().__init__(**kwargs)
        self.strength = strength
        with self.name_scope():
            self.body = nn.Conv2D(4, 3, padding=1, in_channels=3)

    def hybrid_forward(self, F, x):
        flat = x.reshape((0, -1))
        std = F.sqrt(F.mean(F.square(F.broadcast_sub(flat, F.mean(flat, axis=1, keepdims=True))), axis=1))
        noise = F.random.normal_like(x) * std.reshape((-1, 1, 1, 1)) * self.strength
        return self.body(x + noise)
