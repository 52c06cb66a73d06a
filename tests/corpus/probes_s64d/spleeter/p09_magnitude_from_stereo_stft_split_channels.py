"""Spleeter input stage: the stereo STFT given as (B, 4, T, F) real/imaginary parts of two channels, cut by `F.split(..., num_outputs=4, axis=1)` into a list and unpacked, the magnitude `sqrt(re^2 + im^2)` per channel (equal shapes), concatenated back to (B, 2, T, F) and fed to a conv."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 4, 8)]


class StereoMagnitude(HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(channels, 3, padding=1)

    def hybrid_forward(self, F, stft):
        re_l, im_l, re_r, im_r = F.split(stft, num_outputs=4, axis=1)
        mags = [F.sqrt(F.square(re) + F.square(im) + 1e-12) for re, im in ((re_l, im_l), (re_r, im_r))]
        return self.conv(F.concat(*mags, dim=1))


Net = StereoMagnitude
