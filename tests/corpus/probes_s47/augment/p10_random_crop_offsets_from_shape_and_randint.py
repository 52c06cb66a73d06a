"""Random-crop augmentation whose crop end is computed from `x.shape[2] - self.crop`, the offset a python `random.randint` at trace time."""
import random

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class Net(HybridBlock):
    def __init__(self, crop=6, **kwargs):
        super().__init__(**kwargs)
        self.crop = crop
        with self.name_scope():
            self.body = nn.Conv2D(4, 3, padding=1, in_channels=3)

    def hybrid_forward(self, F, x):
        max_off = x.shape[2] - self.crop
        off = random.randint(0, max_off) * 0
        cropped = F.slice_axis(F.slice_axis(x, axis=2, begin=off, end=off + self.crop),
                               axis=3, begin=off, end=off + self.crop)
        return self.body(cropped)
