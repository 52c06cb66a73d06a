"""Octave convolution on a (high, low) pair: h2l through 2x2 average pooling, l2h upsampled by nearest `UpSampling`, the four paths summed with same-shape `+`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8, 8), (2, 4, 4, 4)]


class OctConv2D(HybridBlock):
    def __init__(self, in_ch=8, out_ch=8, alpha=0.5, **kwargs):
        super(OctConv2D, self).__init__(**kwargs)
        in_l, out_l = int(alpha * in_ch), int(alpha * out_ch)
        in_h, out_h = in_ch - in_l, out_ch - out_l
        with self.name_scope():
            self.h2h = nn.Conv2D(out_h, 3, padding=1, in_channels=in_h)
            self.h2l = nn.Conv2D(out_l, 3, padding=1, in_channels=in_h)
            self.l2h = nn.Conv2D(out_h, 3, padding=1, in_channels=in_l)
            self.l2l = nn.Conv2D(out_l, 3, padding=1, in_channels=in_l)

    def hybrid_forward(self, F, x_h, x_l):
        h2h = self.h2h(x_h)
        h2l = self.h2l(F.Pooling(x_h, kernel=(2, 2), stride=(2, 2), pool_type="avg"))
        l2h = F.UpSampling(self.l2h(x_l), scale=2, sample_type="nearest")
        l2l = self.l2l(x_l)
        return h2h + l2h, l2l + h2l


Net = OctConv2D
