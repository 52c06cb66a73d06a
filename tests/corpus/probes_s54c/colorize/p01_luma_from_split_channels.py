"""Grayscale input of a colorization net: BT.601 luma from the three outputs of `F.split(rgb, num_outputs=3, axis=1)` with python weights."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 6)]


class LumaEncoder(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(4, 3, padding=1)

    def hybrid_forward(self, F, rgb):
        r, g, b = F.split(rgb, num_outputs=3, axis=1)
        y = 0.299 * r + 0.587 * g + 0.114 * b
        return self.conv(y)


Net = LumaEncoder
