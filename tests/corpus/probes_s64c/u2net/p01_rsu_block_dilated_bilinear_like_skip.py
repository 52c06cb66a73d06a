"""U^2-Net residual U-block (RSU-3): an input conv, two encoder levels by max pooling, a dilated inner conv (dilation 2) at the bottom, decoder levels reading `F.concat(up, skip, dim=1)` after `F.contrib.BilinearResize2D(x, like=skip, mode="like")`, and the residual `hx + hxin` of equal shapes."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 16, 16)]


class REBNCONV(HybridBlock):
    def __init__(self, out_ch, dirate=1, **kwargs):
        super().__init__(**kwargs)
        self.conv = nn.Conv2D(out_ch, 3, padding=dirate, dilation=dirate)
        self.bn = nn.BatchNorm()

    def hybrid_forward(self, F, x):
        return F.relu(self.bn(self.conv(x)))


class RSU3(HybridBlock):
    def __init__(self, mid_ch=4, out_ch=6, **kwargs):
        super().__init__(**kwargs)
        self.conv_in = REBNCONV(out_ch)
        self.enc1, self.enc2 = REBNCONV(mid_ch), REBNCONV(mid_ch)
        self.pool = nn.MaxPool2D(2, 2, ceil_mode=True)
        self.bottom = REBNCONV(mid_ch, dirate=2)
        self.dec2, self.dec1 = REBNCONV(mid_ch), REBNCONV(out_ch)

    def hybrid_forward(self, F, x):
        hxin = self.conv_in(x)
        hx1 = self.enc1(hxin)
        hx2 = self.enc2(self.pool(hx1))
        hx3 = self.bottom(hx2)
        d2 = self.dec2(F.concat(hx3, hx2, dim=1))
        up = F.contrib.BilinearResize2D(d2, like=hx1, mode="like")
        d1 = self.dec1(F.concat(up, hx1, dim=1))
        return d1 + hxin


Net = RSU3
