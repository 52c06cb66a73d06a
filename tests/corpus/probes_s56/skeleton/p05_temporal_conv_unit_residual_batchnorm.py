"""ST-GCN temporal unit: BatchNorm, ReLU, a (9, 1) conv padded (4, 0) over frames, a strided 1x1 residual when channels change."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 12, 5)]


class TemporalUnit(HybridBlock):
    def __init__(self, in_channels=4, channels=8, kernel=9, stride=2, **kwargs):
        super().__init__(**kwargs)
        pad = (kernel - 1) // 2
        with self.name_scope():
            self.body = nn.HybridSequential()
            self.body.add(nn.BatchNorm(in_channels=in_channels), nn.Activation("relu"),
                          nn.Conv2D(channels, (kernel, 1), strides=(stride, 1), padding=(pad, 0),
                                    in_channels=in_channels))
            if in_channels != channels or stride != 1:
                self.down = nn.Conv2D(channels, 1, strides=(stride, 1), in_channels=in_channels)
            else:
                self.down = None

    def hybrid_forward(self, F, x):
        res = x if self.down is None else self.down(x)
        return self.body(x) + res


Net = TemporalUnit
