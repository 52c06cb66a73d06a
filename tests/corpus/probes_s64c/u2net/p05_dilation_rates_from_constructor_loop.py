"""U^2-Net's RSU-4F (no pooling): dilations `(1, 2, 4)` from the constructor, the encoder a python loop over them, the decoder over the reversed list concatenating each level's skip (a list of tensors), residual add at the end."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 12, 12)]


class RSU4F(HybridBlock):
    def __init__(self, mid_ch=4, out_ch=5, dilations=(1, 2, 4), **kwargs):
        super().__init__(**kwargs)
        self._dils = dilations
        self.conv_in = nn.Conv2D(out_ch, 3, padding=1, activation="relu")
        self.enc = nn.HybridSequential()
        self.dec = nn.HybridSequential()
        for d in dilations:
            self.enc.add(nn.Conv2D(mid_ch, 3, padding=d, dilation=d, activation="relu"))
        for i, d in enumerate(reversed(dilations[:-1])):
            ch = out_ch if i == len(dilations) - 2 else mid_ch
            self.dec.add(nn.Conv2D(ch, 3, padding=d, dilation=d, activation="relu"))

    def hybrid_forward(self, F, x):
        hxin = self.conv_in(x)
        h, skips = hxin, []
        for conv in self.enc:
            h = conv(h)
            skips.append(h)
        d = skips.pop()
        for conv in self.dec:
            d = conv(F.concat(d, skips.pop(), dim=1))
        return d + hxin


Net = RSU4F
