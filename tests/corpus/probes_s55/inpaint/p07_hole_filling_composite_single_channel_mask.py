"""Hole-filling composite where the mask is (N, 1, H, W) and the image (N, 3, H, W): `image * mask + pred * (1 - mask)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 6), (2, 1, 6, 6)]


class CoarseInpainter(HybridBlock):
    def __init__(self, width=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.enc = nn.Conv2D(width, 3, padding=1, in_channels=4)
            self.dec = nn.Conv2D(3, 3, padding=1, in_channels=width)

    def hybrid_forward(self, F, image, mask_in):
        mask = F.cast(mask_in > 0, "float32")
        pred = F.tanh(self.dec(F.relu(self.enc(F.concat(F.broadcast_mul(image, mask), mask, dim=1)))))
        return image * mask + pred * (1 - mask)


Net = CoarseInpainter
