"""Attention U-Net with valid (unpadded) convs: the skip cropped to the decoder's size as `skip[:, :, c:-c, c:-c]`, the margin `c` from the constructor, before the concatenation."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 10, 10), (2, 6, 4, 4)]


class CroppedSkipDecoder(HybridBlock):
    def __init__(self, out_ch=4, crop=1, **kwargs):
        super().__init__(**kwargs)
        self._c = crop
        self.up = nn.Conv2D(out_ch, 1)
        self.conv = nn.Conv2D(out_ch, 3, padding=1, activation="relu")

    def hybrid_forward(self, F, skip, coarse):
        up = self.up(F.UpSampling(coarse, scale=2, sample_type="nearest"))
        c = self._c
        skip = skip[:, :, c:-c, c:-c]
        return self.conv(F.concat(skip, up, dim=1))


Net = CroppedSkipDecoder
