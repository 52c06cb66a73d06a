"""Hole filling that returns the input untouched when the mask has no hole: `if F.sum(1 - mask) == 0`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 6), (2, 3, 6, 6)]


class HoleFiller(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.body = nn.HybridSequential()
            self.body.add(nn.Conv2D(8, 3, padding=1, activation="relu", in_channels=3),
                          nn.Conv2D(3, 3, padding=1, in_channels=8))

    def hybrid_forward(self, F, image, mask_in):
        mask = mask_in > -2
        if F.sum(1 - mask) == 0:
            return image
        pred = self.body(image * mask)
        return image * mask + pred * (1 - mask)


Net = HoleFiller
