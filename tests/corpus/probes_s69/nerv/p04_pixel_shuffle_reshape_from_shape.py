"""NeRV block whose pixel shuffle is spelled as in PyTorch: `b, c, h, w = x.shape`, a reshape to
(b, c/r^2, r, r, h, w), a transpose and a reshape to (b, c/r^2, h*r, w*r)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 2, 3)]


class ShapeShuffleBlock(HybridBlock):
    def __init__(self, out_ch=2, scale=2, **kwargs):
        super().__init__(**kwargs)
        self.r = scale
        with self.name_scope():
            self.conv = nn.Conv2D(out_ch * scale * scale, kernel_size=3, padding=1)

    def hybrid_forward(self, F, x):
        x = self.conv(x)
        b, c, h, w = x.shape
        r = self.r
        x = x.reshape((b, c // (r * r), r, r, h, w)).transpose((0, 1, 4, 2, 5, 3))
        return F.LeakyReLU(x.reshape((b, c // (r * r), h * r, w * r)), act_type="gelu")


Net = ShapeShuffleBlock
