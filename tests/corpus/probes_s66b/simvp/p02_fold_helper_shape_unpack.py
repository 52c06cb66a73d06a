"""SimVP folding frames in a module helper without F, `fold(x)`, that unpacks `B, T, C, H, W = x.shape`
and reshapes to (B*T, C, H, W), returning the python (B, T, H, W) to unfold with."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 2, 8, 8)]


def fold(x):
    B, T, C, H, W = x.shape
    return x.reshape((B * T, C, H, W)), (B, T, H, W)


class ShapeFoldSimVP(HybridBlock):
    def __init__(self, C=2, hid_s=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.enc = nn.Conv2D(hid_s, 3, padding=1, activation="relu")
            self.readout = nn.Conv2D(C, 1)

    def hybrid_forward(self, F, x):
        f, (B, T, H, W) = fold(x)
        y = self.readout(self.enc(f))
        return y.reshape((B, T, -1, H, W))


Net = ShapeFoldSimVP
