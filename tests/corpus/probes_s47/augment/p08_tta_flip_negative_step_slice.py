"""Flip test-time augmentation written with a negative-step slice, `x[:, :, :, ::-1]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 6)]


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.model = nn.Conv2D(4, 3, padding=1, in_channels=3)

    def hybrid_forward(self, F, x):
        flipped = self.model(x[:, :, :, ::-1])[:, :, :, ::-1]
        return (self.model(x) + flipped) / 2
