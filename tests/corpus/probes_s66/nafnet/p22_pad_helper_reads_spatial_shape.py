"""NAFNet's padding moved to a module function `pad_to_multiple(F, x, factor)` that reads `h, w = x.shape[-2:]`
(a symbol has no shape when traced) and returns the padded map with the crop size, called from
`hybrid_forward` with the factor as a keyword."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 10, 13)]


def pad_to_multiple(F, x, factor=4):
    h, w = x.shape[-2:]
    ph, pw = (factor - h % factor) % factor, (factor - w % factor) % factor
    return F.pad(x, mode="constant", pad_width=(0, 0, 0, 0, 0, ph, 0, pw)), (h, w)


class HelperPadded(HybridBlock):
    def __init__(self, width=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.down = nn.Conv2D(width, 4, strides=4, in_channels=3)
            self.up = nn.Conv2DTranspose(3, 4, strides=4, in_channels=width)

    def hybrid_forward(self, F, inp):
        x, (h, w) = pad_to_multiple(F, inp, factor=4)
        x = self.up(self.down(x)) + x
        return F.slice(x, begin=(None, None, 0, 0), end=(None, None, h, w))


Net = HelperPadded
