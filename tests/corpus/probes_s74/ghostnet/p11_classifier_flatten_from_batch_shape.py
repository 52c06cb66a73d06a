"""GhostNet classifier flattening the pooled map with the reference's `x.reshape((x.shape[0], -1))`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 16, 16)]


class GhostNetHead(HybridBlock):
    def __init__(self, classes=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.stem = nn.Conv2D(8, 3, strides=2, padding=1, activation="relu")
            self.pool = nn.GlobalAvgPool2D()
            self.conv_head = nn.Conv2D(16, 1, activation="relu")
            self.fc = nn.Dense(classes)

    def hybrid_forward(self, F, x):
        x = self.conv_head(self.pool(self.stem(x)))
        x = x.reshape((x.shape[0], -1))
        return self.fc(x)


Net = GhostNetHead
