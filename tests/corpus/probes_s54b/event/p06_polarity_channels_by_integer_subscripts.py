"""Event frame `(N, 2, H, W)` taken apart into ON and OFF channels with `frames[:, 0:1]` and `frames[:, 1:2]`, their contrast fed to a conv."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 2, 6, 6)]


class PolarityContrast(HybridBlock):
    def __init__(self, **kwargs):
        super(PolarityContrast, self).__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(4, kernel_size=3, padding=1)

    def hybrid_forward(self, F, frames):
        on, off = frames[:, 0:1], frames[:, 1:2]
        contrast = (on - off) / (F.abs(on) + F.abs(off) + 1e-3)
        return self.conv(F.concat(frames, contrast, dim=1))


Net = PolarityContrast
