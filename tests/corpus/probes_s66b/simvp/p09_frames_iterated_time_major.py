"""SimVP encoding frame by frame by iterating over the time-major tensor `x.swapaxes(0, 1)` and stacking
the encodings on axis 1."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 2, 8, 8)]


class IteratedFramesSimVP(HybridBlock):
    def __init__(self, C=2, hid_s=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.enc = nn.Conv2D(hid_s, 3, padding=1, activation="relu")
            self.readout = nn.Conv2D(C, 1)

    def hybrid_forward(self, F, x):
        frames = [self.readout(self.enc(f)) for f in x.swapaxes(0, 1)]
        return F.stack(*frames, axis=1)


Net = IteratedFramesSimVP
