"""Map-to-sequence that unpacks `b, c, h, w = f.shape` and reshapes to (b, c * h, w) before the transpose."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 1, 8, 12)]


class Net(HybridBlock):
    def __init__(self, channels=6, num_classes=7, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(channels, 3, padding=1, strides=(4, 1), in_channels=1)
            self.fc = nn.Dense(num_classes, flatten=False, in_units=channels * 2)

    def hybrid_forward(self, F, img):
        f = self.conv(img)
        b, c, h, w = f.shape
        seq = F.transpose(f.reshape((b, c * h, w)), axes=(0, 2, 1))
        return self.fc(seq)
