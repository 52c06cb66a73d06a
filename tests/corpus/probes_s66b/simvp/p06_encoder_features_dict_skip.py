"""SimVP whose encoder method without F returns a dict of features (`{"skip": ..., "latent": ...}`); the
decoder upsamples the latent by `Conv2DTranspose` and adds `feats["skip"]` (equal shapes) with a plain `+`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 2, 8, 8)]


class DictSkipSimVP(HybridBlock):
    def __init__(self, T=3, C=2, hid_s=4, **kwargs):
        super().__init__(**kwargs)
        self.T = T
        with self.name_scope():
            self.enc1 = nn.Conv2D(hid_s, 3, padding=1, activation="relu")
            self.enc2 = nn.Conv2D(hid_s, 3, strides=2, padding=1, activation="relu")
            self.dec = nn.Conv2DTranspose(hid_s, 4, strides=2, padding=1, activation="relu")
            self.readout = nn.Conv2D(C, 1)

    def _encode(self, frames):
        skip = self.enc1(frames)
        return {"skip": skip, "latent": self.enc2(skip)}

    def hybrid_forward(self, F, x):
        feats = self._encode(x.reshape((-3, -2)))
        y = self.dec(feats["latent"]) + feats["skip"]
        return self.readout(y).reshape((-4, -1, self.T, -2))


Net = DictSkipSimVP
