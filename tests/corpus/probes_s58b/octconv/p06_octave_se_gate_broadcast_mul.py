"""Octave block with squeeze-excitation on both paths: the (B, C, 1, 1) gate applied by `broadcast_mul`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8, 8), (2, 4, 4, 4)]


class OctSE(HybridBlock):
    def __init__(self, ch=4, **kwargs):
        super(OctSE, self).__init__(**kwargs)
        with self.name_scope():
            self.h2h = nn.Conv2D(ch, 3, padding=1, in_channels=ch)
            self.l2l = nn.Conv2D(ch, 3, padding=1, in_channels=ch)
            self.fc1 = nn.Conv2D(2, 1, in_channels=2 * ch)
            self.fc2 = nn.Conv2D(ch, 1, in_channels=2)

    def hybrid_forward(self, F, x_h, x_l):
        y_h, y_l = self.h2h(x_h), self.l2l(x_l)
        squeeze = F.concat(F.contrib.AdaptiveAvgPooling2D(y_h, output_size=1),
                           F.contrib.AdaptiveAvgPooling2D(y_l, output_size=1), dim=1)
        gate = F.sigmoid(self.fc2(F.relu(self.fc1(squeeze))))
        return F.broadcast_mul(y_h, gate), F.broadcast_mul(y_l, gate)


Net = OctSE
