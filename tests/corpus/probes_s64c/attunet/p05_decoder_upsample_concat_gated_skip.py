"""Attention U-Net decoder level: the coarser features upsampled by `UpSampling(scale=2)` and a conv, the skip gated by the attention block (a child block returning two outputs, unpacked), then `F.concat(gated, up, dim=1)` and a double conv."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8, 8), (2, 6, 4, 4)]


class Gate(HybridBlock):
    def __init__(self, inter, **kwargs):
        super().__init__(**kwargs)
        self.theta = nn.Conv2D(inter, 2, strides=2)
        self.phi = nn.Conv2D(inter, 1)
        self.psi = nn.Conv2D(1, 1)

    def hybrid_forward(self, F, x, g):
        a = F.sigmoid(self.psi(F.relu(self.theta(x) + self.phi(g))))
        a = F.UpSampling(a, scale=2, sample_type="nearest")
        return F.broadcast_mul(x, a), a


class DecoderLevel(HybridBlock):
    def __init__(self, out_ch=4, **kwargs):
        super().__init__(**kwargs)
        self.gate = Gate(3)
        self.up = nn.Conv2D(out_ch, 3, padding=1)
        self.conv = nn.HybridSequential()
        self.conv.add(nn.Conv2D(out_ch, 3, padding=1, activation="relu"),
                      nn.Conv2D(out_ch, 3, padding=1, activation="relu"))

    def hybrid_forward(self, F, skip, coarse):
        gated, att = self.gate(skip, coarse)
        up = self.up(F.UpSampling(coarse, scale=2, sample_type="nearest"))
        return self.conv(F.concat(gated, up, dim=1)), att


Net = DecoderLevel
