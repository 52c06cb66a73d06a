"""Mixup that scales the images (N, C, H, W) by the per-sample lambda reshaped to (N, 1, 1, 1) with plain `*`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 3, 4, 4), (4,)]


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.classifier = nn.Dense(5, in_units=48)

    def hybrid_forward(self, F, x, raw_lam):
        lam = ((raw_lam + 1) / 2).reshape((-1, 1, 1, 1))
        mixed = x * lam + F.flip(x, axis=0) * (1 - lam)
        return self.classifier(mixed)
