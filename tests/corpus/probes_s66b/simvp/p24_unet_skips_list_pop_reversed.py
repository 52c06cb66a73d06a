"""SimVP encoder/decoder with U-Net skips: the encoder appends every stage's output to a python list, the
decoder walks `skips[::-1]` (or pops) and adds each skip with a plain `+` of equal shapes after upsampling."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 2, 8, 8)]


class SkipListSimVP(HybridBlock):
    def __init__(self, T=3, C=2, hid_s=4, **kwargs):
        super().__init__(**kwargs)
        self.T = T
        with self.name_scope():
            self.stem = nn.Conv2D(hid_s, 3, padding=1, activation="relu")
            self.down = nn.HybridSequential()
            self.up = nn.HybridSequential()
            for _ in range(2):
                self.down.add(nn.Conv2D(hid_s, 3, strides=2, padding=1, activation="relu"))
                self.up.add(nn.Conv2DTranspose(hid_s, 4, strides=2, padding=1, activation="relu"))
            self.readout = nn.Conv2D(C, 1)

    def hybrid_forward(self, F, x):
        h = self.stem(x.reshape((-3, -2)))
        skips = []
        for d in self.down:
            skips.append(h)
            h = d(h)
        for u, s in zip(self.up, skips[::-1]):
            h = u(h) + s
        return self.readout(h).reshape((-4, -1, self.T, -2))


Net = SkipListSimVP
