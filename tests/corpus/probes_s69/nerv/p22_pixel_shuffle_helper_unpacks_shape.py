"""NeRV block whose pixel shuffle is a module helper without F, `pixel_shuffle(x, r)`, ported from
PyTorch: it unpacks `b, c, h, w = x.shape` and reshapes, transposes and reshapes back."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 2, 3)]


def pixel_shuffle(x, r):
    b, c, h, w = x.shape
    x = x.reshape((b, c // (r * r), r, r, h, w)).transpose((0, 1, 4, 2, 5, 3))
    return x.reshape((b, c // (r * r), h * r, w * r))


class HelperShuffleBlock(HybridBlock):
    def __init__(self, out_ch=2, scale=2, **kwargs):
        super().__init__(**kwargs)
        self.scale = scale
        with self.name_scope():
            self.conv = nn.Conv2D(out_ch * scale * scale, kernel_size=3, padding=1)

    def hybrid_forward(self, F, x):
        return F.LeakyReLU(pixel_shuffle(self.conv(x), self.scale), act_type="gelu")


Net = HelperShuffleBlock
