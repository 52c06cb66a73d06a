"""DnCNN: a conv-BN-ReLU body (depth from `__init__`) predicts the noise, the clean image is `x - self.body(x)` on equal shapes."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 1, 8, 8)]


class DnCNN(HybridBlock):
    def __init__(self, channels=1, features=4, depth=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.body = nn.HybridSequential()
            self.body.add(nn.Conv2D(features, 3, padding=1, in_channels=channels), nn.Activation("relu"))
            for _ in range(depth - 2):
                self.body.add(nn.Conv2D(features, 3, padding=1, use_bias=False, in_channels=features),
                              nn.BatchNorm(in_channels=features), nn.Activation("relu"))
            self.body.add(nn.Conv2D(channels, 3, padding=1, in_channels=features))

    def hybrid_forward(self, F, x):
        return x - self.body(x)


Net = DnCNN
