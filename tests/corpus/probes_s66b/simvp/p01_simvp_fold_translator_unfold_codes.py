"""SimVP: frames (B, T, C, H, W) folded to (B*T, C, H, W) by the reshape code `(-3, -2)` for the spatial
encoder, unfolded to (B, T, C', h, w) by `(-4, -1, T, -2)` with T from the constructor and merged to
(B, T*C', h, w) by `(0, -3, -2)` for the translator, back by `(0, -4, T, -1, -2)` and `(-3, -2)`; the
decoder adds the first encoder layer's output (same shape) before the readout, unfolded at the end."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 2, 8, 8)]


class SimVP(HybridBlock):
    def __init__(self, T=3, C=2, hid_s=4, hid_t=8, **kwargs):
        super().__init__(**kwargs)
        self.T = T
        with self.name_scope():
            self.enc1 = nn.Conv2D(hid_s, 3, padding=1, activation="relu")
            self.enc2 = nn.Conv2D(hid_s, 3, strides=2, padding=1, activation="relu")
            self.translator = nn.HybridSequential()
            self.translator.add(nn.Conv2D(hid_t, 3, padding=1, activation="relu"),
                                nn.Conv2D(T * hid_s, 3, padding=1))
            self.dec1 = nn.Conv2DTranspose(hid_s, 4, strides=2, padding=1, activation="relu")
            self.dec2 = nn.Conv2D(hid_s, 3, padding=1, activation="relu")
            self.readout = nn.Conv2D(C, 1)

    def hybrid_forward(self, F, x):
        skip = self.enc1(x.reshape((-3, -2)))
        z = self.enc2(skip).reshape((-4, -1, self.T, -2)).reshape((0, -3, -2))
        z = self.translator(z).reshape((0, -4, self.T, -1, -2)).reshape((-3, -2))
        y = self.dec2(self.dec1(z) + skip)
        return self.readout(y).reshape((-4, -1, self.T, -2))


Net = SimVP
