"""SimVP with one readout per predicted frame: the decoders (a python list of children) zipped with the
frames of the time-major tensor `y.swapaxes(0, 1)` -- the zip iterates over a tensor."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 2, 8, 8)]


class ZipFramesSimVP(HybridBlock):
    def __init__(self, T=3, C=2, hid_s=4, **kwargs):
        super().__init__(**kwargs)
        self.T = T
        with self.name_scope():
            self.enc = nn.Conv2D(hid_s, 3, padding=1, activation="relu")
            self.readouts = []
            for _ in range(T):
                r = nn.Conv2D(C, 1)
                self.register_child(r)
                self.readouts.append(r)

    def hybrid_forward(self, F, x):
        y = self.enc(x.reshape((-3, -2))).reshape((-4, -1, self.T, -2))
        return F.stack(*[r(f) for r, f in zip(self.readouts, y.swapaxes(0, 1))], axis=1)


Net = ZipFramesSimVP
