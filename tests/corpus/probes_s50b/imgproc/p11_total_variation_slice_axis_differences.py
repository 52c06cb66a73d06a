"""Anisotropic total variation of a predicted image: neighbour differences by `slice_axis(begin=1, end=None)` minus `slice_axis(begin=0, end=-1)` along height and width, absolute values averaged per image."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class Net(HybridBlock):
    def __init__(self, channels=3, weight=0.1, **kwargs):
        super().__init__(**kwargs)
        self.weight = weight
        with self.name_scope():
            self.denoise = nn.Conv2D(channels, 3, padding=1, in_channels=channels)

    def hybrid_forward(self, F, img):
        out = self.denoise(img)
        dh = F.slice_axis(out, axis=2, begin=1, end=None) - F.slice_axis(out, axis=2, begin=0, end=-1)
        dw = F.slice_axis(out, axis=3, begin=1, end=None) - F.slice_axis(out, axis=3, begin=0, end=-1)
        return self.weight * (F.mean(F.abs(dh), axis=(1, 2, 3)) + F.mean(F.abs(dw), axis=(1, 2, 3)))
