"""Numpy-mode (MXNet 2 style) SimVP in `forward`: `B, T, C, H, W = x.shape`, `x.reshape(B * T, C, H, W)`
for the encoder, `reshape(B, T * c, h, w)` for the translator and back, a skip from the first layer."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 3, 2, 8, 8)]


class NumpySimVP(HybridBlock):
    def __init__(self, T=3, C=2, hid_s=4, **kwargs):
        super().__init__(**kwargs)
        self.enc1 = nn.Conv2D(hid_s, 3, padding=1, activation="relu", in_channels=C)
        self.enc2 = nn.Conv2D(hid_s, 3, strides=2, padding=1, activation="relu", in_channels=hid_s)
        self.translator = nn.Conv2D(T * hid_s, 3, padding=1, in_channels=T * hid_s)
        self.dec = nn.Conv2DTranspose(hid_s, 4, strides=2, padding=1, in_channels=hid_s)
        self.readout = nn.Conv2D(C, 1, in_channels=hid_s)

    def forward(self, x):
        B, T, C, H, W = x.shape
        skip = self.enc1(x.reshape(B * T, C, H, W))
        z = self.enc2(skip)
        _, c, h, w = z.shape
        z = self.translator(z.reshape(B, T * c, h, w)).reshape(B * T, c, h, w)
        y = self.readout(self.dec(z) + skip)
        return y.reshape(B, T, C, H, W)


Net = NumpySimVP
