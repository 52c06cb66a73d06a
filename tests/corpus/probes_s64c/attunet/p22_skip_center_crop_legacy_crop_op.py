"""U-Net with valid convs cropping the skip by the legacy `F.Crop(skip, up, center_crop=True)` operator (crop to the second input's H and W), then the gated concatenation."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 10, 10), (2, 6, 4, 4)]


class CenterCropDecoder(HybridBlock):
    def __init__(self, out_ch=4, **kwargs):
        super().__init__(**kwargs)
        self.up = nn.Conv2D(out_ch, 1)
        self.psi = nn.Conv2D(1, 1)
        self.conv = nn.Conv2D(out_ch, 3, padding=1, activation="relu")

    def hybrid_forward(self, F, skip, coarse):
        up = self.up(F.UpSampling(coarse, scale=2, sample_type="nearest"))
        skip = F.Crop(skip, up, num_args=2, center_crop=True)
        a = F.sigmoid(self.psi(F.relu(up)))
        return self.conv(F.concat(F.broadcast_mul(skip, a), up, dim=1))


Net = CenterCropDecoder
