"""A text recogniser from two families: HRNet's low branch upsampled by bilinear resizing to the high
branch's `hi.shape[2]` x `hi.shape[3]` and concatenated, then CRNN's map-to-sequence `b, c, h, w =
feat.shape`, `reshape((b, c * h, w))`, time-major, and widths as the CTC input lengths."""
from mxnet.gluon import nn


INPUTS = [(2, 1, 4, 6)]


class Net(nn.HybridBlock):
    def __init__(self, classes=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.stem = nn.Conv2D(2, 3, padding=1, in_channels=1)
            self.down = nn.Conv2D(2, 3, strides=2, padding=1, in_channels=2)
            self.fc = nn.Dense(classes, in_units=16, flatten=False)

    def hybrid_forward(self, F, x):
        hi = F.relu(self.stem(x))
        lo = F.relu(self.down(hi))
        lo = F.contrib.BilinearResize2D(lo, height=hi.shape[2], width=hi.shape[3])
        feat = F.concat(hi, lo, dim=1)
        b, c, h, w = feat.shape
        seq = feat.reshape((b, c * h, w)).transpose((2, 0, 1))
        lengths = F.ones((b,)) * w
        return self.fc(seq), lengths
