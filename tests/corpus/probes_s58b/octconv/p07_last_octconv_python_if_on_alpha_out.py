"""Octave ResNet stack: the last OctConv has `alpha_out == 0` and returns only the high path, chosen by a python `if` on that config in hybrid_forward."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8, 8), (2, 4, 4, 4)]


class OctConv(HybridBlock):
    def __init__(self, ch, alpha_out, **kwargs):
        super(OctConv, self).__init__(**kwargs)
        self.alpha_out = alpha_out
        with self.name_scope():
            self.h2h = nn.Conv2D(ch, 3, padding=1, in_channels=ch)
            self.l2h = nn.Conv2D(ch, 3, padding=1, in_channels=ch)
            if alpha_out > 0:
                self.h2l = nn.Conv2D(ch, 3, padding=1, in_channels=ch)
                self.l2l = nn.Conv2D(ch, 3, padding=1, in_channels=ch)

    def hybrid_forward(self, F, x_h, x_l):
        y_h = self.h2h(x_h) + F.UpSampling(self.l2h(x_l), scale=2, sample_type="nearest")
        if self.alpha_out == 0:
            return y_h
        y_l = self.l2l(x_l) + self.h2l(F.Pooling(x_h, kernel=(2, 2), stride=(2, 2), pool_type="avg"))
        return y_h, y_l


class OctStack(HybridBlock):
    def __init__(self, **kwargs):
        super(OctStack, self).__init__(**kwargs)
        with self.name_scope():
            self.mid = OctConv(4, 0.5)
            self.last = OctConv(4, 0.0)

    def hybrid_forward(self, F, x_h, x_l):
        y_h, y_l = self.mid(x_h, x_l)
        return self.last(y_h, y_l)


Net = OctStack
