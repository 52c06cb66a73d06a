"""Same luma, channels taken by the subscripts `rgb[:, 0:1]`, `rgb[:, 1:2]`, `rgb[:, 2:3]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 6)]


class LumaEncoder(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(4, 3, padding=1)

    def hybrid_forward(self, F, rgb):
        y = 0.299 * rgb[:, 0:1] + 0.587 * rgb[:, 1:2] + 0.114 * rgb[:, 2:3]
        return self.conv(y)


Net = LumaEncoder
