"""Raw-to-packed Bayer with stepped subscripts `raw[:, :, 0::2, 0::2]` per colour site, concatenated on the channel axis, in a legacy-mode block."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 1, 8, 8)]


class PackRaw(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.head = nn.Conv2D(8, 3, padding=1)

    def hybrid_forward(self, F, raw):
        r = raw[:, :, 0::2, 0::2]
        g1 = raw[:, :, 0::2, 1::2]
        g2 = raw[:, :, 1::2, 0::2]
        b = raw[:, :, 1::2, 1::2]
        return self.head(F.concat(r, g1, g2, b, dim=1))


Net = PackRaw
