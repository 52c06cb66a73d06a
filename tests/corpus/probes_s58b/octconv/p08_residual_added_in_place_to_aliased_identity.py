"""Octave bottleneck whose high path keeps `identity = x_h` and then adds the branch with `x_h += ...`, so eagerly the identity changes with it."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8, 8), (2, 4, 4, 4)]


class OctBottleneck(HybridBlock):
    def __init__(self, ch=4, **kwargs):
        super(OctBottleneck, self).__init__(**kwargs)
        with self.name_scope():
            self.h2h = nn.Conv2D(ch, 3, padding=1, in_channels=ch)
            self.l2h = nn.Conv2D(ch, 3, padding=1, in_channels=ch)
            self.l2l = nn.Conv2D(ch, 3, padding=1, in_channels=ch)

    def hybrid_forward(self, F, x_h, x_l):
        identity = x_h
        x_h += self.h2h(x_h) + F.UpSampling(self.l2h(x_l), scale=2, sample_type="nearest")
        return F.relu(x_h + identity), F.relu(self.l2l(x_l) + x_l)


Net = OctBottleneck
