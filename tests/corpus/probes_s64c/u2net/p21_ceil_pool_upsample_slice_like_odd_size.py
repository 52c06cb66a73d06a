"""RSU block on an odd-sized input: `MaxPool2D(ceil_mode=True)` halves 9 to 5, `UpSampling(scale=2)` doubles it to 10, and `F.slice_like(up, skip, axes=(2, 3))` cuts it back to the skip's 9 before the concatenation."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 9, 9)]


class OddSizeRSU(HybridBlock):
    def __init__(self, ch=4, **kwargs):
        super().__init__(**kwargs)
        self.conv_in = nn.Conv2D(ch, 3, padding=1, activation="relu")
        self.pool = nn.MaxPool2D(2, 2, ceil_mode=True)
        self.mid = nn.Conv2D(ch, 3, padding=2, dilation=2, activation="relu")
        self.dec = nn.Conv2D(ch, 3, padding=1, activation="relu")

    def hybrid_forward(self, F, x):
        hxin = self.conv_in(x)
        up = F.UpSampling(self.mid(self.pool(hxin)), scale=2, sample_type="nearest")
        up = F.slice_like(up, hxin, axes=(2, 3))
        return self.dec(F.concat(up, hxin, dim=1)) + hxin


Net = OddSizeRSU
