"""EEGNet stem that adds the image channel with `x.reshape((x.shape[0], 1, self.electrodes, -1))` before the temporal and depthwise spatial convolutions."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 32)]


class Net(HybridBlock):
    def __init__(self, electrodes=4, f1=4, kernel=7, classes=3, **kwargs):
        super().__init__(**kwargs)
        self.electrodes = electrodes
        with self.name_scope():
            self.temporal = nn.Conv2D(f1, (1, kernel), padding=(0, kernel // 2), use_bias=False)
            self.spatial = nn.Conv2D(2 * f1, (electrodes, 1), groups=f1, in_channels=f1)
            self.classify = nn.Dense(classes)

    def hybrid_forward(self, F, x):
        x = x.reshape((x.shape[0], 1, self.electrodes, -1))
        x = F.relu(self.spatial(self.temporal(x)))
        return self.classify(F.mean(x, axis=(2, 3)))
