"""Hole-filling composite `image * mask + pred * (1 - mask)` with a mask of the image's own shape."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 6), (2, 3, 6, 6)]


class CoarseInpainter(HybridBlock):
    def __init__(self, width=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.enc = nn.Conv2D(width, 3, padding=1, in_channels=6)
            self.dec = nn.Conv2D(3, 3, padding=1, in_channels=width)

    def hybrid_forward(self, F, image, mask_in):
        mask = F.cast(mask_in > 0, "float32")
        masked = image * mask
        pred = F.tanh(self.dec(F.relu(self.enc(F.concat(masked, mask, dim=1)))))
        return masked + pred * (1 - mask)


Net = CoarseInpainter
