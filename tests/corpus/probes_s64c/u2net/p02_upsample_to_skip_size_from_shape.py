"""U^2-Net `_upsample_like` ported from PyTorch's `F.interpolate(src, size=tar.shape[2:])`: `F.contrib.BilinearResize2D(src, height=tar.shape[2], width=tar.shape[3])`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 16, 16)]


def upsample_like(F, src, tar):
    return F.contrib.BilinearResize2D(src, height=tar.shape[2], width=tar.shape[3])


class ShapeUpsampleRSU(HybridBlock):
    def __init__(self, ch=4, **kwargs):
        super().__init__(**kwargs)
        self.conv_in = nn.Conv2D(ch, 3, padding=1)
        self.enc = nn.Conv2D(ch, 3, padding=2, dilation=2)
        self.pool = nn.MaxPool2D(2, 2)
        self.dec = nn.Conv2D(ch, 3, padding=1)

    def hybrid_forward(self, F, x):
        hxin = F.relu(self.conv_in(x))
        hx = F.relu(self.enc(self.pool(hxin)))
        d = self.dec(F.concat(upsample_like(F, hx, hxin), hxin, dim=1))
        return F.relu(d) + hxin


Net = ShapeUpsampleRSU
